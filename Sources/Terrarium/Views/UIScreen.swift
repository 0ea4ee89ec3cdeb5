import Foundation

/// The display the app runs on: in Terrarium, the terminal (or a headless screen in tests).
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The screen's size in points (cells). 80×24 until a backend or test screen sets it.
    public internal(set) var bounds = CGRect(x: 0, y: 0, width: 80, height: 24)

    /// Points per pixel: 1, as a point is a cell.
    public var scale: CGFloat { 1 }

    /// Sets the screen's size: what a backend does once it knows how big its display is,
    /// before the app launches and makes its window from ``bounds``.
    ///
    /// ```swift
    /// UIScreen.main.setBounds(CGRect(x: 0, y: 0, width: columns, height: rows))
    /// UIApplication.shared.launch(delegate: appDelegate)
    /// ```
    ///
    /// Later changes of size go through ``UIEventDispatcher/resize(to:)``, which also sizes the
    /// window the backend shows.
    ///
    /// - Parameter bounds: The screen's bounds in points (cells), with its origin at zero.
    /// - Note: A Terrarium addition for backends; on iOS the system sets the screen's bounds.
    public func setBounds(_ bounds: CGRect) {
        self.bounds = bounds
    }
}

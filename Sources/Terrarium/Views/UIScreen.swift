import Foundation

/// The display the app runs on: in Terrarium, the terminal (or a headless screen in tests).
@MainActor
public final class UIScreen {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The screen's size in points (cells). 80×24 until a backend or test screen sets it.
    public internal(set) var bounds = CGRect(x: 0, y: 0, width: 80, height: 24)

    /// Points per pixel: 1, as a point is a cell.
    public var scale: CGFloat { 1 }

    /// Sets the screen size, as a terminal backend does when the terminal resizes.
    package func _setBounds(_ bounds: CGRect) {
        self.bounds = bounds
    }
}

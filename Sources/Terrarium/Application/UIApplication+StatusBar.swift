import Foundation

extension UIApplication {
    /// The frame of the status bar, in screen coordinates: `.zero`, as Terrarium draws no
    /// status bar.
    ///
    /// UIKit answers `.zero` while the status bar is hidden; a terminal has no status bar
    /// (the top row belongs to the app), so code that pads content by
    /// `statusBarFrame.height` pads nothing.
    @available(*, deprecated, message: "Use the safe area (view.safeAreaInsets) instead.")
    public var statusBarFrame: CGRect { .zero }

    /// Whether the status bar is hidden: always `true` (Terrarium draws none).
    @available(*, deprecated, message: "Use prefersStatusBarHidden on the view controller instead.")
    public var isStatusBarHidden: Bool { true }

    /// The orientation of the app's interface, from the screen's shape (see
    /// ``UIInterfaceOrientation``).
    @available(*, deprecated, message: "Use the window scene's interfaceOrientation instead.")
    public var statusBarOrientation: UIInterfaceOrientation {
        UIScreen.main._interfaceOrientation
    }
}

import Foundation

/// An instance of the app's user interface: UIKit's scene, of which Terrarium has one kind,
/// ``UIWindowScene``.
///
/// - Note: Terrarium connects a scene per ``UIScreen`` (one for the terminal), as UIKit does
///   for an app without a scene manifest; there are no sessions, scene delegates or state
///   restoration yet, and a scene is always `.foregroundActive`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The scene's state: `.foregroundActive` (a terminal app is on screen while it runs).
    public var activationState: ActivationState { .foregroundActive }

    /// A title for the scene; kept (a terminal shows no scene switcher).
    open var title: String!

    init(_ unused: Void = ()) {
        super.init()
    }
}

/// A scene that shows windows on a screen.
///
/// ```swift
/// let window = UIWindow(windowScene: view.window!.windowScene!)
/// let landscape = window.windowScene?.interfaceOrientation.isLandscape ?? false
/// ```
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are on.
    public let screen: UIScreen

    init(_screen screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    /// The scene's windows, in the order they were made.
    public var windows: [UIWindow] {
        UIWindow._allWindows.filter { $0.windowScene === self }
    }

    /// The scene's key window, if it has it.
    public var keyWindow: UIWindow? {
        UIWindow._keyWindow.flatMap { $0.windowScene === self ? $0 : nil }
    }

    /// The orientation of the interface: from the screen's shape, wider than tall being
    /// landscape (see ``UIInterfaceOrientation``).
    public var interfaceOrientation: UIInterfaceOrientation { screen._interfaceOrientation }

    /// The scene's traits: those of its key window, else of its first window, else the
    /// screen's defaults.
    public var traitCollection: UITraitCollection {
        (keyWindow ?? windows.first)?.traitCollection ?? UITraitCollection()
    }
}

extension UIApplication {
    /// The scenes connected to the app: one per screen that shows a window.
    public var connectedScenes: Set<UIScene> {
        Set(UIWindow._visibleWindows.compactMap { $0.windowScene as UIScene? })
    }
}

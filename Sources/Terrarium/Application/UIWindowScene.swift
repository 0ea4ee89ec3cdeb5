import Foundation

/// An instance of the app's user interface: UIKit's scene, of which Terrarium has one kind,
/// ``UIWindowScene``.
///
/// - Note: Terrarium has a scene per ``UIScreen`` (one for the terminal). An app launched with
///   a scene manifest (see ``UIApplication/LaunchInterface``) connects it with a session
///   and a delegate, as UIKit does; there is no state restoration.
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

    /// The scene's state, the app's: active in the foreground while the terminal has focus,
    /// inactive without it, in the background while Ctrl-Z has stopped the app.
    public var activationState: ActivationState {
        switch UIApplication.shared.applicationState {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }

    /// A title for the scene; kept (a terminal shows no scene switcher).
    open var title: String!

    /// The scene's delegate, held strongly, as UIKit does; set as the scene connects.
    open var delegate: (any UISceneDelegate)?

    /// The session of the connected scene; `nil` for a scene no launch connected.
    ///
    /// - Note: UIKit's is never `nil`: every UIKit scene is connected. Terrarium's scene of a
    ///   screen exists also in tests and apps without a scene manifest.
    public internal(set) var session: UISceneSession!

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

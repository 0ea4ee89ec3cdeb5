import Foundation

/// The methods a scene's delegate implements: connection, and the scene's life in the
/// foreground and background. Every method is optional.
///
/// An app with a scene manifest (Xcode's template since iOS 13) sets its window up in
/// `scene(_:willConnectTo:options:)`; with a storyboard in the manifest, the window already
/// holds the storyboard's initial controller there:
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///                options connectionOptions: UIScene.ConnectionOptions) {
///         guard let windowScene = scene as? UIWindowScene else { return }
///         window = UIWindow(windowScene: windowScene)
///         window?.rootViewController = InboxViewController()
///         window?.makeKeyAndVisible()
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being added to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events (the terminal lost focus, or Ctrl-Z).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come back to the foreground (`fg` after Ctrl-Z).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background (Ctrl-Z).
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing by default.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing by default.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate for a window scene: it holds the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; with a storyboard in the scene's configuration, the one
    /// Terrarium made for it, as UIKit does.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

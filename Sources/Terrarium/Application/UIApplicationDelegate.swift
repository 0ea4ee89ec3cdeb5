import Foundation

/// The methods an app's delegate implements to take part in its life cycle: launch,
/// activation, backgrounding and termination. Every method is optional.
///
/// - Note: An app launched with a scene manifest (``UIApplication/LaunchInterface``) sets its
///   window up in its scene delegate, as on iOS 13 and later; otherwise in
///   `application(_:didFinishLaunchingWithOptions:)`, or its main storyboard does. The
///   terminal backend calls `applicationWillTerminate(_:)` whenever the app ends by the
///   user's hand (quitting, Ctrl-C, SIGTERM, SIGHUP); UIKit calls it only for apps not
///   suspended at the time.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window. The terminal backend shows it (or the key window if none).
    var window: UIWindow? { get set }

    /// Launching began; return `false` to refuse the launch options.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Launching is almost done: make the window and show it here.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)

    /// The app is now in the background.
    func applicationDidEnterBackground(_ application: UIApplication)

    /// The app is about to come back from the background.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)

    /// The app is short of memory: release what can be made again. Called by
    /// ``UIApplication/receiveMemoryWarning()``.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// A significant change in time happened (midnight, a change of time zone).
    ///
    /// - Note: Never called by Terrarium (see ``UIApplication/significantTimeChangeNotification``).
    func applicationSignificantTimeChange(_ application: UIApplication)

    /// The configuration of a scene about to connect. By default, the session's: the one the
    /// scene manifest names for its role.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    /// The user discarded scenes of the app.
    ///
    /// - Note: Never called by Terrarium, which keeps no sessions across launches.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Accepts the launch by default.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Accepts the launch by default.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Does nothing by default.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Does nothing by default.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// Does nothing by default.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// Does nothing by default.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// Does nothing by default.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// Does nothing by default.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// Does nothing by default.
    public func applicationSignificantTimeChange(_ application: UIApplication) {}

    /// The session's configuration by default.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { connectingSceneSession.configuration }

    /// Does nothing by default.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

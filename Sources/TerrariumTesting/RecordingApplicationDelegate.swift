import Foundation
import Terrarium

/// An app delegate that records its life cycle: `willFinishLaunching`,
/// `didFinishLaunching`, `didBecomeActive`, `willResignActive`, `didEnterBackground`,
/// `willEnterForeground`, `willTerminate` and `didReceiveMemoryWarning`, in the order UIKit
/// calls them.
///
/// ```swift
/// let delegate = RecordingApplicationDelegate()
/// UIApplication.shared.launch(delegate: delegate)
/// UIApplication.shared.setState(.background)
/// #expect(delegate.log == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive",
///                          "willResignActive", "didEnterBackground"])
/// ```
///
/// Give it ``makeRootViewController`` and it makes a window filling `UIScreen.main` with that
/// root and shows it while launching, as an app's delegate does.
@preconcurrency @MainActor
open class RecordingApplicationDelegate: UIResponder, UIApplicationDelegate {
    /// The window made while launching, if any.
    open var window: UIWindow?

    /// The callbacks so far.
    public var log: [String] = []

    /// `UIScreen.main`'s bounds when launching finished.
    public private(set) var screenBoundsAtLaunch: CGRect?

    /// Makes the root view controller of the window shown at launch; no window when `nil`.
    public var makeRootViewController: (() -> UIViewController)?

    /// Creates a delegate with an empty log.
    public override init() {}

    /// Records `willFinishLaunching`.
    open func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("willFinishLaunching")
        return true
    }

    /// Records `didFinishLaunching` and shows the window, if asked to.
    open func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("didFinishLaunching")
        screenBoundsAtLaunch = UIScreen.main.bounds
        if let makeRootViewController {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = makeRootViewController()
            window.makeKeyAndVisible()
            self.window = window
        }
        return true
    }

    /// Records `didBecomeActive`.
    open func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    /// Records `willResignActive`.
    open func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    /// Records `didEnterBackground`.
    open func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
    /// Records `willEnterForeground`.
    open func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
    /// Records `willTerminate`.
    open func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
    /// Records `didReceiveMemoryWarning`.
    open func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        log.append("didReceiveMemoryWarning")
    }
}

import Terrarium
import TerrariumTerminal

/// The app delegate: makes the window and its root view controller, as on iOS.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's one window; the terminal driver shows it.
    public var window: UIWindow?

    public override init() {}  // public: main.swift is in another module

    /// Makes the window, the size of the terminal, with the app's first screen.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)  // the terminal's size
        window.rootViewController = GreetingViewController(onQuit: { TerminalDriver.current?.stop() })
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

import Terrarium
import TerrariumTerminal

@main
final class AppDelegate: UIResponder, TerminalApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = MessageViewController(title: "Inbox", text: "3 new messages")
        window?.makeKeyAndVisible()
        return true
    }
}

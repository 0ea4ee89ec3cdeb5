import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting

/// The demo's app delegate: the window with the demo's tab bar controller, as an iOS app
/// sets it up.
@MainActor
package final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    /// The window the demo runs in.
    package var window: UIWindow?
    private let startPath: String

    /// A delegate whose Files tab opens at `startPath`.
    package init(startPath: String = FileManager.default.currentDirectoryPath) {
        self.startPath = startPath
        super.init()
    }

    package func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = DemoApp.makeRoot(startPath: startPath) { TerminalDriver.current?.stop() }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A panel child that records its lifecycle for `--log`.
@MainActor
package final class DemoChild: RecordingViewController {
    private let body: String
    private let tint: UIColor

    package init(name: String, recorder: LifecycleRecorder, body: String, tint: UIColor) {
        self.body = body
        self.tint = tint
        super.init(name: name, recorder: recorder)
    }

    package required init?(coder: NSCoder) {
        fatalError("DemoChild is created in code")
    }

    package override func loadView() {
        recorder.record("\(name).loadView")
        view = PanelView(title: name, body: body, tint: tint)
    }
}

import Foundation
import Terrarium
import TerrariumTerminal

/// A tiny app to try the backend by hand in a real terminal: it shows the last event and a
/// ticking clock, counts frames, and quits on `q`. Ctrl-Z suspends, Ctrl-C ends it, resizing
/// the window resizes it; the terminal must come back clean every time.
@MainActor
enum SmokeApp {
    final class Controller: UIViewController {
        let heading = UILabel(frame: CGRect(x: 2, y: 1, width: 70, height: 1))
        let last = UILabel(frame: CGRect(x: 2, y: 3, width: 70, height: 1))
        let size = UILabel(frame: CGRect(x: 2, y: 4, width: 70, height: 1))
        let ticks = UILabel(frame: CGRect(x: 2, y: 5, width: 70, height: 1))
        var count = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(red: 0.1, green: 0.12, blue: 0.2, alpha: 1)
            heading.text = "TerrariumTerminal smoke test — type, click, paste, resize; q quits"
            heading.textColor = .white
            for label in [heading, last, size, ticks] { view.addSubview(label) }
            tick()
        }

        func tick() {
            count += 1
            ticks.text = "tick \(count) (one per second)"
            MainLoop.main.schedule(after: 1) { [weak self] in self?.tick() }
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            size.text = "window \(Int(view.bounds.width))×\(Int(view.bounds.height))"
        }

        func show(_ event: TerminalInputEvent) {
            last.text = "last event: \(event)"
        }
    }

    static func run() {
        let controller = Controller()
        let driver = TerminalDriver(window: UIWindow(frame: .zero))
        driver.inputHandler = { event in
            controller.show(event)
            if case .key(let key) = event, key.characters == "q" { driver.stop() }
            return false
        }
        do {
            try driver.start()
            driver.window.rootViewController = controller
            driver.window.makeKeyAndVisible()
            defer { driver.finish() }
            try driver.runUntilStopped()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }
}

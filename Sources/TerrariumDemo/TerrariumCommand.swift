import ArgumentParser
import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting

/// `terrarium`: the demo program.
///
/// In a terminal it runs the interactive demo (a tab bar of every container). Without one
/// (a pipe, CI) it prints one headless frame of the demo and a hint, and exits 0. With
/// `--frames N` it prints frames of listing 5-3's transition instead.
@main
struct TerrariumCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terrarium",
        abstract: "Terrarium's demo: UIKit's view controllers, drawn in a terminal.",
        discussion: """
            In a terminal, runs the interactive demo: a tab bar controller whose tabs show a \
            navigation stack, a split view, a page view, Apple's listing 5-3 container with a \
            live lifecycle log, and modal presentations. q or Ctrl-C quits. Without a terminal, \
            prints one frame of the demo as text. With --frames N, prints N frames of listing \
            5-3's sliding transition on the main loop's virtual clock.
            """)

    @Option(help: "Screen width in columns, for headless output.")
    var width = 100

    @Option(help: "Screen height in rows, for headless output.")
    var height = 24

    @Option(help: "Print this many frames of the transition to the second child.")
    var frames: Int?

    @Flag(help: "Also print the lifecycle callbacks the controllers received (with --frames).")
    var log = false

    @Flag(help: "Print a headless frame even in a terminal.")
    var headless = false

    func validate() throws {
        guard width >= 10, height >= 5 else { throw ValidationError("The screen must be at least 10×5 cells.") }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1.") }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            if frames != nil {
                render()
            } else if !headless, Platform.isTerminal(STDIN_FILENO), Platform.isTerminal(STDOUT_FILENO) {
                try runInteractive()
            } else {
                printHeadlessDemo()
            }
        }
    }

    @MainActor
    private func runInteractive() throws {
        do {
            try TerminalApplication.run(delegate: DemoAppDelegate())
        } catch {
            throw ValidationError("\(error)")
        }
    }

    @MainActor
    private func printHeadlessDemo() {
        let screen = HeadlessScreen(width: width, height: height)
        screen.show(DemoApp.makeRoot {})
        for line in screen.canvas.lines { print(line) }
        print("(no terminal: this is one frame of the demo; run `swift run terrarium` in a terminal to use it)")
    }

    @MainActor
    private func render() {
        let recorder = LifecycleRecorder()
        let first = DemoChild(
            name: "Inbox", recorder: recorder,
            body: "The first child. Its view was added with addChild(_:), addSubview(_:) and didMove(toParent:).",
            tint: .systemBlue)
        let second = DemoChild(
            name: "Archive", recorder: recorder,
            body: "The second child, swapped in by transition(from:to:duration:options:animations:completion:).",
            tint: .systemOrange)
        let container = SlidingContainerViewController(first: first, second: second)
        let screen = HeadlessScreen(width: width, height: height)
        screen.show(container)

        if let frames {
            let step = container.transitionDuration / Double(frames)
            container.cycle()
            for index in 1...frames {
                screen.advance(by: step)
                print("── frame \(index)/\(frames) · t = \(String(format: "%.3f", step * Double(index)))s ──")
                printScreen(screen)
            }
            screen.runUntilIdle()
        } else {
            printScreen(screen)
        }
        if log {
            print("── lifecycle ──")
            for entry in recorder.entries where !entry.hasSuffix(".layout") { print(entry) }
        }
    }

    @MainActor
    private func printScreen(_ screen: HeadlessScreen) {
        for line in screen.canvas.lines { print(line) }
    }
}

/// The demo's app delegate: the window with the demo's tab bar controller, as an iOS app
/// sets it up.
@MainActor
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = DemoApp.makeRoot { TerminalDriver.current?.stop() }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A panel child that records its lifecycle for `--log`.
@MainActor
final class DemoChild: RecordingViewController {
    private let body: String
    private let tint: UIColor

    init(name: String, recorder: LifecycleRecorder, body: String, tint: UIColor) {
        self.body = body
        self.tint = tint
        super.init(name: name, recorder: recorder)
    }

    required init?(coder: NSCoder) {
        fatalError("DemoChild is created in code")
    }

    override func loadView() {
        recorder.record("\(name).loadView")
        view = PanelView(title: name, body: body, tint: tint)
    }
}

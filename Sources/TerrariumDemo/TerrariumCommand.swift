import ArgumentParser
import Foundation
import Terrarium
import TerrariumTesting

/// `terrarium`: the demo program.
///
/// Until the terminal backend exists, it renders the sample container of Apple's
/// container guide (listing 5-3) on a headless screen and prints it as text.
@main
struct TerrariumCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terrarium",
        abstract: "Terrarium's demo: UIKit's view controllers, drawn in a terminal.",
        discussion: """
            Renders a custom container view controller (Apple's listing 5-3: two children \
            swapped with a sliding transition) headlessly and prints the screen as text. \
            With --frames N, prints N frames of the transition from the first child to the \
            second, on the main loop's virtual clock.
            """)

    @Option(help: "Screen width in columns.")
    var width = 60

    @Option(help: "Screen height in rows.")
    var height = 12

    @Option(help: "Print this many frames of the transition to the second child.")
    var frames: Int?

    @Flag(help: "Also print the lifecycle callbacks the controllers received.")
    var log = false

    func validate() throws {
        guard width >= 10, height >= 5 else { throw ValidationError("The screen must be at least 10×5 cells.") }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1.") }
    }

    func run() throws {
        MainActor.assumeIsolated { render() }
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

import ArgumentParser
import Foundation
import Terrarium
import TerrariumDemoKit
import TerrariumTerminal
import TerrariumTesting

/// `terrarium`: the demo program.
///
/// In a terminal it runs the interactive demo: a tab bar whose first tab, Files, browses the
/// file system from the current directory, and whose other tabs show every container.
/// `terrarium browse PATH` opens Files at PATH; `terrarium run FILE.storyboard` shows an Xcode
/// storyboard's initial scene. Without a terminal
/// (a pipe, CI) it prints one headless frame of the demo and a hint, and exits 0. With
/// `--frames N` it prints frames of listing 5-3's transition instead.
///
/// All are subcommands (`demo` the default), sharing `ScreenOptions`, so each has its own help
/// and the screen options mean the same in each.
@main
struct TerrariumCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terrarium",
        abstract: "Terrarium's demo: UIKit's view controllers, drawn in a terminal.",
        subcommands: [Demo.self, Browse.self, Run.self, Snapshot.self],
        defaultSubcommand: Demo.self)
}

/// `terrarium [demo]`: the demo from the current directory, or listing 5-3's frames.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the demo (the default).",
        discussion: """
            In a terminal, runs the interactive demo: a tab bar controller whose first tab, Files, \
            browses the file system from the current directory (read-only), and whose other tabs show a \
            navigation stack, a split view, a page view, Apple's listing 5-3 container with a \
            live lifecycle log, and modal presentations. ! shows recent warnings (w logs one). q or \
            Ctrl-C quits. Without a terminal, \
            prints one frame of the demo as text. With --frames N, prints N frames of listing \
            5-3's sliding transition on the main loop's virtual clock.
            """)

    @OptionGroup var screen: ScreenOptions

    @Option(help: "Print this many frames of the transition to the second child.")
    var frames: Int?

    @Flag(help: "Also print the lifecycle callbacks the controllers received (with --frames).")
    var log = false

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1.") }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            if frames != nil {
                render()
            } else {
                try TerrariumCommand.runDemo(startPath: FileManager.default.currentDirectoryPath, screen: screen)
            }
        }
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
        let screen = HeadlessScreen(width: screen.width, height: screen.height)
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

/// `terrarium browse PATH`: the demo with its Files tab opened at PATH.
struct Browse: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the demo's file browser at a folder.",
        discussion: "The browser only reads: it never writes to, moves or deletes anything.")

    @Argument(help: "The folder to open.", completion: .directory)
    var path: String

    @OptionGroup var screen: ScreenOptions

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isDirectory) else {
            throw ValidationError("No such folder: \(path)")
        }
        guard isDirectory.boolValue else { throw ValidationError("Not a folder: \(path)") }
    }

    /// PATH made absolute against the current directory, without `.`/`..` or a trailing slash.
    var absolutePath: String {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
    }

    func run() throws {
        try MainActor.assumeIsolated {
            try TerrariumCommand.runDemo(startPath: absolutePath, screen: screen)
        }
    }
}

/// `terrarium run FILE.storyboard`: a storyboard's initial scene, as its app would start.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show an Xcode storyboard's initial scene.",
        discussion: """
            Opens FILE with UIStoryboard(contentsOf:bundle:) and shows its initial scene (or, when \
            it has none, a list of its scenes: Return or a click shows one, Esc goes back to the \
            list). Buttons and cells perform their segues. The app's classes are not here: each \
            custom class shows as its UIKit class, and the bottom line names them. Storyboard \
            references are looked for beside FILE under their storyboard names (NAME.storyboard or \
            Base.lproj/NAME.storyboard), as in the Xcode project. q or Ctrl-C quits. A fault in the \
            file is printed as file:line: <element>: reason, with exit status 1. Without a \
            terminal, prints one frame as text.
            """)

    @Argument(help: "The .storyboard file.", completion: .file(extensions: ["storyboard"]))
    var file: String

    @OptionGroup var screen: ScreenOptions

    func run() throws {
        try MainActor.assumeIsolated {
            do {
                if !screen.headless, Platform.isTerminal(STDIN_FILENO), Platform.isTerminal(STDOUT_FILENO) {
                    try StoryboardRun.runInTerminal(path: file)
                } else {
                    let lines = try StoryboardRun.headlessFrame(path: file, width: screen.width, height: screen.height)
                    for line in lines { print(line) }
                    print("(no terminal: this is one frame; run it in a terminal to use it)")
                }
            } catch let error as StoryboardError {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode.failure
            }
        }
    }
}

/// The screen options of `terrarium`, `terrarium browse` and `terrarium run`.
struct ScreenOptions: ParsableArguments {
    @Option(help: "Screen width in columns, for headless output.")
    var width = 100

    @Option(help: "Screen height in rows, for headless output.")
    var height = 24

    @Flag(help: "Print a headless frame even in a terminal.")
    var headless = false

    func validate() throws {
        guard width >= 10, height >= 5 else { throw ValidationError("The screen must be at least 10×5 cells.") }
    }
}

extension TerrariumCommand {
    /// The interactive demo in a terminal; otherwise one headless frame and a hint.
    @MainActor
    static func runDemo(startPath: String, screen options: ScreenOptions) throws {
        if !options.headless, Platform.isTerminal(STDIN_FILENO), Platform.isTerminal(STDOUT_FILENO) {
            do {
                try TerminalApplication.run(delegate: DemoAppDelegate(startPath: startPath))
            } catch {
                throw ValidationError("\(error)")
            }
        } else {
            let screen = HeadlessScreen(width: options.width, height: options.height)
            let root = DemoApp.makeRoot(startPath: startPath) {}
            screen.show(root)
            // The folder is read in the background; nothing else runs the run loop here.
            FilesViewController.finishReads(under: root)
            for line in screen.canvas.lines { print(line) }
            print("(no terminal: this is one frame of the demo; run `swift run terrarium` in a terminal to use it)")
        }
    }
}

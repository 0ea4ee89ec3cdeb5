import ArgumentParser
import Foundation
import Terrarium
import TerrariumDemoKit
import TerrariumTesting

/// `terrarium snapshot`: the demo's screens, or a storyboard's scenes, drawn headless to
/// picture files (SVG, PNG in Terrarium's bitmap font, or text).
///
/// Each screen is reached as a user reaches it (the tab's digit pressed on a headless
/// screen; see `DemoSnapshots`), so a picture shows what the terminal shows. `--frames N`
/// makes an animation strip: the screen's action key is pressed and N frames of the virtual
/// clock are laid side by side (in text, one below the other).
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the demo's screens or a storyboard's scenes to SVG, PNG or text files.",
        discussion: """
            SCREEN is one of the demo's tabs: \(DemoSnapshots.screens.map(\.name).joined(separator: ", ")), \
            or all (the default). With --storyboard FILE, draws the file's first screen as \
            `terrarium run` shows it, or with --scene the scenes named (a Storyboard ID, a title \
            or a class name; all for every scene). Files are written to --output as NAME.EXT \
            (a storyboard's as FILE-SCENE.EXT; --name sets it for one file) and their paths printed. With --frames N (N ≥ 2), \
            each screen's action key is pressed and N frames from the press to --duration \
            seconds later are drawn as one strip: \
            \(DemoSnapshots.screens.map { "\($0.name): \($0.action) \($0.actionSummary)" }.joined(separator: "; ")).
            """)

    /// The file formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, png, txt
    }

    @Argument(help: "The demo's screens to draw (default: all).")
    var screens: [String] = []

    @Option(help: "Draw this storyboard's scenes instead of the demo's screens.", completion: .file(extensions: ["storyboard"]))
    var storyboard: String?

    @Option(name: .customLong("scene"), help: "With --storyboard: a scene to draw (repeatable; all for every scene).")
    var scenes: [String] = []

    @Option(help: "The file format.")
    var format: Format = .svg

    @Option(help: "The screen size in cells, WIDTHxHEIGHT.")
    var size = "100x24"

    @Option(help: "The appearance: dark or light.")
    var style = "dark"

    @Option(help: "Draw an animation strip of this many frames.")
    var frames = 1

    @Option(help: "With --frames: the seconds from the action key to the last frame.")
    var duration: Double = 0.5

    @Option(help: "The folder the files are written to (created if missing).", completion: .directory)
    var output = "."

    @Option(help: "The folder the Files tab opens (default: the current folder).", completion: .directory)
    var path: String?

    @Option(help: "The file's name without its extension, when one file is drawn.")
    var name: String?

    func validate() throws {
        _ = try parsedSize()
        _ = try parsedStyle()
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1.") }
        guard duration > 0 else { throw ValidationError("--duration must be more than 0.") }
        if name != nil {
            let one =
                storyboard != nil
                ? scenes.count <= 1 && !scenes.contains("all") : screens.count == 1 && screens != ["all"]
            guard one else { throw ValidationError("--name needs exactly one screen or scene.") }
        }
        if storyboard != nil {
            guard screens.isEmpty else { throw ValidationError("Give screens or --storyboard, not both.") }
            guard frames == 1 else { throw ValidationError("--frames draws the demo's screens only.") }
        } else {
            guard scenes.isEmpty else { throw ValidationError("--scene needs --storyboard.") }
            for name in screens where name != "all" && DemoSnapshots.screen(named: name) == nil {
                throw ValidationError(
                    "No screen called \(name); the screens are \(DemoSnapshots.screens.map(\.name).joined(separator: ", ")).")
            }
        }
    }

    func parsedSize() throws -> (width: Int, height: Int) {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw ValidationError("--size must be WIDTHxHEIGHT, such as 100x24.")
        }
        guard width >= 10, height >= 5 else { throw ValidationError("The screen must be at least 10×5 cells.") }
        return (width, height)
    }

    func parsedStyle() throws -> UIUserInterfaceStyle {
        switch style.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default: throw ValidationError("--style must be dark or light.")
        }
    }

    func run() throws {
        let (width, height) = try parsedSize()
        let style = try parsedStyle()
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try MainActor.assumeIsolated {
            if let storyboard {
                try drawStoryboard(at: storyboard, width: width, height: height, style: style)
            } else {
                try drawDemo(width: width, height: height, style: style)
            }
        }
    }

    @MainActor
    private func drawDemo(width: Int, height: Int, style: UIUserInterfaceStyle) throws {
        let names = screens.isEmpty || screens.contains("all") ? DemoSnapshots.screens.map(\.name) : screens
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let startPath = URL(fileURLWithPath: path ?? ".", relativeTo: base).standardizedFileURL.path
        for name in names {
            let screen = DemoSnapshots.screen(named: name)!
            let taken = DemoSnapshots.frames(
                of: screen, width: width, height: height, style: style, startPath: startPath, frames: frames,
                duration: duration)
            try write(taken, style: style, name: screen.name)
        }
    }

    @MainActor
    private func drawStoryboard(at file: String, width: Int, height: Int, style: UIUserInterfaceStyle) throws {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        let stem = url.deletingPathExtension().lastPathComponent
        do {
            let storyboard = try UIStoryboard(contentsOf: url)
            guard !scenes.isEmpty else {
                let frame = try StoryboardRun.snapshot(
                    storyboard: storyboard, fileName: url.lastPathComponent, width: width, height: height, style: style)
                return try write([frame], style: style, name: stem)
            }
            for scene in try chosenScenes(of: storyboard) {
                let frame = try StoryboardRun.snapshot(
                    storyboard: storyboard, fileName: url.lastPathComponent, scene: scene, width: width,
                    height: height, style: style)
                try write([frame], style: style, name: "\(stem)-\(Self.fileName(for: scene))")
            }
        } catch let error as StoryboardError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// The scenes `--scene` names, in the file's order; `all` is every scene.
    @MainActor
    private func chosenScenes(of storyboard: UIStoryboard) throws -> [UIStoryboard.Scene] {
        if scenes.contains("all") { return storyboard.scenes }
        return try scenes.map { name in
            guard
                let scene = storyboard.scenes.first(where: {
                    $0.storyboardIdentifier == name || $0.title == name || $0.className == name
                })
            else {
                throw ValidationError("No scene called \(name) in \(storyboard.scenes.count) scenes (Storyboard ID, title or class).")
            }
            return scene
        }
    }

    /// A file name for a scene: its Storyboard ID, else its title, else its class and line.
    static func fileName(for scene: UIStoryboard.Scene) -> String {
        let name = scene.storyboardIdentifier ?? scene.title ?? "\(scene.className)-\(scene.line)"
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        return String(String.UnicodeScalarView(name.unicodeScalars.map { allowed.contains($0) ? $0 : "_" }))
    }

    @MainActor
    private func write(_ frames: [DemoSnapshots.Frame], style: UIUserInterfaceStyle, name: String) throws {
        let file = URL(fileURLWithPath: output).appendingPathComponent("\(self.name ?? name).\(format.rawValue)")
        let bytes: Data
        switch format {
        case .svg:
            let strip = DemoSnapshots.strip(frames)
            bytes = Data(strip.canvas.svg(cursor: strip.cursor, options: Canvas.SVGOptions(style: style)).utf8)
        case .png:
            let strip = DemoSnapshots.strip(frames)
            bytes = strip.canvas.png(cursor: strip.cursor, options: Canvas.PNGOptions(style: style))
        case .txt:
            let text = frames.enumerated().map { index, frame in
                let header = frames.count > 1 ? "── frame \(index + 1)/\(frames.count) ──\n" : ""
                return header + frame.canvas.lines.joined(separator: "\n") + "\n"
            }
            bytes = Data(text.joined().utf8)
        }
        try bytes.write(to: file)
        print(file.path)
    }
}

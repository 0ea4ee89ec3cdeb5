import Foundation
import Logging
import Terrarium

/// Measures what `terrarium run` and `UIStoryboard(name:bundle:)` cost before the first
/// frame: opening the largest storyboard of the corpus that has an initial scene (reading
/// and checking its XML whole), making its initial controller, then showing it in a 100×30
/// window (the view loaded from the scene, laid out and drawn).
///
/// The largest file by size, IQKeyboardManager's `ScrollView.storyboard`, has no initial
/// scene, so the file is the largest that has one (SwiftMessages' `Main.storyboard`,
/// 128 KB: a tab bar controller, two navigation controllers, 147 constraints). The corpus is
/// read from the source tree (`Tests/TerrariumTests/Storyboards/Corpus`), found from this
/// file's path or the current directory. Its custom classes are not in this program, so
/// each is shown as its UIKit class, as in `terrarium run`; their warnings are not logged,
/// so that writing them is not timed.
///
/// Scale N opens the file N times per repeat; one operation is one open. Phases:
/// - **open**: `UIStoryboard(contentsOf:bundle:)`;
/// - **instantiate initial controller**: `instantiateInitialViewController()`, relationship
///   children included;
/// - **show: load, lay out, draw**: the controller becomes the window's root and the main
///   loop runs until idle;
/// - **open + instantiate** and **open + instantiate + show**: the sums, the figures the
///   Benchmarks article compares with a 16.7 ms frame.
struct StoryboardLoadWorkload: Workload {
    let name = "storyboard-load"
    let summary = "open the largest corpus storyboard with an initial scene, make and show its initial controller"
    let operationName = "storyboard opened"
    let headlinePhases = ["open + instantiate", "open + instantiate + show"]
    var defaultScales: [Int] { [1] }

    func size(atScale scale: Int) -> Int { scale }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let url = try Self.largestFileWithAnInitialScene()
        let logLevel = MainLoop.main.logger.logLevel
        MainLoop.main.logger.logLevel = .error
        defer { MainLoop.main.logger.logLevel = logLevel }
        let screen = PresentedWindow(width: 100, height: 30)
        screen.window.makeKeyAndVisible()
        defer { screen.close() }

        return try harness.run { lap in
            for _ in 0..<scale {
                let start = lap.mark
                let storyboard = try lap.time("open", operations: 1) { try UIStoryboard(contentsOf: url) }
                let controller = lap.time("instantiate initial controller", operations: 1) {
                    storyboard.instantiateInitialViewController()
                }
                guard let controller else {
                    throw BenchmarkCheckFailure(description: "storyboard-load: no initial controller")
                }
                let opened = lap.mark
                lap.recordTotal("open + instantiate", operations: 1, since: start)
                try lap.time("show: load, lay out, draw", operations: 1) {
                    screen.window.rootViewController = controller
                    try settle("storyboard-load: showing the initial controller")
                }
                try check(
                    controller.isViewLoaded && controller.view.window === screen.window,
                    "storyboard-load: the initial controller's view is on screen")
                // The sum just recorded plus the show.
                lap.recordTotal("open + instantiate + show", operations: 1, since: opened)
                screen.window.rootViewController = nil
                try settle("storyboard-load: clearing the window")
            }
        }
    }

    /// The corpus file with an `initialViewController` whose size is largest.
    static func largestFileWithAnInitialScene() throws -> URL {
        let relative = "Tests/TerrariumTests/Storyboards/Corpus"
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            sourceRoot.appendingPathComponent(relative),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(relative),
        ]
        guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw BenchmarkCheckFailure(description: "storyboard-load: no corpus at \(candidates.map(\.path))")
        }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])
            .filter { $0.pathExtension == "storyboard" }
        var best: (url: URL, size: Int)?
        for file in files {
            let data = try Data(contentsOf: file)
            guard data.range(of: Data("initialViewController=".utf8)) != nil else { continue }
            if data.count > best?.size ?? 0 { best = (file, data.count) }
        }
        guard let best else {
            throw BenchmarkCheckFailure(description: "storyboard-load: no corpus file has an initial scene")
        }
        return best.url
    }
}

import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The file browser (`terrarium browse PATH`) on a folder too big to read between two frames:
/// the spinner and the running count while it is read, keys answered meanwhile (Esc goes
/// back, which stops the read), then the listing.
///
/// The folder's items are read off the main actor and handed back on it, so this needs the
/// driver's run loop to run MainActor work between frames.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct FileBrowserLargeFolderEndToEndTests {
    /// Items in the big folder: enough that the debug build reads and sorts them for well
    /// over a second (the spinner shows after 0.1 s), few enough to make in a few seconds.
    /// The benchmark (`TerminalBenchmarks --workload file-browser`) uses 100,000.
    static let itemCount = 30_000

    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "terrarium-large-e2e-\(UUID().uuidString)")
    var root: String { scratch.appendingPathComponent("Fixture").path }

    init() throws {
        try FileManager.default.createDirectory(atPath: root + "/Big", withIntermediateDirectories: true)
        try Data("a small file\n".utf8).write(to: URL(fileURLWithPath: root + "/notes.txt"))
        // Empty files, made relative to the folder's descriptor: about 30 µs each on an idle
        // disk (Foundation's createFile writes a temporary file and renames it: twice that).
        let folder = open(root + "/Big", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(folder >= 0)
        defer { close(folder) }
        for index in 1...Self.itemCount {
            let descriptor = openat(folder, "item-\(index)", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
            try #require(descriptor >= 0, "openat: errno \(errno)")
            close(descriptor)
        }
    }

    private func removeScratch() {
        try? FileManager.default.removeItem(at: scratch)
    }

    @Test func aBigFolderShowsASpinnerAndCountWhileReadAndEscGoesBackMeanwhile() throws {
        defer { removeScratch() }
        let tmux = try TmuxSession(
            command: "\(binary) browse \(root); echo EXIT=$?; echo DONE; sleep 60", width: 120, height: 30)
        defer { tmux.kill() }
        try tmux.waitFor(text: "notes.txt")

        // Big is the first row (folders first) and the list has the keyboard: Return opens it.
        try tmux.send("Enter")
        let reading = try tmux.waitFor("the spinner and the count", timeout: 30) { screen in
            screen.contains { $0.contains("‹ Fixture") }
                && screen.contains { $0.contains("Reading…") || $0.contains("Sorting") }
        }
        let row = try #require(reading.first { $0.contains("Reading…") || $0.contains("Sorting") })
        #expect(row.contains { "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains($0) }, "a spinner beside the count: \(row)")

        // Keys are answered while the folder is read: Esc goes back at once.
        try tmux.send("Escape")
        try tmux.waitFor("back in Fixture, the read abandoned", timeout: 5) { screen in
            screen.contains { $0.contains("notes.txt") } && !screen.contains { $0.contains("‹ Fixture") }
                && !screen.contains { $0.contains("Reading…") || $0.contains("Sorting") }
        }

        // Again, to the end, once the pop has ended and the list has the keyboard again.
        try tmux.settledScreen()
        try tmux.send("Enter")
        try tmux.waitFor("reading again", timeout: 30) { screen in
            screen.contains { $0.contains("Reading…") || $0.contains("Sorting") }
        }
        let listed = try tmux.waitFor("the listing", timeout: 120) { screen in
            screen.contains { $0.contains("item-1 ") } && !screen.contains { $0.contains("Reading") }
        }
        #expect(listed.contains { $0.contains("item-2 ") }, "item-2 follows item-1")
        #expect(listed.contains { $0.contains("0 bytes") })

        // The list has the keyboard once its rows came: End goes to the last item.
        try tmux.send("End")
        try tmux.waitFor(text: "item-\(Self.itemCount) ", timeout: 10)

        try tmux.send("q")
        let end = try tmux.waitFor(text: "DONE")
        #expect(end.contains("EXIT=0"))
    }
}

import Foundation
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

#if canImport(Glibc)
    import Glibc
#endif

/// The browser's background reads, headless: a spinner and a running count while a folder or
/// a file is read, keys answered meanwhile, reads cancelled (and stopped) when their folder
/// is left or another file is chosen; names that are not UTF-8; links to devices.
///
/// A ``ReadGate`` holds the reads it picks after their first step, so that the state "still
/// reading" lasts as long as the test wants.
@MainActor
@Suite(.isolatedUI) struct FileBrowserReadingTests {
    let root: String

    init() throws {
        root =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("terrarium-reading-\(UUID().uuidString)").appendingPathComponent("Fixture").path
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/Big", withIntermediateDirectories: true)
        for index in 1...9 {
            try Data("item \(index)\n".utf8).write(to: URL(fileURLWithPath: root + "/Big/file-\(index).txt"))
        }
        let lines = (1...300).map { "big line \($0)" }.joined(separator: "\n")
        try Data(lines.utf8).write(to: URL(fileURLWithPath: root + "/big.txt"))
        let notes = (1...40).map { "note line \($0)" }.joined(separator: "\n")
        try Data(notes.utf8).write(to: URL(fileURLWithPath: root + "/notes.txt"))
    }

    private func makeBrowser(reading: FileReading, width: Int = 120, height: Int = 20) async throws
        -> (HeadlessScreen, FilesViewController)
    {
        let screen = HeadlessScreen(width: width, height: height)
        let browser = FilesViewController(startPath: root, reading: reading)
        screen.show(browser)
        try await screen.settleReads(of: browser)
        return (screen, browser)
    }

    private static let spinnerFrames = Set("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    /// Opens `name` (a tap: the main loop runs until idle) and waits, with this screen's
    /// ambient work paused, until its read is held at the gate and its indicator is up.
    private func openWhileHeld(
        _ name: String, on screen: HeadlessScreen, holdingAt gate: ReadGate, read: () -> BackgroundRead?
    ) async throws -> BackgroundRead {
        screen.tap(text: name)
        await screen.pausingAmbientWork { await gate.waitUntilHolding() }
        let started = try #require(read())
        let shown = await screen.pausingAmbientWork { await waitUntil { started.didShowIndicator } }
        #expect(shown, "the indicator shows without a delay in the gate's options")
        // It may have come up before the first batch; the count refreshes ten times a second.
        screen.advance(by: 0.1)
        return started
    }

    @Test func aFolderBeingReadShowsASpinnerAndTheCountThenItsRows() async throws {
        let gate = ReadGate { $0.path.hasSuffix("/Big") }
        let (screen, browser) = try await makeBrowser(reading: gate.reading(batchSize: 2))
        let read = try await openWhileHeld("Big", on: screen, holdingAt: gate) { browser.currentFolder?.read }
        let folder = try #require(browser.currentFolder)
        #expect(folder.path == root + "/Big")
        let row = try #require(screen.lines.first { $0.contains("Reading… 2 items") }, "\(screen.text)")
        #expect(row.contains { Self.spinnerFrames.contains($0) }, "a turning spinner beside the count")
        #expect(folder.shownEntries.isEmpty, "rows come when the whole folder is read and sorted")
        #expect(!screen.text.contains("Empty folder"))

        await gate.open()
        try await screen.settle(until: { read.state != .reading })
        #expect(read.state == .finished)
        #expect(read.progress.phase == .finished)
        #expect(folder.readingIndicator.isHidden)
        #expect(folder.shownEntries.map(\.name) == (1...9).map { "file-\($0).txt" })
        #expect(!screen.text.contains("Reading"))
        #expect(!screen.lines.contains { $0.contains { Self.spinnerFrames.contains($0) } }, "the spinner is gone")
        #expect(await gate.counts(of: root + "/Big") == [2, 4, 6, 8, 9])
    }

    @Test func backWhileAFolderIsReadLeavesAtOnceAndStopsTheRead() async throws {
        let gate = ReadGate { $0.path.hasSuffix("/Big") }
        let (screen, browser) = try await makeBrowser(reading: gate.reading(batchSize: 2))
        let read = try await openWhileHeld("Big", on: screen, holdingAt: gate) { browser.currentFolder?.read }
        #expect(screen.text.contains("Reading… 2 items"))

        // The list answers keys while the folder is read: Esc goes back at once.
        screen.press("escape")
        #expect(browser.currentFolder?.path == root)
        #expect(read.state == .cancelled)
        #expect(screen.text.contains("notes.txt"))
        #expect(!screen.text.contains("Reading"))

        // The read stops at its next step: after its first batch, nothing more is read.
        await gate.open()
        await read.task?.value
        #expect(read.progress.phase == .cancelled)
        #expect(read.progress.count == 2)
        #expect(await gate.counts(of: root + "/Big") == [2])

        // Moving and opening again: a new read, which finishes.
        screen.rekey()
        screen.press("up")
        screen.press("enter")
        try await screen.settleReads(of: browser)
        #expect(browser.currentFolder?.path == root + "/Big")
        #expect(browser.currentFolder?.shownEntries.count == 9)
    }

    @Test func choosingAnotherFileCancelsThePreviewBeingRead() async throws {
        let gate = ReadGate { $0.path.hasSuffix("/big.txt") }
        let (screen, browser) = try await makeBrowser(reading: gate.reading(chunkSize: 16))
        let read = try await openWhileHeld("big.txt", on: screen, holdingAt: gate) { browser.currentPreview?.read }
        let preview = try #require(browser.currentPreview)
        #expect(preview.entry?.name == "big.txt")
        let row = try #require(screen.lines.first { $0.contains("Reading… 16 bytes") }, "\(screen.text)")
        #expect(row.contains { Self.spinnerFrames.contains($0) })
        let size = FileFormatting.size(try #require(preview.entry?.size))
        #expect(screen.text.contains("big.txt · \(size)"), "the header shows at once")

        // Down to notes.txt and Return: the preview is replaced, its read cancelled.
        screen.press("down")
        screen.press("enter")
        #expect(read.state == .cancelled)
        #expect(browser.currentPreview?.entry?.name == "notes.txt")
        await gate.open()
        await read.task?.value
        #expect(read.progress.phase == .cancelled)
        #expect(read.progress.count == 16, "the read stopped after the chunk it was reading")
        #expect(await gate.counts(of: root + "/big.txt") == [16])

        try await screen.settleReads(of: browser)
        #expect(screen.text.contains("1 │ note line 1"))
        #expect(!screen.text.contains("big line"))
    }
}

extension FileBrowserReadingTests {
    /// Regression: `bad\xFFname.txt` was listed as a "Special file" of no size, because the
    /// name went through a lossy String before `lstat`.
    @Test func aFileWhoseNameIsNotUTF8IsListedAndPreviewedAsTheFileItIs() async throws {
        let name: [UInt8] = Array("bad".utf8) + [0xFF] + Array("name.txt".utf8)
        let descriptor = FileSystemPath(root).appending(name).withCString { open($0, O_CREAT | O_WRONLY, 0o644) }
        try #require(descriptor >= 0)
        FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(Data("hello\n".utf8))

        let (screen, browser) = try await makeBrowser(reading: .quiet)
        let entry = try #require(browser.currentFolder?.shownEntries.first { $0.name == "bad\u{FFFD}name.txt" })
        #expect(entry.kind == .file)
        #expect(entry.size == 6)
        #expect(entry.nameBytes == name)
        let row = try #require(screen.lines.first { $0.contains("bad�name.txt") })
        #expect(row.contains("6 bytes"))

        screen.tap(text: "bad�name.txt")
        try await screen.settleReads(of: browser)
        #expect(screen.text.contains("1 │ hello"))
        #expect(screen.text.contains("bad�name.txt · 6 bytes"))
    }

    @Test func aLinkToACharacterDeviceSaysWhatItIsAndIsNotRead() async throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/zero", withDestinationPath: "/dev/zero")
        let (screen, browser) = try await makeBrowser(reading: .quiet)
        let entry = try #require(browser.currentFolder?.shownEntries.first { $0.name == "zero" })
        #expect(entry.kind == .characterDevice)
        #expect(entry.isSymbolicLink)
        let row = try #require(screen.lines.first { $0.contains("zero →") })
        #expect(row.contains("--"), "no size for a device")

        screen.tap(text: "zero →")
        try await screen.settleReads(of: browser)
        #expect(screen.text.contains("Kind:     Link to character device"))
        #expect(!screen.text.contains("Broken link"))
        #expect(!screen.text.contains("00000000"), "nothing was read from the device")
        #expect(browser.currentPreview?.read?.progress.count == 0)
    }
}

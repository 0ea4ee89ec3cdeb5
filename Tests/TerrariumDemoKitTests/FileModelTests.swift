import Foundation
import Testing

@testable import TerrariumDemoKit

#if canImport(Glibc)
    import Glibc
#endif

/// The browser's model on a real folder the test makes: what is listed, in which order, and
/// what a preview shows.
@Suite struct FileModelTests {
    let root: String

    init() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    private func write(_ name: String, _ contents: String) throws {
        try Data(contents.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
    }

    private func write(_ name: String, bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + name))
    }

    @Test func foldersComeFirstAndNamesSortNaturallyWithoutCase() throws {
        for name in ["file10.txt", "File2.txt", "beta", "alpha.md", ".hidden"] { try write(name, "x") }
        for name in ["Zeta", "docs", ".git"] {
            try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: false)
        }
        let listing = try FolderListing(path: root)
        #expect(
            listing.allEntries.map(\.name) == [
                ".git", "docs", "Zeta", ".hidden", "alpha.md", "beta", "File2.txt", "file10.txt",
            ])
        #expect(
            listing.visibleEntries(showingHidden: false).map(\.name) == [
                "docs", "Zeta", "alpha.md", "beta", "File2.txt", "file10.txt",
            ])
        #expect(
            listing.visibleEntries(showingHidden: false, matching: "FILE").map(\.name) == ["File2.txt", "file10.txt"])
        #expect(listing.visibleEntries(showingHidden: true, matching: "  git ").map(\.name) == [".git"])
    }

    @Test func entriesCarrySizeDateAndKindAndLinksOpenAsWhatTheyPointAt() throws {
        try write("notes.txt", "hello")
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/sub")
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: root + "/nowhere")
        let entries = Dictionary(uniqueKeysWithValues: try DirectoryReader.entries(atPath: root).map { ($0.name, $0) })
        #expect(entries["notes.txt"]?.kind == .file)
        #expect(entries["notes.txt"]?.size == 5)
        #expect(entries["notes.txt"]?.path == root + "/notes.txt")
        let age = Date().timeIntervalSince(try #require(entries["notes.txt"]?.modificationDate))
        #expect(age >= -5 && age < 600)
        #expect(entries["sub"]?.kind == .directory)
        #expect(entries["sub"]?.size == nil)
        #expect(entries["link"]?.kind == .directory)
        #expect(entries["link"]?.isSymbolicLink == true)
        #expect(entries["dangling"]?.kind == .other)
    }

    @Test func aFolderThatCannotBeReadSaysWhy() {
        #expect(throws: DirectoryReadError(path: root + "/missing", reason: "No such file or directory")) {
            try DirectoryReader.entries(atPath: root + "/missing")
        }
    }

    @Test func sizesAndDatesAreWrittenLikeFinder() {
        #expect(FileFormatting.size(0) == "0 bytes")
        #expect(FileFormatting.size(1) == "1 byte")
        #expect(FileFormatting.size(812) == "812 bytes")
        #expect(FileFormatting.size(1_234) == "1.2 KB")
        #expect(FileFormatting.size(45_600) == "46 KB")
        #expect(FileFormatting.size(999_600) == "1.0 MB")
        #expect(FileFormatting.size(3_100_000_000) == "3.1 GB")
        let date = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21 14:13:20 UTC
        #expect(FileFormatting.date(date, timeZone: TimeZone(identifier: "UTC")!) == "2026-09-21 14:13")
    }

    @Test func textIsNumberedWithTabsExpandedAndControlCharactersNeutralised() throws {
        try write("code.swift", "let a = 1\r\n\tlet b = 2\n\u{1B}[2J\n")
        let preview = FilePreview.load(DirectoryReader.entry(named: "code.swift", path: root + "/code.swift"))
        #expect(
            preview == .text(numbered: "1 │ let a = 1\n2 │     let b = 2\n3 │ �[2J", lineCount: 3, truncated: false))
    }

    @Test func longTextIsCutAtTheLineLimitAndSaysSo() throws {
        let lines = (1...(FilePreview.textLineLimit + 5)).map { "line \($0)" }
        try write("long.txt", lines.joined(separator: "\n"))
        guard
            case .text(let numbered, let count, let truncated) = FilePreview.load(
                DirectoryReader.entry(named: "long.txt", path: root + "/long.txt"))
        else {
            Issue.record("not text")
            return
        }
        #expect(count == FilePreview.textLineLimit)
        #expect(truncated)
        #expect(numbered.hasPrefix("    1 │ line 1\n    2 │ line 2\n"))
        #expect(numbered.hasSuffix("10000 │ line 10000\n\n(the preview shows the first 10000 lines)"))
    }

    @Test func aTextFileCutInsideACharacterIsStillText() {
        let bytes = Data("ab€".utf8.dropLast())  // € is three bytes; keep two
        #expect(FilePreview.decodeText(bytes, mayEndMidCharacter: true) == "ab")
        #expect(FilePreview.decodeText(bytes, mayEndMidCharacter: false) == nil)
    }

    @Test func pngIsRecognisedBySignatureAndBinariesGetASummaryWithAHexDump() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        try write("logo", bytes: png)
        #expect(FilePreview.load(DirectoryReader.entry(named: "logo", path: root + "/logo")) == .png(Data(png)))

        try write("tool", bytes: [0x7F, 0x45, 0x4C, 0x46, 0, 1, 2, 0x41])
        guard case .binary(let summary) = FilePreview.load(DirectoryReader.entry(named: "tool", path: root + "/tool"))
        else {
            Issue.record("not binary")
            return
        }
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "tool")
        #expect(lines[2] == "Kind:     ELF executable or library")
        #expect(lines[3] == "Size:     8 bytes (8 bytes)")
        #expect(lines.last == "00000000  7f 45 4c 46 00 01 02 41                           |.ELF...A|")
    }

    @Test func aFolderPreviewCountsItsItems() throws {
        try FileManager.default.createDirectory(atPath: root + "/box", withIntermediateDirectories: false)
        try write("box/a", "1")
        try write("box/.b", "2")
        #expect(
            FilePreview.load(DirectoryReader.entry(named: "box", path: root + "/box"))
                == .folder(itemCount: 2, error: nil))
    }
}

extension FileModelTests {
    @Test func naturalOrderComparesNumbersByValueAndIgnoresCaseWithAndWithoutNonASCII() {
        let pairs: [(String, String, ComparisonResult)] = [
            ("file2", "file10", .orderedAscending), ("file010", "file10", .orderedSame), ("File", "file", .orderedSame),
            ("a", "ab", .orderedAscending), ("b1", "a2", .orderedDescending), ("x9y", "x09z", .orderedAscending),
            ("é2", "é10", .orderedAscending), ("Zebra", "ärger", .orderedAscending), ("abc", "ABD", .orderedAscending),
            ("100", "99", .orderedDescending), ("", "a", .orderedAscending), ("a-1", "a-1", .orderedSame),
        ]
        for (lhs, rhs, expected) in pairs {
            #expect(NaturalOrder.compare(lhs, rhs) == expected, "\(lhs) vs \(rhs)")
            let reversed: ComparisonResult =
                expected == .orderedSame
                ? .orderedSame : expected == .orderedAscending ? .orderedDescending : .orderedAscending
            #expect(NaturalOrder.compare(rhs, lhs) == reversed, "\(rhs) vs \(lhs)")
        }
    }
}

extension FileModelTests {
    /// Regression: the name went through a lossy String and `lstat` was asked about a path
    /// that does not exist, so the file showed as a "Special file" of no size.
    @Test func aNameThatIsNotUTF8IsReadByItsBytesAndShownWithAReplacementCharacter() throws {
        let name: [UInt8] = Array("bad".utf8) + [0xFF] + Array("name.txt".utf8)
        let path = FileSystemPath(root).appending(name)
        let descriptor = path.withCString { open($0, O_CREAT | O_WRONLY, 0o644) }
        try #require(descriptor >= 0)
        FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(Data("hello\n".utf8))

        let entry = try #require(try DirectoryReader.entries(atPath: root).first)
        #expect(entry.name == "bad\u{FFFD}name.txt")
        #expect(!entry.hasValidName)
        #expect(entry.nameBytes == name)
        #expect(entry.systemPath == path)
        #expect(entry.path == root + "/bad\u{FFFD}name.txt")
        #expect(entry.kind == .file)
        #expect(entry.size == 6)
        #expect(FilePreview.load(entry) == .text(numbered: "1 │ hello", lineCount: 1, truncated: false))

        // Two names that read the same still sort in a total order, by their bytes.
        let other = FileEntry(
            nameBytes: Array("bad".utf8) + [0xFE] + Array("name.txt".utf8), in: entry.folder, kind: .file)
        #expect(other.name == entry.name)
        #expect(FileEntry.browserOrder(other, entry))
        #expect(!FileEntry.browserOrder(entry, other))
    }

    @Test func aLinkToACharacterDeviceIsADeviceAndIsNeverRead() throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/zero", withDestinationPath: "/dev/zero")
        let entry = try #require(try DirectoryReader.entries(atPath: root).first)
        #expect(entry.kind == .characterDevice)
        #expect(entry.isSymbolicLink)
        #expect(entry.size == nil)
        #expect(entry.kindDescription == "Link to character device")
        #expect(DirectoryReader.entry(named: "zero", path: root + "/zero").kind == .characterDevice)
        guard case .binary(let summary) = FilePreview.load(entry) else {
            Issue.record("not a summary")
            return
        }
        #expect(summary.contains("Kind:     Link to character device"))
        #expect(!summary.contains("00000000"), "no bytes were read")
    }

    @Test func aPipeIsNeverOpenedAndAFileThatBecameOneIsNotRead() throws {
        try #require(mkfifo(root + "/pipe", 0o644) == 0)
        let entry = try #require(try DirectoryReader.entries(atPath: root).first)
        #expect(entry.kind == .namedPipe)
        #expect(entry.kindDescription == "Named pipe (FIFO)")
        guard case .binary(let summary) = FilePreview.load(entry) else {
            Issue.record("not a summary")
            return
        }
        #expect(summary.contains("Kind:     Named pipe (FIFO)"))

        // Listed as a file, a pipe by the time it is previewed: opened without blocking (no
        // writer), seen by fstat, and not read.
        let stale = FileEntry(name: "pipe", path: root + "/pipe", kind: .file, size: 10)
        guard case .binary(let now) = FilePreview.load(stale) else {
            Issue.record("not a summary")
            return
        }
        #expect(now.contains("Kind:     Named pipe (FIFO)"))
    }

    @Test func aFolderReadInTheBackgroundStopsAtTheStepWhereItWasCancelled() async throws {
        for index in 1...9 { try write("file-\(index)", "x") }
        let gate = ReadGate()
        let reading = gate.reading(batchSize: 2)
        let progress = ReadProgress()
        let read = Task { [root] in
            try await FolderListing.read(at: FileSystemPath(root), reading: reading, progress: progress)
        }
        await gate.waitUntilHolding()
        #expect(progress.count == 2)
        #expect(progress.phase == .reading)
        read.cancel()
        await gate.open()
        await #expect(throws: CancellationError.self) { try await read.value }
        #expect(progress.phase == .cancelled)
        #expect(progress.count == 2)
        #expect(await gate.counts(of: root) == [2])
    }

    @Test func aFolderReadInTheBackgroundIsSortedAndCountsEveryItem() async throws {
        for name in ["b10", "b9", "a"] { try write(name, "x") }
        try FileManager.default.createDirectory(atPath: root + "/z", withIntermediateDirectories: false)
        let progress = ReadProgress()
        let listing = try await FolderListing.read(
            at: FileSystemPath(root), reading: FileReading(batchSize: 3), progress: progress)
        #expect(listing.allEntries.map(\.name) == ["z", "a", "b9", "b10"])
        #expect(progress.count == 4)
        #expect(progress.phase == .finished)
        await #expect(throws: DirectoryReadError.self) {
            try await FolderListing.read(
                at: FileSystemPath(root + "/missing"), reading: .standard, progress: ReadProgress())
        }
    }

    @Test func aPreviewReadInTheBackgroundStopsAtTheChunkWhereItWasCancelled() async throws {
        try write("long.txt", String(repeating: "0123456789abcdef", count: 100))
        let entry = DirectoryReader.entry(named: "long.txt", path: root + "/long.txt")
        let gate = ReadGate()
        let progress = ReadProgress()
        let read = Task { [reading = gate.reading(chunkSize: 64)] in
            try await FilePreview.read(entry, reading: reading, progress: progress)
        }
        await gate.waitUntilHolding()
        #expect(progress.count == 64)
        read.cancel()
        await gate.open()
        await #expect(throws: CancellationError.self) { try await read.value }
        #expect(progress.phase == .cancelled)
        #expect(progress.count == 64)

        // Uncancelled, the same read gives what the synchronous preview gives.
        let whole = try await FilePreview.read(entry, reading: FileReading(chunkSize: 64), progress: ReadProgress())
        #expect(whole == FilePreview.load(entry))
        guard case .text(_, let lines, let truncated) = whole else {
            Issue.record("not text")
            return
        }
        #expect(lines == 1)
        #expect(!truncated)
    }

    @Test func pathsKeepTheirBytesAndCountsAreGrouped() {
        let path = FileSystemPath(bytes: Array("/a/b".utf8) + [0xC3])
        #expect(!path.isValidUTF8)
        #expect(path.description == "/a/b\u{FFFD}")
        #expect(String(decoding: path.lastComponent, as: UTF8.self) == "b\u{FFFD}")
        #expect(path.parent == FileSystemPath("/a"))
        #expect(FileSystemPath("/a").parent == FileSystemPath("/"))
        #expect(FileSystemPath("/").parent == FileSystemPath("/"))
        #expect(FileSystemPath("/").appending(Array("x".utf8)) == FileSystemPath("/x"))
        #expect(String(decoding: FileSystemPath("/").lastComponent, as: UTF8.self) == "/")
        #expect(FileFormatting.count(0) == "0")
        #expect(FileFormatting.count(999) == "999")
        #expect(FileFormatting.count(12_345) == "12,345")
        #expect(FileFormatting.count(100_000) == "100,000")
        #expect(FileFormatting.count(1_234_567) == "1,234,567")
    }
}

extension FileModelTests {
    @Test func aListingIsInBrowserOrderWhateverTheNames() {
        let names = [
            "file10", "file010", "File2", "file2", "é2", "é10", "Zebra", "ärger", "a", "A", "a-1", "b1", "x9y", "x09z",
            "100", "99", "", ".hidden", "bad\u{FFFD}name",
        ]
        var entries = names.enumerated().map { index, name in
            FileEntry(name: name, path: "/f/\(name)", kind: index % 3 == 0 ? .directory : .file)
        }
        entries.append(
            FileEntry(nameBytes: Array("bad".utf8) + [0xFF] + Array("name".utf8), in: FileSystemPath("/f"), kind: .file)
        )
        entries.append(
            FileEntry(nameBytes: Array("bad".utf8) + [0xFE] + Array("name".utf8), in: FileSystemPath("/f"), kind: .file)
        )
        let listed = FolderListing(path: "/f", entries: entries.shuffled()).allEntries
        #expect(listed == entries.sorted(by: FileEntry.browserOrder))
    }
}

import Foundation
import Testing

@testable import TerrariumDemoKit

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

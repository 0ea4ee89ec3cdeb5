import Foundation
import Testing

/// The file browser (`terrarium browse PATH`) in a real terminal, on a folder the test makes:
/// what a person sees while navigating, searching and previewing, that the split collapses in
/// a narrow terminal, and that browsing changes nothing on disk.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct FileBrowserEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "terrarium-browse-e2e-\(UUID().uuidString)")
    var root: String { scratch.appendingPathComponent("Fixture").path }

    /// An 8×8 PNG: red above, blue below.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAFklEQVR42mP4z8CAFTFQUYKqhmGXAADpMD/BcEiM2AAAAABJRU5ErkJggg=="
    )!

    init() throws {
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/Documents", withIntermediateDirectories: true)
        try files.createDirectory(atPath: root + "/Pictures", withIntermediateDirectories: true)
        try Data("Quarterly report\nsecond line\n".utf8).write(to: URL(fileURLWithPath: root + "/Documents/report.txt"))
        try Self.png.write(to: URL(fileURLWithPath: root + "/Pictures/logo.png"))
        let notes = (1...40).map { "note line \($0)" }.joined(separator: "\n")
        try Data(notes.utf8).write(to: URL(fileURLWithPath: root + "/notes.txt"))
        try Data([0x00, 0x01, 0x02, 0xFF, 0x41, 0x42]).write(to: URL(fileURLWithPath: root + "/tool.bin"))
        try Data("hidden\n".utf8).write(to: URL(fileURLWithPath: root + "/.secret"))
    }

    /// Runs `terrarium browse` on the fixture, then prints a marker and waits.
    private func session(width: Int = 120, height: Int = 30) throws -> TmuxSession {
        let command = "\(binary) browse \(root); echo EXIT=$?; echo DONE; sleep 60"
        return try TmuxSession(command: command, width: width, height: height)
    }

    /// Every path under the fixture with its size and modification time.
    private func snapshot() throws -> [String] {
        let files = FileManager.default
        return try files.subpathsOfDirectory(atPath: root).sorted().map { path in
            let attributes = try files.attributesOfItem(atPath: root + "/" + path)
            return "\(path) \(attributes[.size] ?? "") \(attributes[.modificationDate] ?? "")"
        }
    }

    /// Clicks the first character of `label` with the left button: an SGR press and release.
    private func click(_ tmux: TmuxSession, on label: String, in screen: [String]) throws {
        guard let row = screen.firstIndex(where: { $0.contains(label) }),
            let range = screen[row].range(of: label)
        else { throw TmuxError.failed("\(label) is not on screen:\n\(screen.joined(separator: "\n"))") }
        let column = screen[row].distance(from: screen[row].startIndex, to: range.lowerBound)
        try tmux.sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    private func clickWhenShown(_ tmux: TmuxSession, on label: String) throws {
        // Wait for the label, then for the screen to settle; a label seen mid-animation may
        // have moved (or gone, and come back) by then.
        for _ in 0..<3 {
            try tmux.waitFor(text: label)
            let screen = try tmux.settledScreen()
            if screen.contains(where: { $0.contains(label) }) { return try click(tmux, on: label, in: screen) }
        }
        throw TmuxError.failed("\(label) did not stay on screen")
    }

    @Test func navigatesPreviewsSearchesAndChangesNothingOnDisk() throws {
        let before = try snapshot()
        let tmux = try session()
        defer { tmux.kill() }
        // The folder is read off the main actor: its rows may come a frame after the first.
        let first = try tmux.waitFor("the listing") { screen in
            screen.contains { $0.contains("1 Files") } && screen.contains { $0.contains("Documents") }
        }
        #expect(first.contains { $0.contains("Select a file to preview it.") })
        #expect(!first.contains { $0.contains(".secret") }, "hidden files are hidden")

        // A text file: numbered lines in the secondary column, beside the list.
        try clickWhenShown(tmux, on: "notes.txt")
        let text = try tmux.waitFor(text: " 1 │ note line 1")
        #expect(text.contains { $0.contains("Documents") && $0.contains("1 │ note line 1") }, "side by side")

        // Into a folder and back.
        try clickWhenShown(tmux, on: "Documents")
        try tmux.waitFor(text: "‹ Fixture")
        try clickWhenShown(tmux, on: "report.txt")
        try tmux.waitFor(text: "1 │ Quarterly report")
        try tmux.send("Escape")
        try tmux.waitFor("back in the fixture") { screen in
            screen.contains { $0.contains("notes.txt") } && !screen.contains { $0.contains("‹ Fixture") }
        }

        // Search from the navigation bar: "/" then typing filters the rows.
        try tmux.send("/")
        try tmux.sendLiteral("pic")
        try tmux.waitFor("only Pictures matches") { screen in
            screen.contains { $0.contains("Pictures") } && !screen.contains { $0.contains("tool.bin") }
        }
        try tmux.send("Escape")
        try tmux.waitFor("the search was cancelled") { screen in screen.contains { $0.contains("tool.bin") } }

        // A PNG as half-block cells; a binary as a summary with a hex dump.
        try clickWhenShown(tmux, on: "Pictures")
        try clickWhenShown(tmux, on: "logo.png")
        try tmux.waitFor("the picture") { screen in screen.contains { $0.contains("▀▀▀▀") } }
        try tmux.send("Escape")
        try clickWhenShown(tmux, on: "tool.bin")
        try tmux.waitFor(text: "00000000  00 01 02 ff 41 42")

        // "." shows hidden files.
        try tmux.send(".")
        try tmux.waitFor(text: ".secret")

        try tmux.send("q")
        let end = try tmux.waitFor(text: "DONE")
        #expect(end.contains("EXIT=0"))
        #expect(try snapshot() == before, "browsing wrote nothing")
    }

    @Test func collapsesIntoOneStackWhenNarrowAndExpandsWhenWide() throws {
        let tmux = try session(width: 120, height: 30)
        defer { tmux.kill() }
        try clickWhenShown(tmux, on: "notes.txt")
        try tmux.waitFor(text: "1 │ note line 1")

        try tmux.resize(width: 60, height: 30)
        try tmux.waitFor("collapsed: the preview is pushed over the list") { screen in
            screen.contains { $0.contains("‹ Fixture") } && screen.contains { $0.contains("1 │ note line 1") }
                && !screen.contains { $0.contains("Documents") }
        }
        try tmux.send("Escape")
        try tmux.waitFor("back to the list") { screen in screen.contains { $0.contains("Documents") } }
        try clickWhenShown(tmux, on: "notes.txt")
        try tmux.waitFor(text: "‹ Fixture")

        try tmux.resize(width: 120, height: 30)
        try tmux.waitFor("expanded: list and preview side by side") { screen in
            screen.contains { $0.contains("Documents") && $0.contains("1 │ note line 1") }
        }
        try tmux.send("q")
        try tmux.waitFor(text: "DONE")
    }

    @Test func theSettingsSheetsSwitchShowsHiddenFiles() throws {
        let tmux = try session()
        defer { tmux.kill() }
        try tmux.waitFor(text: "Documents")
        try tmux.send(",")
        try tmux.waitFor(text: "Show hidden files")
        // Once the sheet's presentation has finished (the screen stops changing): UIKit
        // ignores touches during a transition, and the switch takes the keyboard focus only
        // when it ends. The headless tests check the focus and Space.
        try click(tmux, on: "(●", in: try tmux.settledScreen())
        try tmux.waitFor(text: ".secret")
        try tmux.send("Escape")
        try tmux.waitFor("the sheet closed") { screen in !screen.contains { $0.contains("Show hidden files") } }
        try tmux.send("q")
        try tmux.waitFor(text: "DONE")
    }
}

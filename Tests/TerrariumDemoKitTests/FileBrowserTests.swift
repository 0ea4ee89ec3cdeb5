import Foundation
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

/// The file browser headless, on a folder the test makes: what the list and the preview
/// show, keyboard and mouse, search, hidden files, collapse and expand.
@MainActor
@Suite(.isolatedUI) struct FileBrowserTests {
    let root: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "terrarium-browser-\(UUID().uuidString)")
        root = base.appendingPathComponent("Fixture").path
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/Documents", withIntermediateDirectories: true)
        try files.createDirectory(atPath: root + "/Empty", withIntermediateDirectories: true)
        try Data("Quarterly report\nsecond line\n".utf8).write(to: URL(fileURLWithPath: root + "/Documents/report.txt"))
        let notes = (1...40).map { "note line \($0)" }.joined(separator: "\n")
        try Data(notes.utf8).write(to: URL(fileURLWithPath: root + "/notes.txt"))
        try Data([0x00, 0x01, 0x02, 0xFF]).write(to: URL(fileURLWithPath: root + "/tool.bin"))
        try Data("hidden\n".utf8).write(to: URL(fileURLWithPath: root + "/.secret"))
    }

    private func makeBrowser(width: Int = 120, height: Int = 20) async throws -> (HeadlessScreen, FilesViewController) {
        let screen = HeadlessScreen(width: width, height: height)
        let browser = FilesViewController(startPath: root, reading: .quiet)
        screen.show(browser)
        try await screen.settleReads(of: browser)
        return (screen, browser)
    }

    private func row(_ screen: HeadlessScreen, containing text: String) -> String? {
        screen.lines.first { $0.contains(text) }
    }

    @Test func theStackHoldsTheAncestorsAndTheListShowsFoldersFirstWithoutHiddenFiles() async throws {
        let (screen, browser) = try await makeBrowser()
        #expect(browser.folders.viewControllers.count == FilesViewController.ancestry(of: root).count)
        #expect(browser.currentFolder?.path == root)
        #expect(browser.currentFolder?.shownEntries.map(\.name) == ["Documents", "Empty", "notes.txt", "tool.bin"])
        #expect(screen.text.contains("‹ "), "a back button to the parent folder")
        #expect(screen.text.contains("Fixture"))
        #expect(!screen.text.contains(".secret"))
        let notes = row(screen, containing: "notes.txt") ?? ""
        #expect(notes.contains("bytes"))
        #expect(notes.contains(FileFormatting.date(Date()).prefix(10)), "today's date")
        #expect(row(screen, containing: "Documents")?.contains("›") == true, "folders have a disclosure indicator")
        #expect(screen.text.contains("Select a file to preview it."))
    }

    @Test func clickingAFilePreviewsItBesideTheListAndAFolderPushesIt() async throws {
        let (screen, browser) = try await makeBrowser()
        screen.tap(text: "notes.txt")
        try await screen.settleReads(of: browser)
        let line = try #require(row(screen, containing: "1 │ note line 1"))
        #expect(line.contains("notes.txt") || screen.text.contains("Documents"), "the list is still on screen")
        #expect(screen.text.contains("Documents"))

        screen.tap(text: "Documents")
        try await screen.settleReads(of: browser)
        #expect(browser.currentFolder?.path == root + "/Documents")
        #expect(screen.text.contains("report.txt"))
        #expect(screen.text.contains("‹ Fixture"))
    }

    @Test func theKeyboardMovesThroughTheListOpensAndGoesBack() async throws {
        let (screen, browser) = try await makeBrowser()
        screen.press("down")  // Documents → Empty
        screen.press("down")  // → notes.txt
        screen.press("enter")
        try await screen.settleReads(of: browser)
        #expect(screen.text.contains("1 │ note line 1"))
        screen.press("up")
        screen.press("up")
        screen.press("enter")
        try await screen.settleReads(of: browser)
        #expect(browser.currentFolder?.path == root + "/Documents")
        screen.press("down")
        screen.press("escape")
        try await screen.settleReads(of: browser)
        #expect(browser.currentFolder?.path == root)
    }

    @Test func searchFiltersTheRowsAndCancellingRestoresThem() async throws {
        let (screen, browser) = try await makeBrowser()
        screen.press("/")
        for key in ["n", "o", "t"] { screen.press(key) }
        try await screen.settleReads(of: browser)
        #expect(browser.currentFolder?.shownEntries.map(\.name) == ["notes.txt"])
        #expect(!screen.text.contains("tool.bin"))
        screen.press("enter")  // keeps the filter, and the keyboard goes to the rows
        #expect(screen.window.focusedView === browser.currentFolder?.tableView)
        screen.press("enter")
        try await screen.settleReads(of: browser)
        #expect(screen.text.contains("1 │ note line 1"))
        #expect(browser.currentFolder?.shownEntries.map(\.name) == ["notes.txt"], "still filtered")
        screen.press("/")
        screen.press("escape")
        try await screen.settleReads(of: browser)
        #expect(browser.currentFolder?.shownEntries.count == 4)
        #expect(screen.text.contains("tool.bin"))
    }

    @Test func dotTogglesHiddenFilesInEveryOpenFolder() async throws {
        let (screen, browser) = try await makeBrowser()
        screen.press(".")
        try await screen.settleReads(of: browser)
        #expect(browser.settings.showsHiddenFiles)
        #expect(screen.text.contains(".secret"))
        screen.press(".")
        try await screen.settleReads(of: browser)
        #expect(!screen.text.contains(".secret"))
    }

    @Test func theSettingsSheetsSwitchShowsHiddenFiles() async throws {
        let (screen, browser) = try await makeBrowser()
        screen.press(",")
        try await screen.settleReads(of: browser)
        #expect(screen.text.contains("Show hidden files"))
        let settings = try #require(
            (browser.folders.presentedViewController as? UINavigationController)?.viewControllers.first
                as? SettingsViewController)
        #expect(!settings.hiddenFilesSwitch.isOn)
        #expect(screen.window.focusedView === settings.hiddenFilesSwitch, "keyboard users land on the switch")
        screen.tap(settings.hiddenFilesSwitch)
        try await screen.settleReads(of: browser)
        #expect(settings.hiddenFilesSwitch.isOn)
        #expect(browser.settings.showsHiddenFiles)
        screen.press("escape")
        try await screen.settleReads(of: browser)
        #expect(screen.text.contains(".secret"))
    }

    @Test func aNarrowScreenCollapsesIntoOneStackAndWideningExpandsIt() async throws {
        let (screen, browser) = try await makeBrowser(width: 120)
        screen.tap(text: "notes.txt")
        try await screen.settleReads(of: browser)
        screen.resize(width: 60, height: 20)
        try await screen.settleReads(of: browser)
        #expect(browser.isCollapsed)
        #expect(screen.text.contains("1 │ note line 1"))
        #expect(!screen.text.contains("Documents"), "the preview covers the list")
        #expect(screen.text.contains("‹ Fixture"))

        screen.resize(width: 120, height: 20)
        try await screen.settleReads(of: browser)
        #expect(!browser.isCollapsed)
        #expect(screen.text.contains("Documents"))
        #expect(screen.text.contains("1 │ note line 1"))
    }

    @Test func binariesGetASummaryAndEmptyFoldersSaySo() async throws {
        let (screen, browser) = try await makeBrowser()
        screen.tap(text: "tool.bin")
        try await screen.settleReads(of: browser)
        #expect(screen.text.contains("00000000  00 01 02 ff"))
        screen.tap(text: "Empty")
        try await screen.settleReads(of: browser)
        #expect(browser.currentFolder?.path == root + "/Empty")
        #expect(screen.text.contains("Empty folder"))
    }
}

extension FileBrowserTests {
    @Test func aRowsContextMenuCopiesItsPathWithoutTouchingTheFile() async throws {
        let (screen, _) = try await makeBrowser()
        let before = try FileManager.default.attributesOfItem(atPath: root + "/notes.txt")[.modificationDate] as? Date
        screen.rightClick(text: "notes.txt")
        #expect(screen.text.contains("Preview"))
        #expect(screen.text.contains("Copy Path"))
        screen.tap(text: "Copy Path")
        #expect(UIPasteboard.general.string == root + "/notes.txt")
        #expect(!screen.text.contains("Copy Path"), "the menu closed")
        let after = try FileManager.default.attributesOfItem(atPath: root + "/notes.txt")[.modificationDate] as? Date
        #expect(before == after)
    }
}

extension FileBrowserTests {
    @Test func aFolderLeftWithBackIsReleased() async throws {
        let (screen, browser) = try await makeBrowser()
        screen.tap(text: "Documents")
        try await screen.settleReads(of: browser)
        weak let documents = browser.currentFolder
        #expect(documents?.path == root + "/Documents")
        screen.press("escape")
        try await screen.settleReads(of: browser)
        #expect(browser.currentFolder?.path == root)
        #expect(documents == nil, "nothing (settings, search, menus, focus) keeps a popped folder alive")
    }
}

import Foundation
import Logging
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumTerminal

/// The log view on a headless screen: rows, colours, wrapping, following the log live.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct LogViewControllerTests {
    private static let date = Date(timeIntervalSince1970: 1_700_000_000)

    private func entry(_ level: Logger.Level, _ message: String, metadata: Logger.Metadata = [:]) -> TerminalLog.Entry {
        TerminalLog.Entry(date: Self.date, level: level, label: "Mail", message: message, metadata: metadata)
    }

    private func row(containing text: String, in screen: HeadlessScreen) -> Int? {
        screen.lines.firstIndex { $0.contains(text) }
    }

    /// The column `text` starts at in a line of one-cell characters.
    private func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }

    @Test func rowsShowTimeLevelLabelAndMessageNewestAtTheBottomWithTheLevelInItsColour() throws {
        let log = TerminalLog()
        log.append(entry(.info, "Synced"))
        log.append(entry(.warning, "Outbox is full", metadata: ["count": "3"]))
        log.append(entry(.error, "Server gone"))
        let screen = HeadlessScreen(width: 60, height: 6)
        screen.show(LogViewController(log: log))

        let time = TerminalLog.Entry.timeOfDay(Self.date)
        let synced = try #require(row(containing: "Synced", in: screen))
        let full = try #require(row(containing: "Outbox is full", in: screen))
        let gone = try #require(row(containing: "Server gone", in: screen))
        #expect(synced < full && full < gone)
        #expect(screen.lines[full].hasPrefix(" \(time) warning  Mail: [count=3] Outbox is full"))

        let warning = try #require(column(of: "warning", in: screen.lines[full]))
        #expect(screen.canvas[x: warning, y: full].foreground == .systemYellow)
        let error = try #require(column(of: "error", in: screen.lines[gone]))
        #expect(screen.canvas[x: error, y: gone].foreground == .systemRed)
    }

    @Test func aLongMessageWrapsOverAsManyRowsAsItNeeds() throws {
        let log = TerminalLog()
        log.append(entry(.warning, "one two three four five six seven eight nine ten eleven twelve"))
        log.append(entry(.info, "next"))
        let screen = HeadlessScreen(width: 40, height: 8)
        screen.show(LogViewController(log: log))
        // 40 columns: the message column starts at 19 and is 20 wide.
        let first = try #require(row(containing: "Mail: one two", in: screen))
        let next = try #require(row(containing: "Mail: next", in: screen))
        #expect(next - first == 4)
        #expect(screen.lines[first + 3].contains("twelve"))
    }

    @Test func newEntriesShowInTheNextTurnAndTheListFollowsTheEnd() {
        let log = TerminalLog()
        for number in 1...10 { log.append(entry(.warning, "entry \(number) ")) }
        let screen = HeadlessScreen(width: 50, height: 5)
        screen.show(LogViewController(log: log))
        #expect(row(containing: "entry 10 ", in: screen) != nil)
        #expect(row(containing: "entry 1 ", in: screen) == nil)

        log.append(entry(.error, "entry 11 "))
        screen.runUntilIdle()
        #expect(row(containing: "entry 11 ", in: screen) == 4)
    }

    @Test func anEntryLoggedOnAnotherThreadShowsOnceTheAppsAsynchronousWorkSettles() async {
        let log = TerminalLog()
        let screen = HeadlessScreen(width: 50, height: 5)
        screen.show(LogViewController(log: log))
        let logger = Logger(label: "Sync") { TerminalLogHandler(label: $0, log: log, writesToStandardError: false) }
        await Task.detached { logger.error("Server gone") }.value
        await screen.settle()
        #expect(row(containing: "Sync: Server gone", in: screen) != nil)
    }

    @Test func aListScrolledUpStaysWhereTheReaderLeftIt() {
        let log = TerminalLog()
        for number in 1...10 { log.append(entry(.warning, "entry \(number) ")) }
        let screen = HeadlessScreen(width: 50, height: 5)
        let logs = LogViewController(log: log)
        screen.show(logs)
        logs.tableView.setContentOffset(.zero, animated: false)
        screen.runUntilIdle()
        #expect(row(containing: "entry 1 ", in: screen) == 0)

        log.append(entry(.error, "entry 11 "))
        screen.runUntilIdle()
        #expect(row(containing: "entry 1 ", in: screen) == 0)
        #expect(logs.shownEntries.count == 11)
    }

    @Test func theMinimumLevelHidesLessSevereEntriesAndAnEmptyListSaysSo() {
        let log = TerminalLog()
        log.append(entry(.info, "Synced"))
        let screen = HeadlessScreen(width: 50, height: 5)
        let logs = LogViewController(log: log)
        logs.minimumLevel = .warning
        screen.show(logs)
        #expect(row(containing: "Synced", in: screen) == nil)
        #expect(row(containing: "No messages", in: screen) != nil)

        log.append(entry(.critical, "Disk full"))
        screen.runUntilIdle()
        #expect(row(containing: "Disk full", in: screen) != nil)
        #expect(row(containing: "No messages", in: screen) == nil)
    }
}

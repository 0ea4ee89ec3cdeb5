import Foundation
import Glibc
import Logging
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumTerminal

/// The bounded store of recent messages and the handler that fills it.
@MainActor
@Suite(.isolatedUI) struct TerminalLogTests {
    @Test func theLogKeepsTheNewestEntriesUpToItsCapacityOldestFirst() {
        let log = TerminalLog(capacity: 3)
        for number in 1...5 {
            log.append(TerminalLog.Entry(level: .info, label: "test", message: "\(number)"))
        }
        #expect(log.entries.map(\.message) == ["3", "4", "5"])
        #expect(log.entries.map(\.id) == [3, 4, 5])
    }

    @Test func identifiersKeepCountingAfterTheLogIsCleared() {
        let log = TerminalLog(capacity: 3)
        log.append(TerminalLog.Entry(level: .info, label: "test", message: "before"))
        log.removeAll()
        #expect(log.entries.isEmpty)
        let after = log.append(TerminalLog.Entry(level: .info, label: "test", message: "after"))
        #expect(after.id == 2)
        #expect(log.entries == [after])
    }

    @Test func theHandlerKeepsMessagesWithTheLoggersTheProvidersAndTheCallsMetadata() throws {
        let log = TerminalLog()
        let provider = Logger.MetadataProvider { ["request": "42", "account": "provided"] }
        var logger = Logger(label: "Mail") {
            TerminalLogHandler(label: $0, log: log, writesToStandardError: false, metadataProvider: provider)
        }
        logger[metadataKey: "account"] = "logger"
        logger[metadataKey: "folder"] = "Inbox"
        logger.debug("below the level: dropped")
        logger.warning("Outbox is full", metadata: ["folder": "Outbox"])

        let entry = try #require(log.entries.only)
        #expect(entry.level == .warning)
        #expect(entry.label == "Mail")
        #expect(entry.message == "Outbox is full")
        // The call's metadata wins over the provider's, which wins over the logger's.
        #expect(entry.metadata == ["request": "42", "account": "provided", "folder": "Outbox"])
        #expect(entry.file.hasSuffix("TerminalLogTests.swift"))
    }

    @Test func anEntryFormatsAsOneLineWithTimeLevelLabelMetadataAndMessage() {
        let entry = TerminalLog.Entry(
            date: Date(timeIntervalSince1970: 1_700_000_000), level: .warning, label: "Mail",
            message: "Outbox is full", metadata: ["count": "3", "account": "work"])
        let line = entry.formattedLine
        let timestamp = String(line.prefix(24))
        #expect(timestamp.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}/) != nil)
        #expect(timestamp.hasPrefix("2023-11-1"))
        #expect(line.dropFirst(24) == " warning Mail: [account=work count=3] Outbox is full\n")
        #expect(TerminalLog.Entry.timeOfDay(entry.date) == String(timestamp.dropFirst(11).prefix(8)))
        let plain = TerminalLog.Entry(level: .error, label: "Mail", message: "gone")
        #expect(plain.formattedLine.hasSuffix(" error Mail: gone\n"))
    }

    @Test func observersHearOfAdditionsOnceInTheMainLoopsNextTurnUntilCancelled() {
        let log = TerminalLog()
        var calls: [[String]] = []
        let observation = log.addObserver { calls.append(log.entries.map(\.message)) }
        log.append(TerminalLog.Entry(level: .warning, label: "test", message: "one"))
        log.append(TerminalLog.Entry(level: .warning, label: "test", message: "two"))
        #expect(calls.isEmpty, "never in the middle of the code that logged")
        MainLoop.main.runUntilIdle()
        #expect(calls == [["one", "two"]])

        observation.cancel()
        log.append(TerminalLog.Entry(level: .warning, label: "test", message: "three"))
        MainLoop.main.runUntilIdle()
        #expect(calls.count == 1)
    }

    @Test func entriesFromAnotherThreadAreKeptAtOnceAndAnnouncedThroughTheMainQueue() async {
        let log = TerminalLog()
        var calls = 0
        let observation = log.addObserver { calls += 1 }
        let stored = await Task.detached {
            log.append(TerminalLog.Entry(level: .warning, label: "test", message: "from a worker"))
        }.value
        #expect(log.entries.map(\.message) == ["from a worker"])
        #expect(log.entries == [stored], "kept as append returned it, with its id")
        // The main queue runs in order: the announcement, enqueued first, goes before this.
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        MainLoop.main.runUntilIdle()
        #expect(calls == 1)
        withExtendedLifetime(observation) {}
    }

    @Test func whatObserversLogIsAnnouncedALittleLaterNotInTheSameTurn() {
        let log = TerminalLog()
        var calls = 0
        let observation = log.addObserver {
            calls += 1
            if calls == 1 { log.append(TerminalLog.Entry(level: .warning, label: "test", message: "from an observer")) }
        }
        log.append(TerminalLog.Entry(level: .warning, label: "test", message: "first"))
        MainLoop.main.runTurn()
        #expect(calls == 1)
        MainLoop.main.advance(by: TerminalLog.feedbackDelay)
        #expect(calls == 2)
        withExtendedLifetime(observation) {}
    }

    @Test func terrariumsLoggerGetsTheHandlerOnlyWhileItHasSwiftLogsDefault() throws {
        let log = TerminalLog()
        var standard = Logger(label: "Terrarium") { StreamLogHandler.standardError(label: $0) }
        standard.logLevel = .warning
        standard[metadataKey: "kept"] = "yes"
        let adopted = try #require(TerminalLogHandler.adopting(standard, log: log))
        let handler = try #require(adopted.handler as? TerminalLogHandler)
        #expect(adopted.label == "Terrarium")
        #expect(adopted.logLevel == .warning)
        #expect(handler.metadata == ["kept": "yes"])
        #expect(handler.log === log)

        #expect(TerminalLogHandler.adopting(adopted, log: log) == nil, "already a TerminalLogHandler")
        let apps = Logger(label: "Terrarium") { _ in SwiftLogNoOpLogHandler() }
        #expect(TerminalLogHandler.adopting(apps, log: log) == nil, "the app's own handler")
    }

    @Test func theHandlerWritesEachMessageToStandardErrorAsOneLine() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let logger = Logger(label: "Mail") { TerminalLogHandler(label: $0, log: TerminalLog()) }
            logger.warning("Outbox is full")
            exit(0)
        }
        let written = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(written.hasSuffix(" warning Mail: Outbox is full\n"))
    }
}

extension Collection {
    /// The one element, or `nil` when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}

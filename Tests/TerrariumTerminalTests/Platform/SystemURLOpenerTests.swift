import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// `SystemURLOpener`: which URLs it takes, where it finds the desktop's opener, and that it
/// starts it.
@MainActor
@Suite(.isolatedUI) struct SystemURLOpenerTests {
    private let web = URL(string: "https://swift.org")!

    @Test func itOpensItsSchemesWithItsCommand() {
        let opener = SystemURLOpener(command: URL(fileURLWithPath: "/usr/bin/true"))
        #expect(opener.canOpen(web))
        #expect(opener.canOpen(URL(string: "mailto:someone@example.com")!))
        #expect(!opener.canOpen(URL(string: "app-settings:")!))
        #expect(opener.open(web), "the command started")
        #expect(!opener.open(URL(string: "ftp://example.com")!))
    }

    @Test func withoutACommandNothingOpens() {
        let opener = SystemURLOpener(command: URL(fileURLWithPath: "/nonexistent/xdg-open"))
        #expect(!opener.canOpen(web))
        #expect(!opener.open(web))
        #if !os(macOS)
            let nowhere = SystemURLOpener(environment: Platform.Environment([.path: "/nonexistent"]))
            #expect(nowhere.command == nil)
            #expect(!nowhere.canOpen(web))
        #endif
    }

    #if !os(macOS)
        @Test func theDesktopsOpenerIsFoundOnThePath() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("xdg-open")
            try Data("#!/bin/sh\nexit 0\n".utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            let opener = SystemURLOpener(environment: Platform.Environment([.path: "/nonexistent:\(folder.path)"]))
            #expect(opener.command?.path == script.path)
            #expect(opener.canOpen(web))
        }
    #endif
}

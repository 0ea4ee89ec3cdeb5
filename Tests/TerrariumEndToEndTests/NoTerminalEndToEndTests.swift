import Foundation
import Testing

/// The real binary without a terminal (output piped): one frame of text, with what the
/// browser reads in the background already on it.
@Suite struct NoTerminalEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path

    @Test func browsePrintsTheFolderListedInTheBackground() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["alpha.txt", "beta.txt", "gamma.txt"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        let result = try TmuxSession.run([binary, "browse", folder.path])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("alpha.txt") && $0.contains("1 byte") })
        #expect(lines.contains { $0.contains("gamma.txt") })
        #expect(lines.last?.hasPrefix("(no terminal: this is one frame of the demo") == true)
    }
}

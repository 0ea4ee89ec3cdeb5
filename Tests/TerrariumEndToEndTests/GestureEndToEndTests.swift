import Foundation
import Testing

/// Gesture recognizers from real mouse input: a drag in the file browser's list, reported by
/// the terminal as SGR press, motion and release, scrolls it through the table view's
/// `panGestureRecognizer`.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct GestureEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "terrarium-gesture-e2e-\(UUID().uuidString)")
    var root: String { scratch.appendingPathComponent("Fixture").path }

    init() throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for index in 1...60 {
            let name = String(format: "file-%02d.txt", index)
            try Data("\(name)\n".utf8).write(to: URL(fileURLWithPath: root + "/" + name))
        }
    }

    /// The number in the highest `file-NN.txt` on screen.
    private func lastFileShown(_ screen: [String]) -> Int {
        screen.compactMap { line -> Int? in
            guard let range = line.range(of: #"file-\d\d\.txt"#, options: .regularExpression) else { return nil }
            return Int(line[range].dropFirst(5).prefix(2))
        }.max() ?? 0
    }

    @Test func aMouseDragScrollsTheListThroughItsPanRecognizer() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tmux = try TmuxSession(
            command: "\(binary) browse \(root); echo EXIT=$?; echo DONE; sleep 60", width: 100, height: 20)
        defer { tmux.kill() }
        let before = try tmux.waitFor(text: "file-01.txt")
        let last = lastFileShown(before)
        try #require(last > 5 && last < 60, "the list overflows: \(before.joined(separator: "\n"))")
        let row = try #require(before.firstIndex { $0.contains("file-05.txt") })
        let column = before[row].distance(
            from: before[row].startIndex, to: before[row].range(of: "file-05.txt")!.lowerBound)

        // Button 0 down on file-05, moved (32: motion with the button held) up four rows, released.
        var input = "\u{1B}[<0;\(column + 1);\(row + 1)M"
        for step in 1...4 { input += "\u{1B}[<32;\(column + 1);\(row + 1 - step)M" }
        input += "\u{1B}[<0;\(column + 1);\(row - 3)m"
        try tmux.sendLiteral(input)

        let after = try tmux.waitFor("the list scrolled four rows") { screen in
            !screen.contains { $0.contains("file-01.txt") } && self.lastFileShown(screen) == last + 4
        }
        #expect(after.contains { $0.contains("file-05.txt") }, "file-05 is still under the pointer, four rows up")
        #expect(!after.contains { $0.contains("file-04.txt") })
    }
}

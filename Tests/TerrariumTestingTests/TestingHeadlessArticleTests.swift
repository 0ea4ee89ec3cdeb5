import Foundation
import Terrarium
import TerrariumTesting
import Testing

// The samples of the article "Testing headless" (TerrariumTesting.docc/TestingHeadless.md),
// as real tests: `catalogSamplesAreTheseTests` below fails when a sample in the catalogs is
// not, line for line, in a test file, so the two cannot drift apart.

/// A counter: a label says how many times the button under it was clicked.
final class CounterViewController: UIViewController {
    private var count = 0
    private let label = UILabel(frame: CGRect(x: 8, y: 0, width: 160, height: 16))
    private let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Clicked 0 times"
        button.setTitle("Add one", for: .normal)
        button.frame = CGRect(x: 8, y: 32, width: 72, height: 16)
        button.addAction(
            UIAction { [unowned self] _ in
                count += 1
                label.text = "Clicked \(count) times"
            }, for: .primaryActionTriggered)
        view.addSubview(label)
        view.addSubview(button)
    }
}

@MainActor
@Suite(.isolatedUI) struct TestingHeadlessArticleTests {
    @MainActor @Test func clickingTheButtonCounts() {
        let screen = HeadlessScreen(width: 24, height: 4)
        screen.show(CounterViewController())
        #expect(screen.lines[0] == " Clicked 0 times")
        screen.tap(text: "Add one")
        screen.tap(text: "Add one")
        #expect(screen.lines[0] == " Clicked 2 times")
    }

    @MainActor @Test func theKeyboardReachesTheButton() {
        let screen = HeadlessScreen(width: 24, height: 4)
        screen.show(CounterViewController())
        screen.press("tab")  // focus moves to the button
        screen.press("enter")  // and Return clicks it
        #expect(screen.lines[0] == " Clicked 1 times")
        #expect(screen.press("ctrl+c") == .unhandled)  // in a terminal, the app would quit
    }

    @MainActor @Test func typingGoesToTheFirstResponder() {
        let screen = HeadlessScreen(width: 20, height: 1)
        let root = UIViewController()
        screen.show(root)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 160, height: 16))
        root.view.addSubview(field)
        field.becomeFirstResponder()
        screen.type("héllo 漢字")
        #expect(field.text == "héllo 漢字")
        #expect(screen.lines[0] == "héllo 漢字")
    }

    @MainActor @Test func theBannerSlidesOnTheVirtualClock() {
        let screen = HeadlessScreen(width: 20, height: 1)
        let root = UIViewController()
        screen.show(root)
        let banner = UILabel(frame: CGRect(x: 160, y: 0, width: 40, height: 16))
        banner.text = "Saved"
        root.view.addSubview(banner)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            banner.frame.origin.x = 80
        }
        screen.advance(by: 0.5)  // half-way: x is 120, column 15
        #expect(screen.lines[0] == "               Saved")
        screen.runUntilIdle()  // the animation's end
        #expect(screen.lines[0] == "          Saved")
    }

    @MainActor @Test func workOnTheMainQueueIsDrawnAfterSettling() async {
        let screen = HeadlessScreen(width: 20, height: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 16))
        let root = UIViewController()
        root.view.addSubview(label)
        screen.show(root)
        DispatchQueue.main.async { label.text = "Loaded" }
        #expect(screen.lines[0] == "")  // the block waits behind the test
        await screen.settle()
        #expect(screen.lines[0] == "Loaded")
    }

    @MainActor @Test func theScreenAsAPicture() throws {
        let screen = HeadlessScreen(width: 24, height: 4)
        screen.show(CounterViewController())
        let svg = screen.svg()
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("Clicked 0 times"))
        #expect(svg == screen.svg())  // the same screen, the same bytes
    }

    /// Every ```swift block of the TerrariumTesting and TerrariumSnapshotTesting catalogs that
    /// is a whole test or a type is, line for line (spacing, `@MainActor`, blank lines and
    /// imports aside), in this target's test files or in the snapshot tests' file.
    @Test func catalogSamplesAreTheseTests() throws {
        let manager = FileManager.default
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let catalogs = [
            "Sources/TerrariumTesting/TerrariumTesting.docc",
            "Sources/TerrariumSnapshotTesting/TerrariumSnapshotTesting.docc",
        ]
        var articles: [URL] = []
        for catalog in catalogs {
            let folder = repository.appendingPathComponent(catalog)
            articles += try manager.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
        let testFolder = repository.appendingPathComponent("Tests/TerrariumTestingTests")
        let testFiles =
            try manager.contentsOfDirectory(atPath: testFolder.path).filter { $0.hasSuffix(".swift") }
            .map { testFolder.appendingPathComponent($0) }
            + [
                repository.appendingPathComponent(
                    "Tests/TerrariumSnapshotTestingTests/TestingHeadlessSnapshotTests.swift")
            ]
        let sources = try testFiles.map { Self.normalizedLines(try String(contentsOf: $0, encoding: .utf8)) }
        var checked = 0
        for article in articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            for sample in Self.swiftBlocks(in: text) where sample.contains("@Test") || sample.contains("class ") {
                checked += 1
                let wanted = Self.normalizedLines(sample)
                #expect(
                    sources.contains { $0.containsContiguous(wanted) },
                    "a sample of \(article.lastPathComponent) is not in the tests:\n\(sample)")
            }
        }
        #expect(checked >= 8, "the catalogs' samples were not found")
    }

    /// The bodies of the fenced ```swift blocks of a Markdown text.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The text's lines without their indentation and `@MainActor` (a suite's tests inherit
    /// it), runs of spaces as one (comments aligned or not), blank lines and imports dropped.
    static func normalizedLines(_ text: String) -> [String] {
        text.split(separator: "\n")
            .map { line in
                line.replacingOccurrences(of: "@MainActor ", with: "").split(separator: " ").joined(separator: " ")
            }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }
}

extension Array where Element: Equatable {
    /// Whether `other` appears in the array as a run of consecutive elements.
    fileprivate func containsContiguous(_ other: [Element]) -> Bool {
        guard !other.isEmpty else { return true }
        guard other.count <= count else { return false }
        return (0...(count - other.count)).contains { Array(self[$0..<($0 + other.count)]) == other }
    }
}

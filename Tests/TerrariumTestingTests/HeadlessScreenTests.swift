import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// The headless screen: what tests see and do.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct HeadlessScreenTests {
    @Test func showMakesTheControllerTheVisibleKeyRootAndRunsUntilIdle() {
        let screen = HeadlessScreen(width: 12, height: 3)
        let recorder = LifecycleRecorder()
        let root = RecordingViewController(name: "R", recorder: recorder)
        screen.show(root)
        #expect(screen.window.rootViewController === root)
        #expect(screen.window.isKeyWindow)
        #expect(!screen.window.isHidden)
        #expect(recorder.withoutLayout.last == "R.vDA(false)")
        #expect(!MainLoop.main.hasWorkDueNow)
    }

    @Test func linesAreTheScreenRowsWithoutTrailingSpaces() {
        let screen = HeadlessScreen(width: 12, height: 3)
        let root = UIViewController()
        screen.show(root)
        let label = UILabel(frame: CGRect(x: 2, y: 1, width: 8, height: 1))
        label.text = "漢字 ok"
        root.view.addSubview(label)
        screen.runUntilIdle()
        #expect(screen.lines == ["", "  漢字 ok", ""])
        #expect(screen.text == "\n  漢字 ok")
        #expect(screen.canvas.lines[1] == "  漢字 ok   ")
    }

    @Test func locationOfTextCountsWideCharactersAsTwoColumns() {
        let screen = HeadlessScreen(width: 20, height: 2)
        let root = UIViewController()
        screen.show(root)
        let label = UILabel(frame: CGRect(x: 0, y: 1, width: 20, height: 1))
        label.text = "漢字 Go"
        root.view.addSubview(label)
        screen.runUntilIdle()
        #expect(screen.location(of: "Go") == CGPoint(x: 5, y: 1))
        #expect(screen.location(of: "字") == CGPoint(x: 2, y: 1))
        #expect(screen.location(of: "absent") == nil)
    }

    @Test func resizeChangesTheWindowAndScreenSize() {
        let screen = HeadlessScreen(width: 12, height: 3)
        screen.show(UIViewController())
        screen.resize(width: 30, height: 9)
        #expect(screen.window.frame == CGRect(x: 0, y: 0, width: 30, height: 9))
        #expect(UIScreen.main.bounds.size == CGSize(width: 30, height: 9))
        #expect(screen.canvas.lines.count == 9)
        #expect(screen.canvas.lines[0].count == 30)
    }

    @Test func theRecorderCanDropLayoutEntries() {
        let recorder = LifecycleRecorder()
        recorder.record("A.vWA(false)")
        recorder.record("A.layout")
        recorder.record("A.vDA(false)")
        #expect(recorder.withoutLayout == ["A.vWA(false)", "A.vDA(false)"])
        var seen: [String] = []
        recorder.onRecord = { seen.append($0) }
        recorder.record("B.vWA(true)")
        #expect(seen == ["B.vWA(true)"])
        recorder.reset()
        #expect(recorder.entries.isEmpty)
    }
}

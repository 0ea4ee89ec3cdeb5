import Foundation
import SnapshotTesting
import Terrarium
import TerrariumSnapshotTesting
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

/// The demo's screens as swift-snapshot-testing snapshots, in each of Terrarium's forms; the
/// references are committed under `__Snapshots__/` (re-record with `SNAPSHOT_TESTING_RECORD=all`).
@MainActor
@Suite(.isolatedUI) struct DemoSnapshotTests {
    @Test func theStoryboardTab() {
        assertSnapshot(of: StoryboardDemo.makeTab(), as: .lines(width: 60, height: 16))
        assertSnapshot(of: StoryboardDemo.makeTab(), as: .svg(width: 60, height: 16))
        assertSnapshot(of: StoryboardDemo.makeTab(), as: .png(width: 60, height: 16))
    }

    /// Every tab of the demo, chosen as the user chooses it, at 100 × 24 (so the last three
    /// come from More's list). Files and Async are left out: Files lists the machine's
    /// folders with their local times, and Async's results come from the process's main
    /// thread, which a Swift Testing test does not run on (both have their own tests).
    @Test(arguments: DemoSnapshots.screens.filter { !["files", "async"].contains($0.name) })
    func theDemosScreens(_ screen: DemoSnapshots.Screen) {
        let shown = DemoSnapshots.show(screen, width: 100, height: 24, startPath: "/")
        assertSnapshot(of: shown, as: .lines, named: screen.name, testName: "demo")
        assertSnapshot(of: shown, as: .svg(), named: screen.name, testName: "demo")
        assertSnapshot(of: shown, as: .png(options: Canvas.PNGOptions(scale: 1)), named: screen.name, testName: "demo")
    }

    /// `terrarium snapshot container --frames 4`: Enter starts listing 5-3's slide, and the
    /// strip shows it before, during and after.
    @Test func anAnimationStripOfListing53() {
        let container = DemoSnapshots.screen(named: "container")!
        let frames = DemoSnapshots.frames(of: container, width: 100, height: 14, startPath: "/", frames: 4)
        #expect(frames.count == 4)
        #expect(frames[0].canvas.lines[1].contains("╭─ Inbox"), "the press alone moves nothing")
        #expect(frames[1].canvas.lines[1].contains("╭─ Archive"))
        #expect(!frames[1].canvas.lines[1].contains("╭─ Inbox"), "mid-slide Inbox's left edge is off screen")
        #expect(frames[3].canvas.lines[1].hasPrefix("  ╭─ Archive"), "the slide has ended in place")
        let strip = DemoSnapshots.strip(frames)
        #expect(strip.canvas.width == 4 * 100 + 3 * 2)
        #expect(strip.canvas.lines[1].hasPrefix(frames[0].canvas.lines[1] + "  " + frames[1].canvas.lines[1]))
        assertSnapshot(of: strip.canvas.lines.joined(separator: "\n") + "\n", as: .lines, named: "strip")
    }

    @Test func aLabelAlone() {
        let label = UILabel()
        label.text = "Hello, 漢字"
        label.textColor = .systemOrange
        assertSnapshot(of: label as UIView, as: .lines(width: 20, height: 1))
        assertSnapshot(of: label as UIView, as: .svg(width: 20, height: 1))
        assertSnapshot(of: label as UIView, as: .png(width: 20, height: 1, options: Canvas.PNGOptions(scale: 1)))
    }

    @Test func aDifferenceFailsWithALineDiff() {
        let label = UILabel()
        label.text = "Something else"
        withKnownIssue {
            assertSnapshot(of: label as UIView, as: .lines(width: 20, height: 1), named: "1", testName: "aLabelAlone")
        }
    }

    @Test func aPNGDifferenceSaysHowManyPixelsAndWhere() throws {
        var canvas = Canvas(width: 10, height: 2)
        canvas.draw("same", at: .zero)
        let reference = canvas.png()
        canvas.draw("x", at: CGPoint(x: 7, y: 1))
        let changed = canvas.png()
        let diffing = Diffing<Data>.terrariumPNG()
        #expect(diffing.diffV2(reference, reference) == nil)
        let (message, attachments) = try #require(diffing.diffV2(reference, changed))
        // "x" is 9 font pixels, each 2 × 2 at the default scale.
        #expect(message.hasPrefix("36 of 5760 pixels differ, in 1 cell; the first at pixel (84, 32), cell (column 7, row 1)"), "\(message)")
        #expect(attachments.count == 2)
        let (resized, _) = try #require(diffing.diffV2(reference, Canvas(width: 3, height: 1).png()))
        #expect(resized.contains("differ in size"), "\(resized)")
    }
}

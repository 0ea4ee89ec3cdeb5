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
@Suite struct DemoSnapshotTests {
    @Test func theStoryboardTab() {
        assertSnapshot(of: StoryboardDemo.makeTab(), as: .lines(width: 60, height: 16))
        assertSnapshot(of: StoryboardDemo.makeTab(), as: .svg(width: 60, height: 16))
        assertSnapshot(of: StoryboardDemo.makeTab(), as: .png(width: 60, height: 16))
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

import Foundation
import SnapshotTesting
import Terrarium
import TerrariumSnapshotTesting
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

/// The demo's screens as swift-snapshot-testing snapshots, in both of Terrarium's forms; the
/// references are committed under `__Snapshots__/` (re-record with `SNAPSHOT_TESTING_RECORD=all`).
@MainActor
@Suite struct DemoSnapshotTests {
    @Test func theStoryboardTab() {
        assertSnapshot(of: StoryboardDemo.makeTab(), as: .lines(width: 60, height: 16))
        assertSnapshot(of: StoryboardDemo.makeTab(), as: .svg(width: 60, height: 16))
    }

    @Test func aLabelAlone() {
        let label = UILabel()
        label.text = "Hello, 漢字"
        label.textColor = .systemOrange
        assertSnapshot(of: label as UIView, as: .lines(width: 20, height: 1))
        assertSnapshot(of: label as UIView, as: .svg(width: 20, height: 1))
    }

    @Test func aDifferenceFailsWithALineDiff() {
        let label = UILabel()
        label.text = "Something else"
        withKnownIssue {
            assertSnapshot(of: label as UIView, as: .lines(width: 20, height: 1), named: "1", testName: "aLabelAlone")
        }
    }
}

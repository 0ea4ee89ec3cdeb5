import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Containers {
    /// `primaryEdge`: a trailing primary column sits at the right, the separator before it.
    @MainActor
    @Suite struct SplitViewPrimaryEdgeTests {
        @Test func aTrailingPrimaryColumnIsAtTheRightEdge() {
            let screen = HeadlessScreen(width: 100, height: 6)
            let primary = UIViewController()
            let secondary = UIViewController()
            let split = UISplitViewController()
            split.viewControllers = [primary, secondary]
            #expect(split.primaryEdge == .leading)
            split.primaryEdge = .trailing
            screen.show(split)

            let primaryFrame = primary.view.convert(primary.view.bounds, to: nil)
            let secondaryFrame = secondary.view.convert(secondary.view.bounds, to: nil)
            #expect(primaryFrame.maxX == 100)
            #expect(secondaryFrame.minX == 0)
            #expect(secondaryFrame.maxX + 1 == primaryFrame.minX, "one column for the separator")
            #expect(screen.canvas[x: Int(secondaryFrame.maxX), y: 3].text == "│")

            split.primaryEdge = .leading
            screen.runUntilIdle()
            #expect(primary.view.convert(primary.view.bounds, to: nil).minX == 0)
        }

        @Test func automaticDimensionRestoresTheDefaults() {
            let split = UISplitViewController()
            split.preferredPrimaryColumnWidthFraction = 0.5
            split.preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension
            #expect(split.preferredPrimaryColumnWidthFraction == 0.35)
            split.minimumPrimaryColumnWidth = 3
            split.minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
            #expect(split.minimumPrimaryColumnWidth == 20)
        }

        @Test func collapsingAndExpandingPostTheShowDetailTargetChange() {
            let screen = HeadlessScreen(width: 100, height: 6)
            let split = UISplitViewController()
            split.viewControllers = [UIViewController(), UIViewController()]
            screen.show(split)
            var posted = 0
            let observer = NotificationCenter.default.addObserver(
                forName: UIViewController.showDetailTargetDidChangeNotification, object: split, queue: nil
            ) { _ in MainActor.assumeIsolated { posted += 1 } }
            defer { NotificationCenter.default.removeObserver(observer) }
            screen.resize(width: 40, height: 6)
            #expect(split.isCollapsed)
            screen.resize(width: 100, height: 6)
            #expect(!split.isCollapsed)
            #expect(posted == 2)
        }
    }
}

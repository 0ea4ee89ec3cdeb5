import Foundation
import Terrarium

/// Measures view-controller containment churn: a parent controller, the root of a key and
/// visible window, adds `1,000 × scale` child controllers one by one (`addChild`,
/// `view.addSubview(child.view)`, `didMove(toParent:)`), the main loop runs until idle
/// (each child's `viewIsAppearing`, the layout pass, `viewDidAppear`, one frame), then
/// every child is removed (`willMove(toParent: nil)`, `removeFromSuperview()`,
/// `removeFromParent()`) and the loop runs until idle again.
///
/// Each repeat does this twice, removing the children newest first (the reverse of the
/// order they were added, as a stack pops) and then oldest first (the order they were
/// added, as a `for child in children` loop does), because removal cost can depend on
/// where in the parent's lists the child sits.
///
/// One operation is one child. The children and their views are created before the clock
/// starts, so view loading is not part of "add". The window's presenter only counts frames,
/// so the settle phases include drawing the window once (children's views are plain,
/// transparent, full-window views). Every round checks that each child appeared and
/// disappeared exactly once and that the loop became idle.
struct AddRemoveChildrenWorkload: Workload {
    let name = "add-remove"
    let summary = "a parent in a visible window adds N children one by one, runs the loop until idle, removes them all"
    let operationName = "child added and removed"
    static let totalNewestFirst = "add + remove, newest first (all phases)"
    static let totalOldestFirst = "add + remove, oldest first (all phases)"
    let headlinePhases = [totalNewestFirst, totalOldestFirst, "remove, newest first", "remove, oldest first"]

    func size(atScale scale: Int) -> Int { 1_000 * scale }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let count = size(atScale: scale)
        let parent = UIViewController()
        let screen = PresentedWindow(width: 80, height: 24)
        screen.window.rootViewController = parent
        screen.window.makeKeyAndVisible()
        try settle("add-remove: showing the parent")
        defer { screen.close() }

        return try harness.run { lap in
            for newestFirst in [true, false] {
                let children = (0..<count).map { _ in CountingChildViewController() }
                for child in children { child.loadViewIfNeeded() }
                CountingChildViewController.resetTallies()
                let mark = lap.mark

                lap.time("add", operations: count) {
                    for child in children {
                        parent.addChild(child)
                        parent.view.addSubview(child.view)
                        child.didMove(toParent: parent)
                    }
                }
                let framesBefore = screen.frameCount
                try lap.time("settle after add (loop until idle)", operations: count) {
                    try settle("add-remove: after adding")
                }
                try check(
                    CountingChildViewController.didAppearCount == count && screen.frameCount > framesBefore,
                    "add-remove: \(CountingChildViewController.didAppearCount) of \(count) children got "
                        + "viewDidAppear; \(screen.frameCount - framesBefore) frames presented")

                let order = newestFirst ? Array(children.reversed()) : children
                lap.time(newestFirst ? "remove, newest first" : "remove, oldest first", operations: count) {
                    for child in order {
                        child.willMove(toParent: nil)
                        child.view.removeFromSuperview()
                        child.removeFromParent()
                    }
                }
                try lap.time("settle after remove (loop until idle)", operations: count) {
                    try settle("add-remove: after removing")
                }
                try check(
                    CountingChildViewController.didDisappearCount == count && parent.children.isEmpty
                        && parent.view.subviews.isEmpty,
                    "add-remove: \(CountingChildViewController.didDisappearCount) of \(count) children got "
                        + "viewDidDisappear; \(parent.children.count) children left")
                lap.recordTotal(
                    newestFirst ? Self.totalNewestFirst : Self.totalOldestFirst, operations: count, since: mark)
            }
        }
    }
}

/// A child controller that counts its appearance callbacks, so the benchmark can check
/// that the work it timed really happened.
final class CountingChildViewController: UIViewController {
    static var didAppearCount = 0
    static var didDisappearCount = 0

    static func resetTallies() {
        didAppearCount = 0
        didDisappearCount = 0
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Self.didAppearCount += 1
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Self.didDisappearCount += 1
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// When `layoutSubviews` runs, in which order, and the values layout reads: safe area,
/// layout margins, fitting and intrinsic sizes.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ViewLayoutTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - When layout runs

    @Test func setNeedsLayoutInAVisibleWindowWaitsForTheMainLoopsLayoutPass() {
        let log = LayoutLog()
        let view = LayoutRecordingView(name: "view", log: log)
        let screen = showing(view)
        log.entries.removeAll()

        view.setNeedsLayout()
        view.setNeedsLayout()

        #expect(log.entries.isEmpty)
        #expect(MainLoop.main.hasWorkDueNow)
        MainLoop.main.runTurn()
        #expect(log.entries == ["view"])
        MainLoop.main.runUntilIdle()
        #expect(log.entries == ["view"])
        withExtendedLifetime(screen) {}
    }

    @Test func layoutIfNeededLaysOutAtOnceAndLeavesNothingForThePass() {
        let log = LayoutLog()
        let view = LayoutRecordingView(name: "view", log: log)
        let screen = showing(view)
        log.entries.removeAll()

        view.setNeedsLayout()
        view.layoutIfNeeded()

        #expect(log.entries == ["view"])
        MainLoop.main.runUntilIdle()
        #expect(log.entries == ["view"])
        withExtendedLifetime(screen) {}
    }

    @Test func layoutIfNeededDoesNothingWhenNoLayoutIsPending() {
        let log = LayoutLog()
        let view = LayoutRecordingView(name: "view", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()

        view.layoutIfNeeded()

        #expect(log.entries.isEmpty)
    }

    @Test func layoutIfNeededWorksOutsideAnyWindow() {
        let log = LayoutLog()
        let view = LayoutRecordingView(name: "view", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()

        view.setNeedsLayout()
        #expect(log.entries.isEmpty)
        view.layoutIfNeeded()

        #expect(log.entries == ["view"])
    }

    @Test func layoutRunsTopDown() {
        let log = LayoutLog()
        let parent = LayoutRecordingView(name: "parent", log: log)
        let first = LayoutRecordingView(name: "first", log: log)
        let second = LayoutRecordingView(name: "second", log: log)
        let grandchild = LayoutRecordingView(name: "grandchild", log: log)
        parent.addSubview(first)
        parent.addSubview(second)
        first.addSubview(grandchild)

        parent.layoutIfNeeded()

        #expect(log.entries == ["parent", "first", "grandchild", "second"])
    }

    @Test func aSubviewSizedByItsSuperviewsLayoutLaysOutInTheSamePassAtItsNewSize() {
        let log = LayoutLog()
        let parent = LayoutRecordingView(name: "parent", log: log)
        let child = LayoutRecordingView(name: "child", log: log)
        parent.addSubview(child)
        parent.onLayout = { child.frame = CGRect(x: 1, y: 1, width: 8, height: 2) }
        child.onLayout = { log.entries.append("child sees \(Int(child.bounds.width))x\(Int(child.bounds.height))") }
        let screen = showing(parent)
        #expect(log.entries == ["parent", "child", "child sees 8x2"])
        log.entries.removeAll()

        parent.onLayout = { child.frame = CGRect(x: 1, y: 1, width: 5, height: 3) }
        parent.setNeedsLayout()
        MainLoop.main.runTurn()

        #expect(log.entries == ["parent", "child", "child sees 5x3"])
        withExtendedLifetime(screen) {}
    }

    @Test func layoutIfNeededOnASubviewLaysOutAncestorsThatNeedItFirst() {
        let log = LayoutLog()
        let parent = LayoutRecordingView(name: "parent", log: log)
        let child = LayoutRecordingView(name: "child", log: log)
        let sibling = LayoutRecordingView(name: "sibling", log: log)
        parent.addSubview(child)
        parent.addSubview(sibling)
        parent.layoutIfNeeded()
        log.entries.removeAll()

        parent.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()

        #expect(log.entries == ["parent", "child"])
    }

    @Test func changingTheFrameSizeMarksTheViewAsNeedingLayout() {
        let log = LayoutLog()
        let view = LayoutRecordingView(name: "view", log: log)
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        view.layoutIfNeeded()
        log.entries.removeAll()

        view.frame.size = CGSize(width: 6, height: 2)

        #expect(view._needsLayout)
        view.layoutIfNeeded()
        #expect(log.entries == ["view"])
    }

    @Test func movingAViewWithoutResizingItDoesNotLayItOut() {
        let log = LayoutLog()
        let view = LayoutRecordingView(name: "view", log: log)
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        view.layoutIfNeeded()
        log.entries.removeAll()

        view.frame.origin = CGPoint(x: 3, y: 1)
        view.center = CGPoint(x: 9, y: 9)
        view.layoutIfNeeded()

        #expect(!view._needsLayout)
        #expect(log.entries.isEmpty)
    }

    @Test func aResizeInAVisibleWindowIsLaidOutByTheNextPass() {
        let log = LayoutLog()
        let view = LayoutRecordingView(name: "view", log: log)
        let screen = showing(view)
        log.entries.removeAll()

        view.frame.size = CGSize(width: 3, height: 1)
        #expect(log.entries.isEmpty)
        MainLoop.main.runTurn()

        #expect(log.entries == ["view"])
        withExtendedLifetime(screen) {}
    }

    @Test func addingASubviewLaysOutTheSuperviewAndTheNewSubview() {
        let log = LayoutLog()
        let parent = LayoutRecordingView(name: "parent", log: log)
        let sibling = LayoutRecordingView(name: "sibling", log: log)
        parent.addSubview(sibling)
        parent.layoutIfNeeded()
        log.entries.removeAll()

        parent.addSubview(LayoutRecordingView(name: "added", log: log))
        parent.layoutIfNeeded()

        #expect(log.entries == ["parent", "added"])
    }

    @Test func removingASubviewLaysOutTheOldSuperview() {
        let log = LayoutLog()
        let parent = LayoutRecordingView(name: "parent", log: log)
        let child = LayoutRecordingView(name: "child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries.removeAll()

        child.removeFromSuperview()
        parent.layoutIfNeeded()
        child.layoutIfNeeded()

        #expect(log.entries == ["parent"])
    }

    // UIKit lays a view out when its bounds origin changes: a UIScrollView's layoutSubviews runs on
    // every scroll (Apple's InfiniteScrollView sample, WWDC 2011 "Advanced ScrollView Techniques").
    @Test
    func changingTheBoundsOriginMarksTheViewAsNeedingLayout() {
        let log = LayoutLog()
        let scroller = LayoutRecordingView(name: "scroller", log: log)
        scroller.frame = CGRect(x: 0, y: 0, width: 10, height: 4)
        scroller.layoutIfNeeded()
        log.entries.removeAll()

        scroller.bounds.origin = CGPoint(x: 0, y: 5)
        scroller.layoutIfNeeded()

        #expect(log.entries == ["scroller"])
    }

    // Resizing a view also lays out its superview, as observed on devices ("Resizing a view will call
    // layoutSubviews on its superview", Stack Overflow "When is layoutSubviews called?").
    @Test
    func resizingASubviewLaysOutItsSuperview() {
        let log = LayoutLog()
        let parent = LayoutRecordingView(name: "parent", log: log)
        let child = LayoutRecordingView(name: "child", log: log)
        child.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries.removeAll()

        child.frame.size.width = 6
        parent.layoutIfNeeded()

        #expect(log.entries == ["parent", "child"])
    }

    // MARK: - Safe area

    @Test func safeAreaInsetsAreZeroOutsideAWindow() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 1, bottom: 0, right: 0)
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        controller.view.addSubview(subview)
        controller.view.layoutIfNeeded()

        #expect(controller.view.safeAreaInsets == .zero)
        #expect(subview.safeAreaInsets == .zero)
    }

    @Test func aViewOverlappingTheUnsafeEdgesOfItsSuperviewGetsTheOverlappingPart() {
        // 20×10 screen; the root view's safe area is inset 2 at the top, 3 at the left, 1 at the bottom.
        let screen = HeadlessScreen(width: 20, height: 10)
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 3, bottom: 1, right: 0)
        let topLeft = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        let straddling = UIView(frame: CGRect(x: 2, y: 1, width: 10, height: 4))
        let middle = UIView(frame: CGRect(x: 5, y: 4, width: 5, height: 2))
        let bottomRow = UIView(frame: CGRect(x: 0, y: 8, width: 20, height: 2))
        [topLeft, straddling, middle, bottomRow].forEach(controller.view.addSubview)

        screen.show(controller)

        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 2, left: 3, bottom: 1, right: 0))
        #expect(topLeft.safeAreaInsets == UIEdgeInsets(top: 2, left: 3, bottom: 0, right: 0))
        #expect(straddling.safeAreaInsets == UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottomRow.safeAreaInsets == UIEdgeInsets(top: 0, left: 3, bottom: 1, right: 0))
        withExtendedLifetime(screen) {}
    }

    @Test func safeAreaInsetsReachDescendantsThroughIntermediateViews() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
        let container = UIView(frame: CGRect(x: 0, y: 1, width: 20, height: 9))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        container.addSubview(inner)
        controller.view.addSubview(container)

        screen.show(controller)

        #expect(container.safeAreaInsets == UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0))
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0))
        withExtendedLifetime(screen) {}
    }

    @Test func safeAreaInsetsDidChangeFiresWhenAViewsInsetsChange() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let controller = UIViewController()
        let top = SafeAreaRecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let middle = SafeAreaRecordingView(frame: CGRect(x: 0, y: 4, width: 20, height: 2))
        controller.view.addSubview(top)
        controller.view.addSubview(middle)
        screen.show(controller)
        #expect(top.changes.isEmpty)

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        #expect(top.changes.isEmpty)
        screen.runUntilIdle()

        #expect(top.changes == [UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)])
        #expect(middle.changes.isEmpty)

        controller.additionalSafeAreaInsets = .zero
        screen.runUntilIdle()
        #expect(top.changes == [UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0), .zero])
    }

    @Test func layoutSubviewsSeesSafeAreaInsetsChangedInTheSamePass() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let controller = UIViewController()
        let log = LayoutLog()
        let top = LayoutRecordingView(name: "top", log: log)
        top.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
        top.onLayout = { log.entries.append("top sees \(top.safeAreaInsets.top)") }
        controller.view.addSubview(top)
        screen.show(controller)
        log.entries.removeAll()

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        MainLoop.main.runTurn()

        #expect(log.entries == ["top", "top sees 2.0"])
        screen.runUntilIdle()
    }

    // A view that moves gets the safe-area insets of its new position: UIKit documents safeAreaInsets as
    // "the portion of the view that is covered" (observed: matrixprojects.net "Safe Area Insets").
    @Test
    func aViewMovedIntoTheUnsafeAreaGetsItsNewInsets() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        let moving = SafeAreaRecordingView(frame: CGRect(x: 0, y: 4, width: 20, height: 3))
        controller.view.addSubview(moving)
        screen.show(controller)
        #expect(moving.safeAreaInsets == .zero)

        moving.frame.origin.y = 0
        screen.runUntilIdle()

        #expect(moving.safeAreaInsets == UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0))
        #expect(moving.changes == [UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)])
    }

    @Test func aMovedViewGetsItsNewInsetsAtTheNextLayoutIfNeeded() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        let moving = SafeAreaRecordingView(frame: CGRect(x: 0, y: 4, width: 20, height: 3))
        controller.view.addSubview(moving)
        screen.show(controller)

        moving.frame.origin.y = 1
        moving.layoutIfNeeded()

        #expect(moving.safeAreaInsets == UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
        #expect(moving.changes == [UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)])
        screen.runUntilIdle()
    }

    @Test func aViewRemovedFromTheWindowHasZeroSafeAreaInsets() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        controller.view.addSubview(top)
        screen.show(controller)
        #expect(top.safeAreaInsets.top == 2)

        top.removeFromSuperview()

        #expect(top.safeAreaInsets == .zero)
        screen.runUntilIdle()
    }

    // Issue 28: UIKit's safe area is the part of the view that the superview's unsafe margins
    // cover; an edge of the window with no inset covers nothing, however far a view reaches
    // past it (a page sliding in or out).
    @Test func aViewReachingPastAnEdgeWithNoInsetGetsNoInsetThere() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let controller = UIViewController()
        let pastRight = UIView(frame: CGRect(x: 12, y: 2, width: 20, height: 3))
        let pastLeftAndTop = UIView(frame: CGRect(x: -5, y: -2, width: 10, height: 4))
        controller.view.addSubview(pastRight)
        controller.view.addSubview(pastLeftAndTop)

        screen.show(controller)

        #expect(controller.view.safeAreaInsets == .zero)
        #expect(pastRight.safeAreaInsets == .zero)
        #expect(pastLeftAndTop.safeAreaInsets == .zero)
    }

    @Test func aViewReachingPastAnUnsafeEdgeIsInsetToTheSafeLine() {
        // The root view is inset 2 at the top; a view starting a row above the screen is
        // covered from its own top edge to the safe line, three rows.
        let screen = HeadlessScreen(width: 20, height: 10)
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        let above = UIView(frame: CGRect(x: 15, y: -1, width: 10, height: 5))
        controller.view.addSubview(above)

        screen.show(controller)

        #expect(above.safeAreaInsets == UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0))
    }

    @Test func aChildSlidPartlyOffScreenKeepsItsMarginsWhereTheyWere() {
        let screen = HeadlessScreen(width: 40, height: 8)
        let parent = UIViewController()
        let child = UIViewController()
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        child.view.addSubview(pinned)
        let margins = child.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: margins.topAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 1),
        ])
        screen.show(parent)
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        screen.runUntilIdle()
        let resting = pinned.frame
        #expect(resting == CGRect(x: 1, y: 0, width: 38, height: 1))

        // A slide moves the child a column at a time; halfway, 20 of its 40 columns are off screen.
        for x in stride(from: 4, through: 20, by: 4) {
            child.view.frame.origin.x = CGFloat(x)
            screen.runUntilIdle()
            #expect(child.view.safeAreaInsets == .zero, "at x = \(x)")
            #expect(pinned.frame == resting, "at x = \(x)")
        }
    }

    // MARK: - Layout margins

    @Test func layoutMarginsDefaultToOneCellAtTheSides() {
        let view = UIView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
    }

    @Test func settingLayoutMarginsCallsLayoutMarginsDidChange() {
        let view = MarginRecordingView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.changes == [UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)])
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func settingDirectionalLayoutMarginsSetsLeftAndRightFromLeadingAndTrailing() {
        let view = MarginRecordingView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.changes == [UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)])
    }

    @Test func changingLayoutMarginsMarksTheViewAsNeedingLayout() {
        let log = LayoutLog()
        let view = LayoutRecordingView(name: "view", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()

        view.layoutMargins = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        view.layoutIfNeeded()

        #expect(log.entries == ["view"])
    }

    // MARK: - Sizing

    @Test func sizeThatFitsReturnsTheCurrentSizeByDefault() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 7, height: 3))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 7, height: 3))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 7, height: 3))
    }

    @Test func sizeToFitLeavesAPlainViewAsItIs() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 7, height: 3))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 1, y: 2, width: 7, height: 3))
    }

    @Test func sizeToFitAsksSizeThatFitsWithTheCurrentSizeAndKeepsTheOrigin() {
        let view = FittingView(frame: CGRect(x: 1, y: 2, width: 7, height: 3))
        view.fittingSize = CGSize(width: 4, height: 2)
        view.sizeToFit()
        #expect(view.proposals == [CGSize(width: 7, height: 3)])
        #expect(view.frame == CGRect(x: 1, y: 2, width: 4, height: 2))
    }

    @Test func intrinsicContentSizeIsNoIntrinsicMetricOnBothAxesByDefault() {
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(
            UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)).intrinsicContentSize
                == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}

/// Shows `view` in a 20×5 headless screen as the only subview of a controller's view.
@MainActor
private func showing(_ view: UIView) -> HeadlessScreen {
    let screen = HeadlessScreen(width: 20, height: 5)
    let controller = UIViewController()
    if view.frame == .zero { view.frame = CGRect(x: 0, y: 0, width: 10, height: 2) }
    controller.view.addSubview(view)
    screen.show(controller)
    return screen
}

@MainActor
private final class LayoutLog {
    var entries: [String] = []
}

/// A view that logs its name each time `layoutSubviews` runs, then runs `onLayout`.
@MainActor
private final class LayoutRecordingView: UIView {
    let name: String
    let log: LayoutLog
    var onLayout: () -> Void = {}

    init(name: String, log: LayoutLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("created in code")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append(name)
        onLayout()
    }
}

/// A view that records its safe-area insets each time they change.
@MainActor
private final class SafeAreaRecordingView: UIView {
    var changes: [UIEdgeInsets] = []

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        changes.append(safeAreaInsets)
    }
}

/// A view that records its layout margins each time they change.
@MainActor
private final class MarginRecordingView: UIView {
    var changes: [UIEdgeInsets] = []

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        changes.append(layoutMargins)
    }
}

/// A view that fits `fittingSize` and records the sizes it was asked to fit.
@MainActor
private final class FittingView: UIView {
    var fittingSize = CGSize.zero
    var proposals: [CGSize] = []

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        proposals.append(size)
        return fittingSize
    }
}

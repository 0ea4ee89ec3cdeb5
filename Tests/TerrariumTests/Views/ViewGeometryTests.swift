import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Frame, bounds and center; converting between coordinate spaces; autoresizing.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ViewGeometryTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Frame, bounds and center

    @Test func boundsHasTheFrameSizeAtTheOriginAndCenterIsTheFramesMiddle() {
        let view = UIView(frame: CGRect(x: 2, y: 3, width: 10, height: 4))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(view.center == CGPoint(x: 7, y: 5))
    }

    @Test func centerOfAnOddSizedViewIsFractional() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 3))
        #expect(view.center == CGPoint(x: 2.5, y: 1.5))
    }

    @Test func settingCenterMovesTheFrameAndKeepsTheSize() {
        let view = UIView(frame: CGRect(x: 2, y: 3, width: 10, height: 4))
        view.center = CGPoint(x: 10, y: 10)
        #expect(view.frame == CGRect(x: 5, y: 8, width: 10, height: 4))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test func settingTheFrameChangesTheBoundsSizeButNotTheBoundsOrigin() {
        let view = UIView(frame: CGRect(x: 2, y: 3, width: 10, height: 4))
        view.bounds.origin = CGPoint(x: 1, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 6, height: 2)
        #expect(view.bounds == CGRect(x: 1, y: 2, width: 6, height: 2))
        #expect(view.center == CGPoint(x: 3, y: 1))
    }

    @Test func changingTheBoundsSizeKeepsTheCenter() {
        let view = UIView(frame: CGRect(x: 2, y: 3, width: 10, height: 4))
        view.bounds = CGRect(x: 0, y: 0, width: 4, height: 2)
        #expect(view.center == CGPoint(x: 7, y: 5))
        #expect(view.frame == CGRect(x: 5, y: 4, width: 4, height: 2))
    }

    @Test func changingTheBoundsOriginDoesNotMoveTheView() {
        let view = UIView(frame: CGRect(x: 2, y: 3, width: 10, height: 4))
        view.bounds.origin = CGPoint(x: 5, y: -1)
        #expect(view.frame == CGRect(x: 2, y: 3, width: 10, height: 4))
        #expect(view.bounds == CGRect(x: 5, y: -1, width: 10, height: 4))
    }

    // MARK: - Converting coordinates

    @Test func convertingAPointToTheSuperviewAddsTheFrameOrigin() {
        let tree = ConversionTree(parentBoundsOrigin: .zero)
        #expect(tree.child.convert(CGPoint(x: 1, y: 1), to: tree.parent) == CGPoint(x: 5, y: 5))
        #expect(tree.child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 15, y: 10))
    }

    @Test func theSuperviewsBoundsOriginShiftsWhereItsSubviewsAre() {
        let tree = ConversionTree(parentBoundsOrigin: CGPoint(x: 3, y: 2))
        // The child's frame is in the parent's bounds coordinates, which now start at (3, 2).
        #expect(tree.child.convert(CGPoint(x: 1, y: 1), to: tree.parent) == CGPoint(x: 5, y: 5))
        #expect(tree.parent.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 12, y: 8))
        #expect(tree.child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 12, y: 8))
        #expect(tree.child.convert(CGPoint(x: 1, y: 1), to: tree.window) == CGPoint(x: 12, y: 8))
    }

    @Test func convertingFromAViewIsTheInverseOfConvertingToIt() {
        let tree = ConversionTree(parentBoundsOrigin: CGPoint(x: 3, y: 2))
        #expect(tree.child.convert(CGPoint(x: 12, y: 8), from: nil) == CGPoint(x: 1, y: 1))
        #expect(tree.child.convert(CGPoint(x: 12, y: 8), from: tree.window) == CGPoint(x: 1, y: 1))
        #expect(tree.parent.convert(CGPoint(x: 1, y: 1), from: tree.child) == CGPoint(x: 5, y: 5))
        #expect(tree.window.convert(CGPoint(x: 12, y: 8), to: tree.child) == CGPoint(x: 1, y: 1))
    }

    @Test func convertingBetweenSiblingsGoesThroughTheirSuperview() {
        let tree = ConversionTree(parentBoundsOrigin: CGPoint(x: 3, y: 2))
        let sibling = UIView(frame: CGRect(x: 1, y: 2, width: 5, height: 5))
        sibling.bounds.origin = CGPoint(x: 10, y: 0)
        tree.parent.addSubview(sibling)
        // Child (0, 0) is parent (4, 4), which is sibling (4 - 1 + 10, 4 - 2 + 0).
        #expect(tree.child.convert(CGPoint.zero, to: sibling) == CGPoint(x: 13, y: 2))
        #expect(sibling.convert(CGPoint(x: 13, y: 2), to: tree.child) == .zero)
        #expect(tree.child.convert(CGPoint(x: 0, y: 0), from: sibling) == CGPoint(x: -13, y: -2))
    }

    @Test func convertingARectMovesItsOriginAndKeepsItsSize() {
        let tree = ConversionTree(parentBoundsOrigin: CGPoint(x: 3, y: 2))
        let rect = CGRect(x: 1, y: 1, width: 2, height: 3)
        #expect(tree.child.convert(rect, to: nil) == CGRect(x: 12, y: 8, width: 2, height: 3))
        #expect(tree.child.convert(rect, to: tree.parent) == CGRect(x: 5, y: 5, width: 2, height: 3))
        #expect(tree.child.convert(CGRect(x: 12, y: 8, width: 2, height: 3), from: nil) == rect)
        #expect(tree.parent.convert(rect, from: tree.child) == CGRect(x: 5, y: 5, width: 2, height: 3))
    }

    @Test func aViewsOwnBoundsOriginCountsWhenConvertingItsPoints() {
        let tree = ConversionTree(parentBoundsOrigin: .zero)
        tree.child.bounds.origin = CGPoint(x: 2, y: 1)
        // The child's bounds point (2, 1) is drawn at its frame's top-left corner.
        #expect(tree.child.convert(CGPoint(x: 2, y: 1), to: tree.parent) == CGPoint(x: 4, y: 4))
        #expect(tree.child.convert(CGPoint(x: 4, y: 4), from: tree.parent) == CGPoint(x: 2, y: 1))
    }

    @Test func convertingToNilOutsideAWindowUsesTheTopmostAncestor() {
        let root = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        let child = UIView(frame: CGRect(x: 3, y: 4, width: 5, height: 5))
        root.addSubview(child)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 4, y: 5))
        #expect(child.convert(CGPoint(x: 4, y: 5), from: nil) == CGPoint(x: 1, y: 1))
    }

    // MARK: - Autoresizing

    @Test(arguments: autoresizingCases)
    func autoresizingSharesTheSizeChangeAmongTheFlexibleParts(_ testCase: AutoresizingMaskCase) {
        // Horizontally 10 | 30 | 10 of 50 columns, growing by 20;
        // vertically 2 | 6 | 4 of 12 rows, growing by 60.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 12))
        let child = UIView(frame: CGRect(x: 10, y: 2, width: 30, height: 6))
        child.autoresizingMask = testCase.mask
        parent.addSubview(child)

        parent.frame = CGRect(x: 0, y: 0, width: 70, height: 72)

        #expect(child.frame == testCase.expected)
    }

    @Test func autoresizingSharesAShrinkInProportionToo() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)

        parent.frame.size.width = 20

        // 10 | 20 | 10 shares -20 as -5 | -10 | -5.
        #expect(child.frame == CGRect(x: 5, y: 0, width: 10, height: 10))
    }

    @Test func changingTheBoundsSizeAutoresizesSubviewsAsTheFrameDoes() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let child = UIView(frame: CGRect(x: 2, y: 2, width: 16, height: 6))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)

        parent.bounds.size = CGSize(width: 30, height: 12)

        #expect(child.frame == CGRect(x: 2, y: 2, width: 26, height: 8))
    }

    @Test func movingTheSuperviewWithoutResizingItLeavesSubviewsAlone() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let child = UIView(frame: CGRect(x: 2, y: 2, width: 16, height: 6))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin, .flexibleHeight]
        parent.addSubview(child)

        parent.frame.origin = CGPoint(x: 7, y: 3)
        parent.bounds.origin = CGPoint(x: 1, y: 1)

        #expect(child.frame == CGRect(x: 2, y: 2, width: 16, height: 6))
    }

    @Test func autoresizesSubviewsFalseStopsAutoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 2, y: 2, width: 16, height: 6))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)

        parent.frame.size = CGSize(width: 40, height: 20)

        #expect(child.frame == CGRect(x: 2, y: 2, width: 16, height: 6))
    }

    @Test func autoresizingCascadesThroughResizedSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let badge = UIView(frame: CGRect(x: 15, y: 0, width: 5, height: 1))
        badge.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(panel)
        panel.addSubview(badge)

        root.frame.size = CGSize(width: 32, height: 10)

        #expect(panel.frame == CGRect(x: 0, y: 0, width: 32, height: 10))
        #expect(badge.frame == CGRect(x: 27, y: 0, width: 5, height: 1))
    }

    @Test func aTerminalResizeKeepsARightPinnedSubviewAtTheRightEdge() {
        let screen = HeadlessScreen(width: 20, height: 4)
        let controller = UIViewController()
        let badge = UIView(frame: CGRect(x: 16, y: 0, width: 4, height: 1))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        controller.view.addSubview(badge)
        screen.show(controller)

        screen.resize(width: 30, height: 6)

        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 30, height: 6))
        #expect(badge.frame == CGRect(x: 26, y: 0, width: 4, height: 1))
        withExtendedLifetime(screen) {}
    }
}

/// A window 40×20 holding a parent at (10, 5) sized 20×10, holding a child at (4, 4) sized 6×3.
@MainActor
private struct ConversionTree {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let parent = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
    let child = UIView(frame: CGRect(x: 4, y: 4, width: 6, height: 3))

    init(parentBoundsOrigin: CGPoint) {
        window.addSubview(parent)
        parent.addSubview(child)
        parent.bounds.origin = parentBoundsOrigin
    }
}

struct AutoresizingMaskCase: Sendable, CustomTestStringConvertible {
    let mask: UIView.AutoresizingMask
    let expected: CGRect
    let name: String

    var testDescription: String { name }
}

/// Start: x 10, width 30, right margin 10 of 50, growing to 70 (+20);
/// y 2, height 6, bottom margin 4 of 12, growing to 72 (+60).
private let autoresizingCases: [AutoresizingMaskCase] = [
    AutoresizingMaskCase(mask: [], expected: CGRect(x: 10, y: 2, width: 30, height: 6), name: "none"),
    AutoresizingMaskCase(
        mask: [.flexibleLeftMargin], expected: CGRect(x: 30, y: 2, width: 30, height: 6), name: "left"),
    AutoresizingMaskCase(mask: [.flexibleWidth], expected: CGRect(x: 10, y: 2, width: 50, height: 6), name: "width"),
    AutoresizingMaskCase(
        mask: [.flexibleRightMargin], expected: CGRect(x: 10, y: 2, width: 30, height: 6), name: "right"),
    AutoresizingMaskCase(
        mask: [.flexibleLeftMargin, .flexibleWidth], expected: CGRect(x: 15, y: 2, width: 45, height: 6),
        name: "left+width (10:30 share 5:15)"),
    AutoresizingMaskCase(
        mask: [.flexibleWidth, .flexibleRightMargin], expected: CGRect(x: 10, y: 2, width: 45, height: 6),
        name: "width+right (30:10 share 15:5)"),
    AutoresizingMaskCase(
        mask: [.flexibleLeftMargin, .flexibleRightMargin], expected: CGRect(x: 20, y: 2, width: 30, height: 6),
        name: "left+right (10:10 share 10:10)"),
    AutoresizingMaskCase(
        mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
        expected: CGRect(x: 14, y: 2, width: 42, height: 6), name: "left+width+right (10:30:10 share 4:12:4)"),
    AutoresizingMaskCase(
        mask: [.flexibleTopMargin], expected: CGRect(x: 10, y: 62, width: 30, height: 6), name: "top"),
    AutoresizingMaskCase(mask: [.flexibleHeight], expected: CGRect(x: 10, y: 2, width: 30, height: 66), name: "height"),
    AutoresizingMaskCase(
        mask: [.flexibleBottomMargin], expected: CGRect(x: 10, y: 2, width: 30, height: 6), name: "bottom"),
    AutoresizingMaskCase(
        mask: [.flexibleTopMargin, .flexibleHeight], expected: CGRect(x: 10, y: 17, width: 30, height: 51),
        name: "top+height (2:6 share 15:45)"),
    AutoresizingMaskCase(
        mask: [.flexibleHeight, .flexibleBottomMargin], expected: CGRect(x: 10, y: 2, width: 30, height: 42),
        name: "height+bottom (6:4 share 36:24)"),
    AutoresizingMaskCase(
        mask: [.flexibleTopMargin, .flexibleBottomMargin], expected: CGRect(x: 10, y: 22, width: 30, height: 6),
        name: "top+bottom (2:4 share 20:40)"),
    AutoresizingMaskCase(
        mask: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
        expected: CGRect(x: 10, y: 12, width: 30, height: 36), name: "top+height+bottom (2:6:4 share 10:30:20)"),
    AutoresizingMaskCase(
        mask: [.flexibleWidth, .flexibleHeight], expected: CGRect(x: 10, y: 2, width: 50, height: 66),
        name: "width+height"),
    AutoresizingMaskCase(
        mask: [.flexibleLeftMargin, .flexibleTopMargin], expected: CGRect(x: 30, y: 62, width: 30, height: 6),
        name: "left+top"),
]

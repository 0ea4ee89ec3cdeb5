import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Which view `hitTest(_:with:)` finds under a point: the deepest, front-most view that
/// takes touches and contains the point.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct HitTestingTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func theDeepestViewContainingThePointWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let panel = UIView(frame: CGRect(x: 5, y: 2, width: 20, height: 6))
        let button = UIView(frame: CGRect(x: 2, y: 1, width: 6, height: 1))
        root.addSubview(panel)
        panel.addSubview(button)

        #expect(root.hitTest(CGPoint(x: 8, y: 3), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 15, y: 3), with: nil) === panel)
        #expect(root.hitTest(CGPoint(x: 1, y: 1), with: nil) === root)
    }

    @Test func aPointOutsideTheReceiverFindsNothing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(root.hitTest(CGPoint(x: 30, y: 0), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 0, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: -1, y: 5), with: nil) == nil)
    }

    @Test func edgesFollowTheBoundsHalfOpen() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let box = UIView(frame: CGRect(x: 5, y: 2, width: 4, height: 3))
        root.addSubview(box)
        #expect(root.hitTest(CGPoint(x: 5, y: 2), with: nil) === box)
        #expect(root.hitTest(CGPoint(x: 8.9, y: 4.9), with: nil) === box)
        #expect(root.hitTest(CGPoint(x: 9, y: 2), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
    }

    @Test func theFrontMostOverlappingSiblingWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let front = UIView(frame: CGRect(x: 5, y: 0, width: 10, height: 5))
        root.addSubview(back)
        root.addSubview(front)

        #expect(root.hitTest(CGPoint(x: 7, y: 1), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 2, y: 1), with: nil) === back)

        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 7, y: 1), with: nil) === back)
    }

    @Test func aHiddenViewAndItsSubviewsAreSkipped() {
        let (root, back, front, inner) = overlappingViews()
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 7, y: 1), with: nil) === back)
        #expect(inner.superview === front)
    }

    @Test func aViewWithUserInteractionDisabledAndItsSubviewsAreSkipped() {
        let (root, back, front, _) = overlappingViews()
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 7, y: 1), with: nil) === back)
    }

    @Test func aViewWithAlphaBelowOneHundredthAndItsSubviewsAreSkipped() {
        let (root, back, front, inner) = overlappingViews()
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 7, y: 1), with: nil) === back)

        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 7, y: 1), with: nil) === inner)
    }

    @Test func aTransparentSubviewStillTakesTouches() {
        let (root, _, front, inner) = overlappingViews()
        inner.alpha = 0.5
        front.backgroundColor = nil
        #expect(root.hitTest(CGPoint(x: 7, y: 1), with: nil) === inner)
    }

    @Test func aReceiverThatDoesNotTakeTouchesFindsNothingEvenOverItsSubviews() {
        let (root, _, _, _) = overlappingViews()
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 7, y: 1), with: nil) == nil)
        root.isUserInteractionEnabled = true
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 7, y: 1), with: nil) == nil)
    }

    @Test func aLabelDoesNotTakeTouchesByDefaultSoItsSuperviewIsFound() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        label.text = "Title"
        root.addSubview(label)
        #expect(!label.isUserInteractionEnabled)
        #expect(root.hitTest(CGPoint(x: 2, y: 0), with: nil) === root)
    }

    @Test func aSubviewOutsideItsSuperviewsBoundsIsNotFoundThere() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let overhang = UIView(frame: CGRect(x: 8, y: 0, width: 10, height: 2))
        root.addSubview(parent)
        parent.addSubview(overhang)
        #expect(!parent.clipsToBounds)

        #expect(root.hitTest(CGPoint(x: 9, y: 1), with: nil) === overhang)
        #expect(root.hitTest(CGPoint(x: 12, y: 1), with: nil) === root)
    }

    @Test func pointInsideOverridesDecideWhatIsInside() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let overhang = UIView(frame: CGRect(x: 8, y: 0, width: 10, height: 1))
        root.addSubview(ring)
        ring.addSubview(overhang)

        // The ring's hole (columns 3...6 of rows 1...3) is not part of it.
        #expect(root.hitTest(CGPoint(x: 4, y: 2), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 1, y: 2), with: nil) === ring)
        // Its grown hit area reaches 5 columns past its right edge, so the overhang is found there.
        #expect(root.hitTest(CGPoint(x: 12, y: 0), with: nil) === overhang)
        #expect(root.hitTest(CGPoint(x: 12, y: 1), with: nil) === ring)
        #expect(root.hitTest(CGPoint(x: 12, y: 2), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 16, y: 0), with: nil) === root)
    }

    @Test func pointsAreConvertedThroughEachSubviewsFrameAndBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let scroller = UIView(frame: CGRect(x: 2, y: 2, width: 10, height: 4))
        scroller.bounds.origin = CGPoint(x: 0, y: 10)
        let row = UIView(frame: CGRect(x: 0, y: 11, width: 10, height: 1))
        root.addSubview(scroller)
        scroller.addSubview(row)

        // Row y 11 is scrolled to scroller y 1, which is root y 3.
        #expect(root.hitTest(CGPoint(x: 4, y: 3), with: nil) === row)
        #expect(root.hitTest(CGPoint(x: 4, y: 2), with: nil) === scroller)
        #expect(row.convert(CGPoint(x: 2, y: 0), to: root) == CGPoint(x: 4, y: 3))
    }

    @Test func aTapOnAHeadlessScreenGoesToTheHitView() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let controller = UIViewController()
        let target = TouchRecordingView(frame: CGRect(x: 4, y: 1, width: 5, height: 2))
        controller.view.addSubview(target)
        screen.show(controller)

        screen.tap(at: CGPoint(x: 6, y: 2))
        screen.tap(at: CGPoint(x: 12, y: 2))

        #expect(target.touches == ["began (2, 1)", "ended (2, 1)"])
    }
}

/// A root 30×10 with `back` (0, 0, 10×5) and `front` (5, 0, 10×5) overlapping on columns
/// 5...9, and `inner` filling `front`.
@MainActor
private func overlappingViews() -> (root: UIView, back: UIView, front: UIView, inner: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
    let front = UIView(frame: CGRect(x: 5, y: 0, width: 10, height: 5))
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(inner)
    #expect(root.hitTest(CGPoint(x: 7, y: 1), with: nil) === inner)
    return (root, back, front, inner)
}

/// A view with a hole in its middle and a hit area grown 5 columns to the right on its first two rows.
@MainActor
private final class RingView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if CGRect(x: 3, y: 1, width: 4, height: 3).contains(point) { return false }
        if CGRect(x: 10, y: 0, width: 5, height: 2).contains(point) { return true }
        return super.point(inside: point, with: event)
    }
}

/// A view that records the touches it gets, with their location in its own coordinates.
@MainActor
private final class TouchRecordingView: UIView {
    var touches: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches)
    }

    private func record(_ phase: String, _ set: Set<UITouch>) {
        for touch in set {
            let point = touch.location(in: self)
            touches.append("\(phase) (\(Int(point.x)), \(Int(point.y)))")
        }
    }
}

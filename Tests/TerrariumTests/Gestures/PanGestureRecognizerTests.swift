import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Pans (translation, velocity from the virtual clock), screen-edge pans and swipes.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct PanGestureRecognizerTests {
    @Test func theTranslationFollowsThePointerAndCanBeSetBack() {
        let stage = GestureStage()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { pan in
            translations.append(pan.translation(in: stage.pad))
            if pan.state == .changed { pan.setTranslation(.zero, in: stage.pad) }
        }
        stage.container.addGestureRecognizer(pan)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 17, y: 4), CGPoint(x: 20, y: 5), CGPoint(x: 21, y: 5)])
        #expect(
            translations == [
                CGPoint(x: 2, y: 0),  // began: the first move is already counted
                CGPoint(x: 5, y: 1),  // changed: still from where the touch went down; then set back to zero
                CGPoint(x: 1, y: 0),  // changed
                CGPoint(x: 0, y: 0),  // ended where the last move was
            ])
    }

    @Test func setTranslationTakesAValueInAViewsCoordinates() {
        let stage = GestureStage()
        let pan = UIPanGestureRecognizer()
        stage.container.addGestureRecognizer(pan)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        input.moveTouch(to: CGPoint(x: 16, y: 4))
        pan.setTranslation(CGPoint(x: 10, y: -1), in: stage.pad)
        input.moveTouch(to: CGPoint(x: 18, y: 4))
        #expect(pan.translation(in: stage.pad) == CGPoint(x: 12, y: -1))
        #expect(pan.translation(in: nil) == CGPoint(x: 12, y: -1), "no scaling between a view and the window")
        input.endTouch(at: CGPoint(x: 18, y: 4))
    }

    @Test func theVelocityComesFromTheTouchesTimestamps() {
        let stage = GestureStage()
        var velocities: [CGPoint] = []
        stage.container.addGestureRecognizer(UIPanGestureRecognizer { pan in velocities.append(pan.velocity(in: nil)) })
        // 20 columns in half a second, one column every 25 ms.
        stage.screen.drag(from: CGPoint(x: 10, y: 4), to: CGPoint(x: 30, y: 4), duration: 0.5)
        #expect(velocities.count == 21, "began with the first move, changed with 19, ended")
        #expect(velocities.last.map { abs($0.x - 40) < 0.001 && $0.y == 0 } == true)
    }

    @Test func aDragWithoutADurationHasNoVelocity() {
        let stage = GestureStage()
        var last = CGPoint(x: -1, y: -1)
        stage.container.addGestureRecognizer(UIPanGestureRecognizer { pan in last = pan.velocity(in: nil) })
        stage.screen.drag(from: CGPoint(x: 10, y: 4), to: CGPoint(x: 20, y: 4))
        #expect(last == .zero)
    }

    @Test func restingBeforeTheReleaseEndsWithNoVelocity() {
        let stage = GestureStage()
        var states: [(UIGestureRecognizer.State, CGPoint)] = []
        stage.container.addGestureRecognizer(UIPanGestureRecognizer { pan in states.append((pan.state, pan.velocity(in: nil))) })
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: CGPoint(x: 10, y: 4))
        stage.screen.advance(by: 0.05)
        input.moveTouch(to: CGPoint(x: 12, y: 4))
        #expect(states.last.map { $0.0 == .began && abs($0.1.x - 40) < 0.001 } == true)
        stage.screen.advance(by: 0.5)
        input.endTouch(at: CGPoint(x: 12, y: 4))
        #expect(states.last.map { $0.0 == .ended && $0.1 == .zero } == true)
    }

    @Test func aTouchReleasedWithoutMovingIsNotAPan() {
        let stage = GestureStage()
        stage.container.addGestureRecognizer(stage.record(UIPanGestureRecognizer(), as: "pan"))
        stage.screen.tap(at: stage.onPad)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesEnded"])
    }

    @Test func aRightDragIsNotAPan() {
        let stage = GestureStage()
        stage.container.addGestureRecognizer(stage.record(UIPanGestureRecognizer(), as: "pan"))
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad, buttonMask: .secondary)
        input.moveTouch(to: CGPoint(x: 17, y: 4))
        input.endTouch(at: CGPoint(x: 17, y: 4))
        #expect(stage.entries == ["pad touchesBegan", "pad touchesMoved", "pad touchesEnded"])
    }

    @Test func aSliderKeepsItsDragFromAnAncestorsPan() {
        let stage = GestureStage()
        let slider = UISlider(frame: CGRect(x: 35, y: 10, width: 20, height: 1))
        stage.container.addSubview(slider)
        stage.container.addGestureRecognizer(stage.record(UIPanGestureRecognizer(), as: "pan"))
        stage.screen.drag(from: CGPoint(x: 36, y: 10), to: CGPoint(x: 50, y: 10))
        #expect(stage.entries.isEmpty)
        #expect(slider.value > 0.5)
    }

    // MARK: Screen edges

    @Test func aScreenEdgePanBeginsOnlyAtItsEdgeMovingAway() {
        let stage = GestureStage()
        let edge = stage.record(UIScreenEdgePanGestureRecognizer(), as: "edge")
        edge.edges = .left
        stage.container.addGestureRecognizer(edge)

        stage.screen.drag(from: CGPoint(x: 1, y: 8), to: CGPoint(x: 20, y: 8), duration: 0.3)
        #expect(stage.entries.first == "container touchesBegan")
        #expect(stage.entries.dropFirst().first == "container touchesCancelled")
        #expect(stage.entries.filter { $0.hasPrefix("edge") }.first == "edge began")
        #expect(stage.entries.last == "edge ended")

        stage.log.entries.removeAll()
        stage.screen.drag(from: CGPoint(x: 2, y: 8), to: CGPoint(x: 20, y: 8))
        #expect(!stage.entries.contains("edge began"), "the third column is not the edge")

        stage.log.entries.removeAll()
        stage.screen.drag(from: CGPoint(x: 0, y: 8), to: CGPoint(x: 0, y: 12))
        #expect(!stage.entries.contains("edge began"), "along the edge, not away from it")
    }

    @Test func eachEdgeIsABandOfTwoColumnsOrOneRow() {
        for (edges, start, end) in [
            (UIRectEdge.right, CGPoint(x: 58, y: 8), CGPoint(x: 40, y: 8)),
            (.top, CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 6)),
            (.bottom, CGPoint(x: 30, y: 15), CGPoint(x: 30, y: 9)),
        ] {
            let stage = GestureStage()
            let edge = stage.record(UIScreenEdgePanGestureRecognizer(), as: "edge")
            edge.edges = edges
            stage.container.addGestureRecognizer(edge)
            stage.screen.drag(from: start, to: end)
            #expect(stage.entries.last == "edge ended", "\(edges)")
        }
        let stage = GestureStage()
        let none = stage.record(UIScreenEdgePanGestureRecognizer(), as: "edge")
        stage.container.addGestureRecognizer(none)
        stage.screen.drag(from: CGPoint(x: 0, y: 8), to: CGPoint(x: 20, y: 8))
        #expect(stage.entries.isEmpty == false && !stage.entries.contains("edge began"), "no edges: never")
    }

    @Test func aContainerMayMeasureTheEdgeInItsOwnView() {
        let stage = GestureStage()
        let edge = stage.record(UIScreenEdgePanGestureRecognizer(), as: "edge")
        edge.edges = .left
        edge._edgeReferenceView = stage.pad
        stage.pad.addGestureRecognizer(edge)
        stage.screen.drag(from: CGPoint(x: 11, y: 4), to: CGPoint(x: 20, y: 4))
        #expect(stage.entries.last == "edge ended")
    }

    @Test func anEdgePanReportsItsTranslationAndVelocityForAnInteractiveTransition() {
        let stage = GestureStage()
        var progress: [CGFloat] = []
        var releaseVelocity = CGPoint.zero
        let edge = UIScreenEdgePanGestureRecognizer { pan in
            let view = stage.container
            progress.append(pan.translation(in: view).x / view.bounds.width)
            if pan.state == .ended { releaseVelocity = pan.velocity(in: view) }
        }
        edge.edges = .left
        stage.container.addGestureRecognizer(edge)
        stage.screen.drag(from: CGPoint(x: 0, y: 8), to: CGPoint(x: 30, y: 8), duration: 0.3)
        #expect(progress.last == 0.5)
        #expect(abs(releaseVelocity.x - 100) < 0.001)
    }

    // MARK: Swipes

    @Test func aQuickDragInTheDirectionIsASwipeRecognizedBeforeTheRelease() {
        let stage = GestureStage()
        let swipe = stage.record(UISwipeGestureRecognizer(), as: "swipe")
        swipe.direction = .left
        stage.container.addGestureRecognizer(swipe)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: CGPoint(x: 30, y: 10))
        for x in stride(from: 29, through: 26, by: -1) { input.moveTouch(to: CGPoint(x: CGFloat(x), y: 10)) }
        #expect(stage.entries == ["container touchesBegan", "container touchesMoved", "container touchesMoved",
                                  "container touchesMoved", "container touchesCancelled", "swipe ended"])
        input.endTouch(at: CGPoint(x: 26, y: 10))
    }

    @Test func aSwipeFailsTheWrongWayTooSlowOrTooShort() {
        for (start, end, duration, label) in [
            (CGPoint(x: 30, y: 10), CGPoint(x: 40, y: 10), 0.1, "the wrong way"),
            (CGPoint(x: 30, y: 10), CGPoint(x: 20, y: 10), 2.0, "too slow"),  // 4 columns after 0.8 s
            (CGPoint(x: 30, y: 10), CGPoint(x: 28, y: 10), 0.1, "too short"),
            (CGPoint(x: 30, y: 6), CGPoint(x: 27, y: 12), 0.1, "mostly down"),
        ] {
            let stage = GestureStage()
            let swipe = stage.record(UISwipeGestureRecognizer(), as: "swipe")
            swipe.direction = .left
            stage.container.addGestureRecognizer(swipe)
            stage.screen.drag(from: start, to: end, duration: duration)
            #expect(!stage.entries.contains("swipe ended"), "\(label)")
        }
    }

    @Test func aSwipeUpOrDownNeedsTwoRows() {
        let stage = GestureStage()
        let swipe = stage.record(UISwipeGestureRecognizer(), as: "swipe")
        swipe.direction = [.up, .down]
        stage.container.addGestureRecognizer(swipe)
        stage.screen.drag(from: CGPoint(x: 30, y: 10), to: CGPoint(x: 30, y: 8), duration: 0.1)
        #expect(stage.entries.last == "swipe ended")
    }

    @Test func swipeDirectionsHaveUIKitsRawValues() {
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }
}

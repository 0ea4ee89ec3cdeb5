import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Taps counted from the dispatcher's click series, and long presses on the main loop's clock.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TapGestureRecognizerTests {
    @Test func aClickIsASingleTapWithItsLocationAndOneTouchInTheAction() {
        let stage = GestureStage()
        var seen: (CGPoint, Int)?
        let tap = UITapGestureRecognizer { tap in seen = (tap.location(in: tap.view), tap.numberOfTouches) }
        stage.pad.addGestureRecognizer(tap)
        stage.screen.tap(at: stage.onPad)
        #expect(seen?.0 == CGPoint(x: 5.5, y: 2.5), "in the pad's coordinates, the middle of the clicked cell")
        #expect(seen?.1 == 1)
        #expect(
            tap.numberOfTouches == 0 && tap.location(in: nil) == CGPoint(x: stage.onPad.x + 0.5, y: stage.onPad.y + 0.5),
            "the last place, after the gesture")
    }

    @Test func aDoubleTapNeedsTwoClicksInTheInterval() {
        let stage = GestureStage()
        let double = stage.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        stage.container.addGestureRecognizer(double)
        stage.screen.tap(at: stage.onPad, tapCount: 2)
        #expect(stage.entries.last == "double ended")

        stage.log.entries.removeAll()
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        input.endTouch(at: stage.onPad)
        stage.screen.advance(by: 0.6)
        input.beginTouch(at: stage.onPad)
        input.endTouch(at: stage.onPad)
        stage.screen.runUntilIdle()
        #expect(!stage.entries.contains("double ended"), "the second click came too late")
    }

    @Test func aTripleTapCountsClicksFromWhereItsGestureBegan() {
        let stage = GestureStage()
        let triple = stage.record(UITapGestureRecognizer(), as: "triple")
        triple.numberOfTapsRequired = 3
        stage.container.addGestureRecognizer(triple)
        stage.screen.tap(at: stage.onPad, tapCount: 3)
        #expect(stage.entries.last == "triple ended")
    }

    @Test func aClickOnAnotherCellBreaksTheSeries() {
        let stage = GestureStage()
        let double = stage.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        stage.container.addGestureRecognizer(double)
        stage.screen.tap(at: stage.onPad)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        input.endTouch(at: stage.onPad)
        input.beginTouch(at: CGPoint(x: 16, y: 4))
        #expect(double.state == .failed, "the second click is on another cell: it fails at once")
        input.endTouch(at: CGPoint(x: 16, y: 4))
        stage.screen.runUntilIdle()
        #expect(!stage.entries.contains("double ended"))
    }

    @Test func aClickThatMovesIsNotATap() {
        let stage = GestureStage()
        let tap = stage.record(UITapGestureRecognizer(), as: "tap")
        stage.container.addGestureRecognizer(tap)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4), stage.onPad])
        #expect(!stage.entries.contains("tap ended"))
    }

    @Test func aTapNeedingTwoTouchesFailsWithAMouse() {
        let stage = GestureStage()
        let tap = stage.record(UITapGestureRecognizer(), as: "tap")
        tap.numberOfTouchesRequired = 2
        stage.container.addGestureRecognizer(tap)
        stage.screen.tap(at: stage.onPad)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesEnded"])
    }

    // MARK: Long press

    @Test func aLongPressBeginsAfterItsDurationCancelsTheViewsTouchAndEndsOnRelease() {
        let stage = GestureStage()
        let press = stage.record(UILongPressGestureRecognizer(), as: "press")
        stage.container.addGestureRecognizer(press)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        stage.screen.advance(by: 0.4)
        #expect(stage.entries == ["pad touchesBegan"])
        stage.screen.advance(by: 0.1)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "press began"])
        input.moveTouch(to: CGPoint(x: 25, y: 4))
        input.endTouch(at: CGPoint(x: 25, y: 4))
        #expect(
            stage.entries == ["pad touchesBegan", "pad touchesCancelled", "press began", "press changed", "press ended"]
        )
    }

    @Test func theHeadlessScreensLongPressHoldsOnTheVirtualClock() {
        let stage = GestureStage()
        let press = stage.record(UILongPressGestureRecognizer(), as: "press")
        press.minimumPressDuration = 1
        stage.container.addGestureRecognizer(press)
        let start = MainLoop.main.now
        stage.screen.longPress(at: stage.onPad, duration: 1.2)
        #expect(MainLoop.main.now - start >= 1.2 - 1e-9, "the clock moved by the whole press")
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "press began", "press ended"])
    }

    @Test func aPressReleasedEarlyOrMovedTooFarFails() {
        let stage = GestureStage()
        let press = stage.record(UILongPressGestureRecognizer(), as: "press")
        stage.container.addGestureRecognizer(press)
        stage.screen.longPress(at: stage.onPad, duration: 0.3)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesEnded"])

        stage.log.entries.removeAll()
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        input.moveTouch(to: CGPoint(x: 16, y: 4))
        #expect(press.state == .possible, "one cell is allowed")
        input.moveTouch(to: CGPoint(x: 17, y: 4))
        stage.screen.advance(by: 1)
        input.endTouch(at: CGPoint(x: 17, y: 4))
        #expect(!stage.entries.contains("press began"))
    }

    @Test func aLongPressWinsOverATapOnlyWhenHeldLongEnough() {
        let stage = GestureStage()
        stage.container.addGestureRecognizer(stage.record(UITapGestureRecognizer(), as: "tap"))
        stage.container.addGestureRecognizer(stage.record(UILongPressGestureRecognizer(), as: "press"))
        stage.screen.tap(at: stage.onPad)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "tap ended"])
        stage.log.entries.removeAll()
        stage.screen.longPress(at: stage.onPad, duration: 0.7)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "press began", "press ended"])
    }

    @Test func aLongPressAfterAClickNeedsTheClickFirst() {
        let stage = GestureStage()
        let press = stage.record(UILongPressGestureRecognizer(), as: "press")
        press.numberOfTapsRequired = 1
        press.cancelsTouchesInView = false
        press.delaysTouchesEnded = false
        stage.container.addGestureRecognizer(press)
        stage.screen.longPress(at: stage.onPad, duration: 0.7)
        #expect(!stage.entries.contains("press began"), "a press alone is not a click then a press")

        stage.log.entries.removeAll()
        stage.screen.advance(by: 1)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        input.endTouch(at: stage.onPad)
        stage.screen.advance(by: 0.1)
        input.beginTouch(at: stage.onPad)
        stage.screen.advance(by: 0.6)
        input.endTouch(at: stage.onPad)
        #expect(stage.entries.filter { $0.hasPrefix("press") } == ["press began", "press ended"])
    }

    @Test func aWiderAllowableMovementLetsThePressDriftFurther() {
        let stage = GestureStage()
        let press = stage.record(UILongPressGestureRecognizer(), as: "press")
        press.allowableMovement = 3
        stage.container.addGestureRecognizer(press)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        input.moveTouch(to: CGPoint(x: 18, y: 4))
        stage.screen.advance(by: 0.5)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesMoved", "pad touchesCancelled", "press began"])
        input.endTouch(at: CGPoint(x: 18, y: 4))

        stage.log.entries.removeAll()
        input.beginTouch(at: stage.onPad)
        input.moveTouch(to: CGPoint(x: 19, y: 4))
        #expect(press.state == .failed, "4 cells is beyond 3")
        stage.screen.advance(by: 0.5)
        input.endTouch(at: CGPoint(x: 19, y: 4))
        #expect(!stage.entries.contains("press began"))
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Controls {
    /// UIStepper: its halves by click and key, ends, wrapping, autorepeat on the clock.
    @MainActor
    @Suite struct StepperTests {
        let log = Log()

        private func makeStepper() -> UIStepper {
            let stepper = UIStepper()
            stepper.sizeToFit()
            stepper.frame.origin = CGPoint(x: 1, y: 1)
            return stepper
        }

        @Test func itDrawsTwoHalvesAndDimsTheOneAtItsEnd() {
            let stepper = makeStepper()
            let (screen, _) = showControls([stepper])
            defer { withExtendedLifetime(screen) {} }
            #expect(stepper.frame.size == CGSize(width: 7, height: 1))
            #expect(screen.lines[1] == "  − │ +")
            #expect(screen.canvas[x: 2, y: 1].attributes.contains(.dim), "at the minimum, − is dim")
            #expect(!screen.canvas[x: 6, y: 1].attributes.contains(.dim))
        }

        @Test func clickingTheHalvesStepsDownAndUp() {
            let stepper = makeStepper()
            stepper.stepValue = 5
            log.recordValueEvents(of: stepper)
            let (screen, _) = showControls([stepper])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 6, y: 1))
            screen.tap(at: CGPoint(x: 6, y: 1))
            #expect(stepper.value == 10)
            screen.tap(at: CGPoint(x: 2, y: 1))
            #expect(stepper.value == 5)
            #expect(
                Array(log.entries.prefix(4)) == [
                    "touchDown", "valueChanged", "touchUpInside", "primaryActionTriggered",
                ])
        }

        @Test func keysStepTheFocusedStepper() {
            let stepper = makeStepper()
            var values: [Double] = []
            stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
            let (screen, _) = showControls([stepper])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            for key in ["right", "up", "+", "=", "left", "down", "-"] { screen.press(key) }
            #expect(values == [1, 2, 3, 4, 3, 2, 1])
        }

        @Test func theValueStopsAtTheEndsOrWraps() {
            let stepper = makeStepper()
            stepper.maximumValue = 2
            let (screen, _) = showControls([stepper])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            for _ in 0..<4 { screen.press("up") }
            #expect(stepper.value == 2)
            stepper.wraps = true
            screen.press("up")
            #expect(stepper.value == 0)
            screen.press("down")
            #expect(stepper.value == 2)
        }

        @Test func holdingAHalfRepeatsOnTheClock() {
            let stepper = makeStepper()
            var count = 0
            stepper.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
            let (screen, _) = showControls([stepper])
            defer { withExtendedLifetime(screen) {} }
            pressDown(on: screen, at: CGPoint(x: 6, y: 1))
            #expect(stepper.value == 1)
            screen.advance(by: 0.45)
            #expect(stepper.value == 1, "the repeat waits half a second")
            screen.advance(by: 0.1)
            #expect(stepper.value == 2)
            screen.advance(by: 0.3)
            #expect(stepper.value == 5)
            lift(on: screen, at: CGPoint(x: 6, y: 1))
            screen.advance(by: 1)
            #expect(stepper.value == 5, "the release stops the repeat")
            #expect(count == 5)
            #expect(MainLoop.main.nextDeadline == nil, "no repeat is left scheduled")
        }

        @Test func aDiscontinuousStepperSendsOnceWhenReleased() {
            let stepper = makeStepper()
            stepper.isContinuous = false
            var values: [Double] = []
            stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
            let (screen, _) = showControls([stepper])
            defer { withExtendedLifetime(screen) {} }
            pressDown(on: screen, at: CGPoint(x: 6, y: 1))
            screen.advance(by: 0.75)
            #expect(values.isEmpty)
            lift(on: screen, at: CGPoint(x: 6, y: 1))
            #expect(values == [4])
        }

        @Test func withoutAutorepeatHoldingStepsOnce() {
            let stepper = makeStepper()
            stepper.autorepeat = false
            let (screen, _) = showControls([stepper])
            defer { withExtendedLifetime(screen) {} }
            pressDown(on: screen, at: CGPoint(x: 6, y: 1))
            screen.advance(by: 2)
            lift(on: screen, at: CGPoint(x: 6, y: 1))
            #expect(stepper.value == 1)
        }

        /// Holds the mouse button down at `point` without letting go or running the loop.
        private func pressDown(on screen: HeadlessScreen, at point: CGPoint) {
            screen.eventDispatcher.beginTouch(at: point)
        }

        /// Lets the held button go at `point`; then runs until idle.
        private func lift(on screen: HeadlessScreen, at point: CGPoint) {
            screen.eventDispatcher.endTouch(at: point)
            screen.runUntilIdle()
        }
    }
}

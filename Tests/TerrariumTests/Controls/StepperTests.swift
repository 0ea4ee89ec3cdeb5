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
            let touch = pressDown(on: screen, at: CGPoint(x: 6, y: 1))
            #expect(stepper.value == 1)
            screen.advance(by: 0.45)
            #expect(stepper.value == 1, "the repeat waits half a second")
            screen.advance(by: 0.1)
            #expect(stepper.value == 2)
            screen.advance(by: 0.3)
            #expect(stepper.value == 5)
            lift(touch, on: screen)
            screen.advance(by: 1)
            #expect(stepper.value == 5, "the release stops the repeat")
            #expect(count == 5)
            #expect(MainLoop.main.nextDeadline == nil, "nothing left scheduled")
        }

        @Test func aDiscontinuousStepperSendsOnceWhenReleased() {
            let stepper = makeStepper()
            stepper.isContinuous = false
            var values: [Double] = []
            stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
            let (screen, _) = showControls([stepper])
            defer { withExtendedLifetime(screen) {} }
            let touch = pressDown(on: screen, at: CGPoint(x: 6, y: 1))
            screen.advance(by: 0.75)
            #expect(values.isEmpty)
            lift(touch, on: screen)
            #expect(values == [4])
        }

        @Test func withoutAutorepeatHoldingStepsOnce() {
            let stepper = makeStepper()
            stepper.autorepeat = false
            let (screen, _) = showControls([stepper])
            defer { withExtendedLifetime(screen) {} }
            let touch = pressDown(on: screen, at: CGPoint(x: 6, y: 1))
            screen.advance(by: 2)
            lift(touch, on: screen)
            #expect(stepper.value == 1)
        }

        /// Begins a touch at `point` without ending it.
        private func pressDown(on screen: HeadlessScreen, at point: CGPoint) -> UITouch {
            let now = MainLoop.main.now
            let view = screen.window.hitTest(point, with: nil)
            let touch = UITouch(
                window: screen.window, view: view, location: point, phase: .began, tapCount: 1, timestamp: now)
            screen.window.sendEvent(UIEvent(timestamp: now, touches: [touch]))
            return touch
        }

        private func lift(_ touch: UITouch, on screen: HeadlessScreen) {
            touch.phase = .ended
            screen.window.sendEvent(UIEvent(timestamp: MainLoop.main.now, touches: [touch]))
            MainLoop.main.runUntilIdle()
        }
    }
}

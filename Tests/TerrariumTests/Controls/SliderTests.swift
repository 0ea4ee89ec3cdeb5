import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Controls {
    /// UISlider: the track's look, clicks and drags, arrow steps, continuity.
    @MainActor
    @Suite struct SliderTests {
        let log = Log()

        /// A slider 0...100 over 21 cells at (2, 1): each cell is 5.
        private func makeSlider(value: Float = 0) -> UISlider {
            let slider = UISlider(frame: CGRect(x: 2, y: 1, width: 21, height: 1))
            slider.maximumValue = 100
            slider.value = value
            return slider
        }

        @Test func theThumbSitsInTheCellNearestTheValue() {
            let slider = makeSlider(value: 50)
            let (screen, _) = showControls([slider])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[1] == "  ━━━━━━━━━━●──────────")
            slider.value = 100
            screen.runUntilIdle()
            #expect(screen.lines[1] == "  ━━━━━━━━━━━━━━━━━━━━●")
            slider.value = -5
            #expect(slider.value == 0, "clamped to the range")
            screen.runUntilIdle()
            #expect(screen.lines[1] == "  ●────────────────────")
        }

        @Test func trackColoursFollowTheTints() {
            let slider = makeSlider(value: 50)
            slider.minimumTrackTintColor = .systemRed
            slider.maximumTrackTintColor = .systemGreen
            slider.thumbTintColor = .systemOrange
            let (screen, _) = showControls([slider])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.canvas[x: 3, y: 1].foreground == .systemRed)
            #expect(screen.canvas[x: 12, y: 1].foreground == .systemOrange)
            #expect(screen.canvas[x: 20, y: 1].foreground == .systemGreen)
        }

        @Test func aClickOnTheTrackMovesTheValueThere() {
            let slider = makeSlider()
            log.recordValueEvents(of: slider)
            let (screen, _) = showControls([slider])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 7, y: 1))
            #expect(slider.value == 25)
            #expect(log.entries == ["touchDown", "valueChanged", "touchUpInside", "primaryActionTriggered"])
        }

        @Test func aDragSendsValueChangedAtEachStepAndFollowsTheColumnOutside() {
            let slider = makeSlider()
            var values: [Float] = []
            slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
            let (screen, _) = showControls([slider])
            defer { withExtendedLifetime(screen) {} }
            screen.drag(
                from: CGPoint(x: 2, y: 1), through: [CGPoint(x: 4, y: 1), CGPoint(x: 6, y: 3), CGPoint(x: 40, y: 3)])
            #expect(values == [10, 20, 100])
        }

        @Test func aDiscontinuousSliderSendsOnceAtTheEnd() {
            let slider = makeSlider()
            slider.isContinuous = false
            var values: [Float] = []
            slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
            let (screen, _) = showControls([slider])
            defer { withExtendedLifetime(screen) {} }
            screen.drag(from: CGPoint(x: 2, y: 1), through: [CGPoint(x: 4, y: 1), CGPoint(x: 12, y: 1)])
            #expect(values == [50])
        }

        @Test func arrowsStepByOneCellAndPageKeysByATenth() {
            let slider = makeSlider(value: 50)
            var values: [Float] = []
            slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
            let (screen, _) = showControls([slider])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            #expect(screen.window.focusedView === slider)
            screen.press("right")
            screen.press("up")
            screen.press("left")
            screen.press("down")
            screen.press("down")
            screen.press("pageup")
            screen.press("end")
            screen.press("right")
            screen.press("home")
            #expect(values == [55, 60, 55, 50, 45, 55, 100, 0], "no event at the end: nothing changed")
            #expect(screen.canvas[x: 2, y: 1].attributes.contains(.reverse), "the focused thumb is reversed")
        }

        @Test func aNarrowSliderStepsByATenth() {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
            let (screen, _) = showControls([slider])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            screen.press("right")
            #expect(abs(slider.value - 0.1) < 0.0001)
        }

        @Test func settingTheValueInCodeSendsNothing() {
            let slider = makeSlider()
            log.recordValueEvents(of: slider)
            slider.setValue(30, animated: true)
            slider.minimumValue = 40
            #expect(slider.value == 40)
            #expect(log.entries.isEmpty)
        }

        @Test func itTakesTheWidthAStackViewGivesIt() {
            let slider = UISlider()
            #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 1))
            let label = UILabel()
            label.text = "Vol"
            let stack = UIStackView(arrangedSubviews: [label, slider])
            stack.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
            let (screen, _) = showControls([stack])
            defer { withExtendedLifetime(screen) {} }
            #expect(slider.frame == CGRect(x: 3, y: 0, width: 17, height: 1))
            #expect(screen.lines[0] == "Vol●────────────────")
        }
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Log {
    /// Records `.valueChanged` as "valueChanged", and the touch and primary events.
    func recordValueEvents(of control: UIControl) {
        recordEvents(of: control)
        control.addAction(action("valueChanged"), for: .valueChanged)
    }
}

extension Controls {
    /// UISwitch: its look, clicks and keys, and that code changes send nothing.
    @MainActor
    @Suite struct SwitchTests {
        let log = Log()

        private func makeSwitch(at origin: CGPoint = CGPoint(x: 1, y: 1)) -> UISwitch {
            let toggle = UISwitch()
            toggle.sizeToFit()
            toggle.frame.origin = origin
            return toggle
        }

        @Test func offAndOnDrawTheThumbAtTheLeftAndRight() {
            let toggle = makeSwitch()
            let (screen, _) = showControls([toggle])
            defer { withExtendedLifetime(screen) {} }
            #expect(toggle.frame.size == CGSize(width: 5, height: 1))
            #expect(screen.lines[1] == " (● O)")
            toggle.isOn = true
            screen.runUntilIdle()
            #expect(screen.lines[1] == " (I ●)")
            let inside = screen.cells(row: 1, from: 2, count: 3).map(\.background)
            #expect(inside.allSatisfy { $0 == UIColor.systemGreen.blended(over: .black) || $0 == .systemGreen })
        }

        @Test func onTintAndThumbTintColourTheSwitch() {
            let toggle = makeSwitch()
            toggle.isOn = true
            toggle.onTintColor = .systemOrange
            toggle.thumbTintColor = .systemRed
            let (screen, _) = showControls([toggle])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.canvas[x: 2, y: 1].background == .systemOrange)
            #expect(screen.canvas[x: 4, y: 1].foreground == .systemRed)
        }

        @Test func settingIsOnInCodeSendsNoEvent() {
            let toggle = makeSwitch()
            log.recordValueEvents(of: toggle)
            let (screen, _) = showControls([toggle])
            defer { withExtendedLifetime(screen) {} }
            toggle.isOn = true
            toggle.setOn(false, animated: true)
            #expect(log.entries.isEmpty)
            #expect(!toggle.isOn)
        }

        @Test func aClickFlipsItAndSendsValueChangedBeforeTheTouchUp() {
            let toggle = makeSwitch()
            log.recordValueEvents(of: toggle)
            let (screen, _) = showControls([toggle])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 3, y: 1))
            #expect(toggle.isOn)
            #expect(log.entries == ["touchDown", "valueChanged", "touchUpInside", "primaryActionTriggered"])
            #expect(screen.lines[1] == " (I ●)")
            screen.tap(at: CGPoint(x: 1, y: 1))
            #expect(!toggle.isOn)
        }

        @Test func aDragThatEndsOutsideLeavesItAlone() {
            let toggle = makeSwitch()
            let (screen, _) = showControls([toggle])
            defer { withExtendedLifetime(screen) {} }
            screen.drag(from: CGPoint(x: 2, y: 1), through: [CGPoint(x: 20, y: 2)])
            #expect(!toggle.isOn)
        }

        @Test func spaceAndEnterFlipTheFocusedSwitch() {
            let toggle = makeSwitch()
            log.recordValueEvents(of: toggle)
            let (screen, _) = showControls([toggle])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            #expect(screen.window.focusedView === toggle)
            #expect(screen.canvas[x: 3, y: 1].attributes.contains(.reverse), "the focus ring is reverse video")
            screen.press("space")
            #expect(toggle.isOn)
            #expect(log.entries == ["valueChanged", "primaryActionTriggered"])
            screen.press("enter")
            #expect(!toggle.isOn)
        }

        @Test func aDisabledSwitchIgnoresClicksAndIsSkippedByTab() {
            let toggle = makeSwitch()
            toggle.isEnabled = false
            let (screen, _) = showControls([toggle])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 2, y: 1))
            screen.press("tab")
            #expect(!toggle.isOn)
            #expect(screen.window.focusedView == nil)
            #expect(screen.canvas[x: 2, y: 1].attributes.contains(.dim))
        }

        @Test func aPrimaryActionRunsWhenTheUserFlipsIt() {
            var states: [Bool] = []
            let toggle = UISwitch(
                frame: CGRect(x: 0, y: 0, width: 5, height: 1),
                primaryAction: UIAction { action in
                    states.append((action.sender as! UISwitch).isOn)
                })
            let (screen, _) = showControls([toggle])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 2, y: 0))
            #expect(states == [true])
        }

        @Test func itSitsInAStackViewAtItsIntrinsicSize() {
            let toggle = UISwitch()
            let label = UILabel()
            label.text = "Hidden files"
            let stack = UIStackView(arrangedSubviews: [label, toggle])
            stack.spacing = 1
            stack.frame = CGRect(x: 0, y: 0, width: 30, height: 1)
            stack.alignment = .center
            let (screen, _) = showControls([stack])
            defer { withExtendedLifetime(screen) {} }
            #expect(toggle.frame.size == CGSize(width: 5, height: 1))
            #expect(screen.lines[0].hasSuffix("(● O)"))
        }
    }
}

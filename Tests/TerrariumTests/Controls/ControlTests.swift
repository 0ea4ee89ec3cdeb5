import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Controls {
    /// UIControl's state, action table and touch handling, through UIButton and clicks.
    @MainActor
    @Suite struct ControlTests {
        let log = Log()

        @Test func aClickRunsThePrimaryActionOnceWithTheButtonAsSender() {
            let button = makeButton(
                "Save", configuration: .filled(), at: CGPoint(x: 3, y: 1), action: log.action("save"))
            let (screen, _) = showControls([button])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(text: "Save")
            #expect(log.entries == ["save"])
            #expect(log.senders.count == 1 && log.senders[0] === button)
            #expect(!button.isHighlighted, "the highlight ends with the click")
        }

        @Test func aClickSendsTouchDownThenTouchUpInsideThenThePrimaryAction() {
            let button = makeButton("Save", at: CGPoint(x: 0, y: 0))
            log.recordEvents(of: button)
            let (screen, _) = showControls([button])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 1, y: 0))
            #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        }

        @Test func liftingOutsideSendsTouchUpOutsideAndNotThePrimaryAction() {
            let button = HighlightSnoopingButton(configuration: .bordered())
            button.configuration?.title = "Save"
            button.sizeToFit()
            button.frame.origin = CGPoint(x: 2, y: 1)
            log.recordEvents(of: button)
            let (screen, _) = showControls([button])
            defer { withExtendedLifetime(screen) {} }
            screen.drag(from: CGPoint(x: 4, y: 1), through: [CGPoint(x: 5, y: 1), CGPoint(x: 20, y: 2)])
            #expect(
                log.entries == [
                    "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchUpOutside",
                ])
            #expect(button.highlights == [true, false], "highlighted while inside only")
            #expect(!button.isHighlighted)
        }

        @Test func draggingBackInsideAndLiftingThereStillPresses() {
            let button = makeButton("Save", at: CGPoint(x: 0, y: 0))
            log.recordEvents(of: button)
            let (screen, _) = showControls([button])
            defer { withExtendedLifetime(screen) {} }
            screen.drag(from: CGPoint(x: 0, y: 0), through: [CGPoint(x: 10, y: 2), CGPoint(x: 3, y: 0)])
            #expect(
                log.entries == [
                    "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside",
                    "touchUpInside", "primaryActionTriggered",
                ])
        }

        @Test func aDisabledButtonIgnoresClicksAndPassesThemOn() {
            let backdrop = PhaseRecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
            let button = makeButton(
                "Save", configuration: .filled(), at: CGPoint(x: 1, y: 1), action: log.action("save"))
            log.recordEvents(of: button)
            button.isEnabled = false
            backdrop.addSubview(button)
            let (screen, _) = showControls([backdrop])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(text: "Save")
            #expect(log.entries.isEmpty)
            #expect(backdrop.touches == ["began", "ended"], "the superview gets the touches")
            #expect(!button.isHighlighted)
        }

        @Test func disablingAButtonMidTouchSendsNothingMore() {
            let button = makeButton("Save", at: CGPoint(x: 0, y: 0))
            log.recordEvents(of: button)
            button.addAction(UIAction { [unowned button] _ in button.isEnabled = false }, for: .touchDown)
            let (screen, _) = showControls([button])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 1, y: 0))
            #expect(log.entries == ["touchDown"])
            #expect(!button.isHighlighted)
        }

        @Test func trackingCallbacksFrameATouch() {
            let button = TrackingButton(configuration: .plain())
            button.configuration?.title = "Go"
            button.sizeToFit()
            let (screen, _) = showControls([button])
            defer { withExtendedLifetime(screen) {} }
            screen.drag(from: CGPoint(x: 0, y: 0), through: [CGPoint(x: 1, y: 0)])
            #expect(
                button.calls == [
                    "begin highlighted=true tracking=false", "continue inside=true", "end inside=true tracking=true",
                ])
            #expect(!button.isTracking)
        }

        @Test func theStateCombinesTheFlags() {
            let button = UIButton(type: .system)
            #expect(button.state == .normal)
            #expect(UIControl.State.normal.rawValue == 0)
            button.isSelected = true
            button.isEnabled = false
            #expect(button.state == [.selected, .disabled])
            button.isEnabled = true
            button.isHighlighted = true
            #expect(button.state == [.selected, .highlighted])
            #expect(UIControl.State.focused.rawValue == 8)
            #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
            #expect(UIControl.Event.allTouchEvents.contains(.touchUpInside))
        }

        @Test func sendActionsRunsEachMatchingActionOnceInTheOrderAdded() {
            let control = UIControl(frame: .zero)
            control.addAction(log.action("a"), for: [.touchUpInside, .primaryActionTriggered])
            control.addAction(log.action("b"), for: .valueChanged)
            control.addAction(log.action("c"), for: .primaryActionTriggered)
            control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            #expect(log.entries == ["a", "c"])
            control.sendActions(for: .valueChanged)
            #expect(log.entries == ["a", "c", "b"])
            #expect(log.senders.allSatisfy { $0 === control })
        }

        @Test func sendActionSetsTheSenderAndSubclassesSeeEveryAction() {
            let control = SendSnoopingControl(frame: .zero, primaryAction: log.action("primary"))
            let other = log.action("other")
            control.sendAction(other)
            control.sendActions(for: .primaryActionTriggered)
            #expect(log.entries == ["other", "primary"])
            #expect(other.sender as AnyObject? === control)
            #expect(control.sent == 2)
        }

        @Test func anActionWithAKnownIdentifierReplacesTheOldOneAndAddsItsEvents() {
            let control = UIControl(frame: .zero)
            let id = UIAction.Identifier("log")
            control.addAction(log.action("first", identifier: id), for: .touchDown)
            control.addAction(log.action("other"), for: .touchDown)
            control.addAction(log.action("second", identifier: id), for: .valueChanged)
            control.sendActions(for: .touchDown)
            control.sendActions(for: .valueChanged)
            #expect(log.entries == ["second", "other", "second"], "replaced in place, for both events")
        }

        @Test func removingAnActionFromSomeEventsKeepsItForTheOthers() {
            let control = UIControl(frame: .zero)
            let action = log.action("a")
            control.addAction(action, for: [.touchDown, .valueChanged])
            control.addAction(log.action("b", identifier: UIAction.Identifier("b")), for: .valueChanged)
            control.removeAction(action, for: .touchDown)
            control.sendActions(for: .touchDown)
            #expect(log.entries.isEmpty)
            control.removeAction(identifiedBy: UIAction.Identifier("b"), for: .allEvents)
            control.sendActions(for: .valueChanged)
            #expect(log.entries == ["a"])
            control.removeAction(action, for: .valueChanged)
            var count = 0
            control.enumerateEventHandlers { _, _, _ in count += 1 }
            #expect(count == 0, "no events left: the action is gone")
        }

        @Test func enumerateEventHandlersVisitsEachActionAndEventUntilStopped() {
            let control = UIControl(frame: .zero)
            let a = log.action("a")
            let b = log.action("b")
            control.addAction(a, for: [.primaryActionTriggered, .touchDown])
            control.addAction(b, for: .valueChanged)
            var visited: [(UIAction, UIControl.Event)] = []
            control.enumerateEventHandlers { action, event, _ in visited.append((action, event)) }
            #expect(visited.map { $0.0 === a ? "a" : "b" } == ["a", "a", "b"])
            #expect(visited.map(\.1) == [.touchDown, .primaryActionTriggered, .valueChanged])
            var seen = 0
            control.enumerateEventHandlers { _, _, stop in
                seen += 1
                stop = true
            }
            #expect(seen == 1)
        }
    }
}

/// Records each change of its highlight.
@MainActor
private final class HighlightSnoopingButton: UIButton {
    var highlights: [Bool] = []

    override var isHighlighted: Bool {
        get { super.isHighlighted }
        set {
            if newValue != super.isHighlighted { highlights.append(newValue) }
            super.isHighlighted = newValue
        }
    }
}

/// Records the tracking callbacks and what the control looked like in them.
@MainActor
private final class TrackingButton: UIButton {
    var calls: [String] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin highlighted=\(isHighlighted) tracking=\(isTracking)")
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue inside=\(isTouchInside)")
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end inside=\(isTouchInside) tracking=\(isTracking)")
    }
}

/// Counts the actions it sends.
@MainActor
private final class SendSnoopingControl: UIControl {
    var sent = 0

    override func sendAction(_ action: UIAction) {
        sent += 1
        super.sendAction(action)
    }
}

/// Records the touch phases it receives.
@MainActor
private final class PhaseRecordingView: UIView {
    var touches: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("ended") }
}

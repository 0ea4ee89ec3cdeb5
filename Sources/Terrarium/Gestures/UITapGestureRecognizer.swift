import Foundation

/// A discrete recognizer for clicks: one or more in a row on the same cell.
///
/// ```swift
/// let open = UITapGestureRecognizer(target: self, action: Selector("openItem(_:)", Self.openItem(_:)))
/// open.numberOfTapsRequired = 2
/// itemView.addGestureRecognizer(open)
/// ```
///
/// It recognizes when the last required click is released, and fails if a touch moves off
/// the cell it began on, if the next click does not come in time, or if a click is not part
/// of the series (elsewhere, or with another button).
///
/// - Note: The clicks of a series are those ``UIEventDispatcher`` counts into a touch's
///   `tapCount`: on the same cell with the same button, each beginning within
///   ``UIEventDispatcher/multipleTapInterval`` (half a second) of the previous one; a
///   recognizer waiting for more clicks fails once that interval has passed. A mouse makes
///   one touch at a time, so a recognizer requiring more than one touch fails at once. An
///   enabled control under the click keeps a single-tap recognizer of its ancestors from
///   recognizing (see ``UIView/gestureRecognizerShouldBegin(_:)``), as in UIKit.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many clicks in a row make the gesture. 1 by default.
    open var numberOfTapsRequired = 1

    /// How many touches at once make each tap. 1 by default; a mouse makes only one.
    open var numberOfTouchesRequired = 1

    /// The mouse button that makes the taps: `.primary` by default, `.secondary` for right clicks.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var clicks = ClickSeries()
    /// Where the current click began, in window coordinates.
    private var clickStart = CGPoint.zero
    private var clickBeganAt: TimeInterval = 0
    private var nextTapDeadline: ScheduledWork?

    /// Fails unless the click is one finger's and continues the series of quick clicks.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        nextTapDeadline?.cancel()
        nextTapDeadline = nil
        guard numberOfTouchesRequired == 1, let touch = touches.first else {
            state = .failed
            return
        }
        guard clicks.accepts(tapCount: touch.tapCount) else {
            state = .failed
            return
        }
        clickStart = touch.location(in: nil)
        clickBeganAt = touch.timestamp
    }

    /// Fails once the pointer leaves the cell where the click began.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .possible, touches.contains(where: { $0.location(in: nil) != clickStart }) {
            state = .failed
        }
    }

    /// Counts the click; recognizes at ``numberOfTapsRequired`` clicks, else waits for the next one
    /// within UIKit's multiple-tap interval and fails without it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        clicks.recordClick()
        if clicks.count >= numberOfTapsRequired {
            state = .recognized
            return
        }
        // The next click counts only if it begins within the interval of this one's beginning.
        let deadline = clickBeganAt + UIEventDispatcher.multipleTapInterval
        guard deadline > MainLoop.main.now else {
            state = .failed
            return
        }
        nextTapDeadline = MainLoop.main.schedule(at: deadline) { [weak self] in
            guard let self, self.state == .possible else { return }
            self._update { self.state = .failed }
        }
    }

    /// Fails: a cancelled click is not a tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    /// Forgets the clicks counted and stops waiting for the next one.
    open override func reset() {
        super.reset()
        nextTapDeadline?.cancel()
        nextTapDeadline = nil
        clicks.reset()
    }

    override func _receives(buttonMask: UIEvent.ButtonMask) -> Bool { buttonMask == buttonMaskRequired }
}

extension UIGestureRecognizer {
    /// Runs `update` (a state change from the recognizer's own timer) and settles it with the
    /// other recognizers at once, rather than in the main loop's next round.
    func _update(_ update: () -> Void) {
        if let environment = _environment {
            environment.performUpdate(update)
        } else {
            update()
        }
    }
}

import Foundation

/// A continuous recognizer for a mouse button held down on one place.
///
/// ```swift
/// let hold = UILongPressGestureRecognizer { press in
///     if press.state == .began { self.showDetails(at: press.location(in: self.view)) }
/// }
/// hold.minimumPressDuration = 0.8
/// row.addGestureRecognizer(hold)
/// ```
///
/// It begins once the button has been held for ``minimumPressDuration`` (on the main loop's
/// clock) without moving more than ``allowableMovement``; it then reports `.changed` as the
/// pointer moves, however far, and ends when the button is released. Released or moved too
/// far before then, it fails. With ``numberOfTapsRequired`` above zero, that many quick
/// clicks on the same cell must come first (a click, then a press, for 1).
///
/// - Note: ``allowableMovement`` is 1 cell by default (UIKit's 10 points would be ten
///   cells). A mouse makes one touch at a time, so a recognizer requiring more than one
///   touch fails at once.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the button must be held, in seconds. 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5

    /// How far, in points, the pointer may move before the gesture begins without failing it.
    /// A row's height by default (16 points on a standard screen): a cell down or two across.
    ///
    /// - Note: UIKit's default is 10 points; a terminal reports the pointer a cell at a time.
    open var allowableMovement: CGFloat {
        get { _allowableMovement ?? (view?._cellSize ?? UIScreen.main.cellSize).height }
        set { _allowableMovement = newValue }
    }

    /// The movement set, or `nil` for a row of the screen the view is on.
    private var _allowableMovement: CGFloat?

    /// How many clicks on the same cell come before the press. 0 by default.
    open var numberOfTapsRequired = 0

    /// How many touches at once make the press. 1 by default; a mouse makes only one.
    open var numberOfTouchesRequired = 1

    /// The mouse button that makes the press: `.primary` by default.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var clicks = ClickSeries()
    private var pressStart = CGPoint.zero
    private var clickBeganAt: TimeInterval = 0
    private var timer: ScheduledWork?

    /// Counts the click toward ``numberOfTapsRequired``; on the last one, begins after
    /// ``minimumPressDuration`` if the press is still held.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        timer?.cancel()
        guard numberOfTouchesRequired == 1, let touch = touches.first else {
            state = .failed
            return
        }
        guard clicks.accepts(tapCount: touch.tapCount) else {
            state = .failed
            return
        }
        pressStart = touch.location(in: nil)
        clickBeganAt = touch.timestamp
        guard clicks.count == numberOfTapsRequired else { return }
        timer = MainLoop.main.schedule(at: touch.timestamp + minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, !self._touches.isEmpty else { return }
            self._update { self.state = .began }
        }
    }

    /// Before the press begins, fails if the pointer moved farther than ``allowableMovement``;
    /// after, reports a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            guard let touch = touches.first else { return }
            let point = touch.location(in: nil)
            if hypot(point.x - pressStart.x, point.y - pressStart.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a press that began; a click before the press waits for the next one, and a release
    /// before the duration fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .possible where clicks.count < numberOfTapsRequired:
            // One of the clicks before the press; the press must begin within the click interval.
            clicks.recordClick()
            let deadline = clickBeganAt + UIEventDispatcher.multipleTapInterval
            guard deadline > MainLoop.main.now else {
                state = .failed
                return
            }
            timer = MainLoop.main.schedule(at: deadline) { [weak self] in
                guard let self, self.state == .possible, self._touches.isEmpty else { return }
                self._update { self.state = .failed }
            }
        case .possible:
            state = .failed
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    /// Fails before the press began, and is cancelled after.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .possible ? .failed : .cancelled
    }

    /// Stops the timer and forgets the clicks counted.
    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        clicks.reset()
    }

    override func _receives(buttonMask: UIEvent.ButtonMask) -> Bool { buttonMask == buttonMaskRequired }
}

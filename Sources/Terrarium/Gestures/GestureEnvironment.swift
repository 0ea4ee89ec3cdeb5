import Foundation

/// The gesture machinery of one window: it hands each touch to the recognizers of the view
/// under it and that view's ancestors, arbitrates between them, and decides what the view
/// itself sees of the touch and when.
///
/// For each touch event, as UIKit does: every recognizer following the touch gets it first,
/// and a recognizer leaving `.possible` is decided as it sets its state
/// (``recognitionRequested(by:)``: failure requirements, `gestureRecognizerShouldBegin`,
/// recognizers preventing each other), so that it reads what it set; then the settling
/// commits recognitions that waited for another recognizer's failure, a recognizer that
/// recognized cancels its touches in their views (`touchesCancelled`) before its targets
/// hear of it, and state changes reach the targets; last, the view under the touch gets what nobody cancelled or holds back
/// (`delaysTouchesBegan`, `delaysTouchesEnded`). Recognizers' timers (a long press, a tap
/// waiting for the next click) change states between events; those are settled at once.
///
/// Touches no recognizer follows go straight to their views, as before recognizers existed.
@MainActor
final class GestureEnvironment {
    /// What the view under one touch has been sent, and what is held back from it.
    final class TouchRecord {
        let touch: UITouch
        /// The recognizers following the touch, in the order they received it.
        var recognizers: [UIGestureRecognizer]
        /// Phases the view has not been sent yet, in order, each with its event.
        var withheld: [(phase: UITouch.Phase, event: UIEvent)] = []
        /// The last event the touch was part of (for a cancellation between events).
        var lastEvent: UIEvent
        var viewSawBegin = false
        var viewSawEnd = false
        /// A recognizer recognized and cancelled the touch: the view gets no more of it.
        var isCancelledForView = false
        /// The touch ended or was cancelled.
        var isOver = false

        init(touch: UITouch, recognizers: [UIGestureRecognizer], event: UIEvent) {
            self.touch = touch
            self.recognizers = recognizers
            self.lastEvent = event
        }
    }

    unowned let window: UIWindow
    /// The touches recognizers follow, or whose phases are held back from their views.
    private(set) var records: [TouchRecord] = []
    /// The recognizers taking part in a gesture, in the order they joined.
    private(set) var active: [UIGestureRecognizer] = []
    /// Set while an event's touches reach recognizers, or a timer's update runs: state
    /// changes wait for the settling that follows.
    private var isDelivering = false
    private var isProcessing = false
    private var needsAnotherPass = false
    private var isSettleScheduled = false

    init(window: UIWindow) {
        self.window = window
    }

    // MARK: Events

    /// Delivers a touch event: recognizers, then settling, then views.
    func send(_ event: UIEvent) {
        let touches = (event.allTouches ?? []).sorted { $0.timestamp < $1.timestamp }
        var delivered: [(record: TouchRecord?, touch: UITouch, phase: UITouch.Phase)] = []
        for touch in touches {
            var record = records.first { $0.touch === touch }
            if touch.phase == .began, record == nil {
                let recognizers = gatherRecognizers(for: touch, event: event)
                if !recognizers.isEmpty {
                    record = TouchRecord(touch: touch, recognizers: recognizers, event: event)
                    records.append(record!)
                }
            }
            record?.lastEvent = event
            delivered.append((record, touch, touch.phase))
        }
        if delivered.allSatisfy({ $0.record == nil }) && active.isEmpty {
            for item in delivered { window._sendTouches([item.touch], phase: item.phase, with: event) }
            return
        }

        isDelivering = true
        for recognizer in active {
            let mine = delivered.filter { $0.record?.recognizers.contains { $0 === recognizer } ?? false }
            guard !mine.isEmpty, recognizer._isEnabled, !recognizer._machine.isFinished else { continue }
            recognizer.modifierFlags = event.modifierFlags
            recognizer.buttonMask = event.buttonMask
            for phase in [UITouch.Phase.began, .moved, .stationary, .ended, .cancelled] {
                let set = Set(mine.filter { $0.phase == phase }.map(\.touch))
                guard !set.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved, .stationary: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
        isDelivering = false

        process()
        for item in delivered {
            guard let record = item.record else {
                window._sendTouches([item.touch], phase: item.phase, with: event)
                continue
            }
            guard !record.isCancelledForView else { continue }
            record.withheld.append((item.phase, event))
            flush(record)
        }
        for item in delivered where item.phase == .ended || item.phase == .cancelled {
            guard let record = item.record else { continue }
            record.isOver = true
            for recognizer in record.recognizers { recognizer._forget(item.touch) }
        }
        finishGestures()
    }

    /// The recognizers that receive `touch`, which just began: those of the view under it
    /// and of its ancestors, nearest first, that are enabled, between gestures, take its
    /// button and are let by their delegates.
    private func gatherRecognizers(for touch: UITouch, event: UIEvent) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var view: UIView? = touch.view ?? window
        while let current = view {
            for recognizer in current._gestureRecognizers where receives(recognizer, touch, event) {
                found.append(recognizer)
            }
            view = current._superview
        }
        for recognizer in found {
            recognizer._touches.append(touch)
            recognizer._lastLocationInWindow = recognizer._centroidInWindow
            recognizer._environment = self
            if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        }
        return found
    }

    private func receives(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard recognizer._isEnabled, recognizer._machine.state == .possible, recognizer._machine.pending == nil,
            recognizer._environment == nil || recognizer._environment === self,
            recognizer._receives(buttonMask: event.buttonMask), recognizer.shouldReceive(event)
        else { return false }
        if let delegate = recognizer.delegate {
            return delegate.gestureRecognizer(recognizer, shouldReceive: event)
                && delegate.gestureRecognizer(recognizer, shouldReceive: touch)
        }
        return true
    }

    // MARK: Changes between events

    /// A recognizer asked for a state change. During an event, or while settling, the
    /// settling picks it up; otherwise (a subclass's own timer) the next main-loop round does.
    func recognizerDidRequestChange(_ recognizer: UIGestureRecognizer) {
        if isDelivering || isProcessing {
            needsAnotherPass = true
            return
        }
        guard !isSettleScheduled else { return }
        isSettleScheduled = true
        MainLoop.main.perform { [weak self] in
            guard let self else { return }
            self.isSettleScheduled = false
            self.settle()
        }
    }

    /// A recognizer asked to leave `.possible` (to begin, or to recognize a discrete
    /// gesture): the change is decided now, inside the setter, so that the recognizer reads
    /// back the state it set, as in UIKit. It waits (its state reads `.possible`) only while
    /// a recognizer it must wait for has not failed, which is what UIKit's `require(toFail:)`
    /// documents; it fails at once if a recognizer it must wait for already recognized, if
    /// `gestureRecognizerShouldBegin` says no (UIKit asks as the recognizer leaves
    /// `.possible`), or if a recognizer that recognized prevents it. Otherwise it recognizes,
    /// and the recognizers it prevents fail; its touches are cancelled in their views and its
    /// targets hear of it in the settling that follows, after every recognizer has seen the
    /// event.
    func recognitionRequested(by recognizer: UIGestureRecognizer) {
        guard recognizer._machine.pending != nil else { return }
        switch decide(recognizer) {
        case .wait:
            break
        case .fail:
            _ = recognizer._machine.fail()
        case .recognize:
            recognize(recognizer)
        }
    }

    /// Runs `update` (a recognizer's timer changing its state), then settles at once.
    func performUpdate(_ update: () -> Void) {
        let wasDelivering = isDelivering
        isDelivering = true
        update()
        isDelivering = wasDelivering
        if !wasDelivering { settle() }
    }

    /// Settles recognitions, delivers what is no longer held back, and resets finished gestures.
    func settle() {
        process()
        finishGestures()
    }

    /// Stops `recognizer`, disabled or removed from its view: cancelled (its targets hear of
    /// it) if it began, failed otherwise; then it leaves the gesture.
    func stop(_ recognizer: UIGestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) else { return }
        if recognizer._machine.cancel(), recognizer._machine.takeActions() {
            recognizer._sendActions()
        }
        leave(recognizer)
        settle()
    }

    /// `recognizer` ignores `touch`: it gets no more of it, and no longer holds it back or
    /// cancels it.
    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        guard let record = records.first(where: { $0.touch === touch }) else { return }
        record.recognizers.removeAll { $0 === recognizer }
        recognizer._forget(touch)
        if !isDelivering && !isProcessing { settle() }
    }

    /// The recognizers following `touch`.
    func recognizers(of touch: UITouch) -> [UIGestureRecognizer] {
        records.first { $0.touch === touch }?.recognizers ?? []
    }

    // MARK: Settling

    private enum Decision {
        case wait, fail, recognize
    }

    /// Decides pending recognitions and sends actions until nothing changes, then delivers
    /// to views what is no longer held back.
    private func process() {
        guard !isProcessing else {
            needsAnotherPass = true
            return
        }
        isProcessing = true
        defer { isProcessing = false }
        repeat {
            needsAnotherPass = false
            for recognizer in active {
                if recognizer._machine.pending != nil {
                    switch decide(recognizer) {
                    case .wait:
                        break
                    case .fail:
                        _ = recognizer._machine.fail()
                        needsAnotherPass = true
                    case .recognize:
                        recognize(recognizer)
                        needsAnotherPass = true
                    }
                }
                if recognizer._machine.hasRecognized && recognizer.cancelsTouchesInView {
                    cancelTouchesInViews(of: recognizer)
                }
                if recognizer._machine.takeActions() {
                    recognizer._sendActions()
                    needsAnotherPass = true
                }
            }
            for record in records where !record.withheld.isEmpty && !record.isCancelledForView {
                flush(record)
            }
        } while needsAnotherPass
    }

    private func decide(_ recognizer: UIGestureRecognizer) -> Decision {
        for other in active where other !== recognizer && requires(recognizer, failureOf: other) {
            if other._machine.hasRecognized { return .fail }
            if other._machine.isUndecided { return .wait }
        }
        guard shouldBegin(recognizer) else { return .fail }
        for other in active
        where other !== recognizer && other._machine.hasRecognized && shareTouches(recognizer, other)
            && !recognizeSimultaneously(recognizer, other) && other.canPrevent(recognizer)
            && recognizer.canBePrevented(by: other)
        {
            return .fail
        }
        return .recognize
    }

    /// Commits `recognizer`'s recognition: the recognizers it prevents fail. Its touches are
    /// cancelled in their views (``cancelTouchesInViews(of:)``), then its targets hear of it,
    /// in the settling.
    private func recognize(_ recognizer: UIGestureRecognizer) {
        _ = recognizer._machine.commitPending()
        for other in active
        where other !== recognizer && other._machine.isUndecided && shareTouches(recognizer, other)
            && !recognizeSimultaneously(recognizer, other) && recognizer.canPrevent(other)
            && other.canBePrevented(by: recognizer)
        {
            _ = other._machine.fail()
        }
    }

    /// Cancels the touches of `recognizer`, which recognized, in the views under them: a view
    /// that saw a touch begin gets `touchesCancelled`, and none gets more of it.
    private func cancelTouchesInViews(of recognizer: UIGestureRecognizer) {
        for record in records where !record.isCancelledForView && record.recognizers.contains(where: { $0 === recognizer }) {
            record.isCancelledForView = true
            record.withheld.removeAll()
            if record.viewSawBegin && !record.viewSawEnd {
                record.viewSawEnd = true
                window._sendTouches([record.touch], phase: .cancelled, with: record.lastEvent)
            }
        }
    }

    private func requires(_ recognizer: UIGestureRecognizer, failureOf other: UIGestureRecognizer) -> Bool {
        recognizer._requiredFailures.contains { $0.recognizer === other }
            || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    private func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether two recognizers follow (or followed, while its phases are held back) a touch together.
    private func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        records.contains { record in
            record.recognizers.contains { $0 === a } && record.recognizers.contains { $0 === b }
        }
    }

    /// Asks the recognizer's view, the views under its touches, then its delegate.
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        var views: [UIView] = []
        if let view = recognizer.view { views.append(view) }
        for record in records where record.recognizers.contains(where: { $0 === recognizer }) {
            if let view = record.touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views where !view.gestureRecognizerShouldBegin(recognizer) { return false }
        // A view that is its recognizer's delegate (a scroll view and its pan) was just asked:
        // in UIKit the view's method and the delegate's are one.
        guard let delegate = recognizer.delegate, delegate !== recognizer.view else { return true }
        return delegate.gestureRecognizerShouldBegin(recognizer)
    }

    // MARK: Views

    /// Sends the view the phases of `record` no undecided recognizer holds back, in order.
    private func flush(_ record: TouchRecord) {
        while let next = record.withheld.first, !isHeldBack(next.phase, of: record) {
            record.withheld.removeFirst()
            switch next.phase {
            case .began: record.viewSawBegin = true
            case .ended, .cancelled: record.viewSawEnd = true
            case .moved, .stationary: break
            }
            window._sendTouches([record.touch], phase: next.phase, with: next.event)
            if record.isCancelledForView { return }
        }
    }

    private func isHeldBack(_ phase: UITouch.Phase, of record: TouchRecord) -> Bool {
        record.recognizers.contains { recognizer in
            guard recognizer._machine.isUndecided else { return false }
            switch phase {
            case .began, .moved, .stationary: return recognizer.delaysTouchesBegan
            case .ended, .cancelled: return recognizer.delaysTouchesEnded
            }
        }
    }

    // MARK: Ending gestures

    /// Drops the records of touches that are over and fully delivered, and resets the
    /// recognizers whose gesture is over and whose touches are up.
    private func finishGestures() {
        records.removeAll { $0.isOver && ($0.withheld.isEmpty || $0.isCancelledForView) }
        for recognizer in active where recognizer._machine.isFinished && recognizer._touches.isEmpty {
            leave(recognizer)
        }
    }

    /// Takes `recognizer` out of the gesture and resets it.
    private func leave(_ recognizer: UIGestureRecognizer) {
        for record in records { record.recognizers.removeAll { $0 === recognizer } }
        active.removeAll { $0 === recognizer }
        recognizer._environment = nil
        recognizer._resetForNextGesture()
        // A record whose recognizers all left is delivered in full.
        for record in records where !record.withheld.isEmpty && !record.isCancelledForView { flush(record) }
        records.removeAll { $0.isOver && ($0.withheld.isEmpty || $0.isCancelledForView) }
    }
}

extension UIGestureRecognizer {
    /// Stops following `touch` (it ended, or was ignored), remembering where it was.
    func _forget(_ touch: UITouch) {
        guard _touches.contains(where: { $0 === touch }) else { return }
        _lastLocationInWindow = _centroidInWindow
        _touches.removeAll { $0 === touch }
    }
}

extension UIWindow {
    /// Sends `touches`, all in `phase`, to the views they began in (the window for a touch
    /// that began outside every view).
    func _sendTouches(_ touches: Set<UITouch>, phase: UITouch.Phase, with event: UIEvent) {
        var byView: [ObjectIdentifier: (UIResponder, Set<UITouch>)] = [:]
        for touch in touches {
            let responder: UIResponder = touch.view ?? self
            byView[ObjectIdentifier(responder), default: (responder, [])].1.insert(touch)
        }
        for (responder, touches) in byView.values {
            switch phase {
            case .began: responder.touchesBegan(touches, with: event)
            case .moved, .stationary: responder.touchesMoved(touches, with: event)
            case .ended: responder.touchesEnded(touches, with: event)
            case .cancelled: responder.touchesCancelled(touches, with: event)
            }
        }
    }
}

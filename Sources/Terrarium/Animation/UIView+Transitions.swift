import Foundation

/// A transition running on a view: what it showed before, until when, and how it ends.
@MainActor
final class _ViewTransition {
    /// The view as it looked when the transition began, drawn in its place until `swapTime`.
    let snapshot: Canvas?
    let swapTime: TimeInterval
    var end: ScheduledWork?
    let completion: ((Bool) -> Void)?

    init(snapshot: Canvas?, swapTime: TimeInterval, completion: ((Bool) -> Void)?) {
        self.snapshot = snapshot
        self.swapTime = swapTime
        self.completion = completion
    }
}

extension UIView {
    /// Runs a transition on a view: `animations` changes it (its text, its subviews), and the
    /// change is shown with the transition effect in `options`.
    ///
    /// The changes apply to the model at once, as in UIKit; `completion` runs with `true`
    /// after `duration` seconds on the main loop's clock (in the next turn for a duration of
    /// zero, or with animations disabled), or with `false` in the next turn when another
    /// transition on the same view replaces this one. Without `.allowAnimatedContent`
    /// animatable changes made in `animations` apply without animating; with it they animate
    /// over the duration with the curve in `options`.
    ///
    /// ```swift
    /// UIView.transition(with: status, duration: 0.3, options: .transitionCrossDissolve) {
    ///     status.text = "Saved"
    /// }
    /// ```
    ///
    /// - Note: A terminal cannot turn, curl or blend cells as Core Animation blends layers, so
    ///   every transition effect (`.transitionCrossDissolve`, the flips and the curls) is drawn
    ///   the same way: the view keeps showing what it showed when the transition began until
    ///   half-way through the duration, then shows its new content. That is also where a
    ///   cross-dissolve's text would change hands, since a cell shows text only from half
    ///   opacity. `.transitionNone` shows the new content at once.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let loop = MainLoop.main
        let animated = duration > 0 && areAnimationsEnabled
        // A transition already running on the view ends with `false`; what it shows now is
        // the starting point of this one.
        let snapshot = animated && options.transition != 0 ? view._transitionSnapshot() : nil
        if let running = view._transition {
            running.end?.cancel()
            view._transition = nil
            if let completion = running.completion { loop.schedule(after: 0) { completion(false) } }
        }
        if let animations {
            if options.contains(.allowAnimatedContent) {
                var contentOptions = options
                contentOptions.remove(AnimationOptions(rawValue: 0xF << 20))
                UIView.animate(withDuration: duration, delay: 0, options: contentOptions, animations: animations)
            } else {
                UIView.performWithoutAnimation(animations)
            }
        }
        guard animated else {
            loop.schedule(after: 0) { completion?(true) }
            return
        }
        let transition = _ViewTransition(snapshot: snapshot, swapTime: loop.now + duration / 2, completion: completion)
        view._transition = transition
        view._setNeedsComposite()
        let until = loop.now + duration
        loop._animationsActiveUntil = Swift.max(loop._animationsActiveUntil, until)
        if let window = view._window {
            window._animationsActiveUntil = Swift.max(window._animationsActiveUntil, until)
        }
        if snapshot != nil {
            // A turn at the swap, so the new content is drawn then.
            loop.schedule(at: transition.swapTime) { [weak view] in view?._setNeedsComposite() }
        }
        transition.end = loop.schedule(after: duration) { [weak view] in
            if let view, view._transition === transition {
                view._transition = nil
                view._setNeedsComposite()
            }
            completion?(true)
        }
    }

    /// Replaces one view with another by a transition on their superview: `toView` goes where
    /// `fromView` was in `fromView`'s superview and `fromView` is removed, or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead.
    ///
    /// The views change at once, as in UIKit; the effect and the completion follow
    /// ``transition(with:duration:options:animations:completion:)`` on the superview. A
    /// `fromView` without a superview is simply replaced by nothing: `toView` is added nowhere.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview ?? toView.superview else {
            swap()
            MainLoop.main.schedule(after: areAnimationsEnabled ? Swift.max(0, duration) : 0) { completion?(true) }
            return
        }
        var transitionOptions = options
        transitionOptions.remove(.allowAnimatedContent)
        transition(with: container, duration: duration, options: transitionOptions, animations: swap, completion: completion)
    }

    /// The view and its subviews as presented now, drawn on a canvas its size, or nil when it
    /// is in no window (nothing shows it).
    func _transitionSnapshot() -> Canvas? {
        guard _window != nil else { return nil }
        let frame = self is UIWindow ? bounds : _presentationFrame
        let cellSize = _cellSize
        let cells = UIScreen.cellRect(for: CGRect(origin: .zero, size: frame.size), cellSize: cellSize)
        let width = Int(cells.width), height = Int(cells.height)
        guard width > 0, height > 0 else { return nil }
        var canvas = Canvas(width: width, height: height)
        let previousCellSize = CALayer._renderCellSize
        CALayer._renderCellSize = cellSize
        defer { CALayer._renderCellSize = previousCellSize }
        _render(
            into: &canvas, origin: CGPoint(x: -frame.minX, y: -frame.minY),
            clip: CGRect(x: 0, y: 0, width: width, height: height), inheritedAlpha: 1)
        return canvas
    }

    /// The snapshot to draw in place of the view's content now, while a transition is in its
    /// first half.
    var _shownTransitionSnapshot: Canvas? {
        guard let transition = _transition, let snapshot = transition.snapshot else { return nil }
        return MainLoop.main.now < transition.swapTime ? snapshot : nil
    }
}

import Foundation

/// How long a presentation or dismissal animates, in seconds.
let _presentationDuration: TimeInterval = 0.3

extension UIViewController {
    func _present(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let style = presented.modalPresentationStyle
        precondition(
            style != .none, "\(presented): do not use UIModalPresentationStyle.none to present a view controller")
        if presented._parent != nil || presented._presentingViewController != nil {
            UIViewController._invalidArgument(
                "Application tried to present modally a view controller \(presented) that is already "
                    + "being presented by \(presented.presentingViewController?.description ?? "its parent").")
        }
        let resolved = style.resolved
        let presenter = _presenter(for: resolved)
        let logger = MainLoop.main.logger
        if let current = presenter._presentedViewController
            ?? (presenter._presentation?.isTransitioning == true ? presented : nil)
        {
            logger.warning(
                "Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(current)."
            )
            return
        }
        guard let presenterView = presenter._view, let window = presenterView._window, window._isVisible else {
            logger.warning(
                "Attempt to present \(presented) on \(presenter) (from \(self)) whose view is not in the window hierarchy."
            )
            return
        }

        presenter._presentedViewController = presented
        presented._presentingViewController = presenter
        presented._isBeingPresented = true

        let area = resolved.usesContext ? presenterView.convert(presenterView.bounds, to: nil) : window.bounds
        let container: UIView
        if resolved.isSheet {
            let sheet = _SheetContainerView(frame: window.bounds, presented: presented, style: resolved)
            container = sheet
        } else {
            container = _PresentationHostView(frame: area)
            if !resolved.usesContext { container.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
            presented.view.frame = container.bounds
            presented.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(presented.view)
        }
        let record = _PresentationRecord(
            presented: presented, style: resolved, container: container, context: presenter)
        presenter._presentation = record

        if resolved.removesPresenterView {
            presenter._beginAppearance(false, animated: animated, origin: .forwarded)
        }
        presented._beginAppearance(true, animated: animated, origin: .forwarded)
        window.addSubview(container)
        if animated { container._animatePresentation(of: presented, appearing: true) }

        MainLoop.main.schedule(after: animated ? _presentationDuration : 0) {
            record.isTransitioning = false
            presented._endAppearance(forwardingFrom: .forwarded)
            if resolved.removesPresenterView, let superview = presenterView._superview,
                let index = superview._subviews.firstIndex(where: { $0 === presenterView })
            {
                record.removedContextView = (superview, index)
                presenterView.removeFromSuperview()
                presenter._endAppearance(forwardingFrom: .forwarded)
            }
            completion?()
        }
    }

    /// The controller that performs a presentation of `style` requested by this one: the
    /// nearest ancestor defining the presentation context for the current-context styles,
    /// otherwise the root of this controller's parent chain (which, for a controller inside
    /// a presented one, is that presented controller).
    func _presenter(for style: UIModalPresentationStyle) -> UIViewController {
        if style.usesContext {
            var controller: UIViewController? = self
            while let c = controller {
                if c.definesPresentationContext { return c }
                controller = c._parent
            }
        }
        return _rootAncestor
    }

    func _dismiss(animated: Bool, completion: (() -> Void)?) {
        // The controller that presented: this one or an ancestor if they presented something;
        // else the one that presented this controller (or its ancestor).
        var presenter: UIViewController?
        var controller: UIViewController? = self
        while let c = controller, presenter == nil {
            if c._presentedViewController != nil { presenter = c }
            controller = c._parent
        }
        if presenter == nil {
            presenter = presentingViewController
        }
        guard let presenter, presenter._presentedViewController != nil, let record = presenter._presentation else {
            return
        }
        guard !record.isTransitioning else {
            MainLoop.main.logger.warning(
                "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!")
            return
        }
        // The chain of presentations above `presenter`, bottom first.
        var chain: [(presenter: UIViewController, record: _PresentationRecord)] = [(presenter, record)]
        while let last = chain.last?.record.presented, let next = last._presentation,
            last._presentedViewController != nil
        {
            chain.append((last, next))
        }
        let top = chain.last!.record
        let topController = top.presented
        // Only the top animates; the presentations between are taken down at once.
        for (_, between) in chain.dropLast() {
            between.container.removeFromSuperview()
        }
        topController._isBeingDismissed = true
        top.isTransitioning = true
        topController._beginAppearance(false, animated: animated, origin: .forwarded)
        let revealsPresenter = record.removedContextView != nil
        if let removed = record.removedContextView, let presenterView = presenter._view {
            presenter._beginAppearance(true, animated: animated, origin: .forwarded)
            removed.superview.insertSubview(
                presenterView, at: Swift.min(removed.index, removed.superview._subviews.count))
            presenterView.frame = removed.superview.bounds
        }
        if animated { top.container._animatePresentation(of: topController, appearing: false) }

        MainLoop.main.schedule(after: animated ? _presentationDuration : 0) {
            top.container.removeFromSuperview()
            record.container.removeFromSuperview()
            for (p, r) in chain {
                p._presentedViewController = nil
                p._presentation = nil
                r.presented._presentingViewController = nil
            }
            if revealsPresenter { presenter._endAppearance(forwardingFrom: .forwarded) }
            topController._endAppearance(forwardingFrom: .forwarded)
            completion?()
        }
    }

    /// The controller presented last in this controller's chain of presentations.
    var _topmostPresentedController: UIViewController? {
        var top = _presentedViewController
        while let next = top?._presentedViewController { top = next }
        return top
    }
}

/// The full-screen (or current-context) view a presented controller's view sits in.
@MainActor
final class _PresentationHostView: UIView {}

extension UIView {
    /// Slides a presentation container up from the bottom (or down, going away), or fades
    /// it, by the presented controller's `modalTransitionStyle`.
    func _animatePresentation(of presented: UIViewController, appearing: Bool) {
        let target = (self as? _SheetContainerView)?.panel ?? self
        if presented.modalTransitionStyle == .coverVertical {
            let final = target.frame
            let offscreen = final.offsetBy(dx: 0, dy: (superview?.bounds.height ?? final.height) - final.minY)
            if appearing {
                UIView.performWithoutAnimation { target.frame = offscreen }
                UIView.animate(withDuration: _presentationDuration, delay: 0, options: [.curveEaseOut]) {
                    target.frame = final
                }
            } else {
                UIView.animate(withDuration: _presentationDuration, delay: 0, options: [.curveEaseIn]) {
                    target.frame = offscreen
                }
            }
        } else {
            if appearing {
                UIView.performWithoutAnimation { alpha = 0 }
                UIView.animate(withDuration: _presentationDuration) { self.alpha = 1 }
            } else {
                UIView.animate(withDuration: _presentationDuration) { self.alpha = 0 }
            }
        }
    }
}

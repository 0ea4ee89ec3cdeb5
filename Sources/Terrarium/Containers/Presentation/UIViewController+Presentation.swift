import Foundation

/// Presentation and dismissal: one path for every style. The presented controller's
/// presentation controller supplies the container view, the frames and the default
/// animation; the transitioning delegate may replace the animation; the transition runs
/// on a `_TransitionContext`, and a `PresentationStateMachine` decides what each step does.
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
        if let current = presenter._presentedViewController {
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
        // UIKit loads the presented view first (M-01), so that a container's children are
        // in its view when it starts to appear and hear of it too.
        presented.loadViewIfNeeded()
        let controller = presented._presentationController(
            forPresenting: resolved, presenter: presenter, source: self, traits: window.traitCollection)
        guard case .beginPresentation = controller._machine.present() else {
            logger.warning(
                "Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting.")
            return
        }

        presenter._presentedViewController = presented
        presented._presentingViewController = presenter
        presented._isBeingPresented = true

        let presenterFrame = presenterView.convert(presenterView.bounds, to: nil)
        let container = controller._makeContainerView(in: window, presenterFrame: presenterFrame)
        controller._containerView = container
        window.addSubview(container)

        let delegate = presented.transitioningDelegate
        let custom =
            animated ? delegate?.animationController(forPresented: presented, presenting: presenter, source: self) : nil
        let interaction = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let removesPresenter = controller.shouldRemovePresentersView
        let presenterInContainer = container.convert(presenterFrame, from: nil)
        let context = _TransitionContext(
            containerView: container, from: presenter, to: presented, fromView: removesPresenter ? presenterView : nil,
            toView: controller.presentedView, initialFrames: (presenterInContainer, .zero),
            finalFrames: (
                removesPresenter ? .zero : presenterInContainer, controller.frameOfPresentedViewInContainerView
            ),
            isAnimated: animated, presentationStyle: resolved,
            animator: custom ?? controller._defaultAnimator(presenting: true), interactionController: interaction,
            involving: nil,
            onEnd: { [weak controller] completed in
                controller?._presentationTransitionEnded(completed: completed, completion: completion)
            })

        controller.presentationTransitionWillBegin()
        if removesPresenter {
            presenter._beginAppearance(false, animated: animated, origin: .forwarded)
        }
        presented._beginAppearance(true, animated: animated, origin: .forwarded)
        // The presented view enters the window only now, so that the window does not drive
        // an appearance the presentation already began.
        controller._prepareContainerView(container)
        context.start()
    }

    /// The presentation controller for presenting this controller with `style`: the
    /// transitioning delegate's for `.custom`, else the one made earlier for this style
    /// (which the app may have configured), else a new one. When it adapts to `traits` (a
    /// popover in a compact width), the presentation runs on a controller of the adapted
    /// style, which takes over its delegate; `presentationController` still answers the
    /// configured one.
    func _presentationController(
        forPresenting style: UIModalPresentationStyle, presenter: UIViewController, source: UIViewController,
        traits: UITraitCollection
    ) -> UIPresentationController {
        let configured: UIPresentationController
        if style == .custom,
            let custom = transitioningDelegate?.presentationController(
                forPresented: self, presenting: presenter, source: source)
        {
            configured = custom
            configured._style = .custom
            _presentationControllerStorage = custom
        } else {
            configured = _presentationController(for: style)
        }
        configured._presenting = presenter
        configured._source = source
        var active = configured
        let adapted = configured.adaptivePresentationStyle(for: traits).resolved
        if adapted != .none && adapted != .custom && adapted != configured._style {
            active = UIViewController._makePresentationController(for: adapted, presenting: self)
            active.delegate = configured.delegate
            active._presenting = presenter
            active._source = source
        }
        _activePresentationController = active
        return active
    }

    /// This controller's presentation controller for `style`, made now unless the one it
    /// has was made for that style and is not in use.
    func _presentationController(for style: UIModalPresentationStyle) -> UIPresentationController {
        if let existing = _presentationControllerStorage, existing._madeForStyle == style {
            return existing
        }
        let controller = UIViewController._makePresentationController(for: style, presenting: self)
        _presentationControllerStorage = controller
        return controller
    }

    static func _makePresentationController(
        for style: UIModalPresentationStyle, presenting presented: UIViewController
    ) -> UIPresentationController {
        let controller: UIPresentationController
        switch style {
        case .pageSheet, .formSheet:
            controller = UISheetPresentationController(presentedViewController: presented, presenting: nil)
        case .popover:
            controller = UIPopoverPresentationController(presentedViewController: presented, presenting: nil)
        case .custom:
            controller = UIPresentationController(presentedViewController: presented, presenting: nil)
        default:
            controller = _FullScreenPresentationController(presentedViewController: presented, presenting: nil)
        }
        controller._style = style
        controller._madeForStyle = style
        return controller
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
        guard let presenter, let presentation = presenter._presentation else { return }
        _dismissPresentation(of: presentation, byUser: false, animated: animated, completion: completion)
    }

    /// Dismisses `presentation` and every presentation above it; only the top one animates.
    func _dismissPresentation(
        of presentation: UIPresentationController, byUser: Bool, animated: Bool, completion: (() -> Void)?
    ) {
        guard let presenter = presentation._presenting else { return }
        // The chain of presentations from `presentation` up, bottom first.
        var chain: [UIPresentationController] = [presentation]
        while let above = chain.last?._presented?._presentation { chain.append(above) }
        let top = chain.last!
        guard !chain.dropLast().contains(where: { $0._machine.isTransitioning }),
            case let .beginDismissal(byUser) = top._machine.dismiss(byUser: byUser)
        else {
            if top._machine.isTransitioning || chain.contains(where: { $0._machine.isTransitioning }) {
                MainLoop.main.logger.warning(
                    "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!"
                )
            }
            return
        }
        for between in chain.dropLast() { _ = between._machine.dismiss(byUser: false) }
        guard let topController = top._presented, let topContainer = top._containerView else { return }

        let revealed = presentation._removedPresenterView
        let presenterView = presenter._view
        let presenterFrame = revealed?.superview.bounds ?? .zero
        let delegate = topController.transitioningDelegate
        let custom = animated ? delegate?.animationController(forDismissed: topController) : nil
        let interaction = custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let context = _TransitionContext(
            containerView: topContainer, from: topController, to: presenter, fromView: top.presentedView,
            toView: revealed != nil ? presenterView : nil,
            initialFrames: (top.frameOfPresentedViewInContainerView, presenterFrame),
            finalFrames: (.zero, presenterFrame), isAnimated: animated, presentationStyle: top._style,
            animator: custom ?? top._defaultAnimator(presenting: false), interactionController: interaction,
            involving: nil,
            onEnd: { completed in
                UIViewController._dismissalEnded(
                    chain: chain, presenter: presenter, completed: completed, completion: completion)
            })

        if byUser { top.delegate?.presentationControllerWillDismiss(top) }
        top.dismissalTransitionWillBegin()
        // The presentations between are taken down at once.
        for between in chain.dropLast() { between._containerView?.removeFromSuperview() }
        topController._isBeingDismissed = true
        topController._beginAppearance(false, animated: animated, origin: .forwarded)
        if let revealed, let presenterView {
            presenter._beginAppearance(true, animated: animated, origin: .forwarded)
            revealed.superview.insertSubview(
                presenterView, at: Swift.min(revealed.index, revealed.superview._subviews.count))
            presenterView.frame = revealed.superview.bounds
        }
        context.start()
    }

    /// The end of a dismissal of `chain` (bottom first): the links go and the controllers
    /// hear did-appear and did-disappear, or, cancelled, everything stays as it was.
    private static func _dismissalEnded(
        chain: [UIPresentationController], presenter: UIViewController, completed: Bool,
        completion: (() -> Void)?
    ) {
        let top = chain.last!
        let action = top._machine.transitionEnded(completed: completed)
        for between in chain.dropLast() { _ = between._machine.transitionEnded(completed: completed) }
        let topController = top._presented
        let bottom = chain[0]
        switch action {
        case let .finishDismissal(byUser):
            top.dismissalTransitionDidEnd(true)
            // A custom animator may have put the presenter's view into the container (UIKit's
            // documented pattern: `insertSubview(toView, belowSubview: fromView)`); it goes
            // back where the presentation took it from before the container leaves the
            // window, as UIKit puts it back, so it stays on screen.
            if let revealed = bottom._removedPresenterView, let presenterView = presenter._view,
                presenterView._superview !== revealed.superview
            {
                revealed.superview.insertSubview(
                    presenterView, at: Swift.min(revealed.index, revealed.superview._subviews.count))
                presenterView.frame = revealed.superview.bounds
            }
            for presentation in chain.reversed() {
                presentation._containerView?.removeFromSuperview()
                presentation._containerView = nil
                presentation._presenting?._presentedViewController = nil
                presentation._presented?._presentingViewController = nil
                presentation._presented?._activePresentationController = nil
            }
            if bottom._removedPresenterView != nil {
                bottom._removedPresenterView = nil
                presenter._endAppearance(forwardingFrom: .forwarded)
            }
            topController?._endAppearance(forwardingFrom: .forwarded)
            completion?()
            if byUser { top.delegate?.presentationControllerDidDismiss(top) }
        case .undoDismissal:
            top.dismissalTransitionDidEnd(false)
            topController?._beginAppearance(true, animated: true, origin: .forwarded)
            if bottom._removedPresenterView != nil, let presenterView = presenter._view {
                presenter._beginAppearance(false, animated: true, origin: .forwarded)
                presenterView.removeFromSuperview()
            }
            if let topContainer = top._containerView, let window = topContainer._superview {
                for between in chain.dropLast() {
                    if let container = between._containerView {
                        window.insertSubview(container, belowSubview: topContainer)
                    }
                }
            }
            topController?._isBeingDismissed = false
            topController?._endAppearance(forwardingFrom: .forwarded)
            if bottom._removedPresenterView != nil { presenter._endAppearance(forwardingFrom: .forwarded) }
        default:
            break
        }
    }

    /// The controller presented last in this controller's chain of presentations.
    var _topmostPresentedController: UIViewController? {
        var top = _presentedViewController
        while let next = top?._presentedViewController { top = next }
        return top
    }

    /// The presentation this controller performs: its presented controller's presentation
    /// controller.
    var _presentation: UIPresentationController? {
        _presentedViewController?._activePresentationController
    }

    /// The presentation controller of the presentation this controller or its nearest
    /// presented ancestor is in.
    var _managingPresentationController: UIPresentationController? {
        var controller: UIViewController? = self
        while let c = controller {
            if c._presentingViewController != nil {
                return c._presentationControllerStorage ?? c._activePresentationController
            }
            controller = c._parent
        }
        return nil
    }
}

extension UIPresentationController {
    /// The end of the presentation transition: did-appear (and the presenter's
    /// did-disappear) and the completion, or, cancelled, the presented controller goes again.
    func _presentationTransitionEnded(completed: Bool, completion: (() -> Void)?) {
        guard let presented = _presented, let presenter = _presenting else { return }
        switch _machine.transitionEnded(completed: completed) {
        case .finishPresentation:
            presentationTransitionDidEnd(true)
            presented._endAppearance(forwardingFrom: .forwarded)
            if shouldRemovePresentersView, let presenterView = presenter._view,
                let superview = presenterView._superview,
                let index = superview._subviews.firstIndex(where: { $0 === presenterView })
            {
                _removedPresenterView = (superview, index)
                presenterView.removeFromSuperview()
                presenter._endAppearance(forwardingFrom: .forwarded)
            }
            completion?()
        case .undoPresentation:
            presentationTransitionDidEnd(false)
            let removesPresenter = shouldRemovePresentersView
            presented._beginAppearance(false, animated: true, origin: .forwarded)
            if removesPresenter { presenter._beginAppearance(true, animated: true, origin: .forwarded) }
            _containerView?.removeFromSuperview()
            _containerView = nil
            presenter._presentedViewController = nil
            presented._presentingViewController = nil
            presented._activePresentationController = nil
            presented._isBeingPresented = false
            presented._endAppearance(forwardingFrom: .forwarded)
            if removesPresenter { presenter._endAppearance(forwardingFrom: .forwarded) }
        default:
            break
        }
    }
}

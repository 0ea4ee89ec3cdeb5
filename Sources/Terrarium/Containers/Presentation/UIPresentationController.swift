import Foundation

/// The object that manages a presented view controller from the moment it is presented
/// until it is dismissed: the container view its view sits in, where that view goes, the
/// views around it (a dimming backdrop, a frame), and how it adapts.
///
/// Every presentation has one. The built-in styles use Terrarium's own (a full-screen one,
/// ``UISheetPresentationController``, ``UIPopoverPresentationController``); for
/// `.custom`, the presented controller's transitioning delegate may return a subclass of
/// yours from `presentationController(forPresented:presenting:source:)`:
///
/// ```swift
/// final class DrawerPresentationController: UIPresentationController {
///     override var frameOfPresentedViewInContainerView: CGRect {
///         guard let bounds = containerView?.bounds else { return .zero }
///         return CGRect(x: 0, y: 0, width: 30, height: bounds.height)
///     }
///     override func containerViewWillLayoutSubviews() {
///         presentedView?.frame = frameOfPresentedViewInContainerView
///     }
/// }
/// ```
///
/// A presentation runs in this order (dismissal mirrors it with the dismissal methods):
/// the container view is added to the window, ``presentationTransitionWillBegin()``, the
/// presenter's `viewWillDisappear` (only if ``shouldRemovePresentersView``), the presented
/// controller's `viewWillAppear`, the animator's `animateTransition(using:)`; once the
/// animator completes, the coordinator's completions, ``presentationTransitionDidEnd(_:)``,
/// the presented controller's `viewDidAppear`, the presenter's `viewDidDisappear`, and the
/// completion handler of `present(_:animated:completion:)`.
///
/// - Note: Apple does not document where the presentation controller's calls fall among
///   the appearance callbacks. Terrarium sends `…WillBegin` before any `viewWill…` (so
///   views it adds are in place when the controllers hear of the transition, and the
///   coordinator is already there to animate alongside) and `…DidEnd(_:)` before any
///   `viewDid…`, as UIKit's presentation controller brackets the transition it runs.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    weak var _presented: UIViewController?
    weak var _presenting: UIViewController?
    /// The controller that asked for the presentation.
    weak var _source: UIViewController?
    var _containerView: UIView?
    /// The life of the presentation.
    var _machine = PresentationStateMachine()
    /// The style of the presentation, after adaptation.
    var _style: UIModalPresentationStyle
    /// The built-in style Terrarium made this controller for, to reuse it for that style.
    var _madeForStyle: UIModalPresentationStyle?
    /// Where the presenter's view was, when ``shouldRemovePresentersView`` took it out.
    var _removedPresenterView: (superview: UIView, index: Int)?
    private var _overrideTraitCollection: UITraitCollection?

    /// Creates a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (which UIKit may replace with the controller that actually
    /// performs the presentation).
    ///
    /// - Parameters:
    ///   - presentedViewController: the controller to present.
    ///   - presentingViewController: the controller presenting it, or `nil` to let the
    ///     presentation decide.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        _presented = presentedViewController
        _presenting = presentingViewController
        _style = presentedViewController.modalPresentationStyle
    }

    /// The controller being presented.
    ///
    /// - Note: The presentation controller holds it weakly (the controller holds its
    ///   presentation controller); reading it after the controller is gone stops the program.
    public var presentedViewController: UIViewController { _presented! }

    /// The controller that presents: the root of the presenter's hierarchy, or the
    /// controller defining the current context, once the presentation started.
    ///
    /// - Note: Held weakly; reading it before the presentation decided its presenter, or
    ///   after the presenter is gone, stops the program.
    public var presentingViewController: UIViewController { _presenting! }

    /// The view the presentation happens in, added to the window when the presentation
    /// starts and removed when the dismissal ends; `nil` outside a presentation.
    public var containerView: UIView? { _containerView }

    /// The style of the presentation, after adaptation.
    open var presentationStyle: UIModalPresentationStyle { _style }

    /// The object that hears of the user's attempts to dismiss and decides adaptation.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The view the animators move on screen: the presented controller's view by default;
    /// a subclass that wraps it in views of its own returns the outermost.
    open var presentedView: UIView? { _presented?.view }

    /// Where the presented view goes in ``containerView``: its bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { _containerView?.bounds ?? .zero }

    /// Whether the presenter's view is removed once the presentation ends (the presenter
    /// then gets `viewWillDisappear` and `viewDidDisappear`). `false` by default.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole screen. `true` by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style this presentation adapts to in a horizontally compact environment.
    /// `.none` by default: a custom presentation does not adapt.
    ///
    /// - Note: UIKit documents `.fullScreen` for this property, yet custom presentations
    ///   keep their look on an iPhone; Terrarium keeps them as they are.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .none }

    /// The style to use for `traitCollection`: the delegate's answer, which by default is
    /// ``adaptivePresentationStyle`` when the width is compact and `.none` (no change)
    /// otherwise.
    ///
    /// - Parameter traitCollection: the traits the presentation will have.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let delegate {
            return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        }
        return traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : .none
    }

    /// Traits that replace the presented controller's inherited ones.
    open var overrideTraitCollection: UITraitCollection? {
        get { _overrideTraitCollection }
        set {
            _overrideTraitCollection = newValue
            _presented?._view?._propagateTraitCollection()
        }
    }

    /// The traits of the presentation: the container view's, or the presenter's before the
    /// presentation starts.
    open var traitCollection: UITraitCollection {
        _containerView?.traitCollection ?? _presenting?.traitCollection ?? UITraitCollection._defaults
    }

    // MARK: The transitions

    /// The presentation is about to animate: add views of your own to ``containerView``
    /// and animate them with the presented controller's `transitionCoordinator`. Does
    /// nothing by default.
    open func presentationTransitionWillBegin() {}

    /// The presentation's animations ended; `completed` is `false` when it was cancelled
    /// (remove your views then). Does nothing by default.
    ///
    /// - Parameter completed: whether the presented controller is now on screen.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal is about to animate. Does nothing by default.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal's animations ended; `completed` is `false` when it was cancelled.
    /// Does nothing by default.
    ///
    /// - Parameter completed: whether the presented controller is gone.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container view is about to lay out its subviews. Does nothing by default.
    open func containerViewWillLayoutSubviews() {}

    /// The container view laid out its subviews. Does nothing by default.
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// The presented controller's preferred content size.
    open var preferredContentSize: CGSize { _presented?.preferredContentSize ?? .zero }

    /// The presented controller changed its preferred content size. Does nothing by default.
    ///
    /// - Parameter container: the presented controller.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The presented controller's Auto Layout fitting size changed. Does nothing by default.
    ///
    /// - Parameter container: the presented controller.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size the presented controller's view will have when the container becomes
    /// `parentSize`: `parentSize` by default.
    ///
    /// - Parameters:
    ///   - container: the presented controller.
    ///   - parentSize: the container view's new size.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The container view is about to become `size`. Does nothing by default.
    ///
    /// - Parameters:
    ///   - size: the container's new size.
    ///   - coordinator: the size change's coordinator.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The traits are about to change. Does nothing by default.
    ///
    /// - Parameters:
    ///   - newCollection: the new traits.
    ///   - coordinator: the change's coordinator.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}

    // MARK: Hooks for Terrarium's presentations

    /// Makes the container view, sized for `window` (and `presenterFrame`, the presenter's
    /// view in window coordinates), and adds it to the window.
    func _makeContainerView(in window: UIWindow, presenterFrame: CGRect) -> UIView {
        let container = _PresentationContainerView(frame: window.bounds, controller: self)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return container
    }

    /// Puts the views the presentation needs around the presented view into the fresh
    /// container (a sheet's panel), before the transition begins. Nothing by default.
    func _prepareContainerView(_ container: UIView) {}

    /// The animator of the built-in presentation or dismissal.
    func _defaultAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        _ModalTransitionAnimator(isPresenting: presenting, style: _presented?.modalTransitionStyle ?? .coverVertical)
    }

    /// Whether Esc asks to dismiss the presentation (as a swipe down does a sheet).
    var _dismissesOnEscape: Bool { false }

    /// Whether a click in the container outside the presented view asks to dismiss.
    var _dismissesOnClickOutside: Bool { false }

    /// Whether clicks outside the presented view go through to the views beneath (a sheet
    /// resting at an undimmed detent).
    var _passesTouchesOutside: Bool { false }

    /// Whether the presented controller decides the status bar's look: it covers the
    /// whole screen.
    var _capturesStatusBarAppearance: Bool { false }

    /// The user's attempt to dismiss (Esc, a click outside): the adaptive delegate decides,
    /// unless the presented controller is modal in presentation.
    func _userWantsToDismiss() {
        guard let presented = _presented else { return }
        switch _machine.userWantsToDismiss(isModalInPresentation: presented.isModalInPresentation) {
        case .ignore:
            return
        case .reportAttempt:
            delegate?.presentationControllerDidAttemptToDismiss(self)
        case .askDelegate:
            guard delegate?.presentationControllerShouldDismiss(self) ?? true else {
                delegate?.presentationControllerDidAttemptToDismiss(self)
                return
            }
            presented._dismissPresentation(of: self, byUser: true, animated: true, completion: nil)
        }
    }
}

/// The container view of a presentation: it lays out through its presentation controller's
/// hooks and hands Esc and clicks outside the presented view to it.
@MainActor
final class _PresentationContainerView: UIView {
    private(set) weak var controller: UIPresentationController?

    init(frame: CGRect, controller: UIPresentationController) {
        self.controller = controller
        super.init(frame: frame)
        _confinesFocus = true
    }

    required init?(coder: NSCoder) {
        fatalError("_PresentationContainerView is created by presentations")
    }

    override func layoutSubviews() {
        controller?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        controller?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, controller?._passesTouchesOutside == true { return nil }
        return hit
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let controller, controller._dismissesOnEscape,
            presses.contains(where: { $0.key?.keyCode == .keyboardEscape })
        {
            controller._userWantsToDismiss()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    // A touch on the container itself (not one passed up from the presented view) fell
    // outside the presented view.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let controller, controller._dismissesOnClickOutside, touches.contains(where: { $0.view === self }) {
            controller._userWantsToDismiss()
            return
        }
        super.touchesEnded(touches, with: event)
    }
}

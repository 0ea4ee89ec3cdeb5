import Foundation

/// The presentation controller of `.fullScreen`, `.overFullScreen`, `.currentContext` and
/// `.overCurrentContext`: the presented view fills a container over the whole window, or
/// over the view of the controller that defines the context; the non-over styles take the
/// presenter's view away once the presentation ends.
@MainActor
final class _FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { _style.removesPresenterView }

    override var shouldPresentInFullscreen: Bool { !_style.usesContext }

    override var _capturesStatusBarAppearance: Bool { _style == .fullScreen || _style == .overFullScreen }

    override func _makeContainerView(in window: UIWindow, presenterFrame: CGRect) -> UIView {
        let container = _PresentationContainerView(
            frame: _style.usesContext ? presenterFrame : window.bounds, controller: self)
        if !_style.usesContext { container.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        return container
    }

    override func _prepareContainerView(_ container: UIView) {
        presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// A current-context presentation keeps the size of the view it covers.
    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        _style.usesContext ? (_containerView?.bounds.size ?? parentSize) : parentSize
    }
}

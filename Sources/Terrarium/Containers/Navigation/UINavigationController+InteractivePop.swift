import Foundation

/// The interactive pop: a pan from the left edge of the navigation controller's view pops
/// the top controller through the same transition as `popViewController(animated: true)`,
/// driven by a percent-driven interaction that follows the pointer.
extension UINavigationController {
    func _installInteractivePopGesture() {
        let gesture = _interactivePopGesture ?? UIScreenEdgePanGestureRecognizer()
        if _interactivePopGesture == nil {
            gesture.edges = .left
            gesture.addAction(
                UIAction { [weak self] action in
                    guard let self, let pan = action.sender as? UIScreenEdgePanGestureRecognizer else { return }
                    _interactivePopGestureChanged(pan)
                })
            let delegate = _InteractivePopGestureDelegate(navigationController: self)
            _interactivePopGestureDelegate = delegate
            gesture.delegate = delegate
            _interactivePopGesture = gesture
        }
        // The edge is the navigation controller's, wherever its view sits (a split view's column).
        gesture._edgeReferenceView = _view
        _view?.addGestureRecognizer(gesture)
    }

    /// Whether the edge pan may begin: a controller to go back to, whose back button is not
    /// hidden, and no transition running or waiting.
    var _canBeginInteractivePop: Bool {
        guard _stack.count > 1, let top = _stack.last, top === _displayed else { return false }
        return !_transitions.isTransitioning && !top.navigationItem.hidesBackButton
    }

    /// How fast, in cells per second, a released edge pan must move to decide the pop by its
    /// direction rather than by how far it went: a flick right completes the pop before
    /// half-way, a flick back left cancels it past half-way. UIKit decides a flick by the
    /// same rule in points; 100 cells a second is a mouse crossing an 80-column terminal in
    /// under a second, well above the 30–60 cells a second of a deliberate drag.
    static let _interactivePopFlickVelocity: CGFloat = 100

    /// Whether an edge pan released at `percent` of the width, moving at `velocity` cells per
    /// second horizontally, completes the pop.
    static func _interactivePopCompletes(percent: CGFloat, velocity: CGFloat) -> Bool {
        if velocity >= _interactivePopFlickVelocity { return true }
        if velocity <= -_interactivePopFlickVelocity { return false }
        return percent >= 0.5
    }

    private func _interactivePopGestureChanged(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = _view else { return }
        let percent = Swift.max(0, pan.translation(in: view).x) / Swift.max(1, view.bounds.width)
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            _interactivePop = interaction
            popViewController(animated: true)
            interaction.update(percent)
        case .changed:
            _interactivePop?.update(percent)
        case .ended:
            let interaction = _interactivePop
            _interactivePop = nil
            // Counted in columns a second, as the flick threshold is.
            let velocity = pan.velocity(in: view).x / view._cellSize.width
            if UINavigationController._interactivePopCompletes(percent: percent, velocity: velocity) {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
        case .cancelled, .failed:
            _interactivePop?.cancel()
            _interactivePop = nil
        default:
            break
        }
    }
}

/// The interactive pop gesture's delegate: lets it begin only when a pop can start.
@MainActor
final class _InteractivePopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?._canBeginInteractivePop ?? false
    }
}

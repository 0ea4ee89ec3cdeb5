import Foundation

/// The interface for objects that have a trait collection: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits of the environment (size classes, appearance, scale).
    var traitCollection: UITraitCollection { get }
    /// Tells the environment that its traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView {

    /// Delivers trait changes to this subtree, parents first: at a controller's root view
    /// the controller hears first, then the view. Traits are handed down the walk, so it
    /// is linear in the size of the subtree whatever its depth.
    func _propagateTraitCollection() {
        _propagateTraitCollection(inherited: _superview?.traitCollection ?? traitCollection)
    }

    private func _propagateTraitCollection(inherited: UITraitCollection) {
        var current = inherited
        if let controller = _viewController {
            current = controller._deliverTraitCollectionIfChanged(inherited: inherited)
        } else if let window = self as? UIWindow {
            current = window.traitCollection
        }
        // A storyboard scene's constraints switch with its size classes before anyone hears
        // of the change, as UIKit applies Interface Builder's variations.
        _storyboardVariations?.apply(current)
        if let previous = _lastTraitCollection {
            if previous != current {
                _lastTraitCollection = current
                traitCollectionDidChange(previous)
                _traitsDidChange(from: previous, to: current)
                setNeedsLayout()
                setNeedsDisplay()
            }
        } else {
            _lastTraitCollection = current
        }
        for subview in _subviews { subview._propagateTraitCollection(inherited: current) }
    }
}

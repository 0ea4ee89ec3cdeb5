import Foundation

extension UIViewController {
    var _currentTraitCollection: UITraitCollection {
        if let parent = _parent {
            let inherited = parent.traitCollection
            guard let override = parent.overrideTraitCollection(forChild: self) else { return inherited }
            return UITraitCollection(traitsFrom: [inherited, override])
        }
        let inherited: UITraitCollection
        if let window = _window {
            inherited = window.traitCollection
        } else if let superview = _view?._superview {
            inherited = superview.traitCollection
        } else {
            inherited = UITraitCollection._defaults
        }
        return _applyingPresentationOverride(to: inherited)
    }

    /// `traits` with the presentation controller's override merged in, for a presented
    /// controller whose presentation overrides them.
    func _applyingPresentationOverride(to traits: UITraitCollection) -> UITraitCollection {
        guard _parent == nil, _presentingViewController != nil,
            let override = _activePresentationController?.overrideTraitCollection
        else { return traits }
        return UITraitCollection(traitsFrom: [traits, override])
    }

    /// Sends `traitCollectionDidChange(_:)` if the traits differ from those last delivered,
    /// and returns them. `inherited` is the traits of the view above the controller's view,
    /// which are its parent's (or window's) traits. The first delivery only records them,
    /// as UIKit sends no change for a controller's initial traits.
    @discardableResult
    func _deliverTraitCollectionIfChanged(inherited: UITraitCollection) -> UITraitCollection {
        var current = inherited
        if let parent = _parent, let override = parent.overrideTraitCollection(forChild: self) {
            current = UITraitCollection(traitsFrom: [inherited, override])
        }
        current = _applyingPresentationOverride(to: current)
        guard let previous = _lastTraitCollection else {
            _lastTraitCollection = current
            return current
        }
        guard previous != current else { return current }
        _lastTraitCollection = current
        // A storyboard scene's size-class variations are in place before the controller
        // hears of the change, as UIKit applies Interface Builder's variations.
        _view?._storyboardVariations?.apply(current)
        traitCollectionDidChange(previous)
        _traitsDidChange(from: previous, to: current)
        _view?.setNeedsLayout()
        return current
    }

    func _setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        guard child._parent === self else { return }
        _childTraitOverrides[ObjectIdentifier(child)] = collection
        child._view?._propagateTraitCollection()
    }

    func _forwardTraitTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in _children where child.isViewLoaded {
            var childTraits = newCollection
            if let override = overrideTraitCollection(forChild: child) {
                childTraits = UITraitCollection(traitsFrom: [newCollection, override])
            }
            if childTraits != child.traitCollection {
                child.willTransition(to: childTraits, with: coordinator)
            }
        }
    }

    func _forwardSizeTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in _children {
            guard let childView = child._view else { continue }
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            // UIKit: "If the returned size is the same as the child container's current
            // size, viewWillTransitionToSize:withTransitionCoordinator: will not be called."
            if childSize != childView.bounds.size {
                child.viewWillTransition(to: childSize, with: coordinator)
            }
        }
    }
}

extension UIWindow {
    /// The controller whose `preferredStatusBarStyle` the window uses: the root, following
    /// `childForStatusBarStyle` down as long as it answers.
    package var _statusBarStyleController: UIViewController? {
        var controller = _statusBarDecidingRoot
        while let child = controller?.childForStatusBarStyle { controller = child }
        return controller
    }

    /// The controller whose `prefersStatusBarHidden` the window uses.
    package var _statusBarHiddenController: UIViewController? {
        var controller = _statusBarDecidingRoot
        while let child = controller?.childForStatusBarHidden { controller = child }
        return controller
    }

    /// The controller that decides the status bar: the topmost controller presented full
    /// screen over the root (it covers the status bar), else the root.
    var _statusBarDecidingRoot: UIViewController? {
        var decider = rootViewController
        var presenter = rootViewController
        while let p = presenter, let presented = p._presentedViewController, let presentation = p._presentation {
            if presentation._capturesStatusBarAppearance { decider = presented }
            presenter = presented
        }
        return decider
    }

    /// The status-bar style the window's controllers ask for.
    package var _preferredStatusBarStyle: UIStatusBarStyle {
        _statusBarStyleController?.preferredStatusBarStyle ?? .default
    }

    /// Whether the window's controllers ask for the status bar to be hidden.
    package var _prefersStatusBarHidden: Bool {
        _statusBarHiddenController?.prefersStatusBarHidden ?? false
    }

    func _statusBarAppearanceDidChange() {
        _statusBarUpdateCount += 1
        _setNeedsPresentation()
    }
}

import Foundation

// UIKit's view-controller API deprecated since iOS 8 and 11 that container libraries still
// use: the interface orientation, and sending the rotation callbacks (declared, overridable,
// in the class body with `automaticallyAdjustsScrollViewInsets`). Terrarium's own code calls
// them through `_DeprecatedViewControllerAPI`, so that its build has no deprecation warnings.

extension UIViewController {
    /// The orientation of the interface the controller's view is shown in: the orientation
    /// the shape of its window's screen (or the main screen) suggests.
    ///
    /// - Note: A terminal does not rotate: see ``UIInterfaceOrientation`` for how Terrarium
    ///   derives the orientation from the screen's shape.
    @available(*, deprecated, message: "Use the window scene's interfaceOrientation instead")
    public var interfaceOrientation: UIInterfaceOrientation {
        (_view?._window?.screen ?? UIScreen.main)._interfaceOrientation
    }

    /// Sends the deprecated rotation callbacks for a size transition that turns the interface.
    func _sendDeprecatedRotationCallbacks(with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let rotation = (coordinator as? _SizeTransitionCoordinator)?.rotation else { return }
        let api: any _DeprecatedViewControllerCalls = _DeprecatedViewControllerAPI()
        api.willRotate(self, to: rotation.to, duration: coordinator.transitionDuration)
        coordinator.animate(
            alongsideTransition: { [weak self] context in
                guard let self else { return }
                api.willAnimateRotation(self, to: rotation.to, duration: context.transitionDuration)
            },
            completion: { [weak self] _ in
                guard let self else { return }
                api.didRotate(self, from: rotation.from)
            })
    }
}

/// The deprecated view-controller API Terrarium's own code calls. The requirements are not
/// deprecated and the one conformance's implementations are, so the calls warn nowhere.
@MainActor
protocol _DeprecatedViewControllerCalls {
    func automaticallyAdjustsScrollViewInsets(of controller: UIViewController) -> Bool
    func willRotate(_ controller: UIViewController, to orientation: UIInterfaceOrientation, duration: TimeInterval)
    func willAnimateRotation(
        _ controller: UIViewController, to orientation: UIInterfaceOrientation, duration: TimeInterval)
    func didRotate(_ controller: UIViewController, from orientation: UIInterfaceOrientation)
}

@MainActor
struct _DeprecatedViewControllerAPI: _DeprecatedViewControllerCalls {
    @available(*, deprecated)
    func automaticallyAdjustsScrollViewInsets(of controller: UIViewController) -> Bool {
        controller.automaticallyAdjustsScrollViewInsets
    }

    @available(*, deprecated)
    func willRotate(_ controller: UIViewController, to orientation: UIInterfaceOrientation, duration: TimeInterval) {
        controller.willRotate(to: orientation, duration: duration)
    }

    @available(*, deprecated)
    func willAnimateRotation(
        _ controller: UIViewController, to orientation: UIInterfaceOrientation, duration: TimeInterval
    ) {
        controller.willAnimateRotation(to: orientation, duration: duration)
    }

    @available(*, deprecated)
    func didRotate(_ controller: UIViewController, from orientation: UIInterfaceOrientation) {
        controller.didRotate(from: orientation)
    }
}

import Foundation

/// Finding an unwind segue's destination and going back to it, as UIKit (iOS 9 and later)
/// does.
///
/// The search goes up from the source: to its parent, or, at the top of a presentation, to
/// the controller that presented it. At each controller it searches the children
/// ``UIViewController/allowedChildrenForUnwinding(from:)`` returns (which leave out the
/// branch it came from), depth first, then asks the controller itself; the first controller
/// whose ``UIViewController/canPerformUnwindSegueAction(_:from:sender:)`` answers `true` is
/// the destination.
///
/// The transition then shows the destination: each container from the controller where the
/// search found it down to the destination gets ``UIViewController/unwind(for:towards:)``
/// with its child on the way (a navigation controller pops, a tab bar controller selects the
/// tab), then the presentations the search went through are dismissed, from the lowest
/// presenter on the way, animated unless the segue says `animates="NO"`.
///
/// - Note: UIKit does not document whether the containers reconfigure before or after the
///   dismissal; Terrarium reconfigures them first, so that the destination is in place when
///   the dismissal uncovers it.
struct _UnwindRoute {
    /// The controller whose action is called and that the transition shows.
    let destination: UIViewController
    /// The controller where the search found the destination, then each child on the way
    /// down to the destination.
    let path: [UIViewController]
    /// The presenter whose presentation the unwind dismisses, when the source is in a
    /// presentation above the destination.
    let presenter: UIViewController?

    /// The transition of the unwind segue `segue`.
    @MainActor
    func perform(_ segue: UIStoryboardSegue, animated: Bool) {
        for (container, child) in zip(path, path.dropFirst()) {
            container.unwind(for: segue, towards: child)
        }
        presenter?.dismiss(animated: animated)
    }
}

extension UIViewController {
    /// The destination of the unwind segue from `source` and the way to it, or `nil` when no
    /// controller above the source takes the action.
    func _unwindRoute(for source: UIStoryboardUnwindSegueSource) -> _UnwindRoute? {
        var current = source.source
        var presenter: UIViewController?
        while true {
            let next: UIViewController
            if let parent = current.parent {
                next = parent
            } else if let presenting = current.presentingViewController {
                next = presenting
                presenter = presenting
            } else {
                return nil
            }
            if let destination = next._unwindDestination(for: source) {
                var path = [destination]
                while path[0] !== next, let parent = path[0].parent { path.insert(parent, at: 0) }
                return _UnwindRoute(destination: destination, path: path, presenter: presenter)
            }
            current = next
        }
    }

    /// The first controller among this one's allowed children (each searched the same way)
    /// and then this one that can perform the unwind.
    private func _unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in allowedChildrenForUnwinding(from: source) {
            if let found = child._unwindDestination(for: source) { return found }
        }
        return canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) ? self : nil
    }
}

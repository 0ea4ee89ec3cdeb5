import Foundation

/// The methods that let a container adapt to changes of size, traits and preferred size of
/// its children. `UIViewController` adopts it.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like for its content.
    var preferredContentSize: CGSize { get }
    /// Tells the container a child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// Tells the container a child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size for a child when the container's size becomes `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// Tells the container its size is about to change.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// Tells the container its traits are about to change.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

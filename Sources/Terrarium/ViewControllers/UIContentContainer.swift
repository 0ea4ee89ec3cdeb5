import Foundation

/// The methods that let a container adapt to changes of size, traits and preferred size of
/// its children. `UIViewController` adopts it.
@MainActor
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

/// Keys for the controllers taking part in a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views taking part in a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown at the start of the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown at the end of the transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// Information about a transition in progress, handed to alongside animations and completions.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition got, 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed at which an interactive transition completes.
    var completionVelocity: CGFloat { get }
    /// The curve of the transition's animation.
    var completionCurve: UIView.AnimationCurve { get }
    /// The view in which the transition happens.
    var containerView: UIView { get }
    /// A controller taking part in the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view taking part in the transition.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// An object that runs animations alongside a transition (a size change, a push) and
/// completion handlers after it.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation and `completion` after it ends.
    ///
    /// - Returns: whether the blocks were accepted (`false` once the transition ended).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Like ``animate(alongsideTransition:completion:)``, for animations of a view outside
    /// the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Registers a handler for when an interactive transition stops being interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` inside the transition's animation.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a window's size transition (a terminal resize): not animated, since
/// a terminal resizes at once; alongside animations run right after the new size is set
/// and completions in the main loop's next turn.
@MainActor
final class _SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasRun = false

    init(containerView: UIView) {
        self.containerView = containerView
    }

    var isAnimated: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { hasRun ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasRun else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    }

    func _run() {
        hasRun = true
        for animation in alongside { animation(self) }
        let completions = self.completions
        MainLoop.main.perform { for completion in completions { completion(self) } }
    }
}

import Foundation

/// What an unwind segue starts from: the controller being left, the unwind action and what
/// triggered it. UIKit makes one when an unwind segue is triggered and passes it to the
/// methods that look for the segue's destination:
/// ``UIViewController/allowedChildrenForUnwinding(from:)`` and
/// ``UIViewController/childContaining(_:)``.
///
/// ```swift
/// override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
///     // Never unwind into the onboarding child.
///     super.allowedChildrenForUnwinding(from: source).filter { !($0 is OnboardingViewController) }
/// }
/// ```
///
/// - Note: ``unwindAction``'s name is the storyboard's Objective-C spelling
///   (`unwindToMenu:`), the name ``UIOutletConnecting/selector(forAction:)`` receives; the
///   selector itself implements nothing (Terrarium has no runtime to find the method by),
///   so compare names (`source.unwindAction.name == "unwindToMenu:"`) rather than selectors.
@preconcurrency @MainActor
public class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind segue leaves: the scene whose Exit it was connected to.
    public let source: UIViewController
    /// The action the destination implements, called with the segue before the transition.
    public let unwindAction: Selector
    /// What triggered the segue: the control, bar button item or gesture recognizer, or what
    /// was passed to ``UIViewController/performSegue(withIdentifier:sender:)``.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }

    /// `<UIStoryboardUnwindSegueSource: 0x…>`, UIKit's form.
    public override nonisolated var description: String { _objectDescription }
}

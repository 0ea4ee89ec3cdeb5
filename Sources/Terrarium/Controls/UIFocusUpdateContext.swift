import Foundation

/// The views a focus move went from and to, handed to
/// ``UIView/didUpdateFocus(in:with:)``.
///
/// ```swift
/// override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
///     super.didUpdateFocus(in: context, with: coordinator)
///     if context.nextFocusedView === self { scrollIntoView() }
/// }
/// ```
/// - Note: UIKit's context also names focus items that are not views and focus
///   environments; Terrarium's focus system moves between views only.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The view that had focus before the move, if any.
    open private(set) weak var previouslyFocusedView: UIView?
    /// The view that has focus after the move, if any.
    open private(set) weak var nextFocusedView: UIView?
    /// The direction of the move: `.next` for Tab, `.previous` for Shift-Tab, empty when
    /// focus moved for another reason (the focused view was disabled, hidden, removed or
    /// covered by a presented controller).
    open private(set) var focusHeading: UIFocusHeading

    init(previouslyFocusedView: UIView?, nextFocusedView: UIView?, focusHeading: UIFocusHeading) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.focusHeading = focusHeading
    }
}

/// The directions focus can move in.
///
/// - Note: Terrarium moves focus with Tab (``next``) and Shift-Tab (``previous``) only; the
///   arrow directions exist for source compatibility with UIKit.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a heading from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Down.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Forward in reading order: Tab.
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Backward in reading order: Shift-Tab.
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// Runs the animations that go with a focus move.
///
/// - Note: A focus move in a terminal is one redraw: Terrarium runs the animations at once,
///   when they are added, and the completions after every view has been told of the move.
@preconcurrency @MainActor
public final class UIFocusAnimationCoordinator {
    private var completions: [() -> Void] = []

    init() {}

    /// Adds animations to run with the focus move, and a closure to run after it.
    ///
    /// - Parameters:
    ///   - animations: changes to views' animatable properties; run at once.
    ///   - completion: run once every view has been told of the move.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        if let completion { completions.append(completion) }
    }

    func _finish() {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion() }
    }
}

import Foundation

/// An animation of a layer's change from what it showed to what it shows now: a fade, or the
/// new content pushing, moving in over, or revealed beneath the old.
///
/// ```swift
/// let push = CATransition()
/// push.type = .push
/// push.subtype = .fromRight
/// push.duration = 0.3
/// pageView.layer.add(push, forKey: nil)     // always added under kCATransition
/// pageView.label.text = "Page 2"
/// ```
///
/// How it is drawn in cells, for a view's layer:
/// - `.fade`: the old content shows until half-way through, then the new, as
///   ``UIView/transition(with:duration:options:animations:completion:)`` draws a
///   cross-dissolve (a cell shows text only from half opacity).
/// - `.push`: the new content slides in from the ``subtype`` side as the old slides out the
///   other way; `.moveIn`: the new slides in over the old; `.reveal`: the old slides out,
///   uncovering the new. Offsets are whole cells.
///
/// ``startProgress`` and ``endProgress`` take the part of the effect between them.
///
/// - Note: The old content is the view as it was drawn when the transition was added (add
///   it before changing the view, as Apple's examples do; Core Animation takes the state of
///   the last committed frame, which is the same unless the view changed earlier in the same
///   turn). A transition on a plain layer, or a view outside a window, times its run and
///   tells its delegate but draws the new content at once; a missing ``subtype`` is
///   `.fromLeft`.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The effect; `.fade` by default.
    open var type: CATransitionType = .fade
    /// The side the effect moves from; `nil` by default (drawn as `.fromLeft`).
    open var subtype: CATransitionSubtype?
    /// Where in the effect it starts, 0…1; 0 by default.
    open var startProgress: Float = 0
    /// Where in the effect it ends, 0…1; 1 by default.
    open var endProgress: Float = 1
    /// A filter for the effect; kept, cells have no filters.
    open var filter: Any?

    override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        filter = other.filter
    }

    /// How far through the effect it is at `parentTime`, 0…1; `nil` when it has no effect.
    func _effectProgress(at parentTime: Double) -> Double? {
        let duration = _duration(default: 0.25)
        guard let point = _timing.point(at: parentTime, duration: duration) else { return nil }
        let p = timingFunction?._progress(point.fraction) ?? point.fraction
        return Double(startProgress) + p * Double(endProgress - startProgress)
    }
}

/// The effects of a ``CATransition``.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates an effect from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a ``CATransition`` moves from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a side from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

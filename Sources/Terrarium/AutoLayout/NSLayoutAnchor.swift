import Foundation

/// One attribute of a view or layout guide (an edge, a centre or a size) from which to make
/// constraints.
///
/// Anchors are typed by axis, so only meaningful constraints compile: an
/// ``NSLayoutXAxisAnchor`` relates to another x-axis anchor, an ``NSLayoutYAxisAnchor`` to a
/// y-axis anchor and an ``NSLayoutDimension`` to a dimension or a constant.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     badge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -1),
///     badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
///     badge.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5),
/// ])
/// // badge.leadingAnchor.constraint(equalTo: title.topAnchor)  // does not compile
/// ```
///
/// The constraints an anchor makes are inactive and required; set `isActive` (or call
/// ``NSLayoutConstraint/activate(_:)``) to use them.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var _item: AnyObject?
    let _attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        _item = item
        _attribute = attribute
    }

    /// The view or layout guide the anchor belongs to.
    public var item: AnyObject? { _item }

    /// The anchor's name as UIKit prints it: `UIView:0x….leading`.
    public var name: String { "\(NSLayoutConstraint._describe(_item)).\(_attribute)" }

    /// UIKit's form: `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`, with the class of
    /// anchor the attribute has (also for a constraint's `firstAnchor`).
    ///
    /// - Note: `description` is nonisolated, as `NSObject`'s; read off the main actor, where
    ///   the state may not be touched, it is the bare `<ClassName: 0x…>`.
    open override nonisolated var description: String {
        NSObject._readingMainActorState { self._mainActorDescription } ?? _objectDescription
    }

    /// ``description`` as read on the main actor.
    var _mainActorDescription: String {
        let kind =
            switch _attribute {
            case .width, .height: "NSLayoutDimension"
            default: _attribute._axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
            }
        return "<\(kind):\(NSLayoutConstraint._address(of: self)) \"\(name)\">"
    }

    /// The same as ``description``.
    open override nonisolated var debugDescription: String { description }

    /// A constraint that this anchor equals `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _constraint(.equal, anchor, constant: 0)
    }

    /// A constraint that this anchor is at least `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint that this anchor is at most `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint that this anchor equals `anchor` plus `c` cells.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, constant: c)
    }

    /// A constraint that this anchor is at least `anchor` plus `c` cells.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint that this anchor is at most `anchor` plus `c` cells.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, constant: c)
    }

    func _constraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        guard let first = _item else {
            _terminate(
                uncaughtException: "NSInvalidArgumentException",
                reason: "\(self): the anchor's item was released, so it cannot be constrained")
        }
        let constraint = NSLayoutConstraint(
            _first: first, _attribute, relation, second: anchor?._item, anchor?._attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
        return constraint
    }
}

/// An anchor on the horizontal axis: a leading, trailing, left, right or centre-x anchor.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint that this anchor is the standard spacing after `anchor`, times
    /// `multiplier`.
    ///
    /// - Note: The standard spacing is one column: 8 points on a standard screen, as in UIKit.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _constraint(.equal, anchor, constant: UIView._systemSpacing(vertical: false, near: _item) * multiplier)
    }

    /// A constraint that this anchor is at least the standard spacing (one column, 8 points) after
    /// `anchor`, times `multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _constraint(.greaterThanOrEqual, anchor, constant: UIView._systemSpacing(vertical: false, near: _item) * multiplier)
    }

    /// A constraint that this anchor is at most the standard spacing (one column, 8 points) after
    /// `anchor`, times `multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _constraint(.lessThanOrEqual, anchor, constant: UIView._systemSpacing(vertical: false, near: _item) * multiplier)
    }
}

/// An anchor on the vertical axis: a top, bottom, centre-y or baseline anchor.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint that this anchor is the standard spacing below `anchor`, times
    /// `multiplier`.
    ///
    /// - Note: The standard spacing is one row: 16 points on a standard screen, where UIKit has 8.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _constraint(.equal, anchor, constant: UIView._systemSpacing(vertical: true, near: _item) * multiplier)
    }

    /// A constraint that this anchor is at least the standard spacing (one row, 16 points) below
    /// `anchor`, times `multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _constraint(.greaterThanOrEqual, anchor, constant: UIView._systemSpacing(vertical: true, near: _item) * multiplier)
    }

    /// A constraint that this anchor is at most the standard spacing (one row, 16 points) below
    /// `anchor`, times `multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        _constraint(.lessThanOrEqual, anchor, constant: UIView._systemSpacing(vertical: true, near: _item) * multiplier)
    }
}

/// A width or height anchor: relates to another dimension, with a multiplier, or to a
/// constant.
///
/// ```swift
/// sidebar.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25, constant: 2)
/// button.heightAnchor.constraint(equalToConstant: 1)
/// ```
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint that this dimension equals `c` cells.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, nil, constant: c)
    }

    /// A constraint that this dimension is at least `c` cells.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, nil, constant: c)
    }

    /// A constraint that this dimension is at most `c` cells.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, nil, constant: c)
    }

    /// A constraint that this dimension equals `anchor` times `m`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// A constraint that this dimension is at least `anchor` times `m`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        _constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint that this dimension is at most `anchor` times `m`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint that this dimension equals `anchor` times `m` plus `c` cells.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        _constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint that this dimension is at least `anchor` times `m` plus `c` cells.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A constraint that this dimension is at most `anchor` times `m` plus `c` cells.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

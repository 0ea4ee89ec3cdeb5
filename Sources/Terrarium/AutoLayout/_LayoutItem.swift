import Cassowary
import Foundation
import OrderedCollections

/// A view's or layout guide's four variables in one engine, and what the engine added for
/// it besides user constraints: frame pins, content-size constraints, a system guide's
/// structure.
///
/// A view's `minX`/`minY` are its frame origin in its superview's coordinates; a guide's
/// are in its owning view's. Items exist only while some constraint refers to them (as an
/// item, or as a view between an item and the constraint's container), so views that no
/// constraint touches never enter the solver.
@MainActor
final class _LayoutItem {
    let key: ObjectIdentifier
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    weak var engine: _LayoutEngine?

    let minX = Variable()
    let minY = Variable()
    let width = Variable()
    let height = Variable()

    /// How many installed constraints (or other items) use this item.
    var references = 0
    /// Whether the frame is an input to the engine: the view translates its autoresizing
    /// mask into constraints, so its four variables are pinned to its frame.
    var pinsFrame = false
    /// The content-size constraints per axis (0 horizontal, 1 vertical), for a view with
    /// an intrinsic size that does not translate its mask.
    var contentSize: [ContentSize?] = [nil, nil]
    /// For a system guide: the owning view's item and the constraints tying the guide to it.
    var guideStructure: GuideStructure?
    /// For a scroll view's content layout guide: its origin is pinned to the content origin
    /// and its size held at the content size only as a preference.
    var isScrollContentGuide = false
    /// For a scroll view: its bounds origin per axis (0 horizontal, 1 vertical), pinned
    /// while a constraint reaches from inside it to outside.
    var boundsOrigin: [Variable?] = [nil, nil]
    /// Which way `exerciseAmbiguityInLayout()` moves the view next, and the weakest edit
    /// variables that hold it where the last exercise moved it.
    var exerciseDirection = -1.0
    var exerciseProbes: [Variable] = []

    /// The constraints that stand for an intrinsic size on one axis: the size hugs the
    /// pinned intrinsic value at the hugging priority and resists going below it at the
    /// compression-resistance priority.
    struct ContentSize {
        let intrinsic: Variable
        var value: Double
        let hugging: UILayoutPriority
        let compressionResistance: UILayoutPriority
        let hug: Constraint
        let resist: Constraint
    }

    /// A safe-area or margins guide's frame: its origin pinned to the insets, its size the
    /// owner's size less the (pinned) sum of opposite insets.
    struct GuideStructure {
        let owner: _LayoutItem
        let horizontalInsets: Variable
        let verticalInsets: Variable
        let width: Constraint
        let height: Constraint
    }

    init(key: ObjectIdentifier, engine: _LayoutEngine) {
        self.key = key
        self.engine = engine
    }

    /// The variable of the origin or size along an axis.
    func origin(_ axis: NSLayoutConstraint.Axis) -> Variable { axis == .horizontal ? minX : minY }
    func size(_ axis: NSLayoutConstraint.Axis) -> Variable { axis == .horizontal ? width : height }

    /// The view, or the guide's owning view: what the item's position is relative to.
    var object: AnyObject? { view ?? guide }
}

/// The Auto Layout state of one view, allocated the first time the view takes part, so
/// that views without constraints carry one empty pointer.
@MainActor
final class _AutoLayoutState {
    /// The active constraints this view holds (it is their items' nearest common
    /// ancestor), in activation order.
    var constraints: OrderedDictionary<ObjectIdentifier, NSLayoutConstraint> = [:]
    /// The view's item in the engine of its tree, while constraints use the view.
    var item: _LayoutItem?
    /// The engine this view hosts: set on the root of a tree (a window, or a view with no
    /// superview) once a constraint is activated in the tree.
    var engine: _LayoutEngine?
    /// Hugging and compression-resistance priorities per axis (0 horizontal, 1 vertical).
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// Guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaLayoutGuide: UILayoutGuide?
    var layoutMarginsGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    /// `UIView.preservesSuperviewLayoutMargins`.
    var preservesSuperviewLayoutMargins = false
    /// Set when a subview entered the engine; the base `layoutSubviews` then sets subviews'
    /// frames from it (and clears this when it finds none).
    var hasEngineSubviews = false
}

import Foundation

/// A view that lays out a row or column of views with Auto Layout: you give it the views
/// (its ``arrangedSubviews``) and say how to distribute and align them; it makes and keeps
/// the constraints.
///
/// ```swift
/// let toolbar = UIStackView(arrangedSubviews: [back, title, done])
/// toolbar.axis = .horizontal
/// toolbar.spacing = 1
/// toolbar.distribution = .fill      // the view that hugs least takes the extra room
/// title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
/// toolbar.translatesAutoresizingMaskIntoConstraints = false
/// view.addSubview(toolbar)
/// ```
///
/// Arranged views stop translating their autoresizing masks. A hidden arranged view takes
/// no room and no spacing; hiding or showing one updates the layout. Removing a view from
/// ``arrangedSubviews`` leaves it a subview, as in UIKit; removing it from the stack view
/// (`removeFromSuperview()`) also removes it from ``arrangedSubviews``.
///
/// The stack makes its constraints in ``updateConstraints()``, named as UIKit names them
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, …) so conflict reports read
/// the same.
///
/// - Note: Where several arranged views hug their content at the same lowest priority in
///   `.fill`, UIKit resizes them by their order; Terrarium leaves the choice to the solver.
///   `.firstBaseline` and `.lastBaseline` alignment align tops and bottoms (the first and
///   last baselines of a terminal view are its top and bottom edges).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Views keep their sizes; when they do not fit, the one that resists compression
        /// least shrinks, and when there is room left, the one that hugs least grows.
        case fill = 0
        /// Every view gets the same length.
        case fillEqually
        /// Views share the length in proportion to their intrinsic sizes.
        case fillProportionally
        /// Views keep their sizes and the gaps between them are equal (at least ``spacing``).
        case equalSpacing
        /// Views keep their sizes and their centres are equally far apart, gaps at least
        /// ``spacing``.
        case equalCentering
    }

    /// How arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack's breadth.
        case fill = 0
        /// Views align to the leading edge (a vertical stack) or the top (a horizontal one).
        case leading = 1
        /// Views align their first baselines (a horizontal stack).
        ///
        /// - Note: Terrarium aligns tops, where the first line of text is.
        case firstBaseline = 2
        /// Views are centred across the axis.
        case center = 3
        /// Views align to the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing = 4
        /// Views align their last baselines (a horizontal stack).
        ///
        /// - Note: Terrarium aligns bottoms.
        case lastBaseline = 5

        /// Views align to the top (a horizontal stack): the same as ``leading``.
        public static var top: Alignment { .leading }
        /// Views align to the bottom (a horizontal stack): the same as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// A ``customSpacing(after:)`` value meaning "use ``spacing``".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing value meaning "the standard spacing": one cell in Terrarium.
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    var _arrangedSubviews: [UIView] = []
    var _customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides the stack made in its last arrangement.
    var _arrangement: [NSLayoutConstraint] = []
    var _spacers: [UILayoutGuide] = []
    var _needsArrangement = true

    /// Creates an empty horizontal stack view.
    /// Rearranges when an arranged view is hidden or shown, or, in a stack that shares its
    /// length by intrinsic sizes, changes its intrinsic size.
    override func _subviewLayoutInputDidChange(_ subview: UIView, intrinsicSizeOnly: Bool) {
        if intrinsicSizeOnly && distribution != .fillProportionally { return }
        _arrangedSubviewDidChange(subview)
    }

    /// Creates an empty stack view: horizontal, filling, with no spacing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardStack(coder) }
    }

    /// A stack view's storyboard subviews are its arranged subviews, in order.
    override func _addStoryboardSubview(_ view: UIView) {
        addArrangedSubview(view)
    }

    /// Creates a horizontal stack view arranging `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The stack makes its constraints in its update-constraints pass, so it needs one
    /// even when nothing else in its window uses constraints.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// The views the stack arranges, in order; a subset of its subviews.
    open var arrangedSubviews: [UIView] { _arrangedSubviews }

    /// Whether views are laid out in a row (`.horizontal`, the default) or a column.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { _setNeedsArrangement() } }
    }

    /// How views share the stack's length; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { _setNeedsArrangement() } }
    }

    /// How views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { _setNeedsArrangement() } }
    }

    /// The gap between adjacent views, in cells (the least gap for `.equalSpacing` and
    /// `.equalCentering`); 0 by default.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { _setNeedsArrangement() } }
    }

    /// Whether views are laid out within the stack's layout margins rather than its bounds;
    /// `false` by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { _setNeedsArrangement() } }
    }

    /// Whether vertical spacing is measured between baselines. Kept for source
    /// compatibility.
    ///
    /// - Note: Terrarium measures spacing between edges either way: a terminal view's
    ///   baselines are its edges.
    open var isBaselineRelativeArrangement = false

    /// Adds a view to the end of ``arrangedSubviews``, and as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: _arrangedSubviews.count)
    }

    /// Inserts a view into ``arrangedSubviews`` at `stackIndex` (moving it if it is already
    /// arranged), and adds it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if let current = _arrangedSubviews.firstIndex(where: { $0 === view }) {
            _arrangedSubviews.remove(at: current)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        _arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, stackIndex), _arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        _setNeedsArrangement()
    }

    /// Removes a view from ``arrangedSubviews``. It stays a subview, as in UIKit: remove it
    /// from the stack view too if it should go.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = _arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        _arrangedSubviews.remove(at: index)
        _customSpacings[ObjectIdentifier(view)] = nil
        _setNeedsArrangement()
    }

    /// Sets the gap after one arranged view, in place of ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        _customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        _setNeedsArrangement()
    }

    /// The gap after an arranged view set with ``setCustomSpacing(_:after:)``, or
    /// ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// A subview leaving the stack view also leaves ``arrangedSubviews``.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Makes the arrangement's constraints again if something changed, then updates the
    /// stack's other constraints.
    open override func updateConstraints() {
        if _needsArrangement { _arrange() }
        super.updateConstraints()
    }
}

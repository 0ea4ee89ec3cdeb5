import Foundation

extension UIView {
    // MARK: Anchors

    /// The leading edge (the left edge: Terrarium lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right edge).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text.
    ///
    /// - Note: A terminal cell has no baseline inside it: this is the top edge, the row the
    ///   first line of text is on.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }
    /// The baseline of the last line of text.
    ///
    /// - Note: A terminal cell has no baseline inside it: this is the bottom edge.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
    }

    // MARK: Constraints held by the view

    /// The active constraints this view holds: those whose items' nearest common ancestor
    /// it is, in the order they were activated.
    ///
    /// - Note: UIKit also lists here the constraints it makes from autoresizing masks and
    ///   for system layout guides; Terrarium keeps those inside the engine.
    public var constraints: [NSLayoutConstraint] {
        guard let state = _autoLayout else { return [] }
        return Array(state.constraints.values)
    }

    /// Activates a constraint.
    ///
    /// - Note: UIKit holds the constraint in the receiver, which must be an ancestor of its
    ///   items; Terrarium, as `isActive = true` does, holds it in the items' nearest common
    ///   ancestor.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates constraints; see ``addConstraint(_:)``.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates a constraint this view holds; does nothing for others.
    ///
    /// - Note: Terrarium holds a constraint in its items' nearest common ancestor whichever
    ///   view ``addConstraint(_:)`` was sent to, so a view also removes the constraints its
    ///   descendants hold: `grandparent.addConstraint(c)` then
    ///   `grandparent.removeConstraint(c)` works as in UIKit.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard let container = constraint._container, container.isDescendant(of: self) else { return }
        constraint.isActive = false
    }

    /// Deactivates the constraints among `constraints` that this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Layout guides

    /// The guides added with ``addLayoutGuide(_:)``, in order.
    public var layoutGuides: [UILayoutGuide] { _autoLayout?.layoutGuides ?? [] }

    /// Adds a layout guide; its frame is in this view's coordinates. A guide owned by
    /// another view moves here (its constraints with that view's hierarchy are deactivated).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide._owningView !== self else { return }
        layoutGuide._owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide._owningView = self
        _autoLayoutState.layoutGuides.append(layoutGuide)
    }

    /// Removes a layout guide, deactivating the constraints that use it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide._owningView === self, let state = _autoLayout else { return }
        var holder: UIView? = self
        while let view = holder {
            if let held = view._autoLayout?.constraints.values {
                for constraint in Array(held)
                where constraint._firstItem === layoutGuide
                    || constraint._secondItem === layoutGuide
                {
                    constraint.isActive = false
                }
            }
            holder = view._superview
        }
        state.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide._owningView = nil
    }

    /// A guide for the part of the view not covered by bars or other content: the view's
    /// bounds inset by ``safeAreaInsets``. The engine keeps it up to date as the insets
    /// change.
    ///
    /// ```swift
    /// list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
    /// ```
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = _autoLayoutState
        if let guide = state.safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
        guide._owningView = self
        state.safeAreaLayoutGuide = guide
        return guide
    }

    /// A guide for the view's content area: the bounds inset by the safe area and then by
    /// ``layoutMargins``. The margin attributes of constraints (`.leadingMargin` and the
    /// others) refer to it.
    ///
    /// - Note: As in UIKit with `insetsLayoutMarginsFromSafeArea` true (its default), the
    ///   margins are measured from the safe area's edges.
    public var layoutMarginsGuide: UILayoutGuide {
        let state = _autoLayoutState
        if let guide = state.layoutMarginsGuide { return guide }
        let guide = UILayoutGuide(kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
        guide._owningView = self
        state.layoutMarginsGuide = guide
        return guide
    }

    /// The insets of ``layoutMarginsGuide``: the safe area plus the layout margins, widened
    /// where ``preservesSuperviewLayoutMargins`` keeps content inside the superview's margins.
    var _layoutMarginsGuideInsets: UIEdgeInsets {
        var insets = safeAreaInsets + layoutMargins
        guard _autoLayout?.preservesSuperviewLayoutMargins == true, let superview = _superview else { return insets }
        // The superview's margin rectangle in this view's bounds coordinates.
        let margins = superview.bounds.inset(by: superview._layoutMarginsGuideInsets)
            .offsetBy(dx: _boundsOrigin.x - _frame.minX, dy: _boundsOrigin.y - _frame.minY)
        let own = bounds
        insets.top = Swift.max(insets.top, margins.minY - own.minY)
        insets.left = Swift.max(insets.left, margins.minX - own.minX)
        insets.bottom = Swift.max(insets.bottom, own.maxY - margins.maxY)
        insets.right = Swift.max(insets.right, own.maxX - margins.maxX)
        return insets
    }

    /// Whether the view's ``layoutMarginsGuide`` also keeps content inside its superview's
    /// margins; `false` by default.
    ///
    /// When `true`, an edge of the view that lies inside its superview's margin (a content
    /// view filling its superview, say) gets as much margin as it takes to keep content
    /// inside the superview's margins too: the larger of its own margin and that distance.
    ///
    /// ```swift
    /// card.contentView.preservesSuperviewLayoutMargins = true
    /// label.leadingAnchor.constraint(equalTo: card.contentView.layoutMarginsGuide.leadingAnchor)
    /// ```
    ///
    /// - Note: Terrarium applies it to the guide and so to constraints to the margins
    ///   (`.leadingMargin`…); ``layoutMargins`` still reports the view's own margins.
    public var preservesSuperviewLayoutMargins: Bool {
        get { _autoLayout?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            _autoLayoutState.preservesSuperviewLayoutMargins = newValue
            _layoutGuideInsetsDidChange()
            layoutMarginsDidChange()
        }
    }

    /// The widest a readable line of text is, in points: what ``readableContentGuide``
    /// narrows to.
    ///
    /// - Note: UIKit's width for the default size of text (large) is 672 points; Terrarium
    ///   keeps it: 84 columns on a standard screen.
    static let _readableContentWidth: CGFloat = 672

    /// A guide for text that should be easy to read: within ``layoutMarginsGuide``, centred,
    /// and no wider than a readable line.
    ///
    /// Its top and bottom are the margins guide's; across, it is as wide as the margins
    /// guide up to 672 points (84 columns on a standard screen), centred between the
    /// margins when narrower.
    ///
    /// ```swift
    /// NSLayoutConstraint.activate([
    ///     article.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
    ///     article.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
    /// ])
    /// ```
    ///
    /// - Note: UIKit narrows the guide by the preferred size of text; a terminal's text has
    ///   one size (see ``UIContentSizeCategory``), so Terrarium's width is that of UIKit's
    ///   default size. The guide is kept by constraints the view holds (they show in
    ///   ``constraints``), not listed in ``layoutGuides``.
    public var readableContentGuide: UILayoutGuide {
        let state = _autoLayoutState
        if let guide = state.readableContentGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        guide._owningView = self
        state.readableContentGuide = guide
        let margins = layoutMarginsGuide
        let fills = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fills.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: UIView._readableContentWidth),
            fills,
        ])
        return guide
    }

    // MARK: Fitting sizes

    /// The target size for the smallest size that fits the content, in
    /// ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The target size for the largest size the content allows, in
    /// ``systemLayoutSizeFitting(_:)``.
    ///
    /// - Note: 10,000 cells square: larger than any terminal.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The standard spacing between views along an axis: one column across (8 points on a
    /// standard screen, UIKit's value), one row down (16 points).
    ///
    /// - Note: UIKit's standard spacing is 8 points along both axes. Down, half a row would
    ///   snap to no gap at all (see ``UIScreen/cellRect(for:)``), so Terrarium keeps a row.
    static func _systemSpacing(vertical: Bool, near item: AnyObject? = nil) -> CGFloat {
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        let cell = view?._cellSize ?? UIScreen.main.cellSize
        return vertical ? cell.height : cell.width
    }

    // MARK: Mechanics

    /// The view's Auto Layout state, created on first use.
    var _autoLayoutState: _AutoLayoutState {
        if let state = _autoLayout { return state }
        let state = _AutoLayoutState()
        _autoLayout = state
        return state
    }

    /// Tells the engine the view started or stopped translating its autoresizing mask. A
    /// view that stops opts its tree into constraint-based layout: the update-constraints
    /// pass runs, so it can make its constraints in `updateConstraints()`.
    func _translatesAutoresizingMaskDidChange() {
        if let item = _autoLayout?.item, let engine = item.engine {
            engine.translatesAutoresizingMaskDidChange(of: item)
        } else if !_translatesAutoresizingMaskIntoConstraints, let engine = _layoutEngine(creating: true) {
            engine.needsUpdateConstraintsPass = true
            engine.setNeedsSolve()
        }
    }

    /// Tells the engine the view's hugging or compression-resistance priorities changed.
    func _contentPrioritiesDidChange() {
        guard let item = _autoLayout?.item, let engine = item.engine else { return }
        engine.contentPrioritiesDidChange(of: item)
    }

    /// Tells the engine the view's intrinsic size changed (and a stack view that shares its
    /// length by intrinsic sizes, whose proportions change).
    func _intrinsicContentSizeDidChange() {
        _superview?._subviewLayoutInputDidChange(self, intrinsicSizeOnly: true)
        guard let item = _autoLayout?.item, let engine = item.engine else { return }
        engine.intrinsicContentSizeDidChange(of: item)
    }

    /// Tells the engine a view whose frame is one of its inputs moved or resized; a margins
    /// guide that preserves the superview's margins, its own or a subview's, moves with it.
    func _frameDidChangeForLayoutEngine() {
        if _autoLayout?.preservesSuperviewLayoutMargins == true { _layoutGuideInsetsDidChange() }
        for subview in _subviews where subview._autoLayout?.preservesSuperviewLayoutMargins == true {
            subview._layoutGuideInsetsDidChange()
        }
        guard let item = _autoLayout?.item, item.pinsFrame, let engine = item.engine else { return }
        engine.frameDidChange(of: item)
    }

    /// Tells the engine the safe area or margins changed, which moves the system guides.
    func _layoutGuideInsetsDidChange() {
        guard let state = _autoLayout else { return }
        for guide in [state.safeAreaLayoutGuide, state.layoutMarginsGuide] {
            if let item = guide?._item, let engine = item.engine { engine.guideInsetsDidChange(of: item) }
        }
        // Subviews that preserve this view's margins follow them.
        for subview in _subviews where subview._autoLayout?.preservesSuperviewLayoutMargins == true {
            subview._layoutGuideInsetsDidChange()
        }
    }
}

extension UILayoutGuide {
    /// A system guide's insets from its owning view's bounds.
    var _insets: UIEdgeInsets {
        guard let owner = _owningView else { return .zero }
        switch _kind {
        case .custom: return .zero
        case .safeArea: return owner.safeAreaInsets
        case .layoutMargins: return owner._layoutMarginsGuideInsets
        case .scrollContent:
            // The content's rectangle: from the content origin, contentSize large.
            let size = (owner as? UIScrollView)?.contentSize ?? .zero
            return UIEdgeInsets(
                top: 0, left: 0, bottom: owner.bounds.height - size.height, right: owner.bounds.width - size.width)
        case .scrollFrame:
            // The visible rectangle moves with the content offset and keeps the view's size.
            let origin = owner.bounds.origin
            return UIEdgeInsets(top: origin.y, left: origin.x, bottom: -origin.y, right: -origin.x)
        }
    }
}

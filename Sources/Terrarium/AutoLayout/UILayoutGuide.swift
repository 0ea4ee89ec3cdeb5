import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it draws nothing and
/// receives no events, but has anchors that constraints can relate.
///
/// Add one to a view with ``UIView/addLayoutGuide(_:)``; its frame (``layoutFrame``) is in
/// that view's coordinates. Every view also has two system guides, kept up to date by the
/// engine: ``UIView/safeAreaLayoutGuide`` and ``UIView/layoutMarginsGuide``.
///
/// ```swift
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// NSLayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///     gap.widthAnchor.constraint(equalToConstant: 2),
/// ])
/// ```
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What keeps a guide's frame: constraints (a guide you add), or the engine from the
    /// owning view's safe area or margins.
    enum Kind {
        case custom
        case safeArea
        case layoutMargins
        /// A scroll view's `contentLayoutGuide`: the content's rectangle.
        case scrollContent
        /// A scroll view's `frameLayoutGuide`: the visible rectangle, in content coordinates.
        case scrollFrame
    }

    let _kind: Kind
    weak var _owningView: UIView?
    /// The guide's variables in the live engine, while constraints use it.
    var _item: _LayoutItem?

    /// Creates a guide; add it to a view with ``UIView/addLayoutGuide(_:)``.
    public override init() {
        _kind = .custom
    }

    init(kind: Kind, identifier: String) {
        _kind = kind
        self.identifier = identifier
    }

    /// The view the guide belongs to; its ``layoutFrame`` is in this view's coordinates.
    public var owningView: UIView? { _owningView }

    /// A name for the guide, shown in constraint descriptions. The system guides are named
    /// `UIViewSafeAreaLayoutGuide` and `UIViewLayoutMarginsGuide`, as in UIKit.
    open var identifier = ""

    /// The guide's frame in its owning view's coordinates, as the last layout pass solved it.
    ///
    /// The system guides report the owning view's bounds inset by its safe area (and its
    /// margins) even when no constraint uses them.
    /// - Note: Its edges are rounded to whole cells, as frames are.
    open var layoutFrame: CGRect {
        if let item = _item, let engine = item.engine {
            engine.solveIfNeeded()
            return engine.roundedFrame(of: item, inSuperviewAt: engine.exactOrigin(of: _owningView))
        }
        guard let owner = _owningView else { return .zero }
        switch _kind {
        case .custom: return .zero
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .layoutMargins: return owner.bounds.inset(by: owner._layoutMarginsGuideInsets)
        case .scrollContent: return CGRect(origin: .zero, size: (owner as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return owner.bounds
        }
    }

    /// UIKit's form: `<UILayoutGuide: 0x…; frame = (0 0; 80 24), owningView = <UIView: 0x…>>`.
    ///
    /// - Note: `description` is nonisolated, as `NSObject`'s; read off the main actor, where
    ///   the state may not be touched, it is the bare `<ClassName: 0x…>`.
    open override nonisolated var description: String {
        NSObject._readingMainActorState { self._mainActorDescription } ?? _objectDescription
    }

    /// ``description`` as read on the main actor.
    var _mainActorDescription: String {
        let frame = layoutFrame
        let name = identifier.isEmpty ? "" : " - \"\(identifier)\""
        return "<UILayoutGuide: \(NSLayoutConstraint._address(of: self))\(name), layoutFrame = "
            + "{{\(frame.minX.formattedForDescription), \(frame.minY.formattedForDescription)}, "
            + "{\(frame.width.formattedForDescription), \(frame.height.formattedForDescription)}}, "
            + "owningView = \(_owningView.map { "\($0)" } ?? "(null)")>"
    }

    /// The same as ``description``.
    open override nonisolated var debugDescription: String { description }

    // MARK: Anchors

    /// The leading (left) edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing (right) edge.
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
}

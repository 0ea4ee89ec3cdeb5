import Foundation

/// A relationship between two layout attributes that the Auto Layout engine keeps true:
/// `firstItem.firstAttribute <relation> multiplier × secondItem.secondAttribute + constant`.
///
/// Make constraints with anchors (``UIView/leadingAnchor`` and the others), or with
/// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``; they do nothing
/// until activated:
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// view.addSubview(label)
/// NSLayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///     label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
/// ])
/// ```
///
/// An active constraint lives in the engine of its items' window (one solver per window);
/// the layout pass solves it and the superview's ``UIView/layoutSubviews()`` sets the frames.
/// Changing ``constant`` of an active constraint moves the solution incrementally.
///
/// - Note: Frames are whole cells: each edge is rounded to the nearest cell in the window's
///   coordinates (halves round up), so views that share an edge in the solution share it on
///   screen, with no gap and no overlap.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The parts of a view's or layout guide's frame a constraint can relate.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: the left edge, as Terrarium lays out left to right.
        case leading
        /// The trailing edge: the right edge, as Terrarium lays out left to right.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text.
        ///
        /// - Note: A terminal cell has no baseline inside it: Terrarium takes the bottom edge.
        case lastBaseline
        /// The baseline of the first line of text.
        ///
        /// - Note: Terrarium takes the top edge, the row the first line of text is on.
        case firstBaseline
        /// The left edge inset by the layout margins.
        case leftMargin
        /// The right edge inset by the layout margins.
        case rightMargin
        /// The top edge inset by the layout margins.
        case topMargin
        /// The bottom edge inset by the layout margins.
        case bottomMargin
        /// The leading edge inset by the layout margins.
        case leadingMargin
        /// The trailing edge inset by the layout margins.
        case trailingMargin
        /// The horizontal centre of the area inside the layout margins.
        case centerXWithinMargins
        /// The vertical centre of the area inside the layout margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0

        /// The attribute's name as UIKit prints it in constraint descriptions.
        public var description: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }
    }

    /// How the first attribute compares with the second side.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        /// The first attribute is at most the second side.
        case lessThanOrEqual = -1
        /// The first attribute equals the second side.
        case equal = 0
        /// The first attribute is at least the second side.
        case greaterThanOrEqual = 1

        /// The operator as UIKit prints it: `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// The two axes of layout, for priorities and stack views.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    // The items are held weakly: a view holds its constraints, and a constraint must not
    // keep its views alive (UIKit's items are not retained either).
    weak var _firstItem: AnyObject?
    weak var _secondItem: AnyObject?

    /// The first item of the relation: a ``UIView`` or a ``UILayoutGuide``.
    public var firstItem: AnyObject? { _firstItem }

    /// The attribute of the first item.
    public internal(set) var firstAttribute: Attribute = .notAnAttribute

    /// How the first attribute compares with the second side.
    public internal(set) var relation: Relation = .equal

    /// The second item, or `nil` for a constraint on a constant (a width or height).
    public var secondItem: AnyObject? { _secondItem }

    /// The attribute of the second item; ``Attribute/notAnAttribute`` without one.
    public internal(set) var secondAttribute: Attribute = .notAnAttribute

    /// The factor the second attribute is multiplied by.
    public internal(set) var multiplier: CGFloat = 1

    var _constant: CGFloat = 0
    var _priority: UILayoutPriority = .required

    /// The view that holds the constraint while it is active: its items' nearest common
    /// ancestor. Weak: the view holds the constraint.
    weak var _container: UIView?
    /// The engine the constraint is installed in while active.
    weak var _engine: _LayoutEngine?
    /// When the constraint was (last) activated; the engine re-adds in this order and breaks
    /// the latest first.
    var _activationOrder: UInt64 = 0
    /// Whether this stands for one of the engine's own inputs in a report (an autoresizing
    /// mask, a content size, a system guide's edge): such constraints print as active.
    var _isEngineInput = false
    /// Whether the constant changed while the constraint was installed: the engine then keeps
    /// the constant in an edit variable, also after the constraint moves to another engine.
    var _constantWasEdited = false

    /// A name for the constraint, shown in its description and in conflict reports.
    open var identifier: String?

    /// Whether the constraint is archived with its view; Terrarium archives nothing.
    open var shouldBeArchived = false

    /// Creates a constraint `view1.attr1 <relation> multiplier × view2.attr2 + c`.
    ///
    /// ```swift
    /// let half = NSLayoutConstraint(
    ///     item: sidebar, attribute: .width, relatedBy: .equal,
    ///     toItem: view, attribute: .width, multiplier: 0.5, constant: 0)
    /// ```
    ///
    /// It stops with UIKit's `NSInvalidArgumentException` text for relations UIKit rejects:
    /// a location (an edge or centre) related to a constant or with multiplier 0, a
    /// location related to a size, or attributes of different axes.
    ///
    /// - Parameters:
    ///   - view1: the first item, a ``UIView`` or a ``UILayoutGuide``.
    ///   - attr1: its attribute.
    ///   - relation: how the sides compare.
    ///   - view2: the second item, or `nil` for a constant.
    ///   - attr2: its attribute; ``Attribute/notAnAttribute`` without a second item.
    ///   - multiplier: the factor on the second attribute.
    ///   - c: the constant added to the second side.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        guard let first = NSLayoutConstraint._layoutItem(view1) else {
            UIViewController._invalidArgument(
                "NSLayoutConstraint: \(view1) is not a view or layout guide, so it cannot be constrained")
        }
        let second: AnyObject?
        if let view2 {
            guard let item = NSLayoutConstraint._layoutItem(view2) else {
                UIViewController._invalidArgument(
                    "NSLayoutConstraint: \(view2) is not a view or layout guide, so it cannot be constrained")
            }
            second = item
        } else {
            second = nil
        }
        NSLayoutConstraint._validate(
            first: first, attr1, second: second, attr2, multiplier: multiplier)
        self.init(
            _first: first, attr1, relation, second: second, attr2, multiplier: multiplier, constant: c)
    }

    /// Creates an empty constraint: no items, ``Attribute/notAnAttribute`` on both sides.
    ///
    /// The designated initialiser, as in UIKit, where `NSObject`'s `init()` is the one
    /// `NSLayoutConstraint`'s convenience initialisers build on. A subclass that declares no
    /// designated initialiser of its own inherits it, and with it
    /// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, as SnapKit's
    /// `LayoutConstraint` relies on:
    ///
    /// ```swift
    /// final class LayoutConstraint: NSLayoutConstraint {
    ///     var label: String?
    /// }
    /// let width = LayoutConstraint(
    ///     item: box, attribute: .width, relatedBy: .equal,
    ///     toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80)
    /// width.label = "box.width"
    /// NSLayoutConstraint.activate([width])
    /// ```
    ///
    /// - Note: An empty constraint relates nothing, and activating it does nothing, as for a
    ///   constraint whose first item was released; UIKit documents neither.
    public override init() {
        super.init()
    }

    /// Creates a constraint without UIKit's checks: for anchors (whose types already rule out
    /// bad pairs) and the engine's own constraints.
    convenience init(
        _first first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        self.init()
        _configure(first: first, attr1, relation, second: second, attr2, multiplier: multiplier, constant: constant)
    }

    /// Sets what the constraint relates: for the initialisers of this class and of the engine's
    /// own subclasses.
    func _configure(
        first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        _firstItem = first
        firstAttribute = attr1
        self.relation = relation
        _secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        _constant = constant
    }

    /// The constant added to the second side.
    ///
    /// Changing it on an active constraint moves the solution incrementally: the constant
    /// becomes an edit variable of the solver the first time it changes, and every change
    /// after that is a suggestion to it, not a new constraint.
    open var constant: CGFloat {
        get { _constant }
        set {
            guard newValue != _constant else { return }
            _constant = newValue
            _engine?.constantDidChange(of: self)
        }
    }

    /// The priority; ``UILayoutPriority/required`` by default.
    ///
    /// An active constraint may change between priorities below required; changing it to
    /// or from required while active stops with UIKit's `NSInternalInconsistencyException`
    /// text, as UIKit does not support it.
    open var priority: UILayoutPriority {
        get { _priority }
        set {
            let clamped = UILayoutPriority(Swift.min(1000, Swift.max(1, newValue.rawValue)))
            guard clamped != _priority else { return }
            if isActive && clamped._isRequired != _priority._isRequired {
                _terminate(
                    uncaughtException: "NSInternalInconsistencyException",
                    reason:
                        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority \(clamped) and the existing priority was \(_priority).")
            }
            _priority = clamped
            _engine?.priorityDidChange(of: self)
        }
    }

    /// Whether the constraint takes part in layout.
    ///
    /// Activating it puts it in the `constraints` of its items' nearest common ancestor and
    /// in the engine of their window; deactivating takes it out. Items with no common
    /// ancestor stop the process with UIKit's `NSGenericException` text.
    open var isActive: Bool {
        get { _container != nil }
        set {
            if newValue { _activate() } else { _deactivate() }
        }
    }

    /// Activates the constraints; see ``isActive``.
    ///
    /// - Parameter constraints: the constraints to activate.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates the constraints; see ``isActive``.
    ///
    /// - Parameter constraints: the constraints to deactivate.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's attribute as an anchor.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: _firstItem, attribute: firstAttribute)
    }

    /// The second item's attribute as an anchor, or `nil` without a second item.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard secondItem != nil else { return nil }
        return NSLayoutAnchor<AnyObject>(item: _secondItem, attribute: secondAttribute)
    }

    // MARK: Descriptions

    /// The class name UIKit prints for this kind of constraint.
    var _className: String { "NSLayoutConstraint" }

    /// The relation as UIKit prints it: `UIView:0x….width == 0.5*UIView:0x….width + 2`.
    var _relationDescription: String {
        var text = "\(NSLayoutConstraint._describe(_firstItem)).\(firstAttribute) \(relation)"
        // A second item that was released still prints, as `(null)`.
        let hasSecond = secondAttribute != .notAnAttribute
        if hasSecond {
            text += " "
            if multiplier != 1 { text += "\(multiplier.formattedForDescription)*" }
            text += "\(NSLayoutConstraint._describe(_secondItem)).\(secondAttribute)"
            if _constant > 0 { text += " + \(_constant.formattedForDescription)" }
            if _constant < 0 { text += " - \((-_constant).formattedForDescription)" }
        } else {
            text += " \(_constant.formattedForDescription)"
        }
        if !_priority._isRequired { text += " @\(_priority)" }
        return text
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… 'name' UIView:0x….width == 10   (active)>`.
    ///
    /// - Note: `description` is nonisolated, as `NSObject`'s; read off the main actor, where
    ///   the state may not be touched, it is the bare `<ClassName: 0x…>`.
    open override nonisolated var description: String {
        NSObject._readingMainActorState { self._mainActorDescription } ?? _objectDescription
    }

    /// ``description`` as read on the main actor.
    var _mainActorDescription: String {
        let address = NSLayoutConstraint._address(of: self)
        let name = identifier.map { " '\($0)'" } ?? ""
        return
            "<\(_className):\(address)\(name) \(_relationDescription)   (\(isActive || _isEngineInput ? "active" : "inactive"))>"
    }

    /// The same as ``description``.
    open override nonisolated var debugDescription: String { description }

    /// An item as UIKit names it in constraint descriptions: `UILabel:0x…'text'`,
    /// `UILayoutGuide:0x…'name'`.
    static func _describe(_ item: AnyObject?) -> String {
        guard let item else { return "(null)" }
        let name = String(describing: type(of: item))
        var text = "\(name):\(_address(of: item))"
        if let label = item as? UILabel, let string = label.text { text += "'\(string)'" }
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { text += "'\(guide.identifier)'" }
        return text
    }

    /// `0x…`, as in `UIResponder`'s description.
    static func _address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    // MARK: Validation

    static func _layoutItem(_ any: Any) -> AnyObject? {
        if let view = any as? UIView { return view }
        if let guide = any as? UILayoutGuide { return guide }
        return nil
    }

    private static func _validate(
        first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute, multiplier: CGFloat
    ) {
        let subject = "NSLayoutConstraint for \(_describe(first))"
        if attr1 == .notAnAttribute {
            UIViewController._invalidArgument("\(subject): Unknown layout attribute")
        }
        if attr1._isLocation && (second == nil || multiplier == 0) {
            UIViewController._invalidArgument(
                "\(subject): A multiplier of 0 or a nil second item together with a location for the first "
                    + "attribute creates an illegal constraint of a location equal to a constant. Location "
                    + "attributes must be specified in pairs.")
        }
        guard second != nil else { return }
        if attr2 == .notAnAttribute {
            UIViewController._invalidArgument("\(subject): Unknown layout attribute")
        }
        if attr1._isLocation != attr2._isLocation || (attr1._isLocation && attr1._axis != attr2._axis) {
            UIViewController._invalidArgument(
                "\(subject): Invalid pairing of layout attributes: \(attr1) and \(attr2)")
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a position (an edge, centre or baseline) rather than a size.
    var _isLocation: Bool {
        switch self {
        case .width, .height, .notAnAttribute: return false
        default: return true
        }
    }

    /// Whether the attribute is an edge: left, right, top, bottom, leading or trailing.
    var _isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }

    /// Whether the attribute is a centre or a baseline.
    var _isCenterOrBaseline: Bool {
        switch self {
        case .centerX, .centerY, .firstBaseline, .lastBaseline: return true
        default: return false
        }
    }

    /// The axis the attribute lies along.
    var _axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .notAnAttribute:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return .vertical
        }
    }

    /// For a margin attribute, the attribute of the layout-margins guide it stands for.
    var _withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}

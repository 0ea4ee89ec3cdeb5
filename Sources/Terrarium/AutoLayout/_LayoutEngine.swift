import Cassowary
import Foundation

/// The Auto Layout engine of one view tree: a Cassowary solver holding the active
/// constraints of the tree under its host (a window, or the root of a tree not yet in one),
/// and the items (views and guides) those constraints name.
///
/// The engine is a cache of the constraints the views hold: activating a constraint
/// installs it here, deactivating removes it, and a subtree that moves to another tree
/// takes its constraints to that tree's engine. Inputs the engine does not own, such as the
/// frames of views that translate their autoresizing masks, the constants of constraints
/// changed after activation, safe-area and margin insets and intrinsic sizes, are edit
/// variables ("pins") at ``Strength/_pin``, so changing one is a suggestion to the solver,
/// never a rebuild.
///
/// The layout pass asks it to solve once (``solveIfNeeded()``); views whose solved frame
/// differs from their frame get their superview marked for layout, and the base
/// `UIView.layoutSubviews()` applies the values.
@MainActor
final class _LayoutEngine {
    /// An active constraint in the solver.
    @MainActor
    final class Installation {
        let constraint: NSLayoutConstraint
        /// The first side minus the multiplied second side, without the constant.
        let base: Cassowary.Expression
        /// The items the expression names; released when the constraint leaves.
        let items: [_LayoutItem]
        /// The constraint's relation in the solver; nil while it is broken.
        var solverConstraint: Constraint?
        /// The edit variable standing for the constant once it has changed.
        var constantVariable: Variable?

        init(constraint: NSLayoutConstraint, base: Cassowary.Expression, items: [_LayoutItem]) {
            self.constraint = constraint
            self.base = base
            self.items = items
        }

        var isBroken: Bool { solverConstraint == nil }
        var order: UInt64 { constraint._activationOrder }
    }

    /// An input the engine holds at a value through an edit variable.
    @MainActor
    final class Pin {
        enum Kind {
            /// A frame value of a view that translates its autoresizing mask.
            case frame(_LayoutItem, NSLayoutConstraint.Attribute)
            /// The constant of a constraint, once changed after activation.
            case constant(NSLayoutConstraint)
            /// A system guide's inset (`.left`, `.top`) or sum of opposite insets
            /// (`.width`, `.height`).
            case guideInset(_LayoutItem, NSLayoutConstraint.Attribute)
            /// A view's intrinsic size on an axis.
            case intrinsicSize(_LayoutItem, NSLayoutConstraint.Axis)
            /// A scroll view's content size on an axis, held by its content layout guide only
            /// as a preference (``Strength/_contentSizeStay``): constraints that size the
            /// content decide it, and the engine writes what they decide back.
            case contentSize(_LayoutItem, NSLayoutConstraint.Axis)
            /// A scroll view's bounds origin (its content offset) on an axis: what a position
            /// inside it is offset by when a constraint reaches outside it.
            case boundsOrigin(_LayoutItem, NSLayoutConstraint.Axis)
        }

        let variable: Variable
        var value: Double
        let kind: Kind
        let strength: Strength

        init(variable: Variable, value: Double, kind: Kind, strength: Strength = ._pin) {
            self.variable = variable
            self.value = value
            self.kind = kind
            self.strength = strength
        }

        /// Whether the pin is an input that holds unless required constraints contradict it
        /// (a conflict), rather than a preference they may override.
        var isInput: Bool { strength == ._pin }
    }

    /// What an engine is for.
    enum Mode {
        /// The engine of a view tree: it lays the tree out.
        case live
        /// A throwaway engine measuring one view (`systemLayoutSizeFitting`), whose frame is
        /// an output even if it translates its mask.
        case measuring(UIView)
        /// A throwaway copy of a live engine, for questions that must not move anything.
        case scratch
    }

    let solver = Solver()
    /// The root view whose tree this engine lays out.
    weak var host: UIView?
    /// Throwaway engines log nothing and link no view or constraint to themselves.
    let mode: Mode

    var items: [ObjectIdentifier: _LayoutItem] = [:]
    var installations: [ObjectIdentifier: Installation] = [:]
    var pins: [ObjectIdentifier: Pin] = [:]
    /// Items whose view said its intrinsic size changed.
    var intrinsicSizeChanges: [ObjectIdentifier: _LayoutItem] = [:]
    /// Installations left out of the solver because they contradicted required ones; they
    /// are retried when something changes.
    var broken: Set<ObjectIdentifier> = []
    var shouldRetryBroken = false
    /// Broken installations a retry put back in this solve: if they break again, the
    /// conflict is not reported again.
    var retried: Set<ObjectIdentifier> = []

    /// Whether the solution may be out of date.
    var needsSolve = false
    /// Whether some view in the tree needs `updateConstraints()` before the next layout.
    var needsUpdateConstraintsPass = true

    // Work counters, for tests and benchmarks.
    /// Constraints added to the solver (edit variables included).
    package private(set) var _solverAddCount = 0
    /// Constraints removed from the solver (edit variables included).
    package private(set) var _solverRemoveCount = 0
    /// Values suggested to edit variables.
    package private(set) var _suggestCount = 0
    /// Times the solver was rebuilt from the installed constraints.
    package private(set) var _rebuildCount = 0
    /// Times `solveIfNeeded()` found something to solve.
    package private(set) var _solveCount = 0

    init(host: UIView?, mode: Mode = .live) {
        self.host = host
        self.mode = mode
    }

    var isLive: Bool {
        if case .live = mode { return true }
        return false
    }

    var measuredView: UIView? {
        if case .measuring(let view) = mode { return view }
        return nil
    }

    /// Asks for a solve and, for an engine in a window, a layout pass.
    func setNeedsSolve() {
        needsSolve = true
        if let window = host?._window { window._setNeedsLayoutPass() }
    }

    // MARK: Installing constraints

    /// Puts an active constraint into the solver; `container` is the view that holds it.
    func install(_ constraint: NSLayoutConstraint, container: UIView) {
        let key = ObjectIdentifier(constraint)
        guard installations[key] == nil, let first = constraint._firstItem else { return }
        var terms: [Term] = []
        var items: [_LayoutItem] = []
        // In a container laid out right to left, leading is the right edge and trailing the
        // left, measured leftward (UIKit's meaning of leading and trailing in that direction).
        let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let second = constraint.secondAttribute != .notAnAttribute ? constraint._secondItem : nil
        appendAttribute(
            Self.contentSide(of: first, constraint.firstAttribute, facing: second), constraint.firstAttribute,
            times: 1, container: container, rightToLeft: rightToLeft, to: &terms, retaining: &items)
        if let second {
            appendAttribute(
                Self.contentSide(of: second, constraint.secondAttribute, facing: first), constraint.secondAttribute,
                times: -Double(constraint.multiplier), container: container, rightToLeft: rightToLeft, to: &terms,
                retaining: &items)
        }
        let installation = Installation(constraint: constraint, base: Cassowary.Expression(terms), items: items)
        installations[key] = installation
        if isLive { constraint._engine = self }
        if constraint._constantWasEdited {
            // A constraint that moves in with an edited constant keeps the edit form.
            let variable = Variable()
            installation.constantVariable = variable
            addPin(variable, value: Double(constraint._constant), kind: .constant(constraint))
        }
        addToSolver(installation, reportingConflicts: true)
        setNeedsSolve()
    }

    /// Takes a constraint out of the solver and releases its items.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let installation = installations.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if constraint._engine === self { constraint._engine = nil }
        if let solverConstraint = installation.solverConstraint {
            perform { try solver.removeConstraint(solverConstraint) }
            _solverRemoveCount += 1
        }
        broken.remove(ObjectIdentifier(constraint))
        if let variable = installation.constantVariable { removePin(variable) }
        for item in installation.items { release(item) }
        if !broken.isEmpty { shouldRetryBroken = true }
        setNeedsSolve()
    }

    /// The solver's form of an installation: its base, minus the constant (or the
    /// constant's edit variable), related to zero at the priority's strength.
    func solverConstraint(for installation: Installation) -> Constraint {
        var expression = installation.base
        if let variable = installation.constantVariable {
            expression.terms.append(Term(variable, coefficient: -1))
        } else {
            expression.constant -= Double(installation.constraint._constant)
        }
        return Constraint(
            expression, installation.constraint.relation._solverRelation,
            strength: installation.constraint._priority._strength)
    }

    /// Adds an installation's relation; a required one that contradicts the required ones
    /// already there is reported (unless `reportingConflicts` is false) and left broken.
    func addToSolver(_ installation: Installation, reportingConflicts: Bool) {
        let solverConstraint = solverConstraint(for: installation)
        let key = ObjectIdentifier(installation.constraint)
        do {
            try solver.addConstraint(solverConstraint)
            _solverAddCount += 1
            installation.solverConstraint = solverConstraint
            broken.remove(key)
        } catch .unsatisfiableConstraint {
            installation.solverConstraint = nil
            broken.insert(key)
            if reportingConflicts { reportConflict(adding: installation, as: solverConstraint) }
        } catch {
            installation.solverConstraint = nil
            broken.insert(key)
            recover(from: error)
        }
    }

    /// Switches a constraint to its edit form the first time its constant changes, then
    /// suggests each new constant: the solution moves without adding or removing anything.
    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard let installation = installations[ObjectIdentifier(constraint)] else { return }
        let value = Double(constraint._constant)
        if let variable = installation.constantVariable {
            setPin(variable, value: value)
            return
        }
        let variable = Variable()
        installation.constantVariable = variable
        constraint._constantWasEdited = true
        addPin(variable, value: value, kind: .constant(constraint))
        if let old = installation.solverConstraint {
            perform { try solver.removeConstraint(old) }
            _solverRemoveCount += 1
            installation.solverConstraint = nil
            addToSolver(installation, reportingConflicts: true)
        } else {
            shouldRetryBroken = true
        }
        setNeedsSolve()
    }

    /// Re-adds a constraint at its new strength (between two priorities below required).
    func priorityDidChange(of constraint: NSLayoutConstraint) {
        guard let installation = installations[ObjectIdentifier(constraint)] else { return }
        if let old = installation.solverConstraint {
            perform { try solver.removeConstraint(old) }
            _solverRemoveCount += 1
            installation.solverConstraint = nil
            addToSolver(installation, reportingConflicts: true)
        }
        setNeedsSolve()
    }

    // MARK: Expressions

    /// What a constraint's side names: a scroll view's edges, to the views inside it, are
    /// its content's (UIKit's rule, from before `contentLayoutGuide`: "constraints between
    /// the edges or margins of the scroll view and its content attach to the scroll view's
    /// content area"), so they stand for the content layout guide. Its width, height and
    /// centre stay the frame's.
    /// - Note: Terrarium: the scroll view's margins, to its content, stay the frame's margins.
    static func contentSide(
        of object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, facing other: AnyObject?
    ) -> AnyObject {
        guard let view = object as? UIView, attribute._isEdge, let other, let guide = view._edgesGuideForDescendants
        else { return object }
        let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?._owningView
        guard let otherView, otherView !== view, otherView.isDescendant(of: view) else { return object }
        return guide
    }

    /// Appends `coefficient × item.attribute`, expressed in `container`'s coordinates, to
    /// `terms`: positions add the origins of the views between the item and the container.
    /// With `rightToLeft`, leading and trailing stand for the right and left edges measured
    /// leftward (negated), so that `a.leading == b.leading + 2` puts `a`'s right edge two
    /// cells left of `b`'s.
    private func appendAttribute(
        _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, times coefficient: Double,
        container: UIView, rightToLeft: Bool, to terms: inout [Term], retaining retained: inout [_LayoutItem]
    ) {
        var object = object
        var attribute = attribute
        var coefficient = coefficient
        if let plain = attribute._withoutMargins {
            if let view = object as? UIView { object = view.layoutMarginsGuide }
            attribute = plain
        }
        if rightToLeft && (attribute == .leading || attribute == .trailing) {
            attribute = attribute == .leading ? .right : .left
            coefficient = -coefficient
        }
        let item = retain(object)
        retained.append(item)
        let axis = attribute._axis
        let isContainer = object === container
        if attribute._isLocation && !isContainer {
            terms.append(Term(item.origin(axis), coefficient: coefficient))
            // The views between the item and the container, each adding its origin, less its
            // bounds origin for a scroll view: what is inside moves as it scrolls.
            var between = (object as? UIView)?._superview ?? (object as? UILayoutGuide)?._owningView
            while let view = between, view !== container {
                let viewItem = retain(view)
                retained.append(viewItem)
                terms.append(Term(viewItem.origin(axis), coefficient: coefficient))
                if view._boundsOriginIsLayoutInput {
                    terms.append(Term(boundsOrigin(of: viewItem, axis: axis), coefficient: -coefficient))
                }
                between = view._superview
            }
        } else if attribute._isLocation, attribute._isCenterOrBaseline, (object as? UIView)?._boundsOriginIsLayoutInput == true {
            // A scroll view's centre, to what is inside it, is its frame's: in content
            // coordinates it moves with the offset (its edges are the content's; see install).
            terms.append(Term(boundsOrigin(of: item, axis: axis), coefficient: coefficient))
        }
        let size = item.size(axis)
        switch attribute {
        case .right, .trailing, .bottom, .lastBaseline, .width, .height:
            terms.append(Term(size, coefficient: coefficient))
        case .centerX, .centerY:
            terms.append(Term(size, coefficient: coefficient / 2))
        default:
            break
        }
    }

    // MARK: Items

    /// The item of a view or guide, entering it into the engine on first use.
    func retain(_ object: AnyObject) -> _LayoutItem {
        let key = ObjectIdentifier(object)
        if let item = items[key] {
            item.references += 1
            return item
        }
        let item = _LayoutItem(key: key, engine: self)
        item.references = 1
        items[key] = item
        if let view = object as? UIView {
            item.view = view
            item.minX.value = Double(view._frame.minX)
            item.minY.value = Double(view._frame.minY)
            item.width.value = Double(view._frame.width)
            item.height.value = Double(view._frame.height)
            if isLive {
                view._autoLayoutState.item = item
                view._superview?._autoLayoutState.hasEngineSubviews = true
            }
            if view._translatesAutoresizingMaskIntoConstraints && view !== measuredView {
                pinFrame(of: item)
            } else {
                installContentSize(of: item)
            }
        } else if let guide = object as? UILayoutGuide {
            item.guide = guide
            if isLive { guide._item = item }
            if guide._kind != .custom, let owner = guide._owningView {
                installGuideStructure(of: item, owner: owner)
            }
        }
        return item
    }

    /// Drops one use of an item; the last one takes it and what the engine added for it
    /// out of the solver.
    func release(_ item: _LayoutItem) {
        item.references -= 1
        guard item.references == 0 else { return }
        for probe in item.exerciseProbes where solver.hasEditVariable(probe) {
            perform { try solver.removeEditVariable(probe) }
        }
        item.exerciseProbes = []
        if item.pinsFrame { unpinFrame(of: item) }
        removeContentSize(of: item)
        for variable in item.boundsOrigin.compactMap({ $0 }) { removePin(variable) }
        item.boundsOrigin = [nil, nil]
        if item.isScrollContentGuide {
            for variable in [item.minX, item.minY, item.width, item.height] { removePin(variable) }
            item.isScrollContentGuide = false
        }
        if let structure = item.guideStructure {
            removeIfPresent(structure.width)
            removeIfPresent(structure.height)
            removePin(item.minX)
            removePin(item.minY)
            removePin(structure.horizontalInsets)
            removePin(structure.verticalInsets)
            item.guideStructure = nil
            release(structure.owner)
        }
        items[item.key] = nil
        intrinsicSizeChanges[item.key] = nil
        if isLive {
            if let view = item.view, view._autoLayout?.item === item { view._autoLayout?.item = nil }
            if let guide = item.guide, guide._item === item { guide._item = nil }
        }
        item.engine = nil
    }

    // MARK: Frames of views that translate their autoresizing masks

    func pinFrame(of item: _LayoutItem) {
        guard let view = item.view, !item.pinsFrame else { return }
        item.pinsFrame = true
        let frame = view._frame
        addPin(item.minX, value: Double(frame.minX), kind: .frame(item, .left))
        addPin(item.minY, value: Double(frame.minY), kind: .frame(item, .top))
        addPin(item.width, value: Double(frame.width), kind: .frame(item, .width))
        addPin(item.height, value: Double(frame.height), kind: .frame(item, .height))
    }

    func unpinFrame(of item: _LayoutItem) {
        guard item.pinsFrame else { return }
        item.pinsFrame = false
        removePin(item.minX)
        removePin(item.minY)
        removePin(item.width)
        removePin(item.height)
    }

    /// A pinned view's frame changed: suggest the new values.
    func frameDidChange(of item: _LayoutItem) {
        guard item.pinsFrame, let frame = item.view?._frame else { return }
        setPin(item.minX, value: Double(frame.minX))
        setPin(item.minY, value: Double(frame.minY))
        setPin(item.width, value: Double(frame.width))
        setPin(item.height, value: Double(frame.height))
    }

    /// A view started or stopped translating its autoresizing mask.
    func translatesAutoresizingMaskDidChange(of item: _LayoutItem) {
        guard let view = item.view else { return }
        if view._translatesAutoresizingMaskIntoConstraints {
            removeContentSize(of: item)
            pinFrame(of: item)
        } else {
            unpinFrame(of: item)
            installContentSize(of: item)
            view._superview?._autoLayoutState.hasEngineSubviews = true
        }
        setNeedsSolve()
    }

    // MARK: Intrinsic content size

    func installContentSize(of item: _LayoutItem) {
        guard let view = item.view else { return }
        let size = view.intrinsicContentSize
        installContentSize(of: item, axis: .horizontal, value: size.width)
        installContentSize(of: item, axis: .vertical, value: size.height)
    }

    private func installContentSize(of item: _LayoutItem, axis: NSLayoutConstraint.Axis, value: CGFloat) {
        guard let view = item.view, value != UIView.noIntrinsicMetric, value >= 0 else { return }
        let index = axis.rawValue
        let intrinsic = Variable()
        addPin(intrinsic, value: Double(value), kind: .intrinsicSize(item, axis))
        let hugging = view.contentHuggingPriority(for: axis)
        let resistance = view.contentCompressionResistancePriority(for: axis)
        let difference = Cassowary.Expression([Term(item.size(axis)), Term(intrinsic, coefficient: -1)])
        let hug = Constraint(difference, .lessThanOrEqual, strength: hugging._strength)
        let resist = Constraint(difference, .greaterThanOrEqual, strength: resistance._strength)
        // Required hugging or resistance can contradict required constraints; such a
        // content-size constraint simply stays out.
        addIfSatisfiable(hug)
        addIfSatisfiable(resist)
        item.contentSize[index] = _LayoutItem.ContentSize(
            intrinsic: intrinsic, value: Double(value), hugging: hugging, compressionResistance: resistance,
            hug: hug, resist: resist)
    }

    func removeContentSize(of item: _LayoutItem) {
        for index in 0..<2 { removeContentSize(of: item, index: index) }
    }

    private func removeContentSize(of item: _LayoutItem, index: Int) {
        guard let contentSize = item.contentSize[index] else { return }
        item.contentSize[index] = nil
        removeIfPresent(contentSize.hug)
        removeIfPresent(contentSize.resist)
        removePin(contentSize.intrinsic)
    }

    /// Notes that a view's intrinsic size changed; it is read again at the next solve.
    func intrinsicContentSizeDidChange(of item: _LayoutItem) {
        guard !item.pinsFrame else { return }
        intrinsicSizeChanges[item.key] = item
        setNeedsSolve()
    }

    /// Rebuilds the content-size constraints of a view whose priorities changed.
    func contentPrioritiesDidChange(of item: _LayoutItem) {
        guard !item.pinsFrame else { return }
        removeContentSize(of: item)
        installContentSize(of: item)
        setNeedsSolve()
    }

    private func refreshIntrinsicSizes() {
        guard !intrinsicSizeChanges.isEmpty else { return }
        let changed = intrinsicSizeChanges.values
        intrinsicSizeChanges = [:]
        for item in changed {
            guard let view = item.view, !item.pinsFrame else { continue }
            let size = view.intrinsicContentSize
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                let value = axis == .horizontal ? size.width : size.height
                let hasMetric = value != UIView.noIntrinsicMetric && value >= 0
                if let contentSize = item.contentSize[axis.rawValue] {
                    if hasMetric {
                        setPin(contentSize.intrinsic, value: Double(value))
                        item.contentSize[axis.rawValue]?.value = Double(value)
                    } else {
                        removeContentSize(of: item, index: axis.rawValue)
                    }
                } else if hasMetric {
                    installContentSize(of: item, axis: axis, value: value)
                }
            }
        }
    }

    // MARK: System guides

    private func installGuideStructure(of item: _LayoutItem, owner: UIView) {
        guard let guide = item.guide else { return }
        if guide._kind == .scrollContent {
            // The content's rectangle: at the content origin, its size a preference the
            // constraints on the content may override (see writeBackContentSizes()).
            let size = (owner as? UIScrollView)?.contentSize ?? .zero
            item.isScrollContentGuide = true
            addPin(item.minX, value: 0, kind: .guideInset(item, .left))
            addPin(item.minY, value: 0, kind: .guideInset(item, .top))
            addPin(item.width, value: Double(size.width), kind: .contentSize(item, .horizontal), strength: ._contentSizeStay)
            addPin(item.height, value: Double(size.height), kind: .contentSize(item, .vertical), strength: ._contentSizeStay)
            return
        }
        let ownerItem = retain(owner)
        let insets = guide._insets
        let horizontal = Variable()
        let vertical = Variable()
        addPin(item.minX, value: Double(insets.left), kind: .guideInset(item, .left))
        addPin(item.minY, value: Double(insets.top), kind: .guideInset(item, .top))
        addPin(horizontal, value: Double(insets.left + insets.right), kind: .guideInset(item, .width))
        addPin(vertical, value: Double(insets.top + insets.bottom), kind: .guideInset(item, .height))
        let width = Constraint(
            Cassowary.Expression([Term(item.width), Term(ownerItem.width, coefficient: -1), Term(horizontal)]), .equal)
        let height = Constraint(
            Cassowary.Expression([Term(item.height), Term(ownerItem.height, coefficient: -1), Term(vertical)]), .equal)
        addIfSatisfiable(width)
        addIfSatisfiable(height)
        item.guideStructure = _LayoutItem.GuideStructure(
            owner: ownerItem, horizontalInsets: horizontal, verticalInsets: vertical, width: width, height: height)
    }

    /// A system guide's owner changed its safe area or margins: suggest the new insets.
    func guideInsetsDidChange(of item: _LayoutItem) {
        if item.isScrollContentGuide, let size = (item.guide?._owningView as? UIScrollView)?.contentSize {
            setPin(item.width, value: Double(size.width))
            setPin(item.height, value: Double(size.height))
            return
        }
        guard let guide = item.guide, let structure = item.guideStructure else { return }
        let insets = guide._insets
        setPin(item.minX, value: Double(insets.left))
        setPin(item.minY, value: Double(insets.top))
        setPin(structure.horizontalInsets, value: Double(insets.left + insets.right))
        setPin(structure.verticalInsets, value: Double(insets.top + insets.bottom))
    }

    // MARK: Scroll views

    /// The variable holding a scroll view's bounds origin on an axis, pinned to it from the
    /// first constraint that reaches across the scroll view until the scroll view's item goes.
    private func boundsOrigin(of item: _LayoutItem, axis: NSLayoutConstraint.Axis) -> Variable {
        if let variable = item.boundsOrigin[axis.rawValue] { return variable }
        let variable = Variable()
        item.boundsOrigin[axis.rawValue] = variable
        let origin = item.view?.bounds.origin ?? .zero
        addPin(variable, value: Double(axis == .horizontal ? origin.x : origin.y), kind: .boundsOrigin(item, axis))
        return variable
    }

    /// A scroll view scrolled: what is constrained across it follows at the next solve.
    func boundsOriginDidChange(of item: _LayoutItem) {
        guard let origin = item.view?.bounds.origin else { return }
        if let x = item.boundsOrigin[0] { setPin(x, value: Double(origin.x)) }
        if let y = item.boundsOrigin[1] { setPin(y, value: Double(origin.y)) }
    }

    /// Sets each scroll view's content size to what the constraints on its content decided,
    /// as UIKit's layout does; a content size nothing constrains keeps the value code set.
    private func writeBackContentSizes() {
        for item in items.values where item.isScrollContentGuide {
            guard let scrollView = item.guide?._owningView as? UIScrollView else { continue }
            let solved = CGSize(width: Swift.max(0, item.width.value), height: Swift.max(0, item.height.value))
            let current = scrollView.contentSize
            guard Swift.abs(solved.width - current.width) > 1e-6 || Swift.abs(solved.height - current.height) > 1e-6
            else { continue }
            // The pins take the solved values first, so the change asks for no further solve.
            for (variable, value) in [(item.width, solved.width), (item.height, solved.height)] {
                if let pin = pins[ObjectIdentifier(variable)] { pin.value = Double(value) }
                perform { try solver.suggestValue(variable, Double(value)) }
            }
            scrollView.contentSize = solved
        }
    }

    /// Adds one of the engine's own constraints, leaving it out if it contradicts required
    /// constraints already there.
    private func addIfSatisfiable(_ constraint: Constraint) {
        do {
            try solver.addConstraint(constraint)
            _solverAddCount += 1
        } catch .unsatisfiableConstraint {
            return
        } catch {
            recover(from: error)
        }
    }

    private func removeIfPresent(_ constraint: Constraint) {
        guard solver.hasConstraint(constraint) else { return }
        perform { try solver.removeConstraint(constraint) }
        _solverRemoveCount += 1
    }

    // MARK: Pins

    func addPin(_ variable: Variable, value: Double, kind: Pin.Kind, strength: Strength = ._pin) {
        let key = ObjectIdentifier(variable)
        guard pins[key] == nil else { return setPin(variable, value: value) }
        perform {
            try solver.addEditVariable(variable, strength: strength)
            try solver.suggestValue(variable, value)
        }
        _solverAddCount += 1
        _suggestCount += 1
        pins[key] = Pin(variable: variable, value: value, kind: kind, strength: strength)
        needsSolve = true
    }

    func setPin(_ variable: Variable, value: Double) {
        guard let pin = pins[ObjectIdentifier(variable)], pin.value != value else { return }
        pin.value = value
        perform { try solver.suggestValue(variable, value) }
        _suggestCount += 1
        if !broken.isEmpty { shouldRetryBroken = true }
        setNeedsSolve()
    }

    func removePin(_ variable: Variable) {
        guard pins.removeValue(forKey: ObjectIdentifier(variable)) != nil else { return }
        perform { try solver.removeEditVariable(variable) }
        _solverRemoveCount += 1
    }

    // MARK: Solving

    /// Brings the variables up to date: re-reads changed intrinsic sizes, retries broken
    /// constraints, solves, settles pins that required constraints overrode (a conflict),
    /// and marks for layout the superviews of views whose frame the solution moved.
    func solveIfNeeded() {
        guard needsSolve else { return }
        _solveCount += 1
        refreshIntrinsicSizes()
        retried = []
        if shouldRetryBroken { retryBrokenConstraints() }
        solver.updateVariables()
        resolveOverriddenPins()
        if isLive { writeBackContentSizes() }
        needsSolve = false
        if isLive { markMovedViews() }
        _checkInvariantsIfEnabled()
    }

    /// Marks the superview of every view whose solved frame differs from its frame.
    private func markMovedViews() {
        var origins: [ObjectIdentifier: CGPoint] = [:]
        for item in items.values where !item.pinsFrame {
            guard let view = item.view, let superview = view._superview, !superview._isLayingOutSubviews,
                !superview._needsLayout
            else { continue }
            let key = ObjectIdentifier(superview)
            let origin = origins[key] ?? exactOrigin(of: superview)
            origins[key] = origin
            if roundedFrame(of: item, inSuperviewAt: origin) != view._frame {
                superview._needsLayout = true
                superview._window?._setNeedsLayoutPass()
            }
        }
    }

    /// The origin of `view` in the root's coordinates, exact: solved values for views laid
    /// out by this engine, frames for the others. Edges are rounded from it.
    func exactOrigin(of view: UIView?) -> CGPoint {
        var x = 0.0
        var y = 0.0
        var current = view
        while let v = current, let superview = v._superview {
            if let item = v._autoLayout?.item, item.engine === self, !item.pinsFrame {
                x += item.minX.value
                y += item.minY.value
            } else {
                x += Double(v._frame.minX)
                y += Double(v._frame.minY)
            }
            current = superview
        }
        return CGPoint(x: x, y: y)
    }

    /// An item's solved frame, each edge rounded to a whole cell in the root's coordinates
    /// and expressed relative to the superview (or owning view) at `origin`.
    func roundedFrame(of item: _LayoutItem, inSuperviewAt origin: CGPoint) -> CGRect {
        let ox = Double(origin.x)
        let oy = Double(origin.y)
        let left = ox + item.minX.value
        let top = oy + item.minY.value
        let right = left + item.width.value
        let bottom = top + item.height.value
        let x0 = _LayoutEngine.snap(left)
        let y0 = _LayoutEngine.snap(top)
        return CGRect(
            x: x0 - _LayoutEngine.snap(ox), y: y0 - _LayoutEngine.snap(oy),
            width: Swift.max(0, _LayoutEngine.snap(right) - x0), height: Swift.max(0, _LayoutEngine.snap(bottom) - y0))
    }

    /// Rounds to the nearest whole cell, halves up; the tolerance keeps 2.4999999 (a
    /// solver's 2.5) from rounding down.
    static func snap(_ value: Double) -> Double {
        (value + 0.5 + 1e-7).rounded(.down)
    }

    // MARK: Recovery

    /// Runs a solver operation whose failure means the engine's bookkeeping and the solver
    /// disagree, or the solver hit numerical trouble: it logs, rebuilds and carries on.
    func perform(_ operation: () throws -> Void) {
        do {
            try operation()
        } catch let error as CassowaryError {
            recover(from: error)
        } catch {
            recover(from: .internalFailure("\(error)"))
        }
    }

    private var isRecovering = false

    private func recover(from error: CassowaryError) {
        if isLive {
            MainLoop.main.logger.error("Auto Layout engine: \(error); rebuilding the engine")
        }
        guard !isRecovering else { return }
        isRecovering = true
        defer { isRecovering = false }
        rebuild()
    }

    /// Empties the solver and installs every constraint again, in activation order.
    func rebuild() {
        _rebuildCount += 1
        let all = installations.values.sorted { $0.order < $1.order }
        for item in items.values {
            if let view = item.view, view._autoLayout?.item === item { view._autoLayout?.item = nil }
            if let guide = item.guide, guide._item === item { guide._item = nil }
            item.engine = nil
        }
        installations = [:]
        items = [:]
        pins = [:]
        intrinsicSizeChanges = [:]
        broken = []
        shouldRetryBroken = false
        solver.reset()
        for installation in all {
            if installation.constraint._engine === self { installation.constraint._engine = nil }
            if let container = installation.constraint._container {
                install(installation.constraint, container: container)
            }
        }
    }
}

extension NSLayoutConstraint.Relation {
    var _solverRelation: Constraint.Relation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

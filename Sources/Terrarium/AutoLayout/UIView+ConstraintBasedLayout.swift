import Cassowary
import Foundation

extension UIView {
    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` on this view before the next layout pass.
    ///
    /// The view's window then takes part in constraint-based layout even if no constraint
    /// is active yet.
    public func setNeedsUpdateConstraints() {
        _needsUpdateConstraints = true
        guard let engine = _layoutEngine(creating: true) else { return }
        engine.needsUpdateConstraintsPass = true
        engine.setNeedsSolve()
    }

    /// Whether the view's ``updateConstraints()`` is due: `true` for a new view and after
    /// ``setNeedsUpdateConstraints()``, until the update-constraints pass reaches it.
    public func needsUpdateConstraints() -> Bool {
        _needsUpdateConstraints
    }

    /// Runs ``updateConstraints()`` now on this view and its subviews that need it, subviews
    /// first.
    public func updateConstraintsIfNeeded() {
        _updateConstraintsInSubtree()
    }

    // MARK: Fitting

    /// The size the view's constraints give it when its width and height are pulled toward
    /// `targetSize` at the given priorities, and its position is free.
    ///
    /// Only what is inside the view counts: the constraints its subtree holds, the
    /// intrinsic sizes of its views (its own too, whether or not it translates its mask)
    /// and the frames of subviews that translate theirs; constraints to its superview do
    /// not. The view is not resized.
    func _systemLayoutSizeFitting(
        _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        var held: [NSLayoutConstraint] = []
        _forEachInSubtree { view in
            if let constraints = view._autoLayout?.constraints, !constraints.isEmpty {
                held.append(contentsOf: constraints.values)
            }
        }
        held.sort { $0._activationOrder < $1._activationOrder }
        let engine = _LayoutEngine(host: nil, mode: .measuring(self))
        let item = engine.retain(self)
        for constraint in held {
            if let container = constraint._container { engine.install(constraint, container: container) }
        }
        engine.addFittingPreference(item.width, Double(targetSize.width), priority: horizontal)
        engine.addFittingPreference(item.height, Double(targetSize.height), priority: vertical)
        engine.solveIfNeeded()
        return CGSize(
            width: Swift.max(0, _LayoutEngine.snap(item.width.value)),
            height: Swift.max(0, _LayoutEngine.snap(item.height.value)))
    }

    // MARK: Debugging

    /// Whether the constraints leave the view's frame undetermined: some edge or size could
    /// take other values without breaking any constraint or preference.
    ///
    /// Only views laid out by constraints (in an engine, not translating their masks) can
    /// be ambiguous. The check works on a copy of the engine, so nothing moves, and costs
    /// about what activating the window's constraints again costs: it is for debugging.
    public var hasAmbiguousLayout: Bool {
        guard let item = _autoLayout?.item, !item.pinsFrame, let engine = item.engine else { return false }
        return !engine.freeVariables(of: item).isEmpty
    }

    /// Moves a view whose layout is ambiguous to another of its valid frames, so that you
    /// can see which way it is free. Does nothing to a view whose layout is determined.
    ///
    /// - Note: UIKit picks the other frame at random; Terrarium moves each free edge or size
    ///   ten cells, alternately forward and back (the other way where one is blocked).
    public func exerciseAmbiguityInLayout() {
        guard let item = _autoLayout?.item, !item.pinsFrame, let engine = item.engine else { return }
        engine.exerciseAmbiguity(of: item)
    }

    /// The constraints that act on the view's position or size along `axis`: the active
    /// constraints that name the view with an attribute on that axis, and the engine's own
    /// for it (its autoresizing mask, or its content size), in activation order.
    ///
    /// - Note: UIKit may also list constraints that act on the view only through others;
    ///   Terrarium lists those that name it.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let item = _autoLayout?.item, let engine = item.engine else { return [] }
        return engine.constraintsAffecting(item, axis: axis)
    }
}

extension _LayoutEngine {
    /// A preference of the measured view's size for `systemLayoutSizeFitting`.
    func addFittingPreference(_ variable: Variable, _ target: Double, priority: UILayoutPriority) {
        let preference = Constraint(
            Cassowary.Expression([Term(variable)], constant: -target), .equal, strength: priority._strength)
        do {
            try solver.addConstraint(preference)
        } catch {
            // A required target size the content contradicts: the content wins.
        }
        needsSolve = true
    }

    /// A scratch engine with this engine's constraints and inputs, for questions that must
    /// not move anything.
    func scratchCopy() -> _LayoutEngine {
        let copy = _LayoutEngine(host: nil, mode: .scratch)
        for installation in installations.values.sorted(by: { $0.order < $1.order }) where !installation.isBroken {
            if let container = installation.constraint._container {
                copy.install(installation.constraint, container: container)
            }
        }
        copy.solveIfNeeded()
        return copy
    }

    /// Which of an item's four variables could move without cost, checked on a scratch copy:
    /// an edit variable weaker than anything else pulls each one ten cells either way.
    func freeVariables(of item: _LayoutItem) -> [KeyPath<_LayoutItem, Variable>] {
        let copy = scratchCopy()
        guard let object = item.object, let twin = copy.items[ObjectIdentifier(object)] else { return [] }
        var free: [KeyPath<_LayoutItem, Variable>] = []
        for path in [\_LayoutItem.minX, \.minY, \.width, \.height] {
            let variable = twin[keyPath: path]
            let start = variable.value
            for delta in [10.0, -10.0] {
                guard copy.probe(variable, to: start + delta) else { continue }
                free.append(path)
                break
            }
        }
        return free
    }

    /// Pulls a variable toward `value` with the weakest edit variable; whether it moved.
    /// The pull is taken off again, but the solution may stay where it moved.
    func probe(_ variable: Variable, to value: Double) -> Bool {
        let start = variable.value
        do {
            try solver.addEditVariable(variable, strength: ._probe)
            try solver.suggestValue(variable, value)
            solver.updateVariables()
            let moved = Swift.abs(variable.value - start) > 0.5
            try solver.removeEditVariable(variable)
            solver.updateVariables()
            return moved
        } catch {
            return false
        }
    }

    /// Moves the item's free variables in the live solver, ten cells one way or, if that
    /// way is blocked, the other; the weakest edit variables keep them there until the
    /// item leaves the engine or is exercised again. The layout pass shows the move.
    func exerciseAmbiguity(of item: _LayoutItem) {
        let free = freeVariables(of: item)
        guard !free.isEmpty else { return }
        solveIfNeeded()
        item.exerciseDirection = -item.exerciseDirection
        for path in free {
            let variable = item[keyPath: path]
            let start = variable.value
            if !item.exerciseProbes.contains(where: { $0 === variable }) {
                perform { try solver.addEditVariable(variable, strength: ._probe) }
                item.exerciseProbes.append(variable)
            }
            for delta in [10 * item.exerciseDirection, -10 * item.exerciseDirection] {
                perform { try solver.suggestValue(variable, start + delta) }
                solver.updateVariables()
                if Swift.abs(variable.value - start) > 0.5 { break }
            }
        }
        setNeedsSolve()
    }

    /// The constraints naming an item on an axis, and the engine's own for it.
    func constraintsAffecting(_ item: _LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let object = item.object else { return [] }
        var result: [NSLayoutConstraint] = []
        for pin in pins.values {
            if case .frame(let pinned, let attribute) = pin.kind, pinned === item, attribute._axis == axis {
                result.append(report(for: pin))
            }
        }
        result.sort { $0.firstAttribute.rawValue < $1.firstAttribute.rawValue }
        if let contentSize = item.contentSize[axis.rawValue] {
            result.append(_ContentSizeLayoutConstraint(item: item, size: contentSize))
        }
        for installation in installations.values.sorted(by: { $0.order < $1.order }) {
            let constraint = installation.constraint
            let names = constraint._firstItem === object || constraint._secondItem === object
            if names && constraint.firstAttribute._axis == axis { result.append(constraint) }
        }
        return result
    }
}

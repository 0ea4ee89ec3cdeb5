import Cassowary
import Foundation

// Required constraints that contradict each other: finding the few that clash, breaking the
// most recently activated of them, and logging UIKit's report.
//
// A conflict shows up in two ways. Adding a required constraint fails (the solver leaves
// itself unchanged), or a pin gives way: pins are the strongest preferences, so only
// required constraints can move one, and a moved pin means the required constraints
// contradict the engine's inputs (a frame, a changed constant, an inset).

extension _LayoutEngine {
    /// A required relation of the engine, in the form a scratch solver can check.
    struct Requirement {
        let constraint: Constraint
        /// What the report shows for it.
        let report: NSLayoutConstraint
        /// The installation to break if this requirement is chosen: nil for the engine's
        /// own inputs (frames, insets, intrinsic sizes), which are never broken.
        let installation: Installation?
        /// Activation order; the engine's inputs count as oldest.
        let order: UInt64
        /// The pin this requirement stands for, if it is one.
        var pin: Pin? = nil
    }

    /// Every required relation in the solver, pins as equalities at their values.
    func requirements() -> [Requirement] {
        var list: [Requirement] = []
        for installation in installations.values {
            guard let solverConstraint = installation.solverConstraint, solverConstraint.strength.isRequired else {
                continue
            }
            list.append(
                Requirement(
                    constraint: solverConstraint, report: installation.constraint, installation: installation,
                    order: installation.order))
        }
        for pin in pins.values where pin.isInput {
            let equality = Constraint(Cassowary.Expression([Term(pin.variable)], constant: -pin.value), .equal)
            switch pin.kind {
            case .constant(let constraint):
                let installation = installations[ObjectIdentifier(constraint)]
                list.append(
                    Requirement(
                        constraint: equality, report: constraint,
                        installation: installation?.isBroken == false ? installation : nil,
                        order: constraint._activationOrder, pin: pin))
            default:
                list.append(
                    Requirement(constraint: equality, report: report(for: pin), installation: nil, order: 0, pin: pin))
            }
        }
        for item in items.values {
            for contentSize in item.contentSize.compactMap({ $0 }) {
                for constraint in [contentSize.hug, contentSize.resist]
                where constraint.strength.isRequired && solver.hasConstraint(constraint) {
                    list.append(
                        Requirement(
                            constraint: constraint, report: _ContentSizeLayoutConstraint(item: item, size: contentSize),
                            installation: nil, order: 0))
                }
            }
            if let structure = item.guideStructure, let guide = item.guide {
                for (constraint, attribute) in [
                    (structure.width, NSLayoutConstraint.Attribute.width), (structure.height, .height),
                ]
                where solver.hasConstraint(constraint) {
                    list.append(
                        Requirement(
                            constraint: constraint, report: _guideConstraint(guide, attribute), installation: nil,
                            order: 0))
                }
            }
        }
        return list
    }

    /// A smallest set of requirements, `trigger` among them, that cannot hold together, or
    /// none if `trigger` holds with all of them.
    ///
    /// The requirements connected to `trigger` (sharing variables with it, directly or
    /// through others) are taken nearest first, in growing batches, until a batch with the
    /// trigger fails in a scratch solver, so a local clash in a large window is explained
    /// from its neighbourhood. Within that batch, scratch solvers add the trigger and then
    /// the others oldest first; each one whose addition fails joins the set, until the set
    /// alone fails.
    func minimalConflict(containing trigger: Requirement, among all: [Requirement]) -> [Requirement] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, requirement) in all.enumerated() where requirement.constraint !== trigger.constraint {
            for term in requirement.constraint.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        // Breadth first from the trigger's variables: nearest requirements first.
        var nearestFirst: [Int] = []
        var reached = Set<Int>()
        var seenVariables = Set<ObjectIdentifier>()
        var frontier = trigger.constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while !frontier.isEmpty {
            var next: [ObjectIdentifier] = []
            for variable in frontier where seenVariables.insert(variable).inserted {
                for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
                    nearestFirst.append(index)
                    next.append(
                        contentsOf: all[index].constraint.expression.terms.map { ObjectIdentifier($0.variable) })
                }
            }
            frontier = next
        }

        var batch = 16
        while true {
            let candidates = nearestFirst.prefix(batch).sorted { (all[$0].order, $0) < (all[$1].order, $1) }
            if !isSatisfiable([trigger.constraint] + candidates.map { all[$0].constraint }) {
                return core(containing: trigger, candidates: candidates.map { all[$0] })
            }
            if batch >= nearestFirst.count { return [] }
            batch *= 4
        }
    }

    /// Whether required constraints can all hold, checked in a scratch solver.
    private func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver()
        for constraint in constraints {
            do { try scratch.addConstraint(constraint) } catch { return false }
        }
        return true
    }

    /// The clash among `candidates` that `trigger` is part of (the candidates with the
    /// trigger must fail): each candidate whose addition, oldest first after the set found
    /// so far, fails joins the set, until the set alone fails.
    private func core(containing trigger: Requirement, candidates: [Requirement]) -> [Requirement] {
        var core = [trigger]
        var inCore = Set<Int>()
        while true {
            let scratch = Solver()
            var coreFails = false
            for requirement in core {
                do { try scratch.addConstraint(requirement.constraint) } catch { coreFails = true }
                if coreFails { break }
            }
            if coreFails { return core }
            var grew = false
            for (index, candidate) in candidates.enumerated() where !inCore.contains(index) {
                do {
                    try scratch.addConstraint(candidate.constraint)
                } catch {
                    core.append(candidate)
                    inCore.insert(index)
                    grew = true
                    break
                }
            }
            if !grew { return core }
        }
    }

    /// A required constraint could not be added: report the clash and leave it broken.
    func reportConflict(adding installation: Installation, as solverConstraint: Constraint) {
        guard isLive else { return }
        let trigger = Requirement(
            constraint: solverConstraint, report: installation.constraint, installation: installation,
            order: installation.order)
        let core = minimalConflict(containing: trigger, among: requirements())
        logConflict(core.isEmpty ? [trigger] : core, breaking: installation.constraint)
    }

    /// Breaks required constraints until every pin holds: each overridden pin is explained,
    /// and the most recently activated constraint among those clashing with it is broken.
    func resolveOverriddenPins() {
        var rounds = 0
        while let pin = pins.values.first(where: { $0.isInput && Swift.abs($0.variable.value - $0.value) > 1e-6 }) {
            rounds += 1
            guard rounds <= installations.count + 1 else { return }
            let all = requirements()
            guard let trigger = all.first(where: { $0.pin === pin }) else { return }
            let core = minimalConflict(containing: trigger, among: all)
            let victims = core.compactMap(\.installation).filter { !$0.isBroken }
            guard let victim = victims.max(by: { $0.order < $1.order }) else { return }
            let key = ObjectIdentifier(victim.constraint)
            if isLive && !retried.contains(key) { logConflict(core, breaking: victim.constraint) }
            if let solverConstraint = victim.solverConstraint {
                perform { try solver.removeConstraint(solverConstraint) }
                victim.solverConstraint = nil
                broken.insert(key)
            }
            solver.updateVariables()
        }
    }

    /// Puts broken constraints back where they now fit; those that still clash stay out,
    /// without another report.
    func retryBrokenConstraints() {
        shouldRetryBroken = false
        let keys = broken
        let candidates = keys.compactMap { installations[$0] }.sorted { $0.order < $1.order }
        for installation in candidates {
            addToSolver(installation, reportingConflicts: false)
            if !installation.isBroken { retried.insert(ObjectIdentifier(installation.constraint)) }
        }
    }

    /// Logs UIKit's report through the main loop's logger.
    func logConflict(_ core: [Requirement], breaking victim: NSLayoutConstraint) {
        var seen = Set<ObjectIdentifier>()
        var reports: [NSLayoutConstraint] = []
        for requirement in core.sorted(by: { $0.order < $1.order })
        where seen.insert(ObjectIdentifier(requirement.report)).inserted {
            reports.append(requirement.report)
        }
        MainLoop.main.logger.warning(
            "\(_LayoutEngine.conflictReport(reports, breaking: victim))")
    }

    /// UIKit's text for constraints that cannot be satisfied together.
    static func conflictReport(_ constraints: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) -> String {
        var text = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

            """
        if constraints.contains(where: { $0 is _AutoresizingMaskLayoutConstraint }) {
            text +=
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n"
        text += constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        text += "\n)\n\nWill attempt to recover by breaking constraint \n\(victim)\n\n"
        text +=
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView "
            + "(hasAmbiguousLayout, exerciseAmbiguityInLayout(), constraintsAffectingLayout(for:)) may also be helpful."
        return text
    }

    // MARK: Reports for the engine's own inputs

    /// The constraint a pin stands for, as UIKit would list it.
    func report(for pin: Pin) -> NSLayoutConstraint {
        switch pin.kind {
        case .constant(let constraint):
            return constraint
        case .frame(let item, let attribute):
            return _AutoresizingMaskLayoutConstraint(item: item, attribute: attribute, value: pin.value)
        case .guideInset(let item, let attribute):
            return _guideConstraint(item.guide, attribute)
        case .contentSize(let item, let axis):
            return _guideConstraint(item.guide, axis == .horizontal ? .width : .height)
        case .boundsOrigin(let item, let axis):
            // The offset is the frame layout guide's origin in content coordinates.
            let guide = (item.view as? UIScrollView)?.frameLayoutGuide
            return _guideConstraint(guide, axis == .horizontal ? .left : .top)
        case .intrinsicSize(let item, let axis):
            if let contentSize = item.contentSize[axis.rawValue] {
                return _ContentSizeLayoutConstraint(item: item, size: contentSize)
            }
            return _AutoresizingMaskLayoutConstraint(
                item: item, attribute: axis == .horizontal ? .width : .height, value: pin.value)
        }
    }
}

/// Builds the constraint UIKit lists for one edge of a system guide:
/// `'UIViewSafeAreaLayoutGuide-left' UILayoutGuide:0x….left == UIView:0x….left`.
@MainActor
func _guideConstraint(_ guide: UILayoutGuide?, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
    let owner = guide?._owningView
    let insets = guide?._insets ?? .zero
    let constant: CGFloat
    switch attribute {
    case .left: constant = insets.left
    case .top: constant = insets.top
    case .width: constant = -(insets.left + insets.right)
    default: constant = -(insets.top + insets.bottom)
    }
    let constraint = NSLayoutConstraint(
        _first: guide ?? UILayoutGuide(), attribute, .equal, second: owner, attribute, multiplier: 1,
        constant: constant)
    constraint.identifier = "\(guide?.identifier ?? "UILayoutGuide")-\(attribute)"
    constraint._isEngineInput = true
    return constraint
}

/// The constraint UIKit makes from a view's autoresizing mask, as listed in reports:
/// `h=--& v=--& UIView:0x….minX == 0`.
final class _AutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    private let maskDescription: String
    private let variableName: String

    init(item: _LayoutItem, attribute: NSLayoutConstraint.Attribute, value: Double) {
        let mask = item.view?.autoresizingMask ?? []
        func axis(_ lead: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask, _ trail: UIView.AutoresizingMask)
            -> String
        {
            // UIKit lets the trailing margin give way when nothing on the axis is flexible.
            let none = !mask.contains(lead) && !mask.contains(size) && !mask.contains(trail)
            return (mask.contains(lead) ? "&" : "-") + (mask.contains(size) ? "&" : "-")
                + (mask.contains(trail) || none ? "&" : "-")
        }
        maskDescription =
            "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
            + "v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
        switch attribute {
        case .left: variableName = "minX"
        case .top: variableName = "minY"
        default: variableName = "\(attribute)"
        }
        super.init()
        _configure(
            first: item.object ?? UIView(), attribute, .equal, second: nil, .notAnAttribute, multiplier: 1,
            constant: CGFloat(value))
        _isEngineInput = true
    }

    override var _className: String { "NSAutoresizingMaskLayoutConstraint" }

    override var _relationDescription: String {
        "\(maskDescription) \(NSLayoutConstraint._describe(_firstItem)).\(variableName) == "
            + _constant.formattedForDescription
    }
}

/// The hugging and compression-resistance pair UIKit makes from an intrinsic size, as
/// listed in reports: `UILabel:0x…'Hi'.width == 2 Hug:250 CompressionResistance:750`.
final class _ContentSizeLayoutConstraint: NSLayoutConstraint {
    private let hugging: UILayoutPriority
    private let resistance: UILayoutPriority

    init(item: _LayoutItem, size: _LayoutItem.ContentSize) {
        hugging = size.hugging
        resistance = size.compressionResistance
        let attribute: NSLayoutConstraint.Attribute = item.contentSize[0]?.hug === size.hug ? .width : .height
        super.init()
        _configure(
            first: item.object ?? UIView(), attribute, .equal, second: nil, .notAnAttribute, multiplier: 1,
            constant: CGFloat(size.value))
        _isEngineInput = true
    }

    override var _className: String { "NSContentSizeLayoutConstraint" }

    override var _relationDescription: String {
        "\(NSLayoutConstraint._describe(_firstItem)).\(firstAttribute) == \(_constant.formattedForDescription) "
            + "Hug:\(hugging) CompressionResistance:\(resistance)"
    }
}

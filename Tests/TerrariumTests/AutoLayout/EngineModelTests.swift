import Cassowary
import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A randomized model test of the engine: random constraints activated and deactivated,
/// constants and priorities changed, views moved, hidden, resized and switched between
/// frames and constraints, with a layout pass after each step. After every step the
/// engine's bookkeeping holds, every required constraint it keeps holds in the solution,
/// and every view it lays out has the frame the solution gives it.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct EngineModelTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test(arguments: 1...10)
    func randomEditsKeepTheEngineConsistent(seed: Int) throws {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        var random = SplitMix64(seed: UInt64(seed))
        let (screen, controller) = showing(width: 60, height: 20)
        let root = controller.view!
        var views: [UIView] = [root]
        for _ in 0..<10 {
            let view = UIView(frame: CGRect(x: random.next(0..<20), y: random.next(0..<8), width: 8, height: 3))
            view.translatesAutoresizingMaskIntoConstraints = random.next(0..<10) < 3
            views[random.next(0..<views.count)].addSubview(view)
            views.append(view)
        }
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 2),
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 1),
        ])
        views.append(stack)
        var active: [NSLayoutConstraint] = []

        for step in 0..<250 {
            switch random.next(0..<14) {
            case 10:
                let candidates = views.dropFirst().filter { $0 !== stack && !stack.isDescendant(of: $0) }
                stack.insertArrangedSubview(
                    candidates[random.next(0..<candidates.count)],
                    at: random.next(0..<(stack.arrangedSubviews.count + 1)))
            case 11:
                guard !stack.arrangedSubviews.isEmpty else { continue }
                let view = stack.arrangedSubviews[random.next(0..<stack.arrangedSubviews.count)]
                if random.next(0..<2) == 0 { stack.removeArrangedSubview(view) } else { root.addSubview(view) }
            case 12:
                stack.axis = random.next(0..<2) == 0 ? .horizontal : .vertical
                stack.distribution = UIStackView.Distribution(rawValue: random.next(0..<5))!
                stack.alignment = UIStackView.Alignment(rawValue: random.next(0..<6))!
                stack.spacing = CGFloat(random.next(0..<3))
            case 13:
                controller.additionalSafeAreaInsets = UIEdgeInsets(
                    top: CGFloat(random.next(0..<3)), left: CGFloat(random.next(0..<3)), bottom: 0, right: 0)
            case 0, 1, 2:
                let constraint = randomConstraint(views, &random)
                constraint.isActive = true
                active.append(constraint)
            case 3:
                guard !active.isEmpty else { continue }
                active.remove(at: random.next(0..<active.count)).isActive = false
            case 4:
                guard !active.isEmpty else { continue }
                active[random.next(0..<active.count)].constant = CGFloat(random.next(-5..<15))
            case 5:
                let view = views[1 + random.next(0..<(views.count - 1))]
                let candidates = views.filter { !$0.isDescendant(of: view) }
                candidates[random.next(0..<candidates.count)].addSubview(view)
            case 6:
                let view = views[1 + random.next(0..<(views.count - 1))]
                view.translatesAutoresizingMaskIntoConstraints.toggle()
            case 7:
                let view = views[1 + random.next(0..<(views.count - 1))]
                view.frame = CGRect(
                    x: random.next(0..<30), y: random.next(0..<10), width: random.next(1..<20), height: 2)
            case 8:
                screen.resize(width: 40 + random.next(0..<40), height: 10 + random.next(0..<15))
            default:
                let view = views[1 + random.next(0..<(views.count - 1))]
                view.isHidden.toggle()
            }
            active.removeAll { !$0.isActive }
            screen.runUntilIdle()
            try checkConsistency(of: screen.window, views: views, step: step)
        }
        #expect(!logs.entries.isEmpty, "random required constraints should clash now and then")
        // Warnings only: no solver failure, no layout that failed to settle.
        let messages = logs.entries.map { "\($0.message)" }
        #expect(logs.entries.allSatisfy { $0.level == .warning })
        #expect(messages.allSatisfy { $0.hasPrefix("Unable to simultaneously satisfy constraints.") })
    }

    private func checkConsistency(of window: UIWindow, views: [UIView], step: Int) throws {
        guard let engine = window._autoLayout?.engine else { return }
        engine._checkInvariants()
        for installation in engine.installations.values {
            guard let solverConstraint = installation.solverConstraint, solverConstraint.strength.isRequired else {
                continue
            }
            #expect(
                solverConstraint.isSatisfied(tolerance: 1e-4),
                "step \(step): \(installation.constraint) does not hold in the solution")
        }
        for view in views {
            guard let item = view._autoLayout?.item else { continue }
            #expect(item.engine === engine, "step \(step): \(view) is in another engine")
            guard !item.pinsFrame, let superview = view.superview else { continue }
            let solved = engine.roundedFrame(of: item, inSuperviewAt: engine.exactOrigin(of: superview))
            #expect(view.frame == solved, "step \(step): \(view) is at \(view.frame), solved \(solved)")
        }
    }

    /// A constraint between two random views of the tree, on a random axis, with a random
    /// relation, constant and priority.
    private func randomConstraint(_ views: [UIView], _ random: inout SplitMix64) -> NSLayoutConstraint {
        let first = views[1 + random.next(0..<(views.count - 1))]
        let second = views[random.next(0..<views.count)]
        let horizontal = random.next(0..<2) == 0
        // No margin attributes: the margins guide follows the safe area, which follows the
        // frame, so an ambiguous view tied to its own margins can chase itself forever (a
        // layout feedback loop, as UIKit can have too).
        let locations: [NSLayoutConstraint.Attribute] =
            horizontal ? [.leading, .trailing, .centerX, .left] : [.top, .bottom, .centerY, .firstBaseline]
        let relations: [NSLayoutConstraint.Relation] = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
        let relation = relations[random.next(0..<relations.count)]
        let constant = CGFloat(random.next(-5..<15))
        let constraint: NSLayoutConstraint
        switch random.next(0..<3) {
        case 0:
            constraint = NSLayoutConstraint(
                item: first, attribute: horizontal ? .width : .height, relatedBy: relation, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: Swift.max(0, constant))
        case 1:
            constraint = NSLayoutConstraint(
                item: first, attribute: horizontal ? .width : .height, relatedBy: relation, toItem: second,
                attribute: horizontal ? .width : .height, multiplier: [0.5, 1, 2][random.next(0..<3)],
                constant: constant)
        default:
            constraint = NSLayoutConstraint(
                item: first, attribute: locations[random.next(0..<locations.count)], relatedBy: relation,
                toItem: second, attribute: locations[random.next(0..<locations.count)], multiplier: 1,
                constant: constant)
        }
        let priorities: [UILayoutPriority] = [.required, .required, .required, .defaultHigh, .defaultLow, .init(999)]
        constraint.priority = priorities[random.next(0..<priorities.count)]
        return constraint
    }
}

extension SplitMix64 {
    /// A number in `range`.
    fileprivate mutating func next(_ range: Range<Int>) -> Int {
        range.lowerBound + next(upTo: range.count)
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Constraints made with anchors and with `NSLayoutConstraint(item:…)`, activated and
/// deactivated, solved in the layout pass and applied as whole-cell frames; views that
/// translate their autoresizing masks; the engine per window.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ConstraintLayoutTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Frames from constraints

    @Test func pinningToTheSuperviewsEdgesSetsTheFrameInTheLayoutPass() {
        let (screen, controller) = showing(width: 40, height: 10)
        let box = constrainedView(in: controller.view)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 2),
            box.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -3),
            box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 1),
            box.heightAnchor.constraint(equalToConstant: 4),
        ])
        #expect(box.frame == .zero)

        screen.runUntilIdle()

        #expect(box.frame == CGRect(x: 2, y: 1, width: 35, height: 4))
    }

    @Test func framesFollowAResizeOfTheScreen() {
        let (screen, controller) = showing(width: 40, height: 10)
        let box = constrainedView(in: controller.view)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 2),
            box.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -2),
            box.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            box.heightAnchor.constraint(equalTo: controller.view.heightAnchor, multiplier: 0.5),
        ])
        screen.runUntilIdle()
        #expect(box.frame == CGRect(x: 2, y: 5, width: 36, height: 5))

        screen.resize(width: 60, height: 20)

        #expect(box.frame == CGRect(x: 2, y: 10, width: 56, height: 10))
    }

    @Test func constraintsActivatedBeforeTheViewIsShownApplyWhenItIs() {
        let controller = LabelsViewController()
        let screen = HeadlessScreen(width: 20, height: 3)

        screen.show(controller)

        #expect(screen.lines == ["left" + String(repeating: " ", count: 10) + "right", "", ""])
        #expect(controller.left.frame == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(controller.right.frame == CGRect(x: 14, y: 0, width: 5, height: 1))
        screen.resize(width: 30, height: 3)
        #expect(screen.lines[0] == "left" + String(repeating: " ", count: 20) + "right")
    }

    @Test func equalColumnsShareEachEdgeWithNoGapAndNoOverlap() {
        let (screen, controller) = showing(width: 80, height: 4)
        let root = controller.view!
        let columns = (0..<3).map { _ in constrainedView(in: root) }
        var constraints = [
            columns[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            columns[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        for (index, column) in columns.enumerated() {
            constraints += [
                column.topAnchor.constraint(equalTo: root.topAnchor),
                column.heightAnchor.constraint(equalToConstant: 1),
                column.widthAnchor.constraint(equalTo: columns[0].widthAnchor),
            ]
            if index > 0 {
                constraints.append(column.leadingAnchor.constraint(equalTo: columns[index - 1].trailingAnchor))
            }
        }
        NSLayoutConstraint.activate(constraints)

        for width in [80, 81, 79, 10, 11] {
            screen.resize(width: width, height: 4)
            #expect(columns[0].frame.minX == 0)
            #expect(columns[0].frame.maxX == columns[1].frame.minX, "width \(width)")
            #expect(columns[1].frame.maxX == columns[2].frame.minX, "width \(width)")
            #expect(columns[2].frame.maxX == CGFloat(width))
            #expect(columns.allSatisfy { abs($0.frame.width - CGFloat(width) / 3) < 1 }, "width \(width)")
        }
        // 80 / 3 = 26.67: the edges at 26.67 and 53.33 round to 27 and 53.
        screen.resize(width: 80, height: 4)
        #expect(columns.map(\.frame.width) == [27, 26, 27])
    }

    @Test func aConstraintAcrossLevelsIsExpressedInTheCommonAncestorsCoordinates() {
        let (screen, controller) = showing(width: 40, height: 10)
        let root = controller.view!
        let panel = UIView(frame: CGRect(x: 5, y: 2, width: 20, height: 6))
        root.addSubview(panel)
        let inner = constrainedView(in: panel)
        let constraint = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            constraint,
            inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
            inner.widthAnchor.constraint(equalToConstant: 4),
            inner.heightAnchor.constraint(equalToConstant: 1),
        ])
        #expect(root.constraints.contains { $0 === constraint })
        screen.runUntilIdle()
        #expect(inner.frame == CGRect(x: 5, y: 1, width: 4, height: 1))

        // The panel translates its autoresizing mask: moving it is an input to the engine.
        panel.frame.origin = CGPoint(x: 8, y: 0)
        screen.runUntilIdle()

        #expect(inner.frame == CGRect(x: 2, y: 3, width: 4, height: 1))
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 3))
    }

    @Test func centeringWithAMultiplierOnADimension() {
        let (screen, controller) = showing(width: 40, height: 10)
        let root = controller.view!
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5, constant: -1),
        ])
        screen.runUntilIdle()
        #expect(box.frame == CGRect(x: 10, y: 3, width: 20, height: 4))
    }

    @Test func theItemInitialiserMakesTheSameConstraintAsAnchors() {
        let (screen, controller) = showing(width: 40, height: 10)
        let root = controller.view!
        let box = constrainedView(in: root)
        let half = NSLayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.25,
            constant: 1)
        NSLayoutConstraint.activate([
            half,
            NSLayoutConstraint(
                item: box, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: root, attribute: .top,
                multiplier: 1, constant: 2),
            NSLayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 3),
        ])
        screen.runUntilIdle()

        #expect(half.firstItem === box && half.secondItem === root)
        #expect(half.firstAttribute == .width && half.secondAttribute == .width)
        #expect(half.relation == .equal && half.multiplier == 0.25 && half.constant == 1)
        #expect(half.priority == .required && half.identifier == nil)
        // Trailing margin: the root's layout margins are one cell at the sides.
        #expect(box.frame == CGRect(x: 28, y: 2, width: 11, height: 3))
    }

    @Test func inequalitiesHoldAndLeaveFreedomToPreferences() {
        let (screen, controller) = showing(width: 40, height: 10)
        let root = controller.view!
        let box = constrainedView(in: root)
        let preferred = box.widthAnchor.constraint(equalToConstant: 100)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -1),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            preferred,
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 1),
        ])
        screen.runUntilIdle()
        #expect(box.frame == CGRect(x: 1, y: 0, width: 38, height: 1))

        screen.resize(width: 20, height: 10)
        #expect(box.frame == CGRect(x: 1, y: 0, width: 18, height: 1))

        // The preference gives way to the required minimum.
        preferred.constant = 4
        screen.runUntilIdle()
        #expect(box.frame == CGRect(x: 1, y: 0, width: 10, height: 1))
    }

    // MARK: - layoutSubviews

    @Test func theBaseLayoutSubviewsAppliesTheSolutionAndAnOverrideAfterSuperWins() {
        let screen = HeadlessScreen(width: 30, height: 5)
        let controller = UIViewController()
        let host = OverridingView()
        host.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(host)
        let a = constrainedView(in: host)
        let b = constrainedView(in: host)
        NSLayoutConstraint.activate(
            edges(of: host, to: controller.view) + [
                a.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 1),
                a.topAnchor.constraint(equalTo: host.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 5),
                a.heightAnchor.constraint(equalToConstant: 1),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.topAnchor.constraint(equalTo: host.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 5),
                b.heightAnchor.constraint(equalToConstant: 1),
            ])
        host.override = { b.frame.origin.y = 3 }

        screen.show(controller)

        #expect(host.framesSeenAfterSuper == [CGRect(x: 1, y: 0, width: 5, height: 1)])
        #expect(a.frame == CGRect(x: 1, y: 0, width: 5, height: 1))
        #expect(b.frame == CGRect(x: 6, y: 3, width: 5, height: 1))
    }

    @Test func layoutIfNeededSolvesAndLaysOutAtOnce() {
        let (screen, controller) = showing(width: 30, height: 5)
        let box = constrainedView(in: controller.view)
        let width = box.widthAnchor.constraint(equalToConstant: 4)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 1),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.topAnchor.constraint(equalTo: controller.view.topAnchor),
        ])
        controller.view.layoutIfNeeded()
        #expect(box.frame.width == 4)

        width.constant = 9
        controller.view.layoutIfNeeded()

        #expect(box.frame.width == 9)
        withExtendedLifetime(screen) {}
    }

    @Test func aDetachedTreeLaysOutWithLayoutIfNeeded() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        let box = constrainedView(in: container)
        NSLayoutConstraint.activate(edges(of: box, to: container, inset: 1))

        container.layoutIfNeeded()

        #expect(box.frame == CGRect(x: 1, y: 1, width: 18, height: 2))
    }

    // MARK: - Activation

    @Test func anActiveConstraintIsHeldByTheNearestCommonAncestor() {
        let root = UIView()
        let row = UIView()
        let a = UIView()
        let b = UIView()
        root.addSubview(row)
        row.addSubview(a)
        root.addSubview(b)
        let sibling = a.widthAnchor.constraint(equalTo: row.widthAnchor)
        let cousin = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let own = a.heightAnchor.constraint(equalToConstant: 1)
        #expect(!sibling.isActive)

        NSLayoutConstraint.activate([sibling, cousin, own])

        #expect(sibling.isActive && cousin.isActive && own.isActive)
        #expect(identities(row.constraints) == identities([sibling]))
        #expect(identities(root.constraints) == identities([cousin]))
        #expect(identities(a.constraints) == identities([own]))

        NSLayoutConstraint.deactivate([cousin])
        #expect(!cousin.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test func removingAViewDeactivatesConstraintsToViewsOutsideItAndKeepsItsOwn() {
        let (screen, controller) = showing(width: 30, height: 5)
        let root = controller.view!
        let panel = constrainedView(in: root)
        let inner = constrainedView(in: panel)
        let outside = edges(of: panel, to: root)
        let inside = edges(of: inner, to: panel, inset: 1)
        NSLayoutConstraint.activate(outside + inside)
        screen.runUntilIdle()

        panel.removeFromSuperview()

        #expect(outside.allSatisfy { !$0.isActive })
        #expect(inside.allSatisfy { $0.isActive })
        #expect(identities(panel.constraints) == identities(inside))

        root.addSubview(panel)
        NSLayoutConstraint.activate(edges(of: panel, to: root, inset: 2))
        screen.runUntilIdle()
        #expect(panel.frame == CGRect(x: 2, y: 2, width: 26, height: 1))
        #expect(inner.frame == CGRect(x: 1, y: 1, width: 24, height: 0))
    }

    @Test func viewsThatNoConstraintTouchesStayOutOfTheEngine() {
        let (screen, controller) = showing(width: 30, height: 5)
        let root = controller.view!
        var plain: [UIView] = []
        for index in 0..<50 {
            let view = UIView(frame: CGRect(x: index % 10, y: index / 10, width: 1, height: 1))
            root.addSubview(view)
            plain.append(view)
        }
        #expect(screen.window._autoLayout?.engine == nil)

        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 3),
            box.heightAnchor.constraint(equalToConstant: 1),
        ])
        screen.runUntilIdle()

        let engine = try! #require(screen.window._autoLayout?.engine)
        // The box and the root view it is pinned to; none of the fifty others.
        #expect(engine.items.count == 2)
        #expect(plain.allSatisfy { $0._autoLayout?.item == nil })
        #expect(box.frame == CGRect(x: 12, y: 0, width: 3, height: 1))
    }

    @Test func aWindowHasOneEngineForAllItsViews() {
        let (screen, controller) = showing(width: 30, height: 5)
        let panelA = constrainedView(in: controller.view)
        let panelB = constrainedView(in: controller.view)
        NSLayoutConstraint.activate(edges(of: panelA, to: controller.view))
        let detached = UIView()
        let child = constrainedView(in: detached)
        NSLayoutConstraint.activate(edges(of: child, to: detached))
        #expect(detached._autoLayout?.engine != nil)

        controller.view.addSubview(detached)
        NSLayoutConstraint.activate(edges(of: panelB, to: panelA))
        screen.runUntilIdle()

        let engine = screen.window._autoLayout?.engine
        #expect(engine != nil)
        #expect(detached._autoLayout?.engine == nil)
        #expect(child._autoLayout?.item?.engine === engine)
        #expect(panelB._autoLayout?.item?.engine === engine)
    }

    @Test func aViewThatTranslatesItsMaskKeepsItsFrameAndOthersReadIt() {
        let (screen, controller) = showing(width: 30, height: 5)
        let anchor = UIView(frame: CGRect(x: 3, y: 1, width: 7, height: 2))
        controller.view.addSubview(anchor)
        let follower = constrainedView(in: controller.view)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 1),
            follower.topAnchor.constraint(equalTo: anchor.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor),
            follower.heightAnchor.constraint(equalTo: anchor.heightAnchor),
        ])
        screen.runUntilIdle()
        #expect(anchor.frame == CGRect(x: 3, y: 1, width: 7, height: 2))
        #expect(follower.frame == CGRect(x: 11, y: 3, width: 7, height: 2))

        anchor.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
        screen.runUntilIdle()
        #expect(follower.frame == CGRect(x: 5, y: 1, width: 4, height: 1))

        // Turned off, the view is laid out by its constraints: none fix it, so it keeps
        // the solver's values, but the follower still hangs off it.
        anchor.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(edges(of: anchor, to: controller.view, inset: 1))
        screen.runUntilIdle()
        #expect(anchor.frame == CGRect(x: 1, y: 1, width: 28, height: 3))
        #expect(follower.frame == CGRect(x: 30, y: 4, width: 28, height: 3))
    }

    @Test func constrainedViewsAndTheirConstraintsAreFreedWhenTheyLeave() {
        let screen = HeadlessScreen(width: 30, height: 5)
        weak var weakRoot: UIViewController?
        weak var weakStack: UIStackView?
        weak var weakConstraint: NSLayoutConstraint?
        weak var weakPanel: UIView?
        do {
            let root = UIViewController()
            let stack = UIStackView(arrangedSubviews: [UILabel(), UILabel()])
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(stack)
            let constraint = stack.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor)
            NSLayoutConstraint.activate(Array(edges(of: stack, to: root.view).prefix(2)) + [constraint])
            screen.show(root)
            let panel = constrainedView(in: root.view)
            NSLayoutConstraint.activate(edges(of: panel, to: stack))
            screen.runUntilIdle()
            panel.removeFromSuperview()
            weakRoot = root
            weakStack = stack
            weakConstraint = constraint
            weakPanel = panel
        }
        screen.runUntilIdle()
        #expect(weakPanel == nil)
        screen.window.rootViewController = UIViewController()
        screen.runUntilIdle()
        #expect(weakRoot == nil)
        #expect(weakStack == nil)
        #expect(weakConstraint == nil)
    }

    // MARK: - Descriptions

    @Test func constraintsDescribeThemselvesAsUIKitDoes() {
        let a = UIView()
        let label = UILabel()
        label.text = "Hi"
        a.addSubview(label)
        let plain = label.widthAnchor.constraint(equalToConstant: 10)
        let related = label.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: -2)
        let scaled = label.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 1)
        scaled.priority = .defaultHigh
        scaled.identifier = "half"
        related.isActive = true

        let labelName = "UILabel:\(NSLayoutConstraint._address(of: label))'Hi'"
        let viewName = "UIView:\(NSLayoutConstraint._address(of: a))"
        #expect(plain.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(plain.description.hasSuffix(" \(labelName).width == 10   (inactive)>"))
        #expect(related.description.hasSuffix(" \(labelName).leading == \(viewName).leading - 2   (active)>"))
        #expect(
            scaled.description.hasSuffix(" 'half' \(labelName).width == 0.5*\(viewName).width + 1 @750   (inactive)>"))
        #expect(
            label.topAnchor.description.hasSuffix(" \"\(labelName).top\">")
                && label.topAnchor.description.hasPrefix("<NSLayoutYAxisAnchor:0x"))
    }
}

// MARK: - Helpers

/// A visible screen showing a plain controller, and the controller.
@MainActor
func showing(width: Int, height: Int) -> (HeadlessScreen, UIViewController) {
    let screen = HeadlessScreen(width: width, height: height)
    let controller = UIViewController()
    screen.show(controller)
    return (screen, controller)
}

/// A new view added to `superview` that does not translate its autoresizing mask.
@MainActor
func constrainedView(in superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// Constraints pinning `view`'s edges to `other`'s, inset by `inset` cells.
@MainActor
func edges(of view: UIView, to other: UIView, inset: CGFloat = 0) -> [NSLayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
        view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
    ]
}

/// Two labels on the first row: one at the leading edge, one at the trailing margin.
@MainActor
private final class LabelsViewController: UIViewController {
    let left = UILabel()
    let right = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        left.text = "left"
        right.text = "right"
        for label in [left, right] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            left.topAnchor.constraint(equalTo: view.topAnchor),
            left.widthAnchor.constraint(equalToConstant: 4),
            left.heightAnchor.constraint(equalToConstant: 1),
            right.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            right.topAnchor.constraint(equalTo: view.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 5),
            right.heightAnchor.constraint(equalToConstant: 1),
        ])
    }
}

/// A view whose `layoutSubviews` records its first subview's frame after `super`, then
/// runs `override`.
@MainActor
private final class OverridingView: UIView {
    var framesSeenAfterSuper: [CGRect] = []
    var override: () -> Void = {}

    override func layoutSubviews() {
        super.layoutSubviews()
        framesSeenAfterSuper.append(subviews[0].frame)
        override()
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Constants changed after activation (incremental, through edit variables), layout guides
/// added to views, and the safe-area and layout-margins guides.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct LayoutGuideAndEditTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Changing constants

    @Test func changingAnActiveConstantSuggestsAValueInsteadOfAddingConstraints() throws {
        let (screen, controller) = showing(width: 60, height: 5)
        let root = controller.view!
        let box = constrainedView(in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1)
        NSLayoutConstraint.activate([
            width, left, box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 1),
        ])
        screen.runUntilIdle()
        let engine = try #require(screen.window._autoLayout?.engine)
        let adds = engine._solverAddCount
        let removes = engine._solverRemoveCount

        // The first change turns the constant into an edit variable: the constraint leaves
        // and comes back in edit form, and the edit variable is added.
        width.constant = 11
        screen.runUntilIdle()
        #expect(box.frame.width == 11)
        #expect(engine._solverAddCount == adds + 2)
        #expect(engine._solverRemoveCount == removes + 1)

        // Every later change is one suggestion: nothing is added, removed or rebuilt.
        let suggestions = engine._suggestCount
        for value in 12...40 {
            width.constant = CGFloat(value)
            left.constant = CGFloat(value % 7)
            screen.runUntilIdle()
            #expect(box.frame == CGRect(x: value % 7, y: 0, width: value, height: 1))
        }
        #expect(engine._solverAddCount == adds + 4)
        #expect(engine._solverRemoveCount == removes + 2)
        #expect(engine._suggestCount >= suggestions + 29 * 2 - 1)
        #expect(engine._rebuildCount == 0)
    }

    @Test func aConstantChangeAnimatesWhenLayoutIfNeededRunsInAnAnimationBlock() {
        let (screen, controller) = showing(width: 40, height: 3)
        let box = constrainedView(in: controller.view)
        let left = box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor)
        NSLayoutConstraint.activate(
            [left, box.widthAnchor.constraint(equalToConstant: 4)] + position(box, in: controller.view).dropFirst())
        screen.runUntilIdle()
        let start = MainLoop.main.now

        left.constant = 20
        UIView.animate(withDuration: 1) { controller.view.layoutIfNeeded() }

        #expect(box.frame.minX == 20)
        MainLoop.main.advance(to: start + 0.5)
        #expect(abs(box._presentationFrame.minX - 10) < 0.001)
        screen.runUntilIdle()
        #expect(box._presentationFrame.minX == 20)
    }

    @Test func aConstantChangedBeforeActivationIsPlainlyPartOfTheConstraint() throws {
        let (screen, controller) = showing(width: 30, height: 5)
        let box = constrainedView(in: controller.view)
        let width = box.widthAnchor.constraint(equalToConstant: 3)
        width.constant = 7
        NSLayoutConstraint.activate([width] + position(box, in: controller.view))
        screen.runUntilIdle()
        #expect(box.frame.width == 7)
        let engine = try #require(screen.window._autoLayout?.engine)
        #expect(engine.installations[ObjectIdentifier(width)]?.constantVariable == nil)
    }

    @Test func aConstraintWithAnEditedConstantKeepsItWhenItsViewMovesToAnotherWindow() {
        let (first, controller) = showing(width: 30, height: 5)
        let panel = constrainedView(in: controller.view)
        let box = constrainedView(in: panel)
        let width = box.widthAnchor.constraint(equalToConstant: 3)
        NSLayoutConstraint.activate(edges(of: panel, to: controller.view) + [width] + position(box, in: panel))
        first.runUntilIdle()
        width.constant = 8
        first.runUntilIdle()
        #expect(box.frame.width == 8)

        let (second, other) = showing(width: 20, height: 5)
        other.view.addSubview(panel)
        NSLayoutConstraint.activate(edges(of: panel, to: other.view))
        second.runUntilIdle()
        width.constant = 9
        second.runUntilIdle()

        #expect(panel.frame.width == 20)
        #expect(box.frame.width == 9)
        #expect(box._autoLayout?.item?.engine === second.window._autoLayout?.engine)
        withExtendedLifetime(first) {}
    }

    // MARK: - Layout guides

    @Test func aGuideSpacesTwoViewsAndReportsItsFrame() {
        let (screen, controller) = showing(width: 30, height: 5)
        let root = controller.view!
        let left = constrainedView(in: root)
        let right = constrainedView(in: root)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        NSLayoutConstraint.activate(
            position(left, in: root) + [
                left.widthAnchor.constraint(equalToConstant: 4),
                gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                gap.widthAnchor.constraint(equalToConstant: 3),
                gap.topAnchor.constraint(equalTo: left.topAnchor),
                gap.heightAnchor.constraint(equalTo: left.heightAnchor),
                right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                right.topAnchor.constraint(equalTo: gap.topAnchor),
                right.heightAnchor.constraint(equalToConstant: 1),
            ])
        screen.runUntilIdle()

        #expect(root.layoutGuides.count == 1 && root.layoutGuides[0] === gap && gap.owningView === root)
        #expect(gap.layoutFrame == CGRect(x: 4, y: 0, width: 3, height: 1))
        #expect(right.frame == CGRect(x: 7, y: 0, width: 23, height: 1))

        root.removeLayoutGuide(gap)
        #expect(root.layoutGuides.isEmpty && gap.owningView == nil)
        #expect(root.constraints.allSatisfy { $0.firstItem !== gap && $0.secondItem !== gap })
    }

    @Test func theSafeAreaGuideFollowsAdditionalSafeAreaInsets() {
        let (screen, controller) = showing(width: 30, height: 8)
        let root = controller.view!
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        ])
        screen.runUntilIdle()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 8))

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 1, bottom: 1, right: 3)
        screen.runUntilIdle()

        #expect(box.frame == CGRect(x: 1, y: 2, width: 26, height: 5))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 1, y: 2, width: 26, height: 5))
        screen.resize(width: 40, height: 10)
        #expect(box.frame == CGRect(x: 1, y: 2, width: 36, height: 7))
    }

    @Test func contentThatExtendsUnderANavigationBarStartsBelowItThroughTheSafeArea() {
        let content = UIViewController()
        content.extendedLayoutIncludesOpaqueBars = true
        let label = UILabel()
        label.text = "first row"
        label.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
        ])
        content.title = "Title"
        let screen = HeadlessScreen(width: 30, height: 5)

        screen.show(UINavigationController(rootViewController: content))

        #expect(content.view.frame.minY == 0)
        #expect(label.frame == CGRect(x: 1, y: 1, width: 9, height: 1))
        #expect(screen.lines[1] == " first row")
    }

    @Test func theMarginsGuideIsTheSafeAreaInsetByTheMargins() {
        let (screen, controller) = showing(width: 30, height: 8)
        let root = controller.view!
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        screen.runUntilIdle()
        #expect(box.frame == CGRect(x: 1, y: 0, width: 28, height: 8))

        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        screen.runUntilIdle()

        #expect(box.frame == CGRect(x: 2, y: 2, width: 26, height: 5))
        #expect(root.layoutMarginsGuide.layoutFrame == box.frame)
    }

    @Test func systemGuidesThatNoConstraintUsesStillReportTheirFrames() {
        let (screen, controller) = showing(width: 30, height: 8)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
        screen.runUntilIdle()

        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 1, width: 30, height: 5))
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 1, y: 1, width: 28, height: 5))
        #expect(controller.view.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
        #expect(controller.view.layoutMarginsGuide.identifier == "UIViewLayoutMarginsGuide")
    }
}

/// Constraints putting `view` at the top-left corner of `superview`, one row high.
@MainActor
private func position(_ view: UIView, in superview: UIView) -> [NSLayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
        view.topAnchor.constraint(equalTo: superview.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 1),
    ]
}

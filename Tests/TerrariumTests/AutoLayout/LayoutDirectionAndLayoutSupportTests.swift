import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `semanticContentAttribute` and the layout directions, and the deprecated
/// `topLayoutGuide`/`bottomLayoutGuide`, backed by the safe area.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct LayoutDirectionAndLayoutSupportTests {
    @Test func directionsFollowTheSemanticContentAttribute() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let child = UIView()
        view.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight, "the direction is not passed down")
    }

    @Test func rightToLeftFlipsLeadingAndTrailingInTheViewsConstraints() {
        let screen = HeadlessScreen(width: 20, height: 3)
        let controller = UIViewController()
        let container = controller.view!
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2),
            child.widthAnchor.constraint(equalToConstant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
        ])
        screen.show(controller)
        #expect(child.frame == CGRect(x: 2, y: 0, width: 5, height: 1))
        container.semanticContentAttribute = .forceRightToLeft
        screen.runUntilIdle()
        #expect(child.frame == CGRect(x: 13, y: 0, width: 5, height: 1), "two cells in from the right edge")
        container.semanticContentAttribute = .forceLeftToRight
        screen.runUntilIdle()
        #expect(child.frame == CGRect(x: 2, y: 0, width: 5, height: 1))
    }

    @Test func aRightToLeftHorizontalStackViewLaysItsViewsOutFromTheRight() {
        let screen = HeadlessScreen(width: 20, height: 2)
        let controller = UIViewController()
        let labels = ["one", "two"].map { text in
            let label = UILabel()
            label.text = text
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .horizontal
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 7),
        ])
        screen.show(controller)
        #expect(screen.lines[0] == "one two")
        stack.semanticContentAttribute = .forceRightToLeft
        screen.runUntilIdle()
        #expect(screen.lines[0] == "two one")
    }

    @Test func theTopLayoutGuideEndsWhereTheSafeAreaBegins() {
        let content = UIViewController()
        content.title = "Inbox"
        let label = UILabel()
        label.text = "first"
        label.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(label)
        let guides = LegacyGuides() as any LegacyGuideReading
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: guides.top(of: content).bottomAnchor),
            label.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
        ])
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(UINavigationController(rootViewController: content))
        let top = guides.top(of: content)
        #expect(top.length == content.view.safeAreaInsets.top)
        #expect(screen.lines[0].contains("Inbox"))
        #expect(screen.lines[Int(label.convert(CGPoint.zero, to: nil).y)] == "first", "below the opaque bar")
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        screen.runUntilIdle()
        #expect(top.length == 1)
        #expect(label.frame.minY == 1, "the guide follows the safe area")
        #expect(guides.top(of: content) === top, "the guide is made once")
    }

    @Test func theBottomLayoutGuideCoversWhatIsBelowTheSafeArea() {
        let content = UIViewController()
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 2, right: 0)
        let guides = LegacyGuides() as any LegacyGuideReading
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(content)
        let bottom = guides.bottom(of: content)
        #expect(bottom.length == 2)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            box.heightAnchor.constraint(equalTo: bottom.heightAnchor),
            box.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 3),
        ])
        screen.runUntilIdle()
        #expect(box.frame == CGRect(x: 0, y: 2, width: 3, height: 2))
    }
}

/// Reads the deprecated guides through a protocol, which keeps the test build free of
/// deprecation warnings.
@MainActor
private protocol LegacyGuideReading {
    func top(of controller: UIViewController) -> any UILayoutSupport
    func bottom(of controller: UIViewController) -> any UILayoutSupport
}

@MainActor
private struct LegacyGuides: LegacyGuideReading {
    @available(*, deprecated)
    func top(of controller: UIViewController) -> any UILayoutSupport { controller.topLayoutGuide }
    @available(*, deprecated)
    func bottom(of controller: UIViewController) -> any UILayoutSupport { controller.bottomLayoutGuide }
}

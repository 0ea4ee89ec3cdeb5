import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// iOS 17's `registerForTraitChanges` on views and controllers, and the preferred size of
/// text as a trait.
@MainActor
@Suite(.isolatedUI) struct TraitChangeRegistrationTests {
    /// A parent embedding `child`, shown on a 120×30 screen (regular width).
    private func showEmbedding(_ child: UIViewController) -> (HeadlessScreen, UIViewController) {
        let parent = UIViewController()
        parent.loadViewIfNeeded()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let screen = HeadlessScreen(width: 120, height: 30)
        screen.show(parent)
        return (screen, parent)
    }

    @Test func aClosureRunsAfterARegisteredTraitChangesWithThePreviousTraits() {
        let child = TraitLoggingViewController()
        let (screen, parent) = showEmbedding(child)
        defer { withExtendedLifetime(screen) {} }
        #expect(child.traitCollection.preferredContentSizeCategory == .large, "a window's size of text")
        child.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (controller: TraitLoggingViewController, previous: UITraitCollection) in
            controller.log.append(
                "category \(previous.preferredContentSizeCategory.rawValue) → "
                    + controller.traitCollection.preferredContentSizeCategory.rawValue)
        }
        child.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
            (controller: TraitLoggingViewController, _: UITraitCollection) in
            controller.log.append("size class")
        }
        parent.setOverrideTraitCollection(
            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge), forChild: child)
        #expect(
            child.log == [
                "traitCollectionDidChange",
                "category UICTContentSizeCategoryL → UICTContentSizeCategoryAccessibilityL",
            ])
        #expect(child.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(child.traitCollection.horizontalSizeClass == .regular, "the rest comes from the parent")
    }

    @Test func targetActionRegistrationsOnAViewHearAWindowResize() {
        let child = UIViewController()
        let (screen, _) = showEmbedding(child)
        let observer = TraitObserver()
        child.view.registerForTraitChanges(
            [UITraitHorizontalSizeClass.self], target: observer,
            action: Selector("sizeClassChanged(_:)", TraitObserver.sizeClassChanged(_:)))
        let style = child.view.registerForTraitChanges(
            [UITraitUserInterfaceStyle.self], target: observer,
            action: Selector("styleChanged", TraitObserver.styleChanged))
        screen.resize(width: 60, height: 30)
        #expect(observer.log == ["compact"])
        child.view.unregisterForTraitChanges(style)
        screen.window.overrideUserInterfaceStyle = .light
        screen.runUntilIdle()
        #expect(child.view.traitCollection.userInterfaceStyle == .light)
        #expect(observer.log == ["compact"], "unregistered")
    }

    @Test func anActionRegistrationSendsTheMethodToTheObjectItself() {
        let child = TraitLoggingViewController()
        let (_, parent) = showEmbedding(child)
        child.registerForTraitChanges(
            [UITraitUserInterfaceStyle.self],
            action: Selector("styleChanged", TraitLoggingViewController.styleChanged))
        parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .light), forChild: child)
        #expect(child.log == ["traitCollectionDidChange", "styleChanged light"])
    }

    @Test func theSizeOfTextIsATraitThatCombinesAndCompares() {
        let larger = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
        let combined = UITraitCollection(traitsFrom: [
            larger, UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(),
        ])
        #expect(combined.preferredContentSizeCategory == .extraLarge)
        #expect(combined.containsTraits(in: larger))
        #expect(!UITraitCollection(preferredContentSizeCategory: .small).containsTraits(in: larger))
        #expect(larger != UITraitCollection(preferredContentSizeCategory: .small))
        #expect(UIContentSizeCategory.extraLarge > .large)
        #expect(UIContentSizeCategory.accessibilityExtraLarge.isAccessibilityCategory)
    }
}

/// A controller that logs its trait changes.
@MainActor
private final class TraitLoggingViewController: UIViewController {
    var log: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traitCollectionDidChange")
    }
    func styleChanged() {
        log.append("styleChanged \(traitCollection.userInterfaceStyle == .light ? "light" : "dark")")
    }
}

/// A target of trait-change actions.
@MainActor
private final class TraitObserver {
    var log: [String] = []
    func sizeClassChanged(_ view: UIView) { log.append("\(view.traitCollection.horizontalSizeClass)") }
    func styleChanged() { log.append("style") }
}

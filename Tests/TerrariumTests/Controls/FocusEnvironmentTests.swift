import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Controls {
    /// Focus requests: `preferredFocusEnvironments`, `setNeedsFocusUpdate()` and
    /// `updateFocusIfNeeded()`, with UIKit's rule that only the environment holding the
    /// focused view may move it.
    @MainActor
    @Suite struct FocusEnvironmentTests {
        /// A controller with two buttons side by side that prefers `preferred`.
        final class TwoButtons: UIViewController {
            let left = makeButton("Left", at: CGPoint(x: 0, y: 0))
            let right = makeButton("Right", at: CGPoint(x: 10, y: 0))
            var preferred: [any UIFocusEnvironment]?

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(left)
                view.addSubview(right)
            }

            override var preferredFocusEnvironments: [any UIFocusEnvironment] {
                preferred ?? super.preferredFocusEnvironments
            }
        }

        @Test func aRequestFocusesThePreferredViewWhenNothingIsFocused() {
            let screen = HeadlessScreen(width: 30, height: 4)
            let controller = TwoButtons()
            controller.preferred = [controller.right]
            screen.show(controller)
            #expect(screen.window.focusedView == nil)
            controller.setNeedsFocusUpdate()
            #expect(screen.window.focusedView == nil, "nothing moves until the update")
            controller.updateFocusIfNeeded()
            #expect(screen.window.focusedView === controller.right)
            #expect(controller.right.isFirstResponder)
        }

        @Test func withoutPreferencesTheFirstFocusableViewInReadingOrderIsChosen() {
            let screen = HeadlessScreen(width: 30, height: 4)
            let controller = TwoButtons()
            screen.show(controller)
            controller.setNeedsFocusUpdate()
            controller.updateFocusIfNeeded()
            #expect(screen.window.focusedView === controller.left)
        }

        @Test func aPendingRequestIsCarriedOutBeforeTheNextKeyPress() {
            let screen = HeadlessScreen(width: 30, height: 4)
            let controller = TwoButtons()
            controller.preferred = [controller.right]
            screen.show(controller)
            controller.setNeedsFocusUpdate()
            screen.press("tab")
            #expect(screen.window.focusedView === controller.left, "focused on Right first, then Tab wrapped to Left")
        }

        @Test func aRequestFromOutsideTheFocusedViewsEnvironmentIsIgnored() {
            let screen = HeadlessScreen(width: 30, height: 4)
            let container = UIViewController()
            let first = TwoButtons()
            let second = TwoButtons()
            screen.show(container)
            for (index, child) in [first, second].enumerated() {
                container.addChild(child)
                child.view.frame = CGRect(x: 0, y: index * 2, width: 30, height: 1)
                container.view.addSubview(child.view)
                child.didMove(toParent: container)
            }
            screen.runUntilIdle()
            first.preferred = [first.right]
            first.setNeedsFocusUpdate()
            first.updateFocusIfNeeded()
            #expect(screen.window.focusedView === first.right)

            second.setNeedsFocusUpdate()
            second.updateFocusIfNeeded()
            #expect(screen.window.focusedView === first.right, "the second child does not hold the focus")

            first.preferred = [first.left]
            first.setNeedsFocusUpdate()
            first.updateFocusIfNeeded()
            #expect(screen.window.focusedView === first.left, "the first child does")
        }

        @Test func preferencesAreFollowedThroughControllersToTheirViews() {
            let screen = HeadlessScreen(width: 30, height: 4)
            let controller = TwoButtons()
            let navigation = UINavigationController(rootViewController: controller)
            screen.show(navigation)
            controller.preferred = [controller.right]
            navigation.setNeedsFocusUpdate()
            navigation.updateFocusIfNeeded()
            #expect(
                screen.window.focusedView === controller.left,
                "the navigation controller's view: first in reading order")
            controller.right.setNeedsFocusUpdate()
            controller.right.updateFocusIfNeeded()
            #expect(screen.window.focusedView === controller.left, "Right's own environment does not hold the focus")
            controller.view.setNeedsFocusUpdate()
            controller.view.updateFocusIfNeeded()
            #expect(screen.window.focusedView === controller.left, "a view without preferences: first inside it")
        }
    }
}

extension Controls.FocusEnvironmentTests {
    @Test func withNothingFocusedARequestFromOutsideTheFirstRespondersEnvironmentIsIgnored() {
        let screen = HeadlessScreen(width: 30, height: 6)
        let container = UIViewController()
        let first = TwoButtons()
        let second = TwoButtons()
        screen.show(container)
        for (index, child) in [first, second].enumerated() {
            container.addChild(child)
            child.view.frame = CGRect(x: 0, y: index * 2, width: 30, height: 1)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        let input = RecordingTextInputView(frame: CGRect(x: 20, y: 0, width: 5, height: 1))
        first.view.addSubview(input)
        screen.runUntilIdle()
        #expect(input.becomeFirstResponder())
        #expect(screen.window.focusedView == nil)
        second.setNeedsFocusUpdate()
        second.updateFocusIfNeeded()
        #expect(input.isFirstResponder, "the second child does not hold the first responder")
        first.setNeedsFocusUpdate()
        first.updateFocusIfNeeded()
        #expect(screen.window.focusedView === first.left, "the first child does")
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The completion helper iOS apps add to `UINavigationController`, written as they write it:
/// it relies on `transitionCoordinator` answering as soon as `pushViewController` returns.
extension UINavigationController {
    fileprivate func pushViewController(
        _ vc: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        pushViewController(vc, animated: animated)
        guard animated, let coordinator = transitionCoordinator else {
            DispatchQueue.main.async { completion() }
            return
        }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }

    fileprivate func popViewController(animated: Bool, completion: @escaping @MainActor () -> Void) {
        popViewController(animated: animated)
        guard animated, let coordinator = transitionCoordinator else {
            DispatchQueue.main.async { completion() }
            return
        }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }
}

/// When `transitionCoordinator` answers: from the moment the call that starts a push, pop,
/// presentation or dismissal returns, with what is registered then running with the
/// transition, and completions after the controllers appeared.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TransitionCoordinatorTimingTests {
    let recorder = LifecycleRecorder()
    let screen = HeadlessScreen(width: 30, height: 6)

    private func showNavigation(root name: String = "A") -> UINavigationController {
        let navigation = UINavigationController(rootViewController: RecordingViewController(name: name, recorder: recorder))
        screen.show(navigation)
        recorder.reset()
        return navigation
    }

    /// Whether `first` was recorded, once, before `second`, recorded once.
    private func recordedOnce(_ first: String, before second: String) -> Bool {
        let entries = recorder.entries
        guard entries.filter({ $0 == first }).count == 1, entries.filter({ $0 == second }).count == 1 else {
            return false
        }
        return entries.firstIndex(of: first)! < entries.firstIndex(of: second)!
    }

    // MARK: Navigation

    @Test func theCoordinatorAnswersAsSoonAsPushReturns() {
        let navigation = showNavigation()
        let root = navigation.viewControllers[0]
        let pushed = RecordingViewController(name: "B", recorder: recorder)
        navigation.pushViewController(pushed, animated: true)
        let coordinator = navigation.transitionCoordinator
        #expect(coordinator != nil)
        #expect(root.transitionCoordinator === coordinator && pushed.transitionCoordinator === coordinator)
        #expect(coordinator?.viewController(forKey: .from) === root)
        #expect(coordinator?.viewController(forKey: .to) === pushed)
        #expect(coordinator?.isAnimated == true)
        #expect(!pushed.isViewLoaded, "the transition itself still waits for the layout pass")
        screen.advance(by: 0)
        #expect(navigation.transitionCoordinator === coordinator, "the transition adopts it")
        screen.runUntilIdle()
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func thePushHelpersCompletionComesAfterThePushedControllerAppeared() {
        let navigation = showNavigation()
        let pushed = RecordingViewController(name: "B", recorder: recorder)
        navigation.pushViewController(pushed, animated: true) { [recorder] in recorder.record("helper completion") }
        screen.advance(by: 0.1)
        #expect(!recorder.entries.contains("helper completion"), "not while the push slides")
        screen.runUntilIdle()
        #expect(recordedOnce("B.vDA(true)", before: "helper completion"))
        #expect(recordedOnce("A.vDD(true)", before: "helper completion"))
    }

    @Test func thePopHelpersCompletionComesAfterTheRevealedControllerAppeared() {
        let navigation = showNavigation()
        navigation.pushViewController(RecordingViewController(name: "B", recorder: recorder), animated: false)
        screen.runUntilIdle()
        recorder.reset()
        navigation.popViewController(animated: true) { [recorder] in recorder.record("helper completion") }
        screen.advance(by: 0.1)
        #expect(!recorder.entries.contains("helper completion"))
        screen.runUntilIdle()
        #expect(recordedOnce("A.vDA(true)", before: "helper completion"))
        #expect(recordedOnce("B.vDD(true)", before: "helper completion"))
    }

    @Test func anAlongsideAnimationRegisteredRightAfterPushAnimatesWithThePush() throws {
        let navigation = showNavigation()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        navigation.view.addSubview(badge)
        navigation.pushViewController(UIViewController(), animated: true)
        let coordinator = try #require(navigation.transitionCoordinator)
        var ranInAnimation: Bool?
        coordinator.animate(alongsideTransition: { context in
            ranInAnimation = context.isAnimated
            badge.frame.origin.x = 10
        }, completion: nil)
        #expect(badge.frame.minX == 0, "it waits for the transition's animation")
        screen.advance(by: 0)  // the layout pass starts the push
        screen.advance(by: 0.15)
        #expect(ranInAnimation == true)
        #expect(badge.frame.minX == 10)
        #expect(badge._presentationFrame.minX > 0 && badge._presentationFrame.minX < 10, "midway with the slide")
        screen.runUntilIdle()
        #expect(badge._presentationFrame.minX == 10)
    }

    @Test func aSecondPushInTheSameTurnRetargetsTheFirstsCoordinator() {
        let navigation = showNavigation()
        let first = RecordingViewController(name: "B", recorder: recorder)
        let second = RecordingViewController(name: "C", recorder: recorder)
        navigation.pushViewController(first, animated: true) { [recorder] in recorder.record("first completion") }
        let coordinator = navigation.transitionCoordinator
        navigation.pushViewController(second, animated: true) { [recorder] in recorder.record("second completion") }
        #expect(navigation.transitionCoordinator === coordinator, "one transition to the last top")
        #expect(coordinator?.viewController(forKey: .to) === second)
        screen.runUntilIdle()
        #expect(recordedOnce("C.vDA(true)", before: "first completion"))
        #expect(recordedOnce("C.vDA(true)", before: "second completion"))
        #expect(!recorder.entries.contains("B.vWA(true)"), "the first pushed controller is never shown")
    }

    @Test func aPushUndoneInTheSameTurnEndsItsCoordinatorWithoutATransition() {
        let navigation = showNavigation()
        navigation.pushViewController(RecordingViewController(name: "B", recorder: recorder), animated: true)
        let coordinator = navigation.transitionCoordinator
        var cancelled: Bool?
        coordinator?.animate(alongsideTransition: nil) { context in cancelled = context.isCancelled }
        navigation.popViewController(animated: true)
        #expect(navigation.transitionCoordinator === coordinator)
        screen.runUntilIdle()
        #expect(cancelled == false)
        #expect(navigation.transitionCoordinator == nil)
        #expect(appearanceCallbacks(recorder.entries).isEmpty, "nothing was shown or hidden")
    }

    @Test func aPushDuringARunningTransitionGetsTheCoordinatorOfTheTransitionThatCatchesUp() {
        let navigation = showNavigation()
        navigation.pushViewController(RecordingViewController(name: "B", recorder: recorder), animated: true)
        screen.advance(by: 0.1)
        let running = navigation.transitionCoordinator
        #expect(running != nil)
        let late = RecordingViewController(name: "C", recorder: recorder)
        navigation.pushViewController(late, animated: true) { [recorder] in recorder.record("helper completion") }
        #expect(navigation.transitionCoordinator !== running)
        #expect(late.transitionCoordinator === navigation.transitionCoordinator)
        screen.runUntilIdle()
        #expect(recordedOnce("C.vDA(true)", before: "helper completion"))
    }

    @Test func setViewControllersHandsOutTheCoordinatorOfItsTransition() {
        let navigation = showNavigation()
        let replacement = RecordingViewController(name: "C", recorder: recorder)
        navigation.setViewControllers([replacement], animated: true)
        let coordinator = navigation.transitionCoordinator
        #expect(coordinator?.viewController(forKey: .to) === replacement)
        #expect(replacement.transitionCoordinator === coordinator)
        coordinator?.animate(alongsideTransition: nil) { [recorder] _ in recorder.record("replaced") }
        screen.runUntilIdle()
        #expect(recordedOnce("C.vDA(true)", before: "replaced"))
        #expect(recordedOnce("A.vDD(true)", before: "replaced"))
    }

    @Test func aNavigationControllerOffScreenHandsOutNoCoordinator() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(navigation.transitionCoordinator == nil)
    }

    // MARK: Presentation

    @Test func presentingAndDismissingAnswerAsSoonAsTheCallReturnsAndCompleteAfterAppearance() throws {
        let root = RecordingViewController(name: "A", recorder: recorder)
        screen.show(root)
        recorder.reset()
        let presented = RecordingViewController(name: "M", recorder: recorder)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        let presentation = try #require(root.transitionCoordinator)
        #expect(presented.transitionCoordinator === presentation)
        presentation.animate(alongsideTransition: nil) { [recorder] _ in recorder.record("presented") }
        screen.advance(by: 0.1)
        #expect(!recorder.entries.contains("presented"))
        screen.runUntilIdle()
        #expect(recordedOnce("M.vDA(true)", before: "presented"))
        #expect(recordedOnce("A.vDD(true)", before: "presented"))

        presented.dismiss(animated: true)
        let dismissal = try #require(presented.transitionCoordinator)
        #expect(root.transitionCoordinator === dismissal)
        dismissal.animate(alongsideTransition: nil) { [recorder] _ in recorder.record("dismissed") }
        screen.advance(by: 0.1)
        #expect(!recorder.entries.contains("dismissed"))
        screen.runUntilIdle()
        #expect(recordedOnce("M.vDD(true)", before: "dismissed"))
        #expect(recordedOnce("A.vDA(true)", before: "dismissed"))
    }
}

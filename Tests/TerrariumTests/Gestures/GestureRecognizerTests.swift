import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// How touches reach recognizers and views, and in what order a UIKit user sees them:
/// recognizers first, cancellation before the first action, delays, arbitration between
/// recognizers, and the delegate.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct GestureRecognizerTests {
    // MARK: Delivery

    @Test func recognizersSeeEachPhaseBeforeTheViewUnderTheTouch() {
        let stage = GestureStage()
        let watcher = ScriptedRecognizer("container", log: stage.log)
        watcher.cancelsTouchesInView = false
        stage.container.addGestureRecognizer(watcher)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4)])
        #expect(
            stage.entries == [
                "container recognizer touchesBegan", "pad touchesBegan",
                "container recognizer touchesMoved", "pad touchesMoved",
                "container recognizer touchesEnded", "pad touchesEnded",
            ])
    }

    @Test func theRecognizersOfTheHitViewAndItsAncestorsReceiveTheTouchNearestFirst() {
        let stage = GestureStage()
        let onWindow = UIPanGestureRecognizer()
        let onContainer = UIPanGestureRecognizer()
        let onPad = UIPanGestureRecognizer()
        let elsewhere = UIPanGestureRecognizer()
        stage.screen.window.addGestureRecognizer(onWindow)
        stage.container.addGestureRecognizer(onContainer)
        stage.pad.addGestureRecognizer(onPad)
        let sibling = UIView(frame: CGRect(x: 40, y: 2, width: 5, height: 5))
        stage.container.addSubview(sibling)
        sibling.addGestureRecognizer(elsewhere)
        stage.screen.tap(at: stage.onPad)
        let seen = stage.pad.recognizersSeenAtBegin
        #expect(seen.count == 3)
        #expect(seen.first === onPad && seen[1] === onContainer && seen.last === onWindow)
        #expect(stage.screen.window.hitTest(stage.onPad, with: nil) === stage.pad)
        #expect(stage.screen.window._gestureEnvironment.records.isEmpty, "nothing left once the touch is over")
    }

    @Test func aPanThatBeginsCancelsTheViewsTouchBeforeItsFirstActionAndKeepsTheRest() {
        let stage = GestureStage()
        stage.container.addGestureRecognizer(stage.record(UIPanGestureRecognizer(), as: "pan"))
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4), CGPoint(x: 17, y: 4)])
        #expect(
            stage.entries == [
                "pad touchesBegan", "pad touchesCancelled", "pan began", "pan changed", "pan ended",
            ])
    }

    @Test func withoutCancellingTheViewGetsEveryPhaseRightAfterTheRecognizersAction() {
        let stage = GestureStage()
        let pan = stage.record(UIPanGestureRecognizer(), as: "pan")
        pan.cancelsTouchesInView = false
        stage.container.addGestureRecognizer(pan)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4), CGPoint(x: 17, y: 4)])
        #expect(
            stage.entries == [
                "pad touchesBegan", "pan began", "pad touchesMoved", "pan changed", "pad touchesMoved", "pan ended",
                "pad touchesEnded",
            ])
    }

    @Test func aTapRecognizedOnReleaseCancelsTheTouchInsteadOfEndingIt() {
        let stage = GestureStage()
        stage.container.addGestureRecognizer(stage.record(UITapGestureRecognizer(), as: "tap"))
        stage.screen.tap(at: stage.onPad)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "tap ended"])
    }

    @Test func aRecognizerThatFailsLeavesTheViewItsWholeTouch() {
        let stage = GestureStage()
        stage.container.addGestureRecognizer(stage.record(UITapGestureRecognizer(), as: "tap"))
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4)])
        #expect(stage.entries == ["pad touchesBegan", "pad touchesMoved", "pad touchesEnded"])
    }

    // MARK: Delays

    @Test func delayingTheBeginningHidesARecognizedTouchFromTheViewEntirely() {
        let stage = GestureStage()
        let tap = stage.record(UITapGestureRecognizer(), as: "tap")
        tap.delaysTouchesBegan = true
        stage.container.addGestureRecognizer(tap)
        stage.screen.tap(at: stage.onPad)
        #expect(stage.entries == ["tap ended"])
    }

    @Test func delayingTheBeginningDeliversTheHeldPhasesInOrderOnceTheRecognizerFails() {
        let stage = GestureStage()
        let tap = stage.record(UITapGestureRecognizer(), as: "tap")
        tap.delaysTouchesBegan = true
        stage.container.addGestureRecognizer(tap)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        #expect(stage.entries.isEmpty, "held back while the tap may still be recognized")
        input.moveTouch(to: CGPoint(x: 16, y: 4))
        #expect(stage.entries == ["pad touchesBegan", "pad touchesMoved"])
        input.endTouch(at: CGPoint(x: 16, y: 4))
        #expect(stage.entries == ["pad touchesBegan", "pad touchesMoved", "pad touchesEnded"])
    }

    @Test func aDoubleTapRecognizerHoldsASingleClicksEndUntilItGivesUp() {
        let stage = GestureStage()
        let double = stage.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        stage.container.addGestureRecognizer(double)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        input.endTouch(at: stage.onPad)
        #expect(stage.entries == ["pad touchesBegan"], "delaysTouchesEnded: the end waits")
        stage.screen.advance(by: UIEventDispatcher.multipleTapInterval)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesEnded"])
        #expect(double.state == .possible)
    }

    @Test func withoutDelayingTheEndTheViewSeesTheFirstClickEndAtOnce() {
        let stage = GestureStage()
        let double = stage.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        stage.container.addGestureRecognizer(double)
        stage.screen.tap(at: stage.onPad, tapCount: 2)
        #expect(
            stage.entries == [
                "pad touchesBegan", "pad touchesEnded", "pad touchesBegan", "pad touchesCancelled", "double ended",
            ])
    }

    // MARK: Arbitration

    @Test func theFirstRecognizerToRecognizeMakesTheOthersFail() {
        let stage = GestureStage()
        let inner = stage.record(UIPanGestureRecognizer(), as: "inner")
        let outer = stage.record(UIPanGestureRecognizer(), as: "outer")
        stage.pad.addGestureRecognizer(inner)
        stage.container.addGestureRecognizer(outer)
        var outerStates: [UIGestureRecognizer.State] = []
        outer.addAction(UIAction { _ in outerStates.append(outer.state) })
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4), CGPoint(x: 17, y: 4)])
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "inner began", "inner changed", "inner ended"])
        #expect(outerStates.isEmpty)
    }

    @Test func recognizersADelegateLetsRecognizeSimultaneouslyBothReport() {
        let stage = GestureStage()
        let inner = stage.record(UIPanGestureRecognizer(), as: "inner")
        let outer = stage.record(UIPanGestureRecognizer(), as: "outer")
        let delegate = Delegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        stage.pad.addGestureRecognizer(inner)
        stage.container.addGestureRecognizer(outer)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4)])
        #expect(
            stage.entries == [
                "pad touchesBegan", "pad touchesCancelled", "inner began", "outer began", "inner ended", "outer ended",
            ])
        #expect(delegate.asked.contains("simultaneous"))
    }

    @Test func aRecognizerRequiredToFailMakesTheOtherWaitThenFailIfItRecognizes() {
        let stage = GestureStage()
        let single = stage.record(UITapGestureRecognizer(), as: "single")
        let double = stage.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.container.addGestureRecognizer(single)
        stage.container.addGestureRecognizer(double)

        stage.screen.tap(at: stage.onPad, tapCount: 2)
        // The first click's end was held back (delaysTouchesEnded): recognizing cancels both clicks.
        #expect(
            stage.entries == [
                "pad touchesBegan", "pad touchesBegan", "pad touchesCancelled", "pad touchesCancelled", "double ended",
            ])
    }

    @Test func aRecognizerRequiredToFailLetsTheOtherRecognizeOnceItFails() {
        let stage = GestureStage()
        let single = stage.record(UITapGestureRecognizer(), as: "single")
        let double = stage.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.container.addGestureRecognizer(single)
        stage.container.addGestureRecognizer(double)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        input.endTouch(at: stage.onPad)
        #expect(single.state == .possible, "its recognition waits for the double tap")
        #expect(stage.entries == ["pad touchesBegan"])
        stage.screen.advance(by: UIEventDispatcher.multipleTapInterval)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "single ended"])
    }

    @Test func failureRequirementsCanComeFromTheDelegateOrTheOtherRecognizersDelegate() {
        for side in ["requiring", "required"] {
            let stage = GestureStage()
            let single = stage.record(UITapGestureRecognizer(), as: "single")
            let double = stage.record(UITapGestureRecognizer(), as: "double")
            double.numberOfTapsRequired = 2
            let delegate = Delegate()
            if side == "requiring" {
                delegate.requireFailure = true
                single.delegate = delegate
            } else {
                delegate.requiredToFail = true
                double.delegate = delegate
            }
            stage.container.addGestureRecognizer(single)
            stage.container.addGestureRecognizer(double)
            stage.screen.tap(at: stage.onPad, tapCount: 2)
            #expect(stage.entries.last == "double ended", "\(side)")
            #expect(!stage.entries.contains("single ended"), "\(side)")
        }
    }

    @Test func aRecognizerTheDelegateStopsFromBeginningFailsAndTheViewKeepsTheTouch() {
        let stage = GestureStage()
        let pan = stage.record(UIPanGestureRecognizer(), as: "pan")
        let delegate = Delegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        stage.container.addGestureRecognizer(pan)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4)])
        #expect(stage.entries == ["pad touchesBegan", "pad touchesMoved", "pad touchesEnded"])
        #expect(delegate.asked.contains("shouldBegin"))
        #expect(pan.state == .possible, "reset after the gesture")
    }

    @Test func aRecognizerTheDelegateKeepsATouchFromNeverSeesIt() {
        let stage = GestureStage()
        let watcher = ScriptedRecognizer("container", log: stage.log)
        let delegate = Delegate()
        delegate.receivesTouch = false
        watcher.delegate = delegate
        stage.container.addGestureRecognizer(watcher)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4)])
        #expect(stage.entries == ["pad touchesBegan", "pad touchesMoved", "pad touchesEnded"])
        #expect(delegate.asked == ["shouldReceive event", "shouldReceive touch"])
    }

    @Test func aViewMayRefuseARecognizer() {
        let stage = GestureStage()
        let refusing = RefusingView(frame: CGRect(x: 40, y: 2, width: 6, height: 3))
        stage.container.addSubview(refusing)
        stage.container.addGestureRecognizer(stage.record(UIPanGestureRecognizer(), as: "pan"))
        stage.screen.drag(from: CGPoint(x: 41, y: 3), through: [CGPoint(x: 42, y: 3)])
        #expect(stage.entries.isEmpty)
        #expect(refusing.asked == 1)
    }

    @Test func aButtonKeepsItsClickFromAnAncestorsSingleTapButNotFromADoubleTap() {
        let stage = GestureStage()
        var pressed = 0
        let button = UIButton(frame: CGRect(x: 40, y: 2, width: 8, height: 1), primaryAction: UIAction(title: "Go") { _ in
            pressed += 1
        })
        stage.container.addSubview(button)
        stage.container.addGestureRecognizer(stage.record(UITapGestureRecognizer(), as: "tap"))
        let double = stage.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        stage.container.addGestureRecognizer(double)
        stage.screen.tap(at: CGPoint(x: 42, y: 2))
        #expect(pressed == 1)
        #expect(stage.entries.isEmpty)
        stage.screen.tap(at: CGPoint(x: 42, y: 2), tapCount: 2)
        #expect(stage.entries == ["double ended"])
        #expect(pressed == 1, "the double tap cancelled the second click in the button")
    }

    // MARK: Enabling and removing

    @Test func disablingARecognizerThatBeganCancelsItsGesture() {
        let stage = GestureStage()
        let pan = stage.record(UIPanGestureRecognizer(), as: "pan")
        stage.container.addGestureRecognizer(pan)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        input.moveTouch(to: CGPoint(x: 16, y: 4))
        pan.isEnabled = false
        input.moveTouch(to: CGPoint(x: 17, y: 4))
        input.endTouch(at: CGPoint(x: 17, y: 4))
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "pan began", "pan cancelled"])
        #expect(pan.state == .possible)
        pan.isEnabled = true
        stage.log.entries.removeAll()
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4)])
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "pan began", "pan ended"])
    }

    @Test func aDisabledRecognizerGetsNoTouches() {
        let stage = GestureStage()
        let watcher = ScriptedRecognizer("container", log: stage.log)
        watcher.isEnabled = false
        stage.container.addGestureRecognizer(watcher)
        stage.screen.tap(at: stage.onPad)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesEnded"])
    }

    @Test func removingARecognizerMidGestureCancelsItAndTheViewGetsNoMore() {
        let stage = GestureStage()
        let pan = stage.record(UIPanGestureRecognizer(), as: "pan")
        stage.container.addGestureRecognizer(pan)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: stage.onPad)
        input.moveTouch(to: CGPoint(x: 16, y: 4))
        stage.container.removeGestureRecognizer(pan)
        input.endTouch(at: CGPoint(x: 16, y: 4))
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "pan began", "pan cancelled"])
        #expect(pan.view == nil && stage.container.gestureRecognizers == nil)
    }

    @Test func addingARecognizerToAnotherViewMovesIt() {
        let first = UIView()
        let second = UIView()
        let tap = UITapGestureRecognizer()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(tap)
        first.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers?.count == 1 && tap.view === first)
        second.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers == nil && second.gestureRecognizers?.first === tap && tap.view === second)
        second.gestureRecognizers = [UIPanGestureRecognizer(), UISwipeGestureRecognizer()]
        #expect(tap.view == nil && second.gestureRecognizers?.count == 2)
    }

    @Test func aRecognizerIsResetAfterEveryGesture() {
        let stage = GestureStage()
        let scripted = ScriptedRecognizer("container", log: stage.log)
        stage.container.addGestureRecognizer(scripted)
        stage.screen.tap(at: stage.onPad)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4)])
        #expect(scripted.resetCount == 2)
        #expect(scripted.state == .possible && scripted.numberOfTouches == 0)
    }

    @Test func aRightClickReachesOnlyRecognizersThatAskForTheSecondaryButton() {
        let stage = GestureStage()
        let primary = stage.record(UITapGestureRecognizer(), as: "primary")
        let secondary = stage.record(UITapGestureRecognizer(), as: "secondary")
        secondary.buttonMaskRequired = .secondary
        stage.container.addGestureRecognizer(primary)
        stage.container.addGestureRecognizer(secondary)
        stage.screen.tap(at: stage.onPad, buttonMask: .secondary)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "secondary ended"])
        #expect(secondary.buttonMask == .secondary)
    }

    @Test func anInvalidStateChangeIsIgnored() {
        let recognizer = UIPanGestureRecognizer()
        recognizer.state = .changed
        #expect(recognizer.state == .possible)
    }

    // MARK: Subclasses read what they set

    // Issue 28: a subclass that sets its state reads it back at once, as in UIKit.

    @Test func aTapSubclassReadsEndedRightAfterSuperRecognizes() {
        let stage = GestureStage()
        let tap = stage.record(StateReadingTap(), as: "tap")
        stage.container.addGestureRecognizer(tap)
        stage.screen.tap(at: stage.onPad)
        #expect(tap.seen == ["touchesBegan possible", "touchesEnded ended"])
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "tap ended"])
    }

    @Test func aPanSubclassReadsBeganOnceThenChanged() {
        let stage = GestureStage()
        let pan = stage.record(StateReadingPan(), as: "pan")
        stage.container.addGestureRecognizer(pan)
        stage.screen.drag(
            from: stage.onPad, through: [CGPoint(x: 16, y: 4), CGPoint(x: 17, y: 4), CGPoint(x: 18, y: 4)])
        #expect(
            pan.seen == [
                "touchesBegan possible", "touchesMoved began", "touchesMoved changed", "touchesMoved changed",
                "touchesEnded ended",
            ])
        #expect(
            stage.entries == [
                "pad touchesBegan", "pad touchesCancelled", "pan began", "pan changed", "pan changed", "pan ended",
            ])
    }

    @Test func aRecognizerTheDelegateStopsReadsFailedAsSoonAsItTriesToBegin() {
        let stage = GestureStage()
        let pan = stage.record(StateReadingPan(), as: "pan")
        let delegate = Delegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        stage.container.addGestureRecognizer(pan)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4), CGPoint(x: 17, y: 4)])
        #expect(pan.seen == ["touchesBegan possible", "touchesMoved failed"], "asked as it leaves .possible")
        #expect(delegate.asked.filter { $0 == "shouldBegin" }.count == 1)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesMoved", "pad touchesMoved", "pad touchesEnded"])
    }

    @Test func aRecognizerWaitingForAnotherToFailReadsPossibleUntilItDoes() {
        let stage = GestureStage()
        let single = stage.record(StateReadingTap(), as: "single")
        let double = stage.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.container.addGestureRecognizer(single)
        stage.container.addGestureRecognizer(double)
        stage.screen.tap(at: stage.onPad)
        #expect(
            single.seen == ["touchesBegan possible", "touchesEnded possible"], "held while the double tap may come")
        stage.screen.advance(by: UIEventDispatcher.multipleTapInterval)
        #expect(stage.entries == ["pad touchesBegan", "pad touchesCancelled", "single ended"])
    }
}

// MARK: - Fixtures

/// A delegate whose answers a test sets, and which notes what it was asked.
@MainActor
private final class Delegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var requireFailure = false
    var requiredToFail = false
    var receivesTouch = true
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        asked.append("simultaneous")
        return simultaneous
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requireFailure && gestureRecognizer !== otherGestureRecognizer
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiredToFail
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceive touch")
        return receivesTouch
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        asked.append("shouldReceive event")
        return true
    }
}

/// A view that lets no recognizer begin over it.
@MainActor
private final class RefusingView: UIView {
    var asked = 0

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A tap that notes, after each `super` call, the state it reads.
@MainActor
private final class StateReadingTap: UITapGestureRecognizer {
    var seen: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        seen.append("touchesBegan \(state)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        seen.append("touchesEnded \(state)")
    }
}

/// A pan that notes, after each `super` call, the state it reads.
@MainActor
private final class StateReadingPan: UIPanGestureRecognizer {
    var seen: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        seen.append("touchesBegan \(state)")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        seen.append("touchesMoved \(state)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        seen.append("touchesEnded \(state)")
    }
}

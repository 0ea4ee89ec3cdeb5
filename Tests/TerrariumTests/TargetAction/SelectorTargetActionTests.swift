import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A target that records the selectors sent to it, with their senders.
@MainActor
final class SelectorTarget: UIViewController {
    var received: [String] = []

    func close() { received.append("close") }
    func closeWithSender(_ sender: Any) { received.append("close(\(type(of: sender)))") }
    func notified(_ notification: Notification) { received.append("notified \(notification.name.rawValue)") }
    func ticked(_ timer: Timer) { received.append("ticked") }
    func delayed(_ argument: Any?) { received.append("delayed \(argument.map { "\($0)" } ?? "nil")") }
}

/// Target-action with Terrarium's `Selector` wherever UIKit takes one: controls, bar button
/// items, notifications, timers and delayed performs.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct SelectorTargetActionTests {
    @Test func aControlSendsItsTargetTheActionOncePerEventWithTheControlAsSender() {
        let control = UIControl()
        let target = SelectorTarget()
        let action = Selector("closeWithSender(_:)", SelectorTarget.closeWithSender(_:))
        control.addTarget(target, action: action, for: .touchUpInside)
        control.addTarget(target, action: action, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: [.valueChanged, .touchUpInside])  // one registration: sent once
        #expect(target.received == ["close(UIControl)", "close(UIControl)"])

        control.removeTarget(target, action: action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(target.received.count == 3)
        control.removeTarget(nil, action: nil, for: .allEvents)
        control.sendActions(for: .valueChanged)
        #expect(target.received.count == 3)
    }

    @Test func aControlHoldsItsTargetWeakly() {
        let control = UIControl()
        var target: SelectorTarget? = SelectorTarget()
        weak let gone = target
        control.addTarget(target, action: Selector("close", SelectorTarget.close), for: .touchUpInside)
        target = nil
        #expect(gone == nil)
        control.sendActions(for: .touchUpInside)  // nothing to send to, and no crash
    }

    @Test func aNilTargetSendsTheActionUpTheResponderChain() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let controller = SelectorTarget()
        screen.show(controller)
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        button.addTarget(nil, action: Selector("close", SelectorTarget.close), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.received == ["close"])
    }

    @Test func aBarButtonItemSendsItsActionWithTheItemAsSender() {
        let screen = HeadlessScreen(width: 30, height: 5)
        let target = SelectorTarget()
        let item = UIBarButtonItem(
            title: "Close", style: .done, target: target,
            action: Selector("closeWithSender(_:)", SelectorTarget.closeWithSender(_:)))
        #expect(item.title == "Close" && item.style == .done)
        #expect(item.target === target)
        #expect(item.action == Selector("closeWithSender(_:)", SelectorTarget.closeWithSender(_:)))
        #expect(item.primaryAction == nil, "the target and action stay the item's own")
        let system = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: target, action: Selector("close", SelectorTarget.close))
        let shown = UIViewController()
        shown.navigationItem.leftBarButtonItem = system
        shown.navigationItem.rightBarButtonItem = item
        screen.show(UINavigationController(rootViewController: shown))
        screen.tap(text: "Close")
        #expect(target.received == ["close(UIBarButtonItem)"])
        screen.tap(text: "Cancel")
        #expect(target.received.last == "close")
    }

    @Test func aBarButtonItemsTargetAndActionCanBeSetAfterwardsAndItsTargetIsWeak() {
        let screen = HeadlessScreen(width: 30, height: 5)
        let item = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
        var target: SelectorTarget? = SelectorTarget()
        weak let gone = target
        item.target = target
        item.action = Selector("close", SelectorTarget.close)
        let shown = UIViewController()
        shown.navigationItem.rightBarButtonItem = item
        screen.show(UINavigationController(rootViewController: shown))
        screen.tap(text: "Go")
        #expect(target?.received == ["close"])
        target = nil
        #expect(gone == nil, "the item holds its target weakly")
        #expect(item.target == nil)
    }

    /// With no first responder the chain starts at the bar, as UIKit's starts at the item's
    /// view in the bar: the navigation controller is on it, the controller on top is not.
    @Test func aBarButtonItemWithNoTargetSendsItsActionAlongTheResponderChain() {
        let screen = HeadlessScreen(width: 30, height: 5)
        let shown = SelectorTarget()
        shown.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: nil,
            action: Selector("close", ClosingNavigationController.close))
        let navigation = ClosingNavigationController(rootViewController: shown)
        screen.show(navigation)
        screen.tap(text: "Done")
        #expect(navigation.closes == 1)
        #expect(shown.received.isEmpty)
    }

    @Test func aPrimaryActionWinsOverTheTargetAndAction() {
        let screen = HeadlessScreen(width: 30, height: 5)
        let target = SelectorTarget()
        let item = UIBarButtonItem(
            title: "Both", style: .plain, target: target, action: Selector("close", SelectorTarget.close))
        var ran = 0
        item.primaryAction = UIAction(title: "Both") { _ in ran += 1 }
        let shown = UIViewController()
        shown.navigationItem.rightBarButtonItem = item
        screen.show(UINavigationController(rootViewController: shown))
        screen.tap(text: "Both")
        #expect(ran == 1)
        #expect(target.received.isEmpty, "UIKit ignores the target and action while a primary action is set")
    }

    @Test func aNotificationIsSentToTheObserverUntilItIsRemoved() {
        let center = NotificationCenter()
        let target = SelectorTarget()
        let name = Notification.Name("TerrariumTestNotification")
        center.addObserver(target, selector: Selector("notified(_:)", SelectorTarget.notified(_:)), name: name, object: nil)
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("Other"), object: nil)
        #expect(target.received == ["notified TerrariumTestNotification"])
        center.removeObserver(target)
        center.post(name: name, object: nil)
        #expect(target.received.count == 1)
    }

    @Test func anObserverThatWentAwayIsNotSentTo() {
        let center = NotificationCenter()
        let name = Notification.Name("TerrariumTestNotification")
        var target: SelectorTarget? = SelectorTarget()
        weak let gone = target
        center.addObserver(target!, selector: Selector("close", SelectorTarget.close), name: name, object: nil)
        target = nil
        #expect(gone == nil)
        center.post(name: name, object: nil)  // no crash: the observer is held weakly
    }

    @Test func aTimerSendsItsSelectorWithTheTimerAsSender() {
        let target = SelectorTarget()
        let timer = Timer(
            timeInterval: 10, target: target, selector: Selector("ticked(_:)", SelectorTarget.ticked(_:)),
            userInfo: nil, repeats: false)
        timer.fire()
        #expect(target.received == ["ticked"])

        let scheduled = Timer.scheduledTimer(
            timeInterval: 0.01, target: target, selector: Selector("close", SelectorTarget.close), userInfo: nil,
            repeats: true)
        #expect(scheduled.isValid)
        scheduled.fire()
        #expect(target.received == ["ticked", "close"])
        scheduled.invalidate()
    }

    /// An auto-sliding pager's timer, as iOS code schedules it: on the loop's clock, so a test
    /// that moves the clock sees it fire, and never keeping the loop from idle.
    @Test func aScheduledTimerFiresOnTheMainLoopsClockUntilInvalidated() {
        let target = SelectorTarget()
        let repeating = Timer.scheduledTimer(
            timeInterval: 3, target: target, selector: Selector("close", SelectorTarget.close), userInfo: nil,
            repeats: true)
        let once = Timer.scheduledTimer(
            timeInterval: 4, target: target, selector: Selector("ticked(_:)", SelectorTarget.ticked(_:)),
            userInfo: nil, repeats: false)
        #expect(MainLoop.main.runUntilIdle(maxTurns: 1_000))
        #expect(target.received.isEmpty)
        MainLoop.main.advance(by: 2.9)
        #expect(target.received.isEmpty)
        MainLoop.main.advance(by: 0.2)
        #expect(target.received == ["close"])
        MainLoop.main.advance(by: 1)
        #expect(target.received == ["close", "ticked"])
        #expect(!once.isValid)
        MainLoop.main.advance(by: 2)
        #expect(target.received == ["close", "ticked", "close"])
        repeating.invalidate()
        MainLoop.main.advance(by: 6)
        #expect(target.received == ["close", "ticked", "close"])
    }

    @Test func aDelayedPerformRunsOnTheMainLoopsClockUnlessCancelled() {
        let target = SelectorTarget()
        target.perform(Selector("delayed(_:)", SelectorTarget.delayed(_:)), with: "first", afterDelay: 2)
        target.perform(Selector("delayed(_:)", SelectorTarget.delayed(_:)), with: "second", afterDelay: 2)
        target.perform(Selector("close", SelectorTarget.close), with: nil, afterDelay: 1)
        MainLoop.main.advance(by: 1)
        #expect(target.received == ["close"])
        NSObject.cancelPreviousPerformRequests(
            withTarget: target, selector: Selector("delayed(_:)", SelectorTarget.delayed(_:)), object: "first")
        MainLoop.main.advance(by: 1)
        #expect(target.received == ["close", "delayed second"])

        target.perform(Selector("close", SelectorTarget.close), with: nil, afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: target)
        MainLoop.main.advance(by: 2)
        #expect(target.received == ["close", "delayed second"])
    }
}

/// A navigation controller that implements `close`, on the responder chain of its bar.
@MainActor
private final class ClosingNavigationController: UINavigationController {
    var closes = 0

    func close() { closes += 1 }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A navigation bar no navigation controller manages: its own stack of items, changed by
/// `pushItem`, `popItem` and `setItems`, drawn as a controller's bar is, with a delegate that
/// may refuse; and a navigation controller's bar, which only its stack changes.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct StandaloneNavigationBarTests {
    let screen = HeadlessScreen(width: 30, height: 4)
    let controller = UIViewController()
    let bar = UINavigationBar()

    init() {
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: controller.view.topAnchor),
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        screen.show(controller)
    }

    @Test func pushedItemsShowTheTopTitleAndTheBackButton() {
        #expect(bar.items?.isEmpty == true)
        #expect(bar.topItem == nil)
        let inbox = UINavigationItem(title: "Inbox"), message = UINavigationItem(title: "Message")
        bar.pushItem(inbox, animated: false)
        screen.runUntilIdle()
        #expect(bar.frame.height == 1, "one row, from the bar's intrinsic height")
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Inbox")
        bar.pushItem(message, animated: true)
        screen.runUntilIdle()
        #expect(bar.items?.map(\.title) == ["Inbox", "Message"])
        #expect(bar.topItem === message)
        #expect(bar.backItem === inbox)
        #expect(screen.lines[0].hasPrefix(" ‹ Inbox"))
        #expect(screen.lines[0].contains("Message"))
    }

    @Test func theTopItemsBarButtonsAreDrawnAndTappable() {
        var taps = 0
        let item = UINavigationItem(title: "Edit")
        item.rightBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in taps += 1 })
        bar.setItems([item], animated: false)
        screen.runUntilIdle()
        #expect(screen.lines[0].hasSuffix("Done"))
        screen.tap(text: "Done")
        #expect(taps == 1)
        item.title = "Editing"
        screen.runUntilIdle()
        #expect(screen.lines[0].contains("Editing"), "the bar follows its top item")
    }

    @Test func popItemAndTheBackButtonPopTheTopItem() {
        let first = UINavigationItem(title: "One"), second = UINavigationItem(title: "Two")
        bar.setItems([first, second], animated: false)
        #expect(bar.popItem(animated: true) === second)
        #expect(bar.items?.count == 1)
        bar.pushItem(second, animated: false)
        screen.runUntilIdle()
        screen.tap(text: "‹")
        #expect(bar.topItem === first, "the back button pops the item")
        #expect(bar.popItem(animated: false) === first, "the last item can be popped too")
        #expect(bar.popItem(animated: false) == nil)
        bar.items = [second]
        #expect(bar.topItem === second)
    }

    @Test func theDelegateMayRefuseAndHearsOfEachPushAndPop() {
        let delegate = BarDelegate()
        bar.delegate = delegate
        #expect(bar.delegate === delegate)
        let first = UINavigationItem(title: "One"), second = UINavigationItem(title: "Two")
        bar.pushItem(first, animated: false)
        delegate.refusesPush = true
        bar.pushItem(second, animated: false)
        #expect(bar.items?.count == 1)
        delegate.refusesPush = false
        bar.pushItem(second, animated: true)
        delegate.refusesPop = true
        #expect(bar.popItem(animated: true) == nil)
        screen.runUntilIdle()
        screen.tap(text: "‹")
        #expect(bar.topItem === second, "the back button asks the delegate too")
        delegate.refusesPop = false
        #expect(bar.popItem(animated: true) === second)
        bar.setItems([second], animated: false)  // not asked
        #expect(
            delegate.log == [
                "shouldPush One", "didPush One", "shouldPush Two", "shouldPush Two", "didPush Two", "shouldPop Two",
                "shouldPop Two", "shouldPop Two", "didPop Two",
            ])
        #expect(bar.barPosition == .topAttached)
    }

    @Test func aNavigationControllersBarShowsItsStackAndAConformingControllerGuardsTheBackButton() {
        let navigation = GuardedNavigationController(rootViewController: UIViewController())
        let top = UIViewController()
        top.title = "Top"
        navigation.pushViewController(top, animated: false)
        screen.show(navigation)
        #expect(navigation.navigationBar.items?.count == 2)
        #expect(navigation.navigationBar.topItem === top.navigationItem)
        #expect(navigation.navigationBar.delegate === navigation)
        #expect(navigation.navigationBar.barPosition == .top)
        navigation.allowsPop = false
        screen.tap(text: "‹")
        screen.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "navigationBar(_:shouldPop:) said no")
        navigation.allowsPop = true
        screen.tap(text: "‹")
        screen.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
    }
}

/// Refuses pushes or pops on demand; records what it is asked and told.
@MainActor
private final class BarDelegate: UINavigationBarDelegate {
    var refusesPush = false, refusesPop = false
    var log: [String] = []

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        log.append("shouldPush \(item.title ?? "")")
        return !refusesPush
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        log.append("didPush \(item.title ?? "")")
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        log.append("shouldPop \(item.title ?? "")")
        return !refusesPop
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        log.append("didPop \(item.title ?? "")")
    }

    func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
}

/// A navigation controller that guards its back button, as apps do by making
/// `UINavigationController` a navigation bar delegate.
@MainActor
private final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
    var allowsPop = true

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { allowsPop }
}

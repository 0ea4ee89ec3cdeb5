import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A randomized model test of the standard containers together: ten thousand random
/// pushes, pops, stack replacements, tab switches (in code and by key), presentations,
/// dismissals, child additions and removals, detail replacements and resizes across the
/// size-class threshold. After each idle turn: the hierarchy's links agree, every
/// controller whose view is in the window has appeared (its last callback was
/// `viewDidAppear`) and every other has disappeared, no callback came out of UIKit's
/// order, and every controller that left the hierarchy has been freed.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ContainerModelTests {
    @Test(arguments: [(21, 10_000), (22, 2_000)] as [(UInt64, Int)])
    func randomContainerOperationsKeepEveryControllerConsistent(seed: UInt64, operations: Int) {
        var random = SplitMix64(seed: seed)
        var violations: [String] = []
        var created: [WeakController] = []
        var serial = 0
        // One closure for every controller, made here rather than in the local function: a
        // closure made there that captures `violations` is an error in a release build only
        // ("sending 'violations' risks causing data races", a false positive of -O).
        let report = { (violation: String) in violations.append(violation) }
        func make() -> ModelViewController {
            serial += 1
            let controller = ModelViewController(name: "VC\(serial)", report: report)
            created.append(WeakController(controller: controller))
            return controller
        }

        let screen = HeadlessScreen(width: 110, height: 30)
        let navigation = UINavigationController(rootViewController: make())
        let custom = UIViewController()
        let splitPrimary = UINavigationController(rootViewController: make())
        let split = UISplitViewController()
        split.viewControllers = [splitPrimary, make()]
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, custom, split]
        screen.show(tabs)
        // Nothing here reads the screen: skip drawing a frame every turn.
        screen.window.canvasPresenter = nil

        func topmostPresenter() -> UIViewController {
            var top: UIViewController = tabs
            while let presented = top.presentedViewController, presented.presentingViewController === top {
                top = presented
            }
            return top
        }

        var history: [String] = []
        for step in 0..<operations {
            let operation = random.next(upTo: 12)
            history.append(String(operation))
            switch operation {
            case 0:
                // Stacks stay short so each step's checks stay cheap.
                if navigation.viewControllers.count < 10 {
                    navigation.pushViewController(make(), animated: random.next(upTo: 2) == 0)
                } else {
                    navigation.popToRootViewController(animated: random.next(upTo: 2) == 0)
                }
            case 1:
                navigation.popViewController(animated: random.next(upTo: 2) == 0)
            case 2:
                var stack = navigation.viewControllers
                if stack.count > 1, random.next(upTo: 2) == 0 {
                    stack.remove(at: 1 + random.next(upTo: stack.count - 1))
                }
                if random.next(upTo: 2) == 0 { stack.append(make()) }
                navigation.setViewControllers(stack, animated: random.next(upTo: 2) == 0)
            case 3:
                tabs.selectedIndex = random.next(upTo: 3)
            case 4:
                screen.press(String(1 + random.next(upTo: 3)))
            case 5:
                let presenter = topmostPresenter()
                if presenter.presentedViewController == nil, presenter.view.window != nil {
                    let presented =
                        random.next(upTo: 3) == 0 ? UINavigationController(rootViewController: make()) : make()
                    presented.modalPresentationStyle =
                        [.fullScreen, .pageSheet, .formSheet, .overFullScreen][random.next(upTo: 4)]
                    presenter.present(presented, animated: random.next(upTo: 2) == 0)
                }
            case 6:
                if tabs.presentedViewController != nil {
                    let target = random.next(upTo: 2) == 0 ? tabs : topmostPresenter()
                    target.dismiss(animated: random.next(upTo: 2) == 0)
                }
            case 7:
                let child = make()
                custom.addChild(child)
                child.view.frame = custom.view.bounds.insetBy(dx: 2, dy: 2)
                custom.view.addSubview(child.view)
                child.didMove(toParent: custom)
            case 8:
                if let child = custom.children.randomElement(using: &random) {
                    child.willMove(toParent: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParent()
                }
            case 9:
                screen.resize(width: random.next(upTo: 2) == 0 ? 90 : 110, height: 24 + random.next(upTo: 8))
            case 10:
                split.showDetailViewController(make(), sender: nil)
            default:
                if splitPrimary.viewControllers.count < 6 {
                    (splitPrimary.topViewController ?? splitPrimary).show(make(), sender: nil)
                } else {
                    splitPrimary.popToRootViewController(animated: random.next(upTo: 2) == 0)
                }
            }
            screen.runUntilIdle()

            screen.window._checkInvariantsRecursively()
            for entry in created {
                guard let controller = entry.controller as? ModelViewController else { continue }
                let onScreen = controller.viewIfLoaded?.window?.isHidden == false
                // A cancelled transition sends a will without its did, so the check is of the
                // state reached, not of a balance of counts.
                if controller.phase != (onScreen ? .appeared : .disappeared) {
                    violations.append(
                        "step \(step): \(controller.name) appeared \(controller.didAppearCount)×, disappeared "
                            + "\(controller.didDisappearCount)×, on screen: \(onScreen); after "
                            + history.suffix(4).joined(separator: ",") + "; callbacks: "
                            + controller.log.joined(separator: ",")
                            + "; parent: \(String(describing: controller.parent))"
                            + " grandparent: \(String(describing: controller.parent?.parent))")
                }
            }
            let reachable = Self.reachableControllers(from: tabs)
            for entry in created {
                if let controller = entry.controller, !reachable.contains(ObjectIdentifier(controller)) {
                    violations.append("step \(step): \(controller) left the hierarchy but is alive")
                }
            }
            created.removeAll { $0.controller == nil }
            if !violations.isEmpty { break }
        }
        #expect(violations == [])
        screen.window.rootViewController = nil
        screen.runUntilIdle()
    }

    /// Every controller reachable from `root` through children, navigation stacks, split
    /// columns and presentations.
    static func reachableControllers(from root: UIViewController) -> Set<ObjectIdentifier> {
        var seen = Set<ObjectIdentifier>()
        var queue = [root]
        while let controller = queue.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            queue.append(contentsOf: controller.children)
            if let navigation = controller as? UINavigationController {
                queue.append(contentsOf: navigation.viewControllers)
            }
            if let tabs = controller as? UITabBarController { queue.append(contentsOf: tabs.viewControllers ?? []) }
            if let presented = controller._presentedViewController { queue.append(presented) }
        }
        return seen
    }
}

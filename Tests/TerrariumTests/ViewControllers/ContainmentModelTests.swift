import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A randomized model test of the core: thousands of random containment operations, and
/// after each idle turn the hierarchy's invariants, every controller's appearance balance
/// and callback order, and that nothing which left the hierarchy is still alive.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ContainmentModelTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomContainmentOperationsKeepTheHierarchyAndAppearanceConsistent(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let screen = HeadlessScreen(width: 100, height: 30)
        var violations: [String] = []
        var serial = 0
        // One closure for every controller, made here rather than in the local function: a
        // closure made there that captures `violations` is an error in a release build only
        // ("sending 'violations' risks causing data races", a false positive of -O).
        let report = { (violation: String) in violations.append(violation) }
        func makeController() -> ModelViewController {
            serial += 1
            let controller = ModelViewController(name: "VC\(serial)", report: report)
            controller.forwards = random.next(upTo: 10) != 0
            return controller
        }
        var root = makeController()
        screen.show(root)
        var released: [WeakController] = []

        func inTree() -> [ModelViewController] {
            var all: [ModelViewController] = []
            func visit(_ c: ModelViewController) {
                all.append(c)
                for child in c.children { visit(child as! ModelViewController) }
            }
            visit(root)
            return all
        }
        func release(_ controller: UIViewController) {
            released.append(WeakController(controller: controller))
        }

        var operations: [String] = []
        for step in 0..<2_000 {
            let tree = inTree()
            let operation = random.next(upTo: 9)
            operations.append(
                ["embed", "embed", "embed", "remove", "remove", "swap", "resize", "hide/show", "new root"][operation])
            switch operation {
            case 0, 1, 2:  // Embed a new child (listing 5-1).
                let parent = tree[random.next(upTo: tree.count)]
                let child = makeController()
                parent.addChild(child)
                child.view.frame = parent.view.bounds.insetBy(dx: 1, dy: 1)
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
            case 3, 4:  // Remove a child (listing 5-2).
                guard let child = tree.dropFirst().randomElement(using: &random) else { break }
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
                release(child)
            case 5:  // Swap a child for a new one (listing 5-3).
                guard let from = tree.dropFirst().randomElement(using: &random), let parent = from.parent else { break }
                let to = makeController()
                parent.addChild(to)
                from.willMove(toParent: nil)
                to.view.frame = from.view.frame
                let duration = random.next(upTo: 2) == 0 ? 0 : 0.1
                parent.transition(
                    from: from, to: to, duration: duration, options: [],
                    animations: {
                        from.view.alpha = 0.5
                    }
                ) { _ in
                    from.removeFromParent()
                    to.didMove(toParent: parent)
                }
                release(from)
                if random.next(upTo: 2) == 0 { MainLoop.main.advance(by: 0.05) }
            case 6:  // Resize across the size-class threshold.
                screen.resize(width: random.next(upTo: 2) == 0 ? 90 : 110, height: 20 + random.next(upTo: 10))
            case 7:  // Hide or show the window.
                screen.window.isHidden.toggle()
            default:  // Replace the root.
                release(root)
                root = makeController()
                screen.window.rootViewController = root
            }
            screen.runUntilIdle()

            screen.window._checkInvariantsRecursively()
            let visible = !screen.window.isHidden
            for controller in inTree() {
                let shouldBeOnScreen = visible && controller.ancestorsForward
                let balance = controller.didAppearCount - controller.didDisappearCount
                if balance != (shouldBeOnScreen ? 1 : 0) {
                    violations.append(
                        "step \(step): \(controller.name) appeared \(controller.didAppearCount)× and disappeared "
                            + "\(controller.didDisappearCount)×, on screen: \(shouldBeOnScreen), after "
                            + operations.suffix(3).joined(separator: ", "))
                }
            }
            if !violations.isEmpty { break }
        }
        screen.window.rootViewController = nil
        screen.runUntilIdle()
        #expect(violations == [])
        let leaked = released.filter { $0.controller != nil }.map { $0.controller!.description }
        #expect(leaked == [], "controllers that left the hierarchy are freed once the loop is idle")
    }
}

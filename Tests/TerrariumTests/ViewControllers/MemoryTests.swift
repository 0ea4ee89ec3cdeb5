import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// No retain cycles: what leaves the hierarchy is freed once the main loop is idle (MEM-01 … MEM-06).
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct MemoryTests {
    @Test func aReplacedRootControllerAndItsViewsAreFreed() {
        let screen = HeadlessScreen(width: 20, height: 5)
        weak var weakRoot: UIViewController?
        weak var weakView: UIView?
        weak var weakChild: UIViewController?
        do {
            let child = UIViewController()
            let root = EmbeddingViewController(name: "R", recorder: LifecycleRecorder(), embedding: [child])
            screen.show(root)
            weakRoot = root
            weakView = root.view
            weakChild = child
        }
        screen.window.rootViewController = UIViewController()
        screen.runUntilIdle()
        #expect(weakRoot == nil)
        #expect(weakView == nil)
        #expect(weakChild == nil)
    }

    @Test func aRemovedChildAndItsViewAreFreed() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let parent = UIViewController()
        screen.show(parent)
        weak var weakChild: UIViewController?
        weak var weakView: UIView?
        do {
            let child = UIViewController()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            screen.runUntilIdle()
            weakChild = child
            weakView = child.view
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        screen.runUntilIdle()
        #expect(weakChild == nil)
        #expect(weakView == nil)
    }

    @Test func theOldChildOfATransitionIsFreedOnceTheTransitionEnds() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let parent = UIViewController()
        screen.show(parent)
        let to = UIViewController()
        weak var weakFrom: UIViewController?
        do {
            let from = UIViewController()
            weakFrom = from
            parent.addChild(from)
            parent.view.addSubview(from.view)
            from.didMove(toParent: parent)
            screen.runUntilIdle()
            parent.addChild(to)
            from.willMove(toParent: nil)
            parent.transition(
                from: from, to: to, duration: 0.3, options: [],
                animations: {
                    from.view.alpha = 0
                }
            ) { _ in
                from.removeFromParent()
                to.didMove(toParent: parent)
            }
        }
        #expect(weakFrom != nil, "the transition holds it while it runs")
        screen.runUntilIdle()
        #expect(weakFrom == nil)
    }

    @Test func aViewDoesNotKeepItsControllerAlive() {
        let view: UIView
        weak var weakController: UIViewController?
        do {
            let controller = UIViewController()
            weakController = controller
            view = controller.view
        }
        #expect(weakController == nil)
        #expect(view.next == nil)
    }

    @Test func aHeadlessScreenAndItsWindowAreFreed() {
        weak var weakWindow: UIWindow?
        weak var weakRoot: UIViewController?
        do {
            let screen = HeadlessScreen(width: 10, height: 3)
            let root = UIViewController()
            screen.show(root)
            weakWindow = screen.window
            weakRoot = root
        }
        MainLoop.main.runUntilIdle()
        #expect(weakWindow == nil)
        #expect(weakRoot == nil)
    }
}

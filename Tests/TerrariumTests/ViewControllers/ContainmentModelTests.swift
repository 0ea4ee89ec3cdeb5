import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A randomized model test of the core: thousands of random containment operations, and
/// after each idle turn the hierarchy's invariants, every controller's appearance balance
/// and callback order, and that nothing which left the hierarchy is still alive.
@MainActor
@Suite struct ContainmentModelTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomContainmentOperationsKeepTheHierarchyAndAppearanceConsistent(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let screen = HeadlessScreen(width: 100, height: 30)
        var violations: [String] = []
        var serial = 0
        func makeController() -> ModelViewController {
            serial += 1
            let controller = ModelViewController(name: "VC\(serial)") { violations.append($0) }
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

private struct WeakController {
    weak var controller: UIViewController?
}

/// Follows its own appearance callbacks with an automaton of UIKit's allowed orders and
/// reports any callback out of order.
@MainActor
private final class ModelViewController: UIViewController {
    enum Phase { case disappeared, willAppear, appeared, willDisappear }
    let name: String
    let report: (String) -> Void
    var forwards = true
    var phase = Phase.disappeared
    var sentIsAppearing = false
    var didAppearCount = 0
    var didDisappearCount = 0

    init(name: String, report: @escaping (String) -> Void) {
        self.name = name
        self.report = report
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }

    /// Whether every ancestor forwards appearance to its children.
    var ancestorsForward: Bool {
        var ancestor = parent
        while let a = ancestor {
            if !a.shouldAutomaticallyForwardAppearanceMethods { return false }
            ancestor = a.parent
        }
        return true
    }

    private func move(_ callback: String, from allowed: [Phase], to next: Phase) {
        if !allowed.contains(phase) { report("\(name).\(callback) in phase \(phase)") }
        phase = next
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        move("viewWillAppear", from: [.disappeared, .willDisappear], to: .willAppear)
        sentIsAppearing = false
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        if phase != .willAppear || sentIsAppearing { report("\(name).viewIsAppearing out of order") }
        sentIsAppearing = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !sentIsAppearing { report("\(name).viewDidAppear without viewIsAppearing") }
        move("viewDidAppear", from: [.willAppear], to: .appeared)
        didAppearCount += 1
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        move("viewWillDisappear", from: [.appeared, .willAppear], to: .willDisappear)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        move("viewDidDisappear", from: [.willDisappear], to: .disappeared)
        didDisappearCount += 1
    }
}

/// A small, seedable generator (SplitMix64), so a failing seed reproduces.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(upTo bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

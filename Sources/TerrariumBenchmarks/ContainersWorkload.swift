import Foundation
import Terrarium

/// Measures the standard containers as a stack or a set of tabs grows: a navigation
/// controller, the root of a key and visible window, pushes `1,000 × scale` controllers one
/// by one (each push followed by the main loop running until idle, so every push's
/// deferred transition and appearance callbacks are timed), pops them one by one the same
/// way, pushes them again all at once and pops to the root in one call; a tab bar
/// controller switches tabs `100 × scale` times; a controller presents and dismisses
/// another `100 × scale` times. The sizes are scale 10: 10,000 pushes, a
/// 10,000-deep pop to root, 1,000 tab switches, 1,000 presentations.
///
/// Time per operation should stay flat as the stack grows: nothing may scan the stack per
/// push. The transitions are not animated (animated ones cost the same plus frames).
///
/// "push, custom animator" pushes as many controllers again, each animated by a delegate's
/// animator, each registering an alongside animation and a completion on its
/// `transitionCoordinator` in `viewWillAppear`: the transition machinery's cost beside the
/// plain push. The animator's duration is zero, so no frames are drawn mid-animation and
/// the figure is the machinery's, not the frames'.
struct ContainersWorkload: Workload {
    let name = "containers"
    let summary = "push/pop N controllers one by one, pop N to root, N/10 tab switches and presentations"
    let operationName = "controller pushed, popped, switched or presented"
    let headlinePhases = [
        "push one by one", "push, custom animator", "pop one by one", "pop to root", "tab switch", "present + dismiss",
    ]

    func size(atScale scale: Int) -> Int { 1_000 * scale }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let count = size(atScale: scale)
        let switches = 100 * scale
        let screen = PresentedWindow(width: 80, height: 24)
        defer { screen.close() }

        return try harness.run { lap in
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            screen.window.rootViewController = navigation
            screen.window.makeKeyAndVisible()
            try settle("containers: showing the navigation controller")

            let pushed = (0..<count).map { _ in UIViewController() }
            try lap.time("push one by one", operations: count) {
                for controller in pushed {
                    navigation.pushViewController(controller, animated: false)
                    try settle("containers: push")
                }
            }
            try check(navigation.viewControllers.count == count + 1, "containers: the stack has every push")
            try lap.time("pop one by one", operations: count) {
                for _ in 0..<count {
                    navigation.popViewController(animated: false)
                    try settle("containers: pop")
                }
            }
            try check(navigation.viewControllers.count == 1, "containers: the stack is back to its root")

            let animating = ZeroDurationPushDelegate()
            navigation.delegate = animating
            let coordinated = (0..<count).map { _ in CoordinatedViewController() }
            try lap.time("push, custom animator", operations: count) {
                for controller in coordinated {
                    navigation.pushViewController(controller, animated: true)
                    try settle("containers: push with a custom animator")
                }
            }
            try check(animating.transitions == count, "containers: the delegate's animator ran every push")
            try check(coordinated.allSatisfy(\.completed), "containers: every coordinator completion ran")
            navigation.delegate = nil
            navigation.popToRootViewController(animated: false)
            try settle("containers: back to the root")

            navigation.setViewControllers([root] + pushed, animated: false)
            try settle("containers: deep stack")
            try lap.time("pop to root", operations: count) {
                navigation.popToRootViewController(animated: false)
                try settle("containers: pop to root")
            }
            try check(navigation.children.count == 1, "containers: pop to root released the stack")

            let tabs = UITabBarController()
            tabs.viewControllers = (0..<4).map { _ in UINavigationController(rootViewController: UIViewController()) }
            screen.window.rootViewController = tabs
            try settle("containers: showing the tabs")
            try lap.time("tab switch", operations: switches) {
                for index in 0..<switches {
                    tabs.selectedIndex = (index + 1) % 4
                    try settle("containers: tab switch")
                }
            }

            let presenter = UIViewController()
            screen.window.rootViewController = presenter
            try settle("containers: showing the presenter")
            try lap.time("present + dismiss", operations: switches) {
                for index in 0..<switches {
                    let presented = UIViewController()
                    presented.modalPresentationStyle = index % 2 == 0 ? .fullScreen : .pageSheet
                    presenter.present(presented, animated: false)
                    try settle("containers: present")
                    presenter.dismiss(animated: false)
                    try settle("containers: dismiss")
                }
            }
            try check(presenter.presentedViewController == nil, "containers: every presentation was dismissed")
            screen.window.rootViewController = nil
            try settle("containers: clearing the window")
        }
    }
}

/// Animates every push with a zero-duration animator, counting them.
@MainActor
private final class ZeroDurationPushDelegate: UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    var transitions = 0

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? self : nil
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        transitions += 1
        guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
        toView.frame = context.finalFrame(for: to)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: 0) {
            toView.alpha = 1
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// Registers an alongside animation and a completion on its coordinator as it appears.
@MainActor
private final class CoordinatedViewController: UIViewController {
    private(set) var completed = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let view = self.view!
        transitionCoordinator?.animate(
            alongsideTransition: { _ in view.backgroundColor = .systemBackground },
            completion: { [weak self] _ in self?.completed = true })
    }
}

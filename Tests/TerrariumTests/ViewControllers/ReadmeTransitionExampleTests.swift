import Foundation
@testable import Terrarium
import TerrariumTesting
import Testing

/// The custom push animator of the article "Custom transitions" (once the README's), as
/// written there: it must compile and replace the slide for pushes only, with a coordinator
/// during the push.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ReadmeTransitionExampleTests {
    @Test func theReadmeAnimatorFadesPushesInAndLeavesPopsToTheSlide() throws {
        let screen = HeadlessScreen(width: 40, height: 8)
        let delegate = FadePushDelegate()
        let first = ReadmeTitledViewController(title: "First")
        let navigation = UINavigationController(rootViewController: first)
        navigation.delegate = delegate
        screen.show(navigation)

        let second = ReadmeTitledViewController(title: "Second")
        navigation.pushViewController(second, animated: true)
        screen.advance(by: 0)  // the push starts in the next turn's layout pass, as in UIKit
        screen.advance(by: 0.15)
        // Fading in at its final frame, not sliding: already where it rests, half opaque.
        #expect(second.view.frame.minX == 0)
        #expect(abs(second.view._presentationAlpha - 0.5) < 0.2)
        #expect(second.transitionCoordinator != nil)
        screen.runUntilIdle()
        #expect(second.view.alpha == 1)
        #expect(second.transitionCoordinator == nil)
        #expect(navigation.viewControllers == [first, second])

        // A pop gets nil from the delegate: the standard slide moves the page off the right.
        navigation.popViewController(animated: true)
        screen.advance(by: 0)
        screen.advance(by: 0.1)
        #expect(second.view._presentationFrame.minX > 0, "the slide moves the page to the right")
        screen.runUntilIdle()
        #expect(navigation.viewControllers == [first])
        #expect(screen.text.contains("First"))
    }
}

// The article's example, unchanged.
final class FadePush: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
        toView.frame = context.finalFrame(for: to)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: context)) {
            toView.alpha = 1
        } completion: { _ in
            context.view(forKey: .from)?.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

private final class FadePushDelegate: NSObject, UINavigationControllerDelegate {
    // In the navigation controller's delegate:
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? FadePush() : nil   // nil: the standard slide, and the interactive pop
    }
}

private final class ReadmeTitledViewController: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = title
        label.frame = CGRect(x: 0, y: 2, width: 20, height: 1)
        view.addSubview(label)
    }
}

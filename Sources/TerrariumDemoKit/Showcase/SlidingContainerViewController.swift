import Foundation
import Terrarium

/// The custom container of Apple's "Implementing a Container View Controller", listing 5-3:
/// it shows one child at a time and swaps children with a slide, using only the public
/// containment API.
@MainActor
package final class SlidingContainerViewController: UIViewController {
    private(set) var currentChild: UIViewController
    private var otherChild: UIViewController
    /// Seconds a swap takes.
    package var transitionDuration: TimeInterval = 0.25

    package init(first: UIViewController, second: UIViewController) {
        currentChild = first
        otherChild = second
        super.init(nibName: nil, bundle: nil)
        title = "Container"
    }

    package required init?(coder: NSCoder) {
        fatalError("SlidingContainerViewController is created in code")
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // Listing 5-1: add the child, add its view, then tell it the move is done.
        addChild(currentChild)
        currentChild.view.frame = contentFrame
        currentChild.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(currentChild.view)
        currentChild.didMove(toParent: self)
    }

    /// Where a child's view sits: the whole view, less a margin.
    private var contentFrame: CGRect {
        view.bounds.inset(by: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    }

    /// Swaps the shown child for the other one with a slide (listing 5-3).
    package func cycle(completion: (() -> Void)? = nil) {
        cycle(from: currentChild, to: otherChild, completion: completion)
    }

    private func cycle(from oldVC: UIViewController, to newVC: UIViewController, completion: (() -> Void)?) {
        // Prepare the two view controllers for the change.
        oldVC.willMove(toParent: nil)
        addChild(newVC)

        // The new view starts off the right edge; the old one ends off the left edge.
        let frame = contentFrame
        newVC.view.frame = frame.offsetBy(dx: view.bounds.width, dy: 0)
        newVC.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let endFrame = frame.offsetBy(dx: -view.bounds.width, dy: 0)

        transition(
            from: oldVC, to: newVC, duration: transitionDuration, options: [],
            animations: {
                newVC.view.frame = oldVC.view.frame
                oldVC.view.frame = endFrame
            },
            completion: { _ in
                // Remove the old child and tell the new one the move is done.
                oldVC.removeFromParent()
                newVC.didMove(toParent: self)
                self.currentChild = newVC
                self.otherChild = oldVC
                completion?()
            })
    }
}

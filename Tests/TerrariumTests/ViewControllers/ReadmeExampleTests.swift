import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// The README's container, as written there: it must compile and behave as described.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ReadmeExampleTests {
    @Test func theReadmeContainerSlidesToTheNextChildAndReleasesTheOldOne() {
        let screen = HeadlessScreen(width: 40, height: 10)
        weak var weakInbox: UIViewController?
        let container: SwapContainer
        do {
            let inbox = TitledViewController(title: "Inbox")
            weakInbox = inbox
            container = SwapContainer(showing: inbox)
        }
        screen.show(container)
        #expect(screen.lines[0] == "Inbox")
        container.swap(to: TitledViewController(title: "Archive"))
        screen.advance(by: 0.125)
        #expect(screen.lines[0].hasSuffix("Archive"), "half-way, the new child is sliding in from the right")
        #expect(screen.lines[0].hasPrefix(" "), "half-way, the old child has slid off the left")
        screen.runUntilIdle()
        #expect(screen.lines[0] == "Archive")
        #expect(container.children.count == 1)
        #expect(weakInbox == nil)
    }
}

// The README's code, unchanged but for its `import`.
final class SwapContainer: UIViewController {
    private var current: UIViewController

    init(showing first: UIViewController) {
        current = first
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(current)
        current.view.frame = view.bounds
        view.addSubview(current.view)
        current.didMove(toParent: self)
    }

    func swap(to next: UIViewController) {
        current.willMove(toParent: nil)
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        let old = current
        transition(
            from: old, to: next, duration: 0.25, options: [],
            animations: {
                next.view.frame = old.view.frame
                old.view.frame = old.view.frame.offsetBy(dx: -self.view.bounds.width, dy: 0)
            },
            completion: { _ in
                old.removeFromParent()
                next.didMove(toParent: self)
                self.current = next
            })
    }
}

/// A child that shows its title in its top-left corner.
private final class TitledViewController: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        label.text = title
        view.addSubview(label)
    }
}

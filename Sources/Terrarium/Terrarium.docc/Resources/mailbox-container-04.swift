import Terrarium

/// Shows one of two children at a time; Tab slides the other one in.
final class MailboxViewController: UIViewController {
    private var shown: UIViewController
    private var hidden: UIViewController

    init(first: UIViewController, second: UIViewController) {
        shown = first
        hidden = second
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(shown)
        shown.view.frame = view.bounds
        shown.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(shown.view)
        shown.didMove(toParent: self)
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\t", modifierFlags: []) { [unowned self] _ in swapChildren() }]
    }

    /// Slides the hidden child in from the right and the shown one out to the left.
    func swapChildren() {
        let old = shown, new = hidden
        guard new.parent == nil else { return }  // a swap is already running
        old.willMove(toParent: nil)
        addChild(new)
        new.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transition(
            from: old, to: new, duration: 0.25, options: [],
            animations: {
                new.view.frame = self.view.bounds
                old.view.frame = self.view.bounds.offsetBy(dx: -self.view.bounds.width, dy: 0)
            },
            completion: { _ in
                old.removeFromParent()
                new.didMove(toParent: self)
                self.shown = new
                self.hidden = old
            })
    }
}

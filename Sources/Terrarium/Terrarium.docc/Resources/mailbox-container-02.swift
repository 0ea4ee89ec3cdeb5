import Terrarium

/// Shows one of two children at a time.
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
}

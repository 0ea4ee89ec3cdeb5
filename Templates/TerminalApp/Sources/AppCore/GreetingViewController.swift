import Terrarium

/// The app's one screen: a greeting, a button that counts its clicks, and q to quit.
public final class GreetingViewController: UIViewController {
    private let onQuit: () -> Void
    private var clicks = 0
    private let greeting = UILabel()
    private let button = UIButton(type: .system)

    /// A screen whose q key calls `onQuit`.
    public init(onQuit: @escaping () -> Void = {}) {
        self.onQuit = onQuit
        super.init(nibName: nil, bundle: nil)
    }

    /// Not available: there are no storyboards in this app.
    public required init?(coder: NSCoder) {
        fatalError("GreetingViewController is created in code")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        greeting.text = "Hello from Terrarium"
        button.setTitle("Click me", for: .normal)
        button.addAction(
            UIAction { [unowned self] _ in
                clicks += 1
                greeting.text = "Clicked \(clicks) times"
            }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [greeting, button])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
        ])
    }

    /// q quits; a closure rather than UIKit's selector, which needs the Objective-C runtime.
    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Quit", input: "q", modifierFlags: []) { [onQuit] _ in onQuit() }]
    }
}

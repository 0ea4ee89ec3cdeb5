import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The controls suites, nested so that `swift test --filter Controls` runs them all.
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) enum Controls {}

/// A view controller whose view (black, filling the screen) holds the given views at
/// their frames.
@MainActor
final class ControlsViewController: UIViewController {
    private let controls: [UIView]

    init(_ controls: [UIView]) {
        self.controls = controls
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        for control in controls { view.addSubview(control) }
    }
}

/// Shows `controls` on a new screen; keep the screen alive to the end of the test (the
/// window holds its presenter weakly).
@MainActor
func showControls(_ controls: [UIView], width: Int = 30, height: Int = 4) -> (HeadlessScreen, UIViewController) {
    let screen = HeadlessScreen(width: width, height: height)
    let controller = ControlsViewController(controls)
    screen.show(controller)
    return (screen, controller)
}

/// A button with `configuration` titled `title`, sized to fit, at `origin`.
@MainActor
func makeButton(
    _ title: String, configuration: UIButton.Configuration? = .plain(), at origin: CGPoint = .zero,
    action: UIAction? = nil
) -> UIButton {
    let button: UIButton
    if var configuration {
        configuration.title = title
        button = UIButton(configuration: configuration, primaryAction: action)
    } else {
        button = UIButton(type: .system, primaryAction: action)
        button.setTitle(title, for: .normal)
    }
    button.sizeToFit()
    button.frame.origin = origin
    return button
}

/// Records what ran, in order.
@MainActor
final class Log {
    var entries: [String] = []
    var senders: [AnyObject?] = []

    /// An action that records `name` and its sender.
    func action(_ name: String, identifier: UIAction.Identifier? = nil) -> UIAction {
        UIAction(title: "", identifier: identifier) { [unowned self] action in
            self.entries.append(name)
            self.senders.append(action.sender as AnyObject?)
        }
    }

    /// Records every single control event `control` sends, by name.
    func recordEvents(of control: UIControl) {
        let names: [(String, UIControl.Event)] = [
            ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
            ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
            ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
            ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
            ("touchCancel", .touchCancel), ("primaryActionTriggered", .primaryActionTriggered),
        ]
        for (name, event) in names { control.addAction(action(name), for: event) }
    }
}

extension HeadlessScreen {
    /// The cells of row `y` from column `x`, `count` of them.
    func cells(row y: Int, from x: Int, count: Int) -> [Cell] {
        let canvas = self.canvas
        return (x..<(x + count)).map { canvas[x: $0, y: y] }
    }
}

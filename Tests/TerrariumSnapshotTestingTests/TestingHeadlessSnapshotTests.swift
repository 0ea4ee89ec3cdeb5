import Foundation
import SnapshotTesting
import Terrarium
import TerrariumSnapshotTesting
import TerrariumTesting
import Testing

// The snapshot sample of the article "Testing headless" (TerrariumTesting.docc), as a real
// test; TerrariumTestingTests checks that the article's samples are in this file or its own.

/// The article's counter (a copy of TerrariumTestingTests' `CounterViewController`: test
/// targets do not share sources).
final class CounterViewController: UIViewController {
    private var count = 0
    private let label = UILabel(frame: CGRect(x: 1, y: 0, width: 20, height: 1))
    private let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Clicked 0 times"
        button.setTitle("Add one", for: .normal)
        button.frame = CGRect(x: 1, y: 2, width: 9, height: 1)
        button.addAction(
            UIAction { [unowned self] _ in
                count += 1
                label.text = "Clicked \(count) times"
            }, for: .primaryActionTriggered)
        view.addSubview(label)
        view.addSubview(button)
    }
}

@MainActor
@Suite struct TestingHeadlessSnapshotTests {
    @MainActor @Test func theCounter() {
        assertSnapshot(of: CounterViewController(), as: .lines(width: 24, height: 4))
        assertSnapshot(of: CounterViewController(), as: .svg(width: 24, height: 4))
    }
}

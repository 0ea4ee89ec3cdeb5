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
    private let label = UILabel(frame: CGRect(x: 8, y: 0, width: 160, height: 16))
    private let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Clicked 0 times"
        button.setTitle("Add one", for: .normal)
        button.frame = CGRect(x: 8, y: 32, width: 72, height: 16)
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
@Suite(.isolatedUI) struct TestingHeadlessSnapshotTests {
    @MainActor @Test func theCounter() {
        assertSnapshot(of: CounterViewController(), as: .lines(width: 24, height: 4))
        assertSnapshot(of: CounterViewController(), as: .svg(width: 24, height: 4))
    }

    /// A light style draws cells that set no colour as a light terminal does, unless options
    /// say otherwise: before, only the window's colours followed the style.
    @MainActor @Test func aLightStylePicksALightTerminalsDefaultColours() throws {
        let light = Canvas.SVGOptions(style: .light)
        #expect(light.defaultBackground != Canvas.SVGOptions().defaultBackground)
        #expect(Canvas.PNGOptions(scale: 1, style: .light).defaultBackground == light.defaultBackground)
        var pictures: [String: Data] = [:]
        for (name, strategy) in [
            ("light", Snapshotting<UIViewController, Data>.png(width: 24, height: 4, style: .light)),
            ("dark", Snapshotting<UIViewController, Data>.png(width: 24, height: 4, style: .dark)),
            ("explicit", .png(width: 24, height: 4, style: .light, options: Canvas.PNGOptions(scale: 1))),
        ] {
            strategy.snapshot(CounterViewController()).run { pictures[name] = $0 }
        }
        // An empty cell (column 20, row 3) sets no colour: it shows the terminal's default.
        func emptyCell(_ data: Data?, scale: Int) throws -> [UInt8] {
            let bitmap = try PNGDecoder.decode(Array(try #require(data)))
            let offset = ((3 * 12 + 6) * scale * bitmap.width + (20 * 6 + 3) * scale) * 4
            return Array(bitmap.rgba[offset..<offset + 3])
        }
        #expect(try emptyCell(pictures["light"], scale: 2) == [255, 255, 255])
        #expect(try emptyCell(pictures["dark"], scale: 2) == [28, 28, 31])
        #expect(try emptyCell(pictures["explicit"], scale: 1) == [28, 28, 31])
    }
}

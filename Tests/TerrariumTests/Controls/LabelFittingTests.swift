import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UILabel's shrink-to-fit settings: kept, and text that does not fit is still truncated.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct LabelFittingTests {
    @Test func shrinkToFitSettingsAreKeptAndTextTooWideIsStillTruncated() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        label.text = "Total: 1,234.56"
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0)
        #expect(!label.allowsDefaultTighteningForTruncation)

        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.allowsDefaultTighteningForTruncation = true
        let screen = showLayers(label)
        #expect(label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0.5)
        #expect(label.allowsDefaultTighteningForTruncation)
        #expect(screen.lines == ["Total:…"], "a terminal cannot shrink text: it is truncated")
    }

    private func showLayers(_ label: UILabel) -> HeadlessScreen {
        let screen = HeadlessScreen(width: 8, height: 1)
        let controller = UIViewController()
        controller.view.addSubview(label)
        screen.show(controller)
        return screen
    }
}

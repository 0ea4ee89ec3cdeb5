// This file imports only Terrarium (and Testing): `import Terrarium` must bring Foundation
// with it, as `import UIKit` does.
import Terrarium
import TerrariumTesting
import Testing

/// `import Terrarium` re-exports Foundation.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct FoundationReexportTests {
    @Test func foundationsTypesNeedOnlyImportTerrarium() {
        let width: CGFloat = 40
        let frame = CGRect(x: 0, y: 0, width: width, height: 10)
        let duration: TimeInterval = 0.25
        let indexPath = IndexPath(row: 2, section: 1)
        let timer = Timer(timeInterval: duration, repeats: false) { _ in }
        timer.invalidate()
        let name = Notification.Name("FoundationReexportTests")
        let center: NotificationCenter = .default
        let observer = center.addObserver(forName: name, object: nil, queue: nil) { _ in }
        center.removeObserver(observer)
        let coder: NSCoder? = nil
        #expect(frame.width == 40)
        #expect(indexPath.row == 2 && indexPath.section == 1)
        #expect(!timer.isValid)
        #expect(coder == nil)
    }

    @Test func aViewMadeFromACoderStartsEmptyWithAZeroFrame() throws {
        // UIKit decodes a view's properties from a nib archive; Terrarium decodes nothing
        // (a storyboard loader configures what it creates), so the view starts as `init()`.
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        let view = try #require(UIView(coder: archiver))
        #expect(view.frame == .zero)
        #expect(view.subviews.isEmpty)
        let controller = try #require(UIViewController(coder: archiver))
        #expect(controller.nibName == nil)
        #expect(!controller.isViewLoaded, "the view loads on first use, as for init()")
    }
}

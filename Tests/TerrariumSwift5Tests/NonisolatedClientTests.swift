// Terrarium's selector-taking APIs, called from a class that is not isolated to the main
// actor (`NonisolatedClient`), compiled in the Swift 5 language mode; and the literals Xcode
// leaves in ported code.
import Terrarium
import TerrariumTesting
import Testing

@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct NonisolatedClientTests {
    @Test func aPlainObjectObservesPerformsAfterADelayAndEndsEditing() {
        let screen = HeadlessScreen(width: 20, height: 3)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        controller.view.addSubview(field)
        screen.show(controller)
        let client = NonisolatedClient()
        client.start(observing: field)
        defer { client.stop() }

        screen.advance(by: 0.5)
        #expect(client.ticks == 1)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        #expect(client.activations == 1)

        field.becomeFirstResponder()
        #expect(field.isFirstResponder)
        #expect(client.endEditing())
        #expect(!field.isFirstResponder)
    }

    @Test func cancelledRequestsDoNotRun() {
        let screen = HeadlessScreen(width: 20, height: 3)
        let client = NonisolatedClient()
        client.start(observing: UIView())
        defer { client.stop() }
        client.cancelTicks()
        screen.advance(by: 1)
        #expect(client.ticks == 0)
    }

    @Test func drawingHelpersMeasureInCellsAndKeepBold() {
        let metrics = NonisolatedClient().drawingMetrics()
        #expect(metrics.lineHeight == 1)
        #expect(metrics.isBold)
    }

    @Test func aColourLiteralIsAnSRGBColour() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(NonisolatedClient().literalColor().getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [1, 0.5, 0, 1])
    }

    @Test func anImageLiteralLoadsTheNamedImageOfTheAssetCatalog() {
        let image = NonisolatedClient().literalImage()
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(UIImage(named: "Dot") == image)
        #expect(UIImage(named: "NoSuchImage") == nil)
    }
}

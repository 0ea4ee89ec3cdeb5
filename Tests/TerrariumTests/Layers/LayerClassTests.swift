import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIView.layerClass`: a view's layer is of the class it names, Terrarium's own layer classes
/// and subclasses of your own alike, and draws as that class does.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct LayerClassTests {
    @Test func theDefaultLayerIsAPlainCALayer() {
        let view = UIView()
        #expect(type(of: view.layer) == CALayer.self)
        #expect(view.layer === view.layer, "made once")
    }

    @Test func aGradientLayerClassDrawsTheGradientAcrossTheView() {
        let view = HorizontalGradientView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(type(of: view.layer) == CAGradientLayer.self)
        let gradient = view.layer as! CAGradientLayer
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let screen = showingLayers([view], width: 5, height: 1)
        let canvas = screen.canvas
        // Each cell takes the colour at its centre: 1/8, 3/8, 5/8, 7/8 of the way.
        #expect(canvas[x: 0, y: 0].background == UIColor(red: 0.875, green: 0, blue: 0.125, alpha: 1))
        #expect(canvas[x: 3, y: 0].background == UIColor(red: 0.125, green: 0, blue: 0.875, alpha: 1))
        #expect(canvas[x: 4, y: 0].background == nil)
    }

    @Test func aSubclassOfYourOwnIsTheViewsLayerAndDraws() {
        let view = StripeView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(view.layer is StripeLayer)
        let stripe = view.layer as! StripeLayer
        #expect(stripe.stripes == 3, "property initializers ran")
        #expect(stripe.madeFromArchive, "made with init(coder:), the initializer Swift can call")
        stripe.colors = [UIColor.green.cgColor, UIColor.green.cgColor]
        let screen = showingLayers([view], width: 3, height: 2)
        #expect(layerBackgrounds(of: screen.canvas) == ["gg.", "gg."])
        #expect(stripe.frame == CGRect(x: 0, y: 0, width: 2, height: 2), "the layer's geometry is the view's")
    }

    @Test func aPlainCALayerSubclassIsMadeToo() {
        let view = BoxView(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(view.layer is BoxLayer)
        view.backgroundColor = .blue
        let screen = showingLayers([view], width: 3, height: 1)
        #expect(layerBackgrounds(of: screen.canvas) == ["bbb"])
    }

    @Test func aClassThatIsNotALayerGivesAPlainLayer() {
        #expect(type(of: NotALayerView().layer) == CALayer.self)
    }
}

// MARK: - Fixtures

@MainActor
private final class HorizontalGradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// A gradient layer subclass with its own property and an archive initializer.
@MainActor
private final class StripeLayer: CAGradientLayer {
    var stripes = 3
    var madeFromArchive = false

    override init() { super.init() }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeFromArchive = true
    }
}

@MainActor
private final class StripeView: UIView {
    override class var layerClass: AnyClass { StripeLayer.self }
}

/// A CALayer subclass with no initializers of its own.
@MainActor
private final class BoxLayer: CALayer {
    var label = "box"
}

@MainActor
private final class BoxView: UIView {
    override class var layerClass: AnyClass { BoxLayer.self }
}

@MainActor
private final class NotALayerView: UIView {
    override class var layerClass: AnyClass { NSObject.self }
}

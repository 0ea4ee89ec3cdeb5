import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A view's layer's sublayers when plain layers sit among its subviews' layers, and a plain
/// layer's frame under a transform: Core Animation's rules.
@MainActor
@Suite(.isolatedUI) struct SublayerOrderTests {
    /// A parent with subviews `a` and `b` and a plain layer drawn between them.
    private func parentWithPlainLayerBetween() -> (parent: UIView, a: UIView, b: UIView, plain: CALayer) {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        let plain = CALayer()
        parent.layer.insertSublayer(plain, above: a.layer)
        return (parent, a, b, plain)
    }

    @Test func aPlainSublayerKeepsItsPlaceWhenTheSubviewBelowItComesToTheFront() {
        let (parent, a, b, plain) = parentWithPlainLayerBetween()
        #expect(layerIDs(parent.layer.sublayers) == layerIDs([a.layer, plain, b.layer]))
        parent.bringSubviewToFront(a)
        #expect(layerIDs(parent.layer.sublayers) == layerIDs([plain, b.layer, a.layer]))
    }

    @Test func aPlainSublayerKeepsItsPlaceWhenTheSubviewBelowItLeaves() {
        let (parent, a, b, plain) = parentWithPlainLayerBetween()
        a.removeFromSuperview()
        #expect(layerIDs(parent.layer.sublayers) == layerIDs([plain, b.layer]))
        parent.insertSubview(a, belowSubview: b)
        #expect(layerIDs(parent.layer.sublayers) == layerIDs([plain, a.layer, b.layer]))
        let other = UIView()
        other.addSubview(a)
        #expect(layerIDs(parent.layer.sublayers) == layerIDs([plain, b.layer]), "moving to another superview")
    }

    @Test func aViewInsertedAboveASiblingGoesDirectlyAboveTheSiblingsLayer() {
        let (parent, a, b, plain) = parentWithPlainLayerBetween()
        let above = UIView(), below = UIView()
        parent.insertSubview(above, aboveSubview: a)
        #expect(layerIDs(parent.layer.sublayers) == layerIDs([a.layer, above.layer, plain, b.layer]))
        parent.insertSubview(below, belowSubview: b)
        #expect(layerIDs(parent.layer.sublayers) == layerIDs([a.layer, above.layer, plain, below.layer, b.layer]))
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, above, below, b].map(ObjectIdentifier.init))
    }

    @Test func exchangingSubviewsExchangesTheirLayersAndLeavesPlainLayersInPlace() {
        let (parent, a, b, plain) = parentWithPlainLayerBetween()
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(layerIDs(parent.layer.sublayers) == layerIDs([b.layer, plain, a.layer]))
    }

    @Test func settingATransformedLayersFrameSetsItsBoundsThroughTheInverseTransform() {
        let scaled = CALayer()
        scaled.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        scaled.frame = CGRect(x: 10, y: 20, width: 40, height: 20)
        #expect(scaled.bounds.size == CGSize(width: 20, height: 10))
        #expect(scaled.position == CGPoint(x: 30, y: 30))
        #expect(scaled.frame == CGRect(x: 10, y: 20, width: 40, height: 20))

        let turned = CALayer()
        turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        turned.frame = CGRect(x: 0, y: 0, width: 10, height: 30)
        #expect(rounded(turned.bounds.size) == CGSize(width: 30, height: 10), "a quarter turn swaps the sides")
        #expect(turned.position == CGPoint(x: 5, y: 15))
        #expect(rounded(turned.frame) == CGRect(x: 0, y: 0, width: 10, height: 30))
    }

    @Test func anUntransformedLayersFrameIsItsPositionAndBounds() {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.frame = CGRect(x: 3, y: 4, width: 5, height: 6)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 5, height: 6))
        #expect(layer.position == CGPoint(x: 3, y: 4))
    }
}

private func layerIDs(_ layers: [CALayer]?) -> [ObjectIdentifier] {
    (layers ?? []).map(ObjectIdentifier.init)
}

/// `size` to whole points, against the rounding of a quarter turn's sine and cosine.
private func rounded(_ size: CGSize) -> CGSize {
    CGSize(width: size.width.rounded(), height: size.height.rounded())
}

private func rounded(_ rect: CGRect) -> CGRect {
    CGRect(x: rect.minX.rounded(), y: rect.minY.rounded(), width: rect.width.rounded(), height: rect.height.rounded())
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `CATransform3D`'s arithmetic, what a view's layer draws for a 3D transform, and 3D
/// transforms animated in animation blocks, as Yalantis' Side-Menu folds its items.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct Transform3DTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Arithmetic

    @Test func theFunctionsBuildCoreAnimationsMatrices() {
        #expect(CATransform3D() != CATransform3DIdentity)
        #expect(CATransform3D().m11 == 0 && CATransform3D().m44 == 0)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let move = CATransform3DMakeTranslation(1, 2, 3)
        #expect(move.m41 == 1 && move.m42 == 2 && move.m43 == 3 && move.m11 == 1)
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect(scale.m11 == 2 && scale.m22 == 3 && scale.m33 == 4)
        // Scale first, then move: the point (1, 1) goes to (3, 5).
        let both = CATransform3DConcat(scale, move)
        let point = both._apply(x: 1, y: 1, z: 0)
        #expect(point.x == 3 && point.y == 5)
        // Translate, Scale and Rotate put their step before the transform.
        #expect(CATransform3DTranslate(scale, 1, 2, 3) == CATransform3DConcat(move, scale))
        #expect(CATransform3DScale(move, 2, 3, 4) == CATransform3DConcat(scale, move))
        #expect(CATransform3DEqualToTransform(both, CATransform3DScale(move, 2, 3, 4)))
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(
            CATransform3DRotate(move, .pi / 2, 0, 0, 1) == CATransform3DConcat(quarter, move))
        // About z it turns as CGAffineTransform(rotationAngle:): x toward y.
        let turned = CATransform3DGetAffineTransform(quarter)
        let affine = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(turned.a, affine.a) && close(turned.b, affine.b) && close(turned.c, affine.c))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func inversionUndoesATransformOrLeavesAFlatOneAsItIs() {
        var t = CATransform3DMakeRotation(0.7, 1, 2, 3)
        t = CATransform3DScale(t, 2, 0.5, 3)
        t = CATransform3DTranslate(t, 4, -1, 2)
        t.m34 = -1 / 300
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        let entries = product._entries, identity = CATransform3DIdentity._entries
        #expect(zip(entries, identity).allSatisfy { abs($0 - $1) < 1e-9 })
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func affineTransformsGoThroughThreeDimensionsUnchanged() {
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 4, ty: 5)
        let lifted = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(lifted))
        #expect(CATransform3DGetAffineTransform(lifted) == affine)
        var perspective = lifted
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
    }

    @Test func transformsTravelInNSValues() {
        let t = CATransform3DMakeRotation(0.5, 0, 1, 0)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.maxY == 6)
        #expect(NSValue(cgPoint: .zero)._caTransform3D == nil)
    }

    @Test func transformsInterpolatePartByPartAndTurnTheShorterWay() {
        let start = CATransform3DIdentity
        let eighth = start._interpolated(to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.5)
        #expect(close(eighth.m11, cos(.pi / 4)) && close(eighth.m12, sin(.pi / 4)))
        // Three quarters of a turn one way is a quarter the other way.
        let back = start._interpolated(to: CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1), fraction: 0.5)
        #expect(close(back.m12, -sin(.pi / 4)))
        // A collapsed scale grows back.
        let grown = CATransform3DMakeScale(0, 0, 1)._interpolated(to: start, fraction: 0.5)
        #expect(close(grown.m11, 0.5) && close(grown.m22, 0.5) && close(grown.m12, 0))
        // Parts put back together give the transform.
        var t = CATransform3DMakeRotation(0.4, 0.3, 1, 0.2)
        t = CATransform3DScale(t, 2, 3, 1)
        t = CATransform3DTranslate(t, 5, -2, 1)
        t.m34 = -0.002
        let rebuilt = _TransformParts(t).transform
        #expect(zip(rebuilt._entries, t._entries).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    // MARK: - Views

    @Test func aTurnAboutTheYAxisDrawsTheViewNarrowerByTheCosine() {
        let item = LetterView("a", frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        let screen = showing(item, width: 10, height: 1)
        var tilt = CATransform3DIdentity
        tilt.m34 = -1 / 500
        item.layer.transform = CATransform3DRotate(tilt, .pi / 3, 0, 1, 0)

        // At the centre the projection scales x by cos 60°.
        #expect(close(item.transform.a, 0.5) && close(item.transform.d, 1))
        #expect(screen.lines == ["  aaaa"])
        // The layer keeps the 3D transform it was given while the view keeps its projection.
        #expect(item.layer.transform == CATransform3DRotate(tilt, .pi / 3, 0, 1, 0))
        #expect(item.transform3D == item.layer.transform)
        item.transform = .identity
        #expect(CATransform3DIsIdentity(item.layer.transform))
        #expect(screen.lines == ["aaaaaaaa"])
        item.transform3D = CATransform3DMakeScale(0.5, 1, 1)
        #expect(item.transform == CGAffineTransform(scaleX: 0.5, y: 1))
    }

    @Test func aFoldAboutTheLeftEdgeKeepsThatEdgeAndEdgeOnShowsNothing() {
        let item = LetterView("a", frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        let screen = showing(item, width: 10, height: 1)
        item.layer.transform = fold(item.layer, angle: -.pi / 3)
        #expect(screen.lines.first?.hasPrefix("aaa") == true)
        #expect(screen.lines.first?.count ?? 0 < 8)
        item.layer.transform = fold(item.layer, angle: -.pi / 2)
        #expect(screen.lines == [""])
    }

    /// Yalantis' Side-Menu: each item's layer is folded edge-on, then unfolds in an
    /// animation block, one after the other.
    @Test func aThreeDTransformSetInAnAnimationBlockAnimates() {
        let items = (0..<2).map { LetterView("a", frame: CGRect(x: 0, y: CGFloat($0), width: 8, height: 1)) }
        let screen = showingLayers(items, width: 10, height: 2)
        let start = MainLoop.main.now
        var finished: [Bool] = []
        for (index, item) in items.enumerated() {
            item.layer.transform = fold(item.layer, angle: -.pi / 2)
            UIView.animate(
                withDuration: 1, delay: Double(index), options: .curveLinear,
                animations: { item.layer.transform = fold(item.layer, angle: 0) },
                completion: { finished.append($0) })
        }
        // The model is the end at once; the screen starts edge-on.
        #expect(close(items[0].frame.width, 8, within: 1e-9))
        #expect(screen.lines == ["", ""])

        MainLoop.main.advance(to: start + 0.5)
        let half = screen.lines[0]
        #expect(half.hasPrefix("aaa") && half.count < 8)
        #expect(screen.lines[1] == "")
        MainLoop.main.advance(to: start + 1.5)
        #expect(screen.lines == ["aaaaaaaa", half])
        MainLoop.main.runUntilIdle()
        #expect(screen.lines == ["aaaaaaaa", "aaaaaaaa"])
        #expect(finished == [true, true])
    }

    @Test func anExplicitTransformAnimationOfAViewsLayerIsDrawn() {
        let item = LetterView("a", frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        let screen = showing(item, width: 10, height: 1)
        let start = CACurrentMediaTime()
        let squeeze = CABasicAnimation(keyPath: "transform")
        squeeze.toValue = NSValue(caTransform3D: CATransform3DMakeScale(0.5, 1, 1))
        squeeze.duration = 1
        item.layer.add(squeeze, forKey: nil)

        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == [" aaaaaa"])
        #expect(item.transform.isIdentity)
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["aaaaaaaa"])
    }

    /// Side-Menu's transform: a turn about the y axis through the layer's left edge, with
    /// perspective.
    private func fold(_ layer: CALayer, angle: CGFloat) -> CATransform3D {
        let offset = layer.bounds.width / 2
        var transform = CATransform3DIdentity
        transform.m34 = -0.002
        transform = CATransform3DTranslate(transform, -offset, 0, 0)
        transform = CATransform3DRotate(transform, angle, 0, 1, 0)
        return CATransform3DTranslate(transform, offset, 0, 0)
    }

}

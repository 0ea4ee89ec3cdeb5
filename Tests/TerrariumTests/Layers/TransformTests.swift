import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `CGAffineTransform`'s arithmetic, and what `UIView.transform` does to drawing, hit-testing,
/// geometry and animation.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TransformTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Arithmetic

    @Test func transformsComposeInCoreGraphicsOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 1, y: 1)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 3, y: 4))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 4, y: 6))
        // translatedBy applies the translation first.
        #expect(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 1, y: 1)) == CGPoint(x: 4, y: 6))
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 3)) == CGPoint(x: 3, y: 4))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!scale.isIdentity)
    }

    @Test func rotationAndInversion() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        // Positive angles turn clockwise on a screen whose y grows downward.
        #expect(CGPoint(x: 1, y: 0).applying(quarter) == CGPoint(x: 0, y: 1))
        let t = CGAffineTransform(scaleX: 2, y: 4).rotated(by: .pi / 2).translatedBy(x: 3, y: -1)
        let back = CGPoint(x: 5, y: 7).applying(t).applying(t.inverted())
        #expect(abs(back.x - 5) < 1e-9 && abs(back.y - 7) < 1e-9)
        #expect(t.concatenating(t.inverted()).a.distance(to: 1) < 1e-9)
        // A transform that cannot be inverted comes back unchanged.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test func rectanglesMapToTheBoundingBoxOfTheirCorners() {
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -4, y: 0, width: 4, height: 4))
        #expect(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)) == CGRect(x: -2, y: 0, width: 2, height: 4))
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2)) == CGSize(width: 4, height: 6))
    }

    // MARK: - Views

    @Test func aTranslationMovesWhatIsDrawnAndWhereTouchesLand() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        let screen = showingLayers([card], width: 8, height: 2)
        let root = card.superview!
        card.transform = CGAffineTransform(translationX: 4, y: 1)

        #expect(screen.lines == ["", "    aaa"])
        #expect(root.hitTest(CGPoint(x: 5, y: 1), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: 1, y: 0), with: nil) === root)
        // bounds and center hold; frame is the transformed box.
        #expect(card.bounds == CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(card.center == CGPoint(x: 1.5, y: 0.5))
        #expect(card.frame == CGRect(x: 4, y: 1, width: 3, height: 1))
        #expect(card.convert(CGPoint.zero, to: root) == CGPoint(x: 4, y: 1))
    }

    @Test func aScaleSizesWhatIsDrawnAboutTheCentre() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 8, height: 4))
        card.backgroundColor = .blue
        let screen = showingLayers([card], width: 8, height: 4)
        let root = card.superview!
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)

        #expect(screen.lines == ["", "  aaaa", "  aaaa", ""])
        #expect(layerBackgrounds(of: screen.canvas) == ["........", "..bbbb..", "..bbbb..", "........"])
        #expect(card.frame == CGRect(x: 2, y: 1, width: 4, height: 2))
        #expect(card.bounds.size == CGSize(width: 8, height: 4))
        #expect(root.hitTest(CGPoint(x: 2, y: 1), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: 1, y: 1), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 6, y: 3), with: nil) === root)
    }

    @Test func subviewsOfAScaledViewScaleWithIt() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 2))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        label.text = "abcdefgh"
        let tail = UIView(frame: CGRect(x: 4, y: 1, width: 4, height: 1))
        card.addSubview(label)
        card.addSubview(tail)
        let screen = showingLayers([card], width: 10, height: 2)
        card.transform = CGAffineTransform(scaleX: 2, y: 1).concatenating(CGAffineTransform(translationX: 4, y: 0))

        #expect(screen.lines.first?.hasPrefix("aabbccdd") == true)
        let root = card.superview!
        // Cell 9 shows the tail's first column but one, at x 4.5 of the card.
        #expect(root.hitTest(CGPoint(x: 9, y: 1), with: nil) === tail)
        #expect(root.hitTest(CGPoint(x: 3, y: 1), with: nil) === card)
        #expect(tail.convert(CGPoint.zero, to: root) == CGPoint(x: 8, y: 1))
        #expect(
            tail.convert(CGRect(x: 0, y: 0, width: 2, height: 1), to: root) == CGRect(x: 8, y: 1, width: 4, height: 1))
    }

    @Test func aNegativeScaleMirrorsCells() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        label.text = "abc"
        let screen = showingLayers([label], width: 3, height: 1)
        label.transform = CGAffineTransform(scaleX: -1, y: 1)

        #expect(screen.lines == ["cba"])
    }

    @Test func aRotatedViewIsDrawnUprightAndFrameIsTheRotatedBox() {
        let label = UILabel(frame: CGRect(x: 2, y: 1, width: 4, height: 2))
        label.text = "abcd"
        label.isUserInteractionEnabled = true
        let screen = showingLayers([label], width: 8, height: 4)
        label.transform = CGAffineTransform(rotationAngle: .pi / 2)

        #expect(screen.lines == ["", "  abcd", "", ""])
        #expect(label.frame == CGRect(x: 3, y: 0, width: 2, height: 4))
        #expect(label.superview!.hitTest(CGPoint(x: 5, y: 2), with: nil) === label)
    }

    @Test func settingTheFrameUnderAScaleResizesTheBoundsToMatch() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 10, y: 10, width: 8, height: 8)

        #expect(view.bounds.size == CGSize(width: 4, height: 4))
        #expect(view.center == CGPoint(x: 14, y: 14))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 8, height: 8))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 12, y: 12, width: 4, height: 4))
    }

    @Test func layerAffineTransformIsTheViewsTransform() {
        let view = UIView(frame: .zero)
        view.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        view.transform = .identity
        #expect(view.layer.affineTransform().isIdentity)
    }

    // MARK: - Animation

    @Test func transformAnimatesLikeFrameAndAlpha() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showingLayers([card], width: 12, height: 1)
        var finished = false
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            card.transform = CGAffineTransform(translationX: 10, y: 0)
        } completion: {
            finished = $0
        }

        #expect(card.transform == CGAffineTransform(translationX: 10, y: 0))
        #expect(screen.lines == ["aa"])
        screen.advance(by: 0.5)
        #expect(screen.lines == ["     aa"])
        #expect(card.layer.presentation()?.affineTransform().tx == 5)
        screen.advance(by: 0.6)
        #expect(screen.lines == ["          aa"])
        #expect(finished)
    }

    @Test func aRotationAnimatesTheShortWayRound() {
        let start = CGAffineTransform(rotationAngle: 0.1)
        let end = CGAffineTransform(rotationAngle: 2 * .pi - 0.1)
        let middle = start._interpolated(to: end, fraction: 0.5)
        #expect(abs(middle.a - 1) < 1e-9)
        #expect(abs(middle.b) < 1e-9)
        let half = CGAffineTransform.identity._interpolated(to: CGAffineTransform(scaleX: 3, y: -1), fraction: 0.5)
        #expect(half == CGAffineTransform(scaleX: 2, y: 0))
    }
}

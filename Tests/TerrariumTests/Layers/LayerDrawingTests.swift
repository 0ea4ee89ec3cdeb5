import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// What a view's layer adds on the headless screen: borders, rounded corners, shadows,
/// masks, and the properties it shares with its view.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct LayerDrawingTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Borders and corners

    @Test func aBorderIsABoxOnTheViewsEdgeCellsInTheBorderColor() {
        let card = UIView(frame: CGRect(x: 1, y: 0, width: 6, height: 3))
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.red.cgColor
        let screen = showingLayers([card], width: 8, height: 4)

        #expect(screen.lines == [" ┌────┐", " │    │", " └────┘", ""])
        #expect(screen.canvas[x: 1, y: 0].foreground == .red)
        #expect(screen.canvas[x: 6, y: 1].foreground == .red)
    }

    @Test func aCornerRadiusGivesABorderedViewRoundedCorners() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 3))
        card.layer.borderWidth = 1
        card.layer.cornerRadius = 8
        let screen = showingLayers([card], width: 5, height: 3)

        #expect(screen.lines == ["╭───╮", "│   │", "╰───╯"])
    }

    @Test func maskedCornersRoundOnlyTheChosenCorners() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 3))
        card.layer.borderWidth = 1
        card.layer.cornerRadius = 2
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let screen = showingLayers([card], width: 5, height: 3)

        #expect(screen.lines == ["╭───╮", "│   │", "└───┘"])
    }

    @Test func aBorderWidthOfTwoDrawsHeavyLines() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 3))
        card.layer.borderWidth = 2
        card.layer.cornerRadius = 4
        let screen = showingLayers([card], width: 4, height: 3)

        #expect(screen.lines == ["┏━━┓", "┃  ┃", "┗━━┛"])
    }

    @Test func aOneRowBorderedViewGetsBarsAtItsEnds() {
        let chip = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        chip.layer.borderWidth = 1
        let label = UILabel(frame: CGRect(x: 2, y: 0, width: 2, height: 1))
        label.text = "OK"
        chip.addSubview(label)
        let screen = showingLayers([chip], width: 6, height: 1)

        #expect(screen.lines == ["│ OK │"])
    }

    @Test func theBorderIsDrawnOverContentAndSubviewsAndKeepsTheirBackground() {
        let card = LetterView("x", frame: CGRect(x: 0, y: 0, width: 4, height: 3))
        card.backgroundColor = .blue
        let inner = LetterView("o", frame: CGRect(x: 0, y: 1, width: 4, height: 1))
        card.addSubview(inner)
        card.layer.borderWidth = 1
        let screen = showingLayers([card], width: 4, height: 3)

        #expect(screen.lines == ["┌──┐", "│oo│", "└──┘"])
        #expect(layerBackgrounds(of: screen.canvas) == ["bbbb", "bbbb", "bbbb"])
    }

    @Test func withoutABorderACornerRadiusLeavesTheBackgroundsCornerCellsUnpainted() {
        let card = UIView(frame: CGRect(x: 1, y: 0, width: 5, height: 3))
        card.backgroundColor = .blue
        card.layer.cornerRadius = 1
        let chip = UIView(frame: CGRect(x: 0, y: 3, width: 2, height: 1))
        chip.backgroundColor = .red
        chip.layer.cornerRadius = 1  // one row tall: nothing to round
        let screen = showingLayers([card, chip], width: 7, height: 4)

        #expect(
            layerBackgrounds(of: screen.canvas) == [
                "..bbb..",
                ".bbbbb.",
                "..bbb..",
                "rr.....",
            ])
    }

    // MARK: - Shadows

    @Test func aShadowDimsTheCellsOnTheSideItsOffsetPointsTo() {
        let card = UIView(frame: CGRect(x: 1, y: 1, width: 3, height: 2))
        card.backgroundColor = .blue
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 2, height: 3)
        let screen = showingLayers([card], width: 6, height: 5)

        #expect(
            dimmedCells(of: screen.canvas) == [
                "......",
                "......",
                "....d.",
                "..ddd.",
                "......",
            ])
        #expect(screen.canvas[x: 2, y: 3].background != nil)
    }

    @Test func theDefaultShadowOffsetCastsUpwardAndAZeroOffsetAllRound() {
        let up = UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 1))
        up.layer.shadowOpacity = 1
        let ring = UIView(frame: CGRect(x: 1, y: 4, width: 2, height: 1))
        ring.layer.shadowOpacity = 1
        ring.layer.shadowOffset = .zero
        let screen = showingLayers([up, ring], width: 5, height: 6)

        #expect(
            dimmedCells(of: screen.canvas) == [
                ".dd..",
                ".....",
                ".....",
                "dddd.",
                "d..d.",
                "dddd.",
            ])
    }

    @Test func noShadowWithoutOpacityOrWhenMasksToBounds() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        plain.layer.shadowOffset = CGSize(width: 0, height: 1)
        let clipped = UIView(frame: CGRect(x: 3, y: 0, width: 2, height: 1))
        clipped.layer.shadowOpacity = 1
        clipped.layer.shadowOffset = CGSize(width: 0, height: 1)
        clipped.layer.masksToBounds = true
        let screen = showingLayers([plain, clipped], width: 6, height: 2)

        #expect(clipped.clipsToBounds)
        #expect(dimmedCells(of: screen.canvas) == ["......", "......"])
    }

    @Test func aShadowPathShapesTheShadow() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 1)
        card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1)).cgPath
        let screen = showingLayers([card], width: 5, height: 2)

        #expect(dimmedCells(of: screen.canvas) == [".....", "dd..."])
    }

    // MARK: - Masks

    @Test func aMaskLayersFrameClipsTheViewAndItsSubviews() {
        let view = LetterView("a", frame: CGRect(x: 1, y: 0, width: 6, height: 2))
        let inner = LetterView("b", frame: CGRect(x: 0, y: 1, width: 6, height: 1))
        view.addSubview(inner)
        let mask = CALayer()
        mask.frame = CGRect(x: 1, y: 0, width: 3, height: 2)
        view.layer.mask = mask
        let screen = showingLayers([view], width: 8, height: 2)

        #expect(screen.lines == ["  aaa", "  bbb"])
    }

    @Test func aShapeLayerMaskClipsToItsPathsBoundingBox() {
        let view = LetterView("a", frame: CGRect(x: 0, y: 0, width: 6, height: 3))
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 1, width: 4, height: 2), cornerRadius: 1).cgPath
        view.layer.mask = mask
        let screen = showingLayers([view], width: 6, height: 3)

        #expect(screen.lines == ["", "aaaa", "aaaa"])
    }

    // MARK: - Properties shared with the view

    @Test func theLayerMirrorsTheViewsGeometryAndAppearance() {
        let view = UIView(frame: CGRect(x: 2, y: 1, width: 6, height: 4))
        let layer = view.layer
        #expect(layer.frame == CGRect(x: 2, y: 1, width: 6, height: 4))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 6, height: 4))
        #expect(layer.position == CGPoint(x: 5, y: 3))
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))

        layer.position = CGPoint(x: 10, y: 10)
        #expect(view.frame == CGRect(x: 7, y: 8, width: 6, height: 4))
        layer.anchorPoint = .zero
        #expect(layer.position == CGPoint(x: 10, y: 10))
        #expect(view.frame.origin == CGPoint(x: 10, y: 10))

        layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.alpha = 0.25
        #expect(layer.opacity == 0.25)
        layer.backgroundColor = UIColor.red.cgColor
        #expect(view.backgroundColor == .red)
        view.backgroundColor = nil
        #expect(layer.backgroundColor == nil)
        layer.isHidden = true
        #expect(view.isHidden)
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        #expect(layer.superlayer == nil)
        #expect(view.layer === layer)
    }

    @Test func aSubviewsLayerHasTheSuperviewsLayerAsSuperlayer() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        #expect(child.layer.superlayer === parent.layer)
        #expect(parent.layer.sublayers?.count == 1)
        #expect(parent.layer.sublayers?.first === child.layer)
        child.layer.removeFromSuperlayer()
        #expect(child.superview == nil)
    }

    @Test func colorsRoundTripThroughCGColor() {
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.75)
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(color.cgColor.alpha == 0.75)
        #expect(color.cgColor.components == [1, 0.5, 0, 0.75])
        #expect(UIColor.black.cgColor == CGColor.black)
        #expect(CGColor(gray: 0.5, alpha: 1).numberOfComponents == 2)
    }

    @Test func setNeedsDisplayOnTheLayerRedrawsTheView() {
        let view = LetterView("z", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showingLayers([view], width: 2, height: 1)
        let before = view._drawCount
        view.layer.setNeedsDisplay()
        screen.runUntilIdle()
        _ = screen.canvas
        #expect(view._drawCount == before + 1)
    }

    // MARK: - zPosition

    @Test func zPositionOrdersSiblingsWhenDrawingAndHitTesting() {
        let back = LetterView("a", frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        let front = LetterView("b", frame: CGRect(x: 1, y: 0, width: 3, height: 1))
        let screen = showingLayers([back, front], width: 4, height: 1)
        #expect(screen.lines == ["abbb"])

        back.layer.zPosition = 1
        #expect(screen.lines == ["aaab"])
        let root = back.superview!
        #expect(root.hitTest(CGPoint(x: 1, y: 0), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 3, y: 0), with: nil) === front)
    }

    // MARK: - Visibility

    @Test func aHiddenOrTransparentViewDrawsNoBorder() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        card.layer.borderWidth = 1
        card.alpha = 0.4
        let screen = showingLayers([card], width: 3, height: 2)
        #expect(screen.lines == ["", ""])
        card.alpha = 1
        card.layer.isHidden = true
        #expect(screen.lines == ["", ""])
    }
}

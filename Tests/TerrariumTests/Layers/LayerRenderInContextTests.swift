import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `CALayer.render(in:)`: a layer drawn into a context of cells, a gradient's colours
/// included; and a mask whose path animates, as Side-Menu's circular reveal.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct LayerRenderInContextTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func aGradientLayerRendersItsColoursIntoAnImage() {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 1)).image { context in
            gradient.render(in: context.cgContext)
        }
        let cells = image.cells!
        let first = cells[x: 0, y: 0].background!.rgba, last = cells[x: 3, y: 0].background!.rgba
        #expect(first.red > 0.8 && first.blue < 0.2)
        #expect(last.blue > 0.8 && last.red < 0.2)
    }

    @Test func aViewsLayerRendersTheViewAndItsSubviews() {
        let card = UIView(frame: CGRect(x: 5, y: 5, width: 4, height: 3))
        card.layer.borderWidth = 1
        card.addSubview(LetterView("x", frame: CGRect(x: 1, y: 1, width: 2, height: 1)))
        _ = showing(card, width: 12, height: 8)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            card.layer.render(in: context.cgContext)
        }
        #expect(image.cells!.lines == ["┌──┐", "│xx│", "└──┘"])
    }

    @Test func aMasksAnimatedPathRevealsTheLayer() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 8, height: 4))
        let screen = showing(card, width: 8, height: 4)
        let mask = CAShapeLayer()
        let small = CGPath(ellipseIn: CGRect(x: 3, y: 1, width: 2, height: 2), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: -4, y: -2, width: 16, height: 8), transform: nil)
        mask.path = large
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = small
        reveal.toValue = large
        reveal.duration = 1
        card.layer.mask = mask
        mask.frame = card.layer.bounds
        let start = CACurrentMediaTime()
        mask.add(reveal, forKey: "reveal")

        MainLoop.main.advance(to: start)
        #expect(screen.lines == ["", "   aa", "   aa", ""])
        // A quarter of the way the ellipse's radii are 2.75 and 1.75: its box covers these cells.
        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == Array(repeating: " aaaaaa", count: 4))
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == Array(repeating: "aaaaaaaa", count: 4))
    }
}

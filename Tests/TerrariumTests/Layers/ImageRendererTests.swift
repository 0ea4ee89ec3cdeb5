import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Images drawn in cells with `UIGraphicsImageRenderer` and the image-context functions, and
/// Core Graphics' path calls on the drawing context.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ImageRendererTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func aRendererDrawsAnImageOfCellsThatAnImageViewShows() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 3))
        let badge = renderer.image { context in
            UIColor.red.setStroke()
            UIBezierPath(roundedRect: context.format.bounds, cornerRadius: 1).stroke()
            context.cgContext.draw("OK", at: CGPoint(x: 2, y: 1))
        }
        #expect(badge.size == CGSize(width: 6, height: 3))
        #expect(badge.cells?.lines == ["╭────╮", "│ OK │", "╰────╯"])
        #expect(UIGraphicsGetCurrentContext() == nil)

        let imageView = UIImageView(image: badge)
        imageView.frame.origin = CGPoint(x: 1, y: 0)
        #expect(imageView.frame.size == CGSize(width: 6, height: 3))
        let screen = showingLayers([imageView], width: 8, height: 3)
        #expect(screen.lines == [" ╭────╮", " │ OK │", " ╰────╯"])
        #expect(screen.canvas[x: 1, y: 0].foreground == .red)
    }

    @Test func theRendererContextFillsAndStrokesRectangles() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.stroke(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        let cells = image.cells!
        #expect(cells.lines == ["  ┌┐", "  └┘"])
        #expect(layerBackgrounds(of: cells) == ["bb..", "bb.."])
    }

    @Test func imageContextFunctionsCaptureWhatIsDrawnBetweenThem() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 1), false, 0)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 1, y: 0, width: 2, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()

        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.map { layerBackgrounds(of: $0.cells!) } == [".gg"])
    }

    @Test func coreGraphicsPathCallsDrawCells() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 7, height: 3)).image { context in
            let cg = context.cgContext
            cg.setStrokeColor(UIColor.red.cgColor)
            cg.setLineWidth(2)
            cg.move(to: CGPoint(x: 0, y: 1))
            cg.addLine(to: CGPoint(x: 3, y: 1))
            cg.strokePath()
            cg.saveGState()
            cg.setLineWidth(1)
            cg.strokeEllipse(in: CGRect(x: 3, y: 0, width: 4, height: 3))
            cg.restoreGState()
            cg.setFillColor(UIColor.blue.cgColor)
            cg.addRect(CGRect(x: 0, y: 2, width: 2, height: 1))
            cg.fillPath()
        }
        let cells = image.cells!
        #expect(cells.lines == ["   ╭──╮", "━━━│  │", "   ╰──╯"])
        #expect(layerBackgrounds(of: cells)[2] == "bb.....")
    }

    @Test func anImageDrawsItselfInTheCurrentContext() {
        // One pixel wide, two tall: red over blue, scaled to fill three cells of one row.
        let bitmap = UIImage(bitmap: PNGDecoder.Bitmap(width: 1, height: 2, rgba: [255, 0, 0, 255, 0, 0, 255, 255]))
        let star = UIImage(systemName: "star.fill")!
        let badge = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
            context.cgContext.draw("OK", at: .zero)
        }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 2)).image { _ in
            bitmap.draw(in: CGRect(x: 0, y: 0, width: 3, height: 1))
            star.draw(at: CGPoint(x: 4, y: 0))
            badge.draw(at: CGPoint(x: 6, y: 1))
            badge.draw(in: CGRect(x: 0, y: 1, width: 1, height: 1))  // cut to its one cell
        }
        let cells = image.cells!
        #expect(cells.lines == ["▀▀▀ ★   ", "O     OK"])
        #expect(cells[x: 0, y: 0].foreground == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(cells[x: 2, y: 0].background == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(cells[x: 4, y: 0].foreground == .label)
    }

    @Test func anImageDrawnInAViewsDrawMethodLandsOnTheScreen() {
        let view = _ImageDrawingView(image: UIImage(systemName: "heart.fill")!.withTintColor(.red))
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
        let screen = showingLayers([view], width: 4, height: 1)
        #expect(screen.lines == ["  ♥"])  // a wide glyph: two cells
        #expect(screen.canvas[x: 2, y: 0].foreground == .red)
    }

    @Test func outsideADrawingContextAnImageDrawsNothing() {
        UIImage(systemName: "star")!.draw(at: .zero)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

/// A view that draws an image two columns in.
private final class _ImageDrawingView: UIView {
    let image: UIImage
    init(image: UIImage) {
        self.image = image
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func draw(_ rect: CGRect) {
        image.draw(at: CGPoint(x: 2, y: 0))
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Paths in cells: shape layers' strokes as box-drawing lines and fills by cell coverage,
/// sublayers among subviews, and `UIBezierPath` drawn inside `draw(_:)`.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ShapeLayerTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    /// A screen with a host view filling it, `layers` added to the host's layer.
    private func screen(_ layers: [CALayer], width: Int, height: Int) -> (HeadlessScreen, UIView) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        for layer in layers { host.layer.addSublayer(layer) }
        return (showingLayers([host], width: width, height: height), host)
    }

    private func shape(_ path: UIBezierPath, stroke: UIColor? = .red, fill: UIColor? = nil) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = path.cgPath
        layer.strokeColor = stroke?.cgColor
        layer.fillColor = fill?.cgColor
        return layer
    }

    // MARK: - Strokes

    @Test func aRectanglesStrokeIsABoxOnItsEdgeCells() {
        let (screen, _) = self.screen(
            [shape(UIBezierPath(rect: CGRect(x: 1, y: 0, width: 6, height: 3)))], width: 8, height: 3)

        #expect(screen.lines == [" ┌────┐", " │    │", " └────┘"])
        #expect(screen.canvas[x: 1, y: 0].foreground == .red)
    }

    @Test func aRoundedRectanglesStrokeHasRoundedCorners() {
        let (screen, _) = self.screen(
            [shape(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 6, height: 3), cornerRadius: 1))],
            width: 6, height: 3)

        #expect(screen.lines == ["╭────╮", "│    │", "╰────╯"])
    }

    @Test func horizontalAndVerticalLinesAreBoxDrawingRunsThatJoin() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 1))
        path.addLine(to: CGPoint(x: 7, y: 1))
        path.move(to: CGPoint(x: 3, y: 0))
        path.addLine(to: CGPoint(x: 3, y: 3))
        let (screen, _) = self.screen([shape(path)], width: 8, height: 3)

        #expect(screen.lines == ["   │", "───┼───", "   │"])
    }

    @Test func aLineFromZeroToTenCoversTenCells() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        let (screen, _) = self.screen([shape(path)], width: 12, height: 1)

        #expect(screen.lines == ["──────────"])
    }

    @Test func aDiagonalIsAStaircase() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 4, y: 3))
        let (screen, _) = self.screen([shape(path)], width: 5, height: 3)

        #expect(screen.lines == ["─┐", " └┐", "  └─"])
    }

    @Test func anOvalsStrokeIsRounded() {
        let (screen, _) = self.screen(
            [shape(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 5)))], width: 10, height: 5)

        #expect(screen.lines == [" ╭──────╮", "╭╯      ╰╮", "│        │", "╰╮      ╭╯", " ╰──────╯"])
    }

    @Test func aLineWidthOfTwoDrawsHeavyLines() {
        let layer = shape(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 3, height: 2)))
        layer.lineWidth = 2
        let (screen, _) = self.screen([layer], width: 3, height: 2)

        #expect(screen.lines == ["┏━┓", "┗━┛"])
    }

    @Test func strokeStartAndEndTrimTheStrokeByLength() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        let layer = shape(path)
        layer.strokeEnd = 0.5
        let (screen, _) = self.screen([layer], width: 10, height: 1)
        #expect(screen.lines == ["─────"])

        layer.strokeStart = 0.2
        layer.strokeEnd = 0.6
        #expect(screen.lines == ["  ────"])
    }

    // MARK: - Fills

    @Test func aFillPaintsTheCellsWhoseCentresAreInside() {
        let (screen, _) = self.screen(
            [shape(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 4)), stroke: nil, fill: .blue)],
            width: 8, height: 4)

        #expect(screen.lines == ["", "", "", ""])
        #expect(layerBackgrounds(of: screen.canvas) == [".bbbbbb.", "bbbbbbbb", "bbbbbbbb", ".bbbbbb."])
    }

    @Test func theDefaultFillIsBlackAndTheStrokeGoesOverTheFill() {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 3, height: 2)).cgPath
        #expect(layer.fillColor == CGColor.black)
        #expect(layer.strokeColor == nil)
        layer.fillColor = UIColor.green.cgColor
        layer.strokeColor = UIColor.red.cgColor
        let (screen, _) = self.screen([layer], width: 3, height: 2)

        #expect(screen.lines == ["┌─┐", "└─┘"])
        #expect(layerBackgrounds(of: screen.canvas) == ["ggg", "ggg"])
    }

    @Test func theEvenOddRuleLeavesAHole() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 3))
        path.append(UIBezierPath(rect: CGRect(x: 1, y: 1, width: 3, height: 1)))
        let layer = shape(path, stroke: nil, fill: .blue)
        layer.fillRule = .evenOdd
        let (screen, _) = self.screen([layer], width: 5, height: 3)

        #expect(layerBackgrounds(of: screen.canvas) == ["bbbbb", "b...b", "bbbbb"])
    }

    // MARK: - Plain layers and order

    @Test func aPlainLayerDrawsItsBackgroundAndBorderAtItsFrame() {
        let box = CALayer()
        box.frame = CGRect(x: 1, y: 1, width: 4, height: 2)
        box.backgroundColor = UIColor.blue.cgColor
        let outline = CALayer()
        outline.frame = CGRect(x: 6, y: 0, width: 3, height: 3)
        outline.borderWidth = 1
        let (screen, _) = self.screen([box, outline], width: 9, height: 3)

        #expect(screen.lines == ["      ┌─┐", "      │ │", "      └─┘"])
        #expect(layerBackgrounds(of: screen.canvas) == [".........", ".bbbb....", ".bbbb...."])
    }

    @Test func aSublayersPathIsInItsOwnCoordinates() {
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 3, y: 0))
        let layer = shape(line)
        layer.frame = CGRect(x: 2, y: 1, width: 3, height: 1)
        let (screen, _) = self.screen([layer], width: 6, height: 2)

        #expect(screen.lines == ["", "  ───"])
    }

    @Test func anAddedSublayerIsAboveEarlierSubviewsAndBelowLaterOnes() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        let early = LetterView("e", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        host.addSubview(early)
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 6, y: 0))
        let layer = shape(line)
        host.layer.addSublayer(layer)
        let late = LetterView("l", frame: CGRect(x: 4, y: 0, width: 2, height: 1))
        host.addSubview(late)
        let screen = showingLayers([host], width: 6, height: 1)

        #expect(screen.lines == ["────ll"])
        #expect(host.layer.sublayers?.map { $0 === layer } == [false, true, false])
        #expect(host.layer.sublayers?.first === early.layer)

        layer.removeFromSuperlayer()
        #expect(screen.lines == ["ee  ll"])
        host.layer.insertSublayer(layer, at: 0)
        #expect(screen.lines == ["ee──ll"])
        #expect(host.layer.sublayers?.first === layer)
        #expect(layer.superlayer === host.layer)
    }

    @Test func aHiddenOrTransparentSublayerDrawsNothing() {
        let box = CALayer()
        box.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        box.backgroundColor = UIColor.red.cgColor
        let (screen, _) = self.screen([box], width: 2, height: 1)
        #expect(layerBackgrounds(of: screen.canvas) == ["rr"])
        box.isHidden = true
        #expect(layerBackgrounds(of: screen.canvas) == [".."])
        box.isHidden = false
        box.opacity = 0
        #expect(layerBackgrounds(of: screen.canvas) == [".."])
    }

    @Test func aViewWhoseLayerClassIsAShapeLayerDrawsItsPath() {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        let screen = showingLayers([ring], width: 4, height: 2)

        #expect(ring.layer is CAShapeLayer)
        #expect(screen.lines == ["╭──╮", "╰──╯"])
    }

    // MARK: - Gradients

    @Test func aGradientColoursEachCellByItsCentre() {
        let fade = CAGradientLayer()
        fade.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        fade.frame = CGRect(x: 1, y: 0, width: 2, height: 1)
        let (screen, _) = self.screen([fade], width: 4, height: 1)
        let canvas = screen.canvas

        #expect(canvas[x: 0, y: 0].background == nil)
        #expect(canvas[x: 1, y: 0].background == UIColor(red: 0.75, green: 0, blue: 0.25, alpha: 1))
        #expect(canvas[x: 2, y: 0].background == UIColor(red: 0.25, green: 0, blue: 0.75, alpha: 1))
        #expect(canvas[x: 3, y: 0].background == nil)
    }

    @Test func aViewWhoseLayerClassIsAGradientLayerFillsItsBounds() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 1, height: 2))
        (view.layer as! CAGradientLayer).colors = [UIColor.green.cgColor, UIColor.green.cgColor]
        let screen = showingLayers([view], width: 1, height: 2)

        #expect(layerBackgrounds(of: screen.canvas) == ["g", "g"])
    }

    // MARK: - Paths

    @Test func bezierPathBoundsAndContainment() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(oval.contains(CGPoint(x: 5, y: 2)))
        #expect(!oval.contains(CGPoint(x: 0.2, y: 0.2)))

        let arc = UIBezierPath(
            arcCenter: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: .pi, clockwise: true)
        // Clockwise on screen from angle 0 to π passes below the centre.
        #expect(abs(arc.bounds.maxY - 7) < 0.01)
        #expect(abs(arc.bounds.minY - 5) < 0.01)

        let curve = UIBezierPath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 4, y: 0), controlPoint1: CGPoint(x: 0, y: 4), controlPoint2: CGPoint(x: 4, y: 4))
        #expect(abs(curve.bounds.maxY - 3) < 0.01)
        #expect(curve.currentPoint == CGPoint(x: 4, y: 0))
    }

    @Test func fillAndStrokeDrawInsideDraw() {
        let view = PathView(frame: CGRect(x: 1, y: 0, width: 5, height: 3))
        let screen = showingLayers([view], width: 7, height: 3)

        #expect(screen.lines == [" ┌───┐", " │   │", " └───┘"])
        #expect(screen.canvas[x: 1, y: 0].foreground == .red)
        #expect(layerBackgrounds(of: screen.canvas) == [".bbbbb.", ".bbbbb.", ".bbbbb."])
    }

    @Test func cgMutablePathBuildsTheSameShapes() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(path.contains(CGPoint(x: 1, y: 1)))
        #expect(!path.contains(CGPoint(x: 5, y: 1)))
        let moved = CGAffineTransform(translationX: 10, y: 0)
        let copy = withUnsafePointer(to: moved) { path.copy(using: $0) }
        #expect(copy?.boundingBox == CGRect(x: 10, y: 0, width: 4, height: 2))
        #expect(UIBezierPath(cgPath: path).bounds == path.boundingBox)
    }
}

/// A view whose layer is a shape layer showing an oval.
@MainActor
private final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    override func layoutSubviews() {
        super.layoutSubviews()
        let shape = layer as! CAShapeLayer
        shape.path = UIBezierPath(roundedRect: bounds, cornerRadius: 1).cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
    }
}

/// A view whose layer is a gradient layer.
@MainActor
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// A view that fills and strokes its bounds with a path in `draw(_:)`.
@MainActor
private final class PathView: UIView {
    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(rect: bounds)
        UIColor.blue.setFill()
        path.fill()
        UIColor.red.setStroke()
        path.stroke()
    }
}

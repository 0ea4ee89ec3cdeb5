import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A headless screen showing `views` in a plain controller's root view.
@MainActor
func showingLayers(_ views: [UIView], width: Int, height: Int) -> HeadlessScreen {
    let screen = HeadlessScreen(width: width, height: height)
    let controller = UIViewController()
    views.forEach(controller.view.addSubview)
    screen.show(controller)
    return screen
}

/// The canvas's backgrounds as a picture: `.` for none, `r`, `g`, `b` for red, green, blue,
/// `?` for any other colour.
func layerBackgrounds(of canvas: Canvas) -> [String] {
    (0..<canvas.height).map { y in
        String(
            (0..<canvas.width).map { x -> Character in
                switch canvas[x: x, y: y].background {
                case nil: "."
                case UIColor.red: "r"
                case UIColor.green: "g"
                case UIColor.blue: "b"
                default: "?"
                }
            })
    }
}

/// Which cells are dimmed, as a picture: `d` for dimmed, `.` otherwise.
func dimmedCells(of canvas: Canvas) -> [String] {
    (0..<canvas.height).map { y in
        String((0..<canvas.width).map { x -> Character in canvas[x: x, y: y].attributes.contains(.dim) ? "d" : "." })
    }
}

/// A view that fills its bounds with one character, to see what covers it.
@MainActor
final class LetterView: UIView {
    let character: Character

    init(_ character: Character, frame: CGRect) {
        self.character = character
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("created in code")
    }

    override func draw(_ rect: CGRect) {
        let row = String(repeating: character, count: Int(rect.width))
        for y in 0..<Int(rect.height) {
            UIGraphicsGetCurrentContext()?.draw(row, at: CGPoint(x: rect.minX, y: rect.minY + CGFloat(y)))
        }
    }
}

import Foundation
import TerrariumTesting

@testable import Terrarium

// Fixtures the animation suites share (UIView.animate, property animators, keyframes): a
// screen showing blocks drawn as `#`, so a test reads a block's presented place off the lines.

/// A 12×1 screen showing one 2×1 block drawn as `##` at the left edge.
@MainActor
func showingBlock() -> (HeadlessScreen, UIView) {
    let screen = HeadlessScreen(width: 12, height: 1)
    let block = BlockView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
    let controller = UIViewController()
    controller.view.addSubview(block)
    screen.show(controller)
    return (screen, block)
}

/// A 12×2 screen showing two 2×1 blocks drawn as `##` at the left edge, one per row.
@MainActor
func showingTwoBlocks() -> (HeadlessScreen, UIView, UIView) {
    let screen = HeadlessScreen(width: 12, height: 2)
    let first = BlockView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
    let second = BlockView(frame: CGRect(x: 0, y: 1, width: 2, height: 1))
    let controller = UIViewController()
    controller.view.addSubview(first)
    controller.view.addSubview(second)
    screen.show(controller)
    return (screen, first, second)
}

/// A view that fills its bounds with `#`.
@MainActor
final class BlockView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for y in 0..<Int(rect.height) {
            context.draw(String(repeating: "#", count: Int(rect.width)), at: CGPoint(x: rect.minX, y: CGFloat(y)))
        }
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A button draws its title where its content alignments put it.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ContentAlignmentTests {
    private func drawButton(
        horizontal: UIControl.ContentHorizontalAlignment, vertical: UIControl.ContentVerticalAlignment = .center
    ) -> [String] {
        let screen = HeadlessScreen(width: 10, height: 3)
        let controller = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 3)
        button.contentHorizontalAlignment = horizontal
        button.contentVerticalAlignment = vertical
        controller.view.addSubview(button)
        screen.show(controller)
        return screen.canvas.lines
    }

    @Test func titlesAreCentredByDefault() {
        #expect(drawButton(horizontal: .center) == ["          ", "    OK    ", "          "])
        #expect(UIButton().contentHorizontalAlignment == .center)
        #expect(UIButton().contentVerticalAlignment == .center)
    }

    @Test func leadingAndLeftAlignAgainstTheLeftEdge() {
        #expect(drawButton(horizontal: .left)[1] == "OK        ")
        #expect(drawButton(horizontal: .leading)[1] == "OK        ")
    }

    @Test func trailingAndRightAlignAgainstTheRightEdge() {
        #expect(drawButton(horizontal: .right)[1] == "        OK")
        let button = UIButton()
        button.contentHorizontalAlignment = .trailing
        #expect(button.effectiveContentHorizontalAlignment == .right)
    }

    @Test func topAndBottomPutTheRowAtTheEdges() {
        #expect(drawButton(horizontal: .left, vertical: .top) == ["OK        ", "          ", "          "])
        #expect(drawButton(horizontal: .right, vertical: .bottom) == ["          ", "          ", "        OK"])
    }
}

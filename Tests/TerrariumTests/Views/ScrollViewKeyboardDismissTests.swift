import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `keyboardDismissMode`: a drag of the content ends text editing when asked to.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ScrollViewKeyboardDismissTests {
    /// A field above a scroll view of 30 rows, the field editing.
    private func makeScreen(mode: UIScrollView.KeyboardDismissMode) -> (HeadlessScreen, UITextField) {
        let screen = HeadlessScreen(width: 20, height: 8)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 2, width: 20, height: 5))
        scrollView.contentSize = CGSize(width: 20, height: 30)
        scrollView.keyboardDismissMode = mode
        controller.view.addSubview(field)
        controller.view.addSubview(scrollView)
        screen.show(controller)
        field.becomeFirstResponder()
        return (screen, field)
    }

    @Test func onDragEndsEditingWhenADragBegins() {
        let (screen, field) = makeScreen(mode: .onDrag)
        screen.drag(from: CGPoint(x: 5, y: 5), through: [CGPoint(x: 5, y: 4), CGPoint(x: 5, y: 3)])
        #expect(!field.isFirstResponder)
    }

    @Test func noneAndTheInteractiveModesLeaveEditingAlone() {
        for mode in [UIScrollView.KeyboardDismissMode.none, .interactive, .interactiveWithAccessory] {
            let (screen, field) = makeScreen(mode: mode)
            screen.drag(from: CGPoint(x: 5, y: 5), through: [CGPoint(x: 5, y: 4), CGPoint(x: 5, y: 3)])
            #expect(field.isFirstResponder, "\(mode)")
        }
        #expect(UIScrollView().keyboardDismissMode == .none)
    }

    @Test func theWheelDoesNotEndEditing() {
        let (screen, field) = makeScreen(mode: .onDrag)
        screen.eventDispatcher.sendScroll(at: CGPoint(x: 5, y: 4), deltaY: 3)
        screen.runUntilIdle()
        #expect(field.isFirstResponder)
    }
}

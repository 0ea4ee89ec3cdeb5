import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIView.perform(_:on:options:animations:completion:)`: the delete animation fades views out,
/// then removes them.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct SystemAnimationTests {
    @Test func deleteFadesTheViewsThenRemovesThem() {
        let screen = HeadlessScreen(width: 10, height: 2)
        let controller = UIViewController()
        let toast = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let other = UIView(frame: CGRect(x: 0, y: 1, width: 4, height: 1))
        controller.view.addSubview(toast)
        controller.view.addSubview(other)
        screen.show(controller)
        var finished: Bool?
        var ranAlongside = false

        UIView.perform(.delete, on: [toast], options: [], animations: { ranAlongside = true }) { done in
            finished = done
        }
        #expect(ranAlongside)
        #expect(toast.superview === controller.view, "still there while it fades")
        screen.advance(by: 0.125)
        #expect(toast.alpha == 0)
        screen.runUntilIdle()
        #expect(toast.superview == nil)
        #expect(other.superview === controller.view)
        #expect(finished == true)
    }
}

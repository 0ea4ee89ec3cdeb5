import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIVisualEffectView` as a dimmed backdrop, and `CATransaction` without implicit animations.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct VisualEffectAndTransactionTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func aBlurDimsWhatIsBeneathAndDrawsItsContentAsIs() {
        let behind = LetterView("x", frame: CGRect(x: 0, y: 0, width: 6, height: 2))
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 1, y: 0, width: 4, height: 2)
        let label = UILabel(frame: CGRect(x: 0, y: 1, width: 2, height: 1))
        label.text = "hi"
        blur.contentView.addSubview(label)
        let screen = showingLayers([behind, blur], width: 6, height: 2)

        #expect(screen.lines == ["xxxxxx", "xhixxx"])
        #expect(dimmedCells(of: screen.canvas) == [".dddd.", "...dd."])
        #expect(blur.contentView.frame == blur.bounds)
    }

    @Test func vibrancyAndNoEffectDrawNothingOfTheirOwn() {
        let behind = LetterView("x", frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let vibrancy = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label))
        vibrancy.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        let none = UIVisualEffectView(effect: nil)
        none.frame = CGRect(x: 2, y: 0, width: 2, height: 1)
        let screen = showingLayers([behind, vibrancy, none], width: 4, height: 1)
        #expect(dimmedCells(of: screen.canvas) == ["...."])

        none.effect = UIBlurEffect(style: .light)
        #expect(dimmedCells(of: screen.canvas) == ["..dd"])
    }

    @Test func layerChangesShowAtOnceWhateverTheTransactionSays() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        let screen = showingLayers([card], width: 3, height: 2)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        card.layer.borderWidth = 1
        #expect(screen.lines == ["┌─┐", "└─┘"])
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
    }

    @Test func aTransactionsCompletionRunsWhenItsAnimationsEnd() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        let screen = showingLayers([card], width: 10, height: 2)
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        UIView.animate(withDuration: 1) { card.frame.origin.x = 5 }
        CATransaction.commit()
        #expect(!completed)

        screen.advance(by: 0.5)
        #expect(!completed)
        screen.advance(by: 0.6)
        #expect(completed)
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIView.transition(with:…)` and `UIView.transition(from:to:…)`: the change applies at
/// once, the screen shows the old content until half-way, and the completion runs at the end.
///
/// The clock is shared and only moves forward, so each test measures from its own start.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ViewTransitionTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func aCrossDissolveChangesTheModelAtOnceAndTheScreenHalfWay() {
        let (screen, word) = showingWord("old")
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.transition(with: word, duration: 1, options: [.transitionCrossDissolve]) {
            word.text = "new"
        } completion: { results.append($0) }

        #expect(word.text == "new")
        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == ["old"])
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["new"])
        #expect(results.isEmpty)
        MainLoop.main.advance(to: start + 1)
        #expect(results == [true])
        screen.runUntilIdle()
    }

    @Test func flipsAndCurlsAreDrawnAsTheSameHalfWaySwap() {
        for option in [UIView.AnimationOptions.transitionFlipFromLeft, .transitionCurlUp, .transitionFlipFromBottom] {
            let (screen, word) = showingWord("old")
            let start = MainLoop.main.now
            UIView.transition(with: word, duration: 1, options: [option], animations: { word.text = "new" })

            MainLoop.main.advance(to: start + 0.4)
            #expect(screen.lines == ["old"])
            MainLoop.main.advance(to: start + 0.6)
            #expect(screen.lines == ["new"])
            screen.runUntilIdle()
        }
    }

    @Test func withoutATransitionEffectTheNewContentShowsAtOnce() {
        let (screen, word) = showingWord("old")
        var results: [Bool] = []

        UIView.transition(with: word, duration: 1, options: [], animations: { word.text = "new" }) {
            results.append($0)
        }

        MainLoop.main.runTurn()
        #expect(screen.lines == ["new"])
        #expect(results.isEmpty)
        screen.runUntilIdle()
        #expect(results == [true])
    }

    @Test func aZeroDurationTransitionCompletesInTheNextTurn() {
        let (screen, word) = showingWord("old")
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.transition(with: word, duration: 0, options: [.transitionCrossDissolve]) {
            word.text = "new"
        } completion: { results.append($0) }

        #expect(results.isEmpty)
        screen.runUntilIdle()
        #expect(results == [true])
        #expect(screen.lines == ["new"])
        #expect(MainLoop.main.now == start)
    }

    @Test func aTransitionReplacedByAnotherOnTheSameViewCompletesWithFalse() {
        let (screen, word) = showingWord("one")
        let start = MainLoop.main.now
        var completions: [String] = []

        UIView.transition(with: word, duration: 1, options: [.transitionCrossDissolve]) {
            word.text = "two"
        } completion: { completions.append("first \($0)") }
        MainLoop.main.advance(to: start + 0.25)
        UIView.transition(with: word, duration: 1, options: [.transitionCrossDissolve]) {
            word.text = "six"
        } completion: { completions.append("second \($0)") }

        MainLoop.main.runTurn()
        #expect(completions == ["first false"])
        // The second starts from what the first showed.
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["one"])
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == ["six"])
        MainLoop.main.advance(to: start + 1.25)
        #expect(completions == ["first false", "second true"])
        screen.runUntilIdle()
    }

    @Test func allowAnimatedContentAnimatesTheChangesInTheBlock() {
        let (screen, word) = showingWord("abc")
        let start = MainLoop.main.now

        UIView.transition(with: word, duration: 1, options: [.allowAnimatedContent, .curveLinear]) {
            word.frame.origin.x = 8
        }

        MainLoop.main.advance(to: start + 0.5)
        #expect(abs(word._presentationFrame.minX - 4) < 0.001)
        screen.runUntilIdle()
        #expect(word._presentationFrame.minX == 8)
    }

    @Test func withoutAllowAnimatedContentChangesInTheBlockDoNotAnimate() {
        let (screen, word) = showingWord("abc")

        UIView.transition(with: word, duration: 1, options: [.curveLinear]) {
            word.frame.origin.x = 8
        }

        MainLoop.main.runTurn()
        #expect(word._presentationFrame.minX == 8)
        screen.runUntilIdle()
    }

    // MARK: - From one view to another

    @Test func transitionFromToReplacesTheViewAtOnceAndShowsItHalfWay() {
        let (screen, old) = showingWord("old")
        let container = old.superview!
        let new = Word(text: "new", frame: old.frame)
        let sibling = UIView()
        container.addSubview(sibling)
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.transition(from: old, to: new, duration: 1, options: [.transitionCrossDissolve]) {
            results.append($0)
        }

        #expect(old.superview == nil)
        #expect(new.superview === container)
        // In the old view's place, below the sibling added after it.
        #expect(container.subviews.firstIndex { $0 === new } == 0)
        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == ["old"])
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == ["new"])
        MainLoop.main.advance(to: start + 1)
        #expect(results == [true])
        screen.runUntilIdle()
    }

    @Test func showHideTransitionViewsHidesAndShowsInsteadOfRemoving() {
        let (screen, old) = showingWord("old")
        let container = old.superview!
        let new = Word(text: "new", frame: old.frame)
        new.isHidden = true
        container.addSubview(new)
        var results: [Bool] = []

        UIView.transition(from: old, to: new, duration: 1, options: [.showHideTransitionViews]) {
            results.append($0)
        }

        #expect(old.superview === container)
        #expect(old.isHidden)
        #expect(!new.isHidden)
        screen.runUntilIdle()
        #expect(results == [true])
        #expect(screen.lines == ["new"])
    }
}

// MARK: - Fixtures

/// A 12×1 screen showing a 3×1 word at the left edge.
@MainActor
private func showingWord(_ text: String) -> (HeadlessScreen, Word) {
    let screen = HeadlessScreen(width: 12, height: 1)
    let word = Word(text: text, frame: CGRect(x: 0, y: 0, width: 3, height: 1))
    let controller = UIViewController()
    controller.view.addSubview(word)
    screen.show(controller)
    return (screen, word)
}

/// A view that draws its text.
private final class Word: UIView {
    var text: String {
        didSet { setNeedsDisplay() }
    }

    init(text: String, frame: CGRect) {
        self.text = text
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(text, at: rect.origin)
    }
}

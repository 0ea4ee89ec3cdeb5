import Foundation
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

/// The demo's Transitions tab, headless, with input entered where the terminal enters it:
/// the custom push animator, the drawer's edge drag and the custom presentation controller.
@MainActor
@Suite(.isolatedUI) struct TransitionsDemoTests {
    private func show() -> (HeadlessScreen, TransitionsDemoViewController) {
        let screen = HeadlessScreen(width: 100, height: 20)
        let demo = TransitionsDemoViewController()
        screen.show(demo)
        return (screen, demo)
    }

    private func row(of text: String, in screen: HeadlessScreen) -> Int? {
        screen.lines.firstIndex { $0.contains(text) }
    }

    @Test func enterPushesWithTheDropInAnimatorThatStartsAboveTheFinalFrame() throws {
        let (screen, _) = show()
        let restingRow = try #require(row(of: "Enter: push", in: screen))
        // The key goes in where the terminal puts it; no turn runs yet.
        screen.eventDispatcher.sendPress(try #require(UIKey(name: "enter")))
        screen.advance(by: 0)  // the push starts in the next turn's layout pass, as in UIKit
        screen.advance(by: 0.2)
        // The new page covers the old one, its lines above where they rest (the slide would
        // keep them on their rows).
        let midRow = try #require(row(of: "Enter: push", in: screen), "\(screen.text)")
        #expect(midRow < restingRow, "dropping in from the top:\n\(screen.text)")
        #expect(!screen.text.contains("Page 1 of the stack."))
        screen.runUntilIdle()
        #expect(row(of: "Enter: push", in: screen) == restingRow)
        #expect(screen.text.contains("Page 2 of the stack."))
        #expect(screen.text.contains("‹ Page 1"))
    }

    @Test func aDragFromTheRightEdgeOpensTheDrawerPastHalfWayAndAClickOutsideClosesIt() {
        let (screen, demo) = show()
        // A short drag: released well before half-way, the drawer goes back.
        screen.drag(from: CGPoint(x: 99, y: 10), to: CGPoint(x: 92, y: 10), duration: 0.3)
        screen.runUntilIdle()
        #expect(!demo.isDrawerOpen)
        #expect(!screen.text.contains("Page 5"))

        screen.drag(from: CGPoint(x: 99, y: 10), to: CGPoint(x: 75, y: 10), duration: 0.3)
        screen.runUntilIdle()
        #expect(demo.isDrawerOpen)
        #expect(screen.text.contains("Page 5"))

        screen.tap(at: CGPoint(x: 10, y: 10))
        screen.runUntilIdle()
        #expect(!demo.isDrawerOpen)
        #expect(!screen.text.contains("Page 5"))
    }

    @Test func choosingAPageInTheDrawerClosesItAndShowsTheStackThatDeep() {
        let (screen, demo) = show()
        screen.press("m")
        screen.runUntilIdle()
        screen.tap(text: "Page 3")
        screen.runUntilIdle()
        #expect(!demo.isDrawerOpen)
        #expect(screen.text.contains("Page 3 of the stack."))
        #expect(screen.text.contains("‹ Page 2"))
    }

    @Test func pPresentsTheCardInTheMiddleThroughItsPresentationControllerAndAClickOutsideDismissesIt() throws {
        let (screen, demo) = show()
        screen.press("p")
        screen.runUntilIdle()
        let presented = try #require(demo.presentedViewController as? CardViewController)
        let presentation = try #require(presented.presentationController as? CardPresentationController)
        #expect(presented.view.frame == presentation.frameOfPresentedViewInContainerView)
        #expect(presented.view.frame == CGRect(x: 216, y: 88, width: 368, height: 144))
        #expect(screen.text.contains("A card over page 1."))
        // The page below stays on screen (a custom presentation keeps the presenter's view).
        #expect(screen.text.contains("Page 1 of the stack."))

        screen.tap(at: CGPoint(x: 2, y: 18))
        screen.runUntilIdle()
        #expect(demo.presentedViewController == nil)
        #expect(!screen.text.contains("A card over page 1."))
    }
    /// The drawer forwards its child's appearance by hand, as an iOS drawer library does:
    /// opening sends will/did appear, closing will/did disappear, and a drag released before
    /// half-way sends UIKit's cancelled-appearance order (will appear, will disappear, did
    /// disappear; never did appear).
    @Test func theDrawerForwardsItsChildsAppearanceInUIKitsOrderAlsoWhenADragIsCancelled() {
        let screen = HeadlessScreen(width: 100, height: 20)
        let recorder = LifecycleRecorder()
        let drawer = RecordingViewController(name: "Drawer", recorder: recorder)
        let container = DrawerContainerViewController(content: UIViewController(), drawer: drawer)
        screen.show(container)
        recorder.reset()

        container.setDrawerOpen(true, animated: true)
        screen.runUntilIdle()
        #expect(Self.appearance(recorder) == ["Drawer.vWA(true)", "Drawer.vDA(true)"])
        recorder.reset()
        container.setDrawerOpen(false, animated: true)
        screen.runUntilIdle()
        #expect(Self.appearance(recorder) == ["Drawer.vWD(true)", "Drawer.vDD(true)"])
        #expect(drawer.parent == nil)
        recorder.reset()

        screen.drag(from: CGPoint(x: 99, y: 10), to: CGPoint(x: 94, y: 10), duration: 0.5)
        screen.runUntilIdle()
        #expect(Self.appearance(recorder) == ["Drawer.vWA(true)", "Drawer.vWD(true)", "Drawer.vDD(true)"])
        #expect(!container.isDrawerOpen && drawer.parent == nil)
    }

    private static func appearance(_ recorder: LifecycleRecorder) -> [String] {
        recorder.withoutLayout.filter { $0.contains(".vW") || $0.contains(".vD") }
    }
}

import Foundation
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

/// The demo's Ported tab, headless, with input entered where the terminal enters it: the
/// three ported containers opened, turned and closed with clicks, drags and keys, read back
/// from the screen and from what the libraries report.
@MainActor
@Suite(.isolatedUI) struct PortedDemoTests {
    /// The tab alone on an 80 × 24 screen: the chooser on row 0, help on 1, status on 2,
    /// the stage from row 3 to the bottom.
    private func show(width: Int = 80, height: Int = 24) -> (HeadlessScreen, PortedDemoViewController) {
        let screen = HeadlessScreen(width: width, height: height)
        let demo = PortedDemoViewController()
        screen.show(demo)
        return (screen, demo)
    }

    private func row(of text: String, in screen: HeadlessScreen) -> Int? {
        screen.lines.firstIndex { $0.contains(text) }
    }

    // MARK: Side menu

    @Test func theSideMenuFollowsADragRightAndAClickBesideItClosesIt() throws {
        let (screen, demo) = show()
        let menu = try #require(demo.sideMenu)
        #expect(screen.lines[0].contains("Side menu │ Tab pager │ Drawer"))
        #expect(screen.text.contains("Inbox: the side menu's content."))
        #expect(!screen.text.contains("☰ Starred"))

        screen.drag(from: CGPoint(x: 30, y: 12), to: CGPoint(x: 50, y: 12), duration: 0.3)
        #expect(menu.isMenuOpen)
        #expect(menu.menuViewController.view.frame == CGRect(x: 0, y: 0, width: 128, height: 336))
        #expect(screen.text.contains("☰ Starred"), "\(screen.text)")
        // The delegate's optional width was asked for; the required move and optional
        // will-open were heard.
        #expect(demo.sideMenuEvents == ["willOpen", "moved 100%"])
        #expect(screen.lines[2].contains("menu open · delegate heard: willOpen, moved 100%"))

        screen.tap(at: CGPoint(x: 60, y: 12))
        #expect(!menu.isMenuOpen)
        #expect(demo.sideMenuEvents.last == "didClose")
        #expect(!screen.text.contains("☰ Starred"))
        #expect(screen.lines[2].contains("menu closed"))
    }

    @Test func aShortDragLetsTheMenuGoBackAndOOpensIt() throws {
        let (screen, demo) = show()
        let menu = try #require(demo.sideMenu)
        // Under half of the menu's 16 columns: released, it closes again.
        screen.drag(from: CGPoint(x: 30, y: 12), to: CGPoint(x: 35, y: 12), duration: 0.3)
        #expect(!menu.isMenuOpen)
        #expect(menu.menuViewController.view.frame.minX == -128)
        #expect(demo.sideMenuEvents.last == "didClose")

        screen.press("o")
        #expect(menu.isMenuOpen)
        #expect(screen.text.contains("☰ Archive"))
        screen.press("o")
        #expect(!menu.isMenuOpen)
    }

    @Test func aSectionChosenInTheMenuShowsOnThePageAndClosesTheMenu() throws {
        let (screen, demo) = show()
        screen.press("o")
        screen.tap(text: "☰ Archive")
        #expect(try #require(demo.sideMenu).isMenuOpen == false)
        #expect(screen.text.contains("Archive: the side menu's content."), "\(screen.text)")
        #expect(!screen.text.contains("☰ Inbox"))
    }

    // MARK: Tab pager

    @Test func theTabPagerTurnsOnAClickOnATabAndOnTheArrowKeys() throws {
        let (screen, demo) = show()
        screen.press("t")
        let pager = try #require(demo.pager)
        #expect(demo.chooser.selectedSegmentIndex == 1)
        // The library's tabs: a segmented control across the stage's top row.
        #expect(["Alpha", "Beta", "Gamma"].allSatisfy { screen.lines[3].contains($0) }, "\(screen.text)")
        #expect(screen.text.contains("Page 1 of 3."))
        // Made at the stage's size before it loaded: pages as wide as the screen.
        #expect(pager.scrollView.contentSize == CGSize(width: 1920, height: 320))

        screen.tap(text: "Beta")
        #expect(pager.currentIndex == 1)
        #expect(pager.scrollView.contentOffset == CGPoint(x: 640, y: 0))
        #expect(screen.text.contains("Page 2 of 3."))
        #expect(screen.lines[2].contains("page 2 of 3 · KVO saw 1 offsets"))

        screen.press("right")
        #expect(pager.currentIndex == 2)
        #expect(pager.tabs.selectedSegmentIndex == 2)
        #expect(screen.text.contains("Page 3 of 3."))
        screen.press("right")  // the last page: it stays
        #expect(pager.currentIndex == 2)
        screen.press("left")
        #expect(pager.currentIndex == 1)
        #expect(screen.lines[2].contains("page 2 of 3"))
    }

    @Test func aDragSidewaysPagesTheScrollViewAndTheTabsFollow() throws {
        let (screen, demo) = show()
        screen.press("t")
        let pager = try #require(demo.pager)
        screen.drag(from: CGPoint(x: 70, y: 12), to: CGPoint(x: 20, y: 12), duration: 0.3)
        screen.advance(by: 1)
        screen.runUntilIdle()
        #expect(pager.currentIndex == 1)
        #expect(pager.scrollView.contentOffset == CGPoint(x: 640, y: 0))
        #expect(pager.tabs.selectedSegmentIndex == 1)
        #expect(screen.text.contains("Page 2 of 3."))
    }

    @Test func theTabPagerIsLaidOutAgainWhenTheTerminalResizes() throws {
        let (screen, demo) = show()
        screen.press("t")
        screen.press("right")
        screen.resize(width: 60, height: 20)
        let pager = try #require(demo.pager)
        #expect(pager.view.bounds.size == CGSize(width: 480, height: 272))
        #expect(pager.scrollView.contentSize == CGSize(width: 1440, height: 256))
        #expect(pager.scrollView.contentOffset == CGPoint(x: 480, y: 0))
        #expect(screen.text.contains("Page 2 of 3."))
    }

    // MARK: Drawer

    @Test func theDrawerOpensAndClosesFromItsHandlesTheKeyAndTheBarButton() throws {
        let (screen, demo) = show()
        screen.press("d")
        let drawer = try #require(demo.drawer)
        #expect(screen.text.contains("▲ Pull up ▲"))
        #expect(!screen.text.contains("▼ Push down ▼"))
        #expect(!drawer.isOpen)

        screen.tap(text: "▲ Pull up ▲")
        #expect(drawer.isOpen)
        #expect(row(of: "▼ Push down ▼", in: screen) == 18, "\(screen.text)")
        #expect(screen.lines[2].contains("drawer open · KVO saw its top at rows"))

        screen.tap(text: "▼ Push down ▼")
        #expect(!drawer.isOpen)
        #expect(!screen.text.contains("▼ Push down ▼"))

        screen.press("o")
        #expect(drawer.isOpen)
        screen.press("o")
        #expect(!drawer.isOpen)

        // The library's bar button, in the navigation bar above the scene.
        let barRow = try #require(row(of: "Open", in: screen))
        #expect(barRow == 3)
        screen.tap(text: "Open")
        #expect(drawer.isOpen)
    }

    @Test func theDrawerFollowsADragOnItsHandleAndSettlesByHowFarItCame() throws {
        let (screen, demo) = show()
        screen.press("d")
        let drawer = try #require(demo.drawer)
        let handle = try #require(screen.location(of: "▲ Pull up ▲"))
        #expect(handle.y == 23)

        // Two rows of six: released, it falls back.
        screen.drag(from: handle, to: CGPoint(x: handle.x, y: 21), duration: 0.3)
        #expect(!drawer.isOpen)
        #expect(!screen.text.contains("▼ Push down ▼"))

        // Mid-drag, the drawer follows the pointer: one row behind it, as the pan's
        // translation starts from where it began (after a row of movement, as UIKit's starts
        // after its hysteresis).
        screen.eventDispatcher.beginTouch(at: handle)
        for y in stride(from: 22, through: 19, by: -1) {
            screen.advance(by: 0.05)
            screen.eventDispatcher.moveTouch(to: CGPoint(x: handle.x, y: CGFloat(y)))
        }
        screen.advance(by: 0)
        #expect(row(of: "▼ Push down ▼", in: screen) == 20, "\(screen.text)")
        screen.eventDispatcher.endTouch(at: CGPoint(x: handle.x, y: 19))
        screen.runUntilIdle()
        #expect(drawer.isOpen)
        #expect(row(of: "▼ Push down ▼", in: screen) == 18)

        let closeHandle = try #require(screen.location(of: "▼ Push down ▼"))
        screen.drag(from: closeHandle, to: CGPoint(x: closeHandle.x, y: 23), duration: 0.3)
        #expect(!drawer.isOpen)
        #expect(!screen.text.contains("▼ Push down ▼"))
        // The library's KVO observer saw each position.
        let origins = try #require(drawer.frameTracker?.origins)
        #expect(origins.count > 4)
    }

    @Test func theDrawersHintGoesAfterTwoSecondsOnTheMainLoopsClock() throws {
        let (screen, demo) = show()
        // The key goes in where the terminal puts it; then the clock moves by hand.
        screen.eventDispatcher.sendPress(try #require(UIKey(name: "d")))
        screen.advance(by: 0)
        #expect(screen.text.contains("Hint: this line goes after 2 seconds"), "\(screen.text)")
        screen.advance(by: 1.9)
        #expect(screen.text.contains("Hint: this line goes after 2 seconds"))
        // Due at 2 s; a little later, because work left on the shared main loop by earlier
        // tests can push due work into the next turn (seen once in CI under load).
        screen.advance(by: 0.2)
        #expect(!screen.text.contains("Hint:"))
        #expect(demo.drawer?.hintLabel?.isHidden == true)
    }

    @Test func theAppGoingInactiveClosesTheDrawerThroughTheLibrarysNotification() throws {
        let (screen, demo) = show()
        screen.press("d")
        screen.press("o")
        let drawer = try #require(demo.drawer)
        #expect(drawer.isOpen)
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
        screen.runUntilIdle()
        #expect(!drawer.isOpen)
        #expect(!screen.text.contains("▼ Push down ▼"))
    }

    // MARK: Choosing

    @Test func aClickOnTheChooserSwitchesAndEachContainerKeepsItsState() throws {
        let (screen, demo) = show()
        screen.press("o")
        screen.tap(text: "Tab pager")
        #expect(demo.container == .tabPager)
        screen.press("right")
        screen.tap(text: "Side menu")
        #expect(demo.container == .sideMenu)
        #expect(demo.sideMenu?.isMenuOpen == true)
        #expect(screen.text.contains("☰ Inbox"))
        screen.press("t")
        #expect(demo.pager?.currentIndex == 1)
        #expect(screen.text.contains("Page 2 of 3."))
    }

    @Test func nineInTheDemoSelectsThePortedTab() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ported-demo-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = HeadlessScreen(width: 120, height: 30)
        let root = DemoApp.makeRoot(startPath: folder.path, onQuit: {})
        screen.show(root)
        #expect(screen.text.contains("9 Ported"), "\(screen.text)")
        screen.press("9")
        let tabs = try #require(root as? UITabBarController)
        #expect(tabs.selectedViewController is PortedDemoViewController)
        #expect(screen.text.contains("Side menu │ Tab pager │ Drawer"))
        #expect(screen.text.contains("Inbox: the side menu's content."))
    }
}

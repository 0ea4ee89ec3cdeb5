import Foundation
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

// `Sources/TerrariumDemoKit/Ported/` holds the port command's output for
// `Port/Samples/*.swift.sample` (iOS container code written in the style of open-source
// libraries); the port package's tests check that it stays its output. These tests check
// that, ported, it behaves; `PortedDemoTests` drives the demo tab built on it.

/// A page showing its title.
@MainActor
private func page(_ title: String) -> UIViewController {
    let page = UIViewController()
    page.title = title
    let label = UILabel(frame: CGRect(x: 8, y: 16, width: 80, height: 16))
    label.text = title
    page.view.addSubview(label)
    return page
}

/// A side menu delegate that implements some optional requirements, as an app's would.
final class SideMenuLog: SideMenuControllerDelegate {
    var entries: [String] = []
    func sideMenuWillOpen(_ sideMenu: SideMenuController) { entries.append("willOpen") }
    func sideMenuWidth(for sideMenu: SideMenuController) -> CGFloat? { 96 }
    func sideMenuDidMove(_ sideMenu: SideMenuController, to progress: CGFloat) { entries.append("move") }
}

/// A delegate that implements only the required method: the optional ones fall back.
final class SideMenuMinimalDelegate: SideMenuControllerDelegate {
    func sideMenuDidMove(_ sideMenu: SideMenuController, to progress: CGFloat) {}
}

/// A drawer scene as the storyboard loader will load it: the view made, then the outlets
/// connected by name, before `viewDidLoad()`.
@MainActor
final class StoryboardDrawerViewController: DrawerViewController {
    let handle = UIButton(type: .system)

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        let drawer = UIView(frame: CGRect(x: 0, y: 160, width: 240, height: 64))
        let hint = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 16))
        hint.text = "Pull up"
        handle.setTitle("Handle", for: .normal)
        handle.frame = CGRect(x: 0, y: 32, width: 80, height: 16)
        root.addSubview(hint)
        root.addSubview(handle)
        root.addSubview(drawer)
        view = root
        _ = connectOutlet(named: "drawerView", to: drawer)
        _ = connectOutlet(named: "hintLabel", to: hint)
        _ = connectOutlet(named: "handleButtons", to: [handle])
    }
}

@MainActor
@Suite(.isolatedUI) struct PortedSampleTests {
    // MARK: Side menu: a pan gesture and an @objc optional delegate

    @Test func dragginTheSideMenuOpenTellsTheDelegateAndUsesItsWidth() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let menu = SideMenuController(menu: page("Menu"), content: page("Content"))
        let log = SideMenuLog()
        menu.delegate = log
        screen.show(menu)
        #expect(menu.menuViewController.view.frame == CGRect(x: -96, y: 0, width: 96, height: 160))
        #expect(!screen.text.contains("Menu"))

        screen.drag(from: CGPoint(x: 2, y: 5), through: [CGPoint(x: 6, y: 5), CGPoint(x: 12, y: 5)])
        screen.runUntilIdle()
        #expect(menu.isMenuOpen)
        #expect(menu.menuViewController.view.frame.minX == 0)
        #expect(log.entries.first == "willOpen" && log.entries.contains("move"))
        #expect(screen.lines[1].contains("Menu"))

        screen.tap(at: CGPoint(x: 30, y: 5))  // on the dimmed content
        screen.runUntilIdle()
        #expect(!menu.isMenuOpen)
        #expect(menu.menuViewController.view.frame.minX == -96)
    }

    @Test func aDelegateWithoutTheOptionalMethodsGetsTheFallbacks() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let menu = SideMenuController(menu: page("Menu"), content: page("Content"))
        let delegate = SideMenuMinimalDelegate()
        menu.delegate = delegate
        screen.show(menu)
        #expect(menu.menuWidth == 160)
        menu.toggleMenu()
        #expect(menu.isMenuOpen && menu.menuViewController.view.frame.minX == 0)
    }

    // MARK: Tab pager: #selector on a control and a timer, KVO on contentOffset

    @Test func aTapOnATabScrollsAndTheOffsetObserverFollows() {
        let screen = HeadlessScreen(width: 30, height: 8)
        let pager = TabPagerController(pages: [page("One"), page("Two"), page("Three")])
        screen.show(pager)
        #expect(pager.title == "720 wide")  // the block observation of contentSize
        screen.tap(text: "Two")
        screen.runUntilIdle()
        #expect(pager.scrollView.contentOffset == CGPoint(x: 240, y: 0))
        #expect(pager.offsetsSeen == [CGPoint(x: 240, y: 0)])
        #expect(pager.currentIndex == 1)
    }

    @Test func draggingThePagesIsReportedByKeyValueObservingAndMovesTheTab() {
        let screen = HeadlessScreen(width: 30, height: 8)
        let pager = TabPagerController(pages: [page("One"), page("Two"), page("Three")])
        screen.show(pager)
        screen.drag(from: CGPoint(x: 25, y: 4), through: [CGPoint(x: 15, y: 4), CGPoint(x: 5, y: 4)])
        screen.advance(by: 1)
        screen.runUntilIdle()
        #expect(pager.offsetsSeen.count > 1)
        #expect(pager.offsetsSeen.last == pager.scrollView.contentOffset)
        #expect(pager.currentIndex == 1)
        #expect(pager.tabs.selectedSegmentIndex == 1)
        pager.stopObserving()
        pager.select(2)
        #expect(pager.currentIndex == 1)
    }

    @Test func theAutoAdvanceTimerSendsItsSelector() {
        let screen = HeadlessScreen(width: 30, height: 8)
        let pager = TabPagerController(pages: [page("One"), page("Two"), page("Three")])
        screen.show(pager)
        pager.startAutoAdvance(every: 0.01)
        screen.advance(by: 0.1)  // the timer fires on the main loop's clock
        pager.stopAutoAdvance()
        #expect(!pager.offsetsSeen.isEmpty)
        #expect(pager.currentIndex != 0 || pager.offsetsSeen.count >= 3)
    }

    // MARK: Drawer: outlets, a notification selector, a bar button, a delayed perform, KVO

    @Test func theHandleOpensTheDrawerAndAnObserverSeesItsFrame() throws {
        let screen = HeadlessScreen(width: 30, height: 10)
        let drawer = StoryboardDrawerViewController()
        screen.show(drawer)
        let tracker = try #require(drawer.frameTracker)
        #expect(tracker.origins == [160])  // .initial
        screen.tap(text: "Handle")
        screen.runUntilIdle()
        #expect(drawer.isOpen)
        #expect(drawer.drawerView.frame.minY == 96)
        #expect(tracker.origins == [160, 96])

        // The bar button keeps its target and action (the drawer is shown without a bar, so
        // send them through UIKit's public `sendAction(_:to:for:)` rather than a click).
        let open = try #require(drawer.navigationItem.rightBarButtonItem)
        #expect(open.target === drawer)
        UIControl().sendAction(try #require(open.action), to: open.target, for: nil)
        #expect(!drawer.isOpen)
        #expect(tracker.origins == [160, 96, 160])
    }

    @Test func goingToTheBackgroundClosesTheDrawer() {
        let screen = HeadlessScreen(width: 30, height: 10)
        let drawer = StoryboardDrawerViewController()
        screen.show(drawer)
        drawer.setOpen(true)
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
        #expect(!drawer.isOpen)
    }

    @Test func theHintHidesAfterTwoSecondsUnlessKept() {
        let drawer = StoryboardDrawerViewController()
        drawer.loadViewIfNeeded()  // viewDidLoad asks for the hint to go in 2 seconds
        MainLoop.main.advance(by: 1.5)
        #expect(drawer.hintLabel?.isHidden == false)
        MainLoop.main.advance(by: 0.5)
        #expect(drawer.hintLabel?.isHidden == true)

        let kept = StoryboardDrawerViewController()
        kept.loadViewIfNeeded()
        kept.keepHint()
        MainLoop.main.advance(by: 3)
        #expect(kept.hintLabel?.isHidden == false)
    }
}

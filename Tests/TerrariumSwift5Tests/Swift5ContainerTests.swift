// Tests of container code compiled in the Swift 5 language mode, as most iOS libraries
// are: it must compile against Terrarium's main-actor API, which is imported leniently
// (`@preconcurrency`) by Swift 5 code as UIKit's is, and behave as in UIKit.
import Terrarium
import TerrariumTesting
import Testing

@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct Swift5ContainerTests {
    private func makeSideMenu() -> (SideMenuController, UIViewController, UIViewController) {
        let content = UIViewController()
        content.view.addSubview(makeTitleLabel("Inbox"))
        let menu = UIViewController()
        let item = makeTitleLabel("Menu")
        item.frame = CGRect(x: 0, y: 0, width: 12, height: 1)
        menu.view.addSubview(item)
        return (SideMenuController(contentViewController: content, menuViewController: menu), content, menu)
    }

    @Test func anAnimatedRevealRunsItsClosuresAndTellsAPlainClassDelegate() {
        let screen = HeadlessScreen(width: 40, height: 6)
        let (sideMenu, content, menu) = makeSideMenu()
        let log = SideMenuEventLog()
        sideMenu.delegate = log
        screen.show(sideMenu)
        #expect(sideMenu.children == [menu, content])
        #expect(content.view.frame.minX == 0)
        sideMenu.revealMenu(animated: true)
        screen.advance(by: 0.3)
        #expect(content.view.frame.minX == 12)
        #expect(log.events == ["willReveal x=0.0", "didReveal x=12.0"])
        #expect(sideMenu.isMenuRevealed)
        #expect(sideMenu.description == "SideMenuController(revealed: true)")
        sideMenu.hideMenu(animated: false)
        screen.runUntilIdle()
        #expect(content.view.frame.minX == 0)
        #expect(log.events.last == "didHide")
    }

    @Test func workOnTheMainQueueAndATimerBlockTouchViews() async throws {
        let screen = HeadlessScreen(width: 40, height: 6)
        let (sideMenu, content, _) = makeSideMenu()
        screen.show(sideMenu)
        sideMenu.revealMenuLater()
        #expect(!sideMenu.isMenuRevealed, "the reveal waits for the main queue")
        await screen.settle()
        #expect(sideMenu.isMenuRevealed)
        #expect(content.view.frame.minX == 12)
        sideMenu.hideMenu(after: 0)
        try await screen.settle(until: { !sideMenu.isMenuRevealed })
        #expect(content.view.frame.minX == 0)
    }

    @Test func aPagerDataSourceFindsPagesByNSObjectEquality() {
        let screen = HeadlessScreen(width: 40, height: 6)
        let source = SwipePagerDataSource(titles: ["One", "Two", "Three"])
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        screen.show(pager)
        screen.press("right")
        screen.press("right")
        screen.press("right")
        #expect(pager.viewControllers?.first == source.pages[2])
        #expect(source.transitions == [1, 2])
    }

    @Test func aScrollViewDelegateAndADrawingSubclassWork() {
        let screen = HeadlessScreen(width: 20, height: 4)
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        scrollView.contentSize = CGSize(width: 20, height: 30)
        let recorder = ScrollOffsetRecorder()
        scrollView.delegate = recorder
        let badge = BadgeView(frame: CGRect(x: 0, y: 3, width: 5, height: 1))
        badge.count = 3
        controller.view.addSubview(scrollView)
        controller.view.addSubview(badge)
        screen.show(controller)
        scrollView.contentOffset = CGPoint(x: 0, y: 4)
        #expect(recorder.offsets.last == 4)
        #expect(screen.lines[3] == "(3)")
        badge.count = 12
        screen.runUntilIdle()
        #expect(screen.lines[3] == "(12)")
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Containers {
    /// UIPageViewController (the catalogue's P-01 … P-06).
    @MainActor
    @Suite struct PageViewControllerTests {
        let recorder = LifecycleRecorder()

        /// A visible scroll-style page view controller over a book of `count` pages, showing
        /// `first`, the log reset.
        private func makePages(
            count: Int = 3, showing first: Int = 0, indicator: Bool = false, width: Int = 30, height: Int = 8
        ) -> (HeadlessScreen, UIPageViewController, PageSource, RecordingPagesDelegate) {
            let screen = HeadlessScreen(width: width, height: height)
            let source = PageSource(recorder: recorder, count: count)
            source.showsIndicator = indicator
            let delegate = RecordingPagesDelegate(recorder: recorder)
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.dataSource = source
            pages.delegate = delegate
            source.pageViewController = pages
            pages.setViewControllers([source.page(first)], direction: .forward, animated: false)
            screen.show(pages)
            recorder.reset()
            return (screen, pages, source, delegate)
        }

        /// Sends a key press to the window without running the main loop.
        private func sendPress(_ name: String, to screen: HeadlessScreen) {
            screen.eventDispatcher.sendPress(UIKey(name: name)!)
        }

        private func pageNames(_ controllers: [UIViewController]?) -> [String] {
            (controllers ?? []).map { ($0 as? RecordingViewController)?.name ?? "?" }
        }

        // MARK: Showing pages

        @Test func thePageGivenIsTheOnlyChildAndFillsTheView() {
            let (screen, pages, source, delegate) = makePages(width: 30, height: 8)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            #expect(pageNames(pages.viewControllers) == ["P0"])
            #expect(pageNames(pages.children) == ["P0"])
            let page = pages.viewControllers![0]
            #expect(page.parent === pages)
            #expect(page.view.convert(page.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 30, height: 8))
            #expect(screen.text.contains("P0 content"))
        }

        // Regression: expected one didMove(toParent:) for a page set before the page view controller's view
        // loads
        @Test
        func theFirstPageAppearsOnceWithThePageViewController() {
            let screen = HeadlessScreen(width: 30, height: 8)
            let source = PageSource(recorder: recorder, count: 3)
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.dataSource = source
            let log = recorded(recorder) {
                pages.setViewControllers([source.page(0)], direction: .forward, animated: false)
                screen.show(pages)
            }
            #expect(appearanceCallbacks(log) == ["P0.vWA(false)", "P0.vIA(false)", "P0.vDA(false)"])
            #expect(
                log.filter { $0.contains("Move") } == [
                    "P0.willMove(UIPageViewController)", "P0.didMove(UIPageViewController)",
                ])
        }

        // Regression: expected P-01's order for pages set in the page view controller's viewDidLoad,
        // C.willMove(pvc), C.viewDidLoad, C.vWA, C.vDA, then C.didMove(pvc)
        @Test
        func pagesSetInViewDidLoadGetDidMoveAfterTheyAppear() {
            let screen = HeadlessScreen(width: 30, height: 8)
            let pages = SelfFillingPageViewController(recorder: recorder)
            let log = recorded(recorder) { screen.show(pages) }
            #expect(
                withoutLayout(log) == [
                    "C.willMove(SelfFillingPageViewController)", "C.loadView", "C.viewDidLoad", "C.vWA(false)",
                    "C.vIA(false)", "C.vDA(false)", "C.didMove(SelfFillingPageViewController)",
                ])
        }

        @Test func settingPagesBeforeTheViewLoadsLoadsNoPageView() {
            let source = PageSource(recorder: recorder, count: 3)
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let page = source.page(0)
            var completed: Bool?
            pages.setViewControllers([page], direction: .forward, animated: true) { completed = $0 }
            #expect(!page.isViewLoaded)
            #expect(page.parent === pages)
            MainLoop.main.runUntilIdle()
            #expect(completed == true)
        }

        // MARK: Programmatic changes (P-06)

        @Test func setViewControllersSendsNoDelegateCallsAndRunsTheCompletion() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            var results: [Bool] = []
            let log = recorded(recorder) {
                pages.setViewControllers([source.page(1)], direction: .forward, animated: false) { results.append($0) }
                screen.runUntilIdle()
                pages.setViewControllers([source.page(2)], direction: .forward, animated: true) { results.append($0) }
                screen.runUntilIdle()
            }
            #expect(!log.contains { $0.hasPrefix("delegate.") })
            #expect(results == [true, true])
            #expect(pageNames(pages.viewControllers) == ["P2"])
            #expect(pageNames(pages.children) == ["P2"])
            #expect(screen.text.contains("P2 content"))
        }

        @Test func setViewControllersReplacesThePageWithTheContainmentProtocol() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let old = pages.viewControllers![0]
            let log = recorded(recorder) {
                pages.setViewControllers([source.page(1)], direction: .forward, animated: false)
                screen.runUntilIdle()
            }
            let containment = log.filter { $0.contains("Move") }
            #expect(
                containment == [
                    "P1.willMove(UIPageViewController)", "P0.willMove(nil)", "P0.didMove(nil)",
                    "P1.didMove(UIPageViewController)",
                ])
            #expect(old.parent == nil)
            #expect(old.viewIfLoaded?.superview == nil)
        }

        @Test func twoSetsInOneTurnGiveEachPageOneDidMoveAndNoneToAPageThatAlreadyLeft() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) {
                pages.setViewControllers([source.page(1)], direction: .forward, animated: false)
                pages.setViewControllers([source.page(2)], direction: .forward, animated: false)
                screen.runUntilIdle()
            }
            #expect(
                log.filter { $0.contains("Move") } == [
                    "P1.willMove(UIPageViewController)", "P0.willMove(nil)", "P2.willMove(UIPageViewController)",
                    "P1.willMove(nil)", "P0.didMove(nil)", "P1.didMove(nil)", "P2.didMove(UIPageViewController)",
                ])
        }

        @Test func pagesSetBackAndForthBeforeTheViewLoadsHearOneDidMove() {
            let source = PageSource(recorder: recorder, count: 3)
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.dataSource = source
            let first = source.page(0)
            pages.setViewControllers([first], direction: .forward, animated: false)
            pages.setViewControllers([source.page(1)], direction: .forward, animated: false)
            pages.setViewControllers([first], direction: .forward, animated: false)
            let screen = HeadlessScreen(width: 30, height: 8)
            defer { withExtendedLifetime((screen, source)) {} }
            let log = recorded(recorder) { screen.show(pages) }
            #expect(log.filter { $0.hasPrefix("P0.didMove") } == ["P0.didMove(UIPageViewController)"])
        }

        @Test func anAnimatedSetViewControllersOnScreenAppearsTheNewPageBeforeTheOldOneGoes() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) {
                pages.setViewControllers([source.page(1)], direction: .forward, animated: true)
                screen.runUntilIdle()
            }
            #expect(
                appearanceCallbacks(log) == [
                    "P1.vWA(true)", "P0.vWD(true)", "P1.vIA(true)", "P1.vDA(true)", "P0.vDD(true)",
                ])
        }

        // MARK: The user's page turns (P-03)

        @Test func pressingRightTurnsToTheNextPageWithDelegateAndAppearanceCallbacksInOrder() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) { screen.press("right") }
            let sequence = log.filter { $0.hasPrefix("delegate.") || !appearanceCallbacks([$0]).isEmpty }
            #expect(
                sequence == [
                    "delegate.willTransitionTo([P1])", "P1.vWA(true)", "P0.vWD(true)", "P1.vIA(true)", "P1.vDA(true)",
                    "P0.vDD(true)", "delegate.didFinishAnimating(true, previous: [P0], completed: true)",
                ])
            #expect(pageNames(pages.viewControllers) == ["P1"])
            #expect(pageNames(pages.children) == ["P1"])
            #expect(screen.text.contains("P1 content"))
            #expect(!screen.text.contains("P0 content"))
        }

        @Test func theTurnBeginsAtOnceAndEndsWhenTheSlideHasRun() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let start = MainLoop.main.now
            let inEvent = recorded(recorder) { sendPress("right", to: screen) }
            let firstTurn = recorded(recorder) { screen.advance(by: 0) }
            let began = (inEvent + firstTurn).filter { $0.hasPrefix("delegate.") || $0.contains(".vW") }
            #expect(began == ["delegate.willTransitionTo([P1])", "P1.vWA(true)", "P0.vWD(true)"])
            let midway = recorded(recorder) { MainLoop.main.advance(to: start + 0.15) }
            #expect(!midway.contains { $0.contains(".vDA") || $0.contains(".vDD") || $0.hasPrefix("delegate.") })
            #expect(screen.text.contains("P0 content") || screen.text.contains("P1 content"))
            let end = recorded(recorder) { MainLoop.main.advance(to: start + 0.3) }
            #expect(
                end.filter { $0.hasPrefix("delegate.") || $0.contains(".vD") } == [
                    "P1.vDA(true)", "P0.vDD(true)",
                    "delegate.didFinishAnimating(true, previous: [P0], completed: true)",
                ])
            #expect(pageNames(pages.viewControllers) == ["P1"])
        }

        // Regression: expected a new page's loadView and viewDidLoad before its viewWillAppear (L-05)
        @Test
        func theNewPageLoadsItsViewBeforeItsWillAppear() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) { screen.press("right") }
            let load = log.firstIndex(of: "P1.viewDidLoad")
            let willAppear = log.firstIndex(of: "P1.vWA(true)")
            #expect(load != nil)
            #expect(willAppear != nil)
            if let load, let willAppear { #expect(load < willAppear, "\(log)") }
            let programmatic = recorded(recorder) {
                pages.setViewControllers([source.page(2)], direction: .forward, animated: false)
                screen.runUntilIdle()
            }
            #expect(
                withoutLayout(programmatic).filter { $0.hasPrefix("P2.") && !$0.contains("Move") }.prefix(3) == [
                    "P2.loadView", "P2.viewDidLoad", "P2.vWA(false)",
                ])
        }

        @Test func aTurnMovesTheOldPageOutWithTheContainmentProtocol() {
            let (screen, _, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) { screen.press("right") }
            #expect(
                log.filter { $0.contains("Move") } == [
                    "P1.willMove(UIPageViewController)", "P0.willMove(nil)", "P0.didMove(nil)",
                    "P1.didMove(UIPageViewController)",
                ])
        }

        @Test func pressingLeftTurnsBackToThePreviousPage() {
            let (screen, pages, source, delegate) = makePages(showing: 1)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) { screen.press("left") }
            #expect(
                log.filter { $0.hasPrefix("delegate.") } == [
                    "delegate.willTransitionTo([P0])",
                    "delegate.didFinishAnimating(true, previous: [P1], completed: true)",
                ])
            #expect(
                appearanceCallbacks(log) == [
                    "P0.vWA(true)", "P1.vWD(true)", "P0.vIA(true)", "P0.vDA(true)", "P1.vDD(true)",
                ])
            #expect(pageNames(pages.viewControllers) == ["P0"])
        }

        @Test func atTheLastPageRightDoesNothing() {
            let (screen, pages, source, delegate) = makePages(count: 3, showing: 2)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) { screen.press("right") }
            #expect(withoutLayout(log).filter { !$0.hasPrefix("dataSource.") }.isEmpty)
            #expect(log.contains("dataSource.after(P2)"), "the data source was asked")
            #expect(pageNames(pages.viewControllers) == ["P2"])
            #expect(screen.text.contains("P2 content"))
        }

        @Test func atTheFirstPageLeftDoesNothing() {
            let (screen, pages, source, delegate) = makePages(count: 3, showing: 0)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) { screen.press("left") }
            #expect(withoutLayout(log).filter { !$0.hasPrefix("dataSource.") }.isEmpty)
            #expect(pageNames(pages.viewControllers) == ["P0"])
        }

        @Test func withoutADataSourceKeysDoNotTurn() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            pages.dataSource = nil
            let log = recorded(recorder) { screen.press("right") }
            #expect(withoutLayout(log).isEmpty)
            #expect(pageNames(pages.viewControllers) == ["P0"])
        }

        @Test func clickingTheRightThirdTurnsForwardAndTheLeftThirdTurnsBack() {
            let (screen, pages, source, delegate) = makePages(width: 30, height: 8)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            screen.tap(at: CGPoint(x: 27, y: 4))
            #expect(pageNames(pages.viewControllers) == ["P1"])
            screen.tap(at: CGPoint(x: 2, y: 4))
            #expect(pageNames(pages.viewControllers) == ["P0"])
            screen.tap(at: CGPoint(x: 15, y: 4))
            #expect(pageNames(pages.viewControllers) == ["P0"], "the middle third does not turn")
        }

        @Test func aVerticalPageViewControllerTurnsWithDownAndUp() {
            let screen = HeadlessScreen(width: 30, height: 8)
            let source = PageSource(recorder: recorder, count: 3)
            defer { withExtendedLifetime((screen, source)) {} }
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
            pages.dataSource = source
            pages.setViewControllers([source.page(0)], direction: .forward, animated: false)
            screen.show(pages)
            screen.press("right")
            #expect(pageNames(pages.viewControllers) == ["P0"])
            screen.press("down")
            #expect(pageNames(pages.viewControllers) == ["P1"])
            screen.press("up")
            #expect(pageNames(pages.viewControllers) == ["P0"])
        }

        // MARK: Memory

        @Test func theOldPageIsReleasedAfterATurn() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            weak var weakOld: UIViewController?
            weak var weakOldView: UIView?
            weakOld = pages.viewControllers?.first
            weakOldView = pages.viewControllers?.first?.view
            #expect(weakOld != nil)
            screen.press("right")
            #expect(weakOld == nil)
            #expect(weakOldView == nil)
        }

        @Test func theOldPageIsReleasedAfterSetViewControllers() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            weak var weakOld: UIViewController?
            weakOld = pages.viewControllers?.first
            pages.setViewControllers([source.page(2)], direction: .reverse, animated: true)
            screen.runUntilIdle()
            #expect(weakOld == nil)
        }

        // MARK: The page indicator

        @Test func thePageIndicatorShowsOnTheLastRowWhenTheDataSourceGivesACount() {
            let (screen, pages, source, delegate) = makePages(count: 3, indicator: true, width: 30, height: 8)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            #expect(screen.lines[7].contains("● ○ ○"))
            let page = pages.viewControllers![0]
            #expect(page.view.convert(page.view.bounds, to: nil).height == 7, "the page leaves the indicator's row")
            screen.press("right")
            #expect(screen.lines[7].contains("○ ● ○"))
            screen.press("right")
            #expect(screen.lines[7].contains("○ ○ ●"))
        }

        @Test func theIndicatorIsCentred() {
            let (screen, _, source, delegate) = makePages(count: 3, indicator: true, width: 31, height: 8)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let line = screen.lines[7]
            let leading = line.prefix { $0 == " " }.count
            #expect(leading == (31 - 5) / 2)
        }

        @Test func withoutAPresentationCountThereIsNoIndicator() {
            let (screen, pages, source, delegate) = makePages(count: 3, indicator: false, width: 30, height: 8)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            #expect(!screen.text.contains("●"))
            #expect(!screen.text.contains("○"))
            let page = pages.viewControllers![0]
            #expect(page.view.frame.height == 8)
        }

        // MARK: Page curl (P-02, P-05)

        @Test func aPageCurlWithTheSpineInTheMiddleShowsTwoPagesSideBySide() {
            let screen = HeadlessScreen(width: 40, height: 8)
            let source = PageSource(recorder: recorder, count: 6)
            let pages = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
            #expect(pages.spineLocation == .mid)
            #expect(pages.isDoubleSided)
            pages.dataSource = source
            pages.setViewControllers([source.page(0), source.page(1)], direction: .forward, animated: false)
            screen.show(pages)
            let left = pages.viewControllers![0].view.convert(pages.viewControllers![0].view.bounds, to: nil)
            let right = pages.viewControllers![1].view.convert(pages.viewControllers![1].view.bounds, to: nil)
            #expect(left == CGRect(x: 0, y: 0, width: 20, height: 8))
            #expect(right == CGRect(x: 20, y: 0, width: 20, height: 8))
            #expect(screen.text.contains("P0 content"))
            #expect(screen.text.contains("P1 content"))
            #expect(pageNames(pages.children) == ["P0", "P1"])
        }

        @Test func aPageCurlWithTheSpineInTheMiddleTurnsTwoPagesAtATime() {
            let screen = HeadlessScreen(width: 40, height: 8)
            let source = PageSource(recorder: recorder, count: 6)
            let delegate = RecordingPagesDelegate(recorder: recorder)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let pages = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
            pages.dataSource = source
            pages.delegate = delegate
            pages.setViewControllers([source.page(0), source.page(1)], direction: .forward, animated: false)
            screen.show(pages)
            recorder.reset()
            screen.press("right")
            #expect(pageNames(pages.viewControllers) == ["P2", "P3"])
            #expect(
                recorder.entries.filter { $0.hasPrefix("delegate.") } == [
                    "delegate.willTransitionTo([P2, P3])",
                    "delegate.didFinishAnimating(true, previous: [P0, P1], completed: true)",
                ])
            screen.press("left")
            #expect(pageNames(pages.viewControllers) == ["P0", "P1"])
        }

        @Test func aSingleSidedPageCurlTakesOnePage() {
            let source = PageSource(recorder: recorder, count: 3)
            let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            #expect(pages.spineLocation == .min)
            #expect(!pages.isDoubleSided)
            pages.setViewControllers([source.page(0)], direction: .forward, animated: false)
            #expect(pageNames(pages.viewControllers) == ["P0"])
        }

        @Test func aDoubleSidedPageCurlAtTheMinimumSpineTakesTwoPages() {
            let source = PageSource(recorder: recorder, count: 3)
            let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            pages.isDoubleSided = true
            pages.setViewControllers([source.page(0), source.page(1)], direction: .forward, animated: false)
            #expect(pageNames(pages.viewControllers) == ["P0", "P1"])
        }
    }
}

extension Containers {
    /// The scroll style's swipe (P-03, P-04): the pages follow a drag of the scroll view's pan.
    /// At the standard 8 × 16 points a cell.
    @MainActor
    @Suite(.cellSize(UIScreen.standardCellSize)) struct PageViewControllerSwipeTests {
        let recorder = LifecycleRecorder()

        /// A visible scroll-style page view controller on a phone-sized screen (49 × 53 cells
        /// of 8 × 16 points), showing `first`, the log reset.
        private func makePages(
            count: Int = 3, showing first: Int = 0, orientation: UIPageViewController.NavigationOrientation = .horizontal
        ) -> (HeadlessScreen, UIPageViewController, PageSource, RecordingPagesDelegate) {
            let screen = HeadlessScreen(
                points: CGSize(width: 390, height: 844), cellSize: UIScreen.standardCellSize)
            let source = PageSource(recorder: recorder, count: count)
            let delegate = RecordingPagesDelegate(recorder: recorder)
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation)
            pages.dataSource = source
            pages.delegate = delegate
            source.pageViewController = pages
            pages.setViewControllers([source.page(first)], direction: .forward, animated: false)
            screen.show(pages)
            recorder.reset()
            return (screen, pages, source, delegate)
        }

        private func pageNames(_ controllers: [UIViewController]?) -> [String] {
            (controllers ?? []).map { ($0 as? RecordingViewController)?.name ?? "?" }
        }

        /// The pages whose views are in the window and cover its middle point.
        private func shown(_ pages: UIPageViewController, on screen: HeadlessScreen) -> [String] {
            let middle = CGPoint(x: screen.window.bounds.midX, y: screen.window.bounds.midY)
            return pageNames(
                pages.children.filter { page in
                    page.viewIfLoaded?.window === screen.window
                        && page.view.convert(page.view.bounds, to: nil).contains(middle)
                })
        }

        private func turnCallbacks(_ log: [String]) -> [String] {
            log.filter { $0.hasPrefix("delegate.") || !appearanceCallbacks([$0]).isEmpty }
        }

        /// A drag along row 20 from column 40 through `columns`.
        private func dragAcross(_ screen: HeadlessScreen, to columns: [CGFloat], duration: TimeInterval = 0) {
            screen.drag(
                from: CGPoint(x: 40, y: 20), through: columns.map { CGPoint(x: $0, y: 20) }, duration: duration)
        }

        @Test func aDragLeftPastHalfThePageTurnsToTheNextPage() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) { dragAcross(screen, to: [35, 25, 15, 10]) }
            #expect(
                turnCallbacks(log) == [
                    "delegate.willTransitionTo([P1])", "P1.vWA(true)", "P0.vWD(true)", "P1.vIA(true)", "P1.vDA(true)",
                    "P0.vDD(true)", "delegate.didFinishAnimating(true, previous: [P0], completed: true)",
                ])
            #expect(log.contains("dataSource.after(P0)"))
            #expect(
                log.filter { $0.contains("Move") } == [
                    "P1.willMove(UIPageViewController)", "P0.willMove(nil)", "P0.didMove(nil)",
                    "P1.didMove(UIPageViewController)",
                ])
            #expect(pageNames(pages.viewControllers) == ["P1"])
            #expect(pageNames(pages.children) == ["P1"])
            #expect(shown(pages, on: screen) == ["P1"])
            #expect(pages.viewControllers![0].view.convert(pages.viewControllers![0].view.bounds, to: nil)
                == CGRect(x: 0, y: 0, width: 390, height: 844))
        }

        @Test func thePagesFollowTheDragUntilItIsReleased() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            screen.eventDispatcher.beginTouch(at: CGPoint(x: 40, y: 20))
            screen.eventDispatcher.moveTouch(to: CGPoint(x: 30, y: 20))
            let old = pages.viewControllers![0]
            let new = pages.children.first { $0 !== old }
            #expect(pageNames(pages.viewControllers) == ["P0"], "the turn has not happened yet")
            #expect(abs(old.view.frame.minX + 80) < 0.5)
            #expect(abs((new?.view.frame.minX ?? 0) - 310) < 0.5)
            screen.eventDispatcher.endTouch(at: CGPoint(x: 30, y: 20))
            screen.runUntilIdle()
            #expect(pageNames(pages.viewControllers) == ["P0"])
            #expect(old.view.frame.minX == 0)
        }

        @Test func aDragRightPastHalfTurnsBack() {
            let (screen, pages, source, delegate) = makePages(showing: 1)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) {
                screen.drag(from: CGPoint(x: 5, y: 20), through: [CGPoint(x: 20, y: 20), CGPoint(x: 40, y: 20)])
            }
            #expect(log.contains("dataSource.before(P1)"))
            #expect(
                turnCallbacks(log) == [
                    "delegate.willTransitionTo([P0])", "P0.vWA(true)", "P1.vWD(true)", "P0.vIA(true)", "P0.vDA(true)",
                    "P1.vDD(true)", "delegate.didFinishAnimating(true, previous: [P1], completed: true)",
                ])
            #expect(pageNames(pages.viewControllers) == ["P0"])
        }

        @Test func aShortDragSpringsBackWithTheAppearancesReversed() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) { dragAcross(screen, to: [37, 34]) }
            #expect(
                turnCallbacks(log) == [
                    "delegate.willTransitionTo([P1])", "P1.vWA(true)", "P0.vWD(true)", "P1.vIA(true)", "P0.vWA(true)",
                    "P0.vIA(true)", "P0.vDA(true)", "P1.vWD(true)", "P1.vDD(true)",
                    "delegate.didFinishAnimating(true, previous: [P0], completed: false)",
                ])
            #expect(
                log.filter { $0.contains("Move") } == [
                    "P1.willMove(UIPageViewController)", "P1.willMove(nil)", "P1.didMove(nil)",
                ])
            #expect(pageNames(pages.viewControllers) == ["P0"])
            #expect(pageNames(pages.children) == ["P0"])
            #expect(shown(pages, on: screen) == ["P0"])
            #expect(pages.viewControllers![0].view.frame.origin == .zero)
        }

        @Test func aQuickFlickTurnsThoughItIsShort() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            // 8 cells (64 points, under half of 390) in a hundredth of a second.
            let log = recorded(recorder) { dragAcross(screen, to: [36, 32], duration: 0.01) }
            #expect(log.contains("delegate.didFinishAnimating(true, previous: [P0], completed: true)"))
            #expect(pageNames(pages.viewControllers) == ["P1"])
            #expect(shown(pages, on: screen) == ["P1"])
        }

        @Test func aSlowShortDragDoesNotTurn() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            dragAcross(screen, to: [36, 32], duration: 1)
            #expect(pageNames(pages.viewControllers) == ["P0"])
        }

        @Test func withoutANeighbourTheDragChangesNothing() {
            let (screen, pages, source, delegate) = makePages(count: 3, showing: 2)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            let log = recorded(recorder) { dragAcross(screen, to: [30, 20, 10, 5]) }
            #expect(withoutLayout(log).filter { !$0.hasPrefix("dataSource.") }.isEmpty, "\(log)")
            #expect(log.contains("dataSource.after(P2)"))
            #expect(pageNames(pages.viewControllers) == ["P2"])
            #expect(shown(pages, on: screen) == ["P2"])
            #expect(pages.viewControllers![0].view.frame.origin == .zero, "the page springs back")
        }

        @Test func aVerticalPageViewControllerPagesWithAVerticalDrag() {
            let (screen, pages, source, delegate) = makePages(orientation: .vertical)
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            screen.drag(from: CGPoint(x: 20, y: 20), through: [CGPoint(x: 40, y: 20), CGPoint(x: 5, y: 20)])
            #expect(pageNames(pages.viewControllers) == ["P0"], "a sideways drag does not page")
            let log = recorded(recorder) {
                screen.drag(from: CGPoint(x: 20, y: 45), through: [CGPoint(x: 20, y: 30), CGPoint(x: 20, y: 10)])
            }
            #expect(log.contains("delegate.didFinishAnimating(true, previous: [P0], completed: true)"))
            #expect(pageNames(pages.viewControllers) == ["P1"])
            #expect(shown(pages, on: screen) == ["P1"])
        }

        @Test func theScrollViewIsASubviewAndTurningItsScrollingOffStopsSwiping() throws {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            #expect(pages.gestureRecognizers.isEmpty, "gestureRecognizers is for page curl")
            let scrollView = try #require(pages.view.subviews.first { $0 is UIScrollView } as? UIScrollView)
            #expect(pages.viewControllers![0].view.superview === scrollView)
            scrollView.isScrollEnabled = false
            let log = recorded(recorder) { dragAcross(screen, to: [30, 20, 10, 5]) }
            #expect(!log.contains { $0.hasPrefix("delegate.") })
            #expect(pageNames(pages.viewControllers) == ["P0"])
            scrollView.isScrollEnabled = true
            dragAcross(screen, to: [30, 20, 10, 5])
            #expect(pageNames(pages.viewControllers) == ["P1"])
        }

        @Test func theOldPageIsReleasedAfterASwipe() {
            let (screen, pages, source, delegate) = makePages()
            defer { withExtendedLifetime((screen, source, delegate)) {} }
            weak var weakOld: UIViewController?
            weakOld = pages.viewControllers?.first
            dragAcross(screen, to: [20, 5])
            #expect(weakOld == nil)
        }

        @Test func aPageCurlDoesNotSwipe() {
            let screen = HeadlessScreen(
                points: CGSize(width: 390, height: 844), cellSize: UIScreen.standardCellSize)
            let source = PageSource(recorder: recorder, count: 3)
            defer { withExtendedLifetime((screen, source)) {} }
            let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            pages.dataSource = source
            pages.setViewControllers([source.page(0)], direction: .forward, animated: false)
            screen.show(pages)
            dragAcross(screen, to: [30, 20, 10, 5])
            #expect(pageNames(pages.viewControllers) == ["P0"])
            #expect(!pages.view.subviews.contains { $0 is UIScrollView })
        }
    }
}

/// A recording page that shows "<name> content" in its top-left corner.
private final class PageContentViewController: RecordingViewController {
    let index: Int

    init(index: Int, recorder: LifecycleRecorder) {
        self.index = index
        super.init(name: "P\(index)", recorder: recorder)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        label.text = "\(name) content"
        view.addSubview(label)
    }
}

/// A book of `count` pages, made on demand (it keeps none), recording the neighbours it is
/// asked for as `dataSource.after(P0)` and `dataSource.before(P1)`.
@MainActor
private final class PageSource: UIPageViewControllerDataSource {
    let recorder: LifecycleRecorder
    let count: Int
    var showsIndicator = false
    weak var pageViewController: UIPageViewController?

    init(recorder: LifecycleRecorder, count: Int) {
        self.recorder = recorder
        self.count = count
    }

    func page(_ index: Int) -> PageContentViewController {
        PageContentViewController(index: index, recorder: recorder)
    }

    private func index(of controller: UIViewController) -> Int {
        (controller as! PageContentViewController).index
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    )
        -> UIViewController?
    {
        recorder.record("dataSource.before(P\(index(of: viewController)))")
        let index = index(of: viewController)
        return index > 0 ? page(index - 1) : nil
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    )
        -> UIViewController?
    {
        recorder.record("dataSource.after(P\(index(of: viewController)))")
        let index = index(of: viewController)
        return index < count - 1 ? page(index + 1) : nil
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        showsIndicator ? count : 0
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        (pageViewController.viewControllers?.first).map(index(of:)) ?? 0
    }
}

/// A page view controller delegate that records its calls as `delegate.…` entries.
@MainActor
private final class RecordingPagesDelegate: UIPageViewControllerDelegate {
    let recorder: LifecycleRecorder

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
    }

    private func names(_ controllers: [UIViewController]) -> String {
        controllers.map { ($0 as? RecordingViewController)?.name ?? "?" }.joined(separator: ", ")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        recorder.record("delegate.willTransitionTo([\(names(pendingViewControllers))])")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        recorder.record(
            "delegate.didFinishAnimating(\(finished), previous: [\(names(previousViewControllers))], completed: \(completed))"
        )
    }
}

/// A page view controller that sets its page "C" in its own `viewDidLoad`, as P-01 does.
private final class SelfFillingPageViewController: UIPageViewController {
    let recorder: LifecycleRecorder

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers(
            [RecordingViewController(name: "C", recorder: recorder)], direction: .forward, animated: true)
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Containers {
    /// UITabBarController (the catalogue's TB-01 … TB-05, MEM-04).
    @MainActor
    @Suite struct TabBarControllerTests {
        let recorder = LifecycleRecorder()

        /// A visible tab bar controller with the tabs "A", "T2" and "T3", the log reset.
        private func makeTabs(width: Int = 60, height: Int = 10) -> (
            HeadlessScreen, UITabBarController, [TabContentViewController]
        ) {
            let screen = HeadlessScreen(width: width, height: height)
            let tabs = UITabBarController()
            let controllers = ["A", "T2", "T3"].map { TabContentViewController(name: $0, recorder: recorder) }
            tabs.viewControllers = controllers
            screen.show(tabs)
            recorder.reset()
            return (screen, tabs, controllers)
        }

        // MARK: Children and loading (TB-01)

        @Test func everyTabBecomesAChildAndTheFirstIsSelected() {
            let (screen, tabs, controllers) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            #expect(identities(tabs.children) == identities(controllers))
            #expect(identities(tabs.viewControllers ?? []) == identities(controllers))
            #expect(tabs.selectedIndex == 0)
            #expect(tabs.selectedViewController === controllers[0])
            for controller in controllers {
                #expect(controller.parent === tabs)
                #expect(controller.tabBarController === tabs)
            }
        }

        @Test func assigningTabsSendsEachWillMoveAndDidMoveToTheTabBarController() {
            let tabs = UITabBarController()
            let controllers = ["A", "T2"].map { RecordingViewController(name: $0, recorder: recorder) }
            let log = recorded(recorder) { tabs.viewControllers = controllers }
            #expect(
                log == [
                    "A.willMove(UITabBarController)", "A.didMove(UITabBarController)",
                    "T2.willMove(UITabBarController)", "T2.didMove(UITabBarController)",
                ])
        }

        @Test func onlyTheSelectedTabsViewIsLoadedAndInTheWindow() {
            let (screen, _, controllers) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            #expect(controllers[0].isViewLoaded)
            #expect(controllers[0].view.window === screen.window)
            #expect(!controllers[1].isViewLoaded)
            #expect(!controllers[2].isViewLoaded)
            #expect(screen.text.contains("A content"))
        }

        @Test func theSelectedTabAppearsWithTheTabBarControllerAndTheOthersHearNothing() {
            let screen = HeadlessScreen(width: 60, height: 10)
            let tabs = UITabBarController()
            tabs.viewControllers = ["A", "T2"].map { RecordingViewController(name: $0, recorder: recorder) }
            let log = recorded(recorder) { screen.show(tabs) }
            #expect(appearanceCallbacks(log) == ["A.vWA(false)", "A.vIA(false)", "A.vDA(false)"])
            #expect(!log.contains { $0.hasPrefix("T2.") })
        }

        @Test func theSelectedTabsViewFillsTheScreenAboveTheTabBar() {
            let (screen, _, controllers) = makeTabs(width: 60, height: 10)
            defer { withExtendedLifetime(screen) {} }
            #expect(
                controllers[0].view.convert(controllers[0].view.bounds, to: nil)
                    == CGRect(x: 0, y: 0, width: 60, height: 9))
        }

        // MARK: Reassigning (TB-01, MEM-04)

        @Test func reassigningRemovesEveryOldTabBeforeInstallingTheNewOnes() {
            let (screen, tabs, _) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            let new = ["N1", "N2"].map { RecordingViewController(name: $0, recorder: recorder) }
            let log = recorded(recorder) { tabs.viewControllers = new }
            let containment = log.filter { $0.contains("willMove") || $0.contains("didMove") }
            #expect(
                containment == [
                    "A.willMove(nil)", "A.didMove(nil)", "T2.willMove(nil)", "T2.didMove(nil)", "T3.willMove(nil)",
                    "T3.didMove(nil)", "N1.willMove(UITabBarController)", "N1.didMove(UITabBarController)",
                    "N2.willMove(UITabBarController)", "N2.didMove(UITabBarController)",
                ])
            #expect(identities(tabs.children) == identities(new))
            #expect(tabs.selectedViewController === new[0])
        }

        @Test func reassigningSwapsTheShownTabWithAppearanceCallbacks() {
            let (screen, tabs, controllers) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            let new = ["N1", "N2"].map { TabContentViewController(name: $0, recorder: recorder) }
            let log = recorded(recorder) {
                tabs.viewControllers = new
                screen.runUntilIdle()
            }
            #expect(appearanceCallbacks(log, of: "A").first == "A.vWD(false)")
            #expect(appearanceCallbacks(log, of: "A").last == "A.vDD(false)")
            #expect(appearanceCallbacks(log, of: "N1").first == "N1.vWA(false)")
            #expect(appearanceCallbacks(log, of: "N1").last == "N1.vDA(false)")
            #expect(controllers[0].viewIfLoaded?.window == nil)
            #expect(new[0].view.window === screen.window)
            #expect(screen.text.contains("N1 content"))
            #expect(!screen.text.contains("A content"))
        }

        @Test func reassigningReleasesTheOldTabs() {
            let screen = HeadlessScreen(width: 60, height: 10)
            let tabs = UITabBarController()
            weak var weakA: UIViewController?
            weak var weakB: UIViewController?
            weak var weakAView: UIView?
            do {
                let a = TabContentViewController(name: "A", recorder: recorder)
                let b = TabContentViewController(name: "B", recorder: recorder)
                tabs.viewControllers = [a, b]
                screen.show(tabs)
                weakA = a
                weakB = b
                weakAView = a.view
            }
            #expect(weakA != nil, "the tab bar controller holds its tabs")
            tabs.viewControllers = [TabContentViewController(name: "N", recorder: recorder)]
            screen.runUntilIdle()
            #expect(weakA == nil)
            #expect(weakB == nil)
            #expect(weakAView == nil)
        }

        @Test func reassigningKeepsTheSelectedControllerWhenItIsStillATab() {
            let (screen, tabs, controllers) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            tabs.selectedIndex = 1
            screen.runUntilIdle()
            recorder.reset()
            let extra = RecordingViewController(name: "X", recorder: recorder)
            let log = recorded(recorder) {
                tabs.viewControllers = [extra, controllers[1]]
                screen.runUntilIdle()
            }
            #expect(tabs.selectedViewController === controllers[1])
            #expect(tabs.selectedIndex == 1)
            #expect(appearanceCallbacks(log, of: "T2").isEmpty, "the shown tab stays on screen")
            #expect(!log.contains("T2.willMove(nil)"))
        }

        // MARK: Programmatic selection (TB-02)

        @Test func settingSelectedIndexSendsTheNewTabsWillAppearBeforeTheOldTabsWillDisappearInsideTheSetter() {
            let (screen, tabs, _) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            let inSetter = recorded(recorder) { tabs.selectedIndex = 1 }
            #expect(withoutLayout(inSetter) == ["T2.loadView", "T2.viewDidLoad", "T2.vWA(false)", "A.vWD(false)"])
            let later = recorded(recorder) { screen.runUntilIdle() }
            #expect(withoutLayout(later) == ["T2.vIA(false)", "A.vDD(false)", "T2.vDA(false)"])
            #expect(tabs.selectedIndex == 1)
        }

        @Test func settingSelectedIndexCallsNoDelegateMethodAndNoContainmentCallback() {
            let (screen, tabs, _) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            let delegate = RecordingTabsDelegate(recorder: recorder)
            tabs.delegate = delegate
            let log = recorded(recorder) {
                tabs.selectedIndex = 1
                screen.runUntilIdle()
                tabs.selectedViewController = tabs.viewControllers![2]
                screen.runUntilIdle()
            }
            #expect(!log.contains { $0.hasPrefix("delegate.") })
            #expect(!log.contains { $0.contains("willMove") || $0.contains("didMove") })
            #expect(tabs.selectedIndex == 2)
        }

        @Test func settingSelectedViewControllerSwitchesTabsLikeSelectedIndex() {
            let (screen, tabs, controllers) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            let log = recorded(recorder) {
                tabs.selectedViewController = controllers[2]
                screen.runUntilIdle()
            }
            #expect(
                withoutLayout(log) == [
                    "T3.loadView", "T3.viewDidLoad", "T3.vWA(false)", "A.vWD(false)", "T3.vIA(false)", "A.vDD(false)",
                    "T3.vDA(false)",
                ])
            #expect(tabs.selectedIndex == 2)
            #expect(controllers[0].viewIfLoaded?.window == nil)
            #expect(screen.text.contains("T3 content"))
        }

        @Test func switchingBackToALoadedTabDoesNotLoadItAgain() {
            let (screen, tabs, _) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            tabs.selectedIndex = 1
            screen.runUntilIdle()
            let log = recorded(recorder) {
                tabs.selectedIndex = 0
                screen.runUntilIdle()
            }
            #expect(
                withoutLayout(log) == [
                    "A.vWA(false)", "T2.vWD(false)", "A.vIA(false)", "T2.vDD(false)", "A.vDA(false)",
                ])
        }

        @Test func settingSelectedIndexToTheSelectedTabDoesNothing() {
            let (screen, tabs, _) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            let log = recorded(recorder) {
                tabs.selectedIndex = 0
                screen.runUntilIdle()
            }
            #expect(withoutLayout(log).isEmpty)
        }

        @Test func selectingATabWhileTheTabBarControllerIsOffScreenSendsNoAppearanceCallbacks() {
            let tabs = UITabBarController()
            tabs.viewControllers = ["A", "T2"].map { RecordingViewController(name: $0, recorder: recorder) }
            tabs.loadViewIfNeeded()
            recorder.reset()
            tabs.selectedIndex = 1
            MainLoop.main.runUntilIdle()
            #expect(appearanceCallbacks(recorder.entries).isEmpty)
            #expect(tabs.viewControllers![1].view.superview != nil)
            #expect(tabs.viewControllers![0].viewIfLoaded?.superview == nil)
        }

        // MARK: The user's selection (TB-03)

        @Test func pressingATabsNumberAsksTheDelegateThenSwitchesThenTellsTheDelegate() {
            let (screen, tabs, _) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            let delegate = RecordingTabsDelegate(recorder: recorder)
            tabs.delegate = delegate
            let log = recorded(recorder) { screen.press("2") }
            let sequence = withoutLayout(log)
            #expect(sequence.first == "delegate.shouldSelect(T2)")
            #expect(
                sequence.filter { !$0.hasPrefix("delegate.") } == [
                    "T2.loadView", "T2.viewDidLoad", "T2.vWA(false)", "A.vWD(false)", "T2.vIA(false)", "A.vDD(false)",
                    "T2.vDA(false)",
                ])
            let didSelect = sequence.firstIndex(of: "delegate.didSelect(T2)")
            #expect(didSelect != nil)
            if let didSelect {
                #expect(didSelect > sequence.firstIndex(of: "A.vWD(false)")!, "after the switch began")
            }
            #expect(sequence.filter { $0.hasPrefix("delegate.") }.count == 2)
            #expect(tabs.selectedIndex == 1)
        }

        @Test func aDelegateThatRefusesTheSelectionStopsEverything() {
            let (screen, tabs, controllers) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            let delegate = RecordingTabsDelegate(recorder: recorder)
            delegate.allows = false
            tabs.delegate = delegate
            let log = recorded(recorder) {
                screen.press("2")
                screen.tap(text: "3 T3")
            }
            #expect(withoutLayout(log) == ["delegate.shouldSelect(T2)", "delegate.shouldSelect(T3)"])
            #expect(tabs.selectedIndex == 0)
            #expect(!controllers[1].isViewLoaded)
            #expect(screen.text.contains("A content"))
        }

        @Test func tappingATabsTitleSelectsItAsTheUserDoes() {
            let (screen, tabs, _) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            let delegate = RecordingTabsDelegate(recorder: recorder)
            tabs.delegate = delegate
            let log = recorded(recorder) { screen.tap(text: "T3") }
            #expect(log.first == "delegate.shouldSelect(T3)")
            #expect(log.contains("delegate.didSelect(T3)"))
            #expect(tabs.selectedIndex == 2)
            #expect(screen.text.contains("T3 content"))
        }

        @Test func choosingTheSelectedTabAgainStillAsksAndTellsTheDelegate() {
            let (screen, tabs, _) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            let delegate = RecordingTabsDelegate(recorder: recorder)
            tabs.delegate = delegate
            let log = recorded(recorder) { screen.press("1") }
            #expect(withoutLayout(log) == ["delegate.shouldSelect(A)", "delegate.didSelect(A)"])
            #expect(tabs.selectedIndex == 0)
        }

        @Test func choosingTheSelectedNavigationTabAgainPopsItToItsRoot() {
            let screen = HeadlessScreen(width: 60, height: 10)
            let root = TabContentViewController(name: "R", recorder: recorder)
            let pushed = TabContentViewController(name: "X", recorder: recorder)
            let navigation = UINavigationController(rootViewController: root)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, TabContentViewController(name: "T2", recorder: recorder)]
            screen.show(tabs)
            navigation.pushViewController(pushed, animated: false)
            screen.runUntilIdle()
            #expect(screen.text.contains("X content"))
            let delegate = RecordingTabsDelegate(recorder: recorder)
            tabs.delegate = delegate
            recorder.reset()
            screen.press("1")
            #expect(identities(navigation.viewControllers) == identities([root]))
            #expect(screen.text.contains("R content"))
            #expect(recorder.entries.contains("delegate.shouldSelect(UINavigationController)"))
            #expect(recorder.entries.contains("delegate.didSelect(UINavigationController)"))
            #expect(appearanceCallbacks(recorder.entries, of: "X") == ["X.vWD(true)", "X.vDD(true)"])
        }

        @Test func aDelegateThatRefusesTheSelectedTabKeepsItsNavigationStack() {
            let screen = HeadlessScreen(width: 60, height: 10)
            let root = TabContentViewController(name: "R", recorder: recorder)
            let navigation = UINavigationController(rootViewController: root)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, TabContentViewController(name: "T2", recorder: recorder)]
            screen.show(tabs)
            navigation.pushViewController(TabContentViewController(name: "X", recorder: recorder), animated: false)
            screen.runUntilIdle()
            let delegate = RecordingTabsDelegate(recorder: recorder)
            delegate.allows = false
            tabs.delegate = delegate
            screen.press("1")
            #expect(navigation.viewControllers.count == 2)
        }

        @Test func aDisabledTabCannotBeChosen() {
            let (screen, tabs, controllers) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            controllers[1].tabBarItem.isEnabled = false
            screen.press("2")
            screen.tap(text: "2 T2")
            #expect(tabs.selectedIndex == 0)
        }

        // MARK: Drawing

        @Test func theTabBarFillsTheLastRowWithNumberedTitlesAndTheContentIsAboveIt() {
            let (screen, _, _) = makeTabs(width: 60, height: 10)
            defer { withExtendedLifetime(screen) {} }
            let lines = screen.lines
            #expect(lines.count == 10)
            let bar = lines[9]
            #expect(bar.contains("1 A"))
            #expect(bar.contains("2 T2"))
            #expect(bar.contains("3 T3"))
            #expect(bar.range(of: "1 A")!.lowerBound < bar.range(of: "2 T2")!.lowerBound)
            #expect(bar.range(of: "2 T2")!.lowerBound < bar.range(of: "3 T3")!.lowerBound)
            #expect(lines[0].contains("A content"))
            #expect(!lines[0...8].contains { $0.contains("1 A") })
        }

        @Test func theSelectedTabIsDrawnReversedAndTheOthersAreNot() {
            let (screen, tabs, _) = makeTabs(width: 60, height: 10)
            defer { withExtendedLifetime(screen) {} }
            func isReversed(_ title: String) -> Bool {
                let point = screen.location(of: title)!
                return screen.canvas[x: Int(point.x), y: Int(point.y)].attributes.contains(.reverse)
            }
            #expect(isReversed("1 A"))
            #expect(!isReversed("2 T2"))
            tabs.selectedIndex = 1
            screen.runUntilIdle()
            #expect(!isReversed("1 A"))
            #expect(isReversed("2 T2"))
        }

        @Test func aTabsBadgeIsDrawnInRedAfterItsTitle() {
            let (screen, _, controllers) = makeTabs(width: 60, height: 10)
            defer { withExtendedLifetime(screen) {} }
            controllers[1].tabBarItem.badgeValue = "7"
            screen.runUntilIdle()
            let bar = screen.lines[9]
            let badge = bar.range(of: "2 T2  7 ")
            #expect(badge != nil, "the badge follows the title: \(bar)")
            let point = screen.location(of: "7")!
            #expect(screen.canvas[x: Int(point.x), y: 9].background == .systemRed)
            controllers[1].tabBarItem.badgeValue = nil
            screen.runUntilIdle()
            #expect(!screen.lines[9].contains("7"))
        }

        @Test func eachItemIsAButtonViewInAStackViewSoABadgeMovesTheItemsAfterIt() {
            let (screen, tabs, controllers) = makeTabs(width: 60, height: 10)
            defer { withExtendedLifetime(screen) {} }
            let buttons = tabs.tabBar._buttons
            func starts() -> [CGFloat] { tabs.tabBar._buttons.map { $0.convert($0.bounds, to: tabs.tabBar).minX } }
            #expect(starts() == [1, 7, 14])
            #expect(buttons.map(\.frame.width) == [5, 6, 6])
            #expect(buttons.allSatisfy { $0.superview is UIStackView && !$0.translatesAutoresizingMaskIntoConstraints })
            controllers[1].tabBarItem.badgeValue = "12"
            screen.runUntilIdle()
            #expect(starts() == [1, 7, 18], "the badge widens T2 by four cells")
            screen.tap(at: CGPoint(x: 19, y: 9))
            #expect(tabs.selectedViewController === controllers[2])
            screen.tap(at: CGPoint(x: 0, y: 9))
            #expect(tabs.selectedViewController === controllers[2], "the cell before the first item is no item")
            tabs.tabBar.unselectedItemTintColor = .systemGreen
            screen.runUntilIdle()
            let item = screen.location(of: "1 A")!
            #expect(screen.canvas[x: Int(item.x), y: 9].foreground == .systemGreen, "a new colour redraws the items")
        }

        // Regression: expected the bar to show "3 Settings" after the tab's tabBarItem is replaced
        @Test
        func aTabBarItemReplacedOnAShownTabIsDrawn() {
            let (screen, _, controllers) = makeTabs(width: 60, height: 10)
            defer { withExtendedLifetime(screen) {} }
            controllers[2].tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 3)
            screen.runUntilIdle()
            #expect(screen.lines[9].contains("3 Settings"))
            controllers[2].tabBarItem.badgeValue = "4"
            screen.runUntilIdle()
            #expect(screen.lines[9].contains("3 Settings  4"))
        }

        @Test func aTabBarItemSetBeforeTheTabsAreAssignedReplacesTheControllersTitle() {
            let screen = HeadlessScreen(width: 60, height: 10)
            let tabs = UITabBarController()
            let first = TabContentViewController(name: "A", recorder: recorder)
            first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 1)
            tabs.viewControllers = [first, TabContentViewController(name: "T2", recorder: recorder)]
            screen.show(tabs)
            #expect(screen.lines[9].contains("1 Inbox"))
            #expect(!screen.lines[9].contains("1 A"))
        }

        @Test func changingATabsTitleRedrawsTheBar() {
            let (screen, _, controllers) = makeTabs(width: 60, height: 10)
            defer { withExtendedLifetime(screen) {} }
            controllers[1].title = "Renamed"
            screen.runUntilIdle()
            #expect(screen.lines[9].contains("2 Renamed"))
        }

        @Test func aTabsViewTracksAResizeOfTheScreen() {
            let (screen, _, controllers) = makeTabs(width: 60, height: 10)
            screen.resize(width: 70, height: 12)
            #expect(
                controllers[0].view.convert(controllers[0].view.bounds, to: nil)
                    == CGRect(x: 0, y: 0, width: 70, height: 11))
            #expect(screen.lines[11].contains("1 A"))
        }

        // MARK: More (TB-04)

        @Test func tabsThatDoNotFitTheWidthAreListedUnderMore() {
            let (screen, tabs, _) = makeOverflowTabs(width: 40)
            let bar = screen.lines[9]
            #expect(bar.contains("More"))
            #expect(bar.contains("1 Alpha"))
            #expect(!bar.contains("Foxtrot"))
            #expect(
                !tabs.viewControllers!.contains { $0 === tabs.moreNavigationController }, "More is not one of the tabs")
            #expect(tabs.tabBar.items?.last?.title == "More")
        }

        @Test func choosingMoreShowsTheOverflowAndMakesSelectedIndexNotFound() {
            let (screen, tabs, _) = makeOverflowTabs(width: 40)
            let delegate = RecordingTabsDelegate(recorder: recorder)
            tabs.delegate = delegate
            recorder.reset()
            screen.tap(text: "More")
            #expect(tabs.selectedViewController === tabs.moreNavigationController)
            #expect(tabs.selectedIndex == NSNotFound)
            #expect(screen.text.contains("Foxtrot"))
            #expect(recorder.entries.contains("delegate.shouldSelect(UINavigationController)"))
            #expect(recorder.entries.contains("delegate.didSelect(UINavigationController)"))
            #expect(appearanceCallbacks(recorder.entries, of: "Alpha") == ["Alpha.vWD(false)", "Alpha.vDD(false)"])
        }

        @Test func settingSelectedIndexCannotSelectMoreButSelectedViewControllerCan() {
            let (screen, tabs, _) = makeOverflowTabs(width: 40)
            tabs.selectedIndex = NSNotFound
            #expect(tabs.selectedIndex == 0)
            tabs.selectedViewController = tabs.moreNavigationController
            screen.runUntilIdle()
            #expect(tabs.selectedIndex == NSNotFound)
            #expect(tabs.moreNavigationController.view.window === screen.window)
        }

        @Test func openingAnOverflowTabFromMorePushesItOntoTheMoreNavigationController() {
            let (screen, tabs, controllers) = makeOverflowTabs(width: 40)
            screen.tap(text: "More")
            screen.tap(text: "Foxtrot")
            #expect(controllers[5].navigationController === tabs.moreNavigationController)
            #expect(screen.text.contains("Foxtrot content"))
            #expect(tabs.selectedIndex == NSNotFound)
        }

        // Regression: expected an overflow tab selected in code to be shown on the More navigation stack
        // (UIKit's selectedViewController: "even ones that are located on the More navigation controller's
        // stack") with the More tab highlighted
        @Test
        func selectingAnOverflowTabInCodeShowsItOnTheMoreNavigationStack() {
            let (screen, tabs, controllers) = makeOverflowTabs(width: 40)
            tabs.selectedIndex = 5
            screen.runUntilIdle()
            #expect(tabs.selectedViewController === controllers[5])
            #expect(screen.text.contains("Foxtrot content"))
            #expect(controllers[5].navigationController === tabs.moreNavigationController)
            // "More" also titles the back button at the top: look in the tab bar's row.
            let bar = screen.lines[9]
            let column = bar.distance(from: bar.startIndex, to: bar.range(of: "More")!.lowerBound)
            #expect(screen.canvas[x: column, y: 9].attributes.contains(.reverse), "the More tab is selected")
        }

        // Regression: expected an overflow tab selected before the bar had a width to be shown on More's
        // stack once it is on screen, not More's bare list
        @Test func anOverflowTabSelectedBeforeTheBarIsLaidOutIsShownOnMoresStack() {
            let screen = HeadlessScreen(width: 40, height: 10)
            let tabs = UITabBarController()
            let controllers = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"].map {
                TabContentViewController(name: $0, recorder: recorder)
            }
            tabs.viewControllers = controllers
            tabs.selectedIndex = 5
            screen.show(tabs)
            screen.runUntilIdle()
            #expect(tabs.selectedViewController === controllers[5])
            #expect(screen.text.contains("Foxtrot content"))
            #expect(controllers[5].navigationController === tabs.moreNavigationController)
        }

        // Regression: expected a resize to move the selected tab onto More's stack when it stops fitting,
        // and back into the tab bar controller when it fits again
        @Test func aResizeMovesTheSelectedTabOntoMoresStackAndBack() {
            let (screen, tabs, controllers) = makeOverflowTabs(width: 80)
            tabs.selectedIndex = 5
            screen.runUntilIdle()
            #expect(controllers[5].parent === tabs)
            #expect(screen.lines[9].contains("Foxtrot"))

            screen.resize(width: 40, height: 10)
            screen.runUntilIdle()
            #expect(screen.text.contains("Foxtrot content"))
            #expect(controllers[5].navigationController === tabs.moreNavigationController)
            #expect(tabs.selectedViewController === controllers[5])

            screen.resize(width: 80, height: 10)
            screen.runUntilIdle()
            #expect(controllers[5].parent === tabs)
            #expect(tabs.moreNavigationController.viewControllers.count == 1, "More shows its list again")
            #expect(screen.text.contains("Foxtrot content"))
            #expect(screen.lines[9].contains("Foxtrot"))
        }

        /// Six plain tabs, on a screen `width` cells wide (at 40, the last two are under More).
        private func makeOverflowTabs(width: Int) -> (HeadlessScreen, UITabBarController, [TabContentViewController]) {
            let screen = HeadlessScreen(width: width, height: 10)
            let tabs = UITabBarController()
            let controllers = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"].map {
                TabContentViewController(name: $0, recorder: recorder)
            }
            tabs.viewControllers = controllers
            screen.show(tabs)
            return (screen, tabs, controllers)
        }

        /// Six tabs, the last a navigation controller around Foxtrot (and Golf pushed on it).
        private func makeTabsWithANavigationTab(width: Int) -> (
            HeadlessScreen, UITabBarController, UINavigationController, [TabContentViewController]
        ) {
            let screen = HeadlessScreen(width: width, height: 10)
            let tabs = UITabBarController()
            let controllers = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf"].map {
                TabContentViewController(name: $0, recorder: recorder)
            }
            let navigation = UINavigationController(rootViewController: controllers[5])
            navigation.tabBarItem = UITabBarItem(title: "Foxtrot", image: nil, tag: 5)
            tabs.viewControllers = Array(controllers[0..<5]) + [navigation]
            screen.show(tabs)
            return (screen, tabs, navigation, controllers)
        }

        // Regression: choosing a navigation controller tab from More pushed the navigation
        // controller onto More's ("Pushing a navigation controller is not supported")
        @Test func aNavigationControllerTabOpenedFromMoreLendsItsStackToMore() {
            let (screen, tabs, navigation, controllers) = makeTabsWithANavigationTab(width: 40)
            screen.tap(text: "More")
            screen.tap(text: "Foxtrot")
            let more = tabs.moreNavigationController
            #expect(more.viewControllers.count == 2)
            #expect(more.viewControllers.last === controllers[5])
            #expect(controllers[5].navigationController === more)
            #expect(navigation.viewControllers.isEmpty, "one controller is in one stack at a time")
            #expect(navigation.parent === tabs, "the tab stays the tab bar controller's child")
            #expect(screen.lines[0].contains("‹ More"), "\(screen.text)")
            #expect(screen.text.contains("Foxtrot content"))

            // Pushes from inside go onto More's stack, whose back button returns to the list.
            controllers[5].navigationController?.pushViewController(controllers[6], animated: false)
            screen.runUntilIdle()
            #expect(more.viewControllers.count == 3)
            more.popToRootViewController(animated: true)
            screen.runUntilIdle()
            #expect(more.viewControllers.count == 1)
            #expect(navigation.viewControllers == [controllers[5]], "the tab gets its root back")
            #expect(controllers[5].navigationController === navigation)
        }

        /// The digit key of the More tab (the bar's row also holds More's back button).
        private func moreKey(_ tabs: UITabBarController) -> String {
            "\(tabs.tabBar.items!.firstIndex { $0.title == "More" }! + 1)"
        }

        // Regression: expected choosing More while it showed the selected overflow tab to
        // return to its list, as choosing the selected tab again pops its stack to the root
        // (the bar highlights More for a tab it shows)
        @Test func choosingMoreWhileItShowsTheSelectedTabReturnsToItsList() {
            let (screen, tabs, _) = makeOverflowTabs(width: 40)
            tabs.selectedIndex = 5
            screen.runUntilIdle()
            #expect(screen.text.contains("Foxtrot content"))
            let delegate = RecordingTabsDelegate(recorder: recorder)
            tabs.delegate = delegate
            recorder.reset()
            screen.press(moreKey(tabs))
            screen.runUntilIdle()
            let more = tabs.moreNavigationController
            #expect(more.viewControllers.count == 1, "More shows its list")
            #expect(tabs.selectedViewController === more)
            #expect(!screen.text.contains("Foxtrot content"))
            #expect(recorder.entries.contains("delegate.didSelect(UINavigationController)"))
            #expect(appearanceCallbacks(recorder.entries, of: "Foxtrot") == ["Foxtrot.vWD(true)", "Foxtrot.vDD(true)"])
        }

        // Regression: after More's back button returned to the list, the tab it had shown
        // stayed the selected controller
        @Test func backAtMoresListMoreIsSelectedAndStaysThere() {
            let (screen, tabs, _) = makeOverflowTabs(width: 40)
            tabs.selectedIndex = 5
            screen.runUntilIdle()
            screen.tap(text: "‹ More")
            screen.runUntilIdle()
            #expect(tabs.selectedViewController === tabs.moreNavigationController)
            screen.resize(width: 42, height: 10)
            screen.runUntilIdle()
            #expect(tabs.moreNavigationController.viewControllers.count == 1, "More still shows its list")
            #expect(!screen.text.contains("Foxtrot content"))
        }

        @Test func choosingMoreWhileItShowsASelectedNavigationTabGivesItsStackBack() {
            let (screen, tabs, navigation, controllers) = makeTabsWithANavigationTab(width: 40)
            tabs.selectedIndex = 5
            screen.runUntilIdle()
            controllers[5].navigationController?.pushViewController(controllers[6], animated: false)
            screen.runUntilIdle()
            #expect(screen.text.contains("Golf content"))
            screen.press(moreKey(tabs))
            screen.runUntilIdle()
            let more = tabs.moreNavigationController
            #expect(more.viewControllers.count == 1, "More shows its list")
            #expect(tabs.selectedViewController === more)
            // Popped to More's list, as a pop to the root: the tab gets its root back.
            #expect(navigation.viewControllers == [controllers[5]])
            #expect(!screen.text.contains("Golf content"))
        }

        @Test func aSelectedNavigationControllerTabMovesOntoMoreAndBackWithTheWidth() {
            let (screen, tabs, navigation, controllers) = makeTabsWithANavigationTab(width: 80)
            navigation.pushViewController(controllers[6], animated: false)
            tabs.selectedIndex = 5
            screen.runUntilIdle()
            #expect(screen.text.contains("Golf content"))

            screen.resize(width: 40, height: 10)
            screen.runUntilIdle()
            let more = tabs.moreNavigationController
            #expect(more.viewControllers.dropFirst().map { $0 as UIViewController } == [controllers[5], controllers[6]])
            #expect(navigation.viewControllers.isEmpty)
            #expect(screen.text.contains("Golf content"))
            #expect(tabs.selectedViewController === navigation)

            screen.resize(width: 80, height: 10)
            screen.runUntilIdle()
            #expect(more.viewControllers.count == 1, "More shows its list again")
            #expect(navigation.viewControllers == [controllers[5], controllers[6]], "the whole stack comes back")
            #expect(controllers[6].navigationController === navigation)
            #expect(screen.text.contains("Golf content"), "\(screen.text)")
        }

        // MARK: Status bar (TB-05) and hidden bars

        @Test func theSelectedTabDecidesTheStatusBarStyle() {
            let (screen, tabs, controllers) = makeTabs()
            defer { withExtendedLifetime(screen) {} }
            #expect(tabs.childForStatusBarStyle === controllers[0])
            tabs.selectedIndex = 2
            screen.runUntilIdle()
            #expect(tabs.childForStatusBarStyle === controllers[2])
            #expect(tabs.childForStatusBarHidden === controllers[2])
        }

        // Regression: expected the tab bar hidden once a controller with hidesBottomBarWhenPushed is pushed
        @Test
        func aControllerPushedWithHidesBottomBarWhenPushedHidesTheTabBar() {
            let screen = HeadlessScreen(width: 60, height: 10)
            let root = TabContentViewController(name: "R", recorder: recorder)
            let navigation = UINavigationController(rootViewController: root)
            navigation.tabBarItem = UITabBarItem(title: "R", image: nil, tag: 0)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, TabContentViewController(name: "T2", recorder: recorder)]
            screen.show(tabs)
            #expect(screen.lines[9].contains("1 R"))
            let detail = TabContentViewController(name: "D", recorder: recorder)
            detail.hidesBottomBarWhenPushed = true
            navigation.pushViewController(detail, animated: true)
            screen.runUntilIdle()
            #expect(tabs.tabBar.isHidden)
            #expect(!screen.lines[9].contains("1 R"))
            #expect(!screen.lines[9].contains("2 T2"))
            #expect(
                navigation.view.convert(navigation.view.bounds, to: nil).height == 10, "the content takes the bar's row"
            )
            navigation.popViewController(animated: true)
            screen.runUntilIdle()
            #expect(!tabs.tabBar.isHidden)
            #expect(screen.lines[9].contains("1 R"))
            #expect(navigation.view.convert(navigation.view.bounds, to: nil).height == 9)
        }

        @Test func theRootOfANavigationTabDoesNotHideTheBarEvenIfItAsks() {
            let screen = HeadlessScreen(width: 60, height: 10)
            let root = TabContentViewController(name: "R", recorder: recorder)
            root.hidesBottomBarWhenPushed = true
            let navigation = UINavigationController(rootViewController: root)
            navigation.tabBarItem = UITabBarItem(title: "R", image: nil, tag: 0)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            screen.show(tabs)
            #expect(!tabs.tabBar.isHidden)
            #expect(screen.lines[9].contains("1 R"))
        }
    }
}

/// A recording controller whose view shows "<name> content" in its top-left corner.
private final class TabContentViewController: RecordingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        label.text = "\(name) content"
        view.addSubview(label)
    }
}

/// A tab bar controller delegate that records its calls as `delegate.shouldSelect(T2)` and
/// `delegate.didSelect(T2)`, and allows selections while `allows` is true.
@MainActor
private final class RecordingTabsDelegate: UITabBarControllerDelegate {
    let recorder: LifecycleRecorder
    var allows = true

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
    }

    private func name(_ controller: UIViewController) -> String {
        (controller as? RecordingViewController)?.name ?? String(describing: type(of: controller))
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        recorder.record("delegate.shouldSelect(\(name(viewController)))")
        return allows
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        recorder.record("delegate.didSelect(\(name(viewController)))")
    }
}

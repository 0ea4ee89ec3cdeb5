import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Containers {
    /// UISplitViewController (the catalogue's S-01 … S-06, SH-02, SH-04).
    @MainActor
    @Suite struct SplitViewControllerTests {
        let recorder = LifecycleRecorder()

        /// A classic split view controller with a navigation controller around "P" as the primary
        /// and "S" as the secondary, shown on a screen `width` columns wide, the log reset.
        private func makeSplit(width: Int = 120, height: Int = 12, delegate: RecordingSplitDelegate? = nil) -> (
            HeadlessScreen, UISplitViewController, UINavigationController, SplitContentViewController,
            SplitContentViewController
        ) {
            let screen = HeadlessScreen(width: width, height: height)
            let primary = SplitContentViewController(name: "P", recorder: recorder)
            let secondary = SplitContentViewController(name: "S", recorder: recorder)
            let navigation = UINavigationController(rootViewController: primary)
            let split = UISplitViewController()
            split.delegate = delegate
            split.viewControllers = [navigation, secondary]
            screen.show(split)
            recorder.reset()
            return (screen, split, navigation, primary, secondary)
        }

        // MARK: Expanded

        @Test func inAWideScreenPrimaryAndSecondaryAreSideBySide() {
            let (screen, split, navigation, _, secondary) = makeSplit(width: 120)
            defer { withExtendedLifetime(screen) {} }
            #expect(!split.isCollapsed)
            #expect(identities(split.viewControllers) == identities([navigation, secondary]))
            let primaryFrame = navigation.view.convert(navigation.view.bounds, to: nil)
            let secondaryFrame = secondary.view.convert(secondary.view.bounds, to: nil)
            #expect(primaryFrame.minX == 0)
            #expect(primaryFrame.width > 0)
            #expect(secondaryFrame.minX == primaryFrame.maxX + 1, "one column for the separator")
            #expect(secondaryFrame.maxX == 120)
            #expect(primaryFrame.height == 12)
            #expect(secondaryFrame.height == 12)
            #expect(split.primaryColumnWidth == primaryFrame.width)
        }

        @Test func aSeparatorLineRunsDownTheColumnBetweenPrimaryAndSecondary() {
            let (screen, _, navigation, _, _) = makeSplit(width: 120, height: 12)
            defer { withExtendedLifetime(screen) {} }
            let x = Int(navigation.view.frame.maxX)
            for y in 0..<12 {
                #expect(screen.canvas[x: x, y: y].text == "│", "row \(y)")
            }
        }

        @Test func bothColumnsContentIsOnScreen() {
            let (screen, _, navigation, _, _) = makeSplit(width: 120)
            defer { withExtendedLifetime(screen) {} }
            let lines = screen.lines
            #expect(lines[0].contains("P"), "the primary's navigation bar shows its title")
            let primaryContent = screen.location(of: "P content")!
            let secondaryContent = screen.location(of: "S content")!
            #expect(primaryContent.x < navigation.view.frame.maxX)
            #expect(secondaryContent.x > navigation.view.frame.maxX)
        }

        @Test func bothColumnsAreChildrenAndAppearWithTheSplitViewController() {
            let screen = HeadlessScreen(width: 120, height: 12)
            let primary = RecordingViewController(name: "P", recorder: recorder)
            let secondary = RecordingViewController(name: "S", recorder: recorder)
            let split = UISplitViewController()
            split.viewControllers = [primary, secondary]
            #expect(identities(split.children) == identities([primary, secondary]))
            #expect(primary.splitViewController === split)
            let log = recorded(recorder) { screen.show(split) }
            #expect(appearanceCallbacks(log, of: "P") == ["P.vWA(false)", "P.vIA(false)", "P.vDA(false)"])
            #expect(appearanceCallbacks(log, of: "S") == ["S.vWA(false)", "S.vIA(false)", "S.vDA(false)"])
        }

        @Test func assigningViewControllersUsesTheContainmentProtocol() {
            let split = UISplitViewController()
            let primary = RecordingViewController(name: "P", recorder: recorder)
            let secondary = RecordingViewController(name: "S", recorder: recorder)
            let first = recorded(recorder) { split.viewControllers = [primary, secondary] }
            #expect(
                first == [
                    "P.willMove(UISplitViewController)", "P.didMove(UISplitViewController)",
                    "S.willMove(UISplitViewController)", "S.didMove(UISplitViewController)",
                ])
            let replacement = RecordingViewController(name: "R", recorder: recorder)
            let second = recorded(recorder) { split.viewControllers = [primary, replacement] }
            #expect(
                second == [
                    "S.willMove(nil)", "S.didMove(nil)", "R.willMove(UISplitViewController)",
                    "R.didMove(UISplitViewController)",
                ])
            #expect(secondary.parent == nil)
        }

        @Test func theColumnsFollowAResizeThatKeepsTheScreenWide() {
            let (screen, split, navigation, _, secondary) = makeSplit(width: 120)
            screen.resize(width: 150, height: 14)
            #expect(!split.isCollapsed)
            let secondaryFrame = secondary.view.convert(secondary.view.bounds, to: nil)
            #expect(secondaryFrame.maxX == 150)
            #expect(secondaryFrame.height == 14)
            #expect(secondaryFrame.minX == navigation.view.frame.maxX + 1)
        }

        // MARK: Collapsing (S-01)

        @Test func narrowingTheScreenCollapsesTheSecondaryOntoThePrimaryNavigationController() {
            let (screen, split, navigation, primary, secondary) = makeSplit(width: 120)
            screen.resize(width: 80, height: 12)
            #expect(split.isCollapsed)
            #expect(identities(split.viewControllers) == identities([navigation]))
            #expect(identities(navigation.viewControllers) == identities([primary, secondary]))
            #expect(secondary.parent === navigation)
            #expect(secondary.navigationController === navigation)
            #expect(identities(split.children) == identities([navigation]))
        }

        @Test func theSplitCollapsesBelowOneHundredColumnsAndExpandsFromOneHundred() {
            let (screen, split, _, _, _) = makeSplit(width: 100)
            #expect(!split.isCollapsed)
            screen.resize(width: 99, height: 12)
            #expect(split.isCollapsed)
            screen.resize(width: 100, height: 12)
            #expect(!split.isCollapsed)
        }

        @Test func aCollapsedSplitShowsTheSecondaryUnderABackButton() {
            let (screen, _, navigation, _, _) = makeSplit(width: 120)
            screen.resize(width: 80, height: 12)
            let lines = screen.lines
            #expect(lines[0].contains("‹ P"), "the back button names the primary: \(lines[0])")
            #expect(screen.text.contains("S content"))
            #expect(!screen.text.contains("P content"))
            #expect(!lines.contains { $0.contains("│") }, "no separator while collapsed")
            #expect(
                navigation.view.convert(navigation.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 80, height: 12))
        }

        @Test func collapsingLeavesTheSecondaryAppearedAndThePrimaryDisappeared() {
            let (screen, _, _, primary, secondary) = makeSplit(width: 120)
            let log = recorded(recorder) { screen.resize(width: 80, height: 12) }
            #expect(appearanceCallbacks(log, of: "P").last == "P.vDD(false)")
            #expect(appearanceCallbacks(log, of: "S").last == "S.vDA(false)")
            #expect(primary.viewIfLoaded?.window == nil)
            #expect(secondary.view.window === screen.window)
        }

        @Test func collapsingAsksTheDelegateForAPrimaryThenWhetherItCollapsesTheSecondary() {
            let delegate = RecordingSplitDelegate(recorder: recorder)
            let (screen, _, _, _, _) = makeSplit(width: 120, delegate: delegate)
            let log = recorded(recorder) { screen.resize(width: 80, height: 12) }
            #expect(
                log.filter { $0.hasPrefix("delegate.") && !$0.hasPrefix("delegate.did") } == [
                    "delegate.primaryForCollapsing", "delegate.collapseSecondary(S, onto: UINavigationController)",
                ])
        }

        @Test func aDelegateThatCollapsesTheSecondaryItselfDiscardsIt() {
            let delegate = RecordingSplitDelegate(recorder: recorder)
            delegate.collapsesSecondaryItself = true
            let screen = HeadlessScreen(width: 120, height: 12)
            let primary = SplitContentViewController(name: "P", recorder: recorder)
            let navigation = UINavigationController(rootViewController: primary)
            let split = UISplitViewController()
            split.delegate = delegate
            weak var weakSecondary: UIViewController?
            do {
                let secondary = SplitContentViewController(name: "S", recorder: recorder)
                weakSecondary = secondary
                split.viewControllers = [navigation, secondary]
                screen.show(split)
            }
            screen.resize(width: 80, height: 12)
            #expect(split.isCollapsed)
            #expect(identities(navigation.viewControllers) == identities([primary]))
            #expect(identities(split.viewControllers) == identities([navigation]))
            #expect(screen.text.contains("P content"))
            #expect(!screen.text.contains("S content"))
            #expect(weakSecondary == nil, "nothing keeps the discarded secondary")
        }

        @Test func aSplitShownInANarrowScreenStartsCollapsed() {
            let screen = HeadlessScreen(width: 80, height: 12)
            let primary = SplitContentViewController(name: "P", recorder: recorder)
            let secondary = SplitContentViewController(name: "S", recorder: recorder)
            let navigation = UINavigationController(rootViewController: primary)
            let split = UISplitViewController()
            split.viewControllers = [navigation, secondary]
            screen.show(split)
            #expect(split.isCollapsed)
            #expect(identities(navigation.viewControllers) == identities([primary, secondary]))
            #expect(screen.text.contains("S content"))
            #expect(appearanceCallbacks(recorder.entries, of: "S") == ["S.vWA(false)", "S.vIA(false)", "S.vDA(false)"])
        }

        // Regression: BUG (crash): expected a classic split whose secondary is a navigation controller to
        // collapse and show the secondary's content
        @Test
        func aSecondaryNavigationControllerCollapsesOntoThePrimary() {
            let screen = HeadlessScreen(width: 120, height: 12)
            let primary = SplitContentViewController(name: "P", recorder: recorder)
            let secondary = SplitContentViewController(name: "S", recorder: recorder)
            let split = UISplitViewController()
            split.viewControllers = [
                UINavigationController(rootViewController: primary),
                UINavigationController(rootViewController: secondary),
            ]
            screen.show(split)
            screen.resize(width: 80, height: 12)
            #expect(split.isCollapsed)
            #expect(screen.text.contains("S content"))
            #expect(!screen.text.contains("P content"))
        }

        @Test func aPlainPrimaryKeepsItsPlaceAndTheSecondaryIsDroppedWhenCollapsing() {
            let screen = HeadlessScreen(width: 120, height: 12)
            let primary = SplitContentViewController(name: "P", recorder: recorder)
            let secondary = SplitContentViewController(name: "S", recorder: recorder)
            let split = UISplitViewController()
            split.viewControllers = [primary, secondary]
            screen.show(split)
            screen.resize(width: 80, height: 12)
            #expect(split.isCollapsed)
            #expect(identities(split.viewControllers) == identities([primary]))
            #expect(screen.text.contains("P content"))
            #expect(!screen.text.contains("S content"))
        }

        // MARK: Expanding (S-02)

        @Test func wideningTheScreenAgainPutsTheSecondaryBackInItsColumn() {
            let (screen, split, navigation, primary, secondary) = makeSplit(width: 120)
            screen.resize(width: 80, height: 12)
            screen.resize(width: 120, height: 12)
            #expect(!split.isCollapsed)
            #expect(identities(split.viewControllers) == identities([navigation, secondary]))
            #expect(identities(navigation.viewControllers) == identities([primary]))
            #expect(secondary.parent === split)
            #expect(secondary.view.superview === split.view)
            #expect(screen.text.contains("P content"))
            #expect(screen.text.contains("S content"))
            let x = Int(navigation.view.frame.maxX)
            #expect(screen.canvas[x: x, y: 5].text == "│")
            #expect(secondary.view.convert(secondary.view.bounds, to: nil).minX == CGFloat(x + 1))
        }

        @Test func aControllerPoppedFromTheSecondaryStackJustBeforeACollapseStillLeaves() {
            let screen = HeadlessScreen(width: 120, height: 12)
            defer { withExtendedLifetime(screen) {} }
            let primary = UINavigationController(
                rootViewController: SplitContentViewController(name: "P", recorder: recorder))
            let secondary = UINavigationController(
                rootViewController: SplitContentViewController(name: "S", recorder: recorder))
            let detail = SplitContentViewController(name: "D", recorder: recorder)
            let split = UISplitViewController()
            split.viewControllers = [primary, secondary]
            screen.show(split)
            secondary.pushViewController(detail, animated: false)
            screen.runUntilIdle()
            let log = recorded(recorder) {
                secondary.popViewController(animated: false)  // finishes in the next turn…
                screen.resize(width: 80, height: 12)  // …but the collapse takes the stack now
            }
            #expect(detail.parent == nil)
            #expect(log.filter { $0.hasPrefix("D.") && $0.contains("Move") } == ["D.willMove(nil)", "D.didMove(nil)"])
            #expect(primary.viewControllers.count == 2, "the secondary's root moved onto the primary stack")
        }

        @Test func expandingLeavesBothColumnsAppeared() {
            let (screen, _, _, _, _) = makeSplit(width: 120)
            screen.resize(width: 80, height: 12)
            let log = recorded(recorder) { screen.resize(width: 120, height: 12) }
            #expect(appearanceCallbacks(log, of: "P").last == "P.vDA(false)")
            let secondary = appearanceCallbacks(log, of: "S")
            #expect(secondary.isEmpty || secondary.last == "S.vDA(false)", "\(secondary)")
        }

        @Test func expandingAsksTheDelegateForAPrimaryThenForTheSecondary() {
            let delegate = RecordingSplitDelegate(recorder: recorder)
            let (screen, _, _, _, _) = makeSplit(width: 120, delegate: delegate)
            screen.resize(width: 80, height: 12)
            let log = recorded(recorder) { screen.resize(width: 120, height: 12) }
            #expect(
                log.filter { $0.hasPrefix("delegate.") && !$0.hasPrefix("delegate.did") } == [
                    "delegate.primaryForExpanding", "delegate.separateSecondary(from: UINavigationController)",
                ])
        }

        @Test func aSecondaryTheDelegateSeparatesBecomesTheSecondary() {
            let delegate = RecordingSplitDelegate(recorder: recorder)
            let (screen, split, navigation, primary, secondary) = makeSplit(width: 120, delegate: delegate)
            screen.resize(width: 80, height: 12)
            let fresh = SplitContentViewController(name: "F", recorder: recorder)
            delegate.separated = fresh
            screen.resize(width: 120, height: 12)
            #expect(identities(split.viewControllers) == identities([navigation, fresh]))
            #expect(
                identities(navigation.viewControllers) == identities([primary, secondary]),
                "the primary keeps its stack")
            #expect(screen.text.contains("F content"))
        }

        // MARK: showDetailViewController (S-03, SH-04)

        @Test func showDetailReplacesTheSecondaryWhenExpanded() {
            let (screen, split, navigation, _, secondary) = makeSplit(width: 120)
            let detail = SplitContentViewController(name: "D", recorder: recorder)
            let log = recorded(recorder) {
                split.showDetailViewController(detail, sender: nil)
                screen.runUntilIdle()
            }
            #expect(identities(split.viewControllers) == identities([navigation, detail]))
            #expect(secondary.parent == nil)
            #expect(secondary.viewIfLoaded?.window == nil)
            #expect(log.contains("S.willMove(nil)"))
            #expect(log.contains("S.didMove(nil)"))
            #expect(log.contains("D.willMove(UISplitViewController)"))
            #expect(log.contains("D.didMove(UISplitViewController)"))
            #expect(appearanceCallbacks(log, of: "S") == ["S.vWD(false)", "S.vDD(false)"])
            #expect(appearanceCallbacks(log, of: "D") == ["D.vWA(false)", "D.vIA(false)", "D.vDA(false)"])
            #expect(screen.text.contains("D content"))
            #expect(!screen.text.contains("S content"))
        }

        @Test func showDetailPushesOntoThePrimaryWhenCollapsed() {
            let (screen, split, navigation, primary, secondary) = makeSplit(width: 120)
            screen.resize(width: 80, height: 12)
            let detail = SplitContentViewController(name: "D", recorder: recorder)
            split.showDetailViewController(detail, sender: nil)
            screen.runUntilIdle()
            #expect(identities(navigation.viewControllers) == identities([primary, secondary, detail]))
            #expect(split.isCollapsed)
            #expect(screen.text.contains("D content"))
            #expect(screen.lines[0].contains("‹ S"))
        }

        @Test func showDetailFromAControllerInsideThePrimaryReplacesTheSecondary() {
            let (screen, split, navigation, primary, _) = makeSplit(width: 120)
            let detail = SplitContentViewController(name: "D", recorder: recorder)
            primary.showDetailViewController(detail, sender: nil)
            screen.runUntilIdle()
            #expect(identities(split.viewControllers) == identities([navigation, detail]))
            #expect(identities(navigation.viewControllers) == identities([primary]))
            #expect(split.targetViewController(forAction: .showDetail, sender: nil) === split)
        }

        @Test func showDetailOfTheCurrentSecondaryDoesNothing() {
            let (screen, split, navigation, _, secondary) = makeSplit(width: 120)
            defer { withExtendedLifetime(screen) {} }
            let log = recorded(recorder) {
                split.showDetailViewController(secondary, sender: nil)
                screen.runUntilIdle()
            }
            #expect(withoutLayout(log).isEmpty)
            #expect(identities(split.viewControllers) == identities([navigation, secondary]))
        }

        @Test func aDelegateThatShowsTheDetailItselfStopsTheReplacement() {
            let delegate = RecordingSplitDelegate(recorder: recorder)
            delegate.showsDetailItself = true
            let (screen, split, navigation, _, secondary) = makeSplit(width: 120, delegate: delegate)
            defer { withExtendedLifetime(screen) {} }
            let detail = SplitContentViewController(name: "D", recorder: recorder)
            split.showDetailViewController(detail, sender: nil)
            #expect(recorder.entries.contains("delegate.showDetail(D)"))
            #expect(identities(split.viewControllers) == identities([navigation, secondary]))
            #expect(detail.parent == nil)
        }

        // MARK: show (SH-02, S-04)

        @Test func showFromAControllerInsideThePrimaryNavigationControllerPushesThere() {
            let (screen, split, navigation, primary, secondary) = makeSplit(width: 120)
            let next = SplitContentViewController(name: "N", recorder: recorder)
            primary.show(next, sender: nil)
            screen.runUntilIdle()
            #expect(identities(navigation.viewControllers) == identities([primary, next]))
            #expect(identities(split.viewControllers) == identities([navigation, secondary]))
            #expect(!split.isCollapsed)
            #expect(screen.text.contains("N content"))
            #expect(screen.text.contains("S content"))
        }

        @Test func showOnTheSplitViewControllerReplacesThePrimary() {
            let (screen, split, _, _, secondary) = makeSplit(width: 120)
            let replacement = SplitContentViewController(name: "R", recorder: recorder)
            split.show(replacement, sender: nil)
            screen.runUntilIdle()
            #expect(identities(split.viewControllers) == identities([replacement, secondary]))
            #expect(screen.text.contains("R content"))
        }

        // MARK: The column API (S-05)

        @Test func setViewControllerWrapsAPlainControllerInANavigationController() {
            let screen = HeadlessScreen(width: 120, height: 12)
            let split = UISplitViewController(style: .doubleColumn)
            let primary = SplitContentViewController(name: "P", recorder: recorder)
            let secondary = SplitContentViewController(name: "S", recorder: recorder)
            split.setViewController(primary, for: .primary)
            split.setViewController(secondary, for: .secondary)
            screen.show(split)
            let primaryNavigation = primary.navigationController
            let secondaryNavigation = secondary.navigationController
            #expect(primaryNavigation != nil)
            #expect(secondaryNavigation != nil)
            #expect(primaryNavigation?.parent === split)
            #expect(secondaryNavigation?.parent === split)
            #expect(identities(split.viewControllers) == identities([primaryNavigation!, secondaryNavigation!]))
            #expect(split.viewController(for: .primary) === primary)
            #expect(split.viewController(for: .secondary) === secondary)
            #expect(screen.text.contains("P content"))
            #expect(screen.text.contains("S content"))
        }

        @Test func setViewControllerKeepsANavigationControllerAsItIs() {
            let split = UISplitViewController(style: .doubleColumn)
            let navigation = UINavigationController(rootViewController: UIViewController())
            split.setViewController(navigation, for: .primary)
            #expect(split.viewController(for: .primary) === navigation)
            #expect(navigation.parent === split)
        }

        @Test func theClassicStyleDoesNotWrapColumnControllers() {
            let split = UISplitViewController()
            let plain = UIViewController()
            split.setViewController(plain, for: .secondary)
            #expect(plain.parent === split)
            #expect(split.viewController(for: .secondary) === plain)
        }

        @Test func settingAPlainSecondaryAgainPushesItOntoTheSecondarysNavigationController() {
            let screen = HeadlessScreen(width: 120, height: 12)
            let split = UISplitViewController(style: .doubleColumn)
            let first = SplitContentViewController(name: "S", recorder: recorder)
            let second = SplitContentViewController(name: "S2", recorder: recorder)
            split.setViewController(SplitContentViewController(name: "P", recorder: recorder), for: .primary)
            split.setViewController(first, for: .secondary)
            screen.show(split)
            split.setViewController(second, for: .secondary)
            screen.runUntilIdle()
            #expect(second.navigationController === first.navigationController)
            #expect(identities(first.navigationController?.viewControllers ?? []) == identities([first, second]))
            #expect(screen.text.contains("S2 content"))
        }

        // Regression: BUG (crash): expected collapsing a column-style split to move the secondary onto the
        // primary's navigation stack
        @Test
        func aColumnSplitCollapsesTheSecondaryOntoThePrimaryNavigationStack() {
            let screen = HeadlessScreen(width: 120, height: 12)
            let split = UISplitViewController(style: .doubleColumn)
            let primary = SplitContentViewController(name: "P", recorder: recorder)
            let secondary = SplitContentViewController(name: "S", recorder: recorder)
            split.setViewController(primary, for: .primary)
            split.setViewController(secondary, for: .secondary)
            screen.show(split)
            screen.resize(width: 80, height: 12)
            #expect(split.isCollapsed)
            #expect(secondary.navigationController === primary.navigationController)
            #expect(
                identities(primary.navigationController?.viewControllers ?? []) == identities([primary, secondary]))
            #expect(screen.text.contains("S content"))
        }

        @Test func theCompactColumnIsShownWhileCollapsed() {
            let screen = HeadlessScreen(width: 120, height: 12)
            let split = UISplitViewController(style: .doubleColumn)
            let compact = SplitContentViewController(name: "C", recorder: recorder)
            split.setViewController(SplitContentViewController(name: "P", recorder: recorder), for: .primary)
            split.setViewController(SplitContentViewController(name: "S", recorder: recorder), for: .secondary)
            split.setViewController(compact, for: .compact)
            screen.show(split)
            #expect(!screen.text.contains("C content"))
            screen.resize(width: 80, height: 12)
            #expect(split.isCollapsed)
            #expect(screen.text.contains("C content"))
            #expect(!screen.text.contains("P content"))
            #expect(!screen.text.contains("S content"))
            screen.resize(width: 120, height: 12)
            #expect(!screen.text.contains("C content"))
            #expect(screen.text.contains("P content"))
            #expect(screen.text.contains("S content"))
        }

        // MARK: Display modes (S-05, S-06)

        @Test func hidingThePrimaryShowsTheSecondaryOnlyAndShowingItBringsItBack() {
            let screen = HeadlessScreen(width: 120, height: 12)
            let split = UISplitViewController(style: .doubleColumn)
            let primary = SplitContentViewController(name: "P", recorder: recorder)
            let secondary = SplitContentViewController(name: "S", recorder: recorder)
            split.setViewController(primary, for: .primary)
            split.setViewController(secondary, for: .secondary)
            screen.show(split)
            #expect(split.displayMode == .oneBesideSecondary)
            split.hide(.primary)
            screen.runUntilIdle()
            #expect(split.displayMode == .secondaryOnly)
            #expect(!screen.text.contains("P content"))
            #expect(!screen.text.contains("│"))
            #expect(secondary.view.convert(secondary.view.bounds, to: nil).width == 120)
            #expect(primary.viewIfLoaded?.window == nil)
            split.show(.primary)
            screen.runUntilIdle()
            #expect(split.displayMode == .oneBesideSecondary)
            #expect(screen.text.contains("P content"))
            #expect(screen.text.contains("S content"))
            #expect(primary.view.window === screen.window)
        }

        // Regression: expected preferredDisplayMode = .secondaryOnly on an expanded split to make displayMode
        // .secondaryOnly and hide the primary (S-06: displayMode is the result of the request)
        @Test
        func aPreferredDisplayModeOfSecondaryOnlyHidesThePrimary() {
            let screen = HeadlessScreen(width: 120, height: 12)
            let split = UISplitViewController(style: .doubleColumn)
            let primary = SplitContentViewController(name: "P", recorder: recorder)
            split.setViewController(primary, for: .primary)
            split.setViewController(SplitContentViewController(name: "S", recorder: recorder), for: .secondary)
            screen.show(split)
            split.preferredDisplayMode = .secondaryOnly
            screen.runUntilIdle()
            #expect(split.preferredDisplayMode == .secondaryOnly)
            #expect(split.displayMode == .secondaryOnly)
            #expect(!screen.text.contains("P content"))
            #expect(screen.text.contains("S content"))
        }

        @Test func theDelegateHearsOfADisplayModeChangeBeforeItHappens() {
            let delegate = RecordingSplitDelegate(recorder: recorder)
            let screen = HeadlessScreen(width: 120, height: 12)
            let split = UISplitViewController(style: .doubleColumn)
            split.delegate = delegate
            split.setViewController(UIViewController(), for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            screen.show(split)
            delegate.split = split
            split.hide(.primary)
            #expect(recorder.entries.contains("delegate.willChangeTo(secondaryOnly) while oneBesideSecondary"))
            recorder.reset()
            split.hide(.primary)
            #expect(recorder.entries.isEmpty, "no change, no call")
        }

        @Test func hidingThePrimaryHidesTheColumnsAppearance() {
            let screen = HeadlessScreen(width: 120, height: 12)
            let split = UISplitViewController(style: .doubleColumn)
            let primary = RecordingViewController(name: "P", recorder: recorder)
            split.setViewController(primary, for: .primary)
            split.setViewController(RecordingViewController(name: "S", recorder: recorder), for: .secondary)
            screen.show(split)
            let hide = recorded(recorder) {
                split.hide(.primary)
                screen.runUntilIdle()
            }
            #expect(appearanceCallbacks(hide) == ["P.vWD(false)", "P.vDD(false)"])
            let show = recorded(recorder) {
                split.show(.primary)
                screen.runUntilIdle()
            }
            #expect(appearanceCallbacks(show) == ["P.vWA(false)", "P.vIA(false)", "P.vDA(false)"])
        }

        // MARK: Status bar

        @Test func theSecondaryDecidesTheStatusBarWhileExpandedAndThePrimaryWhileCollapsed() {
            let (screen, split, navigation, _, secondary) = makeSplit(width: 120)
            #expect(split.childForStatusBarStyle === secondary)
            screen.resize(width: 80, height: 12)
            #expect(split.childForStatusBarStyle === navigation)
        }
    }
}

/// A recording controller whose view shows "<name> content" in its top-left corner.
private final class SplitContentViewController: RecordingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        label.text = "\(name) content"
        view.addSubview(label)
    }
}

/// A split view controller delegate that records its calls as `delegate.…` entries.
@MainActor
private final class RecordingSplitDelegate: UISplitViewControllerDelegate {
    let recorder: LifecycleRecorder
    var collapsesSecondaryItself = false
    var showsDetailItself = false
    var separated: UIViewController?
    weak var split: UISplitViewController?

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
    }

    private func name(_ controller: UIViewController) -> String {
        (controller as? RecordingViewController)?.name ?? String(describing: type(of: controller))
    }

    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        recorder.record("delegate.primaryForCollapsing")
        return nil
    }

    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        recorder.record("delegate.primaryForExpanding")
        return nil
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        recorder.record(
            "delegate.collapseSecondary(\(name(secondaryViewController)), onto: \(name(primaryViewController)))")
        return collapsesSecondaryItself
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        recorder.record("delegate.separateSecondary(from: \(name(primaryViewController)))")
        return separated
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    )
        -> Bool
    {
        recorder.record("delegate.showDetail(\(name(vc)))")
        return showsDetailItself
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {
        let current = split.map { " while \($0.displayMode)" } ?? ""
        recorder.record("delegate.willChangeTo(\(displayMode))\(current)")
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        recorder.record("delegate.didCollapse")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        recorder.record("delegate.didExpand")
    }
}

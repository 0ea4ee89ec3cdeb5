import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The callbacks the Unwind storyboard's controllers receive, in order, across controllers.
@MainActor
enum UnwindLog {
    static var entries: [String] = []
}

/// A scene an unwind segue starts from: logs what the source is asked and told.
class UnwindSourceController: UIViewController {
    var allowsSegues = true

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        let senderType = sender.map { "\(type(of: $0))" } ?? "nil"
        UnwindLog.entries.append("\(title!) should \(identifier) sender=\(senderType)")
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        UnwindLog.entries.append("\(title!) prepare \(segue.identifier ?? "-") to \(segue.destination.title!)")
    }
}

/// The Menu (and Home) scene: the unwind actions' destination, the bar button items' and the
/// tap recognizer's actions, and outlets to its items and recognizer.
final class UnwindMenuController: UnwindSourceController {
    var logItem: UIBarButtonItem?
    var menuItem: UINavigationItem?
    var tapRecognizer: UITapGestureRecognizer?

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "logItem": logItem = destination as? UIBarButtonItem
        case "menuItem": menuItem = destination as? UINavigationItem
        case "tapRecognizer": tapRecognizer = destination as? UITapGestureRecognizer
        default: return super.connectOutlet(named: name, to: destination)
        }
        return true
    }

    override func selector(forAction name: String) -> Selector? {
        switch name {
        case "unwindToMenu:": Selector("unwindToMenu(_:)", Self.unwindToMenu(_:))
        case "unwindHere:": Selector("unwindHere(_:)", Self.unwindHere(_:))
        case "logTapped:": Selector("logTapped(_:)", Self.logTapped(_:))
        case "editTapped:": Selector("editTapped(_:)", Self.editTapped(_:))
        case "labelTapped:": Selector("labelTapped(_:)", Self.labelTapped(_:))
        default: super.selector(forAction: name)
        }
    }

    func unwindToMenu(_ segue: UIStoryboardSegue) {
        UnwindLog.entries.append(
            "\(title!) unwindToMenu \(segue.identifier ?? "-") from \(segue.source.title!) to \(segue.destination.title!)")
    }

    func unwindHere(_ segue: UIStoryboardSegue) {
        UnwindLog.entries.append("\(title!) unwindHere from \(segue.source.title!)")
    }

    func logTapped(_ sender: UIBarButtonItem) {
        UnwindLog.entries.append("\(title!) logTapped \(sender.title ?? "-")")
    }

    func editTapped(_ sender: UIBarButtonItem) {
        UnwindLog.entries.append("\(title!) editTapped \(sender.title ?? "-")")
    }

    func labelTapped(_ sender: UITapGestureRecognizer) {
        UnwindLog.entries.append("\(title!) labelTapped \(sender.state)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UnwindLog.entries.append("\(title!) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UnwindLog.entries.append("\(title!) viewDidAppear")
    }
}

/// The Middle scene: a nearer destination that can refuse.
final class UnwindMiddleController: UnwindSourceController {
    var acceptsUnwinds = true

    override func selector(forAction name: String) -> Selector? {
        switch name {
        case "unwindToMiddle:": Selector("unwindToMiddle(_:)", Self.unwindToMiddle(_:))
        case "unwindHere:": Selector("unwindHere(_:)", Self.unwindHere(_:))
        default: super.selector(forAction: name)
        }
    }

    override func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    ) -> Bool {
        UnwindLog.entries.append("\(title!) canPerform \(action.name) from \(fromViewController.title!)")
        return acceptsUnwinds && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    func unwindToMiddle(_ segue: UIStoryboardSegue) {
        UnwindLog.entries.append("\(title!) unwindToMiddle \(segue.identifier ?? "-") from \(segue.source.title!)")
    }

    func unwindHere(_ segue: UIStoryboardSegue) {
        UnwindLog.entries.append("\(title!) unwindHere from \(segue.source.title!)")
    }
}

@MainActor
@Suite(.isolatedUI) struct StoryboardUnwindTests {
    let screen = HeadlessScreen(width: 50, height: 50)

    /// The Unwind storyboard's navigation controller on screen, with the Menu at its root.
    func menuOnScreen() throws -> (UINavigationController, UnwindMenuController) {
        let storyboard = try StoryboardFixtures.open("Unwind")
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        screen.show(navigation)
        screen.runUntilIdle()
        let menu = try #require(navigation.topViewController as? UnwindMenuController)
        UnwindLog.entries.removeAll()
        return (navigation, menu)
    }

    /// Menu → Middle → Leaf, pushed by tapping the buttons' segues.
    func leafOnScreen() throws -> (UINavigationController, UnwindMiddleController, UnwindSourceController) {
        let (navigation, _) = try menuOnScreen()
        tap("Next")
        tap("Deeper")
        let titles = navigation.viewControllers.map(\.title)
        try #require(titles == ["Menu", "Middle", "Leaf"])
        UnwindLog.entries.removeAll()
        return (
            navigation, try #require(navigation.viewControllers[1] as? UnwindMiddleController),
            try #require(navigation.viewControllers[2] as? UnwindSourceController)
        )
    }

    func tap(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let point = screen.location(of: text) else {
            Issue.record("\"\(text)\" is not on screen:\n\(screen.text)", sourceLocation: sourceLocation)
            return
        }
        screen.tap(at: point)
        screen.runUntilIdle()
    }

    // MARK: Unwind segues

    @Test func anUnwindFromDeepInANavigationStackPopsToTheDestination() throws {
        let (navigation, _, _) = try leafOnScreen()
        tap("Home")
        #expect(
            UnwindLog.entries == [
                "Leaf should HomeButton sender=UIButton",
                "Middle canPerform unwindToMenu: from Leaf",
                "Leaf prepare HomeButton to Menu",
                "Menu unwindToMenu HomeButton from Leaf to Menu",
                "Menu viewWillAppear",
                "Menu viewDidAppear",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["Menu"])
        #expect(screen.text.contains("Tap me"))
    }

    @Test func theNearestControllerWithTheActionIsTheDestination() throws {
        let (navigation, _, _) = try leafOnScreen()
        tap("Nearest")
        #expect(
            UnwindLog.entries == [
                "Leaf should  sender=UIButton",
                "Middle canPerform unwindHere: from Leaf",
                "Leaf prepare - to Middle",
                "Middle unwindHere from Leaf",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["Menu", "Middle"])
        #expect(screen.text.contains("Deeper"))
    }

    @Test func canPerformUnwindSegueActionCanRefuseSoTheSearchGoesOn() throws {
        let (navigation, middle, _) = try leafOnScreen()
        middle.acceptsUnwinds = false
        tap("Nearest")
        #expect(
            UnwindLog.entries == [
                "Leaf should  sender=UIButton",
                "Middle canPerform unwindHere: from Leaf",
                "Leaf prepare - to Menu",
                "Menu unwindHere from Leaf",
                "Menu viewWillAppear",
                "Menu viewDidAppear",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["Menu"])
    }

    @Test func shouldPerformSegueCanRefuseAnUnwind() throws {
        let (navigation, _, leaf) = try leafOnScreen()
        leaf.allowsSegues = false
        tap("Home")
        #expect(UnwindLog.entries == ["Leaf should HomeButton sender=UIButton"])
        #expect(navigation.viewControllers.count == 3)
    }

    @Test func aBarButtonItemTriggersAnUnwind() throws {
        let (navigation, _, _) = try leafOnScreen()
        tap("Done")
        #expect(
            UnwindLog.entries == [
                "Leaf should DoneItem sender=UIBarButtonItem",
                "Middle canPerform unwindToMiddle: from Leaf",
                "Leaf prepare DoneItem to Middle",
                "Middle unwindToMiddle DoneItem from Leaf",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["Menu", "Middle"])
    }

    @Test func performSegueRunsAnUnwindWithoutAsking() throws {
        let (navigation, _, leaf) = try leafOnScreen()
        leaf.performSegue(withIdentifier: "ToMenu", sender: "code")
        screen.runUntilIdle()
        #expect(
            UnwindLog.entries == [
                "Middle canPerform unwindToMenu: from Leaf",
                "Leaf prepare ToMenu to Menu",
                "Menu unwindToMenu ToMenu from Leaf to Menu",
                "Menu viewWillAppear",
                "Menu viewDidAppear",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["Menu"])
    }

    @Test func anUnwindNobodyTakesIsNotPerformed() throws {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let (navigation, _, _) = try leafOnScreen()
        tap("Nowhere")
        #expect(UnwindLog.entries == ["Leaf should  sender=UIButton", "Middle canPerform unwindToNowhere: from Leaf"])
        #expect(navigation.viewControllers.count == 3)
        #expect(
            logs.entries.map { "\($0.message)" }.contains {
                $0.contains("takes the unwind action unwindToNowhere: (line ")
                    && $0.hasSuffix("the unwind segue is not performed")
            })
    }

    @Test func anUnwindFromAPresentedControllerDismissesIt() throws {
        let (navigation, _) = try menuOnScreen()
        tap("Tap me")
        let sheet = try #require(navigation.presentedViewController)
        #expect(sheet.title == "Sheet")
        UnwindLog.entries.removeAll()
        tap("Close")
        #expect(
            UnwindLog.entries == [
                "Sheet should CloseSheet sender=UIButton",
                "Sheet prepare CloseSheet to Menu",
                "Menu unwindToMenu CloseSheet from Sheet to Menu",
                "Menu viewWillAppear",
                "Menu viewDidAppear",
            ])
        #expect(navigation.presentedViewController == nil)
        #expect(screen.text.contains("Tap me"))
        #expect(!screen.text.contains("Close"))
    }

    @Test func anUnwindFromAPresentationAboveAStackPopsAndDismisses() throws {
        let (navigation, _, _) = try leafOnScreen()
        tap("Sheet")
        try #require(navigation.presentedViewController?.title == "Sheet")
        UnwindLog.entries.removeAll()
        tap("Close")
        #expect(
            UnwindLog.entries == [
                "Sheet should CloseSheet sender=UIButton",
                "Middle canPerform unwindToMenu: from Sheet",
                "Sheet prepare CloseSheet to Menu",
                "Menu unwindToMenu CloseSheet from Sheet to Menu",
                "Menu viewWillAppear",
                "Menu viewDidAppear",
            ])
        #expect(navigation.presentedViewController == nil)
        #expect(navigation.viewControllers.map(\.title) == ["Menu"])
        #expect(screen.text.contains("Tap me"))
    }

    @Test func anUnwindAcrossTabsSelectsTheDestinationsTab() throws {
        let storyboard = try StoryboardFixtures.open("Unwind")
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        screen.show(tabs)
        screen.runUntilIdle()
        tabs.selectedIndex = 1
        screen.runUntilIdle()
        UnwindLog.entries.removeAll()
        tap("Go home")
        #expect(
            UnwindLog.entries == [
                "Other should GoHome sender=UIButton",
                "Other prepare GoHome to Home",
                "Home unwindToMenu GoHome from Other to Home",
                "Home viewWillAppear",
                "Home viewDidAppear",
            ])
        #expect(tabs.selectedIndex == 0)
        #expect(!screen.text.contains("Go home"))
    }

    // MARK: Bar button items

    @Test func aBarButtonItemsActionGoesToTheController() throws {
        _ = try menuOnScreen()
        tap("Log")
        #expect(UnwindLog.entries == ["Menu logTapped Log"])
    }

    @Test func aBarButtonItemsActionToTheFirstResponderTravelsTheResponderChain() throws {
        _ = try menuOnScreen()
        tap("Edit")
        #expect(UnwindLog.entries == ["Menu editTapped Edit"])
    }

    @Test func outletsReachTheItemsAndTheRecognizers() throws {
        let (_, menu) = try menuOnScreen()
        #expect(menu.logItem === menu.navigationItem.rightBarButtonItem)
        #expect(menu.menuItem === menu.navigationItem)
        let label = try #require(menu.view.subviews.first as? UILabel)
        #expect(menu.tapRecognizer != nil)
        #expect(menu.tapRecognizer?.view === label)
        #expect(label.gestureRecognizers?.count == 1)
    }

    @Test func toolbarItemsComeFromTheScene() throws {
        let middle = try StoryboardFixtures.open("Unwind")._instantiate(memberID: "mid-vc-001", creator: nil)
        #expect(middle.toolbarItems?.map(\.title) == ["Share", nil, "🗑"])
        #expect(middle.toolbarItems?.map(\.systemItem) == [nil, .flexibleSpace, .trash])
    }

    // MARK: Gesture recognizers

    @Test func aTapRecognizersActionAndSegueFireOnATap() throws {
        let (navigation, _) = try menuOnScreen()
        tap("Tap me")
        #expect(
            UnwindLog.entries == [
                "Menu labelTapped ended", "Menu should TapSheet sender=UITapGestureRecognizer",
                "Menu prepare TapSheet to Sheet",
            ])
        #expect(navigation.presentedViewController?.title == "Sheet")
        #expect(navigation.presentedViewController?.modalPresentationStyle == .fullScreen)
        #expect(screen.text.contains("Close"))
    }

    @Test func recognizersGetTheirAttributes() throws {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let middle = try StoryboardFixtures.open("Unwind")._instantiate(memberID: "mid-vc-001", creator: nil)
        middle.loadViewIfNeeded()
        let recognizers = middle.view.gestureRecognizers ?? []
        #expect(recognizers.map { "\(type(of: $0))" } == [
            "UISwipeGestureRecognizer", "UILongPressGestureRecognizer", "UITapGestureRecognizer",
            "UIScreenEdgePanGestureRecognizer", "UIPanGestureRecognizer",
        ])
        let swipe = try #require(recognizers[0] as? UISwipeGestureRecognizer)
        #expect(swipe.direction == .left)
        let press = try #require(recognizers[1] as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 1.5)
        #expect(press.allowableMovement == 16)
        let tap = try #require(recognizers[2] as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2)
        #expect(!tap.cancelsTouchesInView)
        let edge = try #require(recognizers[3] as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .left)
        let pan = try #require(recognizers[4] as? UIPanGestureRecognizer)
        #expect(pan.maximumNumberOfTouches == 2)
        #expect(!pan.isEnabled)
        #expect(
            logs.entries.map { "\($0.message)" }.contains {
                $0.contains("Terrarium has no UIPinchGestureRecognizer") && $0.contains("is left out")
            })
    }

    @Test func aSwipeDirectionXcodeDoesNotWriteIsAFault() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController"/>
                            <swipeGestureRecognizer direction="sideways" id="sw1"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let fault = storyboardFault(xml)
        #expect(fault?.line == 7)
        #expect(fault?.element == "<swipeGestureRecognizer id=\"sw1\">")
        #expect(fault?.reason == "direction=\"sideways\" is not one of down, left, right, up")
    }
}

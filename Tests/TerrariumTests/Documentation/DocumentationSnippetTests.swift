import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The code of the Terrarium catalog's articles, as printed there (each page's types in an enum
/// named after it, `@main` left out: a test target has no entry point), run to check that it
/// does what the page says. The tutorial's code is in `BuildingATerminalAppTutorialTests`.
@MainActor
@Suite(.isolatedUI) struct DocumentationSnippetTests {
    // MARK: The pages print this file's code

    /// Every class in the articles' code blocks, and the tutorial's last version of each
    /// file, appear in this file line for line (imports, `@main` and indentation aside), so
    /// what the pages print is what these tests run.
    @Test(arguments: [
        "Articles/GettingStarted.md", "Articles/WritingACustomContainer.md", "Articles/AutoLayoutInPoints.md",
        "Articles/PresentingAndTransitions.md", "Articles/UsingStoryboards.md", "Resources/mailbox-message-02.swift",
        "Resources/mailbox-container-04.swift", "Resources/mailbox-app-02.swift", "Resources/mailbox-tests-03.swift",
    ])
    func theCatalogPrintsTheCodeTheseTestsRun(page: String) throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let catalog = thisFile.deletingLastPathComponent().appendingPathComponent(
            "../../../Sources/Terrarium/Terrarium.docc/"
        ).standardized
        let text = try String(contentsOf: catalog.appendingPathComponent(page), encoding: .utf8)
        // Classes are whole; "Auto Layout in points" prints only fragments, each of them run here.
        let snippets =
            page.hasSuffix(".md")
            ? Self.codeBlocks(in: text).filter { $0.contains("class ") || page.hasSuffix("AutoLayoutInPoints.md") }
            : [text]
        let tested = Self.significantLines(try String(contentsOf: thisFile, encoding: .utf8))
        #expect(!snippets.isEmpty)
        for snippet in snippets {
            var lines = Self.significantLines(snippet)
            // A suite is printed under its own name: compare its members.
            if let suite = lines.firstIndex(where: { $0.hasPrefix("@Suite") && $0.contains(" struct ") }) {
                lines = Array(lines[(suite + 1)..<(lines.count - 1)])
            }
            let found = (0...(tested.count - lines.count)).contains { Array(tested[$0..<$0 + lines.count]) == lines }
            #expect(found, "\(page) prints code these tests do not run:\n\(snippet)")
        }
    }

    /// The Swift code blocks of a page.
    private static func codeBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// Lines without indentation, blank lines, whole-line comments, imports and `@main`.
    private static func significantLines(_ code: String) -> [String] {
        code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("import ") && !$0.hasPrefix("@testable import ")
                && $0 != "@main"
        }
    }

    // MARK: Getting started

    @Test func gettingStartedLaunchesItsAppDelegateAndCountsSpacePresses() throws {
        let previousBounds = UIScreen.main.bounds
        UIScreen.main.setSize(columns: 60, rows: 12)
        defer { UIScreen.main.setBounds(previousBounds) }
        let delegate = GettingStarted.AppDelegate()
        UIApplication.shared.launch(delegate: delegate)
        defer { UIApplication.shared.terminate() }
        let window = try #require(delegate.window)
        defer { window.isHidden = true }
        let dispatcher = UIEventDispatcher(window: window)
        MainLoop.main.runUntilIdle()
        #expect(window.frame == CGRect(x: 0, y: 0, width: 480, height: 192), "the window fills the screen: the terminal")
        #expect(window.renderCanvas().lines[1].hasPrefix("  Pressed space 0 times"))
        dispatcher.sendPress(UIKey(name: "space")!)
        dispatcher.sendPress(UIKey(name: "space")!)
        MainLoop.main.runUntilIdle()
        #expect(window.renderCanvas().lines[1].hasPrefix("  Pressed space 2 times"))
    }

    // MARK: Auto Layout in points

    @Test func aLabelPinnedToTheMarginsAndSafeAreaStartsInColumnOneRowOne() {
        let screen = HeadlessScreen(width: 80, height: 24)
        let controller = AutoLayoutInPoints.TitleViewController()
        screen.show(controller)
        #expect(controller.titleLabel.frame.origin == CGPoint(x: 8, y: 16))
        #expect(screen.lines[1] == " Inbox")
    }

    @Test func threeEqualViewsAcrossFortyColumnsAreThirteenFourteenAndThirteenWide() {
        let screen = HeadlessScreen(width: 40, height: 3)
        let controller = UIViewController()
        screen.show(controller)
        let row = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
        row.distribution = .fillEqually
        row.frame = CGRect(x: 0, y: 0, width: 320, height: 16)
        controller.view.addSubview(row)
        screen.runUntilIdle()
        #expect(row.arrangedSubviews.map(\.frame.minX) == [0, 107, 213])
        #expect(row.arrangedSubviews.map { screen.cells(of: $0).minX } == [0, 13, 27])
        #expect(row.arrangedSubviews.map { screen.cells(of: $0).width } == [13, 14, 13])
    }

    @Test func fourPreferencesAt250OutweighOneAt300() {
        let screen = HeadlessScreen(width: 80, height: 5)
        let controller = UIViewController()
        screen.show(controller)
        let view: UIView = controller.view
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 80)
        narrow.priority = UILayoutPriority(300)
        var wide: [NSLayoutConstraint] = []
        for _ in 0..<4 {
            let preference = box.widthAnchor.constraint(equalToConstant: 240)
            preference.priority = .defaultLow
            wide.append(preference)
        }
        NSLayoutConstraint.activate([narrow] + wide)
        screen.runUntilIdle()
        #expect(box.frame.width == 240)
    }

    // MARK: Presenting and transitions

    @Test(.cellSize(UIScreen.onePointPerCell)) func aSheetClosedWithEscapeTellsTheDelegateAndOneDismissedInCodeDoesNot() {
        let screen = HeadlessScreen(width: 80, height: 24)
        let inbox = PresentingAndTransitions.InboxViewController()
        screen.show(inbox)
        inbox.compose()
        screen.runUntilIdle()
        #expect(inbox.presentedViewController?.title == "New message")
        screen.press("escape")
        #expect(inbox.presentedViewController == nil)
        #expect(inbox.closedByTheUser == 1)
        inbox.compose()
        screen.runUntilIdle()
        inbox.dismiss(animated: true)
        screen.runUntilIdle()
        #expect(inbox.presentedViewController == nil)
        #expect(inbox.closedByTheUser == 1)
    }

    // MARK: Using storyboards

    @Test func aStoryboardConnectsTheOutletAndSendsTheButtonsActionByTheirNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Inbox.storyboard")
        try UsingStoryboards.inboxStoryboard.write(to: file, atomically: true, encoding: .utf8)
        // A class name no other test's storyboard uses: registrations last for the process.
        UIStoryboard.register(UsingStoryboards.MessagesViewController.self, as: "MessagesViewController")
        let storyboard = try UIStoryboard(contentsOf: file)
        let inbox = try #require(storyboard.instantiateInitialViewController() as? UsingStoryboards.MessagesViewController)
        let screen = HeadlessScreen(width: 50, height: 12)
        screen.show(inbox)
        #expect(inbox.messageLabel?.text == "Messages arrive here.")
        screen.tap(text: "Archive")
        #expect(inbox.archived == 1)
    }

    // MARK: Writing a custom container (Apple's listings 5-1 to 5-5)

    @Test(.cellSize(UIScreen.onePointPerCell)) func listing5_1AddsAChildThatAppearsInTheContainersView() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let recorder = LifecycleRecorder()
        let container = ContainerGuide.ContentContainerViewController()
        screen.show(container)
        let child = RecordingViewController(name: "B", recorder: recorder)
        container.displayContentController(child)
        #expect(
            recorder.withoutLayout == [
                "B.willMove(ContentContainerViewController)", "B.loadView", "B.viewDidLoad", "B.vWA(false)",
                "B.didMove(ContentContainerViewController)",
            ])
        screen.runUntilIdle()
        #expect(Array(recorder.withoutLayout.dropFirst(5)) == ["B.vIA(false)", "B.vDA(false)"])
        #expect(child.parent === container)
        #expect(child.view.frame == container.view.bounds)
    }

    @Test(.cellSize(UIScreen.onePointPerCell)) func listing5_2RemovesAChild() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let recorder = LifecycleRecorder()
        let container = ContainerGuide.ContentContainerViewController()
        screen.show(container)
        let child = RecordingViewController(name: "B", recorder: recorder)
        container.displayContentController(child)
        screen.runUntilIdle()
        recorder.reset()
        container.hideContentController(child)
        #expect(recorder.withoutLayout == ["B.willMove(nil)", "B.vWD(false)", "B.vDD(false)", "B.didMove(nil)"])
        screen.runUntilIdle()
        #expect(recorder.withoutLayout.count == 4, "nothing more comes later")
        #expect(child.parent == nil)
        #expect(container.children.isEmpty)
    }

    @Test(.cellSize(UIScreen.onePointPerCell)) func listing5_3SlidesTheNewChildInAndTheOldOneOut() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let recorder = LifecycleRecorder()
        let container = ContainerGuide.ContentContainerViewController()
        screen.show(container)
        let old = RecordingViewController(name: "Old", recorder: recorder)
        let new = RecordingViewController(name: "New", recorder: recorder)
        container.displayContentController(old)
        screen.runUntilIdle()
        recorder.reset()
        container.cycle(from: old, to: new)
        #expect(
            recorder.withoutLayout == [
                "Old.willMove(nil)", "New.willMove(ContentContainerViewController)", "New.loadView", "New.viewDidLoad",
                "Old.vWD(true)", "New.vWA(true)",
            ])
        screen.advance(by: 0.125)
        #expect(Array(recorder.withoutLayout.dropFirst(6)) == ["New.vIA(true)"])
        #expect(new.view.layer.presentation()!.frame.minX.rounded() == 20, "half-way: 20 of 40 columns")
        #expect(old.view.layer.presentation()!.frame.minX.rounded() == -20)
        screen.runUntilIdle()
        #expect(
            Array(recorder.withoutLayout.dropFirst(7)) == [
                "New.vDA(true)", "Old.vDD(true)", "Old.didMove(nil)", "New.didMove(ContentContainerViewController)",
            ])
        #expect(container.children.count == 1)
        #expect(old.view.superview == nil)
    }

    @Test(.cellSize(UIScreen.onePointPerCell)) func listings5_4And5_5ForwardAppearanceByHand() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let recorder = LifecycleRecorder()
        let child = RecordingViewController(name: "Child", recorder: recorder)
        let container = ContainerGuide.ManualAppearanceContainerViewController(child: child)
        screen.show(container)
        #expect(
            recorder.withoutLayout == [
                "Child.willMove(ManualAppearanceContainerViewController)", "Child.loadView", "Child.viewDidLoad",
                "Child.didMove(ManualAppearanceContainerViewController)", "Child.vWA(false)", "Child.vIA(false)",
                "Child.vDA(false)",
            ])
        recorder.reset()
        screen.window.rootViewController = UIViewController()
        screen.runUntilIdle()
        #expect(recorder.withoutLayout == ["Child.vWD(false)", "Child.vDD(false)"])
    }
}

// MARK: - Getting started

/// The article "Getting started", as printed there but for `@main`.
enum GettingStarted {
    final class CounterViewController: UIViewController {
        private let label = UILabel(frame: CGRect(x: 16, y: 16, width: 320, height: 16))
        private var count = 0 {
            didSet { label.text = "Pressed space \(count) times" }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(label)
            count = 0
        }

        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: " ", modifierFlags: []) { [unowned self] _ in count += 1 }]
        }
    }

    final class AppDelegate: UIResponder, TerminalApplicationDelegate {
        var window: UIWindow?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = CounterViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }
}

// MARK: - Auto Layout in points

enum AutoLayoutInPoints {
    /// The article's first example, in a controller.
    final class TitleViewController: UIViewController {
        private(set) var titleLabel: UILabel!

        override func viewDidLoad() {
            super.viewDidLoad()
            let title = UILabel()
            title.text = "Inbox"
            title.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            ])
            titleLabel = title
        }
    }
}

// MARK: - Presenting and transitions

enum PresentingAndTransitions {
    final class InboxViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
        private(set) var closedByTheUser = 0

        func compose() {
            let editor = UIViewController()
            editor.title = "New message"
            if let sheet = editor.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
            editor.presentationController?.delegate = self
            present(editor, animated: true)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            closedByTheUser += 1  // Esc, a click outside the sheet, or a drag down
        }
    }
}

// MARK: - Using storyboards

enum UsingStoryboards {
    final class MessagesViewController: UIViewController {
        weak var messageLabel: UILabel!  // was @IBOutlet

        override func connectOutlet(named name: String, to destination: Any) -> Bool {
            switch name {
            case "messageLabel":
                guard let label = destination as? UILabel else { return false }
                messageLabel = label
                return true
            default:
                return super.connectOutlet(named: name, to: destination)
            }
        }

        private(set) var archived = 0

        func archive(_ sender: Any) {  // was @IBAction
            archived += 1
        }

        override func selector(forAction name: String) -> Selector? {
            switch name {
            case "archive:": Selector("archive(_:)", Self.archive(_:))  // the storyboard's Objective-C name
            default: super.selector(forAction: name)
            }
        }
    }

    /// A scene as Xcode writes it: the controller's outlet to its label, and the button's
    /// action to the controller.
    static let inboxStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="inb-vc-001">
            <scenes>
                <scene sceneID="scn-ib-001">
                    <objects>
                        <viewController title="Inbox" id="inb-vc-001" customClass="MessagesViewController" \
        customModule="Mail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="inb-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="800"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \
        text="Messages arrive here." lineBreakMode="tailTruncation" id="inb-lb-001">
                                        <rect key="frame" x="16" y="16" width="368" height="21"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
        contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="inb-bt-001">
                                        <rect key="frame" x="16" y="64" width="96" height="32"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <state key="normal" title="Archive"/>
                                        <connections>
                                            <action selector="archive:" destination="inb-vc-001" \
        eventType="touchUpInside" id="inb-ac-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <connections>
                                <outlet property="messageLabel" destination="inb-lb-001" id="inb-ol-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-pl-001" \
        sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
}

// MARK: - Writing a custom container

/// The article "Writing a custom container": Apple's listings 5-1 to 5-5, as they run here.
enum ContainerGuide {
    final class ContentContainerViewController: UIViewController {
        // Listing 5-1: embed a child.
        func displayContentController(_ content: UIViewController) {
            addChild(content)
            content.view.frame = frameForContentController()
            view.addSubview(content.view)
            content.didMove(toParent: self)
        }

        // Listing 5-2: remove a child.
        func hideContentController(_ content: UIViewController) {
            content.willMove(toParent: nil)
            content.view.removeFromSuperview()
            content.removeFromParent()
        }

        // Listing 5-3: swap one child for another with a slide.
        func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
            oldVC.willMove(toParent: nil)
            addChild(newVC)
            newVC.view.frame = newViewStartFrame()
            let endFrame = oldViewEndFrame()
            transition(
                from: oldVC, to: newVC, duration: 0.25, options: [],
                animations: {
                    newVC.view.frame = oldVC.view.frame
                    oldVC.view.frame = endFrame
                },
                completion: { _ in
                    oldVC.removeFromParent()
                    newVC.didMove(toParent: self)
                })
        }

        private func frameForContentController() -> CGRect { view.bounds }

        /// Just off the right edge.
        private func newViewStartFrame() -> CGRect { view.bounds.offsetBy(dx: view.bounds.width, dy: 0) }

        /// Just off the left edge.
        private func oldViewEndFrame() -> CGRect { view.bounds.offsetBy(dx: -view.bounds.width, dy: 0) }
    }

    final class ManualAppearanceContainerViewController: UIViewController {
        let child: UIViewController

        init(child: UIViewController) {
            self.child = child
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("created in code") }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            child.view.frame = view.bounds
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }

        // Listing 5-4: take over the appearance callbacks.
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

        // Listing 5-5: forward them to the child.
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            child.beginAppearanceTransition(true, animated: animated)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            child.endAppearanceTransition()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            child.beginAppearanceTransition(false, animated: animated)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            child.endAppearanceTransition()
        }
    }
}

// MARK: - The tutorial "Building a terminal app"

/// The tutorial's app (its last step of each file, `@main` left out) and its tests, as
/// printed in the tutorial's code files (`Terrarium.docc/Resources/mailbox-*.swift`).
@MainActor
@Suite(.isolatedUI) struct BuildingATerminalAppTutorialTests {
    let screen = HeadlessScreen(width: 40, height: 10)
    let mailbox = MailboxViewController(
        first: MessageViewController(title: "Inbox", text: "3 new messages"),
        second: MessageViewController(title: "Archive", text: "nothing older"))

    @Test func theFirstChildShowsAtLaunch() {
        screen.show(mailbox)
        #expect(screen.lines[1] == " Inbox: 3 new messages")
        #expect(mailbox.children.count == 1)
    }

    @Test func tabSlidesTheOtherChildIn() {
        screen.show(mailbox)
        screen.press("tab")
        #expect(screen.lines[1] == " Archive: nothing older")
        #expect(mailbox.children.count == 1)
    }

    @Test func halfWayThroughBothChildrenAreHalfOnScreen() {
        screen.show(mailbox)
        mailbox.swapChildren()
        screen.advance(by: 0.125)
        #expect(screen.lines[1] == "es                   Archive: nothing ol")
        screen.runUntilIdle()
        #expect(screen.lines[1] == " Archive: nothing older")
    }

    @Test func theAppDelegateShowsTheMailboxInAWindowFillingTheScreen() throws {
        let previousBounds = UIScreen.main.bounds
        UIScreen.main.setSize(columns: 40, rows: 10)
        defer { UIScreen.main.setBounds(previousBounds) }
        let delegate = AppDelegate()
        UIApplication.shared.launch(delegate: delegate)
        defer { UIApplication.shared.terminate() }
        let window = try #require(delegate.window)
        defer { window.isHidden = true }
        MainLoop.main.runUntilIdle()
        #expect(window.rootViewController is MailboxViewController)
        #expect(window.renderCanvas().lines[1].hasPrefix(" Inbox: 3 new messages"))
    }

    final class MessageViewController: UIViewController {
        private let text: String

        init(title: String, text: String) {
            self.text = text
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { fatalError("created in code") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel()
            label.text = "\(title ?? ""): \(text)"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                label.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            ])
        }
    }

    /// Shows one of two children at a time; Tab slides the other one in.
    final class MailboxViewController: UIViewController {
        private var shown: UIViewController
        private var hidden: UIViewController

        init(first: UIViewController, second: UIViewController) {
            shown = first
            hidden = second
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("created in code") }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(shown)
            shown.view.frame = view.bounds
            shown.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(shown.view)
            shown.didMove(toParent: self)
        }

        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "\t", modifierFlags: []) { [unowned self] _ in swapChildren() }]
        }

        /// Slides the hidden child in from the right and the shown one out to the left.
        func swapChildren() {
            let old = shown, new = hidden
            guard new.parent == nil else { return }  // a swap is already running
            old.willMove(toParent: nil)
            addChild(new)
            new.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
            new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            transition(
                from: old, to: new, duration: 0.25, options: [],
                animations: {
                    new.view.frame = self.view.bounds
                    old.view.frame = self.view.bounds.offsetBy(dx: -self.view.bounds.width, dy: 0)
                },
                completion: { _ in
                    old.removeFromParent()
                    new.didMove(toParent: self)
                    self.shown = new
                    self.hidden = old
                })
        }
    }

    final class AppDelegate: UIResponder, TerminalApplicationDelegate {
        var window: UIWindow?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = MailboxViewController(
                first: MessageViewController(title: "Inbox", text: "3 new messages"),
                second: MessageViewController(title: "Archive", text: "nothing older"))
            window?.makeKeyAndVisible()
            return true
        }
    }
}

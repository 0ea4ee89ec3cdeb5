import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The Form scene's class: outlets as the port command writes them, and a log of the
/// callbacks the scene's loading sends.
final class FormSceneController: UIViewController {
    weak var titleLabel: UILabel!
    weak var nameField: UITextField!
    weak var aspectWidth: NSLayoutConstraint!
    var buttons: [UIButton]!
    var log: [String] = []

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "titleLabel":
            guard let destination = destination as? UILabel else { return false }
            titleLabel = destination
        case "nameField":
            guard let destination = destination as? UITextField else { return false }
            nameField = destination
        case "aspectWidth":
            guard let destination = destination as? NSLayoutConstraint else { return false }
            aspectWidth = destination
        case "buttons":
            guard let destination = destination as? [UIButton] else { return false }
            buttons = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        log.append("outlet \(name)")
        return true
    }

    var allowsSegues = true

    /// The action methods the storyboard names; `switchFlipped:` is left out on purpose.
    override func selector(forAction name: String) -> Selector? {
        switch name {
        case "stopTapped:": Selector("stopTapped(_:)", Self.stopTapped(_:))
        case "segmentChanged:": Selector("segmentChanged(_:)", Self.segmentChanged(_:))
        default: super.selector(forAction: name)
        }
    }

    func stopTapped(_ sender: UIButton) {
        log.append("stopTapped \(sender.configuration?.title ?? "-")")
    }

    func segmentChanged(_ sender: UISegmentedControl) {
        log.append("segmentChanged \(sender.selectedSegmentIndex)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") to \(type(of: segue.destination)) loaded=\(segue.destination.isViewLoaded)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier) sender=\(sender.map { "\(type(of: $0))" } ?? "nil")")
        return allowsSegues
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad label=\(titleLabel?.text ?? "nil") children=\(children.count)")
    }
}

/// The destination of the Form's segues.
final class DetailSceneController: UIViewController {}

/// A custom segue that records that it was performed and pushes without animation.
final class LoggingSegue: UIStoryboardSegue {
    nonisolated(unsafe) static var performed: [String] = []

    override func perform() {
        Self.performed.append("\(identifier ?? "-") \(type(of: source)) → \(type(of: destination))")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

/// The embedded scene's class.
final class EmbeddedChildController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("didMove \(parent.map { "\(type(of: $0))" } ?? "nil")")
    }
}

@MainActor
@Suite(.isolatedUI) struct StoryboardSceneTests {
    func form() throws -> FormSceneController {
        try #require(try StoryboardFixtures.open("Scenes").instantiateInitialViewController() as? FormSceneController)
    }

    @Test func outletsAndEmbedSeguesComeBeforeViewDidLoad() throws {
        let form = try form()
        #expect(form.log.isEmpty, "nothing of the view is made before it loads")
        form.loadViewIfNeeded()
        #expect(
            form.log == [
                "outlet titleLabel", "outlet nameField", "outlet aspectWidth", "outlet buttons",
                "prepare EmbedChild to EmbeddedChildController loaded=false",
                "viewDidLoad label=Hello children=1",
            ])
        let child = try #require(form.children.first as? EmbeddedChildController)
        #expect(child.log == ["viewDidLoad", "didMove FormSceneController"])
    }

    @Test func anOutletCollectionKeepsTheFilesOrder() throws {
        let form = try form()
        form.loadViewIfNeeded()
        #expect(form.buttons.map { $0.title(for: .normal) ?? $0.configuration?.title } == ["Stop", "Go"])
    }

    @Test func controlsGetTheirValues() throws {
        let form = try form()
        form.loadViewIfNeeded()
        #expect(form.titleLabel.textAlignment == .center)
        #expect(form.nameField.placeholder == "Name")
        #expect(form.nameField.borderStyle == .roundedRect)
        let switches = form.view.subviews.compactMap { $0 as? UISwitch }
        #expect(switches.map(\.isOn) == [true])
        let segmented = try #require(form.view.subviews.compactMap { $0 as? UISegmentedControl }.first)
        #expect(segmented.numberOfSegments == 2)
        #expect(segmented.titleForSegment(at: 0) == "One")
        #expect(segmented.selectedSegmentIndex == 1)
        #expect(form.buttons[0].configuration?.title == "Stop")
        #expect(form.view.subviews.map { "\(type(of: $0))" } == [
            "UILabel", "UITextField", "UISwitch", "UIButton", "UIButton", "UISegmentedControl", "UIView", "UIView",
        ])
    }

    @Test func framesLoadAsTheFileWritesThem() throws {
        let form = try form()
        form.loadViewIfNeeded()
        // Points, as written: on a standard screen 400 × 800 points are 50 × 50 cells.
        #expect(form.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        let container = form.view.subviews[7]
        #expect(container.frame == CGRect(x: 0, y: 480, width: 400, height: 320))
        #expect(container.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(form.children.first?.view.frame == container.bounds)
    }

    @Test func constraintsLayOutInPointsAsWritten() throws {
        let screen = HeadlessScreen(width: 50, height: 50)
        let form = try form()
        screen.show(form)
        screen.runUntilIdle()
        // 16 points from the safe area: two columns, one row.
        #expect(form.titleLabel.frame.minX == 16)
        #expect(form.titleLabel.frame.minY == form.view.safeAreaInsets.top + 16)
        #expect(form.titleLabel.frame.width == 368)
        #expect(screen.location(of: "Hello")?.y == 1)
        // Half the view's width, and 16:9 in points.
        let aspect = form.view.subviews[6]
        #expect(aspect.frame.width == 200)
        // 112.5, on whole points as the layout engine rounds.
        #expect(aspect.frame.height == 113)
        #expect(screen.text.contains("Hello"))
        #expect(screen.text.contains("Embedded"))
    }

    @Test func placeholderAndExcludedConstraintsAreNotInstalled() throws {
        let form = try form()
        form.loadViewIfNeeded()
        let aspect = form.view.subviews[6]
        let constants = form.view.constraints.filter { $0.firstItem === aspect && $0.secondItem == nil }
        #expect(constants.isEmpty, "\(constants)")
        // The multiplier reads back as the file writes it.
        #expect(form.aspectWidth.multiplier == 16.0 / 9)
        #expect(form.aspectWidth.isActive)
    }

    /// The Form in a navigation controller on a screen.
    func formOnScreen() throws -> (HeadlessScreen, FormSceneController, UINavigationController) {
        let screen = HeadlessScreen(width: 50, height: 50)
        let form = try form()
        let navigation = UINavigationController(rootViewController: form)
        screen.show(navigation)
        screen.runUntilIdle()
        form.log.removeAll()
        return (screen, form, navigation)
    }

    /// Clicks the second column of the cells `view` draws on (a segmented control's first
    /// segment, a button's title).
    func tap(_ view: UIView, on screen: HeadlessScreen) {
        let cells = screen.cells(of: view)
        screen.tap(at: CGPoint(x: cells.minX + 1, y: cells.minY + ((cells.height - 1) / 2).rounded(.down)))
        screen.runUntilIdle()
    }

    @Test func aButtonsShowSegueAsksPreparesAndPushes() throws {
        let (screen, form, navigation) = try formOnScreen()
        tap(form.buttons[1], on: screen)
        #expect(form.log == ["should ShowDetail sender=UIButton", "prepare ShowDetail to DetailSceneController loaded=false"])
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is DetailSceneController)
        #expect(navigation.topViewController?.storyboard === form.storyboard)
    }

    @Test func shouldPerformSegueCanRefuse() throws {
        let (screen, form, navigation) = try formOnScreen()
        form.allowsSegues = false
        tap(form.buttons[1], on: screen)
        #expect(form.log == ["should ShowDetail sender=UIButton"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aBarButtonItemsSeguePresentsInItsStyle() throws {
        let (screen, form, navigation) = try formOnScreen()
        let item = try #require(form.navigationItem.rightBarButtonItem)
        #expect(item.title == "Sheet")
        item._activate(from: form)
        screen.runUntilIdle()
        #expect(form.log == ["should ShowSheet sender=UIBarButtonItem", "prepare ShowSheet to UIViewController loaded=false"])
        // Presented from the full-screen controller, the navigation controller, as in UIKit.
        let presented = try #require(navigation.presentedViewController)
        #expect(presented.title == "Sheet")
        #expect(presented.modalPresentationStyle == .formSheet)
    }

    @Test func aButtonsActionGoesToItsDestination() throws {
        let (screen, form, _) = try formOnScreen()
        tap(form.buttons[0], on: screen)
        #expect(form.log == ["stopTapped Stop"])
    }

    @Test func anActionToTheFirstResponderTravelsTheResponderChain() throws {
        let (screen, form, _) = try formOnScreen()
        let segmented = try #require(form.view.subviews.compactMap { $0 as? UISegmentedControl }.first)
        tap(segmented, on: screen)
        #expect(form.log == ["segmentChanged 0"])
    }

    @Test func anActionTheDestinationLacksStopsWithUIKitsMessageWhenSent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let storyboard = UIStoryboard(name: "Scenes", bundle: StoryboardFixtures.bundle)
                let form = storyboard.instantiateViewController(withIdentifier: "Form")
                form.loadViewIfNeeded()
                form.view.subviews.compactMap { $0 as? UISwitch }.first?.sendActions(for: .valueChanged)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("'NSInvalidArgumentException', reason: '-[FormSceneController switchFlipped:]: unrecognized selector sent to instance 0x"))
    }

    @Test func performSegueRunsACustomSegueWithoutAsking() throws {
        let (screen, form, navigation) = try formOnScreen()
        LoggingSegue.performed.removeAll()
        form.performSegue(withIdentifier: "Manual", sender: nil)
        screen.runUntilIdle()
        #expect(form.log == ["prepare Manual to DetailSceneController loaded=false"])
        #expect(LoggingSegue.performed == ["Manual FormSceneController → DetailSceneController"])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func performSegueWithAnUnknownIdentifierStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let storyboard = UIStoryboard(name: "Scenes", bundle: StoryboardFixtures.bundle)
                storyboard.instantiateViewController(withIdentifier: "Form").performSegue(withIdentifier: "Nowhere", sender: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("reason: 'Receiver (<FormSceneController: 0x"))
        #expect(message.contains("has no segue with identifier 'Nowhere''"))
    }

    @Test func everySceneOfTheCorpusLoadsItsView() throws {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        _ = logs
        let corpus = try StoryboardCorpus.laidOutByProject()
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        for name in StoryboardCorpus.names {
            let storyboard = try UIStoryboard(contentsOf: corpus.files[name]!)
            for scene in storyboard._document.scenes where scene.member.name != "viewControllerPlaceholder" {
                do {
                    let controller = try storyboard._instantiate(memberID: scene.member.id!, creator: nil)
                    controller.loadViewIfNeeded()
                    #expect(controller.isViewLoaded, "\(name) \(scene.member.opening)")
                } catch where error.reason.hasPrefix("the referenced storyboard StoryboardAllViews.storyboard") {
                    // IBDecodable's references point at files of its own the corpus does not copy.
                } catch {
                    Issue.record("\(name): \(error)")
                }
            }
        }
    }
}

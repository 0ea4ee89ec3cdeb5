import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// DetailView.xib's File's Owner (and DetailViewController.xib's, which UIKit looks for
/// second).
final class DetailViewController: UIViewController {
    weak var titleLabel: UILabel!
    weak var saveButton: UIButton!
    weak var box: UIView!
    var log: [String] = []

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "titleLabel":
            guard let destination = destination as? UILabel else { return false }
            titleLabel = destination
        case "saveButton":
            guard let destination = destination as? UIButton else { return false }
            saveButton = destination
        case "box":
            guard let destination = destination as? UIView else { return false }
            box = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }

    override func selector(forAction name: String) -> Selector? {
        name == "save:" ? Selector("save(_:)", Self.save(_:)) : super.selector(forAction: name)
    }

    func save(_ sender: UIButton) { log.append("save") }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad title=\(titleLabel?.text ?? "nil") view=\(view != nil)")
    }
}

/// NoteViewController.xib's File's Owner: its bundle has no NoteView nib.
final class NoteViewController: UIViewController {}

/// No nib is named after this class.
final class PlainAfterNibsController: UIViewController {}

@MainActor
@Suite(.isolatedUI) struct NibViewControllerTests {
    @Test func theViewLoadsFromTheNibWithTheOwnersOutletsBeforeViewDidLoad() throws {
        let detail = DetailViewController(nibName: "DetailView", bundle: NibFixtures.bundle)
        #expect(detail.nibName == "DetailView")
        #expect(detail.nibBundle?.bundleURL.standardizedFileURL.path == NibFixtures.folder.standardizedFileURL.path)
        #expect(!detail.isViewLoaded)
        detail.loadViewIfNeeded()
        #expect(detail.log == ["viewDidLoad title=Details view=true"])
        #expect(detail.titleLabel.superview === detail.view)
        #expect(detail.box.accessibilityIdentifier == "box", "runtime attributes are set")
    }

    @Test func theNibsFramesAndConstraintsAreInPoints() throws {
        let screen = HeadlessScreen(width: 50, height: 20)  // 400 × 320 points
        let detail = DetailViewController(nibName: "DetailView", bundle: NibFixtures.bundle)
        screen.show(detail)
        screen.runUntilIdle()
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 400, height: 320))
        #expect(detail.titleLabel.frame.origin == CGPoint(x: 16, y: 32))
        #expect(detail.saveButton.frame.minY == 64, "16 points under the label, one row tall")
        #expect(detail.box.frame == CGRect(x: 120, y: 208, width: 160, height: 64))
        #expect(screen.lines[2].hasPrefix("  Details"))
        #expect(screen.lines[4].contains("Save"))
        screen.tap(text: "Save")
        #expect(detail.log.last == "save")
    }

    @Test func withoutANameTheNibNamedAfterTheClassLessControllerComesFirst() throws {
        let detail = DetailViewController(nibName: nil, bundle: NibFixtures.bundle)
        detail.loadViewIfNeeded()
        // DetailView.xib, not DetailViewController.xib: UIKit's documented order.
        #expect(detail.titleLabel?.text == "Details")
        #expect(detail.nibName == nil, "the property keeps what was given")
    }

    @Test func withoutANameTheNibNamedAfterTheClassIsFound() throws {
        let screen = HeadlessScreen(width: 30, height: 4)
        screen.show(NoteViewController(nibName: nil, bundle: NibFixtures.bundle))
        screen.runUntilIdle()
        #expect(screen.lines[1] == "  A note from its nib")
    }

    @Test func aControllerWithoutANibGetsAPlainView() throws {
        let controller = PlainAfterNibsController(nibName: nil, bundle: NibFixtures.bundle)
        controller.loadViewIfNeeded()
        #expect(type(of: controller.view!) == UIView.self)
        #expect(controller.view.subviews.isEmpty)
    }

    @Test func aNibWithoutTheViewOutletStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIViewController(nibName: "SectionHeader", bundle: NibFixtures.bundle).view
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "'NSInternalInconsistencyException', reason: '-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"SectionHeader\" nib but the view outlet was not set.'"
            ))
    }
}

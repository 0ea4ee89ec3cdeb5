import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The update-constraints pass: bottom up, before layout, only in windows that use
/// constraints (or views that require them); `setNeedsUpdateConstraints`,
/// `updateConstraintsIfNeeded`, and a view controller's `updateViewConstraints`.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct UpdateConstraintsTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func theUpdatePassRunsBottomUpBeforeTheLayoutPass() {
        let log = CallbackLog()
        let controller = LoggingViewController(log: log)
        let screen = HeadlessScreen(width: 30, height: 6)

        screen.show(controller)

        #expect(
            log.entries == [
                "child.updateConstraints", "parent.updateConstraints", "controller.updateViewConstraints",
                "controller.viewWillLayoutSubviews", "controller.viewDidLayoutSubviews", "parent.layoutSubviews",
                "child.layoutSubviews",
            ])
        #expect(controller.child.frame == CGRect(x: 1, y: 1, width: 26, height: 2))
        #expect(!controller.outer.needsUpdateConstraints() && !controller.child.needsUpdateConstraints())
    }

    @Test func theBaseLayoutSubviewsAppliesTheEnginesFramesBetweenWillAndDidLayout() {
        final class FrameWatcher: UIViewController {
            let child = UIView()
            var seen: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                child.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(child)
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2),
                    child.topAnchor.constraint(equalTo: view.topAnchor),
                    child.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                    child.heightAnchor.constraint(equalToConstant: 1),
                ])
            }
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                seen.append("will \(child.frame.width)")
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                seen.append("did \(child.frame.width)")
            }
        }
        let screen = HeadlessScreen(width: 20, height: 4)
        defer { withExtendedLifetime(screen) {} }
        let controller = FrameWatcher()
        screen.show(controller)
        controller.seen.removeAll()
        screen.resize(width: 30, height: 4)
        // The view's own layoutSubviews (between the two callbacks) sets the solved frames.
        #expect(controller.seen == ["will 10.0", "did 15.0"])
    }

    @Test func aViewRemovesAConstraintItWasGivenThoughADescendantHoldsIt() {
        let (screen, controller) = showing(width: 20, height: 4)
        defer { withExtendedLifetime(screen) {} }
        let parent = constrainedView(in: controller.view)
        let child = constrainedView(in: parent)
        let width = child.widthAnchor.constraint(equalToConstant: 5)
        controller.view.addConstraint(width)
        #expect(width.isActive)
        UIView().removeConstraint(width)
        #expect(width.isActive, "a view outside the holder's ancestry cannot remove it")
        controller.view.removeConstraint(width)
        #expect(!width.isActive)
    }

    @Test func setNeedsUpdateConstraintsRunsThatViewsUpdateInTheNextPass() {
        let log = CallbackLog()
        let controller = LoggingViewController(log: log)
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(controller)
        log.entries.removeAll()

        controller.outer.inset = 2
        controller.outer.setNeedsUpdateConstraints()
        #expect(controller.outer.needsUpdateConstraints())
        #expect(log.entries.isEmpty)
        screen.runUntilIdle()

        #expect(
            log.entries == [
                "parent.updateConstraints", "controller.viewWillLayoutSubviews", "controller.viewDidLayoutSubviews",
                "parent.layoutSubviews", "child.layoutSubviews",
            ])
        #expect(controller.outer.frame == CGRect(x: 2, y: 2, width: 26, height: 2))
        #expect(controller.child.frame == CGRect(x: 1, y: 1, width: 24, height: 0))
    }

    @Test func aResizeSendsUpdateViewConstraintsAfterTheSizeTransitionAndBeforeLayout() {
        let log = CallbackLog()
        let controller = LoggingViewController(log: log)
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(controller)
        log.entries.removeAll()

        screen.resize(width: 40, height: 8)

        #expect(
            log.entries == [
                "controller.viewWillTransition", "controller.updateViewConstraints",
                "controller.viewWillLayoutSubviews", "controller.viewDidLayoutSubviews", "parent.layoutSubviews",
                "child.layoutSubviews",
            ])
        #expect(controller.child.frame == CGRect(x: 1, y: 1, width: 36, height: 4))
    }

    @Test func updateConstraintsIfNeededRunsThePassAtOnce() {
        let log = CallbackLog()
        let parent = LoggingView(name: "parent", log: log)
        let child = LoggingView(name: "child", log: log)
        parent.addSubview(child)

        parent.updateConstraintsIfNeeded()
        #expect(log.entries == ["child.updateConstraints", "parent.updateConstraints"])

        parent.updateConstraintsIfNeeded()
        #expect(log.entries.count == 2)
        child.setNeedsUpdateConstraints()
        parent.updateConstraintsIfNeeded()
        #expect(log.entries == ["child.updateConstraints", "parent.updateConstraints", "child.updateConstraints"])
    }

    @Test func aWindowWithoutConstraintsRunsNoUpdatePass() {
        let log = CallbackLog()
        let (screen, controller) = showing(width: 20, height: 4)
        let view = LoggingView(name: "plain", log: log)
        view.frame = CGRect(x: 0, y: 0, width: 5, height: 1)
        controller.view.addSubview(view)
        screen.runUntilIdle()

        #expect(log.entries == ["plain.layoutSubviews"])
        #expect(view.needsUpdateConstraints())
        #expect(screen.window._autoLayout?.engine == nil)
    }

    @Test func aViewThatRequiresConstraintBasedLayoutGetsItsUpdateWithNoConstraintsYet() {
        let (screen, controller) = showing(width: 20, height: 5)
        let badge = BadgeView(frame: CGRect(x: 2, y: 1, width: 9, height: 3))
        badge.label.text = "new"

        controller.view.addSubview(badge)
        screen.runUntilIdle()

        #expect(badge.updateCount == 1)
        #expect(badge.label.frame == CGRect(x: 3, y: 1, width: 3, height: 1))
        #expect(screen.lines[2] == "     new")
    }

    @Test func aControllersUpdateViewConstraintsComesAfterItsSubviewsUpdates() {
        let log = CallbackLog()
        let controller = LoggingViewController(log: log)
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(controller)
        log.entries.removeAll()

        controller.view.setNeedsUpdateConstraints()
        controller.child.setNeedsUpdateConstraints()
        screen.runUntilIdle()

        #expect(log.entries.prefix(2) == ["child.updateConstraints", "controller.updateViewConstraints"])
    }
}

/// The callbacks views and controllers received, in order.
@MainActor
final class CallbackLog {
    var entries: [String] = []
}

/// A view that logs `updateConstraints` and `layoutSubviews`; with a superview, pins
/// itself inside it by `inset` cells (its constraints made in `updateConstraints`).
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: CallbackLog
    var inset: CGFloat = 1
    private var pins: [NSLayoutConstraint] = []

    init(name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func updateConstraints() {
        log.entries.append("\(name).updateConstraints")
        if let superview, !translatesAutoresizingMaskIntoConstraints {
            NSLayoutConstraint.deactivate(pins)
            pins = edges(of: self, to: superview, inset: inset)
            NSLayoutConstraint.activate(pins)
        }
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("\(name).layoutSubviews")
    }
}

/// A controller whose view holds `outer` (named "parent"), which holds `child`; both pin themselves one
/// cell inside their superviews in `updateConstraints`.
@MainActor
private final class LoggingViewController: UIViewController {
    let log: CallbackLog
    let outer: LoggingView
    let child: LoggingView

    init(log: CallbackLog) {
        self.log = log
        outer = LoggingView(name: "parent", log: log)
        child = LoggingView(name: "child", log: log)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        outer.translatesAutoresizingMaskIntoConstraints = false
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(outer)
        outer.addSubview(child)
    }

    override func updateViewConstraints() {
        log.entries.append("controller.updateViewConstraints")
        super.updateViewConstraints()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.entries.append("controller.viewWillTransition")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.entries.append("controller.viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.entries.append("controller.viewDidLayoutSubviews")
    }
}

/// A frame-based view that centres a label with constraints it makes in `updateConstraints`.
@MainActor
private final class BadgeView: UIView {
    let label = UILabel()
    private(set) var updateCount = 0

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        updateCount += 1
        if label.superview == nil {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: centerXAnchor),
                label.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }
        super.updateConstraints()
    }
}

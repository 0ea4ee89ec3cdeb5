import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Target-action with typed selectors (what `#selector` becomes), handlers and action objects.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TargetActionTests {
    @Test func aSelectorSendsItsMethodToTheTargetWithOrWithoutTheSender() {
        let stage = GestureStage()
        let controller = PanController()
        let pan = UIPanGestureRecognizer(target: controller, action: Selector("handlePan(_:)", PanController.handlePan(_:)))
        pan.addTarget(controller, action: Selector("count", PanController.count))
        pan.addTarget(controller, action: Selector("anySender(_:)", PanController.anySender(_:)))
        stage.container.addGestureRecognizer(pan)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4)])
        #expect(controller.log == ["pan began (1, 0)", "count", "any", "pan ended (1, 0)", "count", "any"])
    }

    /// An interactive transition's action typed for the edge pan its author meant, installed on
    /// a plain pan (a real library does this): Objective-C passes the sender unchecked.
    @Test func aSenderOfASuperclassOfTheParameterIsPassedAsObjectiveCPassesIt() {
        let stage = GestureStage()
        let controller = PanController()
        let pan = UIPanGestureRecognizer(
            target: controller, action: Selector("edgePanned(_:)", PanController.edgePanned(_:)))
        stage.container.addGestureRecognizer(pan)
        stage.screen.drag(from: stage.onPad, through: [CGPoint(x: 16, y: 4)])
        #expect(controller.log == ["edge began (1, 0)", "edge ended (1, 0)"])
        #expect(
            Selector("edgePanned(_:)", PanController.edgePanned(_:))._isImplemented(by: controller, sender: pan))
        #expect(
            !Selector("edgePanned(_:)", PanController.edgePanned(_:))._isImplemented(
                by: controller, sender: UITapGestureRecognizer()))
    }

    @Test func selfSelectorsWorkInsideTheTargetsOwnMethods() {
        let stage = GestureStage()
        let controller = PanController()
        controller.install(on: stage.container)
        stage.screen.tap(at: stage.onPad)
        #expect(controller.log == ["tapped"])
    }

    @Test func selectorsWithTheSameNameAreEqual() {
        let a = Selector("handlePan(_:)", PanController.handlePan(_:))
        let b = Selector("handlePan(_:)", OtherTarget.handlePan(_:))
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != Selector("handlePan", PanController.count))
        #expect(a.description == "handlePan(_:)")
    }

    @Test func addingAPairTwiceSendsOnceAndRemovingMatchesTargetAndName() {
        let stage = GestureStage()
        let controller = PanController()
        let other = PanController()
        let tap = UITapGestureRecognizer()
        tap.addTarget(controller, action: Selector("count", PanController.count))
        tap.addTarget(controller, action: Selector("count", PanController.count))
        tap.addTarget(other, action: Selector("count", PanController.count))
        stage.container.addGestureRecognizer(tap)
        stage.screen.tap(at: stage.onPad)
        #expect(controller.log == ["count"] && other.log == ["count"])

        tap.removeTarget(controller, action: Selector("count", PanController.count))
        stage.screen.advance(by: 1)
        stage.screen.tap(at: stage.onPad)
        #expect(controller.log == ["count"] && other.log == ["count", "count"])

        tap.removeTarget(nil, action: nil)
        stage.screen.advance(by: 1)
        stage.screen.tap(at: stage.onPad)
        #expect(other.log == ["count", "count"])
    }

    @Test func targetsAreHeldWeakly() {
        let stage = GestureStage()
        weak var freed: PanController?
        let tap = UITapGestureRecognizer()
        do {
            let controller = PanController()
            freed = controller
            tap.addTarget(controller, action: Selector("count", PanController.count))
        }
        #expect(freed == nil)
        stage.container.addGestureRecognizer(tap)
        stage.screen.tap(at: stage.onPad)
        #expect(tap._targets.isEmpty, "a freed target's pair is dropped")
    }

    @Test func actionsRunInTheOrderAddedAndCanBeRemoved() {
        let stage = GestureStage()
        var log: [String] = []
        let tap = UITapGestureRecognizer { tap in log.append("handler \(tap.numberOfTapsRequired)") }
        let controller = PanController()
        tap.addTarget(controller, action: Selector("count", PanController.count))
        let action = UIAction(identifier: .init("log")) { action in log.append("action \(action.sender is UITapGestureRecognizer)") }
        tap.addAction(action)
        stage.container.addGestureRecognizer(tap)
        stage.screen.tap(at: stage.onPad)
        #expect(log == ["handler 1", "action true"] && controller.log == ["count"])
        tap.removeAction(action)
        stage.screen.advance(by: 1)
        stage.screen.tap(at: stage.onPad)
        #expect(log == ["handler 1", "action true", "handler 1"])
    }

    @Test func aRecognizerWithNoViewTellsItsTargetsAtOnce() {
        var states: [UIGestureRecognizer.State] = []
        let custom = UIGestureRecognizer { states.append($0.state) }
        custom.state = .began
        custom.state = .changed
        custom.state = .ended
        #expect(states == [.began, .changed, .ended])
        #expect(custom.state == .possible, "reset once over")
    }
}

// MARK: - Fixtures

/// A target whose action methods have UIKit's three shapes.
@MainActor
private final class PanController {
    var log: [String] = []

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: nil)
        log.append("pan \(pan.state) (\(Int(translation.x)), \(Int(translation.y)))")
    }

    func count() {
        log.append("count")
    }

    func edgePanned(_ edge: UIScreenEdgePanGestureRecognizer) {
        let translation = edge.translation(in: nil)
        log.append("edge \(edge.state) (\(Int(translation.x)), \(Int(translation.y)))")
    }

    func anySender(_ sender: Any) {
        log.append("any")
    }

    func install(on view: UIView) {
        // UIKit: UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("tapped(_:)", Self.tapped(_:))))
    }

    func tapped(_ sender: UITapGestureRecognizer) {
        log.append("tapped")
    }
}

@MainActor
private final class OtherTarget {
    func handlePan(_ pan: UIPanGestureRecognizer) {}
}

/// A view controller, not final, written as for iOS with the port's rewrite of `#selector`.
@MainActor
private class PortedViewController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // UIKit: UITapGestureRecognizer(target: self, action: #selector(close))
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("close", Self.close)))
        // UIKit: let pan = UIPanGestureRecognizer(target: self, action: #selector(PortedViewController.handlePan(_:)))
        let pan = UIPanGestureRecognizer(
            target: self, action: Selector("handlePan(_:)", PortedViewController.handlePan(_:)))
        view.addGestureRecognizer(pan)
    }

    // UIKit: @objc func close(); the port drops @objc, which Linux rejects.
    func close() { log.append("close") }

    func handlePan(_ sender: UIPanGestureRecognizer) { log.append("pan \(sender.state)") }
}

@MainActor
private final class PortedSubclass: PortedViewController {
    override func close() { log.append("subclass close") }
}

extension TargetActionTests {
    @Test func theRewrittenSelectorsWorkInANonFinalViewControllerAndDispatchDynamically() {
        let screen = HeadlessScreen(width: 30, height: 8)
        let controller = PortedSubclass()
        screen.show(controller)
        screen.tap(at: CGPoint(x: 3, y: 3))
        screen.drag(from: CGPoint(x: 3, y: 3), through: [CGPoint(x: 5, y: 3)])
        #expect(controller.log == ["subclass close", "pan began", "pan ended"])
    }
}

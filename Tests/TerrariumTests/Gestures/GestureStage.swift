import Foundation
import TerrariumTesting

@testable import Terrarium

/// A headless screen whose root view holds a container (filling it) with a pad inside; both
/// log their touches, and recognizers added with ``record(_:as:)`` log their states, into one
/// log, so that tests read the order of everything a UIKit user sees.
///
///     screen 60×16: container fills it; pad at (10, 2), 20×6, inside the container
@MainActor
final class GestureStage {
    let screen: HeadlessScreen
    let log = GestureLog()
    let container: TouchLoggingView
    let pad: TouchLoggingView

    /// A point inside the pad, in window coordinates.
    let onPad = CGPoint(x: 15, y: 4)

    init(width: Int = 60, height: Int = 16) {
        screen = HeadlessScreen(width: width, height: height)
        container = TouchLoggingView(name: "container", log: log)
        pad = TouchLoggingView(name: "pad", log: log)
        pad.frame = CGRect(x: 10, y: 2, width: 20, height: 6)
        let root = UIViewController()
        screen.show(root)
        container.frame = root.view.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(container)
        container.addSubview(pad)
        screen.runUntilIdle()
    }

    /// Adds an action to `recognizer` that logs `"name state"` whenever its targets hear of it.
    @discardableResult
    func record<Recognizer: UIGestureRecognizer>(_ recognizer: Recognizer, as name: String) -> Recognizer {
        let log = self.log
        recognizer.addAction(UIAction { action in
            let recognizer = action.sender as! UIGestureRecognizer
            log.entries.append("\(name) \(recognizer.state)")
        })
        return recognizer
    }

    var entries: [String] { log.entries }
}

/// The one log a stage's views and recognizers write to.
@MainActor
final class GestureLog {
    var entries: [String] = []
}

/// A view that logs its touches and keeps them (it does not pass them on).
@MainActor
final class TouchLoggingView: UIView {
    let name: String
    let log: GestureLog
    /// The recognizers of the touch, as `touchesBegan` saw them.
    var recognizersSeenAtBegin: [UIGestureRecognizer] = []

    init(name: String, log: GestureLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recognizersSeenAtBegin = touches.first?.gestureRecognizers ?? []
        log.entries.append("\(name) touchesBegan")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("\(name) touchesMoved")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("\(name) touchesEnded")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("\(name) touchesCancelled")
    }
}

/// A recognizer that logs the touches it gets, and recognizes as a test scripts it: it
/// begins (or recognizes, if `isDiscrete`) on the first move, and ends on release.
@MainActor
final class ScriptedRecognizer: UIGestureRecognizer {
    let label: String
    let log: GestureLog
    var isDiscrete = false
    var failsOnRelease = true
    private(set) var resetCount = 0

    init(_ label: String, log: GestureLog) {
        self.label = label
        self.log = log
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log.entries.append("\(label) recognizer touchesBegan")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log.entries.append("\(label) recognizer touchesMoved")
        switch state {
        case .possible: state = isDiscrete ? .recognized : .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.entries.append("\(label) recognizer touchesEnded")
        switch state {
        case .possible where failsOnRelease: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    override func reset() {
        super.reset()
        resetCount += 1
    }
}

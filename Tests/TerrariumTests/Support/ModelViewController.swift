import Foundation
import Terrarium

struct WeakController {
    weak var controller: UIViewController?
}

/// Follows its own appearance callbacks with an automaton of UIKit's allowed orders and
/// reports any callback out of order.
@MainActor
final class ModelViewController: UIViewController {
    enum Phase { case disappeared, willAppear, appeared, willDisappear }
    let name: String
    let report: (String) -> Void
    var forwards = true
    var phase = Phase.disappeared
    var sentIsAppearing = false
    var didAppearCount = 0
    var didDisappearCount = 0
    /// Every appearance callback this controller got, for failure messages.
    var log: [String] = []

    init(name: String, report: @escaping (String) -> Void) {
        self.name = name
        self.report = report
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }

    /// Whether every ancestor forwards appearance to its children.
    var ancestorsForward: Bool {
        var ancestor = parent
        while let a = ancestor {
            if !a.shouldAutomaticallyForwardAppearanceMethods { return false }
            ancestor = a.parent
        }
        return true
    }

    private func move(_ callback: String, from allowed: [Phase], to next: Phase) {
        log.append(callback)
        if !allowed.contains(phase) { report("\(name).\(callback) in phase \(phase)") }
        phase = next
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        move("viewWillAppear", from: [.disappeared, .willDisappear], to: .willAppear)
        sentIsAppearing = false
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        if phase != .willAppear || sentIsAppearing { report("\(name).viewIsAppearing out of order") }
        sentIsAppearing = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !sentIsAppearing { report("\(name).viewDidAppear without viewIsAppearing") }
        move("viewDidAppear", from: [.willAppear], to: .appeared)
        didAppearCount += 1
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        move("viewWillDisappear", from: [.appeared, .willAppear], to: .willDisappear)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        move("viewDidDisappear", from: [.willDisappear], to: .disappeared)
        didDisappearCount += 1
    }
}

/// A small, seedable generator (SplitMix64), so a failing seed reproduces.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(upTo bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

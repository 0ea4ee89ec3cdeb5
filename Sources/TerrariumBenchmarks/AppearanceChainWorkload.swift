import Foundation
import Terrarium

/// Measures appearance forwarding through deep containment: a chain of `100 × scale`
/// controllers where controller *i* is the child of controller *i − 1* and its view is a
/// subview of its parent's view.
///
/// Each repeat times four ways the chain appears or disappears, each followed by running
/// the main loop until idle:
/// - **install root**: the chain's root becomes the root view controller of a key, visible
///   window (its view enters the window: `viewWillAppear` … `viewDidAppear` down the chain);
/// - **remove root**: the window's `rootViewController` is set to `nil` (the chain's views
///   leave the window: `viewWillDisappear` … `viewDidDisappear`);
/// - **hide window** / **show window**: with the chain installed, `window.isHidden = true`,
///   then `false`.
///
/// The window's presenter only counts frames; the chain's views are transparent, so
/// drawing adds one cheap frame per appearance.
///
/// One operation is one controller going through one appearance or disappearance. The
/// chain is built once, outside the clock; every phase checks that all controllers got
/// exactly the callbacks expected.
struct AppearanceChainWorkload: Workload {
    let name = "appearance-chain"
    let summary =
        "a containment chain N deep appears and disappears in a window (root installed/removed, window shown/hidden)"
    let operationName = "controller appearing or disappearing once"
    let headlinePhases = [
        "install root (appear)", "remove root (disappear)", "show window (appear)", "hide window (disappear)",
    ]

    func size(atScale scale: Int) -> Int { 100 * scale }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let depth = size(atScale: scale)
        let chain = (0..<depth).map { _ in ChainViewController() }
        for (parent, child) in zip(chain, chain.dropFirst()) {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        let screen = PresentedWindow(width: 80, height: 24)
        let window = screen.window
        window.makeKeyAndVisible()
        try settle("appearance-chain: showing the window")
        defer { screen.close() }

        func expect(_ tally: ChainViewController.Tally, after phase: String) throws {
            let got = ChainViewController.tally
            try check(
                got == tally,
                "appearance-chain: after \(phase) of \(depth) controllers the callbacks were \(got), expected \(tally)")
            ChainViewController.tally = .init()
        }

        return try harness.run { lap in
            ChainViewController.tally = .init()
            try lap.time("install root (appear)", operations: depth) {
                window.rootViewController = chain[0]
                try settle("appearance-chain: install root (appear)")
            }
            try expect(.init(willAppear: depth, didAppear: depth), after: "install root")

            try lap.time("remove root (disappear)", operations: depth) {
                window.rootViewController = nil
                try settle("appearance-chain: remove root (disappear)")
            }
            try expect(.init(willDisappear: depth, didDisappear: depth), after: "remove root")

            window.rootViewController = chain[0]
            try settle("appearance-chain: reinstalling the root")
            ChainViewController.tally = .init()

            try lap.time("hide window (disappear)", operations: depth) {
                window.isHidden = true
                try settle("appearance-chain: hide window (disappear)")
            }
            try expect(.init(willDisappear: depth, didDisappear: depth), after: "hide window")

            try lap.time("show window (appear)", operations: depth) {
                window.isHidden = false
                try settle("appearance-chain: show window (appear)")
            }
            try expect(.init(willAppear: depth, didAppear: depth), after: "show window")

            window.rootViewController = nil
            try settle("appearance-chain: removing the root")
            ChainViewController.tally = .init()
        }
    }
}

/// A controller in the chain; counts the appearance callbacks every chain member receives.
final class ChainViewController: UIViewController {
    /// Callback counts summed over the whole chain.
    struct Tally: Equatable, CustomStringConvertible {
        var willAppear = 0
        var didAppear = 0
        var willDisappear = 0
        var didDisappear = 0

        var description: String {
            "vWA \(willAppear), vDA \(didAppear), vWD \(willDisappear), vDD \(didDisappear)"
        }
    }

    static var tally = Tally()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Self.tally.willAppear += 1
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Self.tally.didAppear += 1
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Self.tally.willDisappear += 1
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Self.tally.didDisappear += 1
    }
}

import Foundation
import InMemoryLogging
import Logging
import Terrarium
import TerrariumTesting

/// A recording container that embeds its children with Apple's listing 5-1 in `viewDidLoad`:
/// `addChild`, `addSubview` (filling the view), `didMove(toParent:)`. Tests subclass it to
/// change one container behaviour.
@MainActor
class EmbeddingViewController: RecordingViewController {
    private let embedded: [UIViewController]

    init(name: String, recorder: LifecycleRecorder, embedding children: [UIViewController]) {
        embedded = children
        super.init(name: name, recorder: recorder)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        for child in embedded {
            addChild(child)
            child.view.frame = view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }
}

/// Returns the entries recorded by `body`, leaving the recorder as it was before.
@MainActor
func recorded(_ recorder: LifecycleRecorder, _ body: () -> Void) -> [String] {
    let start = recorder.entries.count
    body()
    return Array(recorder.entries[start...])
}

@MainActor
func withoutLayout(_ entries: [String]) -> [String] {
    entries.filter { !$0.hasSuffix(".layout") }
}

/// The identities of objects, for comparing arrays of references.
func identities(_ objects: [AnyObject]) -> [ObjectIdentifier] {
    objects.map(ObjectIdentifier.init)
}

/// The appearance callbacks (`vWA`, `vIA`, `vDA`, `vWD`, `vDD`) among `entries`, for the
/// controllers named `names` (all controllers when empty).
func appearanceCallbacks(_ entries: [String], of names: String...) -> [String] {
    entries.filter { entry in
        guard let dot = entry.firstIndex(of: ".") else { return false }
        let name = String(entry[..<dot])
        let callback = entry[entry.index(after: dot)...]
        let isAppearance = ["vWA(", "vIA(", "vDA(", "vWD(", "vDD("].contains { callback.hasPrefix($0) }
        return isAppearance && (names.isEmpty || names.contains(name))
    }
}

/// Sends the main loop's log messages to an in-memory handler until `restore` is called.
@MainActor
func capturingMainLoopLogs() -> (logs: InMemoryLogHandler, restore: @MainActor () -> Void) {
    let logs = InMemoryLogHandler()
    let previous = MainLoop.main.logger
    MainLoop.main.logger = Logger(label: "test", factory: { _ in logs })
    return (logs, { MainLoop.main.logger = previous })
}

import Foundation
import Terrarium

/// A log of view-controller callbacks in the notation of the UIKit semantics catalogue:
/// `B.willMove(A)`, `B.loadView`, `B.vWA(false)`, `B.vIA(false)`, `B.vDA(false)`,
/// `B.vWD(true)`, `B.vDD(true)`, `B.layout` (one will/did layout pair), `A.viewWillTransition(40x10)`.
///
/// Share one recorder between the ``RecordingViewController``s of a test and compare
/// ``entries`` with the order UIKit documents.
@preconcurrency @MainActor
public final class LifecycleRecorder {
    /// The callbacks recorded so far, in order.
    public private(set) var entries: [String] = []

    /// Called with each entry as it is recorded (the demo shows a live log with it).
    public var onRecord: ((String) -> Void)?

    /// Creates an empty recorder.
    public init() {}

    /// Appends an entry.
    public func record(_ entry: String) {
        entries.append(entry)
        onRecord?(entry)
    }

    /// Replaces the last entry, for recorders that annotate what they just recorded.
    public func _replaceLast(with entry: String) {
        guard !entries.isEmpty else { return }
        entries[entries.count - 1] = entry
    }

    /// Forgets the entries recorded so far.
    public func reset() {
        entries.removeAll()
    }

    /// The entries without layout entries, whose number UIKit does not guarantee.
    public var withoutLayout: [String] {
        entries.filter { !$0.hasSuffix(".layout") }
    }
}

/// A view controller that records every lifecycle and containment callback it gets in a
/// ``LifecycleRecorder``, under its ``name``.
@preconcurrency @MainActor
open class RecordingViewController: UIViewController {
    /// The name used in entries.
    public let name: String
    /// Where the callbacks are recorded.
    public let recorder: LifecycleRecorder
    /// Whether the controller forwards appearance to its children automatically.
    public var forwardsAppearanceAutomatically = true

    /// Creates a controller recording into `recorder` as `name`.
    public init(name: String, recorder: LifecycleRecorder) {
        self.name = name
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    /// Creates the controller from an archive; not supported: this controller is created in code.
    public required init?(coder: NSCoder) {
        fatalError("RecordingViewController is created in code")
    }

    private func label(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? RecordingViewController)?.name ?? String(describing: type(of: controller))
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearanceAutomatically }

    open override func loadView() {
        recorder.record("\(name).loadView")
        super.loadView()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        recorder.record("\(name).viewDidLoad")
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.record("\(name).vWA(\(animated))")
    }

    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        recorder.record("\(name).vIA(\(animated))")
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder.record("\(name).vDA(\(animated))")
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder.record("\(name).vWD(\(animated))")
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recorder.record("\(name).vDD(\(animated))")
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        recorder.record("\(name).layout")
    }

    open override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        recorder.record("\(name).willMove(\(label(parent)))")
    }

    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        recorder.record("\(name).didMove(\(label(parent)))")
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        recorder.record("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }

    open override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        recorder.record("\(name).willTransition(h: \(newCollection.horizontalSizeClass))")
        super.willTransition(to: newCollection, with: coordinator)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        recorder.record("\(name).traitCollectionDidChange(h: \(traitCollection.horizontalSizeClass))")
    }
}

import Foundation
import Terrarium
import TerrariumTerminal

/// The app the responsiveness figures run (`--responsiveness-app KIND`, on a pseudo-terminal
/// the benchmark opens, or in process on pipes): a screen with a heading and a label showing
/// the last key pressed, which reaches the root view controller through the responder chain
/// as a `UIPressesEvent`. No timers: between keys an idle app has nothing to do.
@MainActor
enum ResponsivenessApp {
    /// What the app does.
    enum Kind: String, CaseIterable {
        /// A key changes one label: the last key and the number of presses.
        case label
        /// A key also moves the root view's background to the next of three colours, so every
        /// cell changes, and the canvas the window composes into (the one of two frames ago)
        /// holds another colour too.
        case everyCell = "every-cell"
        /// A box slides to and fro and changes colour for ever (one-second animations, each
        /// started from the last one's completion), so frames come at the 60 fps cap.
        case animation
        /// A key types into a first-responder text field, empty at the start.
        case textField = "text-field"
        /// A key types at the end of a text field that holds 10,000 characters.
        case longTextField = "text-field-10k"
        /// No keys: another thread hands the label new text with `DispatchQueue.main.async`
        /// every 20 ms, noting when it did in the file `TERRARIUM_BENCH_STAMPS` names.
        case mainQueue = "main-queue"
        /// The same through `Task { @MainActor in … }` made on another thread.
        case mainActorTask = "main-actor-task"

        /// How the report names it.
        var title: String {
            switch self {
            case .label: "key → one label"
            case .everyCell: "key → every cell"
            case .animation: "animation"
            case .textField: "key → text field (empty)"
            case .longTextField: "key → text field (10,000 characters)"
            case .mainQueue: "DispatchQueue.main.async → one label"
            case .mainActorTask: "Task { @MainActor } → one label"
            }
        }
    }

    final class Controller: UIViewController {
        let kind: Kind
        let heading = UILabel()
        let lastKey = UILabel()
        let box = UIView()
        let field = UITextField()
        private var presses = 0
        private var boxAtStart = true
        private static let backgrounds = [
            UIColor(red: 0.1, green: 0.12, blue: 0.2, alpha: 1), UIColor(red: 0.2, green: 0.1, blue: 0.12, alpha: 1),
            UIColor(red: 0.1, green: 0.2, blue: 0.12, alpha: 1),
        ]

        init(kind: Kind) {
            self.kind = kind
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("created in code") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = Self.backgrounds[0]
            heading.text = "Terrarium responsiveness benchmark (\(kind.rawValue))"
            heading.textColor = .white
            lastKey.text = "last key: none"
            lastKey.textColor = .systemYellow
            view.addSubview(heading)
            view.addSubview(lastKey)
            if kind == .textField || kind == .longTextField {
                let words = ["alpha ", "beta ", "漢字 ", "gamma ", "é ", "delta "]
                var text = ""
                while kind == .longTextField && text.count < 10_000 { text += words[text.count % words.count] }
                field.text = String(text.prefix(10_000))
                field.borderStyle = .roundedRect
                view.addSubview(field)
            }
            if kind == .animation {
                box.backgroundColor = .systemBlue
                box.frame = CGRect(x: 2, y: 5, width: 10, height: 3)
                view.addSubview(box)
            }
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let width = max(0, view.bounds.width - 4)
            heading.frame = CGRect(x: 2, y: 1, width: width, height: 1)
            lastKey.frame = CGRect(x: 2, y: 3, width: width, height: 1)
            field.frame = CGRect(x: 2, y: 5, width: width, height: 1)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if kind == .animation { slide() }
            if kind == .textField || kind == .longTextField { field.becomeFirstResponder() }
            if kind == .mainQueue || kind == .mainActorTask { ForeignWork.start(kind: kind, label: lastKey) }
        }

        /// One leg of the box's endless trip across the screen.
        private func slide() {
            boxAtStart.toggle()
            let x = boxAtStart ? 2 : max(2, view.bounds.width - 12)
            let colour: UIColor = boxAtStart ? .systemBlue : .systemOrange
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: {
                    self.box.frame.origin.x = x
                    self.box.backgroundColor = colour
                },
                completion: { [weak self] _ in self?.slide() })
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            guard let key = presses.first?.key else { return }
            self.presses += 1
            lastKey.text = "last key: \(key.characters)  presses: \(self.presses)"
            if kind == .everyCell {
                view.backgroundColor = Self.backgrounds[self.presses % Self.backgrounds.count]
            }
        }
    }

    /// The other thread of the `main-queue` and `main-actor-task` apps.
    ///
    /// Sample `k` shows a label of 20 copies of the `k % 26`th letter (every cell changes, so
    /// the frame carries the whole label), after writing "k seconds" — the monotonic time just
    /// before it enqueues the work — at the start of the stamp file, where the benchmark reads
    /// it back once the frame has arrived.
    enum ForeignWork {
        static let letters = Array("abcdefghijklmnopqrstuvwxyz")

        static func start(kind: Kind, label: UILabel) {
            guard let path = ProcessInfo.processInfo.environment["TERRARIUM_BENCH_STAMPS"] else { return }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { return }
            let box = LabelBox(label)
            let thread = Thread {
                var sample = 0
                while true {
                    usleep(20_000)
                    let text = String(repeating: letters[sample % letters.count], count: 20)
                    var stamp = Array("\(sample) \(Platform.monotonicSeconds())".utf8)
                    stamp += Array(repeating: UInt8(ascii: " "), count: max(0, 63 - stamp.count)) + [10]
                    _ = stamp.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
                    if kind == .mainQueue {
                        DispatchQueue.main.async { MainActor.assumeIsolated { box.label.text = text } }
                    } else {
                        Task { @MainActor in box.label.text = text }
                    }
                    sample += 1
                }
            }
            thread.start()
        }

        /// Carries the label to the other thread, which only hands it back to the main actor.
        final class LabelBox: @unchecked Sendable {
            let label: UILabel
            init(_ label: UILabel) { self.label = label }
        }
    }

    /// Runs the app in the terminal on standard input and output until it is signalled.
    static func run(kind: Kind) {
        let driver = TerminalDriver(window: UIWindow(frame: .zero))
        do {
            try driver.start()
            driver.window.rootViewController = Controller(kind: kind)
            driver.window.makeKeyAndVisible()
            defer { driver.finish() }
            try driver.runUntilStopped()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }
}

import Foundation

/// A method to send to a target: what UIKit's `#selector(...)` names, as a typed value made
/// from a method reference.
///
/// UIKit's target-action (`UIGestureRecognizer(target:action:)`, `addTarget(_:action:)`)
/// looks a method up by name in the Objective-C runtime. Swift on Linux has no such runtime
/// and `#selector` does not compile there, so a `Selector` carries the method itself — an
/// unapplied method reference such as `Self.handlePan(_:)` — beside the name that identifies
/// it:
///
/// ```swift
/// final class CanvasViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         // On iOS: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
///         let pan = UIPanGestureRecognizer(
///             target: self, action: Selector("handlePan(_:)", Self.handlePan(_:)))
///         view.addGestureRecognizer(pan)
///     }
///
///     func handlePan(_ pan: UIPanGestureRecognizer) {
///         print(pan.state, pan.translation(in: view))
///     }
/// }
/// ```
///
/// The rewrite from UIKit source is mechanical — the name as written, in quotes, then the
/// same name as an unapplied method reference, qualified by its type (`Self` when
/// `#selector` named no type):
///
/// | UIKit | Terrarium |
/// |---|---|
/// | `#selector(handleTap)` (0 arguments, on `self`) | `Selector("handleTap", Self.handleTap)` |
/// | `#selector(handlePan(_:))` (1 argument, on `self`) | `Selector("handlePan(_:)", Self.handlePan(_:))` |
/// | `#selector(didSwipe(sender:))` | `Selector("didSwipe(sender:)", Self.didSwipe(sender:))` |
/// | `#selector(Foo.bar)` | `Selector("bar", Foo.bar)` |
/// | `#selector(Foo.bar(_:))` | `Selector("bar(_:)", Foo.bar(_:))` |
///
/// That is: `#selector(T.NAME)` → `Selector("NAME", T.NAME)` and `#selector(NAME)` →
/// `Selector("NAME", Self.NAME)`, `NAME` copied as written, labels and all; and drop `@objc`
/// from the method (and from its class), since Swift on Linux has no Objective-C interop and
/// rejects the attribute: `@objc func handleTap()` becomes `func handleTap()`. `Self.NAME` works
/// in any class, final or not (a view controller's methods, for instance). The method may
/// take the sender (of the recognizer's class, a superclass, or `Any`) or nothing, as
/// UIKit's action methods do; methods with more arguments (UIKit's `(_:forEvent:)`) have
/// no `Selector` and do not compile.
///
/// Two selectors are equal when their names are, as in Objective-C, where a selector is its
/// name: `removeTarget(self, action: Selector("handlePan(_:)", Self.handlePan(_:)))` removes
/// what was added with an equal selector.
///
/// - Note: A Terrarium addition standing in for Objective-C's `SEL`. Names compare as
///   written: `#selector(handlePan)` and `#selector(handlePan(_:))` name the same method in
///   UIKit but make two selectors here, so spell a method the same way where you add and
///   remove it. Sending a selector to a target of another class, or with a sender its method
///   does not take, stops the process with UIKit's "unrecognized selector sent to instance"
///   message; a sender of a superclass of the parameter's class is passed unchecked, as
///   Objective-C passes it. For closures, gesture recognizers also take a handler (``UIGestureRecognizer/init(handler:)``)
///   and ``UIAction``s, as controls do.
@preconcurrency @MainActor
public struct Selector: Hashable, CustomStringConvertible {
    /// The name the selector was made with: the method's name as `#selector` spelled it.
    public let name: String

    /// Sends the method to `target` with `sender`; `false` when `target` is not of the
    /// method's class or `sender` not of its parameter's type.
    private let send: @MainActor (_ target: AnyObject, _ sender: Any) -> Bool

    /// Whether `target` is of the method's class and `sender` (unless `nil`) of its
    /// parameter's type.
    private let accepts: @MainActor (_ target: AnyObject, _ sender: Any?) -> Bool

    /// Creates a selector for a method that takes its sender, such as
    /// `func handlePan(_ pan: UIPanGestureRecognizer)`.
    ///
    /// ```swift
    /// Selector("handlePan(_:)", Self.handlePan(_:))
    /// ```
    ///
    /// - Parameters:
    ///   - name: The method's name as `#selector` spelled it; selectors with equal names are equal.
    ///   - method: The method, unapplied: `Self.handlePan(_:)` or `CanvasViewController.handlePan(_:)`.
    public init<Target: AnyObject, Sender>(
        _ name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        self.name = name
        self.send = { target, sender in
            guard let target = target as? Target,
                let sender = sender as? Sender ?? Selector._passedAsIs(sender, to: Sender.self)
            else { return false }
            method(target)(sender)
            return true
        }
        self.accepts = { target, sender in
            target is Target && (sender.map { $0 is Sender || Selector._passedAsIs($0, to: Sender.self) != nil } ?? true)
        }
    }

    /// `sender` handed to a method whose parameter is of a subclass of the sender's class, as
    /// Objective-C hands it: unchecked. iOS code does this (`func didPan(_ edge:
    /// UIScreenEdgePanGestureRecognizer)` as the action of a `UIPanGestureRecognizer`) and works
    /// as long as the method uses only what the sender's class has; so does it here. What the
    /// subclass adds must not be used, as on iOS, where using it raises "unrecognized
    /// selector". `nil` for a sender of any other class or of no class.
    static func _passedAsIs<Sender>(_ sender: Any, to type: Sender.Type) -> Sender? {
        guard let parameterClass = Sender.self as? AnyClass, let senderClass = Swift.type(of: sender) as? AnyClass
        else { return nil }
        let object = sender as AnyObject
        var ancestor: AnyClass? = _getSuperclass(parameterClass)
        while let candidate = ancestor {
            if ObjectIdentifier(candidate) == ObjectIdentifier(senderClass) {
                return unsafeBitCast(object, to: Sender.self)
            }
            ancestor = _getSuperclass(candidate)
        }
        return nil
    }

    /// Creates a selector for a method that takes no arguments, such as `func handleTap()`.
    ///
    /// ```swift
    /// Selector("handleTap", Self.handleTap)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The method's name as `#selector` spelled it; selectors with equal names are equal.
    ///   - method: The method, unapplied: `Self.handleTap`.
    public init<Target: AnyObject>(_ name: String, _ method: @escaping @MainActor (Target) -> () -> Void) {
        self.name = name
        self.send = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
        self.accepts = { target, _ in target is Target }
    }

    /// Creates a selector for a method that takes its sender and returns a value, which is
    /// ignored, as UIKit ignores an action method's result.
    ///
    /// ```swift
    /// Selector("becomeFirstResponder", UIResponder.becomeFirstResponder)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The method's name as `#selector` spelled it; selectors with equal names are equal.
    ///   - method: The method, unapplied: `Self.validate(_:)`.
    @_disfavoredOverload
    public init<Target: AnyObject, Sender, Result>(
        _ name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Result
    ) {
        self.init(
            name,
            { (target: Target) in
                let bound = method(target)
                return { (sender: Sender) in _ = bound(sender) }
            })
    }

    /// Creates a selector for a method that takes no arguments and returns a value, which is
    /// ignored: `#selector(UIResponder.resignFirstResponder)`, which iOS code sends along the
    /// responder chain to end editing.
    ///
    /// ```swift
    /// UIApplication.shared.sendAction(
    ///     Selector("resignFirstResponder", UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The method's name as `#selector` spelled it; selectors with equal names are equal.
    ///   - method: The method, unapplied: `UIResponder.resignFirstResponder`.
    @_disfavoredOverload
    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping @MainActor (Target) -> () -> Result) {
        self.init(
            name,
            { (target: Target) in
                let bound = method(target)
                return { _ = bound() }
            })
    }

    /// A selector known only by its name, implemented by nothing: a storyboard's unwind
    /// action (`unwindToMenu:`) before a destination says which method the name stands for.
    init(_named name: String) {
        self.name = name
        self.send = { _, _ in false }
        self.accepts = { _, _ in false }
    }

    /// Sends the selector's method to `target` with `sender`, stopping the process with
    /// UIKit's message if `target` does not implement it.
    func perform(on target: AnyObject, sender: Any) {
        guard send(target, sender) else {
            fatalError(
                "-[\(String(describing: type(of: target))) \(name)]: unrecognized selector sent to instance "
                    + "(or its sender, a \(String(describing: type(of: sender))), is not the type it takes)")
        }
    }

    /// Sends the selector's method to `target` with `sender` if `target` implements it (and
    /// takes such a sender); whether it did. What the responder chain asks of each responder.
    func _send(to target: AnyObject, sender: Any) -> Bool { send(target, sender) }

    /// Whether `target` implements the selector's method (for such a sender, unless `nil`),
    /// without sending it: what `responds(to:)` answers in UIKit.
    func _isImplemented(by target: AnyObject, sender: Any?) -> Bool { accepts(target, sender) }

    /// The selector's name.
    public nonisolated var description: String { name }

    /// Whether two selectors have the same name.
    public nonisolated static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    /// Hashes the selector's name.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

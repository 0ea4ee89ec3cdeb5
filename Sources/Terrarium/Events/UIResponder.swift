import Foundation

/// An object that can respond to and handle events: the base of views, view controllers
/// and windows, linked into the responder chain by ``next``.
///
/// The chain runs from a view to its view controller (if the view is a controller's root
/// view) or else to its superview; from a view controller to its view's superview; from a
/// window to nothing. Event methods that a responder does not override pass the event on
/// to ``next``, as in UIKit.
///
/// As in UIKit, a responder is an `NSObject` (Foundation's, on Linux): `==` and
/// `isEqual(_:)` are identity, `hash` follows the object's address, so responders go
/// into sets, key dictionaries and are found by `firstIndex(of:)`; ``description`` has
/// UIKit's `<ClassName: 0x…>` shape.
///
/// - Note: Declared `@preconcurrency @MainActor`, as UIKit's main-actor annotations are
///   imported: Swift 6 callers get full main-actor checking, while code compiled in the
///   Swift 5 language mode may override, capture and call into responders from contexts
///   the compiler cannot prove are on the main actor, as it may with UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or `nil` at its end.
    open var next: UIResponder? { nil }

    /// A textual representation in UIKit's form, `<ClassName: 0x…>`, used in UIKit's messages.
    ///
    /// - Note: `NSObject`'s `description` is nonisolated, so this may be read from any thread.
    ///   Subclasses that add main-actor state (a view's frame) add it only when read on the
    ///   main actor (on the main thread or in a job of the main queue); elsewhere the description
    ///   is the bare `<ClassName: 0x…>`.
    open override nonisolated var description: String {
        _objectDescription
    }

    // MARK: Key-value observing and outlets (declared here so that subclasses override them)

    /// Tells the responder that a view property it observes changed: see
    /// ``NSKeyValueObserving``. Does nothing; override it, as on iOS.
    ///
    /// - Note: `NSObject`'s raises for a change nobody handled; Terrarium's does nothing.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// Connects the outlet `name` to `destination`: see ``UIOutletConnecting``. Returns
    /// `false`: a responder has no outlets until the port command (or you) overrides this.
    open func connectOutlet(named name: String, to destination: Any) -> Bool { false }

    /// The action method a storyboard's `<action selector=…>` names, in Objective-C's
    /// spelling (`doneTapped:`, `saveWithSender:`): see ``UIOutletConnecting``. Returns `nil`:
    /// a responder has no action methods until you (or the port command) override this.
    open func selector(forAction name: String) -> Selector? { nil }

    /// Sets a storyboard's user-defined runtime attribute (Interface Builder's Identity
    /// inspector, or an `@IBInspectable` property's value): what UIKit does with
    /// `setValue(_:forKeyPath:)` before `awakeFromNib()`. Returns whether the key path was
    /// set; see ``UIOutletConnecting/setRuntimeAttribute(_:forKeyPath:)``.
    ///
    /// Terrarium's implementation sets the UIKit properties Terrarium has: a view's
    /// `backgroundColor`, `alpha`, `tag`, `hidden`, `clipsToBounds`,
    /// `userInteractionEnabled`, `accessibilityIdentifier`, `accessibilityLabel`, and its
    /// layer's `cornerRadius`, `borderWidth`, `borderColor`, `masksToBounds`; a label's or text
    /// view's `text`; a controller's `title`. Override it for your own properties and end with
    /// `super`'s.
    open func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        _setBuiltInRuntimeAttribute(value, forKeyPath: keyPath)
    }

    /// Tells the object that a storyboard or nib made it: its outlets and actions are
    /// connected, and every other object the file made exists. Does nothing; override it,
    /// and call `super`'s, as on iOS.
    ///
    /// - Note: UIKit declares it on `NSObject`; Terrarium declares it on `UIResponder`, where
    ///   views and controllers can override it (Swift on Linux cannot override a method
    ///   declared in an extension of `NSObject`).
    open func awakeFromNib() {}

    // MARK: First responder

    /// Whether this responder can become the first responder. `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status. `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        _responderWindow?._firstResponder === self
    }

    /// Asks to become the first responder of the window this responder is in.
    ///
    /// - Returns: `true` if it is now the first responder; `false` if it cannot become one,
    ///   is not in a window, or the current first responder refused to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = _responderWindow else { return false }
        if window._firstResponder === self { return true }
        if let current = window._firstResponder {
            guard current.resignFirstResponder() else { return false }
        }
        window._firstResponder = self
        return true
    }

    /// Gives up first-responder status.
    ///
    /// - Returns: `true` unless ``canResignFirstResponder`` is `false`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = _responderWindow, window._firstResponder === self {
            window._firstResponder = nil
        }
        return true
    }

    /// The window whose first responder this responder could be.
    var _responderWindow: UIWindow? { nil }

    /// Called by the window right after this responder became its first responder, by
    /// ``becomeFirstResponder()`` or by keyboard focus; a text field begins editing here.
    func _didBecomeFirstResponder() {}

    /// Called by the window right after this responder stopped being its first responder,
    /// however that happened (resigning, focus moving on, leaving the window).
    func _didResignFirstResponder() {}

    /// Whether keyboard focus may move away from this first responder; a text field asks
    /// its delegate whether editing may end.
    func _allowsFocusToLeave() -> Bool { true }

    /// Whether this first responder takes `key` before any key command that does not want
    /// priority: typing keys for text input, and a text field's editing keys.
    func _takesKeyBeforeKeyCommands(_ key: UIKey) -> Bool {
        self is UIKeyInput && key._isTextInput
    }

    // MARK: Touches

    /// Tells the responder that touches began. By default passes them to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that touches moved. By default passes them to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that touches ended. By default passes them to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that touches were cancelled. By default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Tells the responder that keys were pressed. By default passes them to ``next``.
    ///
    /// A responder that adopts ``UIKeyInput`` and is the first responder takes typing keys
    /// here instead: characters become `insertText(_:)`, Return `insertText("\n")`,
    /// Backspace `deleteBackward()`; other keys go on to ``next``. Override and call `super`
    /// to keep that.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var remaining = presses
        if let input = self as? UIKeyInput, isFirstResponder {
            remaining = presses.filter { press in !UIResponder._type(press, into: input) }
            if remaining.isEmpty { return }
        }
        if let next {
            next.pressesBegan(remaining, with: event)
        } else {
            for press in remaining { press._reachedEndOfResponderChain = true }
        }
    }

    /// Tells the responder that keys were released. By default passes them to ``next``,
    /// except the typing keys a text-input first responder took.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var remaining = presses
        if self is UIKeyInput, isFirstResponder {
            remaining = presses.filter { !UIResponder._isTyping($0) }
            if remaining.isEmpty { return }
        }
        next?.pressesEnded(remaining, with: event)
    }

    /// Tells the responder that presses were cancelled. By default passes them to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Input views

    /// The view shown in place of the on-screen keyboard while this responder is first
    /// responder: `nil` by default; text fields and views let it be set.
    ///
    /// - Note: A terminal shows no keyboard and no input views: the value is read back only.
    open var inputView: UIView? { nil }

    /// The view shown above the on-screen keyboard while this responder is first responder:
    /// `nil` by default; text fields and views let it be set.
    ///
    /// - Note: Never shown (see ``inputView``).
    open var inputAccessoryView: UIView? { nil }

    /// Asks the system to show this first responder's ``inputView`` and
    /// ``inputAccessoryView`` again; nothing to do in a terminal.
    open func reloadInputViews() {}

    // MARK: Motion and remote control

    /// A motion (a shake) began. By default, passed to ``next``.
    ///
    /// - Note: Never sent by Terrarium: a terminal cannot be shaken. Overrides compile and
    ///   are not called.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// A motion (a shake) ended; "shake to undo" is handled here. By default, passed to
    /// ``next``.
    ///
    /// - Note: Never sent by Terrarium (see ``motionBegan(_:with:)``).
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// A motion was cancelled. By default, passed to ``next``.
    ///
    /// - Note: Never sent by Terrarium (see ``motionBegan(_:with:)``).
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    /// A remote-control event (play, pause, next track …) arrived. By default, passed to
    /// ``next``.
    ///
    /// - Note: Never sent by Terrarium: a terminal has no media controls.
    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    /// The key commands this responder offers; `nil` by default. The window matches a
    /// pressed key against them along the responder chain before `pressesBegan(_:with:)`;
    /// see ``UIKeyCommand``.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Actions

    /// Whether the responder performs `action` for `sender`. By default, whether it implements
    /// the selector's method (it is of the method's class, and `sender`, unless `nil`, of the
    /// type the method takes), as UIKit's `responds(to:)`; override it to refuse an action in
    /// some state.
    ///
    /// ```swift
    /// override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    ///     if action == Selector("save(_:)", Self.save(_:)) { return document.hasChanges }
    ///     return super.canPerformAction(action, withSender: sender)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action's selector.
    ///   - sender: The object sending it (a ``UIKeyCommand``, a control), or `nil`.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action._isImplemented(by: self, sender: sender)
    }

    /// The responder that performs `action`: this one if ``canPerformAction(_:withSender:)``
    /// says so, else the first one along ``next`` that does, or `nil`.
    ///
    /// A ``UIKeyCommand`` made with a selector sends its action to this target, asked of the
    /// window's first responder.
    ///
    /// - Parameters:
    ///   - action: The action's selector.
    ///   - sender: The object sending it, or `nil`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: Editing, scrolling

    /// Pastes the general pasteboard's text. By default a first responder that adopts
    /// ``UIKeyInput`` inserts it as one `insertText(_:)`; others pass the request to ``next``.
    ///
    /// The terminal backend puts bracketed-paste text on ``UIPasteboard/general`` and sends
    /// this to the key window's first responder.
    ///
    /// - Note: UIKit sends `paste(_:)` to the first responder that answers `true` to
    ///   `canPerformAction(_:withSender:)`; passing it along the chain has the same effect
    ///   for responders that implement it.
    open func paste(_ sender: Any?) {
        if let input = self as? UIKeyInput, isFirstResponder {
            if let text = UIPasteboard.general.string, !text.isEmpty { input.insertText(text) }
            return
        }
        next?.paste(sender)
    }

    /// Tells the responder that the mouse wheel turned over it. By default passes the event
    /// to ``next``.
    ///
    /// - Note: From AppKit's `NSResponder`: UIKit hands scroll events only to gesture
    ///   recognizers, which Terrarium does not have. The terminal backend sends wheel turns
    ///   here, starting at the view under the pointer.
    open func scrollWheel(with event: UIScrollEvent) {
        next?.scrollWheel(with: event)
    }

    /// Whether `press` is a key a text-input first responder takes: see `UIKey._isTextInput`.
    static func _isTyping(_ press: UIPress) -> Bool {
        press.key?._isTextInput ?? false
    }

    /// Types `press`'s key into `input`; returns whether it was a typing key.
    static func _type(_ press: UIPress, into input: UIKeyInput) -> Bool {
        guard let key = press.key, key._isTextInput else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: input.deleteBackward()
        case .keyboardReturnOrEnter: input.insertText("\n")
        default: input.insertText(key.characters)
        }
        return true
    }
}

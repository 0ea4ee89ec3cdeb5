import Foundation

/// A key combination on a hardware keyboard and what it does: the keyboard shortcuts a
/// responder offers through its `keyCommands`.
///
/// ```swift
/// final class InboxViewController: UIViewController {
///     override var keyCommands: [UIKeyCommand]? {
///         [
///             UIKeyCommand(title: "New Message", input: "n", modifierFlags: .control) { [weak self] _ in
///                 self?.compose()
///             },
///             UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: []) { [weak self] _ in
///                 self?.selectNext()
///             },
///         ]
///     }
/// }
/// ```
///
/// When a key goes down, the window looks for a matching command along the responder chain,
/// from the first responder (or the innermost view controller on screen when there is
/// none) towards the application; the first match runs and the press goes no further —
/// `pressesBegan(_:with:)` does not see it. Without a match, the press travels the chain.
/// As in iOS 15 and later, a first responder that takes text input (``UIKeyInput``) gets
/// plain typing keys (characters without Control or Alt, Backspace) before any command,
/// unless the command's ``wantsPriorityOverSystemBehavior`` is set.
///
/// A command made with an action ``Selector`` (UIKit's older API,
/// `UIKeyCommand(input:modifierFlags:action:)`) sends it to the first responder on the chain
/// that implements it; see ``init(input:modifierFlags:action:)``.
///
/// - Note: Besides UIKit's selector initializers, a Terrarium key command can carry a closure,
///   as `UIAction` does.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    /// The key that triggers the command: a character (`"n"`, `"?"`), one of the `input…`
    /// constants, `"\r"` for Return, `"\t"` for Tab, `" "` for Space, `"\u{8}"` for Backspace.
    public let input: String?

    /// The modifier keys that must be held: exactly these, ignoring Caps Lock and the
    /// numeric-pad flag.
    public let modifierFlags: UIKeyModifierFlags

    /// The command's title, for menus and the shortcut overlay.
    open var title: String

    /// The command's image.
    open var image: UIImage?

    /// A longer title for the shortcut overlay.
    open var discoverabilityTitle: String?

    /// How the command is offered; a `.disabled` command does not match.
    open var attributes: UIAction.Attributes

    /// Whether the command comes before text input; see the discussion above.
    open var wantsPriorityOverSystemBehavior = false

    /// What the command does. For a command made with an action selector, nothing: the window
    /// sends ``action`` along the responder chain instead.
    public let handler: @MainActor (UIKeyCommand) -> Void

    /// The action sent along the responder chain, for a command made with a selector.
    let _action: Selector?

    /// Creates a key command.
    ///
    /// - Parameters:
    ///   - title: The title for menus.
    ///   - image: An image for menus.
    ///   - input: The key; see ``input``.
    ///   - modifierFlags: The modifiers that must be held.
    ///   - discoverabilityTitle: A longer title.
    ///   - attributes: `.disabled` keeps the command from matching.
    ///   - handler: What the command does.
    public init(
        title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil, attributes: UIAction.Attributes = [],
        handler: @escaping @MainActor (UIKeyCommand) -> Void
    ) {
        self.title = title
        self.image = image
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.handler = handler
        self._action = nil
    }

    /// Creates a key command that sends `action` along the responder chain; the public
    /// initializers taking a selector are in `UIKeyCommand+Action.swift`.
    init(
        title: String, image: UIImage?, action: Selector, input: String, modifierFlags: UIKeyModifierFlags,
        discoverabilityTitle: String?, attributes: UIAction.Attributes
    ) {
        self.title = title
        self.image = image
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.handler = { _ in }
        self._action = action
    }

    /// Creates a key command for `input` with `modifierFlags` that runs `handler`.
    ///
    /// - Note: A Terrarium addition beside UIKit's `init(input:modifierFlags:action:)`, which
    ///   takes a selector (and is here too).
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, handler: @escaping @MainActor (UIKeyCommand) -> Void
    ) {
        self.init(title: "", input: input, modifierFlags: modifierFlags, handler: handler)
    }

    /// Whether this command matches a key going down.
    open func matches(_ key: UIKey) -> Bool {
        guard let input, !attributes.contains(.disabled) else { return false }
        let ignored: UIKeyModifierFlags = [.alphaShift, .numericPad]
        guard key.modifierFlags.subtracting(ignored) == modifierFlags.subtracting(ignored) else { return false }
        let typed = key._keyCommandInput
        return typed == input || typed.lowercased() == input.lowercased()
    }

    // MARK: Input constants

    /// The up arrow.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// Escape.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// Home.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// End.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// Page Up.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// Page Down.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// Forward Delete.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// F1.
    nonisolated public static let inputF1 = "UIKeyInputF1"
    /// F2.
    nonisolated public static let inputF2 = "UIKeyInputF2"
    /// F3.
    nonisolated public static let inputF3 = "UIKeyInputF3"
    /// F4.
    nonisolated public static let inputF4 = "UIKeyInputF4"
    /// F5.
    nonisolated public static let inputF5 = "UIKeyInputF5"
    /// F6.
    nonisolated public static let inputF6 = "UIKeyInputF6"
    /// F7.
    nonisolated public static let inputF7 = "UIKeyInputF7"
    /// F8.
    nonisolated public static let inputF8 = "UIKeyInputF8"
    /// F9.
    nonisolated public static let inputF9 = "UIKeyInputF9"
    /// F10.
    nonisolated public static let inputF10 = "UIKeyInputF10"
    /// F11.
    nonisolated public static let inputF11 = "UIKeyInputF11"
    /// F12.
    nonisolated public static let inputF12 = "UIKeyInputF12"
}

extension UIKey {
    /// What a key command's ``UIKeyCommand/input`` says for this key: the characters
    /// ignoring modifiers, or UIKit's input string for keys that type nothing (F1–F12,
    /// forward Delete) and for Escape (whose characters are ESC).
    var _keyCommandInput: String {
        let raw = keyCode.rawValue
        if (UIKeyboardHIDUsage.keyboardF1.rawValue..<UIKeyboardHIDUsage.keyboardF1.rawValue + 12).contains(raw) {
            return "UIKeyInputF\(raw - UIKeyboardHIDUsage.keyboardF1.rawValue + 1)"
        }
        switch keyCode {
        case .keyboardDeleteForward: return UIKeyCommand.inputDelete
        case .keyboardEscape: return UIKeyCommand.inputEscape
        default: return charactersIgnoringModifiers
        }
    }

    /// Whether the key types text (a character without Control or Alt) or deletes it
    /// (Backspace) or ends a line (Return): the keys a text-input first responder gets before key commands.
    var _isTextInput: Bool {
        if keyCode == .keyboardDeleteOrBackspace { return modifierFlags.intersection([.control, .command]).isEmpty }
        if keyCode == .keyboardReturnOrEnter { return modifierFlags.isEmpty }
        guard modifierFlags.intersection([.control, .alternate, .command]).isEmpty else { return false }
        guard let scalar = characters.unicodeScalars.first else { return false }
        return scalar.value >= 0x20 && scalar.value != 0x7F && !characters.hasPrefix("UIKeyInput")
    }
}

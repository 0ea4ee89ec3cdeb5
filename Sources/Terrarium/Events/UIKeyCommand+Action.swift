import Foundation

// Key commands made with an action selector (UIKit's older API): the action goes to the first
// responder on the chain that performs it.

extension UIKeyCommand {
    /// Creates a key command that sends `action` to the first responder on the chain that
    /// implements it, when `input` is pressed with `modifierFlags`.
    ///
    /// ```swift
    /// final class EditorViewController: UIViewController {
    ///     override var keyCommands: [UIKeyCommand]? {
    ///         // On iOS: UIKeyCommand(input: "s", modifierFlags: .control, action: #selector(save(_:)))
    ///         [UIKeyCommand(input: "s", modifierFlags: .control, action: Selector("save(_:)", Self.save(_:)))]
    ///     }
    ///
    ///     func save(_ sender: UIKeyCommand) { document.save() }
    /// }
    /// ```
    ///
    /// When the key goes down, the window asks its first responder (or, with none, the
    /// innermost controller on screen) for ``UIResponder/target(forAction:withSender:)`` with
    /// the command as sender, and sends the action there: the command may be offered by a
    /// container and performed by the focused view inside it, as in UIKit. While no responder
    /// on that chain performs the action, the command does not match and the press goes on.
    ///
    /// - Parameters:
    ///   - input: The key; see ``input``.
    ///   - modifierFlags: The modifiers that must be held.
    ///   - action: The method to send: a ``Selector`` made from the method, for `#selector`.
    ///
    /// - Note: The selector names a method of the responder's class taking the command (or
    ///   `Any`, or nothing); a responder "implements" it when it is of that class (see
    ///   ``Selector``).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(
            title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: nil, attributes: [])
    }

    /// Creates a key command that sends `action`, with a title for the shortcut overlay (UIKit's
    /// iOS 9 API, deprecated there since iOS 13 for the `title:` form).
    ///
    /// - Parameters:
    ///   - input: The key; see ``input``.
    ///   - modifierFlags: The modifiers that must be held.
    ///   - action: The method to send; see ``init(input:modifierFlags:action:)``.
    ///   - discoverabilityTitle: The title shown in the shortcut overlay.
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(
            title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: discoverabilityTitle, attributes: [])
    }

    /// Creates a key command that sends `action`, with a title and an image for menus (UIKit's
    /// iOS 13 form).
    ///
    /// ```swift
    /// UIKeyCommand(title: "Save", action: Selector("save(_:)", Self.save(_:)), input: "s", modifierFlags: .control)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title for menus.
    ///   - image: An image for menus.
    ///   - action: The method to send; see ``init(input:modifierFlags:action:)``.
    ///   - input: The key; see ``input``.
    ///   - modifierFlags: The modifiers that must be held.
    ///   - propertyList: Data for the action; kept for compatibility and ignored.
    ///   - discoverabilityTitle: A longer title.
    ///   - attributes: `.disabled` keeps the command from matching.
    public convenience init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: UIAction.Attributes = []
    ) {
        self.init(
            title: title, image: image, action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes)
    }

    /// The action the command sends along the responder chain; `nil` for a command made with a
    /// closure (Terrarium's ``init(title:image:input:modifierFlags:discoverabilityTitle:attributes:handler:)``).
    public var action: Selector? { _action }

    /// Whether the command can run when its key is pressed with `responder` first: a closure
    /// always can; an action needs a responder on the chain from `responder` that performs it.
    func _hasTarget(from responder: UIResponder) -> Bool {
        guard let action = _action else { return true }
        return responder.target(forAction: action, withSender: self) != nil
    }

    /// Runs the command with `responder` first: its closure, or its action sent to
    /// `responder.target(forAction:withSender:)`.
    func _perform(from responder: UIResponder) {
        guard let action = _action else {
            handler(self)
            return
        }
        guard let target = responder.target(forAction: action, withSender: self) else { return }
        action.perform(on: target as AnyObject, sender: self)
    }
}

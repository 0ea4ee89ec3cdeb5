import Foundation

extension UIControl {
    /// The identifier of the action that stands for a target-action pair.
    private static func _targetActionIdentifier(_ target: AnyObject?, _ action: Selector) -> UIAction.Identifier {
        let object = target.map { String(UInt(bitPattern: ObjectIdentifier($0).hashValue)) } ?? "nil"
        return UIAction.Identifier("terrarium.target-action|\(object)|\(action.name)")
    }

    /// Registers `action`, sent to `target`, for `controlEvents`; the control is the sender.
    ///
    /// ```swift
    /// // On iOS: button.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
    /// button.addTarget(self, action: Selector("close(_:)", Self.close(_:)), for: .touchUpInside)
    /// ```
    ///
    /// Adding the same target and action again adds the events to its registration, so it
    /// is sent once per event, as in UIKit. The target is held weakly; a `nil` target sends the
    /// action along the responder chain, from the window's first responder (or the control).
    ///
    /// - Parameters:
    ///   - target: The object to send the action to, or `nil` for the responder chain.
    ///   - action: The method, as a ``Selector``: taking the sender (the control) or nothing.
    ///   - controlEvents: The events that send it.
    /// - Note: Registered as a ``UIAction`` (with an identifier naming the target and the
    ///   selector), so ``enumerateEventHandlers(_:)`` lists it among the actions.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        let identifier = Self._targetActionIdentifier(object, action)
        let isResponderChain = target == nil
        let handler: @MainActor (UIAction) -> Void = { [weak self, weak object] _ in
            guard let self else { return }
            if let object {
                action.perform(on: object, sender: self)
            } else if isResponderChain {
                let start = self.window?._firstResponder ?? self
                start._sendAlongResponderChain(action, sender: self)
            }
        }
        addAction(UIAction(identifier: identifier, handler: handler), for: controlEvents)
    }

    /// Unregisters target-action pairs from `controlEvents`: those of `target` (every target
    /// when `nil`) sending `action` (every action when `nil`).
    ///
    /// - Parameters:
    ///   - target: The target to remove, or `nil` for all.
    ///   - action: The selector to remove, or `nil` for all of the target's.
    ///   - controlEvents: The events to remove them from; `.allEvents` removes them entirely.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { String(UInt(bitPattern: ObjectIdentifier($0 as AnyObject).hashValue)) }
        let identifiers = _actions.map(\.action.identifier).filter { identifier in
            let parts = identifier.rawValue.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0] == "terrarium.target-action" else { return false }
            return (object == nil || parts[1] == object!) && (action == nil || parts[2] == action!.name)
        }
        for identifier in identifiers { removeAction(identifiedBy: identifier, for: controlEvents) }
    }

    /// Sends `action` to `target` (or along the responder chain when `nil`), the control being
    /// the sender: what the control does for each of its target-action pairs.
    ///
    /// - Parameters:
    ///   - action: The method to send.
    ///   - target: The object to send it to, or `nil` for the responder chain.
    ///   - event: The event that caused it; unused.
    public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let target {
            action.perform(on: target as AnyObject, sender: self)
        } else {
            (window?._firstResponder ?? self)._sendAlongResponderChain(action, sender: self)
        }
    }
}

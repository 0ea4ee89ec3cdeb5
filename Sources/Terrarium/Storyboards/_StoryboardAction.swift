import Foundation

/// Sending a storyboard's action, named in Objective-C's spelling, as UIKit's
/// `sendAction(_:to:from:for:)` does: for controls, bar button items, gesture recognizers
/// and unwind segues' actions alike.
@MainActor
enum _StoryboardAction {
    /// Sends the action `name` to `target` with `sender` as its argument, or, when `target` is
    /// `nil`, to the first responder along the chain from `view`'s window's first responder
    /// (or from `view`, or `responder` when there is no view) that has a method for it. Stops
    /// with UIKit's message when `target` has no such method; a nil-targeted action nobody
    /// takes is dropped, as in UIKit.
    ///
    /// - Parameters:
    ///   - sender: What the method receives: the control, item, recognizer or segue.
    ///   - view: The view the action comes from, whose window's first responder starts the
    ///     chain: the control, the recognizer's view.
    ///   - responder: Where the chain starts when there is no view (a bar button item's
    ///     controller before its view loads).
    static func send(
        _ name: String, to target: AnyObject?, from sender: Any, in view: UIView?, responder: UIResponder? = nil
    ) {
        if let target {
            guard let selector = (target as? UIOutletConnecting)?.selector(forAction: name) else {
                _terminate(
                    uncaughtException: "NSInvalidArgumentException",
                    reason: "-[\(type(of: target)) \(name)]: unrecognized selector sent to instance \(_address(target))")
            }
            selector.perform(on: target, sender: sender)
            return
        }
        var current: UIResponder? = view?.window?._firstResponder ?? view ?? responder
        while let candidate = current {
            if let selector = candidate.selector(forAction: name),
                selector._isImplemented(by: candidate, sender: sender)
            {
                selector.perform(on: candidate, sender: sender)
                return
            }
            current = candidate.next
        }
    }

    private static func _address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}

extension UIControl.Event {
    /// The event Xcode writes as `name` in an action's `eventType`.
    init?(storyboardName name: String) {
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
            "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
            "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        guard let event = events[name] else { return nil }
        self = event
    }
}

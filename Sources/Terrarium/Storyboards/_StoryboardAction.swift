import Foundation

/// Sending a storyboard's action, named in Objective-C's spelling, as UIKit's
/// `sendAction(_:to:from:for:)` does.
@MainActor
enum _StoryboardAction {
    /// Sends the action `name` to `target`, or, when `target` is `nil`, to the first responder
    /// along the chain from the sender's window's first responder (or the sender) that has a
    /// method for it. Stops with UIKit's message when `target` has no such method; a
    /// nil-targeted action nobody takes is dropped, as in UIKit.
    static func send(_ name: String, to target: AnyObject?, from sender: UIControl?) {
        if let target {
            guard let selector = (target as? UIOutletConnecting)?.selector(forAction: name) else {
                _terminate(
                    uncaughtException: "NSInvalidArgumentException",
                    reason: "-[\(type(of: target)) \(name)]: unrecognized selector sent to instance \(_address(target))")
            }
            selector.perform(on: target, sender: sender as Any)
            return
        }
        var responder: UIResponder? = sender?.window?._firstResponder ?? sender
        while let current = responder {
            if let selector = current.selector(forAction: name), selector._isImplemented(by: current, sender: sender) {
                selector.perform(on: current, sender: sender as Any)
                return
            }
            responder = current.next
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

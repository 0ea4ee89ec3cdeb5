import Foundation

extension UIControl {
    /// Registers `action` to run when any of `controlEvents` happens.
    ///
    /// Actions are told apart by their ``UIAction/identifier``: adding an action whose
    /// identifier is already registered replaces that action (keeping its place in the
    /// order) and adds `controlEvents` to its events, so one action can be added for
    /// several events and still run once per event.
    ///
    /// ```swift
    /// let log = UIAction(identifier: .init("log")) { action in print(action.sender!) }
    /// button.addAction(log, for: .touchDown)
    /// button.addAction(log, for: .touchUpInside)   // the same registration, two events
    /// ```
    /// - Parameters:
    ///   - action: the action to run; the control becomes its ``UIAction/sender``.
    ///   - controlEvents: the events that run it.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = _actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            _actions[index] = (action, _actions[index].events.union(controlEvents))
        } else {
            _actions.append((action, controlEvents))
        }
    }

    /// Unregisters `action` (any action with its identifier) from `controlEvents`; it stays
    /// registered for its other events.
    ///
    /// - Parameters:
    ///   - action: the action to remove.
    ///   - controlEvents: the events to remove it from; `.allEvents` removes it entirely.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Unregisters the action with `actionIdentifier` from `controlEvents`; it stays
    /// registered for its other events.
    ///
    /// - Parameters:
    ///   - actionIdentifier: the identifier of the action to remove.
    ///   - controlEvents: the events to remove it from; `.allEvents` removes it entirely.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        guard let index = _actions.firstIndex(where: { $0.action.identifier == actionIdentifier }) else { return }
        let remaining = _actions[index].events.subtracting(controlEvents)
        if remaining.isEmpty {
            _actions.remove(at: index)
        } else {
            _actions[index].events = remaining
        }
    }

    /// Calls `iterator` for each registered action and each single event it is registered
    /// for: actions in the order they were added, events lowest bit first. Set the last
    /// argument to `true` to stop.
    ///
    /// ```swift
    /// button.enumerateEventHandlers { action, event, stop in
    ///     print(action.title, event.rawValue)
    /// }
    /// ```
    /// - Note: UIKit's iterator also receives target-action pairs, `(UIAction?, (target:
    ///   Any, action: Selector)?, UIControl.Event, inout Bool)`; Terrarium has actions
    ///   only, so the iterator takes `(UIAction, UIControl.Event, inout Bool)`.
    public func enumerateEventHandlers(_ iterator: (UIAction, Event, inout Bool) -> Void) {
        var stop = false
        for (action, events) in _actions {
            for event in events._singleEvents {
                iterator(action, event, &stop)
                if stop { return }
            }
        }
    }
}

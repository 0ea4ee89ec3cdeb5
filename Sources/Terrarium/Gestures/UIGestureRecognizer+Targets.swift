import Foundation

// Target-action and action objects, and the state changes that reach them.

extension UIGestureRecognizer {
    /// Adds a target and an action: `action` is sent to `target`, with the recognizer as its
    /// argument if the method takes one, for every state but `.possible` and `.failed`.
    /// Adding a pair already added does nothing.
    ///
    /// ```swift
    /// // UIKit: pan.addTarget(self, action: #selector(handlePan(_:)))
    /// pan.addTarget(self, action: Selector("handlePan(_:)", Self.handlePan(_:)))
    /// ```
    ///
    /// - Parameters:
    ///   - target: The object to send the action to: a class instance, held weakly.
    ///   - action: The method to send; see ``Selector``.
    public func addTarget(_ target: Any, action: Selector) {
        guard type(of: target) is AnyClass else {
            preconditionFailure("UIGestureRecognizer.addTarget(_:action:): the target must be a class instance")
        }
        let object = target as AnyObject
        guard !_targets.contains(where: { $0.target === object && $0.selector == action }) else { return }
        _targets.append(_GestureTarget(target: object, selector: action))
    }

    /// Removes target-action pairs: `target`'s pair with `action`, every pair of `target` if
    /// `action` is nil, every pair with `action` if `target` is nil, or all of them if both are.
    /// Actions added with ``addAction(_:)`` stay.
    ///
    /// - Parameters:
    ///   - target: The target whose pairs to remove, or nil for any target.
    ///   - action: The action to remove, or nil for any action.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        _targets.removeAll { entry in
            guard let selector = entry.selector else { return false }
            return (object == nil || entry.target === object) && (action == nil || selector == action)
        }
    }

    /// Adds an action object: its handler runs for every state but `.possible` and `.failed`,
    /// with the recognizer as its ``UIAction/sender``. Adding an action whose identifier is
    /// already added replaces it.
    ///
    /// ```swift
    /// tap.addAction(UIAction { action in
    ///     let tap = action.sender as! UITapGestureRecognizer
    ///     print(tap.location(in: nil))
    /// })
    /// ```
    ///
    /// - Note: A Terrarium addition, as controls take actions: UIKit's recognizers take only
    ///   target-action.
    ///
    /// - Parameter action: The action; held strongly.
    public func addAction(_ action: UIAction) {
        if let index = _targets.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            _targets[index].action = action
        } else {
            _targets.append(_GestureTarget(action: action))
        }
    }

    /// Removes the action with `action`'s identifier.
    ///
    /// - Note: A Terrarium addition; see ``addAction(_:)``.
    ///
    /// - Parameter action: The action to remove.
    public func removeAction(_ action: UIAction) {
        _targets.removeAll { $0.action?.identifier == action.identifier }
    }

    /// Sends the actions for the current state, in the order they were added. Targets that
    /// were freed are skipped; actions added or removed meanwhile count from the next state.
    func _sendActions() {
        for entry in _targets {
            if let selector = entry.selector {
                if let target = entry.target { selector.perform(on: target, sender: self) }
            } else if let action = entry.action {
                action.perform(sender: self)
            }
        }
        _targets.removeAll { $0.selector != nil && $0.target == nil }
    }

    /// Applies a state change a subclass (or a client) asked for.
    func _requestState(_ new: State) {
        let old = _machine.state
        switch _machine.request(new) {
        case .invalid:
            MainLoop.main.logger.warning(
                "\(String(describing: type(of: self))): a gesture recognizer cannot go from \(old) to \(new); the state stays \(old)"
            )
        case .unchanged:
            break
        case .committed, .pending:
            if let environment = _environment {
                environment.recognitionRequested(by: self)
                environment.recognizerDidRequestChange(self)
            } else {
                _settleAlone()
            }
        }
    }

    /// Settles a change of a recognizer that takes part in no touches (no environment): with
    /// no other recognizer to wait for, a recognition is asked only of the delegate and the
    /// view; targets hear at once, and a finished gesture resets.
    private func _settleAlone() {
        if _machine.pending != nil {
            let allowed = (view?.gestureRecognizerShouldBegin(self) ?? true)
                && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
            if allowed { _ = _machine.commitPending() } else { _ = _machine.fail() }
        }
        if _machine.takeActions() { _sendActions() }
        if _machine.isFinished { _resetForNextGesture() }
    }

    /// Resets the recognizer after a gesture: ``reset()``, then `.possible`, no touches.
    func _resetForNextGesture() {
        if !_touches.isEmpty { _lastLocationInWindow = _centroidInWindow }
        reset()
        _machine.reset()
        _touches.removeAll()
    }
}

import Foundation

extension UIBarButtonItem {
    /// Creates a titled item that sends `action` to `target` when activated, the item being
    /// the sender.
    ///
    /// ```swift
    /// // On iOS: UIBarButtonItem(title: "Menu", style: .plain, target: self, action: #selector(toggleMenu))
    /// UIBarButtonItem(title: "Menu", style: .plain, target: self, action: Selector("toggleMenu", Self.toggleMenu))
    /// ```
    ///
    /// - Parameters:
    ///   - title: The item's title.
    ///   - style: The item's style.
    ///   - target: The object to send the action to (held weakly), or `nil` for the
    ///     responder chain from the bar.
    ///   - action: The method, taking the item or nothing; `nil` for none.
    /// The item keeps them in ``target`` and ``action``.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title)
        self.style = style
        _setTargetAction(target, action)
    }

    /// Creates an item with an image that sends `action` to `target` when activated.
    ///
    /// - Parameters:
    ///   - image: The item's image.
    ///   - style: The item's style.
    ///   - target: The object to send the action to (held weakly), or `nil` for the
    ///     responder chain from the bar.
    ///   - action: The method, taking the item or nothing; `nil` for none.
    /// The item keeps them in ``target`` and ``action``.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image)
        self.style = style
        _setTargetAction(target, action)
    }

    /// Creates a system item that sends `action` to `target` when activated.
    ///
    /// - Parameters:
    ///   - systemItem: The system item.
    ///   - target: The object to send the action to (held weakly), or `nil` for the
    ///     responder chain from the bar.
    ///   - action: The method, taking the item or nothing; `nil` for none.
    /// The item keeps them in ``target`` and ``action``.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        _setTargetAction(target, action)
    }

    private func _setTargetAction(_ target: Any?, _ action: Selector?) {
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Sends ``action`` as a tap does: to ``target``, or when it is `nil`, along the responder
    /// chain from the first responder of the window of the bar that last drew the item (from
    /// that bar when nothing is first responder). Whether a method took it.
    @discardableResult
    func _sendAction() -> Bool {
        guard let action else { return false }
        if let target {
            action.perform(on: target, sender: self)
            return true
        }
        guard let bar = _lastDrawnBar else { return false }
        return (bar.window?._firstResponder ?? bar)._sendAlongResponderChain(action, sender: self)
    }
}

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
    /// - Note: The target and action become the item's ``primaryAction``; UIKit's `target`
    ///   and `action` properties are not provided.
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
    /// - Note: The target and action become the item's ``primaryAction``.
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
    /// - Note: The target and action become the item's ``primaryAction``.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        _setTargetAction(target, action)
    }

    private func _setTargetAction(_ target: Any?, _ action: Selector?) {
        guard let action else { return }
        let object = target.map { $0 as AnyObject }
        let isResponderChain = target == nil
        let title = self.title ?? ""
        primaryAction = UIAction(title: title) { [weak self, weak object] _ in
            guard let self else { return }
            if let object {
                action.perform(on: object, sender: self)
            } else if isResponderChain, let bar = self._lastDrawnBar {
                (bar.window?._firstResponder ?? bar)._sendAlongResponderChain(action, sender: self)
            }
        }
    }
}

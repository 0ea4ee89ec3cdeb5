import Foundation

// Performing a control's primary action from code.

extension UIControl {
    /// Performs the control's primary action, as a tap (or Enter) would: what an enabled
    /// control sends when activated, or, for a button whose menu is its primary action
    /// (``UIButton/showsMenuAsPrimaryAction``), opens the menu.
    ///
    /// A button sends ``Event/touchUpInside`` then ``Event/primaryActionTriggered`` (running
    /// its primary action, ``UIAction``s and targets for those events); other controls send
    /// ``Event/primaryActionTriggered``.
    ///
    /// ```swift
    /// let save = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in store.save() })
    /// save.performPrimaryAction()   // store.save() runs
    /// ```
    ///
    /// - Note: Apple's documentation (iOS 17.4) says only that it performs the primary
    ///   action "whether it's a direct action … or presents further UI"; Terrarium sends what
    ///   the control's activation sends, and does nothing while the control is disabled, as a
    ///   tap would. Not `open`: Swift on Linux cannot override a method declared in an
    ///   extension.
    public func performPrimaryAction() {
        guard isEnabled else { return }
        if let button = self as? UIButton, button._opensMenuOnPress {
            button._openMenuBelow()
            return
        }
        let events =
            _keyboardActivationEvents.contains(.primaryActionTriggered)
            ? _keyboardActivationEvents : [.primaryActionTriggered]
        for event in events { sendActions(for: event) }
    }
}

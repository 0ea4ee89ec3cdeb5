import Foundation

extension UIScrollView {
    /// How dragging a scroll view dismisses the keyboard (see ``UIScrollView/keyboardDismissMode``).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone.
        case none
        /// The keyboard goes away when a drag begins: the text view or field being edited
        /// resigns first responder.
        case onDrag
        /// On iOS, the keyboard follows a drag that reaches it off the screen. Terrarium's
        /// keyboard takes no room on the screen, so no drag reaches it: this does nothing.
        case interactive
        /// As ``onDrag``, the input accessory view going too.
        case onDragWithAccessory
        /// As ``interactive``, the input accessory view going too: does nothing in Terrarium.
        case interactiveWithAccessory
    }

    /// Whether the scroll view shows a table's section index (a tvOS setting).
    ///
    /// - Note: Terrarium's tables draw no section index, and UIKit has this setting on tvOS
    ///   only; the type exists for code that names it.
    public enum IndexDisplayMode: Int, Sendable {
        /// Shown when the table has one.
        case automatic
        /// Never shown.
        case alwaysHidden
    }

    /// Ends text editing as a drag of the content begins, when ``keyboardDismissMode`` says
    /// so: the key window's first responder resigns if it takes text.
    func _dismissKeyboardForDrag() {
        guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory,
            let responder = window?._firstResponder, responder is UIKeyInput
        else { return }
        responder.resignFirstResponder()
    }
}

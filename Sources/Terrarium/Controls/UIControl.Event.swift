import Foundation

extension UIControl {
    /// The events a control reports, as an option set: add an action for one or several.
    ///
    /// ```swift
    /// button.addAction(UIAction { _ in undoHighlight() }, for: [.touchUpInside, .touchUpOutside])
    /// ```
    /// The raw values are UIKit's.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates an event set from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch began on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch began on the control again: a tap count above one.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved from outside the control to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved from inside the control to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch ended inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch ended outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered: a button pressed by touch or by
        /// Enter or Space.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control because Return was pressed.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All the touch events.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// All the editing events.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use for events of its own.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events in this set, lowest bit first.
        var _singleEvents: [Event] {
            (0..<32).compactMap { bit in
                let event = Event(rawValue: 1 << UInt(bit))
                return contains(event) ? event : nil
            }
        }
    }
}

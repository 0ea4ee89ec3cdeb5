import Foundation

extension UIControl {
    /// The states a control can be in, combined: a focused, highlighted button is
    /// `[.focused, .highlighted]`.
    ///
    /// ```swift
    /// button.setTitle("Saving…", for: .disabled)
    /// if button.state.contains(.focused) { … }
    /// ```
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a state from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted, not focused: the empty set.
        public static let normal: State = []
        /// Pressed by a touch inside the control, or by Enter or Space.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled: ``UIControl/isEnabled`` is `false`.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected: ``UIControl/isSelected`` is `true`.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}

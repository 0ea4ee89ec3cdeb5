import Foundation

extension UIAccessibility {
    // MARK: Focus

    /// Which assistive technology a focus question is about.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates an identifier.
        ///
        /// - Parameter rawValue: The identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// VoiceOver.
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        /// Switch Control.
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }

    /// The element an assistive technology is on: while ``isVoiceOverRunning``, the view that
    /// ``post(notification:argument:)`` last moved the key window's cursor to; otherwise `nil`,
    /// as UIKit answers when no assistive technology runs.
    ///
    /// - Parameter assistiveTechnologyIdentifier: The technology, or `nil` for any; only
    ///   VoiceOver's (or `nil`) can have an element in Terrarium.
    /// - Returns: The view, or `nil`.
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
        guard isVoiceOverRunning,
            assistiveTechnologyIdentifier == nil || assistiveTechnologyIdentifier == .notificationVoiceOver
        else { return nil }
        return (UIApplication.shared.keyWindow ?? UIWindow._visibleWindows.last)?._accessibilityCursorView
    }

    /// Posted when an assistive technology moved to an element: in Terrarium, while
    /// ``isVoiceOverRunning``, when ``post(notification:argument:)`` moves the cursor to another
    /// view. `userInfo` holds the view under ``focusedElementUserInfoKey``, the one before under
    /// ``unfocusedElementUserInfoKey`` (if any) and the technology under
    /// ``assistiveTechnologyUserInfoKey``.
    nonisolated public static let elementFocusedNotification = Foundation.Notification.Name(
        "UIAccessibilityElementFocusedNotification")
    /// The key of the element focused, in an ``elementFocusedNotification``'s `userInfo`.
    nonisolated public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    /// The key of the element left, in an ``elementFocusedNotification``'s `userInfo`.
    nonisolated public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    /// The key of the ``AssistiveTechnologyIdentifier``, in an ``elementFocusedNotification``'s
    /// `userInfo`.
    nonisolated public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"

    // MARK: Settings a terminal does not have

    /// Whether the user inverted the screen's colours: always `false` in a terminal.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether the screen is in grayscale: always `false`.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Guided Access locks the app: always `false`.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether mono audio is on: always `false`.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether closed captions are preferred: always `false`.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether shaking undoes: always `false` (a terminal cannot be shaken).
    public static var isShakeToUndoEnabled: Bool { false }
    /// Whether Speak Screen is on: always `false`.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Speak Selection is on: always `false`.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether AssistiveTouch is running: always `false`.
    public static var isAssistiveTouchRunning: Bool { false }

    /// Posted when Switch Control starts or stops. Never posted by Terrarium.
    nonisolated public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when bold text is turned on or off. Never posted by Terrarium.
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when darker system colours are turned on or off. Never posted by Terrarium.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when inverted colours are turned on or off. Never posted by Terrarium.
    nonisolated public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when grayscale is turned on or off. Never posted by Terrarium.
    nonisolated public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when reduced transparency is turned on or off. Never posted by Terrarium.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when closed captioning is turned on or off. Never posted by Terrarium.
    nonisolated public static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    /// Posted when mono audio is turned on or off. Never posted by Terrarium.
    nonisolated public static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityMonoAudioStatusDidChangeNotification")
    /// Posted when Guided Access starts or stops. Never posted by Terrarium.
    nonisolated public static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityGuidedAccessStatusDidChangeNotification")
    /// Posted when Speak Screen is turned on or off. Never posted by Terrarium.
    nonisolated public static let speakScreenStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySpeakScreenStatusDidChangeNotification")
    /// Posted when Speak Selection is turned on or off. Never posted by Terrarium.
    nonisolated public static let speakSelectionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    /// Posted when shake to undo is turned on or off. Never posted by Terrarium.
    nonisolated public static let shakeToUndoDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityShakeToUndoDidChangeNotification")
    /// Posted when AssistiveTouch starts or stops. Never posted by Terrarium.
    nonisolated public static let assistiveTouchStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityAssistiveTouchStatusDidChangeNotification")
}

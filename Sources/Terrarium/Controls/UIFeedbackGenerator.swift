import Foundation

/// The base of the haptic feedback generators.
///
/// - Note: A terminal has no haptic engine, so the generators are documented no-ops: they
///   can be made, prepared and triggered as on iOS, and nothing happens (no bell, nothing
///   drawn). Code that plays haptics on iOS runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Creates a generator.
    public override init() {
        super.init()
    }

    /// Prepares the generator to play soon; does nothing here.
    open func prepare() {}
}

/// A generator of impact haptics: a tap of a given weight.
///
/// - Note: A no-op in a terminal (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weights of an impact.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, rigid impact.
        case rigid
    }

    /// The weight of the impacts this generator plays.
    public let style: FeedbackStyle

    /// Creates a generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of ``FeedbackStyle/medium`` impacts.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact; does nothing here.
    open func impactOccurred() {}

    /// Plays an impact of `intensity` (0 to 1); does nothing here.
    open func impactOccurred(intensity: CGFloat) {}
}

/// A generator of selection haptics: a tick as a selection changes.
///
/// - Note: A no-op in a terminal (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick; does nothing here.
    open func selectionChanged() {}
}

/// A generator of notification haptics: success, warning and error.
///
/// - Note: A no-op in a terminal (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kinds of notification.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays the haptic of `notificationType`; does nothing here.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

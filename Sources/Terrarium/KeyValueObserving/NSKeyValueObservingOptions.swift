import Foundation

/// What a key-value observation reports: Foundation's options, for the view properties
/// Terrarium makes observable (see ``NSKeyValueObserving``).
///
/// ```swift
/// scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
/// ```
///
/// - Note: Foundation on Linux has no key-value observing; Terrarium provides these types
///   with Foundation's names so that UIKit code observing views compiles unchanged.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The option's bits, as Foundation's.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value (``NSKeyValueChangeKey/newKey``).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value (``NSKeyValueChangeKey/oldKey``).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The observer is told once at once, when it starts observing, with the current value
    /// as the new one.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The observer is also told before each change, with
    /// ``NSKeyValueChangeKey/notificationIsPriorKey`` set to `true` (and the old value, with
    /// ``old``).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The keys of a key-value observation's change dictionary, as Foundation's.
///
/// ```swift
/// let offset = change?[.newKey] as? CGPoint
/// ```
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as Foundation spells it.
    public let rawValue: String

    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of change, an ``NSKeyValueChange`` raw value (a `UInt`): always
    /// ``NSKeyValueChange/setting`` for the properties Terrarium observes.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change (with ``NSKeyValueObservingOptions/new``).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change (with ``NSKeyValueObservingOptions/old``).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change; never present for the properties Terrarium observes.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before a change (with ``NSKeyValueObservingOptions/prior``).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// The kind of a key-value change, as Foundation's.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set: the only kind view properties have.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects were replaced in a to-many relationship.
    case replacement = 4
}

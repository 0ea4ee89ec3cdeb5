import Foundation

/// What kind of element an accessibility element is and its state, as an option set of
/// UIKit's traits (with UIKit's raw values).
///
/// ```swift
/// badge.accessibilityTraits = [.staticText, .updatesFrequently]
/// ```
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt64
    /// Creates traits from a raw value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// The element is a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected segment, a chosen tab).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays a sound when used.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element cannot be used now (a disabled control).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's value changes often (a progress bar, a spinner).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Using the element starts media.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be stepped up and down (a slider, a stepper).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns a page when read to its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// What a view's accessibility setters stored; `nil` fields fall back to the class's defaults.
struct _AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var elements: [Any]?
}

/// An accessibility element that is not a view: a part of a view, such as one segment of
/// a segmented control, with its own label, value, traits and frame.
///
/// ```swift
/// let part = UIAccessibilityElement(accessibilityContainer: chart)
/// part.accessibilityLabel = "March"
/// part.accessibilityFrameInContainerSpace = CGRect(x: 4, y: 0, width: 3, height: 5)
/// chart.accessibilityElements = [part]
/// ```
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The view (or element) that contains this one.
    open weak var accessibilityContainer: AnyObject?
    /// Whether this is an element. `true` by default.
    open var isAccessibilityElement = true
    /// A short name for the element.
    open var accessibilityLabel: String?
    /// The element's value.
    open var accessibilityValue: String?
    /// What using the element does.
    open var accessibilityHint: String?
    /// The element's kind and state.
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// An identifier for tests and automation.
    open var accessibilityIdentifier: String?
    /// The element's frame in its container's bounds.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// Creates an element inside `container`.
    ///
    /// - Parameter container: the containing view or element, held weakly.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    /// The element's frame in window coordinates (screen coordinates in UIKit), from its
    /// frame in its container when the container is a view.
    open var accessibilityFrame: CGRect {
        get {
            guard let view = accessibilityContainer as? UIView else { return _frame ?? .zero }
            return _frame ?? view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { _frame = newValue }
    }

    private var _frame: CGRect?
}

import Foundation

/// The look of a bar's background: its colour and its shadow, set by one of the
/// `configureWith…` methods and then adjusted.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController.navigationBar.standardAppearance = appearance
/// navigationController.navigationBar.scrollEdgeAppearance = appearance
/// ```
///
/// Bars copy an appearance when it is assigned, as UIKit does: change it and assign it
/// again to change a bar.
///
/// - Note: Terrarium: a subclass of Foundation's `NSObject`, as in UIKit. The default
///   background (UIKit's blur) is the bar's usual fill, `secondarySystemBackground`, or its
///   `barTintColor`; a transparent background fills nothing, so what is under the bar shows.
///   `shadowColor` is kept but not drawn: a bar is one row and has no room for UIKit's
///   hairline. Background images and effects are kept, not drawn.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// Which `configureWith…` method last set the background.
    enum _Background {
        case `default`, opaque, transparent
    }

    var _background: _Background = .default

    /// Creates an appearance with the default background.
    public override init() {
        super.init()
    }

    /// Creates a copy of `barAppearance`'s background settings.
    ///
    /// - Note: `required` here, so that ``copy()`` makes an appearance of the receiver's own
    ///   class; a subclass of yours that adds stored properties overrides it to copy them.
    public required init(barAppearance: UIBarAppearance) {
        super.init()
        _copyBackground(from: barAppearance)
    }

    /// A copy of the appearance, of its own class, as UIKit's `copy()` returns `instancetype`
    /// (`let saved = navigationBar.standardAppearance.copy()` is a `UINavigationBarAppearance`).
    ///
    /// - Returns: An appearance with the same settings.
    /// - Note: Foundation's `NSObject.copy() -> Any` cannot be overridden with a narrower
    ///   type in Swift, so the two are overloads: a copy assigned to an appearance, or passed
    ///   where one is expected, is this one; `let saved = appearance.copy()` without a type is
    ///   ambiguous here and needs one (`let saved: UINavigationBarAppearance = …`).
    public func copy() -> Self {
        type(of: self).init(barAppearance: self)
    }

    /// The bar's background colour; `nil` for the configured background's own.
    open var backgroundColor: UIColor?

    /// The colour of the line under (or over) the bar.
    open var shadowColor: UIColor?

    /// An image behind the bar. Kept for compatibility: Terrarium does not draw it.
    open var backgroundImage: UIImage?

    /// An image for the shadow. Kept for compatibility.
    open var shadowImage: UIImage?

    /// The system's bar background (a blur in UIKit, the usual bar fill here) and shadow.
    open func configureWithDefaultBackground() {
        _background = .default
        backgroundColor = nil
        shadowColor = .separator
    }

    /// An opaque background in the system background colour, and a shadow.
    open func configureWithOpaqueBackground() {
        _background = .opaque
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// No background and no shadow: the content under the bar shows.
    open func configureWithTransparentBackground() {
        _background = .transparent
        backgroundColor = nil
        shadowColor = nil
    }

    func _copyBackground(from other: UIBarAppearance) {
        _background = other._background
        backgroundColor = other.backgroundColor
        shadowColor = other.shadowColor
        backgroundImage = other.backgroundImage
        shadowImage = other.shadowImage
    }

    /// The colour the bar fills with: the background colour, or the configured background's
    /// (`legacy` for the default one); `nil` fills nothing.
    func _fill(legacy: UIColor) -> UIColor? {
        if let backgroundColor { return backgroundColor }
        switch _background {
        case .default: return legacy
        case .opaque: return .systemBackground
        case .transparent: return nil
        }
    }
}

/// The look of a navigation bar: its background (from ``UIBarAppearance``), its title's and
/// large title's text attributes, and its buttons'.
///
/// Set it on ``UINavigationBar/standardAppearance`` (and ``UINavigationBar/scrollEdgeAppearance``,
/// ``UINavigationBar/compactAppearance``), or per controller on its ``UINavigationItem``.
///
/// - Note: Terrarium draws the title in `titleTextAttributes`' `.foregroundColor` and bold
///   unless a regular-weight `.font` is given; `largeTitleTextAttributes` are kept (Terrarium
///   has no large titles). `init(idiom:)` and `titlePositionAdjustment` are missing:
///   Terrarium has no `UIUserInterfaceIdiom` or `UIOffset` yet.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Creates an appearance with the default background.
    public override init() {
        super.init()
    }

    /// Creates a copy of another navigation bar appearance, or of a bar appearance's background.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance { _copyTitles(from: other) }
    }

    /// The title's attributes: `.foregroundColor` (a ``UIColor``) and `.font`.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The large title's attributes. Kept: Terrarium shows no large titles.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance()

    /// The look of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance()

    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance()

    private func _copyTitles(from other: UINavigationBarAppearance) {
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        buttonAppearance = UIBarButtonItemAppearance(other.buttonAppearance)
        doneButtonAppearance = UIBarButtonItemAppearance(other.doneButtonAppearance)
        backButtonAppearance = UIBarButtonItemAppearance(other.backButtonAppearance)
    }

    /// A copy, as bars keep.
    func _copy() -> UINavigationBarAppearance { UINavigationBarAppearance(barAppearance: self) }

    /// The title's colour, if the attributes give one.
    var _titleColor: UIColor? { Self._titleColor(in: titleTextAttributes) }

    /// Whether the title is bold: unless a `.font` lighter than semibold is given.
    var _titleIsBold: Bool { Self._titleIsBold(in: titleTextAttributes) }

    /// The title's colour in `attributes`, if they give one; the bar's
    /// ``UINavigationBar/titleTextAttributes`` are read the same way.
    static func _titleColor(in attributes: [NSAttributedString.Key: Any]) -> UIColor? {
        attributes[.foregroundColor] as? UIColor
    }

    /// Whether `attributes` draw the title bold: unless a `.font` lighter than semibold is given.
    static func _titleIsBold(in attributes: [NSAttributedString.Key: Any]) -> Bool {
        guard let font = attributes[.font] as? UIFont else { return true }
        return font.weight >= .semibold
    }
}

/// The look of a kind of bar button item, per state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    /// Creates an appearance with empty attributes.
    public override init() {
        super.init()
    }

    /// Creates an appearance for a style of item.
    public convenience init(style: UIBarButtonItem.Style) {
        self.init()
    }

    convenience init(_ other: UIBarButtonItemAppearance) {
        self.init()
        normal.titleTextAttributes = other.normal.titleTextAttributes
        highlighted.titleTextAttributes = other.highlighted.titleTextAttributes
        disabled.titleTextAttributes = other.disabled.titleTextAttributes
        focused.titleTextAttributes = other.focused.titleTextAttributes
    }

    /// The look of enabled items.
    open var normal = UIBarButtonItemStateAppearance()
    /// The look of items being pressed. Kept: bar items do not highlight in Terrarium.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The look of disabled items. Kept: disabled items are drawn dim.
    open var disabled = UIBarButtonItemStateAppearance()
    /// The look of focused items. Kept for compatibility.
    open var focused = UIBarButtonItemStateAppearance()

    /// The normal state's title colour, if given.
    var _color: UIColor? { normal.titleTextAttributes[.foregroundColor] as? UIColor }

    /// Sets every state's title attributes.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.titleTextAttributes = [:] }
    }
}

/// The look of bar button items in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes: `.foregroundColor` colours the item.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// The look of a tab bar: its background (from ``UIBarAppearance``).
///
/// - Note: Terrarium draws the background; item appearances (`stackedLayoutAppearance`) are
///   not modelled: items take the bar's `tintColor` and `unselectedItemTintColor`.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Creates an appearance with the default background.
    public override init() {
        super.init()
    }

    /// Creates a copy of a bar appearance's background.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    func _copy() -> UITabBarAppearance { UITabBarAppearance(barAppearance: self) }
}

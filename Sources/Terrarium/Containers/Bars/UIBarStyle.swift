import Foundation

/// The look of a navigation bar, toolbar or search bar: ``UINavigationBar/barStyle``,
/// ``UIToolbar/barStyle``, ``UISearchBar/barStyle``.
///
/// ```swift
/// navigationController.navigationBar.barStyle = .black   // a black bar, light status bar
/// ```
///
/// - Note: In a terminal `.black` (and the deprecated `.blackTranslucent`) fills the bar's row
///   with black instead of the default bar colour unless a `barTintColor` (or, for a navigation
///   bar, an appearance's background) is set; text keeps its colours, which are already light
///   on Terrarium's dark palette. A navigation controller whose bar is black asks for
///   ``UIStatusBarStyle/lightContent``, as in UIKit. Bars are never translucent in a terminal.
public enum UIBarStyle: Int, Sendable {
    /// The default look: the system's bar colour.
    case `default` = 0
    /// A black bar with light content.
    case black = 1
    /// A black, translucent bar (drawn opaque black in a terminal).
    @available(*, deprecated, message: "Use UIBarStyle.black and set isTranslucent to true")
    case blackTranslucent = 2

    /// The same as ``black``.
    @available(*, deprecated, message: "Use UIBarStyle.black")
    public static var blackOpaque: UIBarStyle { UIBarStyle(rawValue: 1)! }

    /// Whether the bar is drawn black: every style but ``default``.
    var _isBlack: Bool { rawValue != UIBarStyle.default.rawValue }

    /// The bar's background colour for this style when nothing else colours it.
    var _barFill: UIColor { _isBlack ? .black : .secondarySystemBackground }
}

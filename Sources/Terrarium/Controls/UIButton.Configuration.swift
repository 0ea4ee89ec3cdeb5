import Foundation

extension UIButton {
    /// A button's look: its style, title, subtitle, image and colours.
    ///
    /// Start from a style and set what it shows:
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.borderedProminent()
    /// configuration.title = "Deploy"
    /// configuration.subtitle = "to production"
    /// configuration.baseBackgroundColor = .systemRed
    /// let deploy = UIButton(configuration: configuration)
    /// ```
    ///
    /// How each style draws in a terminal (foreground on background; `tint` is the
    /// button's ``UIControl/tintColor``):
    ///
    /// | style | drawn | colours |
    /// | --- | --- | --- |
    /// | ``plain()``, ``borderless()`` | `Deploy` | tint on nothing |
    /// | ``gray()``, ``bordered()`` | `[ Deploy ]` | tint on `systemFill` |
    /// | ``tinted()``, ``borderedTinted()`` | `[ Deploy ]` | tint on a quarter-strength tint |
    /// | ``filled()``, ``borderedProminent()`` | `[ Deploy ]` | white on tint |
    ///
    /// ``baseForegroundColor`` and ``baseBackgroundColor`` replace the style's colours.
    /// - Note: UIKit's configurations also carry fonts, corner styles, insets, paddings,
    ///   sizes and background configurations, which a terminal cell cannot show; Terrarium
    ///   keeps the members that change what is drawn.
    public struct Configuration: Hashable, Sendable {
        enum Style: Hashable, Sendable {
            case plain, borderless, gray, bordered, tinted, borderedTinted, filled, borderedProminent
        }

        let _style: Style

        /// The title; `nil` shows none (or the primary action's title).
        public var title: String?
        /// A second line of text, drawn on the row below the title.
        public var subtitle: String?
        /// An image, drawn as its glyph before the title.
        public var image: UIImage?
        /// The colour of the title, subtitle, image and brackets; `nil` uses the style's.
        public var baseForegroundColor: UIColor?
        /// The background colour of bracketed styles; `nil` uses the style's. A plain style
        /// draws it behind its title too.
        public var baseBackgroundColor: UIColor?

        init(style: Style) {
            _style = style
        }

        /// A plain button: the tinted title, nothing behind it.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A borderless button: drawn as ``plain()``.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A gray button: `[ Title ]`, tinted, on the system fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A bordered button: `[ Title ]`, tinted, on the system fill.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A tinted button: `[ Title ]`, tinted, on a faint tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A bordered tinted button: drawn as ``tinted()``.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A filled button: `[ Title ]`, white, on the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A prominent bordered button: drawn as ``filled()``.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// Whether the style draws brackets and a background.
        var _isBracketed: Bool {
            switch _style {
            case .plain, .borderless: false
            case .gray, .bordered, .tinted, .borderedTinted, .filled, .borderedProminent: true
            }
        }
    }
}

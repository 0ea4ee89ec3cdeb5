import Foundation

// iOS's semantic and system colours, fixed to their dark-appearance values.
//
// In UIKit these are dynamic: they resolve against the trait collection's light or dark
// appearance (and contrast). Terminals are mostly dark and Terrarium has no appearance trait
// yet, so each colour here is the value iOS uses in dark mode at normal contrast.
extension UIColor {
    /// Makes a colour from the 8-bit components Apple publishes for the system colours.
    private static func dark(_ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    // MARK: - Tints

    /// The system red, for destructive actions and errors.
    ///
    /// RGB (255, 69, 58).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemRed = dark(255, 69, 58)

    /// The system green, for success and "on" states.
    ///
    /// RGB (48, 209, 88).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemGreen = dark(48, 209, 88)

    /// The system blue, the default tint of controls and links.
    ///
    /// RGB (10, 132, 255).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemBlue = dark(10, 132, 255)

    /// The system orange, for warnings.
    ///
    /// RGB (255, 159, 10).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemOrange = dark(255, 159, 10)

    /// The system yellow, for highlights and favourites.
    ///
    /// RGB (255, 214, 10).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemYellow = dark(255, 214, 10)

    /// The system pink.
    ///
    /// RGB (255, 55, 95).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemPink = dark(255, 55, 95)

    /// The system purple.
    ///
    /// RGB (191, 90, 242).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemPurple = dark(191, 90, 242)

    /// The system teal.
    ///
    /// RGB (64, 200, 224), the value since iOS 15.
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemTeal = dark(64, 200, 224)

    /// The system indigo.
    ///
    /// RGB (94, 92, 230).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemIndigo = dark(94, 92, 230)

    /// The system brown.
    ///
    /// RGB (172, 142, 104).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemBrown = dark(172, 142, 104)

    /// The system mint.
    ///
    /// RGB (99, 230, 226).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemMint = dark(99, 230, 226)

    /// The system cyan.
    ///
    /// RGB (100, 210, 255).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemCyan = dark(100, 210, 255)

    // MARK: - Greys

    /// The base system grey.
    ///
    /// RGB (142, 142, 147); the same in light and dark appearance on iOS.
    ///
    /// - Note: UIKit's colour is dynamic (it changes with increased contrast); this one is fixed.
    public static let systemGray = dark(142, 142, 147)

    /// The second system grey, one step darker than ``systemGray`` in dark appearance.
    ///
    /// RGB (99, 99, 102).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemGray2 = dark(99, 99, 102)

    /// The third system grey.
    ///
    /// RGB (72, 72, 74).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemGray3 = dark(72, 72, 74)

    /// The fourth system grey.
    ///
    /// RGB (58, 58, 60).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemGray4 = dark(58, 58, 60)

    /// The fifth system grey.
    ///
    /// RGB (44, 44, 46).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemGray5 = dark(44, 44, 46)

    /// The sixth system grey, closest to the background in dark appearance.
    ///
    /// RGB (28, 28, 30).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemGray6 = dark(28, 28, 30)

    // MARK: - Labels

    /// The colour of primary text.
    ///
    /// Opaque white.
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let label = UIColor(white: 1, alpha: 1)

    /// The colour of secondary text, such as subtitles.
    ///
    /// RGB (235, 235, 245) at 60 % opacity; the renderer blends it over the cell's background.
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let secondaryLabel = dark(235, 235, 245, alpha: 0.6)

    /// The colour of tertiary text.
    ///
    /// RGB (235, 235, 245) at 30 % opacity.
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let tertiaryLabel = dark(235, 235, 245, alpha: 0.3)

    /// The colour of quaternary text, such as disabled labels.
    ///
    /// RGB (235, 235, 245) at 18 % opacity.
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let quaternaryLabel = dark(235, 235, 245, alpha: 0.18)

    /// The colour of placeholder text in text fields.
    ///
    /// RGB (235, 235, 245) at 30 % opacity.
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let placeholderText = dark(235, 235, 245, alpha: 0.3)

    /// The colour of links.
    ///
    /// RGB (9, 132, 255).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let link = dark(9, 132, 255)

    // MARK: - Backgrounds

    /// The background of the main interface.
    ///
    /// Opaque black.
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemBackground = UIColor(white: 0, alpha: 1)

    /// The background of content layered on ``systemBackground``.
    ///
    /// RGB (28, 28, 30).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let secondarySystemBackground = dark(28, 28, 30)

    /// The background of content layered on ``secondarySystemBackground``.
    ///
    /// RGB (44, 44, 46).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let tertiarySystemBackground = dark(44, 44, 46)

    /// The background of grouped interfaces, such as grouped table views.
    ///
    /// Opaque black.
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemGroupedBackground = UIColor(white: 0, alpha: 1)

    // MARK: - Separators and fills

    /// The colour of thin separators, which lets content beneath show through.
    ///
    /// RGB (84, 84, 88) at 60 % opacity.
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let separator = dark(84, 84, 88, alpha: 0.6)

    /// The colour of separators that hide what is beneath.
    ///
    /// RGB (56, 56, 58).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let opaqueSeparator = dark(56, 56, 58)

    /// The fill of thin, small shapes, such as a switch's track.
    ///
    /// RGB (120, 120, 128) at 36 % opacity (UIKit's light appearance: 20 %).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let systemFill = dark(120, 120, 128, alpha: 0.36)

    /// The fill of medium-size shapes, such as a slider's track.
    ///
    /// RGB (120, 120, 128) at 32 % opacity (UIKit's light appearance: 16 %).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let secondarySystemFill = dark(120, 120, 128, alpha: 0.32)

    /// The fill of large shapes, such as an input field or a search bar's well.
    ///
    /// RGB (118, 118, 128) at 24 % opacity (UIKit's light appearance: 12 %).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let tertiarySystemFill = dark(118, 118, 128, alpha: 0.24)

    /// The fill of large areas holding complex content, such as an expanded table cell.
    ///
    /// RGB (118, 118, 128) at 18 % opacity (UIKit's light appearance: RGB (116, 116, 128) at 8 %).
    ///
    /// - Note: Fixed to iOS's dark-appearance value; UIKit's colour is dynamic.
    public static let quaternarySystemFill = dark(118, 118, 128, alpha: 0.18)

    /// The default tint of controls, the same colour as ``systemBlue``.
    ///
    /// Views without a tint of their own use it.
    ///
    /// - Note: UIKit's `tintColor` resolves to the nearest ancestor's tint; this constant is
    ///   only the system default.
    public static let tintColor = systemBlue
}

import Foundation

// UIKit's fixed named colours, with UIKit's exact components.
//
// UIKit spells these `class var`; a `static let` reads the same at every call site and is
// created once, which matters because the canvas compares colours per cell.
extension UIColor {
    /// Black, a grey with brightness 0.
    ///
    /// In a terminal, black text on the default background is usually invisible; prefer
    /// ``label`` for text.
    public static let black = UIColor(white: 0, alpha: 1)

    /// Dark grey, a grey with brightness 1/3.
    ///
    /// Useful for disabled or de-emphasised backgrounds.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)

    /// Light grey, a grey with brightness 2/3.
    ///
    /// Useful for secondary text on a dark terminal.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)

    /// White, a grey with brightness 1.
    ///
    /// The brightest colour a terminal can show.
    public static let white = UIColor(white: 1, alpha: 1)

    /// Grey, a grey with brightness 0.5.
    ///
    /// Halfway between ``black`` and ``white``.
    public static let gray = UIColor(white: 0.5, alpha: 1)

    /// Red, RGB (1, 0, 0).
    ///
    /// The pure primary; ``systemRed`` is the softer interface red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// Green, RGB (0, 1, 0).
    ///
    /// The pure primary; ``systemGreen`` is the softer interface green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

    /// Blue, RGB (0, 0, 1).
    ///
    /// The pure primary; ``systemBlue`` is the interface blue used for tints.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Cyan, RGB (0, 1, 1).
    ///
    /// Green and blue at full strength.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)

    /// Yellow, RGB (1, 1, 0).
    ///
    /// Red and green at full strength.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)

    /// Magenta, RGB (1, 0, 1).
    ///
    /// Red and blue at full strength.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

    /// Orange, RGB (1, 0.5, 0).
    ///
    /// Full red with half green.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    /// Purple, RGB (0.5, 0, 0.5).
    ///
    /// Half red with half blue.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)

    /// Brown, RGB (0.6, 0.4, 0.2).
    ///
    /// A warm, dark orange.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    /// A fully transparent colour, black with opacity 0.
    ///
    /// Filling with it changes nothing; it is the natural "no background" for a view.
    public static let clear = UIColor(white: 0, alpha: 0)
}

/// How text that does not fit is wrapped or shortened.
///
/// Labels take it as `lineBreakMode`. The two wrapping modes decide where lines break; the
/// other modes also wrap at words when more than one line is allowed, and decide how the last
/// line shows that text was cut:
///
///     label.text = "Terminal"
///     label.numberOfLines = 1
///     label.lineBreakMode = .byTruncatingTail  // 6 columns wide, it shows "Termi…"
///
/// The raw values are UIKit's.
///
/// - Note: Terrarium marks truncation with a single "…" cell, one column wide.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at spaces; a word longer than a line is broken between characters.
    ///
    /// Wide (CJK) characters can also break anywhere, as UIKit allows between ideographs.
    case byWordWrapping

    /// Wraps between any two characters, keeping every space.
    ///
    /// Fills each line to the last column.
    case byCharWrapping

    /// Cuts the last line at the edge with no ellipsis.
    ///
    /// What does not fit is simply not shown.
    case byClipping

    /// Ends the last line with its end, replacing the start with "…".
    ///
    /// Useful for paths, where the end matters most.
    case byTruncatingHead

    /// Shows the start of the last line and replaces the rest with "…".
    ///
    /// UILabel's default.
    case byTruncatingTail

    /// Shows both ends of the last line with "…" in the middle.
    ///
    /// Useful for file names, whose extension stays visible.
    case byTruncatingMiddle
}

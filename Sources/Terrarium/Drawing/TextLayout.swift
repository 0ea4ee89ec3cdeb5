/// Breaks text into lines that fit a width, as a label does before drawing them.
///
/// All measures are terminal columns (see `displayWidth`), so CJK text and emoji wrap by the
/// room they take on screen:
///
///     TextLayout.lines(for: "Hello terminal world", width: 10, maximumLines: 0, lineBreakMode: .byWordWrapping)
///     // ["Hello", "terminal", "world"]
///
/// No returned line is ever wider than the width it was given.
enum TextLayout {
    /// The one-column mark that replaces cut text.
    static let ellipsis: Character = "…"

    /// A laid-out line, with the rest of its paragraph from where the line starts: truncation
    /// shows as much of that rest as fits on a last line.
    struct Line {
        var text: String
        var rest: Substring
    }

    /// Splits text into the lines a label shows.
    ///
    /// Hard line breaks ("\n", "\r\n" and the other Unicode newlines) always end a line; a
    /// trailing one adds an empty last line. With a width, each paragraph is wrapped by the
    /// mode: ``NSLineBreakMode/byCharWrapping`` between any characters, every other mode at
    /// spaces (and around wide characters), breaking a word longer than a line between its
    /// characters, and dropping the spaces at each break. When `maximumLines` cuts text off,
    /// the last kept line shows as much of its paragraph as fits and marks the cut with "…" at
    /// the end, or at the start or middle for the head and middle modes; `.byClipping` just cuts.
    ///
    /// - Parameters:
    ///   - text: The text to lay out; empty text gives no lines.
    ///   - width: The columns available, or `nil` for no wrapping; 0 or less gives no lines.
    ///   - maximumLines: The most lines to return, or 0 for no limit (UILabel's
    ///     `numberOfLines`).
    ///   - lineBreakMode: How lines wrap and how cut text is marked.
    /// - Returns: The lines, none wider than `width`.
    static func lines(for text: String, width: Int?, maximumLines: Int, lineBreakMode: NSLineBreakMode) -> [String] {
        guard !text.isEmpty else {
            return []
        }
        if let width, width <= 0 {
            return []
        }
        let limit = maximumLines > 0 ? maximumLines : Int.max
        // One line past the limit is enough to know the text was cut, so long text with a small
        // limit stops early.
        let enough = limit == Int.max ? Int.max : limit + 1
        var laidOut: [Line] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            guard laidOut.count < enough else {
                break
            }
            if let width {
                wrap(paragraph, width: width, lineBreakMode: lineBreakMode, into: &laidOut, upTo: enough)
            } else {
                laidOut.append(Line(text: String(paragraph), rest: paragraph))
            }
        }
        guard laidOut.count > limit else {
            return laidOut.map(\.text)
        }
        var kept = laidOut[..<(limit - 1)].map(\.text)
        kept.append(truncated(laidOut[limit - 1], width: width, lineBreakMode: lineBreakMode))
        return kept
    }

    /// How far from the left edge a line starts.
    ///
    /// Centring rounds down, and a line wider than the room starts at the left edge.
    ///
    /// - Parameters:
    ///   - lineWidth: The line's width in columns.
    ///   - width: The columns available.
    ///   - alignment: The alignment; justified and natural lines start at the left.
    /// - Returns: The offset in columns, never negative.
    static func offset(ofLineWidth lineWidth: Int, in width: Int, alignment: NSTextAlignment) -> Int {
        let room = max(0, width - lineWidth)
        switch alignment {
        case .left, .natural, .justified:
            return 0
        case .right:
            return room
        case .center:
            return room / 2
        }
    }

    /// The columns and rows lines take: the widest line's width and the number of lines.
    static func size(of lines: [String]) -> (width: Int, height: Int) {
        (lines.map(\.displayWidth).max() ?? 0, lines.count)
    }

    /// Whether a character is a space that lines may break at: any whitespace but a newline.
    static func isBreakingSpace(_ character: Character) -> Bool {
        character == " " || (character.isWhitespace && !character.isNewline)
    }
}

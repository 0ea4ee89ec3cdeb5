// How many terminal columns text takes.
//
// The rules follow what wcwidth-based terminals (xterm, VTE, kitty, iTerm2, Windows Terminal)
// do, so a canvas's columns line up with the terminal's:
//
// - control characters and line breaks take no columns (they are never drawn);
// - clusters made only of invisible scalars (zero-width space, a lone joiner or variation
//   selector, other default-ignorables, a stray combining mark) take none;
// - emoji take two: a cluster whose first scalar has emoji presentation, an emoji followed by
//   VS16 (U+FE0F), an emoji ZWJ sequence, or a pair of regional indicators (a flag);
// - East Asian Wide and Fullwidth characters (Unicode 15) take two, the Hangul fillers
//   (U+115F, U+3164) included, as wcwidth has them;
// - everything else takes one, including East Asian Ambiguous characters such as "…" and box
//   drawing, which Western terminals draw narrow.
//
// A base letter with combining marks ("e" + U+0301) is one Character and so one column.

extension Character {
    /// The number of terminal columns this grapheme cluster takes: 0, 1 or 2.
    var displayWidth: Int {
        let scalars = unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else {
            return 0
        }
        // Fast path: a lone ASCII scalar, which is most of the text a terminal app draws.
        if first.value < 0x7F, iterator.next() == nil {
            return first.value >= 0x20 ? 1 : 0
        }
        return DisplayWidth.width(of: scalars, first: first)
    }
}

extension StringProtocol {
    /// The number of terminal columns this text takes on one line: the sum of its characters'.
    var displayWidth: Int {
        // Fast path: printable ASCII takes one column per byte, with no grapheme breaking.
        var columns = 0
        for byte in utf8 {
            guard byte >= 0x20, byte < 0x7F else {
                return reduce(0) { $0 + $1.displayWidth }
            }
            columns += 1
        }
        return columns
    }
}

/// The slow path of the width rules, for clusters that are not a lone ASCII scalar.
enum DisplayWidth {
    static let zeroWidthJoiner: UInt32 = 0x200D
    static let emojiPresentationSelector: UInt32 = 0xFE0F

    /// The width of a cluster that is not a lone ASCII scalar.
    ///
    /// Cheap range checks come before Unicode property lookups, which cost far more than the
    /// rest of drawing a cell.
    static func width(of scalars: Character.UnicodeScalarView, first: Unicode.Scalar) -> Int {
        let value = first.value
        // C0 and C1 controls (including CR LF, one cluster), and the line and paragraph
        // separators, which are line breaks.
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
            return 0
        }
        let isSingleScalar = scalars.index(after: scalars.startIndex) == scalars.endIndex
        if isRegionalIndicator(first) {
            // Two indicators make a flag; a lone one is drawn as a narrow letter.
            return !isSingleScalar && scalars.filter(isRegionalIndicator).count >= 2 ? 2 : 1
        }
        if isWide(value) {
            return 2
        }
        if isSingleScalar {
            if value < 0x300 {
                // Latin-1 and Latin Extended: visible, except the soft hyphen.
                return value == 0xAD ? 0 : 1
            }
            // The table already holds every emoji-presentation scalar of Unicode 15; the
            // property catches emoji added since, all allocated from U+1F000 up.
            if value >= 0x1F000, first.properties.isEmojiPresentation {
                return 2
            }
            return isInvisible(first) ? 0 : 1
        }
        let properties = first.properties
        if properties.isEmojiPresentation {
            return 2
        }
        if properties.isEmoji,
            scalars.contains(where: { $0.value == emojiPresentationSelector || $0.value == zeroWidthJoiner })
        {
            return 2
        }
        return scalars.allSatisfy(isInvisible) ? 0 : 1
    }

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Whether a scalar draws nothing by itself: default-ignorables (ZWSP, ZWJ, variation
    /// selectors, bidi marks …) and combining marks.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return true
        case .format, .otherLetter, .unassigned:
            // Every default-ignorable code point that is not a nonspacing mark is in one of
            // these categories, so other scalars skip the second lookup.
            return properties.isDefaultIgnorableCodePoint
        default:
            return false
        }
    }

    /// Whether a code point is East Asian Wide or Fullwidth, by binary search of ``wideRanges``.
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else {
            return false
        }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension TextLayout {
    /// The last line kept when `maximumLines` cuts text: as much of the rest of its paragraph
    /// as fits, with the cut marked as the mode says.
    static func truncated(_ line: Line, width: Int?, lineBreakMode: NSLineBreakMode) -> String {
        guard let width else {
            // Unwrapped lines are whole paragraphs; only the lines after them were cut.
            switch lineBreakMode {
            case .byClipping:
                return line.text
            case .byTruncatingHead:
                return String(ellipsis) + line.text
            default:
                return line.text + String(ellipsis)
            }
        }
        let rest = line.rest
        let room = width - 1
        switch lineBreakMode {
        case .byClipping:
            return String(prefix(of: rest, fitting: width))
        case .byTruncatingHead:
            return String(ellipsis) + String(trimmingLeadingSpaces(suffix(of: rest, fitting: room)))
        case .byTruncatingMiddle where rest.displayWidth > room:
            let head = prefix(of: rest, fitting: room - room / 2)
            let tail = suffix(of: rest, fitting: room / 2)
            return String(trimmingTrailingSpaces(head)) + String(ellipsis) + String(trimmingLeadingSpaces(tail))
        default:
            return String(trimmingTrailingSpaces(prefix(of: rest, fitting: room))) + String(ellipsis)
        }
    }

    /// The longest start of `text` that fits in `columns`.
    static func prefix(of text: Substring, fitting columns: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        while end < text.endIndex {
            let next = used + text[end].displayWidth
            guard next <= columns else {
                break
            }
            used = next
            end = text.index(after: end)
        }
        return text[..<end]
    }

    /// The longest end of `text` that fits in `columns`.
    static func suffix(of text: Substring, fitting columns: Int) -> Substring {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let before = text.index(before: start)
            let next = used + text[before].displayWidth
            guard next <= columns else {
                break
            }
            used = next
            start = before
        }
        return text[start...]
    }

    /// Drops the spaces that would otherwise sit between text and an ellipsis.
    static func trimmingTrailingSpaces(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, isBreakingSpace(last) {
            text.removeLast()
        }
        return text
    }

    static func trimmingLeadingSpaces(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, isBreakingSpace(first) {
            text.removeFirst()
        }
        return text
    }
}

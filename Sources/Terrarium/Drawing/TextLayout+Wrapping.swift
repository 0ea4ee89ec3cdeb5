extension TextLayout {
    /// Wraps one paragraph (text without hard line breaks) and appends its lines, stopping once
    /// `lines` holds `limit` lines.
    static func wrap(
        _ paragraph: Substring,
        width: Int,
        lineBreakMode: NSLineBreakMode,
        into lines: inout [Line],
        upTo limit: Int
    ) {
        var breaker = LineBreaker(paragraph: paragraph, width: width, capacity: limit - lines.count)
        if lineBreakMode == .byCharWrapping {
            breaker.append(paragraph)
        } else {
            breaker.appendWords(of: paragraph)
        }
        breaker.finishLine()
        lines.append(contentsOf: breaker.lines)
    }

    /// Fills lines of one paragraph from left to right.
    struct LineBreaker {
        let paragraph: Substring
        let width: Int
        /// The most lines to produce; the rest of the paragraph is ignored once reached.
        let capacity: Int
        private(set) var lines: [Line] = []
        private var line = ""
        private var lineWidth = 0
        /// Where the current line starts in the paragraph, once it has any content.
        private var lineStart: String.Index?

        init(paragraph: Substring, width: Int, capacity: Int) {
            self.paragraph = paragraph
            self.width = width
            self.capacity = capacity
        }

        var isFull: Bool {
            lines.count >= capacity
        }

        /// Ends the current line, even an empty one (an empty paragraph is an empty line).
        mutating func finishLine() {
            guard !isFull else {
                return
            }
            lines.append(Line(text: line, rest: paragraph[(lineStart ?? paragraph.endIndex)...]))
            line = ""
            lineWidth = 0
            lineStart = nil
        }

        /// Appends characters, starting a new line before any that would overflow.
        ///
        /// A character wider than a whole line (a wide character in one column) can never be
        /// shown and is dropped.
        mutating func append(_ characters: Substring) {
            var index = characters.startIndex
            while index < characters.endIndex, !isFull {
                let character = characters[index]
                let columns = character.displayWidth
                if columns <= width {
                    if lineWidth + columns > width {
                        finishLine()
                        continue
                    }
                    if lineStart == nil {
                        lineStart = index
                    }
                    line.append(character)
                    lineWidth += columns
                }
                index = characters.index(after: index)
            }
        }

        /// Appends a paragraph word by word.
        ///
        /// A word is a run of narrow non-space characters or one wide character, since text may
        /// break on either side of an ideograph or emoji; spaces between words are kept within a
        /// line and dropped where it breaks.
        mutating func appendWords(of text: Substring) {
            var spaces: Substring?
            var index = text.startIndex
            while index < text.endIndex, !isFull {
                let character = text[index]
                let end: String.Index
                if isBreakingSpace(character) {
                    end = text[index...].firstIndex { !isBreakingSpace($0) } ?? text.endIndex
                    spaces = text[index..<end]
                } else {
                    if character.displayWidth == 2 {
                        end = text.index(after: index)
                    } else {
                        end = text[index...].firstIndex { isBreakingSpace($0) || $0.displayWidth == 2 } ?? text.endIndex
                    }
                    place(text[index..<end], after: spaces)
                    spaces = nil
                }
                index = end
            }
            if let spaces, !isFull {
                appendFitting(spaces)
            }
        }

        /// Puts a word on the current line if it fits with the spaces before it, else on a new
        /// line; only a word longer than a whole line is broken.
        private mutating func place(_ word: Substring, after spaces: Substring?) {
            let wordWidth = word.displayWidth
            let spacesWidth = spaces?.displayWidth ?? 0
            if lineStart != nil {
                if lineWidth + spacesWidth + wordWidth <= width {
                    if let spaces {
                        append(spaces)
                    }
                    append(word)
                    return
                }
                finishLine()
            } else if let spaces, spacesWidth + wordWidth <= width {
                // Indentation at the start of a paragraph is kept when the first word fits.
                append(spaces)
            }
            append(word)
        }

        /// Appends as many of the characters as fit on the current line and drops the rest:
        /// spaces at the end of a paragraph never start a line of their own.
        private mutating func appendFitting(_ characters: Substring) {
            for index in characters.indices {
                let columns = characters[index].displayWidth
                guard lineWidth + columns <= width else {
                    return
                }
                if lineStart == nil {
                    lineStart = index
                }
                line.append(characters[index])
                lineWidth += columns
            }
        }
    }
}

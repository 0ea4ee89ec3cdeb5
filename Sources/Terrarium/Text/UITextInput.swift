import Foundation

/// A place in the text of a text-input view, such as the start of a selection.
///
/// Obtain positions from the view (``UITextInput/beginningOfDocument``,
/// ``UITextInput/position(from:offset:)``) and compare them with
/// ``UITextInput/offset(from:to:)``.
///
/// - Note: Terrarium's positions count grapheme clusters (Swift `Character`s), so one step
///   is one character on screen, an emoji included. UIKit's text views count UTF-16 units.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// The offset in characters from the start of the text.
    let _offset: Int

    init(offset: Int) { _offset = offset }
}

/// A range of text in a text-input view, between two ``UITextPosition``s.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    let _range: Range<Int>

    init(range: Range<Int>) { _range = range }

    /// Where the range starts.
    open var start: UITextPosition { UITextPosition(offset: _range.lowerBound) }

    /// Where the range ends.
    open var end: UITextPosition { UITextPosition(offset: _range.upperBound) }

    /// Whether the range contains no characters: an insertion point.
    open var isEmpty: Bool { _range.isEmpty }
}

/// The part of UIKit's text-input protocol that Terrarium's text views implement: the
/// selection, positions and ranges, and replacing text in a range.
///
/// ```swift
/// let field = UITextField()
/// field.text = "Hello, world"
/// if let start = field.position(from: field.beginningOfDocument, offset: 7),
///    let end = field.position(from: start, offset: 5) {
///     field.selectedTextRange = field.textRange(from: start, to: end)   // "world"
/// }
/// ```
///
/// - Note: A subset of UIKit's `UITextInput`: marked text (input methods), geometry
///   (`firstRect(for:)`, `caretRect(for:)`), writing direction and the tokenizer are left
///   out; a terminal delivers composed text. Offsets count characters, not UTF-16 units.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection, or the insertion point when it is empty; `nil` when nothing is selected.
    var selectedTextRange: UITextRange? { get set }

    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }

    /// The position after the last character.
    var endOfDocument: UITextPosition { get }

    /// The position `offset` characters from `position`, or `nil` if it falls outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?

    /// The number of characters from `from` to `toPosition` (negative when it is before).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    /// The range between two positions, in either order.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?

    /// The text in `range`.
    func text(in range: UITextRange) -> String?

    /// Replaces the text in `range` with `text`, as if typed: no delegate is asked.
    func replace(_ range: UITextRange, withText text: String)
}

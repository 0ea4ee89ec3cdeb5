/// One terminal cell of a ``Canvas``: a glyph with its colours and text attributes.
///
/// A cell holds one grapheme cluster. A wide character (CJK, most emoji) fills two cells: the
/// first holds the character and the second is a *continuation* cell with empty text, which the
/// renderer skips because the terminal draws the glyph across both columns:
///
///     canvas.draw("漢", at: .zero)
///     canvas[x: 0, y: 0].text            // "漢"
///     canvas[x: 1, y: 0].isContinuation  // true
///
/// - Note: UIKit has no cell type; this is Terrarium's pixel. One point is one cell.
public struct Cell: Sendable, Hashable {
    /// The grapheme cluster shown in the cell.
    ///
    /// A blank cell holds a space; the trailing half of a wide character holds an empty string.
    public var text: String

    /// The colour of the glyph, or `nil` for the terminal's default foreground.
    ///
    /// A translucent colour is kept as is; the renderer blends it over the cell's background.
    public var foreground: UIColor?

    /// The colour behind the glyph, or `nil` for the terminal's default background.
    ///
    /// The canvas composites translucent fills as it draws, so this is normally opaque.
    public var background: UIColor?

    /// The text styles of the glyph.
    ///
    /// Applied by the renderer as SGR attributes.
    public var attributes: TextAttributes

    /// Creates a cell.
    ///
    /// With no arguments it is a blank cell in the terminal's default colours:
    ///
    ///     let marker = Cell(text: "▶", foreground: .systemBlue)
    ///
    /// - Parameters:
    ///   - text: One grapheme cluster; a space for a blank cell.
    ///   - foreground: The glyph colour, or `nil` for the terminal default.
    ///   - background: The background colour, or `nil` for the terminal default.
    ///   - attributes: The text styles.
    public init(
        text: String = " ",
        foreground: UIColor? = nil,
        background: UIColor? = nil,
        attributes: TextAttributes = []
    ) {
        self.text = text
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// An empty cell: a space in the terminal's default colours with no attributes.
    ///
    /// A new canvas is full of blank cells, and ``Canvas/composite(_:at:clip:)`` treats them as
    /// transparent.
    public static let blank = Cell()

    /// Whether this is the trailing half of a wide character.
    ///
    /// The character itself sits in the cell to the left; the renderer writes nothing here.
    public var isContinuation: Bool {
        text.isEmpty
    }

    /// Whether the cell is exactly ``blank``, checked without comparing colours one by one.
    var isBlank: Bool {
        foreground == nil && background == nil && attributes.isEmpty && text == " "
    }
}

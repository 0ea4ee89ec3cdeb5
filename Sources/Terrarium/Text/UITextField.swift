import Foundation

/// A control that edits one line of text: a name, a search term, a password.
///
/// ```swift
/// let name = UITextField(frame: CGRect(x: 2, y: 1, width: 30, height: 1))
/// name.placeholder = "Your name"
/// name.borderStyle = .roundedRect
/// name.delegate = self
/// name.addAction(UIAction { _ in print(name.text ?? "") }, for: .editingChanged)
/// view.addSubview(name)
/// ```
///
/// A field edits while it is the first responder: clicking it, reaching it with Tab, or
/// calling ``becomeFirstResponder()`` begins editing (its delegate may refuse), and the
/// terminal's cursor shows at the insertion point. Keys while editing:
///
/// | keys | do |
/// | --- | --- |
/// | characters, Space | insert at the insertion point, replacing the selection |
/// | Backspace, Delete | delete the selection or the character before / after |
/// | Alt-Backspace, Ctrl-W / Alt-Delete | delete the word before / after |
/// | Left, Right (Alt or Ctrl: by word) | move; with Shift, extend the selection |
/// | Home, End | move to the start / end; with Shift, extend the selection |
/// | Ctrl-A | select all |
/// | Ctrl-X or Shift-Delete / Alt-C or Ctrl-Insert / Ctrl-V or Shift-Insert | cut / copy / paste (``UIPasteboard/general``) |
/// | Return | ``UITextFieldDelegate/textFieldShouldReturn(_:)``, then `.primaryActionTriggered` and `.editingDidEndOnExit` |
///
/// Other keys (Up, Down, Esc, Tab…) go on along the responder chain. A terminal's paste
/// inserts the pasted text at the insertion point, line breaks turned into spaces. With the
/// mouse, a click places the insertion point, a drag selects, a double click selects a word
/// and a triple click everything. Text wider than the field scrolls sideways to keep the
/// insertion point in view. Characters are edited as grapheme clusters: an emoji or a
/// letter with accents is one step and one Backspace; CJK characters and emoji take two cells.
///
/// - Note: Terrarium: Ctrl-C is the terminal's interrupt key, so copy is Alt-C or
///   Ctrl-Insert (Cmd-C does not reach a terminal). The pasteboard is the process's own
///   (see ``UIPasteboard``). There is no undo (Ctrl-Z suspends the program). Up and Down
///   go on along the responder chain rather than moving to the ends, so a search field can
///   hand them to the list under it. A field one row high draws its border style as a
///   background (`.roundedRect`, `.bezel`) or an underline (`.line`); three rows or more
///   draw a box around the text.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UITextInputTraits, UITextCursorProviding,
    UIContentSizeCategoryAdjusting
{
    /// The ways a field's edge is drawn.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin line: an underline in one row, a box in three.
        case line
        /// A bezel: a filled background in one row, a box in three.
        case bezel
        /// Rounded corners: a filled background in one row, a rounded box in three.
        case roundedRect
    }

    /// When an overlay such as the clear button shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While the field is editing and has text.
        case whileEditing
        /// While the field is not editing and has text.
        case unlessEditing
        /// Whenever the field has text.
        case always
    }

    /// Why editing ended, passed to ``UITextFieldDelegate/textFieldDidEndEditing(_:reason:)``.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed
        /// Editing was cancelled.
        case cancelled
    }

    /// Posted with the field as its object when the field begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted with the field as its object after the user changes its text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted with the field as its object when the field ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    var _buffer = _TextBuffer()
    var _isEditing = false
    /// The text column shown at the left edge of the text rectangle when the text is wider.
    var _scrollColumn = 0
    /// `_prefixColumns[i]` is the column where character `i` starts; `nil` after an edit.
    var _prefixColumnsCache: [Int]?
    /// Set while ``becomeFirstResponder()`` has already asked the delegate.
    var _beginApproved = false
    var _editingPresses: Set<UIPress> = []
    /// Whether the current touch began on the clear button.
    var _touchOnClearButton = false
    /// Whether the current touch is selecting text.
    var _touchSelects = false

    /// Creates a field with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a field from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardTextField(coder) }
    }

    // MARK: Text and appearance

    /// The text; setting it moves the insertion point to the end and sends no
    /// `.editingChanged` (only the user's edits do, as in UIKit). Never `nil` when read.
    open var text: String? {
        get { _buffer.string }
        set {
            _buffer.setText(newValue ?? "")
            _textStorageDidChange()
        }
    }

    /// Text shown dimmed while the field is empty.
    open var placeholder: String? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The font; only its weight and slant show in a terminal.
    /// Whether the font follows the user's preferred size of text. `false` by default.
    ///
    /// - Note: The preferred size never changes in a terminal (see ``UIContentSizeCategory``):
    ///   the value is kept and changes nothing.
    open var adjustsFontForContentSizeCategory = false

    open var font: UIFont? = .systemFont(ofSize: UIFont.systemFontSize) {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the text. `.label` by default.
    open var textColor: UIColor? = .label {
        didSet { setNeedsDisplay() }
    }

    /// How the text sits in the field while it fits. `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// How the field's edge is drawn. `.none` by default.
    open var borderStyle: BorderStyle = .none {
        didSet { setNeedsDisplay() }
    }

    // MARK: Text input traits (see UITextInputTraits.swift)

    /// The kind of keyboard: ``UIKeyboardType/default``. Kept; see ``UITextInputTraits``.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance. Kept; see ``UITextInputTraits``.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// What the return key says. Kept; see ``UITextInputTraits``.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is off while there is no text. Kept; see ``UITextInputTraits``.
    open var enablesReturnKeyAutomatically = false
    /// When letters are capitalised. Kept; see ``UITextInputTraits``.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether words are corrected. Kept; see ``UITextInputTraits``.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spelling is checked. Kept; see ``UITextInputTraits``.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// What the text is. Kept; see ``UITextInputTraits``.
    open var textContentType: UITextContentType!

    /// The view shown in place of the on-screen keyboard while the field is first responder.
    ///
    /// - Note: Kept and read back: a terminal shows no keyboard, so this view is never shown.
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }
    private var _inputView: UIView?

    /// The view shown above the on-screen keyboard while the field is first responder.
    ///
    /// - Note: Kept and read back: a terminal shows no keyboard, so this view is never shown.
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }
    private var _inputAccessoryView: UIView?

    /// A view at the field's left edge (an icon, or an empty view as padding), shown as
    /// ``leftViewMode`` says; the text starts after it.
    open var leftView: UIView? {
        didSet { _sideViewDidChange(from: oldValue, to: leftView) }
    }

    /// When ``leftView`` shows: ``ViewMode/never`` by default.
    open var leftViewMode: ViewMode = .never {
        didSet { _sideViewDidChange(from: nil, to: nil) }
    }

    /// A view at the field's right edge, shown as ``rightViewMode`` says; the text and the
    /// clear button end before it.
    open var rightView: UIView? {
        didSet { _sideViewDidChange(from: oldValue, to: rightView) }
    }

    /// When ``rightView`` shows: ``ViewMode/never`` by default.
    open var rightViewMode: ViewMode = .never {
        didSet { _sideViewDidChange(from: nil, to: nil) }
    }

    /// When the clear button (×, at the right) shows. `.never` by default.
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsDisplay() }
    }

    /// Whether beginning to edit empties the field. `false` by default.
    open var clearsOnBeginEditing = false

    /// Whether the text shows as bullets (and cannot be copied). `false` by default.
    open var isSecureTextEntry = false {
        didSet {
            _prefixColumnsCache = nil
            setNeedsDisplay()
        }
    }

    /// The delegate asked about and told of editing.
    open weak var delegate: (any UITextFieldDelegate)?

    /// A storyboard's `delegate` outlet, as UIKit's key-value coding sets it.
    open override func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "delegate" else { return super.connectOutlet(named: name, to: destination) }
        guard let destination = destination as? any UITextFieldDelegate else { return false }
        delegate = destination
        return true
    }

    /// Whether the field is editing: it is the first responder and editing began.
    open var isEditing: Bool { _isEditing }

    /// Whether there is any text.
    open var hasText: Bool { _buffer.count > 0 }

    // MARK: Geometry

    /// The rectangle the text is drawn in while not editing: the bounds without the border,
    /// padding and clear button, one row high in the middle.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = _contentRect(forBounds: bounds)
        if _showsClearButton(editing: false) { rect.size.width = Swift.max(0, rect.width - _points(columns: 2)) }
        return rect
    }

    /// The rectangle the text is drawn and edited in while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        var rect = _contentRect(forBounds: bounds)
        if _showsClearButton(editing: true) { rect.size.width = Swift.max(0, rect.width - _points(columns: 2)) }
        return rect
    }

    /// The rectangle the placeholder is drawn in: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// The cell of the clear button: the last column of the content, on the text's row.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let content = _contentRect(forBounds: bounds)
        let cell = _cellSize
        return CGRect(x: content.maxX - cell.width, y: content.minY, width: cell.width, height: cell.height)
    }

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where ``leftView`` goes: against the left edge, its width rounded up to whole columns,
    /// at most the field's height, centred down it.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        _sideViewRect(leftView, forBounds: bounds, atLeft: true)
    }

    /// Where ``rightView`` goes: against the right edge, as ``leftViewRect(forBounds:)``.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        _sideViewRect(rightView, forBounds: bounds, atLeft: false)
    }

    /// The text's width (or the placeholder's) plus room for the insertion point, the
    /// border's padding, the clear button and the side views; one row high without a border
    /// style, three (a box around the text) with one.
    ///
    /// - Note: Terrarium: UIKit's bordered fields are taller than plain ones too (about 34
    ///   points); give a bordered field a one-row frame to draw its border as a background.
    open override var intrinsicContentSize: CGSize {
        let textWidth = Swift.max(_prefixColumns.last ?? 0, (placeholder ?? "").displayWidth) + 1
        let boxed = _usesBox(height: _points(rows: 3))
        // The box's sides and padding (two columns each side), or the one-row padding.
        var extra = boxed ? 4 : 2 * _horizontalPadding
        if clearButtonMode != .never { extra += 2 }
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] where mode != .never {
            guard let view else { continue }
            let width = view.frame.width > 0 ? view.frame.width : view.intrinsicContentSize.width
            extra += Int((Swift.max(0, width) / _cellSize.width).rounded(.up))
        }
        return _points(CGSize(width: CGFloat(textWidth + extra), height: boxed ? 3 : 1))
    }

    /// Keeps the insertion point in view when the field's width changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layOutSideViews()
        _scrollToCaret()
    }

    // MARK: Drawing

    /// Draws the border, the text (or the placeholder) and the clear button.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed, context.bounds.width >= 1, context.bounds.height >= 1 else { return }
        _drawBorder(in: context)
        if _buffer.count == 0, let placeholder, !placeholder.isEmpty {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        } else {
            drawText(in: _isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
        if _showsClearButton(editing: _isEditing) {
            context.draw(
                "×", at: _cellRect(clearButtonRect(forBounds: bounds)).origin, foreground: .secondaryLabel,
                attributes: _lineAttributes)
        }
    }

    /// Draws the visible part of the text in `rect`, the selection reversed.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        _drawVisibleText(in: _cellRect(rect), context: context)
    }

    /// Draws the placeholder, dimmed, in `rect`.
    open func drawPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        let rect = _cellRect(rect)
        guard rect.width >= 1 else { return }
        let line =
            TextLayout.lines(
                for: placeholder ?? "", width: Int(rect.width), maximumLines: 1, lineBreakMode: .byTruncatingTail
            )
            .first ?? ""
        let x = TextLayout.offset(ofLineWidth: line.displayWidth, in: Int(rect.width), alignment: textAlignment)
        context.draw(
            line, at: CGPoint(x: rect.minX + CGFloat(x), y: rect.minY), foreground: .placeholderText,
            attributes: _lineAttributes)
    }

    /// Where the terminal's cursor shows: the insertion point while editing (the moving end
    /// of a selection), `nil` otherwise or when it is scrolled out of the field.
    open var textCursorRect: CGRect? {
        guard _isEditing else { return nil }
        let rect = editingRect(forBounds: bounds)
        let x = _textOrigin(in: rect) + _column(of: _buffer.caret)
        guard x >= 0, x < _columns(rect.width) || rect.width == 0 else { return nil }
        let cell = _cellSize
        return CGRect(x: rect.minX + _points(columns: CGFloat(x)), y: rect.minY, width: cell.width, height: cell.height)
    }

    // MARK: First responder

    /// An enabled field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks the delegate (``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``), then
    /// becomes first responder, taking keyboard focus when it can, and begins editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder {
            if !_isEditing { _beginEditingIfAllowed(asked: false) }
            return true
        }
        guard canBecomeFirstResponder, let window = _window else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        _beginApproved = true
        defer { _beginApproved = false }
        if window._isFocusable(self) { return window._setFocusedView(self, heading: []) && isFirstResponder }
        return super.becomeFirstResponder()
    }

    /// Asks the delegate (``UITextFieldDelegate/textFieldShouldEndEditing(_:)``) while
    /// editing, then resigns and ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if _isEditing, isFirstResponder, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
        return super.resignFirstResponder()
    }

    override func _didBecomeFirstResponder() {
        _beginEditingIfAllowed(asked: _beginApproved)
    }

    override func _didResignFirstResponder() {
        _endEditing(reason: .committed)
    }

    override func _allowsFocusToLeave() -> Bool {
        !_isEditing || (delegate?.textFieldShouldEndEditing(self) ?? true)
    }

    override func _takesKeyBeforeKeyCommands(_ key: UIKey) -> Bool {
        _isEditing && (key._isTextInput || _isEditingKey(key))
    }

    /// Enter and Space type into a field; they do not activate it as they do a button.
    override var _keyboardActivationEvents: [Event] { [] }

    // MARK: Keys, touches, edit actions

    /// Takes the editing keys while editing (see the table above); passes the rest on.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard _isEditing else { return super.pressesBegan(presses, with: event) }
        let rest = _takeEditingPresses(presses)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Keeps the ends of presses the field took from going on.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _pressesNotTaken(presses)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    /// Keeps the cancellations of presses the field took from going on.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _pressesNotTaken(presses)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    /// A click begins editing and places the insertion point; two select a word, three
    /// everything. A click on the clear button empties the field when released on it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first { _touchBegan(touch) }
        super.touchesBegan(touches, with: event)
    }

    /// A drag extends the selection.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if _isEditing, let touch = touches.first { _extendSelection(to: touch) }
        super.touchesMoved(touches, with: event)
    }

    /// Ends a selection drag, or clears the field if the click ended on the clear button.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { _touchEnded(touch) }
        super.touchesEnded(touches, with: event)
    }

    /// Inserts the text, replacing the selection, if the delegate agrees; `"\n"` is Return.
    open func insertText(_ text: String) {
        if _isEditing, text == "\n" || text == "\r" { return _returnPressed() }
        _insertTyped(text)
    }

    /// Deletes the selection, or the character before the insertion point.
    open func deleteBackward() { _deleteBackward() }

    /// Pastes the general pasteboard's text at the insertion point, replacing the selection.
    open override func paste(_ sender: Any?) {
        guard _isEditing, isFirstResponder else { return super.paste(sender) }
        _pasteFromGeneralPasteboard()
    }

    /// Copies the selection to the general pasteboard; a secure field copies nothing.
    open func copy(_ sender: Any?) { _copySelection() }

    /// Copies the selection to the general pasteboard and deletes it; a secure field only
    /// deletes it.
    open func cut(_ sender: Any?) { _cutSelection(sender) }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) { _setSelection(0..<_buffer.count, caretAtEnd: true) }

    // MARK: UITextInput

    /// The selection, or the insertion point when it is empty. Setting it moves them.
    open var selectedTextRange: UITextRange? {
        get { _selectedTextRange }
        set { _selectedTextRange = newValue }
    }

    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The position after the last character.
    open var endOfDocument: UITextPosition { UITextPosition(offset: _buffer.count) }

    /// The position `offset` characters from `position`, or `nil` outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        _buffer.position(from: position, offset: offset)
    }

    /// The number of characters from `from` to `toPosition`.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition._offset - from._offset
    }

    /// The range between two positions, in either order; `nil` if one is outside the text.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        _buffer.textRange(from: fromPosition, to: toPosition)
    }

    /// The text in `range`.
    open func text(in range: UITextRange) -> String? {
        _buffer.text(in: range._range)
    }

    /// Replaces the text in `range` without asking the delegate; while editing it sends
    /// `.editingChanged` as typing does.
    open func replace(_ range: UITextRange, withText text: String) {
        _replaceWithoutAsking(range._range, with: _editableText(text))
    }
}

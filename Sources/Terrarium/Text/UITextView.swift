import Foundation

/// A scrollable, multi-line text region: editable notes, or a read-only document such as
/// a file preview.
///
/// ```swift
/// let preview = UITextView(frame: view.bounds)
/// preview.isEditable = false
/// preview.text = lines.enumerated().map { String(format: "%5d │ %@", $0.offset + 1, $0.element) }
///     .joined(separator: "\n")
/// view.addSubview(preview)
/// ```
///
/// The text wraps at the view's width (less ``textContainerInset`` and a column for the
/// scroll indicator), at spaces where it can; CJK characters and emoji take two cells, a
/// tab four. The
/// wrapped layout is kept per width and patched paragraph by paragraph after an edit, and
/// only the visible rows are drawn, so a read-only text of 10,000 lines scrolls as cheaply
/// as a short one.
///
/// Keys while editing: characters insert, Return inserts a line break, Backspace and Delete
/// delete, Left/Right move by character (Alt or Ctrl: by word), Up/Down by displayed row,
/// Home/End to the row's start and end (Ctrl: the text's), Page Up/Page Down by a screen,
/// Shift with any of them selects; Ctrl-A selects all; cut, copy and paste as in
/// ``UITextField``. The view scrolls to keep the insertion point visible. A read-only view
/// scrolls with the arrows and page keys (as a ``UIScrollView``), and while selectable a
/// drag selects text, a double click a word, and Alt-C or Ctrl-Insert copies.
///
/// - Note: Terrarium: while ``isSelectable``, a mouse drag selects text instead of dragging
///   the content; the wheel and the keyboard scroll. Attributed text, data detectors and
///   text containers beyond ``textContainerInset`` are not available; see ``UITextField``
///   for the keys chosen for copy and paste in a terminal.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UITextInputTraits, UITextCursorProviding,
    UIContentSizeCategoryAdjusting
{
    /// Posted with the view as its object when editing begins.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted with the view as its object after the user changes the text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted with the view as its object when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    var _buffer = _TextBuffer()
    var _layoutCache: _TextViewLayout?
    var _isEditing = false
    var _beginApproved = false
    /// The column Up and Down keep to, set by the last horizontal move.
    var _goalColumn: Int?
    var _editingPresses: Set<UIPress> = []
    var _touchSelects = false
    /// How many times the whole text was wrapped; tests read it.
    package var _layoutBuildCount = 0

    /// Creates a text view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardTextView(coder) }
    }

    /// The text; setting it moves the insertion point to the end and tells no delegate.
    open var text: String! {
        get { _buffer.string }
        set {
            _buffer.setText(newValue ?? "")
            _layoutCache = nil
            _textStorageDidChange()
        }
    }

    /// The font; only its weight and slant show in a terminal.
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

    /// The view shown in place of the on-screen keyboard while the text view is first responder.
    ///
    /// - Note: Kept and read back: a terminal shows no keyboard, so this view is never shown.
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }
    private var _inputView: UIView?

    /// The view shown above the on-screen keyboard while the text view is first responder.
    ///
    /// - Note: Kept and read back: a terminal shows no keyboard, so this view is never shown.
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }
    private var _inputAccessoryView: UIView?

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

    /// How each row sits in the view. `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// Whether the user can edit the text. `true` by default.
    open var isEditable = true {
        didSet {
            if !isEditable, _isEditing { _endEditing() }
        }
    }

    /// Whether the user can select (and copy) the text. `true` by default; an editable
    /// view is always selectable.
    open var isSelectable = true

    /// Space between the view's edges and the text. Zero by default.
    ///
    /// - Note: UIKit's default is 8 points at the top and bottom; Terrarium's is zero, as a
    ///   row is a whole cell.
    open var textContainerInset: UIEdgeInsets = .zero {
        didSet {
            _layoutCache = nil
            _textStorageDidChange()
        }
    }

    /// The selection as a range of UTF-16 units, as UIKit's; setting it selects.
    open var selectedRange: NSRange {
        get { _buffer.nsRange(of: _buffer.selection) }
        set { _setSelection(_buffer.characterRange(utf16: newValue), caretAtEnd: true) }
    }

    /// Whether the view is editing.
    open var isEditing: Bool { _isEditing }

    /// Whether there is any text.
    open var hasText: Bool { _buffer.count > 0 }

    /// Scrolls so that the characters of `range` (UTF-16 units) are visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        let characters = _buffer.characterRange(utf16: range)
        _scrollToShow(characters.lowerBound)
    }

    // MARK: Layout and drawing

    /// Re-wraps the text when the width changed, and updates the content size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _updateLayoutIfNeeded()
    }

    /// A scroll redraws the rows that come into view.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.origin != newValue.origin { setNeedsDisplay() }
            if old.size.width != newValue.size.width { _updateLayoutIfNeeded() }
        }
    }

    /// Draws the visible rows, with the selection reversed.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        _drawVisibleRows(in: rect, context: context)
    }

    /// Where the terminal's cursor shows: the insertion point while editing.
    open var textCursorRect: CGRect? {
        guard _isEditing else { return nil }
        let point = _point(of: _buffer.caret)
        return CGRect(origin: point, size: _cellSize)
    }

    /// An editable view can always take focus; a read-only one when it can scroll.
    open override var canBecomeFocused: Bool { isEditable || super.canBecomeFocused }

    // MARK: First responder

    /// An editable or selectable view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Asks the delegate when editable, then becomes first responder (taking focus when it
    /// can) and begins editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = _window else { return false }
        if isEditable { guard _textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false } }
        _beginApproved = true
        defer { _beginApproved = false }
        if window._isFocusable(self) { return window._setFocusedView(self, heading: []) && isFirstResponder }
        return super.becomeFirstResponder()
    }

    /// Asks the delegate while editing, then resigns and ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if _isEditing, isFirstResponder, !(_textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        return super.resignFirstResponder()
    }

    override func _didBecomeFirstResponder() {
        guard isEditable, !_isEditing else { return }
        if !_beginApproved { guard _textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return } }
        _beginEditing()
    }

    override func _didResignFirstResponder() {
        _endEditing()
    }

    override func _allowsFocusToLeave() -> Bool {
        !_isEditing || (_textViewDelegate?.textViewShouldEndEditing(self) ?? true)
    }

    override func _takesKeyBeforeKeyCommands(_ key: UIKey) -> Bool {
        _isEditing && (key._isTextInput || _isEditingKey(key))
    }

    // MARK: Keys, touches, edit actions

    /// Takes the editing keys while editing, and copy and select-all while selectable;
    /// passes the rest on (a read-only view scrolls for them).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _takeEditingPresses(presses)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Keeps the ends of presses the view took from going on.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _pressesNotTaken(presses)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    /// A click places the insertion point (becoming first responder), two select a word,
    /// three everything; a view that is not selectable drags its content instead.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, _touchBegan(touch) else { return super.touchesBegan(touches, with: event) }
    }

    /// A drag extends the selection.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, _extendSelection(to: touch) else {
            return super.touchesMoved(touches, with: event)
        }
    }

    /// Ends a selection drag.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard _touchSelects else { return super.touchesEnded(touches, with: event) }
        _touchSelects = false
    }

    /// Inserts text at the insertion point, replacing the selection, if the delegate agrees.
    open func insertText(_ text: String) { _insertTyped(text) }

    /// Deletes the selection or the character before the insertion point.
    open func deleteBackward() { _deleteBackward() }

    /// Pastes the general pasteboard's text at the insertion point.
    open override func paste(_ sender: Any?) {
        guard _isEditing, isFirstResponder else { return super.paste(sender) }
        _pasteFromGeneralPasteboard()
    }

    /// Copies the selection to the general pasteboard.
    open func copy(_ sender: Any?) { _copySelection() }

    /// Copies the selection and deletes it.
    open func cut(_ sender: Any?) { _cutSelection(sender) }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) { _setSelection(0..<_buffer.count, caretAtEnd: true) }

    // MARK: UITextInput

    /// The selection, or the insertion point when it is empty.
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

    /// Replaces the text in `range` without asking the delegate.
    open func replace(_ range: UITextRange, withText text: String) {
        _replaceWithoutAsking(range._range, with: text)
    }
}

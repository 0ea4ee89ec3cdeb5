import Foundation

/// A text field styled for searching, with an optional Cancel button.
///
/// ```swift
/// let search = UISearchBar(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
/// search.placeholder = "Filter"
/// search.showsCancelButton = true
/// search.delegate = self
/// ```
///
/// One row: a magnifier, the field (``searchTextField``) and, when shown, Cancel. Clicking
/// the field or reaching it with Tab begins editing; Return calls
/// ``UISearchBarDelegate/searchBarSearchButtonClicked(_:)``; Esc while editing, or clicking
/// Cancel, calls ``UISearchBarDelegate/searchBarCancelButtonClicked(_:)`` (and deactivates
/// the search controller that owns the bar, if any).
///
/// - Note: Terrarium: Esc in the field stands for the Cancel button (a terminal has no
///   on-screen keyboard to dismiss). Scope buttons, bookmarks and the results-list button
///   are not drawn.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The field the user types in.
    public let searchTextField = UISearchTextField(frame: .zero)

    /// The delegate told of editing and of the buttons.
    open weak var delegate: (any UISearchBarDelegate)?

    /// The colour of the bar's background; `nil` for the bar colour.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The bar's style: ``UIBarStyle/default`` unless set.
    ///
    /// - Note: `.black` fills the bar around the field with black where no ``barTintColor``
    ///   is set (see ``UIBarStyle``); the field's well keeps its colour.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }

    /// The look of the bar: ``Style/default`` unless set.
    ///
    /// - Note: Kept and read back: Terrarium draws every style as a field on the bar's row.
    open var searchBarStyle: Style = .default

    /// The images set with ``setImage(_:for:state:)``.
    var _iconImages: [Icon: UIImage] = [:]
    /// The offsets set with ``setPositionAdjustment(_:for:)``.
    var _iconOffsets: [Icon: UIOffset] = [:]

    /// The colour of the Cancel button and the insertion point's border.
    open var tintColor: UIColor! = .tintColor {
        didSet { _cancelButton.tintColor = tintColor }
    }

    let _cancelButton: UIButton
    /// The search controller that owns this bar, if any.
    weak var _searchController: UISearchController?
    let _fieldDelegate = _SearchFieldDelegate()
    var _showsCancelButton = false

    /// Creates a search bar.
    public override init(frame: CGRect) {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Cancel"
        _cancelButton = UIButton(configuration: configuration)
        super.init(frame: frame)
        _setUp()
    }

    /// Creates a search bar from an archive.
    public required init?(coder: NSCoder) {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Cancel"
        _cancelButton = UIButton(configuration: configuration)
        super.init(coder: coder)
        _setUp()
    }

    /// The text in the field; setting it tells no delegate, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The dimmed text shown while the field is empty. "Search" by default.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Whether the Cancel button shows. `false` by default; a search controller shows it
    /// while it is active.
    open var showsCancelButton: Bool {
        get { _showsCancelButton }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != _showsCancelButton else { return }
        _showsCancelButton = showsCancelButton
        _cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
    }

    /// One row as wide as offered.
    /// Whether the search field can become first responder: the bar answers for its field,
    /// as UIKit's does.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Whether the search field is the first responder.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Makes the search field first responder (it begins editing).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in the search field.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.isFirstResponder ? searchTextField.resignFirstResponder() : super.resignFirstResponder()
    }

    /// The width offered, one row tall: a search bar is one line of text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _points(rows: 1))
    }

    /// A width for the placeholder and Cancel, one row.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: _points(rows: 1))
    }

    /// Places the field after the magnifier and Cancel at the right end.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Counted in cells; each frame is set in points.
        let cell = _cellSize
        let width = CGFloat(_columns(bounds.width))
        var fieldEnd = width - 1
        if _showsCancelButton {
            let size = _cancelButton.intrinsicContentSize._scaled(toCells: cell)
            _cancelButton.frame = CGRect(x: width - size.width - 1, y: 0, width: size.width, height: 1)
                ._scaled(fromCells: cell)
            fieldEnd = _cancelButton.frame.minX / cell.width - 1
        }
        searchTextField.frame = CGRect(x: 3, y: 0, width: Swift.max(0, fieldEnd - 3), height: 1)._scaled(fromCells: cell)
        setNeedsDisplay()
    }

    /// Draws the bar's background, the field's well and the magnifier.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed, context.bounds.width >= 1 else { return }
        context.fill(context.bounds, with: barTintColor ?? barStyle._barFill)
        let well = CGRect(x: 1, y: 0, width: Swift.max(0, searchTextField.frame.maxX / _cellSize.width - 1), height: 1)
        context.fill(well, with: .tertiarySystemBackground)
        context.draw("⌕", at: CGPoint(x: 1, y: 0), foreground: .secondaryLabel)
    }

    /// Esc while the field is editing cancels, as the Cancel button does.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if searchTextField.isEditing || _searchController?.isActive == true,
            let press = presses.first(where: { $0.key?.keyCode == .keyboardEscape }),
            press.key?.modifierFlags.subtracting(.alphaShift).isEmpty == true,
            _searchController != nil || _showsCancelButton
        {
            _takenEscape = press
            _cancelPressed()
            let rest = presses.filter { $0 !== press }
            if !rest.isEmpty { super.pressesBegan(rest, with: event) }
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// Keeps the end of an Esc the bar took from going on.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { $0 !== _takenEscape }
        if rest.count != presses.count { _takenEscape = nil }
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    var _takenEscape: UIPress?
}

/// The text field inside a search bar.
///
/// - Note: UIKit's adds tokens; Terrarium's is a plain ``UITextField``.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}

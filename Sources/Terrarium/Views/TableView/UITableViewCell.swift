import Foundation

/// A row of a table view: labels laid out by ``CellStyle``, an accessory at the trailing
/// edge, and a selected and highlighted look.
///
/// Put custom content in ``contentView``. Cells are reused: a table view keeps only the
/// cells of visible rows and hands out cells that scrolled away through
/// ``UITableView/dequeueReusableCell(withIdentifier:for:)``, after ``prepareForReuse()``.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "File", for: indexPath)
/// cell.textLabel?.text = file.name
/// cell.accessoryType = file.isFolder ? .disclosureIndicator : .none
/// ```
///
/// - Note: Terrarium: a row is one cell tall by default. Labels sit one column in from the
///   edges (the layout margins). `.subtitle` puts its detail under the title when the row is
///   at least two rows tall, otherwise after the title on the same row. Accessories are drawn
///   as text: `›` (disclosure indicator), `✓` (checkmark), `(i)` (detail button),
///   `(i) ›` (detail disclosure button). There are no separators between rows and no
///   `imageView` yet.
@preconcurrency @MainActor
open class UITableViewCell: UIView, _ReusableView {
    let _style: CellStyle
    var _reuseIdentifier: String?
    var _isSelected = false
    var _isHighlighted = false
    /// Whether the table view's keyboard cursor is on this cell (shown while it has focus).
    var _hasKeyboardCursor = false {
        didSet { if oldValue != _hasKeyboardCursor { setNeedsDisplay() } }
    }
    /// The table view style the cell is shown in, for its background.
    var _tableStyle: UITableView.Style = .plain
    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    var _contentConfiguration: (any UIContentConfiguration)?
    /// The content view the configuration made, filling ``contentView``.
    var _configurationView: (any UIView & UIContentView)?
    /// What selecting the cell's row by the user also does: a storyboard's selection segue.
    var _selectionTrigger: (@MainActor () -> Void)?
    /// What a tap on the cell's detail button also does: a storyboard's accessory segue.
    var _accessoryTrigger: (@MainActor () -> Void)?

    /// Creates a cell of `style`, reusable under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        _style = style
        _reuseIdentifier = reuseIdentifier
        contentView = _CellContentView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
        addSubview(contentView)
    }

    /// Creates a cell from an archive: a storyboard's style (a custom cell is `.default`),
    /// reuse identifier, accessory and selection style.
    public required init?(coder: NSCoder) {
        _style = (coder.decodeObject(forKey: "style") as? String).flatMap(CellStyle.init(storyboardName:)) ?? .default
        _reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
        contentView = _CellContentView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardCell(coder) }
    }

    /// Creates a `.default` cell for a table view's registration of this class.
    ///
    /// - Note: Terrarium: Swift can make an instance of a registered class only through a
    ///   `required` initializer; this one calls ``init(style:reuseIdentifier:)``, which
    ///   subclasses override as in UIKit. A subclass inherits it unless it declares designated
    ///   initializers without `init(style:reuseIdentifier:)`: then Swift asks the subclass for
    ///   it, and the port command writes one that traps as UIKit does when such a class is
    ///   registered, "Use of unimplemented initializer 'init(style:reuseIdentifier:)'".
    public required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The identifier the table view reuses the cell under.
    open var reuseIdentifier: String? { _reuseIdentifier }

    /// The view to add custom content to; it fills the cell less the accessory.
    public let contentView: UIView

    override var _storyboardContentView: UIView? { contentView }

    /// The main label of the built-in styles, made on first use.
    open var textLabel: UILabel? {
        if let label = _textLabel { return label }
        let label = UILabel(frame: .zero)
        _textLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label: `nil` for `.default` cells, made on first use for the others.
    open var detailTextLabel: UILabel? {
        guard _style != .default else { return nil }
        if let label = _detailTextLabel { return label }
        let label = UILabel(frame: .zero)
        label.textColor = _style == .value2 ? .label : .secondaryLabel
        _detailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// What the cell shows, as a configuration; setting it replaces the built-in labels'
    /// content with the configuration's content view (or updates the one shown).
    ///
    /// ```swift
    /// var content = cell.defaultContentConfiguration()
    /// content.text = "Documents"
    /// content.secondaryText = "12 items"
    /// cell.contentConfiguration = content
    /// ```
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { _contentConfiguration }
        set {
            _contentConfiguration = newValue
            _applyContentConfiguration()
        }
    }

    /// A list configuration in the cell's style (`.subtitle`: ``UIListContentConfiguration/subtitleCell()``,
    /// `.value1` and `.value2`: ``UIListContentConfiguration/valueCell()``, otherwise `cell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch _style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The standard accessory drawn at the trailing edge; `.none` by default.
    open var accessoryType: AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// A view shown at the trailing edge instead of the standard accessory, at its own width.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// How the cell looks when selected; `.default` by default.
    open var selectionStyle: SelectionStyle = .default {
        didSet {
            _updateStateBackgrounds()
            setNeedsDisplay()
        }
    }

    /// How the cell looks when focused; ``FocusStyle/default`` by default.
    ///
    /// - Note: Kept and read back: Terrarium marks the focused row with the table's cursor
    ///   whatever it says.
    open var focusStyle: FocusStyle = .default

    /// Tells the cell its place in a drag of rows changed. Does nothing by default.
    ///
    /// - Note: Never called by Terrarium, whose tables have no drag and drop.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// A view shown behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view behind the content, above ``backgroundView``, shown instead of the selection
    /// colour while the cell is selected or highlighted; `nil` (the selection colour) by default.
    ///
    /// ```swift
    /// let selected = UIView()
    /// selected.backgroundColor = .systemIndigo
    /// cell.selectedBackgroundView = selected   // the selected row is indigo, not grey
    /// ```
    ///
    /// It fills the cell, as in UIKit, and is not shown when ``selectionStyle`` is `.none`.
    open var selectedBackgroundView: UIView? {
        didSet { _replaceStateBackground(oldValue, with: selectedBackgroundView) }
    }

    /// A view shown instead of ``selectedBackgroundView`` behind a selected cell of a table that
    /// allows multiple selection (``UITableView/allowsMultipleSelection``); `nil` (the selected
    /// background) by default.
    open var multipleSelectionBackgroundView: UIView? {
        didSet { _replaceStateBackground(oldValue, with: multipleSelectionBackgroundView) }
    }

    /// How far (in points) content is indented per ``indentationLevel``; one column (8 points
    /// on a standard screen) by default.
    ///
    /// - Note: UIKit's default is 10 points; Terrarium indents by whole columns.
    open var indentationWidth: CGFloat {
        get { _indentationWidth ?? _cellSize.width }
        set {
            _indentationWidth = newValue
            setNeedsLayout()
        }
    }

    /// The indentation set, or `nil` for a column of the screen the cell is on.
    var _indentationWidth: CGFloat?

    /// The content's indentation level; 0 by default.
    open var indentationLevel: Int = 0 {
        didSet { setNeedsLayout() }
    }

    /// How far the separator under this cell is inset from the cell's edges (only the left and
    /// right insets count in UIKit). `.zero` by default.
    ///
    /// ```swift
    /// cell.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// ```
    ///
    /// - Note: Kept and read back: Terrarium's rows are one line each and it draws no
    ///   separators between them (see ``UITableView/separatorStyle``).
    open var separatorInset: UIEdgeInsets = .zero

    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (the mouse is down on it).
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Sets the selected state and redraws the cell's look. Overrides call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != _isSelected else { return }
        _isSelected = selected
        _updateStateBackgrounds()
        setNeedsDisplay()
    }

    /// Sets the highlighted state and redraws the cell's look. Overrides call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != _isHighlighted else { return }
        _isHighlighted = highlighted
        _updateStateBackgrounds()
        setNeedsDisplay()
    }

    /// Readies a cell that scrolled away for another row; called by
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)`` before it returns the cell.
    ///
    /// The default clears the selected and highlighted states. Overrides call `super`.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
        _hasKeyboardCursor = false
    }

    /// Lays out the background, content view, labels and accessory view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutCellContent()
    }

    /// Draws the background for the selected, highlighted or cursor look, and the accessory.
    open override func draw(_ rect: CGRect) {
        _drawCell(in: rect)
    }
}

extension UITableViewCell {
    /// The built-in layouts of a cell's labels.
    public enum CellStyle: Int, Sendable {
        /// A title at the leading edge.
        case `default`
        /// A title, and a detail in secondary colour right-aligned at the trailing edge.
        case value1
        /// A title right-aligned in a narrow leading column in the tint colour, then a detail.
        case value2
        /// A title with a detail under it (after it, in a row one cell tall).
        case subtitle
    }

    /// The standard accessories.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron (`›`): selecting the row shows more.
        case disclosureIndicator
        /// A button with details (`(i) ›`) and a chevron.
        case detailDisclosureButton
        /// A checkmark (`✓`).
        case checkmark
        /// A button with details (`(i)`).
        case detailButton
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No selected look.
        case none
        /// Blue: the tint colour behind the row.
        case blue
        /// Grey behind the row.
        case gray
        /// Grey behind the row.
        case `default`
    }
}

/// A cell's content view: a change inside it (a label's new text) lays the cell out again,
/// since the cell places the labels.
final class _CellContentView: UIView {
    override func setNeedsLayout() {
        super.setNeedsLayout()
        _superview?.setNeedsLayout()
    }
}

extension UITableViewCell {
    func _applyContentConfiguration() {
        guard let configuration = _contentConfiguration else {
            _configurationView?.removeFromSuperview()
            _configurationView = nil
            _textLabel?.isHidden = false
            _detailTextLabel?.isHidden = false
            return
        }
        if let view = _configurationView,
            ObjectIdentifier(type(of: view.configuration)) == ObjectIdentifier(type(of: configuration))
        {
            view.configuration = configuration
        } else {
            _configurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            _configurationView = view
            contentView.addSubview(view)
        }
        _textLabel?.isHidden = true
        _detailTextLabel?.isHidden = true
        setNeedsLayout()
    }
}

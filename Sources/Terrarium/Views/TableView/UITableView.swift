import Foundation

/// A view that shows rows of data in sections, one column, scrolling vertically.
///
/// A data source gives the number of sections and rows and a cell for each row; a delegate
/// sizes rows, supplies header and footer views and hears about selection. Only the rows
/// on screen have cells: cells that scroll away go into a reuse pool, and
/// ``dequeueReusableCell(withIdentifier:for:)`` hands them out again.
///
/// ```swift
/// let tableView = UITableView(frame: view.bounds, style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
/// tableView.dataSource = self
/// tableView.delegate = self
/// view.addSubview(tableView)
/// ```
///
/// Input: the mouse wheel scrolls; a click highlights a row while the button is down and
/// selects it on release (a drag scrolls instead). With keyboard focus (Tab, or a click),
/// Up and Down move a cursor row drawn in the tint colour, Page Up and Page Down move it a
/// page, Home and End to the first and last row, and Return or Space select the cursor's
/// row, in UIKit's order of delegate calls; the cursor's row is kept visible.
///
/// - Note: Terrarium: ``rowHeight`` is one cell by default (UIKit's is self-sizing), section
///   headers and footers with a title are one row (grouped tables add a blank row above each
///   section), and there are no separators. A plain table's headers stick to the top while
///   their section is on screen. The keyboard cursor stands in for UIKit's focused cell;
///   with ``selectionFollowsFocus`` it selects as it moves. `delegate` is the scroll view's
///   property: assign a ``UITableViewDelegate`` to it.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    let _style: Style

    // Data and layout (mechanics in UITableView+Tiling.swift).
    var _geometry: _TableGeometry?
    weak var _tableDelegate: (any UITableViewDelegate)?
    var _headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Nibs registered for headers and footers, by reuse identifier (a class registered for an
    /// identifier replaces its nib, and the other way round).
    var _headerFooterNibs: [String: UINib] = [:]
    /// Registered cell classes and cells waiting for reuse (shared with collection views).
    var _cellPool = _ReusePool<UITableViewCell>()
    var _reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
    var _visibleCells: [IndexPath: UITableViewCell] = [:]
    var _visibleHeaders: [Int: UIView] = [:]
    var _visibleFooters: [Int: UIView] = [:]
    /// Standard header and footer views (titles) waiting for reuse.
    var _standardHeaderFooterPool: [UITableViewHeaderFooterView] = []

    /// The sections and cells of a storyboard's static table, which a
    /// ``UITableViewController`` answers its data source calls with.
    var _staticSections: [_StaticTableSection]?

    // Selection and the keyboard cursor (mechanics in UITableView+Selection.swift).
    var _selectedIndexPaths: Set<IndexPath> = []
    var _cursor: IndexPath?
    /// Translates the table's context menu interaction into row menus from the delegate.
    let _rowMenus = _TableRowMenus()

    /// The row the mouse went down on, highlighted until it is released or drags.
    var _pressedIndexPath: IndexPath?
    var _cursorPresses: Set<UIPress> = []

    // Batches of row and section updates (UITableView+Updates.swift).
    var _batch: _TableUpdates?
    var _batchDepth = 0

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        _style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        if style != .plain { backgroundColor = .systemGroupedBackground }
        // Row context menus come from the delegate through an interaction of the table's
        // own, as in UIKit; the bridge only translates points into rows.
        addInteraction(UIContextMenuInteraction(delegate: _rowMenus))
        _rowMenus.table = self
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table view from an archive: a storyboard's style, row height and (for
    /// grouped styles without a colour of their own) the grouped background.
    public required init?(coder: NSCoder) {
        _style = (coder.decodeObject(forKey: "style") as? String).flatMap(Style.init(storyboardName:)) ?? .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
        if _style != .plain, !coder.containsValue(forKey: "backgroundColor") { backgroundColor = .systemGroupedBackground }
        addInteraction(UIContextMenuInteraction(delegate: _rowMenus))
        _rowMenus.table = self
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardTable(coder) }
    }

    /// The table's look: `.plain`, `.grouped` or `.insetGrouped`.
    open var style: Style { _style }

    /// A storyboard's `dataSource` and `delegate` outlets, as UIKit's key-value coding sets them.
    open override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "dataSource":
            guard let destination = destination as? any UITableViewDataSource else { return false }
            dataSource = destination
        case "delegate":
            guard let destination = destination as? any UITableViewDelegate else { return false }
            delegate = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }

    /// The object that gives the table its rows and cells; held weakly. Setting it reloads.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { _setNeedsReload() }
    }

    /// The scroll view's delegate; a ``UITableViewDelegate`` assigned here also sizes rows
    /// and hears about selection. Setting it reloads.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            _tableDelegate = delegate as? any UITableViewDelegate
            _setNeedsReload()
        }
    }

    /// The value that asks for the default height (rows, headers, footers).
    public static let automaticDimension: CGFloat = -1

    /// The height of rows the delegate does not size; one row of text by default (16 points
    /// on a standard screen).
    ///
    /// - Note: Terrarium: UIKit's default is self-sizing (`automaticDimension`); here it
    ///   is one terminal row, and `automaticDimension` also means one row.
    open var rowHeight: CGFloat {
        get { _rowHeight ?? _cellSize.height }
        set {
            let old = rowHeight
            _rowHeight = newValue
            if newValue != old { _setNeedsReload() }
        }
    }

    /// The row height set, or `nil` for one row of the screen the table is on.
    var _rowHeight: CGFloat?

    /// An estimate of row heights. Kept for compatibility: Terrarium knows every height.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// The height of section headers the delegate does not size; `automaticDimension` (one
    /// row with a title or view, none without; grouped styles add a blank row) by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { _setNeedsReload() } }
    }

    /// The height of section footers the delegate does not size; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { _setNeedsReload() } }
    }

    /// An estimate of header heights. Kept for compatibility.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// An estimate of footer heights. Kept for compatibility.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// A view above the first section, at its frame's height and the table's width.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            _setNeedsReload()
        }
    }

    /// A view below the last section, at its frame's height and the table's width.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            _setNeedsReload()
        }
    }

    /// A view behind the rows that fills the table's visible area and does not scroll; `nil`
    /// by default. Apps show empty and error states here ("No items").
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether lines separate the rows. ``UITableViewCell/SeparatorStyle/singleLine`` by default.
    ///
    /// - Note: Kept and read back: Terrarium draws no separators, so that each row takes one
    ///   line of the terminal (a separator would take a line of its own).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

    /// The colour of the separators. ``UIColor/separator`` by default.
    ///
    /// - Note: Kept and read back: Terrarium draws no separators (see ``separatorStyle``).
    open var separatorColor: UIColor? = .separator

    /// How far separators are inset from the table's edges by default (only the left and right
    /// insets count); a cell's own ``UITableViewCell/separatorInset`` overrides it. `.zero`
    /// by default.
    ///
    /// ```swift
    /// tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// ```
    ///
    /// - Note: Kept and read back: Terrarium draws no separators (see ``separatorStyle``).
    ///   UIKit's default depends on the device's margins (15 or 20 points on the left).
    open var separatorInset: UIEdgeInsets = .zero

    /// Whether the user can select rows; `true` by default.
    open var allowsSelection = true

    /// Whether the user can select several rows, each click toggling one; `false` by default.
    open var allowsMultipleSelection = false

    /// Whether moving the keyboard cursor selects its row; `false` by default.
    open var selectionFollowsFocus = false

    /// Makes every row, header and footer again from the data source, keeping the scroll
    /// position (within the new content). Clears the selection.
    ///
    /// The counts and heights are read at once; cells are made in the next layout pass.
    open func reloadData() {
        _reloadNow()
    }

    // MARK: Updates

    /// Inserts rows (index paths after the update); the data source must already have them.
    ///
    /// Outside a batch this is a batch of its own. Stops with UIKit's "Invalid update"
    /// `NSInternalInconsistencyException` text when the data source's counts disagree.
    /// - Note: Terrarium: with any animation but `.none`, rows that stay on screen slide to
    ///   their places over 0.25 s on the main loop's clock; inserted rows appear in place and
    ///   deleted rows go at once.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _inBatch(animation: animation) { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (index paths before the update); the data source must already lack them.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _inBatch(animation: animation) { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for the cells of rows (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _inBatch(animation: animation) { $0.reloadedRows += indexPaths }
    }

    /// Moves a row; the data source must already have it at its new place.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _inBatch(animation: .automatic) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        _inBatch(animation: animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        _inBatch(animation: animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for the rows and cells of sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        _inBatch(animation: animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Applies the inserts, deletes, reloads and moves `updates` makes as one change, then
    /// calls `completion` with `true` when the rows have reached their places.
    ///
    /// ```swift
    /// files.remove(at: 3)
    /// files.insert(newFile, at: 0)
    /// tableView.performBatchUpdates({
    ///     tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    ///     tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    /// })
    /// ```
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _beginBatch()
        updates?()
        if let completion { _batch?.completions.append(completion) }
        _endBatch()
    }

    /// Opens a batch of updates, applied at the matching ``endUpdates()``; batches nest.
    open func beginUpdates() {
        _beginBatch()
    }

    /// Closes a batch opened by ``beginUpdates()``, applying it when it is the outermost.
    open func endUpdates() {
        _endBatch()
    }

    /// Registers a class whose instances ``dequeueReusableCell(withIdentifier:for:)`` makes
    /// for `identifier`, replacing a storyboard prototype cell of that identifier; `nil`
    /// removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass {
            guard let cellType = cellClass as? UITableViewCell.Type else {
                _terminate(
                    uncaughtException: "NSInvalidArgumentException",
                    reason: "must pass a class of kind UITableViewCell")
            }
            _cellPool.register(cellType, for: identifier)
        } else {
            _cellPool.register(nil, for: identifier)
        }
    }

    /// Registers a nib whose cell ``dequeueReusableCell(withIdentifier:for:)`` makes for
    /// `identifier`, replacing a class or storyboard prototype of that identifier; `nil`
    /// removes the registration.
    ///
    /// ```swift
    /// tableView.register(UINib(nibName: "PostCell", bundle: .module), forCellReuseIdentifier: "Post")
    /// ```
    ///
    /// Each dequeue that finds no cell to reuse instantiates the nib (owner `nil`): a new cell
    /// through `init?(coder:)`, its content view's subviews and constraints, its outlets and
    /// actions, then `awakeFromNib()`. The cell is reused under `identifier`.
    ///
    /// - Note: Stops with UIKit's messages, when a cell is first made, if the nib's top-level
    ///   objects are not exactly one ``UITableViewCell``, or if the cell's reuse identifier in
    ///   the nib is another one.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            _cellPool.register(nil, for: identifier)
            return
        }
        _cellPool.registerPrototype(for: identifier) { Self._cell(from: nib, identifier: identifier) }
    }

    /// Registers a header or footer view class for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        _headerFooterNibs[identifier] = nil
        if let aClass {
            guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
                _terminate(
                    uncaughtException: "NSInvalidArgumentException",
                    reason: "must pass a class of kind UITableViewHeaderFooterView")
            }
            _headerFooterClasses[identifier] = viewType
        } else {
            _headerFooterClasses[identifier] = nil
        }
    }

    /// A cell for `identifier` from the reuse pool (after its `prepareForReuse()`), or a new
    /// one of the registered class, or a new one built from the storyboard's prototype cell
    /// of that identifier (see ``UIStoryboard``). Call it from `tableView(_:cellForRowAt:)`.
    ///
    /// Stops with UIKit's `NSInternalInconsistencyException` text when nothing is registered
    /// for `identifier`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = _cellPool.dequeue(identifier) else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// A cell for `identifier` from the reuse pool or a new one of the registered class, or
    /// `nil` when there is neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        _cellPool.dequeue(identifier)
    }

    /// Registers a nib whose view ``dequeueReusableHeaderFooterView(withIdentifier:)`` makes
    /// for `identifier`, replacing a class registered for it; `nil` removes the registration.
    ///
    /// The nib's one top-level object is a ``UITableViewHeaderFooterView`` (in Xcode, a view
    /// whose custom class is one); each dequeue that finds none to reuse instantiates the nib.
    ///
    /// - Note: Stops, when a view is first made, if the nib's top-level objects are not
    ///   exactly one ``UITableViewHeaderFooterView``, with a message in the form of UIKit's
    ///   for cells.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        _headerFooterClasses[identifier] = nil
        _headerFooterNibs[identifier] = nib
    }

    /// A header or footer view for `identifier` from the reuse pool, or a new one of the
    /// registered class or from the registered nib, or `nil`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = _reusableHeaderFooterViews[identifier], let view = pool.popLast() {
            _reusableHeaderFooterViews[identifier] = pool
            view.prepareForReuse()
            return view
        }
        if let nib = _headerFooterNibs[identifier] { return Self._headerFooterView(from: nib, identifier: identifier) }
        return _headerFooterClasses[identifier].map { $0.init(_registeredWithReuseIdentifier: identifier) }
    }

    /// Lays out the visible rows: cells for rows that came into view, reuse for those that
    /// left, sticky headers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // The bounds' origin is the content offset: the background stays put as rows scroll.
        _tile()
        if let backgroundView {
            backgroundView.frame = bounds
            // Tiling puts cells anywhere in the subview list; the background stays behind them.
            if subviews.first !== backgroundView { sendSubviewToBack(backgroundView) }
        }
    }

    /// Shift-F10 opens the menu of the keyboard cursor's row, below it.
    override var _contextMenuKeyboardRect: CGRect {
        guard let cursor = _cursor else { return super._contextMenuKeyboardRect }
        return rectForRow(at: cursor)
    }

    /// Whether Tab can reach the table: while it has rows and scrolling is enabled, so that
    /// keyboard users can move through it.
    open override var canBecomeFocused: Bool {
        isScrollEnabled && (_geometryIfLoaded?.firstRow != nil)
    }

    /// Shows or hides the keyboard cursor as the table gains or loses focus.
    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        _focusDidChange()
    }

    /// Moves the keyboard cursor (Up, Down, Page Up, Page Down, Home, End) and selects its
    /// row (Return, Space); other presses go to the scroll view.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let remaining = presses.filter { !_handleCursorPress($0) }
        if !remaining.isEmpty { super.pressesBegan(remaining, with: event) }
    }

    /// Keeps the release of presses the table handled from going on up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let remaining = _pressesNotTaken(presses)
        if !remaining.isEmpty { super.pressesEnded(remaining, with: event) }
    }

    /// Highlights the row under the mouse.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        _pressBegan(touches)
    }

    /// A drag takes the highlight away.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if isDragging { _clearPressedItem() }
    }

    /// Selects the highlighted row when the mouse is released on it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _pressEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    /// Takes the highlight away.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _clearPressedItem()
        super.touchesCancelled(touches, with: event)
    }
}

extension UITableView {
    /// The looks of a table view.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, headers that stick to the top while their section shows.
        case plain
        /// Sections apart on a grouped background, headers in secondary colour.
        case grouped
        /// As `.grouped`, with rows inset from the edges on a raised background.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row.
        case none
        /// At the top of the visible area.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// Animations for inserted, deleted and reloaded rows.
    ///
    /// - Note: Terrarium: every animation but `.none` slides the rows that move into place
    ///   over 0.25 s on the main loop's clock; cells do not fade.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// Slide from or to the right.
        case right
        /// Slide from or to the left.
        case left
        /// Slide from or to the top.
        case top
        /// Slide from or to the bottom.
        case bottom
        /// No animation.
        case none
        /// Keep the row centred.
        case middle
        /// A suitable animation.
        case automatic = 100
    }
}

extension UITableViewCell {
    /// The separators between rows. Kept for compatibility: Terrarium draws none.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A line between rows.
        case singleLine
        /// An etched line.
        case singleLineEtched
    }
}

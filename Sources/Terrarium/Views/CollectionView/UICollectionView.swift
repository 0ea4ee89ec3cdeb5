import Foundation

/// A view that shows items in a layout of its layout object's choosing, scrolling: with
/// ``UICollectionViewFlowLayout``, a grid that wraps into rows (or columns, scrolling
/// sideways).
///
/// A data source gives the number of sections and items and a cell per item; a delegate
/// hears about selection and display, and, adopting ``UICollectionViewDelegateFlowLayout``,
/// sizes items for a flow layout. Only the items on screen have cells: cells that scroll
/// away go into a reuse pool, and ``dequeueReusableCell(withReuseIdentifier:for:)`` hands
/// them out again.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 12, height: 3)
/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// collectionView.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
/// collectionView.dataSource = self
/// collectionView.delegate = self
/// view.addSubview(collectionView)
/// ```
///
/// A tab pager is a horizontal flow layout of full-size items, no line spacing, and
/// ``UIScrollView/isPagingEnabled``.
///
/// Input: the mouse wheel scrolls (a vertical wheel scrolls a horizontal layout sideways);
/// a click highlights an item while the button is down and selects it on release (a drag
/// scrolls instead). With keyboard focus (Tab, or a click), the arrow keys move a cursor
/// through the grid to the nearest item in that direction (Left and Right go on to the
/// previous and next item in order at a line's end), Home and End to the first and last
/// item, and Return or Space select the cursor's item; the cursor's item is kept visible.
///
/// - Note: Terrarium: frames are whole cells (a layout's fractional frames are rounded
///   down). Updates (`insertItems`, `deleteItems`, `reloadItems`, `moveItem`, sections,
///   ``performBatchUpdates(_:completion:)``) apply at once, without animation; the completion
///   runs in the main loop's next turn. `delegate` is the scroll view's property: assign a
///   ``UICollectionViewDelegate`` to it. The keyboard cursor stands in for UIKit's focused
///   cell; with ``selectionFollowsFocus`` it selects as it moves.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    var _layout: UICollectionViewLayout
    weak var _collectionDelegate: (any UICollectionViewDelegate)?

    // Data and tiling (mechanics in UICollectionView+Tiling.swift).
    /// The item count of each section, as the data source last said; `nil` until read.
    var _itemCounts: [Int]?
    var _cellPool = _ReusePool<UICollectionViewCell>()
    var _supplementaryPools: [String: _ReusePool<UICollectionReusableView>] = [:]
    var _visibleCells: [IndexPath: UICollectionViewCell] = [:]
    var _visibleSupplementaryViews: [_SupplementaryKey: UICollectionReusableView] = [:]
    /// The size the layout was last prepared at.
    var _layoutSize: CGSize?

    // Selection and the keyboard cursor (mechanics in UICollectionView+Selection.swift).
    var _selectedIndexPaths: Set<IndexPath> = []
    var _cursor: IndexPath?
    var _pressedIndexPath: IndexPath?
    var _cursorPresses: Set<UIPress> = []

    // Batches of updates (UICollectionView+Updates.swift).
    var _batch: _TableUpdates?
    var _batchDepth = 0

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(frame: frame)
        layout._collectionView = self
    }

    /// Creates a collection view from an archive, with a flow layout: a storyboard's item
    /// size, spacings, section insets and scroll direction.
    public required init?(coder: NSCoder) {
        _layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        _layout._collectionView = self
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardCollection(coder) }
    }

    /// The layout that places the items. Setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        get { _layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout.
    ///
    /// - Note: Terrarium does not animate the change.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== _layout else { return }
        if _layout._collectionView === self { _layout._collectionView = nil }
        _layout = layout
        layout._collectionView = self
        layout.invalidateLayout()
    }

    /// A storyboard's `dataSource` and `delegate` outlets, as UIKit's key-value coding sets them.
    open override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "dataSource":
            guard let destination = destination as? any UICollectionViewDataSource else { return false }
            dataSource = destination
        case "delegate":
            guard let destination = destination as? any UICollectionViewDelegate else { return false }
            delegate = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }

    /// The object that gives the collection view its items and cells; held weakly. Setting
    /// it reloads.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { _setNeedsReload() }
    }

    /// The scroll view's delegate; a ``UICollectionViewDelegate`` assigned here also hears
    /// about selection and display (and sizes a flow layout's items). Setting it lays out again.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            _collectionDelegate = delegate as? any UICollectionViewDelegate
            _setNeedsReload()
        }
    }

    /// A view behind the items that fills the visible area and does not scroll; `nil` by default.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether the user can select items; `true` by default.
    open var allowsSelection = true
    /// How quickly items move aside while an item is dragged over them:
    /// ``ReorderingCadence/immediate`` by default.
    ///
    /// - Note: Kept and read back: Terrarium's collection views have no drag to reorder.
    open var reorderingCadence: ReorderingCadence = .immediate

    /// Whether the user can select several items, each click toggling one; `false` by default.
    open var allowsMultipleSelection = false

    /// Whether moving the keyboard cursor selects its item; `false` by default.
    open var selectionFollowsFocus = false

    /// Whether cells are prepared ahead of scrolling; `true` by default.
    ///
    /// - Note: Terrarium keeps it for compatibility: cells are made when they come into view.
    open var isPrefetchingEnabled = true

    /// Reads the counts again and makes every visible cell again from the data source,
    /// keeping the scroll position. Clears the selection.
    open func reloadData() {
        _recycleAll()
        _selectedIndexPaths.removeAll()
        _itemCounts = nil
        _layout._needsPrepare = true
        setNeedsLayout()
    }

    // MARK: Registration and reuse

    /// Registers a cell class whose instances ``dequeueReusableCell(withReuseIdentifier:for:)``
    /// makes for `identifier`, replacing a storyboard prototype cell of that identifier; `nil`
    /// removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            _cellPool.register(nil, for: identifier)
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            _terminate(
                uncaughtException: "NSInvalidArgumentException",
                reason: "must pass a class of kind UICollectionViewCell")
        }
        _cellPool.register(cellType, for: identifier)
    }

    /// Registers a nib whose cell ``dequeueReusableCell(withReuseIdentifier:for:)`` makes for
    /// `identifier`, replacing a class or storyboard prototype of that identifier; `nil`
    /// removes the registration.
    ///
    /// ```swift
    /// collectionView.register(UINib(nibName: "TagCell", bundle: .module), forCellWithReuseIdentifier: "Tag")
    /// ```
    ///
    /// Each dequeue that finds no cell to reuse instantiates the nib (owner `nil`): a new cell
    /// through `init?(coder:)`, its content view's subviews and constraints, its outlets and
    /// actions, then `awakeFromNib()`. The cell is reused under `identifier`.
    ///
    /// - Note: Stops with UIKit's messages, when a cell is first made, if the nib's top-level
    ///   objects are not exactly one ``UICollectionViewCell``, or if the cell's reuse
    ///   identifier in the nib is another one.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else {
            _cellPool.register(nil, for: identifier)
            return
        }
        _cellPool.registerPrototype(for: identifier) {
            Self._reusableView(from: nib, identifier: identifier, as: UICollectionViewCell.self)
        }
    }

    /// Registers a supplementary view class of `elementKind` (``elementKindSectionHeader`` or
    /// ``elementKindSectionFooter``) for `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        guard let viewClass else {
            _supplementaryPools[elementKind, default: _ReusePool()].register(nil, for: identifier)
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            _terminate(
                uncaughtException: "NSInvalidArgumentException",
                reason: "must pass a class of kind UICollectionReusableView")
        }
        _supplementaryPools[elementKind, default: _ReusePool()].register(viewType, for: identifier)
    }

    /// Registers a nib whose view of `elementKind` (``elementKindSectionHeader`` or
    /// ``elementKindSectionFooter``)
    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` makes for
    /// `identifier`; `nil` removes the registration.
    ///
    /// The nib's one top-level object is a ``UICollectionReusableView`` (Xcode's Collection
    /// Reusable View); each dequeue that finds none to reuse instantiates the nib.
    ///
    /// - Note: Stops with UIKit's messages, when a view is first made, if the nib's top-level
    ///   objects are not exactly one ``UICollectionReusableView``, or if its reuse identifier
    ///   in the nib is another one.
    open func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        guard let nib else {
            _supplementaryPools[kind, default: _ReusePool()].register(nil, for: identifier)
            return
        }
        _supplementaryPools[kind, default: _ReusePool()].registerPrototype(for: identifier) {
            Self._reusableView(from: nib, identifier: identifier, as: UICollectionReusableView.self)
        }
    }

    /// A cell for `identifier` from the reuse pool (after its `prepareForReuse()`), or a new
    /// one of the registered class, or a new one built from the storyboard's prototype cell
    /// of that identifier. Call it from `collectionView(_:cellForItemAt:)`.
    ///
    /// Stops with UIKit's `NSInternalInconsistencyException` text when nothing is registered
    /// for `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cell = _cellPool.dequeue(identifier) else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) "
                    + "- must register a nib or a class for the identifier or connect a prototype cell in a "
                    + "storyboard")
        }
        return cell
    }

    /// A supplementary view of `elementKind` for `identifier` from its reuse pool, or a new
    /// one of the registered class. Stops with UIKit's text when nothing is registered.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = _supplementaryPools[elementKind]?.dequeue(identifier) else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return view
    }

    // MARK: Updates

    /// Inserts items (index paths after the update); the data source must already have them.
    open func insertItems(at indexPaths: [IndexPath]) {
        _inBatch { $0.insertedRows += indexPaths }
    }

    /// Deletes items (index paths before the update); the data source must already lack them.
    open func deleteItems(at indexPaths: [IndexPath]) {
        _inBatch { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for the cells of items (index paths before the update).
    open func reloadItems(at indexPaths: [IndexPath]) {
        _inBatch { $0.reloadedRows += indexPaths }
    }

    /// Moves an item; the data source must already have it at its new place.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _inBatch { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    open func insertSections(_ sections: IndexSet) {
        _inBatch { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet) {
        _inBatch { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for the items and cells of sections.
    open func reloadSections(_ sections: IndexSet) {
        _inBatch { $0.reloadedSections.formUnion(sections) }
    }

    /// Applies the inserts, deletes, reloads and moves `updates` makes as one change, then
    /// calls `completion` with `true`.
    ///
    /// ```swift
    /// tags.remove(at: 3)
    /// collectionView.performBatchUpdates({
    ///     collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
    /// })
    /// ```
    /// - Note: Terrarium applies the change at once, without animation; `completion` runs in
    ///   the main loop's next turn.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _beginBatch()
        updates?()
        if let completion { _batch?.completions.append(completion) }
        _endBatch()
    }

    // MARK: Layout

    /// Lays out the visible items: prepares the layout if it was invalidated, makes cells for
    /// items that came into view and reuses those that left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _tile()
        if let backgroundView {
            backgroundView.frame = bounds
            if subviews.first !== backgroundView { sendSubviewToBack(backgroundView) }
        }
    }

    /// Asks the layout where a drag released at `proposed` should settle.
    override func _targetContentOffset(afterDrag proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        _layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: Input

    /// Whether Tab can reach the collection view: while it has items and scrolling is enabled.
    open override var canBecomeFocused: Bool {
        isScrollEnabled && _firstItem != nil
    }

    /// Shows or hides the keyboard cursor as the collection view gains or loses focus.
    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        _focusDidChange()
    }

    /// Moves the keyboard cursor (arrows, Home, End) and selects its item (Return, Space);
    /// other presses go to the scroll view.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let remaining = presses.filter { !_handleCursorPress($0) }
        if !remaining.isEmpty { super.pressesBegan(remaining, with: event) }
    }

    /// Keeps the release of presses the collection view handled from going on up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let remaining = _pressesNotTaken(presses)
        if !remaining.isEmpty { super.pressesEnded(remaining, with: event) }
    }

    /// Scrolls; a vertical wheel scrolls a collection view that scrolls only sideways.
    ///
    /// - Note: Terrarium: terminal mice have one wheel, so a horizontal layout takes its turns.
    open override func scrollWheel(with event: UIScrollEvent) {
        guard event.deltaX == 0, event.deltaY != 0, !_canScrollVertically, _canScrollHorizontally,
            let window = event.window
        else { return super.scrollWheel(with: event) }
        let sideways = UIScrollEvent(
            timestamp: event.timestamp, window: window, location: event.location(in: nil), deltaX: event.deltaY,
            deltaY: 0, modifierFlags: event.modifierFlags)
        super.scrollWheel(with: sideways)
    }

    /// Highlights the item under the mouse.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        _pressBegan(touches)
    }

    /// A drag takes the highlight away.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if isDragging { _clearPressedItem() }
    }

    /// Selects the highlighted item when the mouse is released on it.
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

extension UICollectionView {
    /// Where ``scrollToItem(at:at:animated:)`` and ``selectItem(at:animated:scrollPosition:)``
    /// put the item; combine one vertical and one horizontal position. Empty: no scrolling.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a position from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// At the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}

/// A supplementary view's place among the visible ones: its kind and index path.
struct _SupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
}

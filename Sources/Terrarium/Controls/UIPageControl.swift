import Foundation

/// A control that shows a row of dots, one per page, the current page's filled.
///
/// ```swift
/// let dots = UIPageControl()
/// dots.numberOfPages = 3
/// dots.addAction(UIAction { _ in
///     pager.scrollTo(page: dots.currentPage)
/// }, for: .valueChanged)
/// ```
///
/// In a terminal the dots are one cell each, centred in the control's bounds on its middle
/// row: `●○○` for the first of three pages. The current dot takes
/// ``currentPageIndicatorTintColor`` (the label colour by default), the others
/// ``pageIndicatorTintColor`` (the tertiary label colour by default). ``direction`` lays the
/// dots out right to left, or in a column (top to bottom or bottom to top) centred in the
/// bounds; an indicator image (``preferredIndicatorImage``, ``setIndicatorImage(_:forPage:)``)
/// one cell wide is drawn in place of a dot, in the same colours.
///
/// Mouse: as in UIKit, a click beyond the current dot, in the direction the pages go, moves
/// to the next page and one before it to the previous page; with
/// ``allowsContinuousInteraction`` (the default), dragging along the dots moves to the page
/// under the pointer. Keys, while focused (Tab reaches it): the arrows along the dots move
/// to the dot that way (Right is the next page left to right, the previous one right to
/// left); the arrows across them move to the next page (Right, Down) or the previous one
/// (Left, Up). Each change by the user sends ``UIControl/Event/valueChanged``; setting
/// ``currentPage`` in code sends nothing.
///
/// - Note: One point is one cell: a dot is a cell, with no gap between dots, and the
///   intrinsic size is the number of pages × 1 cell (1 × the number of pages in a column;
///   UIKit's dots are 7 points apart on a 26-point high bar). Indicator images are drawn as
///   their glyph when it is one cell wide (a symbol image), else as the dot; background styles
///   are not drawn.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    var _numberOfPages = 0
    var _currentPage = 0
    /// The page whose dot was under the pointer when the current touch began.
    var _pageUnderTouchDown: Int?
    /// Whether the current touch moved to another dot (a drag along the dots).
    var _didScrub = false

    /// Creates a page control with no pages, with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of pages, and of dots. 0 by default; negative values count as 0.
    open var numberOfPages: Int {
        get { _numberOfPages }
        set {
            let count = Swift.max(0, newValue)
            guard count != _numberOfPages else { return }
            _numberOfPages = count
            _currentPage = Swift.min(_currentPage, Swift.max(0, count - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current page, its dot filled; kept in `0..<numberOfPages`. 0 by default.
    open var currentPage: Int {
        get { _currentPage }
        set {
            let page = Swift.min(Swift.max(0, newValue), Swift.max(0, _numberOfPages - 1))
            guard page != _currentPage else { return }
            _currentPage = page
            setNeedsDisplay()
        }
    }

    /// Whether the control draws nothing when there is only one page. `false` by default.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the dots of the other pages; `nil` (the default) is the tertiary label colour.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            _appearanceDidSet(\UIPageControl.pageIndicatorTintColor)
        }
    }

    /// The colour of the current page's dot; `nil` (the default) is the label colour.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            _appearanceDidSet(\UIPageControl.currentPageIndicatorTintColor)
        }
    }

    /// Whether dragging along the dots moves through the pages. `true` by default.
    open var allowsContinuousInteraction = true

    /// The way the dots are laid out; ``Direction-swift.enum/natural`` by default, left to right
    /// unless the control's layout direction is right to left.
    ///
    /// ```swift
    /// let pages = UIPageControl()
    /// pages.numberOfPages = 4
    /// pages.direction = .topToBottom   // a column of dots, the first page at the top
    /// ```
    open var direction: Direction = .natural {
        didSet {
            guard direction != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The image drawn for every page's indicator, unless a page has its own; `nil` (the
    /// default) draws dots.
    ///
    /// - Note: Drawn as its glyph, tinted as the dots are, when that is one cell wide (a
    ///   symbol such as `UIImage(systemName: "star")`); otherwise the page's dot is drawn.
    open var preferredIndicatorImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// The image drawn for the current page's indicator, unless the page has its own; `nil`
    /// (the default) draws the page's indicator image, in the current page's colour.
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    var _indicatorImages: [Int: UIImage] = [:]
    var _currentPageIndicatorImages: [Int: UIImage] = [:]

    /// The indicator image of `page`: its own, else ``preferredIndicatorImage``.
    ///
    /// - Parameter page: The page's index.
    open func indicatorImage(forPage page: Int) -> UIImage? {
        _indicatorImages[page] ?? preferredIndicatorImage
    }

    /// Gives `page` an indicator image of its own, or with `nil` takes it away.
    ///
    /// ```swift
    /// pages.setIndicatorImage(UIImage(systemName: "magnifyingglass"), forPage: 0)   // ⌕○○
    /// ```
    ///
    /// - Parameters:
    ///   - image: The image, or `nil` for ``preferredIndicatorImage``.
    ///   - page: The page's index.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        _indicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The image drawn for `page`'s indicator while it is the current page: its own, else
    /// ``preferredCurrentPageIndicatorImage``.
    ///
    /// - Parameter page: The page's index.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        _currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
    }

    /// Gives `page` an image of its own for while it is the current page, or with `nil`
    /// takes it away.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil` for ``preferredCurrentPageIndicatorImage``.
    ///   - page: The page's index.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        _currentPageIndicatorImages[page] = image
        setNeedsDisplay()
    }

    /// Whether the dot of a page changed by the user waits for ``updateCurrentPageDisplay()``
    /// before it moves. `false` by default.
    @available(*, deprecated, message: "Use currentPage with valueChanged actions instead.")
    open var defersCurrentPageDisplay: Bool {
        get { _defersCurrentPageDisplay }
        set { _defersCurrentPageDisplay = newValue }
    }

    var _defersCurrentPageDisplay = false
    /// The page whose dot is drawn filled: ``currentPage``, unless the display is deferred.
    var _displayedPage: Int?

    /// Moves the filled dot to ``currentPage`` when ``defersCurrentPageDisplay`` held it back.
    public func updateCurrentPageDisplay() {
        _displayedPage = nil
        setNeedsDisplay()
    }

    /// The size the dots of `pageCount` pages take: `pageCount` × 1 cells, or 1 × `pageCount`
    /// when ``direction`` lays them out in a column.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(Swift.max(0, pageCount))
        return _points(_isVertical ? CGSize(width: 1, height: count) : CGSize(width: count, height: 1))
    }

    /// ``size(forNumberOfPages:)`` for ``numberOfPages``.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: _numberOfPages) }

    /// ``intrinsicContentSize``, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the dots.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        _drawDots(in: context)
    }

    // MARK: Events

    /// Notes the page under the pointer when the touch begins.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _pageUnderTouchDown = _page(at: touch.location(in: self))
        _didScrub = false
        return _numberOfPages > 1
    }

    /// Once the pointer leaves the dot it went down on, dragging along the dots moves to the
    /// page under the pointer.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard allowsContinuousInteraction, let page = _page(at: touch.location(in: self)) else { return true }
        if _didScrub || page != _pageUnderTouchDown {
            _didScrub = true
            _userSetPage(page)
        }
        return true
    }

    /// A click (not a drag) beyond the current dot in the direction the pages go moves to the
    /// next page, one before it to the previous one.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { _didScrub = false }
        guard !_didScrub, let touch else { return }
        guard point(inside: touch.location(in: self), with: event) else { return }
        let location = _cellPoint(touch.location(in: self))
        let frame = _dotsFrame
        let offset = _isVertical ? location.y - frame.minY : location.x - frame.minX
        let current = CGFloat(_slot(ofPage: _currentPage))
        if offset >= current + 1 {
            _userSetPage(_currentPage + (_isReversed ? -1 : 1))
        } else if offset < current {
            _userSetPage(_currentPage + (_isReversed ? 1 : -1))
        }
    }

    /// Arrow keys move a page (see the type's documentation).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _takeKeys(presses) { key in
            guard _numberOfPages > 1 else { return false }
            // Along the dots an arrow moves the way it points; across them, Right and Down go on.
            let step = _isReversed ? -1 : 1
            switch (key.keyCode, _isVertical) {
            case (.keyboardRightArrow, false), (.keyboardDownArrow, true): _userSetPage(_currentPage + step)
            case (.keyboardLeftArrow, false), (.keyboardUpArrow, true): _userSetPage(_currentPage - step)
            case (.keyboardDownArrow, false), (.keyboardRightArrow, true): _userSetPage(_currentPage + 1)
            case (.keyboardUpArrow, false), (.keyboardLeftArrow, true): _userSetPage(_currentPage - 1)
            default: return false
            }
            return true
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Enter and Space do nothing on a page control.
    override var _keyboardActivationEvents: [Event] { [] }

    /// `.adjustable`, plus the control's state traits.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { _controlAccessibilityTraits.union(.adjustable) }

    /// `"page 2 of 3"`.
    override var _defaultAccessibilityValue: String? {
        _numberOfPages == 0 ? nil : "page \(_currentPage + 1) of \(_numberOfPages)"
    }

    // MARK: Mechanics

    /// Whether nothing is drawn: no pages, or one with ``hidesForSinglePage``.
    var _hidesDots: Bool { _numberOfPages == 0 || (hidesForSinglePage && _numberOfPages == 1) }

    /// The direction the dots go in: ``direction`` with `.natural` resolved by the control's
    /// layout direction.
    var _resolvedDirection: Direction {
        guard direction == .natural else { return direction }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether the dots are in a column.
    var _isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// Whether the first page's dot is at the end (right or bottom) rather than the start.
    var _isReversed: Bool {
        let resolved = _resolvedDirection
        return resolved == .rightToLeft || resolved == .bottomToTop
    }

    /// Where `page`'s dot is among the dots, counted from the left or top.
    func _slot(ofPage page: Int) -> Int { _isReversed ? _numberOfPages - 1 - page : page }

    /// Where the dots are, in cells (the cell-addressed drawing coordinates): centred in the
    /// bounds, on the middle row (in the middle column when they go up or down).
    var _dotsFrame: CGRect {
        let count = CGFloat(_numberOfPages)
        let origin = _cellRect(bounds).origin
        let columns = CGFloat(_columns(bounds.width)), rows = CGFloat(_rows(bounds.height))
        if _isVertical {
            let x = origin.x + ((columns - 1) / 2).rounded(.down)
            let y = origin.y + ((rows - count) / 2).rounded(.down)
            return CGRect(x: x, y: y, width: 1, height: count)
        }
        let x = origin.x + ((columns - count) / 2).rounded(.down)
        let y = origin.y + ((rows - 1) / 2).rounded(.down)
        return CGRect(x: x, y: y, width: count, height: 1)
    }

    /// The page whose dot is at `point`'s column (row, for a column of dots), clamped to the
    /// first and last pages.
    func _page(at point: CGPoint) -> Int? {
        guard _numberOfPages > 0 else { return nil }
        let cell = _cellPoint(point)
        let offset = _isVertical ? cell.y - _dotsFrame.minY : cell.x - _dotsFrame.minX
        let slot = Swift.min(Swift.max(0, Int(offset.rounded(.down))), _numberOfPages - 1)
        return _slot(ofPage: slot)  // the mapping is its own inverse
    }

    /// A change by the user: moves to `page` (clamped) and sends `.valueChanged` if it moved.
    func _userSetPage(_ page: Int) {
        let old = _currentPage
        if _defersCurrentPageDisplay && _displayedPage == nil { _displayedPage = old }
        currentPage = page
        if _currentPage != old { sendActions(for: .valueChanged) }
    }

    func _drawDots(in context: CanvasContext) {
        guard !_hidesDots, context.bounds.width > 0, context.bounds.height > 0 else { return }
        let frame = _dotsFrame
        let filled = _displayedPage ?? _currentPage
        for page in 0..<_numberOfPages {
            let isCurrent = page == filled
            let color =
                isCurrent ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
            var attributes: TextAttributes = []
            if isFocused && isCurrent { attributes.insert(.reverse) }
            if !isEnabled { attributes.insert(.dim) }
            let slot = CGFloat(_slot(ofPage: page))
            let at =
                _isVertical
                ? CGPoint(x: frame.minX, y: frame.minY + slot) : CGPoint(x: frame.minX + slot, y: frame.minY)
            context.draw(
                _indicator(forPage: page, isCurrent: isCurrent), at: at, foreground: color, attributes: attributes)
        }
    }

    /// What is drawn for `page`: its image's glyph when one cell wide, else a dot.
    private func _indicator(forPage page: Int, isCurrent: Bool) -> String {
        let own = indicatorImage(forPage: page)
        let image = isCurrent ? (currentPageIndicatorImage(forPage: page) ?? own) : own
        if let glyph = image?.glyph, glyph.displayWidth == 1 { return glyph }
        return isCurrent ? "●" : "○"
    }
}

extension UIPageControl {
    /// The ways a page control lays out its dots.
    public enum Direction: Int, Sendable {
        /// Left to right, or right to left where the layout direction is right to left.
        case natural = 0
        /// From left to right: the first page's dot on the left.
        case leftToRight = 1
        /// From right to left: the first page's dot on the right.
        case rightToLeft = 2
        /// From top to bottom, in a column: the first page's dot at the top.
        case topToBottom = 3
        /// From bottom to top, in a column: the first page's dot at the bottom.
        case bottomToTop = 4
    }
}

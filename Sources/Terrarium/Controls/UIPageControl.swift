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
/// ``pageIndicatorTintColor`` (the tertiary label colour by default).
///
/// Mouse: as in UIKit, a click to the right of the current dot moves to the next page and
/// one to its left to the previous page; with ``allowsContinuousInteraction`` (the
/// default), dragging along the dots moves to the page under the pointer. Keys, while
/// focused (Tab reaches it): Right and Down move to the next page, Left and Up to the
/// previous one. Each change by the user sends ``UIControl/Event/valueChanged``; setting
/// ``currentPage`` in code sends nothing.
///
/// - Note: One point is one cell: a dot is a cell, with no gap between dots, and the
///   intrinsic size is the number of pages × 1 (UIKit's dots are 7 points apart on a 26-point
///   high bar). Custom indicator images and background styles are not drawn.
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

    /// The size the dots of `pageCount` pages take: `pageCount` × 1 cells.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        _points(CGSize(width: CGFloat(Swift.max(0, pageCount)), height: 1))
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

    /// A click (not a drag) to the right of the current dot moves to the next page, to its
    /// left to the previous one.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { _didScrub = false }
        guard !_didScrub, let touch else { return }
        let x = touch.location(in: self).x / _cellSize.width
        let frame = _dotsFrame
        guard point(inside: touch.location(in: self), with: event) else { return }
        let currentX = frame.minX + CGFloat(_currentPage)
        if x >= currentX + 1 {
            _userSetPage(_currentPage + 1)
        } else if x < currentX {
            _userSetPage(_currentPage - 1)
        }
    }

    /// Arrow keys move a page (see the type's documentation).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _takeKeys(presses) { key in
            guard _numberOfPages > 1 else { return false }
            switch key.keyCode {
            case .keyboardRightArrow, .keyboardDownArrow: _userSetPage(_currentPage + 1)
            case .keyboardLeftArrow, .keyboardUpArrow: _userSetPage(_currentPage - 1)
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

    /// Where the dots are, in cells (the cell-addressed drawing coordinates): centred in the
    /// bounds, on the middle row.
    var _dotsFrame: CGRect {
        let width = CGFloat(_numberOfPages)
        let origin = _cellRect(bounds).origin
        let x = origin.x + ((CGFloat(_columns(bounds.width)) - width) / 2).rounded(.down)
        let y = origin.y + CGFloat((_rows(bounds.height) - 1) / 2)
        return CGRect(x: x, y: y, width: width, height: 1)
    }

    /// The page whose dot is at `point`'s column, clamped to the first and last pages.
    func _page(at point: CGPoint) -> Int? {
        guard _numberOfPages > 0 else { return nil }
        let column = Int((point.x / _cellSize.width - _dotsFrame.minX).rounded(.down))
        return Swift.min(Swift.max(0, column), _numberOfPages - 1)
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
            context.draw(
                isCurrent ? "●" : "○", at: CGPoint(x: frame.minX + CGFloat(page), y: frame.minY),
                foreground: color, attributes: attributes)
        }
    }
}

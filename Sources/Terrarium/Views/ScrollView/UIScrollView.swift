import Foundation

/// A view that shows a part of content larger than itself, and scrolls it by mouse wheel,
/// mouse drag, keyboard and code.
///
/// The content is the scroll view's subviews, laid out in a coordinate space of
/// ``contentSize``; ``contentOffset`` is the content point shown at the scroll view's
/// top-left corner, and is the scroll view's `bounds.origin`, as in UIKit.
///
/// ```swift
/// let scrollView = UIScrollView(frame: view.bounds)
/// scrollView.contentSize = CGSize(width: 40, height: 200)
/// scrollView.addSubview(longText)
/// scrollView.delegate = self
/// view.addSubview(scrollView)
/// scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
/// ```
///
/// Input, once ``isScrollEnabled``: the mouse wheel scrolls three rows (or columns) a notch;
/// dragging the content with the mouse moves it with the pointer (through
/// ``panGestureRecognizer``, so other recognizers can wait for it); dragging a scroll
/// indicator's thumb scrolls in proportion, and clicking its track pages. Up, Down, Left and
/// Right scroll a row or column, Page Up and Page Down a page less one row, Home and End to
/// the top and bottom, when the presses reach the scroll view through the responder chain
/// (it is focusable with Tab while its content overflows). Input never scrolls past the
/// content: a terminal does not bounce.
///
/// - Note: Terrarium: one point is one cell, so offsets are whole cells when input sets
///   them. The scroll indicators are drawn in the last column (vertical) and last row
///   (horizontal) over the content, and are shown whenever the content overflows on that
///   axis, not only while scrolling: a terminal user has no other cue that there is more.
///   ``flashScrollIndicators()`` therefore does nothing. There is no zooming. A drag let go
///   at speed decelerates at ``decelerationRate`` (see there for the slowest release that
///   does). ``contentLayoutGuide`` follows ``contentSize`` rather than setting it.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Stored state (mechanics in UIScrollView+*.swift)

    var _contentSize: CGSize = .zero {
        willSet { if _keyValueObservers != nil { _valueWillChange("contentSize", from: _contentSize, to: newValue) } }
        didSet { if _keyValueObservers != nil { _valueDidChange("contentSize", from: oldValue, to: _contentSize) } }
    }
    var _contentInset: UIEdgeInsets = .zero
    var _adjustedContentInset: UIEdgeInsets = .zero
    var _contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The running `setContentOffset(_:animated:)` animation, if any.
    var _scrollAnimation: _ScrollAnimation?
    /// The content's movement after a drag was let go, if any.
    var _deceleration: _Deceleration?
    /// What the mouse is doing with the scroll view between touch down and up.
    var _touchTracking: _TouchTracking?
    /// Presses whose `pressesBegan` scrolled, so their release does not go on up the chain.
    var _scrollPresses: Set<UIPress> = []
    /// The size at the last layout, to see that the view changed size.
    var _lastLaidOutSize: CGSize = .zero
    var _contentLayoutGuide: UILayoutGuide?
    var _frameLayoutGuide: UILayoutGuide?
    /// The recognizer behind ``panGestureRecognizer``.
    let _panRecognizer = _ScrollViewPanGestureRecognizer()
    /// The content offset when the current pan began.
    var _panStartOffset: CGPoint = .zero
    /// Whether the pan is dragging the content, from its beginning until the delegate heard
    /// that the drag ended.
    var _isPanDragging = false

    /// Creates a scroll view with the given frame. It clips its content to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        _installPanRecognizer()
    }

    /// Creates a scroll view from an archive: Terrarium decodes nothing and starts with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        _installPanRecognizer()
    }

    /// Adds the content and frame layout guides to the guides a storyboard may name.
    override func _storyboardLayoutGuide(key: String) -> UILayoutGuide? {
        switch key {
        case "contentLayoutGuide": contentLayoutGuide
        case "frameLayoutGuide": frameLayoutGuide
        default: super._storyboardLayoutGuide(key: key)
        }
    }

    /// A storyboard's `delegate` outlet, as UIKit's key-value coding sets it.
    open override func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "delegate" else { return super.connectOutlet(named: name, to: destination) }
        guard let destination = destination as? any UIScrollViewDelegate else { return false }
        delegate = destination
        return true
    }

    /// The recognizer for drags of the content, added to the scroll view, with the scroll
    /// view as its delegate. Make another recognizer wait for it (`require(toFail:)`), or it
    /// for another; subclasses veto it by overriding ``gestureRecognizerShouldBegin(_:)``.
    ///
    /// ```swift
    /// // A swipe on the page wins only when the scroll view does not take the drag.
    /// swipe.require(toFail: scrollView.panGestureRecognizer)
    /// ```
    ///
    /// As in UIKit, its delegate must stay the scroll view: setting another stops the process
    /// with UIKit's message. It is disabled while ``isScrollEnabled`` is `false`.
    ///
    /// - Note: Dragging a scroll indicator's thumb or clicking its track (a Terrarium addition)
    ///   is not a pan: the scroll view follows those touches itself, and its pan does not begin
    ///   for them. Neither does it begin when there is nothing to scroll (the content fits and
    ///   neither `alwaysBounce` property is set), so an enclosing scroll view's pan can take
    ///   the drag. A drag that starts on a view in the content scrolls (the view gets
    ///   `touchesCancelled`) when ``canCancelContentTouches`` is set and
    ///   ``touchesShouldCancel(in:)`` agrees; see ``delaysContentTouches`` for buttons. A
    ///   control that keeps its drags (a slider) keeps them from the pan too.
    open var panGestureRecognizer: UIPanGestureRecognizer { _panRecognizer }

    /// A guide for the content's rectangle: its origin is the content's origin and its size
    /// is ``contentSize``. Constrain subviews to it to place them in the content.
    ///
    /// ```swift
    /// label.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 2).isActive = true
    /// ```
    /// As in UIKit, constraints that size the content decide ``contentSize``: pin the content's
    /// four edges to the guide (or to the scroll view's own edges, which to the views inside
    /// mean the content's) and give it a size, and the layout pass sets ``contentSize``. A
    /// content size no constraint decides keeps the value code set.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = _contentLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, identifier: "UIScrollViewContentLayoutGuide")
        guide._owningView = self
        _contentLayoutGuide = guide
        return guide
    }

    /// A guide for the visible rectangle, in content coordinates: it moves with
    /// ``contentOffset`` and has the scroll view's size. Constrain views to it to keep them in
    /// view while the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = _frameLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, identifier: "UIScrollViewFrameLayoutGuide")
        guide._owningView = self
        _frameLayoutGuide = guide
        return guide
    }

    /// The object told about scrolling and dragging; held weakly.
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Content geometry

    /// The size of the content, in points (cells). Zero by default.
    ///
    /// Input scrolls within it (plus the ``adjustedContentInset``); setting it does not move
    /// the content.
    open var contentSize: CGSize {
        get { _contentSize }
        set {
            guard newValue != _contentSize else { return }
            _contentSize = newValue
            _scrollGuidesDidChange()
            _updateAdjustedContentInset()
            _keepOffsetWithinContent()
            _setNeedsComposite()
        }
    }

    /// The content point shown at the scroll view's top-left corner: the scroll view's
    /// `bounds.origin`. Setting it scrolls at once (stopping an animated scroll) and tells
    /// the delegate `scrollViewDidScroll(_:)`.
    ///
    /// Code may set any offset, as in UIKit; input is kept within the content. When the
    /// content shrinks or the view changes size so that the offset is past the content's end,
    /// the offset comes back to the end, unless the user is dragging or an animated scroll runs.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            _stopScrollAnimation()
            _scroll(to: newValue)
        }
    }

    /// The scroll view's bounds; a change of origin is a scroll (``contentOffset``) and tells
    /// the delegate `scrollViewDidScroll(_:)`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if newValue.size != old.size { _updateAdjustedContentInset() }
            if newValue.origin != old.origin { _didScroll() }
        }
    }

    /// Extra space around the content, inside which input can also scroll. Zero by default.
    ///
    /// ```swift
    /// scrollView.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
    /// ```
    open var contentInset: UIEdgeInsets {
        get { _contentInset }
        set {
            guard newValue != _contentInset else { return }
            _contentInset = newValue
            _updateAdjustedContentInset()
        }
    }

    /// The insets the scroll view really uses: ``contentInset`` plus the safe-area insets
    /// that ``contentInsetAdjustmentBehavior`` adds.
    open var adjustedContentInset: UIEdgeInsets { _adjustedContentInset }

    /// How the safe area adds to ``adjustedContentInset``; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { _contentInsetAdjustmentBehavior }
        set {
            guard newValue != _contentInsetAdjustmentBehavior else { return }
            _contentInsetAdjustmentBehavior = newValue
            _updateAdjustedContentInset()
        }
    }

    /// Tells the scroll view that its ``adjustedContentInset`` changed. The default tells the
    /// delegate `scrollViewDidChangeAdjustedContentInset(_:)`; overrides call `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Brings the adjusted content inset up to date with the safe area.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        _updateAdjustedContentInset()
    }

    /// Lays out the content; the adjusted content inset is brought up to date first, and,
    /// when the view changed size, an offset past the content's end comes back to it.
    /// To the views inside it, a scroll view's edges are its content's.
    override var _edgesGuideForDescendants: UILayoutGuide? { contentLayoutGuide }

    /// Scrolling moves what is constrained across the scroll view.
    override var _boundsOriginIsLayoutInput: Bool { true }

    open override func layoutSubviews() {
        _updateAdjustedContentInset()
        if bounds.size != _lastLaidOutSize {
            _lastLaidOutSize = bounds.size
            _scrollGuidesDidChange()
            _keepOffsetWithinContent()
        }
        super.layoutSubviews()
    }

    // MARK: Scrolling

    /// Scrolls so that `contentOffset` is at the top-left corner, at once or animated.
    ///
    /// An animated scroll runs on the main loop's clock (0.3 s, ease in and out), tells the
    /// delegate `scrollViewDidScroll(_:)` at each frame and
    /// `scrollViewDidEndScrollingAnimation(_:)` when it arrives. Setting ``contentOffset``,
    /// input or another call stops it where it is; a stopped animation does not report an end.
    ///
    /// - Note: Terrarium: the frames are 1/30 s apart, and positions are rounded to whole cells.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        _stopScrollAnimation()
        if animated, UIView.areAnimationsEnabled, contentOffset != self.contentOffset {
            _startScrollAnimation(to: contentOffset)
        } else {
            _scroll(to: contentOffset)
        }
    }

    /// Scrolls the least needed to show `rect` (in content coordinates), within the content.
    ///
    /// Does nothing if the rectangle is already visible. A rectangle larger than the view is
    /// aligned by its top-left corner.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let target = _offsetShowing(rect)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Whether the user can scroll with the mouse and keyboard; `true` by default. Code can
    /// always scroll.
    open var isScrollEnabled = true {
        didSet {
            if !isScrollEnabled { _touchTracking = nil }
            // As UIKit does: disabling scrolling disables the pan recognizer.
            _panRecognizer.isEnabled = isScrollEnabled
        }
    }

    /// Whether the scroll view bounces past the content's edge.
    ///
    /// - Note: Terrarium never bounces; the property is kept for compatibility.
    open var bounces = true

    /// Whether the scroll view takes vertical drags even when the content is not taller than
    /// the view. `false` by default.
    ///
    /// - Note: Terrarium does not bounce, so this only decides whether the vertical axis
    ///   counts as scrollable for `.scrollableAxes` inset adjustment.
    open var alwaysBounceVertical = false {
        didSet { _updateAdjustedContentInset() }
    }

    /// Whether the scroll view takes horizontal drags even when the content is not wider than
    /// the view. See ``alwaysBounceVertical``.
    open var alwaysBounceHorizontal = false {
        didSet { _updateAdjustedContentInset() }
    }

    /// Whether input scrolls by whole pages (multiples of the view's size); `false` by default.
    ///
    /// A wheel notch or an arrow key moves to the next or previous page; a drag released
    /// settles on the nearest page, or the next one after a flick. The common tab pager is a
    /// horizontal collection view of full-size cells with paging on.
    ///
    /// - Note: Terrarium: the page is reached at once, without UIKit's deceleration.
    open var isPagingEnabled = false

    /// Where a drag released at `proposed` settles (not paging); `proposed` here. A
    /// collection view asks its layout.
    func _targetContentOffset(afterDrag proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Whether the content scrolls on one axis at a time. Kept for compatibility: input in
    /// a terminal always scrolls along one axis.
    open var isDirectionalLockEnabled = false

    /// Whether the scroll-to-top gesture scrolls the content to its top; `true` by default.
    ///
    /// - Note: iOS's gesture is a tap on the status bar, which a terminal has not; Terrarium's
    ///   is the Home key in a scroll view that scrolls vertically. With `false`, Home does
    ///   nothing there (the press goes on up the responder chain). See
    ///   ``UIScrollViewDelegate/scrollViewShouldScrollToTop(_:)``.
    open var scrollsToTop = true

    /// Whether the mouse is down on the scroll view (on its content or an indicator).
    open var isTracking: Bool { _touchTracking != nil || _isPanDragging }

    /// Whether the user is dragging the content or an indicator's thumb: from the drag's
    /// first move until after `scrollViewDidEndDragging(_:willDecelerate:)`.
    open var isDragging: Bool { (_touchTracking?.isDragging ?? false) || _isPanDragging }

    /// Whether the content is moving after the user let go of a drag: from
    /// `scrollViewWillBeginDecelerating(_:)` until just before `scrollViewDidEndDecelerating(_:)`.
    open var isDecelerating: Bool { _deceleration != nil }

    /// How quickly the content slows down after the user lets go of a drag; ``DecelerationRate/normal``
    /// by default.
    ///
    /// A drag let go at a velocity *v* (points per millisecond, as
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports it) comes to
    /// rest at UIKit's projection, `offset + v * rate / (1 - rate)`, kept within the content;
    /// that is the target the delegate gets, and may change. The content then moves there on
    /// the main loop's clock, covering the same fraction of what remains each millisecond,
    /// and the delegate hears `scrollViewDidEndDragging(_:willDecelerate: true)`,
    /// `scrollViewWillBeginDecelerating(_:)`, `scrollViewDidScroll(_:)` at each frame and
    /// `scrollViewDidEndDecelerating(_:)`, as in UIKit. A touch, the wheel, a key or code
    /// that scrolls stops it where it is, without `scrollViewDidEndDecelerating(_:)`.
    ///
    /// ```swift
    /// scrollView.decelerationRate = .fast
    /// ```
    ///
    /// - Note: Terrarium: the target is rounded to whole cells and the frames are 1/30 s
    ///   apart. A release slower than 30 cells a second (0.03 points per millisecond) does not
    ///   set the content moving (the delegate's target is the current offset): a terminal
    ///   reports the mouse a cell at a time, so a slow drag meant to place the content would
    ///   otherwise carry it rows further. Paging (``isPagingEnabled``) moves to the page the
    ///   same way.
    open var decelerationRate: DecelerationRate = .normal

    /// How dragging the content dismisses the keyboard: ``KeyboardDismissMode/none`` by default.
    ///
    /// With ``KeyboardDismissMode/onDrag``, a drag of the content (by the mouse, or by
    /// ``panGestureRecognizer``) ends the editing of the text field or view that is first
    /// responder, which resigns as the drag begins; the mouse wheel does not.
    ///
    /// - Note: The interactive modes do nothing: a terminal's keyboard takes no room on the
    ///   screen for a drag to reach.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: Indicators

    /// Whether the vertical scroll indicator is shown while the content is taller than the
    /// view; `true` by default.
    open var showsVerticalScrollIndicator = true {
        didSet { _setNeedsComposite() }
    }

    /// Whether the horizontal scroll indicator is shown while the content is wider than the
    /// view; `true` by default.
    open var showsHorizontalScrollIndicator = true {
        didSet { _setNeedsComposite() }
    }

    /// The colours of the scroll indicators.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { _setNeedsComposite() }
    }

    /// Insets of the vertical indicator's track from the view's edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { _setNeedsComposite() }
    }

    /// Insets of the horizontal indicator's track from the view's edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { _setNeedsComposite() }
    }

    /// Both indicators' insets: reads the vertical one's, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether the indicators keep clear of the safe area; `true` by default.
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { _setNeedsComposite() }
    }

    /// Shows the scroll indicators for a moment.
    ///
    /// - Note: Does nothing in Terrarium: indicators are always shown while content overflows.
    open func flashScrollIndicators() {}

    // MARK: Focus and input

    /// Whether Tab can reach the scroll view: while scrolling is enabled and its content
    /// overflows, so that keyboard users can scroll it.
    ///
    /// - Note: Terrarium: UIKit's scroll views are not focusable on iOS; a terminal has no
    ///   other way to scroll content with the keyboard when nothing inside it takes focus.
    open override var canBecomeFocused: Bool {
        isScrollEnabled && _overflows
    }

    /// Scrolls for Up, Down, Left, Right, Page Up, Page Down, Home and End (without modifiers
    /// other than Shift) when the content can scroll on that key's axis; passes other presses
    /// to the next responder.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let remaining = presses.filter { !_scroll(for: $0) }
        if !remaining.isEmpty { super.pressesBegan(remaining, with: event) }
    }

    /// Keeps the release of presses that scrolled from going on up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let remaining = presses.filter { _scrollPresses.remove($0) == nil }
        if !remaining.isEmpty { super.pressesEnded(remaining, with: event) }
    }

    /// Scrolls three rows (or columns) a notch, within the content; a turn that cannot scroll
    /// further (or a scroll view with scrolling disabled) passes the event to the next
    /// responder, so an enclosing scroll view scrolls.
    open override func scrollWheel(with event: UIScrollEvent) {
        if !_scrollWheel(event) { super.scrollWheel(with: event) }
    }

    /// Starts following the mouse: on an indicator's thumb to drag it, on its track to page,
    /// elsewhere to drag the content.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_trackingTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    /// Drags the content or the thumb with the mouse.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_trackingTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    /// Ends a drag.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_trackingTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    // MARK: Touches in the content (mechanics in UIScrollView+ContentTouches.swift)

    /// Whether the scroll view waits to see whether a touch is a drag before its content
    /// sees it; `true` by default.
    ///
    /// In UIKit, a content view gets a touch only after a short delay (about 150 ms) without
    /// movement, so a quick drag that starts on a button scrolls and the button never sees it;
    /// with `false`, the button gets the touch at once and keeps it
    /// (``touchesShouldCancel(in:)`` answers `false` for controls).
    ///
    /// ```swift
    /// scrollView.delaysContentTouches = false   // buttons highlight at once, and keep drags
    /// ```
    ///
    /// - Note: Terrarium does not delay touches: a terminal reports the first move a whole
    ///   cell away, so every drag counts as quick, and the content gets `touchesBegan` at once
    ///   (a control highlights). What this property keeps is UIKit's outcome: while it is
    ///   `true`, ``touchesShouldCancel(in:)`` answers `true` for controls too, so a drag that
    ///   starts on a button scrolls and the button gets `touchesCancelled` (and sends
    ///   `.touchCancel`, never `.touchUpInside`); while it is `false`, the button keeps the drag.
    open var delaysContentTouches = true

    /// Whether a drag may take a touch from the content view it began in; `true` by default.
    ///
    /// When `true`, a drag that starts on a content view scrolls if
    /// ``touchesShouldCancel(in:)`` returns `true` for that view, and the view gets
    /// `touchesCancelled(_:with:)`. When `false`, a drag that starts on a content view stays
    /// with it and does not scroll; drags on the scroll view itself (on empty content) still do.
    ///
    /// ```swift
    /// scrollView.canCancelContentTouches = false   // a drawing canvas inside keeps its strokes
    /// ```
    open var canCancelContentTouches = true

    /// Whether the content view `view` gets the touches that begin in it; `true` by default.
    /// Override it to keep touches from some views: the scroll view takes them instead (a
    /// drag there scrolls).
    ///
    /// ```swift
    /// override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    ///     !(view is DecorationView)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - touches: The touches about to begin (one: a mouse button).
    ///   - event: The event they belong to.
    ///   - view: The content view under them (found by hit testing).
    ///
    /// - Note: Terrarium asks the scroll view nearest the view, as the touch goes down (UIKit
    ///   asks as it delivers the delayed touch).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag that starts on the content view `view` may scroll, cancelling the view's
    /// touches; asked when the drag begins, if ``canCancelContentTouches`` is `true`.
    ///
    /// UIKit's default answers `true` unless `view` is a ``UIControl``. Override it to let
    /// drags on buttons scroll, or to keep drags on some views:
    ///
    /// ```swift
    /// override func touchesShouldCancel(in view: UIView) -> Bool {
    ///     view is UIButton ? true : super.touchesShouldCancel(in: view)
    /// }
    /// ```
    ///
    /// - Parameter view: The content view the touch began in.
    /// - Returns: `true` to scroll and cancel the view's touch; `false` to leave the touch to it.
    ///
    /// - Note: Terrarium's default also answers `true` for a control while
    ///   ``delaysContentTouches`` is `true`: UIKit would not have given a quickly dragged
    ///   control the touch at all, and every drag in a terminal is quick (see there).
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl) || delaysContentTouches
    }

    // MARK: Gesture recognizer delegate (of the pan)

    /// Whether a gesture recognizer may begin over the scroll view. For its own
    /// ``panGestureRecognizer``: only if scrolling is enabled, there is something to scroll,
    /// the press is not on a scroll indicator, and a content view the press began in lets
    /// it go (``canCancelContentTouches``, ``touchesShouldCancel(in:)``). Subclasses override this to veto the pan,
    /// as in UIKit, where the scroll view is its pan's delegate.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === _panRecognizer {
            guard isScrollEnabled, _canDragContent else { return false }
            if let kind = _touchTracking?.kind, case .content = kind {} else if _touchTracking != nil { return false }
            guard _contentTouchesAllowPan() else { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether the pan recognizes together with `otherGestureRecognizer`. `false`, as UIKit's
    /// default; subclasses override it.
    open func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// Whether the pan waits for `otherGestureRecognizer` to fail. `false`; subclasses override it.
    open func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for the pan to fail. `false`; subclasses override it.
    open func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// Whether the pan receives `touch`. `true`; subclasses override it.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    /// Draws the scroll indicators over the content.
    override func _renderOverlay(into canvas: inout Canvas, rect: CGRect, clip: CGRect) {
        _renderScrollIndicators(into: &canvas, rect: rect, clip: clip)
    }

    /// Ends a drag.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_trackingTouchesEnded(touches) { super.touchesCancelled(touches, with: event) }
    }
}

extension UIScrollView {
    /// How the safe area adds to a scroll view's ``UIScrollView/adjustedContentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.scrollableAxes`, except that the vertical insets always include the safe area when
        /// the scroll view is the view of a controller inside a navigation or tab bar controller.
        case automatic
        /// Only on axes that scroll (content larger than the view, or `alwaysBounce…` set).
        case scrollableAxes
        /// Never: the adjusted inset is ``UIScrollView/contentInset``.
        case never
        /// Always, on all edges.
        case always
    }

    /// The colours of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Suits the background: Terrarium's dark default draws light indicators.
        case `default`
        /// Dark indicators, for light backgrounds.
        case black
        /// Light indicators, for dark backgrounds.
        case white
    }
}

import Foundation

/// A horizontal control of segments, each a button, of which one is selected.
///
/// ```swift
/// let sort = UISegmentedControl(items: ["Name", "Size", "Date"])
/// sort.selectedSegmentIndex = 0
/// sort.addAction(UIAction { action in
///     resort(by: (action.sender as! UISegmentedControl).selectedSegmentIndex)
/// }, for: .valueChanged)
/// ```
///
/// A click on an enabled segment selects it; with focus (Tab reaches the control), Left
/// and Right select the previous or next enabled segment (skipping disabled ones, stopping
/// at the ends). Each change by the user sends ``UIControl/Event/valueChanged`` then
/// ``UIControl/Event/primaryActionTriggered``; setting ``selectedSegmentIndex`` in code sends
/// nothing. A momentary control (``isMomentary``) selects a segment only while the event is
/// sent, then returns to ``noSegment``; with the keyboard, Left and Right move a highlight
/// and Space or Enter chooses the highlighted segment.
///
/// In a terminal, segments are drawn on one row, each title with a space either side, with
/// `│` between them:
///
/// ```
///  Name │ Size │ Date
/// ```
/// The whole control sits on a grey fill; the selected segment is bold on
/// ``selectedSegmentTintColor`` (a lighter grey by default). Focused, the selected (or
/// highlighted) segment is drawn in reverse video. Disabled segments are dim.
///
/// - Note: One point is one cell. Segments are equally wide (UIKit's default), the widest
///   title plus two; ``apportionsSegmentWidthsByContent`` makes each as wide as its own
///   title plus two. The intrinsic size is their sum plus one per separator, by one row.
///   Segment images are drawn as their glyph.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment: Int = -1

    struct _Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var action: UIAction?
        /// A width set with `setWidth(_:forSegmentAt:)`; 0 sizes the segment automatically.
        var width: CGFloat = 0
    }

    var _segments: [_Segment] = []
    var _selectedIndex = UISegmentedControl.noSegment
    /// The segment Left and Right moved to in a momentary control, or the last one clicked.
    var _keyboardIndex: Int?

    /// Creates an empty segmented control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a segmented control from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardSegments(coder) }
    }

    /// Creates a control with a segment per item, sized to fit. Nothing is selected.
    ///
    /// - Parameter items: titles (`String`) or images (``UIImage``); other values are skipped.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                _segments.append(_Segment(title: title))
            } else if let image = item as? UIImage {
                _segments.append(_Segment(image: image))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with a segment per action: its title and image shown, its handler
    /// run when the segment is chosen (after `.valueChanged`). Nothing is selected.
    ///
    /// ```swift
    /// let view = UISegmentedControl(frame: .zero, actions: [
    ///     UIAction(title: "List") { _ in showList() },
    ///     UIAction(title: "Grid") { _ in showGrid() },
    /// ])
    /// ```
    /// - Parameters:
    ///   - frame: the control's frame; a zero size is replaced by the intrinsic size.
    ///   - actions: the segments' actions.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        _segments = actions.map { _Segment(title: $0.title, image: $0.image, action: $0) }
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { _segments.count }

    /// The selected segment's index, or ``noSegment``. Setting it sends no event.
    ///
    /// - Note: Terrarium ignores an index that is neither ``noSegment`` nor a segment's
    ///   (UIKit leaves this undocumented).
    open var selectedSegmentIndex: Int {
        get { _selectedIndex }
        set {
            guard newValue == Self.noSegment || _segments.indices.contains(newValue) else { return }
            guard newValue != _selectedIndex else { return }
            _selectedIndex = newValue
            setNeedsDisplay()
        }
    }

    /// Whether segments stay selected when chosen (`false`, the default) or only while the
    /// event is sent (`true`).
    open var isMomentary = false

    /// Whether each segment is as wide as its content (`true`) or all are as wide as the
    /// widest (`false`, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { _segmentsDidChange() }
    }

    /// The fill behind the selected segment; `nil` for a light grey.
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Inserts a titled segment at `segment` (clamped to `0...numberOfSegments`).
    ///
    /// - Parameters:
    ///   - title: the segment's title.
    ///   - segment: where to insert it.
    ///   - animated: ignored: segments appear at once.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _insert(_Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to `0...numberOfSegments`).
    ///
    /// - Parameters:
    ///   - image: the segment's image, drawn as its glyph.
    ///   - segment: where to insert it.
    ///   - animated: ignored: segments appear at once.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _insert(_Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment` (clamped to `0...numberOfSegments`).
    ///
    /// - Parameters:
    ///   - action: the segment's action: its title and image are shown, its handler runs
    ///     when the segment is chosen.
    ///   - segment: where to insert it.
    ///   - animated: ignored: segments appear at once.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        _insert(_Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removes the segment at `segment`; does nothing for an index out of range. The
    /// selection follows its segment (``noSegment`` if it was removed).
    ///
    /// - Parameters:
    ///   - segment: the segment's index.
    ///   - animated: ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard _segments.indices.contains(segment) else { return }
        _segments.remove(at: segment)
        if _selectedIndex == segment {
            _selectedIndex = Self.noSegment
        } else if _selectedIndex > segment {
            _selectedIndex -= 1
        }
        _keyboardIndex = nil
        _segmentsDidChange()
    }

    /// Removes every segment; nothing is selected afterwards.
    open func removeAllSegments() {
        _segments.removeAll()
        _selectedIndex = Self.noSegment
        _keyboardIndex = nil
        _segmentsDidChange()
    }

    /// Sets the title of the segment at `segment` (its image is removed, as in UIKit).
    ///
    /// - Parameters:
    ///   - title: the new title.
    ///   - segment: the segment's index; out of range does nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].title = title
        _segments[segment].image = nil
        _segmentsDidChange()
    }

    /// The title of the segment at `segment`, or `nil`.
    open func titleForSegment(at segment: Int) -> String? {
        _segments.indices.contains(segment) ? _segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (its title is removed, as in UIKit).
    ///
    /// - Parameters:
    ///   - image: the new image, drawn as its glyph.
    ///   - segment: the segment's index; out of range does nothing.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].image = image
        _segments[segment].title = nil
        _segmentsDidChange()
    }

    /// The image of the segment at `segment`, or `nil`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        _segments.indices.contains(segment) ? _segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment`: a disabled segment is dim and cannot
    /// be chosen by click or key.
    ///
    /// - Parameters:
    ///   - enabled: whether the segment can be chosen.
    ///   - segment: the segment's index; out of range does nothing.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether the segment at `segment` is enabled; `false` out of range.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        _segments.indices.contains(segment) ? _segments[segment].isEnabled : false
    }

    /// Fixes the width of the segment at `segment`, in cells; 0 (the default) sizes it
    /// automatically.
    ///
    /// - Parameters:
    ///   - width: the width in cells, or 0.
    ///   - segment: the segment's index; out of range does nothing.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].width = Swift.max(0, width.rounded(.down))
        _segmentsDidChange()
    }

    /// The width set for the segment at `segment`, or 0 when it is sized automatically.
    open func widthForSegment(at segment: Int) -> CGFloat {
        _segments.indices.contains(segment) ? _segments[segment].width : 0
    }

    /// The action of the segment at `segment`, if it was made from one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        _segments.indices.contains(segment) ? _segments[segment].action : nil
    }

    // MARK: Size and drawing

    /// The segments' widths plus one column per separator, by one row.
    open override var intrinsicContentSize: CGSize {
        _points(CGSize(width: _naturalWidths.reduce(0, +) + Swift.max(0, _segments.count - 1), height: 1))
    }

    /// The intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the segments; see the type's documentation.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        _drawSegments(in: context)
    }

    // MARK: Events

    /// Left and Right choose the previous or next enabled segment (move the highlight in a
    /// momentary control).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _takeKeys(presses) { key in
            switch key.keyCode {
            case .keyboardLeftArrow: _moveSelection(by: -1)
            case .keyboardRightArrow: _moveSelection(by: 1)
            default: return false
            }
            return true
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Swallows the release of keys taken in ``pressesBegan(_:with:)``.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // Space or Enter in a momentary control chooses the highlighted segment.
        if isMomentary, let code = _activationKey, _isEnabled, presses.contains(where: { $0.key?.keyCode == code }),
            let index = _keyboardIndex
        {
            _choose(index)
        }
        super.pressesEnded(presses, with: event)
    }

    /// A click released on an enabled segment chooses it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, _isTracked(touch), _isEnabled {
            let location = touch.location(in: self)
            if point(inside: location, with: event), let index = _segmentIndex(atX: location.x),
                _segments[index].isEnabled
            {
                _keyboardIndex = index
                if !isMomentary && index == _selectedIndex {
                    // Clicking the selected segment changes nothing.
                } else {
                    _choose(index, sendingPrimaryAction: false)
                }
            }
        }
        super.touchesEnded(touches, with: event)
    }

    /// A segmented control is a container of its segments, not an element itself.
    override var _defaultIsAccessibilityElement: Bool { false }

    /// An element per segment: labelled with its title, `.button`, `.selected` for the
    /// selected one, `.notEnabled` for disabled ones, framed on its cells.
    override var _defaultAccessibilityElements: [Any]? {
        let ranges = _segmentRanges
        return _segments.enumerated().map { index, segment in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = _content(of: segment)
            var traits: UIAccessibilityTraits = .button
            if index == _selectedIndex { traits.insert(.selected) }
            if !segment.isEnabled || !isEnabled { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityValue = "\(index + 1) of \(_segments.count)"
            element.accessibilityFrameInContainerSpace = CGRect(
                x: bounds.minX + _points(columns: CGFloat(ranges[index].lowerBound)), y: bounds.minY,
                width: _points(columns: CGFloat(ranges[index].count)), height: bounds.height)
            return element
        }
    }

    /// The first cell of the selected (or highlighted) segment's title.
    override var _focusCursorPoint: CGPoint {
        _point(inColumn: _focusCursorColumn, row: (_rows(bounds.height) - 1) / 2)
    }

    /// Enter and Space send nothing by themselves: Left and Right choose.
    override var _keyboardActivationEvents: [Event] { [] }

    /// Selects `index` as the user did and sends `.valueChanged` (and the segment's action),
    /// then `.primaryActionTriggered` unless a touch is about to send it.
    func _choose(_ index: Int, sendingPrimaryAction: Bool = true) {
        _selectedIndex = index
        setNeedsDisplay()
        sendActions(for: .valueChanged)
        _segments[index].action?.perform(sender: self)
        if sendingPrimaryAction { sendActions(for: .primaryActionTriggered) }
        if isMomentary {
            _selectedIndex = Self.noSegment
            setNeedsDisplay()
        }
    }

    func _moveSelection(by step: Int) {
        let start = isMomentary ? (_keyboardIndex ?? (step > 0 ? -1 : _segments.count)) : _selectedIndex
        var index = start == Self.noSegment && step < 0 ? _segments.count : start
        repeat {
            index += step
        } while _segments.indices.contains(index) && !_segments[index].isEnabled
        guard _segments.indices.contains(index) else { return }
        _keyboardIndex = index
        if isMomentary {
            setNeedsDisplay()
        } else {
            _choose(index)
        }
    }

    func _insert(_ segment: _Segment, at index: Int) {
        let at = Swift.min(Swift.max(0, index), _segments.count)
        _segments.insert(segment, at: at)
        if _selectedIndex != Self.noSegment && _selectedIndex >= at { _selectedIndex += 1 }
        _keyboardIndex = nil
        _segmentsDidChange()
    }

    func _segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}

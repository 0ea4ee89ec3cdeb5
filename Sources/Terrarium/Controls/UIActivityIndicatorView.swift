import Foundation

/// A view that shows that a task is in progress: a spinner that turns while animating.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// spinner.startAnimating()
/// loadFolder { spinner.stopAnimating() }
/// ```
///
/// In a terminal the spinner is one cell. `.medium` turns a braille dot through
/// `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`; `.large` turns a quarter circle through `◐◓◑◒`. It steps ten times a
/// second (`.large` eight) on the main loop's clock, with a timer that exists only while
/// the view animates *and* is in a window: a stopped spinner, or one off screen, schedules
/// nothing, so an idle app stays idle. A stopped spinner is hidden when
/// ``hidesWhenStopped`` is `true` (the default) and otherwise shows its first frame.
///
/// - Note: One point is one cell: the intrinsic size is 1 × 1 for every style.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The looks of an activity indicator.
    public enum Style: Int, Sendable {
        /// A medium spinner (`⠋`).
        case medium = 100
        /// A large spinner (`◐`).
        case large = 101
        /// UIKit's deprecated large white spinner: the same as ``large``.
        case whiteLarge = 0
        /// UIKit's deprecated white spinner: the same as ``medium``.
        case white = 1
        /// UIKit's deprecated grey spinner: the same as ``medium``.
        case gray = 2
    }

    var _isAnimating = false
    /// The frame shown now, an index into the style's frames.
    var _frameIndex = 0
    var _timer: ScheduledWork?

    /// Creates a medium spinner with the given frame; hidden until it animates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a spinner from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardActivity(coder) }
    }

    /// Creates a spinner of the given style, one cell big; hidden until it animates.
    ///
    /// - Parameter style: the look.
    public convenience init(style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        self.style = style
    }

    /// The look. `.medium` by default.
    open var style: Style = .medium {
        didSet {
            _frameIndex = 0
            setNeedsDisplay()
        }
    }

    /// The spinner's colour; `nil` sets the default, a grey (`.secondaryLabel`).
    open var color: UIColor! = .secondaryLabel {
        didSet {
            if color == nil { color = .secondaryLabel }
            setNeedsDisplay()
        }
    }

    /// Whether the spinner is hidden while stopped. `true` by default.
    open var hidesWhenStopped = true {
        didSet { if !_isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spinner is animating.
    open var isAnimating: Bool { _isAnimating }

    /// Starts turning (and shows the spinner); does nothing if it already turns.
    open func startAnimating() {
        guard !_isAnimating else { return }
        _isAnimating = true
        if hidesWhenStopped { isHidden = false }
        _updateTimer()
    }

    /// Stops turning, back at the first frame (and hides the spinner when
    /// ``hidesWhenStopped``); its timer is cancelled.
    open func stopAnimating() {
        guard _isAnimating else { return }
        _isAnimating = false
        _frameIndex = 0
        if hidesWhenStopped { isHidden = true }
        _updateTimer()
        setNeedsDisplay()
    }

    /// One cell.
    open override var intrinsicContentSize: CGSize { _points(CGSize(width: 1, height: 1)) }

    /// One cell, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the current frame in the middle of the view.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed, context.bounds.width >= 1, context.bounds.height >= 1 else { return }
        let frames = _frames
        let x = context.bounds.minX + CGFloat((Int(context.bounds.width) - 1) / 2)
        let y = context.bounds.minY + CGFloat((Int(context.bounds.height) - 1) / 2)
        context.draw(frames[_frameIndex % frames.count], at: CGPoint(x: x, y: y), foreground: color)
    }

    /// Starts the timer when an animating spinner enters a window, stops it when it leaves.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        _updateTimer()
    }

    /// A spinner is an element.
    override var _defaultIsAccessibilityElement: Bool { true }

    /// "In progress", as UIKit's spinner.
    override var _defaultAccessibilityLabel: String? { "In progress" }

    /// `.updatesFrequently`.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

    var _frames: [String] {
        switch style {
        case .large, .whiteLarge: ["◐", "◓", "◑", "◒"]
        case .medium, .white, .gray: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        }
    }

    /// Seconds per frame.
    var _frameInterval: TimeInterval {
        switch style {
        case .large, .whiteLarge: 0.125
        case .medium, .white, .gray: 0.1
        }
    }

    /// Whether the spinner has a pending frame timer (a test hook for idle checks).
    package var _hasScheduledFrame: Bool { _timer != nil }

    /// A timer exists exactly while animating in a window.
    func _updateTimer() {
        let wanted = _isAnimating && _window != nil
        if wanted, _timer == nil {
            _scheduleFrame()
        } else if !wanted, let timer = _timer {
            timer.cancel()
            _timer = nil
        }
    }

    private func _scheduleFrame() {
        // Ambient: a spinner changes only how it looks, so the loop can be idle while it spins.
        _timer = MainLoop.main.scheduleAmbient(after: _frameInterval, in: _window) { [weak self] in
            guard let self else { return }
            self._timer = nil
            guard self._isAnimating, self._window != nil else { return }
            self._frameIndex = (self._frameIndex + 1) % self._frames.count
            self.setNeedsDisplay()
            self._scheduleFrame()
        }
    }
}

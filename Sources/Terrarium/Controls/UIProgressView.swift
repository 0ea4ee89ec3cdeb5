import Foundation

/// A view that shows how far a task has progressed, as a bar that fills from the left.
///
/// ```swift
/// let download = UIProgressView(progressViewStyle: .default)
/// download.setProgress(0.4, animated: true)
/// ```
///
/// In a terminal the bar is one row as wide as the view. It fills in eighths of a cell
/// with the block elements `▏▎▍▌▋▊▉█`, in ``progressTintColor`` (the tint colour) over
/// ``trackTintColor`` (a dark grey; the `.bar` style has no track):
///
/// ```
/// ████████▍            progress 0.42 in 20 cells: 8 full cells and 3 eighths
/// ```
///
/// - Note: One point is one cell. The intrinsic size has no width and a height of one row.
///   An animated change runs for 0.25 s on the main loop's clock. There are no progress or
///   track images, and `observedProgress` is not offered: Foundation's `Progress` has no
///   key-value observing on Linux to follow.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The looks of a progress view.
    public enum Style: Int, Sendable {
        /// The standard bar, over a grey track.
        case `default` = 0
        /// A bar without a track, as in a toolbar.
        case bar = 1
    }

    var _progress: Float = 0
    /// The progress drawn now: ``progress``, or a value on the way to it while animating.
    var _shownProgress: Float = 0
    var _animation: (from: Float, start: TimeInterval, frame: ScheduledWork)?

    /// Creates a default-style progress view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a progress view from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardProgress(coder) }
    }

    /// Creates a progress view of the given style with a zero frame.
    ///
    /// - Parameter style: the look.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// The look. `.default` by default.
    open var progressViewStyle: Style = .default {
        didSet { setNeedsDisplay() }
    }

    /// How much of the task is done, from 0 to 1 (values outside are clamped). 0 by default.
    open var progress: Float {
        get { _progress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets ``progress``, optionally animating the bar to it over 0.25 s.
    ///
    /// - Parameters:
    ///   - progress: the new progress, clamped to 0...1.
    ///   - animated: whether the bar moves there gradually.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = Swift.min(Swift.max(progress, 0), 1)
        _progress = clamped
        _animation?.frame.cancel()
        _animation = nil
        if animated, _window != nil, clamped != _shownProgress {
            _animation = (_shownProgress, MainLoop.main.now, _scheduleFrame())
        } else {
            _shownProgress = clamped
        }
        setNeedsDisplay()
    }

    /// The colour of the filled part; `nil` for the tint colour.
    open var progressTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the track; `nil` for a dark grey (none for the `.bar` style).
    open var trackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// No intrinsic width; one row.
    open override var intrinsicContentSize: CGSize { _points(CGSize(width: UIView.noIntrinsicMetric, height: 1)) }

    /// The offered width by one row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: Swift.max(0, size.width), height: _points(rows: 1)) }

    /// Draws the track and the filled part in eighths of a cell.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        let width = Int(context.bounds.width), height = Int(context.bounds.height)
        guard width > 0, height > 0 else { return }
        let y = context.bounds.minY + CGFloat((height - 1) / 2)
        let track = trackTintColor ?? (progressViewStyle == .bar ? nil : .systemGray4)
        if let track { context.fill(CGRect(x: context.bounds.minX, y: y, width: context.bounds.width, height: 1), with: track) }
        let eighths = Int((_shownProgress * Float(width * 8)).rounded())
        let full = eighths / 8, part = eighths % 8
        let fill = progressTintColor ?? .tintColor
        if full > 0 {
            context.draw(String(repeating: "█", count: full), at: CGPoint(x: context.bounds.minX, y: y), foreground: fill)
        }
        if part > 0 {
            context.draw(Self._eighths[part], at: CGPoint(x: context.bounds.minX + CGFloat(full), y: y), foreground: fill)
        }
    }

    /// A progress view is an element.
    override var _defaultIsAccessibilityElement: Bool { true }

    /// `.updatesFrequently`.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

    /// The progress as a percentage, `"40%"`.
    override var _defaultAccessibilityValue: String? { "\(Int((_progress * 100).rounded()))%" }

    /// Left-aligned blocks from one eighth (index 1) to seven eighths (index 7) of a cell.
    static let _eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A view leaving its window ends its animation at the target.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if _window == nil, let animation = _animation {
            animation.frame.cancel()
            _animation = nil
            _shownProgress = _progress
        }
    }

    private static let animationDuration: TimeInterval = 0.25

    private func _scheduleFrame() -> ScheduledWork {
        MainLoop.main.schedule(after: 1.0 / 60.0) { [weak self] in self?._animationFrame() }
    }

    private func _animationFrame() {
        guard let animation = _animation else { return }
        let t = Swift.min(1, (MainLoop.main.now - animation.start) / Self.animationDuration)
        _shownProgress = animation.from + (_progress - animation.from) * Float(t)
        setNeedsDisplay()
        if t >= 1 {
            _animation = nil
        } else {
            _animation = (animation.from, animation.start, _scheduleFrame())
        }
    }
}

import Foundation

/// The directions a popover's arrow may point, toward the content it is anchored to.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a set of directions.
    ///
    /// - Parameter rawValue: the raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up: the popover sits below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover sits above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover sits to the right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover sits to the left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet: the popover is not on screen.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of a `.popover`: the presented controller's view in a box
/// beside its source (``sourceView`` and ``sourceRect``, or ``barButtonItem``), with an
/// arrow on the box's edge pointing at it. Nothing beneath is dimmed; a click outside the
/// box or Esc dismisses it (the adaptive delegate decides, as for a sheet).
///
/// ```swift
/// picker.modalPresentationStyle = .popover
/// picker.preferredContentSize = CGSize(width: 20, height: 5)
/// picker.popoverPresentationController?.sourceView = colorButton
/// picker.popoverPresentationController?.permittedArrowDirections = [.up, .down]
/// present(picker, animated: true)
/// ```
///
/// The box is the presented controller's `preferredContentSize` plus its frame, or 30 × 8
/// cells of content when that is zero, within the window. The arrow points up when the box
/// fits below the source, else down, left, right, in that order among
/// ``permittedArrowDirections``; when none fits, the direction with the most room wins and
/// the box is squeezed into the window.
///
/// - Note: In a horizontally compact window a popover adapts to `.formSheet`, as UIKit's
///   popovers become sheets on a phone since iOS 13; the adaptive delegate may choose
///   another style, or `.none` to keep the popover.
@preconcurrency @MainActor
public class UIPopoverPresentationController: UIPresentationController {
    let box = _PopoverBoxView()
    private var _arrowDirection = UIPopoverArrowDirection.unknown

    /// Creates a popover presentation controller for `presentedViewController`.
    ///
    /// - Parameters:
    ///   - presentedViewController: the controller to present.
    ///   - presentingViewController: the controller presenting it, or `nil` to let the
    ///     presentation decide.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// The view the popover points at.
    public var sourceView: UIView?

    /// The rectangle in ``sourceView`` the popover points at; `.zero` (the default) means
    /// the source view's bounds.
    public var sourceRect: CGRect = .zero

    /// The bar button item the popover points at, instead of a source view.
    public var barButtonItem: UIBarButtonItem?

    /// The directions the arrow may point. `.any` by default.
    public var permittedArrowDirections: UIPopoverArrowDirection = .any

    /// The direction the arrow points, once the popover is on screen; `.unknown` before.
    public var arrowDirection: UIPopoverArrowDirection { _arrowDirection }

    /// A popover adapts to a form sheet in a compact width.
    public override var adaptivePresentationStyle: UIModalPresentationStyle { .formSheet }

    /// The box, which holds the presented controller's view inside its frame.
    public override var presentedView: UIView? { box }

    /// The box's frame beside the source.
    public override var frameOfPresentedViewInContainerView: CGRect { placement().frame }

    /// A popover does not cover the screen.
    public override var shouldPresentInFullscreen: Bool { false }

    /// Moves the box when the window's size changes.
    public override func containerViewWillLayoutSubviews() {
        guard !MainLoop.main.hasRunningAnimations else { return }
        apply(placement())
    }

    /// A new preferred content size resizes the box.
    public override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        _containerView?.setNeedsLayout()
    }

    /// The content's size in a container of `parentSize`.
    public override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        let frame = placement(in: CGRect(origin: .zero, size: parentSize)).frame
        let cell = box._cellSize
        return CGSize(
            width: Swift.max(0, frame.width - 2 * cell.width), height: Swift.max(0, frame.height - 2 * cell.height))
    }

    override func _prepareContainerView(_ container: UIView) {
        guard let presented = _presented else { return }
        box.removeFromSuperview()
        container.addSubview(box)
        apply(placement())
        presented.view.frame = box.bounds.insetBy(dx: box._cellSize.width, dy: box._cellSize.height)
        presented.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        box.addSubview(presented.view)
    }

    /// Popovers fade in and out, whatever the transition style.
    override func _defaultAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        _ModalTransitionAnimator(isPresenting: presenting, style: .crossDissolve)
    }

    override var _dismissesOnEscape: Bool { true }

    override var _dismissesOnClickOutside: Bool { true }

    // MARK: Placement

    private func apply(_ placement: Placement) {
        box.frame = placement.frame
        _arrowDirection = placement.direction
        box.arrow = (placement.direction, placement.arrowOffset)
    }

    /// Where the box goes and where its arrow is, in the container.
    struct Placement: Equatable {
        var frame: CGRect
        var direction: UIPopoverArrowDirection
        /// The arrow's column (pointing up or down) or row (left or right) in the box.
        var arrowOffset: Int
    }

    /// The source's rectangle in window coordinates, or a point at the window's centre
    /// when the popover has no source on screen.
    private func sourceFrame(in bounds: CGRect) -> CGRect {
        if let item = barButtonItem, let (view, rect) = item._lastDrawnFrame, view._window != nil {
            return view.convert(rect, to: nil)
        }
        if let sourceView, sourceView._window != nil {
            return sourceView.convert(sourceRect == .zero ? sourceView.bounds : sourceRect, to: nil)
        }
        return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
    }

    /// Where the popover goes in `bounds` (the container's, by default), in points; the
    /// arrow's offset is in cells. The box is placed in whole cells.
    func placement(in bounds: CGRect? = nil) -> Placement {
        let pointBounds = bounds ?? _containerView?.bounds ?? .zero
        let screen = _containerView?._screen ?? UIScreen.main
        let cell = screen.cellSize
        var placement = _placement(
            in: pointBounds._scaled(toCells: cell), source: screen.cellRect(for: sourceFrame(in: pointBounds)),
            content: (_presented?.preferredContentSize ?? .zero)._scaled(toCells: cell))
        placement.frame = placement.frame._scaled(fromCells: cell)
        return placement
    }

    /// ``placement(in:)`` in cells.
    private func _placement(in bounds: CGRect, source: CGRect, content: CGSize) -> Placement {
        let wanted =
            content.width > 0 && content.height > 0
            ? CGSize(width: content.width + 2, height: content.height + 2) : CGSize(width: 32, height: 10)
        let size = CGSize(width: Swift.min(wanted.width, bounds.width), height: Swift.min(wanted.height, bounds.height))
        let room: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, bounds.maxY - source.maxY, size.height),
            (.down, source.minY - bounds.minY, size.height),
            (.left, bounds.maxX - source.maxX, size.width),
            (.right, source.minX - bounds.minX, size.width),
        ]
        let permitted = room.filter { permittedArrowDirections.contains($0.0) }
        let candidates = permitted.isEmpty ? room : permitted
        let direction =
            (candidates.first { $0.1 >= $0.2 } ?? candidates.max { $0.1 < $1.1 }!).0
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            Swift.max(low, Swift.min(value, Swift.max(low, high)))
        }
        var frame = CGRect(origin: .zero, size: size)
        switch direction {
        case .up, .down:
            frame.origin.x = clamp((source.midX - size.width / 2).rounded(.down), bounds.minX, bounds.maxX - size.width)
            frame.origin.y =
                direction == .up
                ? clamp(source.maxY, bounds.minY, bounds.maxY - size.height)
                : clamp(source.minY - size.height, bounds.minY, bounds.maxY - size.height)
        default:
            frame.origin.y = clamp(
                (source.midY - size.height / 2).rounded(.down), bounds.minY, bounds.maxY - size.height)
            frame.origin.x =
                direction == .left
                ? clamp(source.maxX, bounds.minX, bounds.maxX - size.width)
                : clamp(source.minX - size.width, bounds.minX, bounds.maxX - size.width)
        }
        // The arrow sits on the edge facing the source, across from the source's middle,
        // clear of the corners.
        let offset: CGFloat
        if direction == .up || direction == .down {
            offset = clamp((source.midX - frame.minX).rounded(.down), 1, size.width - 2)
        } else {
            offset = clamp((source.midY - frame.minY).rounded(.down), 1, size.height - 2)
        }
        return Placement(frame: frame, direction: direction, arrowOffset: Int(offset))
    }
}

/// A popover's box: a frame with an arrow on the edge facing the source.
@MainActor
final class _PopoverBoxView: UIView {
    var arrow: (direction: UIPopoverArrowDirection, offset: Int) = (.unknown, 0) {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("_PopoverBoxView is created by popovers")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        _drawBox(in: context, bounds: context.bounds, color: .separator)
        let offset = CGFloat(arrow.offset)
        let (glyph, point): (String, CGPoint)
        switch arrow.direction {
        case .up: (glyph, point) = ("▲", CGPoint(x: offset, y: 0))
        case .down: (glyph, point) = ("▼", CGPoint(x: offset, y: context.bounds.height - 1))
        case .left: (glyph, point) = ("◀", CGPoint(x: 0, y: offset))
        case .right: (glyph, point) = ("▶", CGPoint(x: context.bounds.width - 1, y: offset))
        default: return
        }
        context.draw(glyph, at: point, foreground: .separator)
    }
}

import Foundation

/// The presentation controller of a sheet: `.pageSheet`, `.formSheet` and `.automatic`.
/// It dims everything beneath the sheet and shows the presented controller's view in a
/// framed panel.
///
/// A page sheet fills the window but for a row at the top and, when the window is wide, a
/// margin at the sides. A form sheet is centred and sized by constraints from the presented
/// controller's `preferredContentSize` (plus the frame), or 60% of the window when that is
/// zero, at a high priority below the required "no larger than the window"; a later change
/// of `preferredContentSize` resizes it. The user dismisses a sheet with Esc or a click
/// outside it, unless the presented controller's `isModalInPresentation` is set.
///
/// Get it from the controller you are about to present, to configure it:
///
/// ```swift
/// editor.sheetPresentationController?.delegate = self
/// present(editor, animated: true)
/// ```
@MainActor
public class UISheetPresentationController: UIPresentationController {
    let panel = _SheetPanelView()
    /// The form sheet's preferred width and height constraints, whose constants follow
    /// `preferredContentSize`.
    private var preferredSizeConstraints: [NSLayoutConstraint] = []

    /// Creates a sheet presentation controller for `presentedViewController`.
    ///
    /// - Parameters:
    ///   - presentedViewController: the controller to present.
    ///   - presentingViewController: the controller presenting it, or `nil` to let the
    ///     presentation decide.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        panel.controller = self
    }

    /// The panel, which holds the presented controller's view inside its frame.
    public override var presentedView: UIView? { panel }

    /// The panel's frame: the page sheet's, or the form sheet's centred size.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = _containerView?.bounds else { return .zero }
        return _style == .formSheet ? formSheetFrame(in: bounds.size) : pageSheetFrame(in: bounds.size)
    }

    /// The sheet leaves the presenter's view in place.
    public override var shouldRemovePresentersView: Bool { false }

    /// A sheet does not cover the whole screen.
    public override var shouldPresentInFullscreen: Bool { false }

    /// Sizes a form sheet to the presented controller's `preferredContentSize` again, as
    /// UIKit's sheet does when the presented controller changes it.
    public override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        updatePreferredSizeConstraints()
    }

    /// The size of the presented controller's view inside the panel once the container is
    /// `parentSize`.
    public override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        let panel = panelSize(in: parentSize)
        return CGSize(width: Swift.max(0, panel.width - 2), height: Swift.max(0, panel.height - 2))
    }

    /// A page sheet follows the container's size, except while a transition animates it.
    public override func containerViewWillLayoutSubviews() {
        if _style != .formSheet && !MainLoop.main.hasRunningAnimations {
            panel.frame = frameOfPresentedViewInContainerView
        }
    }

    override func _makeContainerView(in window: UIWindow, presenterFrame: CGRect) -> UIView {
        let container = _PresentationContainerView(frame: window.bounds, controller: self)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container._dimsContentBelow = true
        return container
    }

    override func _prepareContainerView(_ container: UIView) {
        guard let presented = _presented else { return }
        NSLayoutConstraint.deactivate(preferredSizeConstraints)
        preferredSizeConstraints = []
        panel.removeFromSuperview()
        container.addSubview(panel)
        if _style == .formSheet {
            panel.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                panel.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                panel.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                panel.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor),
                panel.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor),
            ])
            updatePreferredSizeConstraints()
            container.layoutIfNeeded()
        } else {
            panel.translatesAutoresizingMaskIntoConstraints = true
            panel.frame = frameOfPresentedViewInContainerView
        }
        presented.view.frame = panel.bounds.insetBy(dx: 1, dy: 1)
        presented.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(presented.view)
    }

    override var _dismissesOnEscape: Bool { true }

    override var _dismissesOnClickOutside: Bool { true }

    private func updatePreferredSizeConstraints() {
        guard _style == .formSheet, panel.superview != nil else { return }
        NSLayoutConstraint.deactivate(preferredSizeConstraints)
        let content = _presented?.preferredContentSize ?? .zero
        if content.width > 0 && content.height > 0 {
            preferredSizeConstraints = [
                panel.widthAnchor.constraint(equalToConstant: content.width + 2),
                panel.heightAnchor.constraint(equalToConstant: content.height + 2),
            ]
        } else if let container = panel.superview {
            preferredSizeConstraints = [
                panel.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.6),
                panel.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.6),
            ]
        }
        for constraint in preferredSizeConstraints { constraint.priority = .defaultHigh }
        NSLayoutConstraint.activate(preferredSizeConstraints)
    }

    /// The size the panel has in a container of `size`, for size transitions before the
    /// layout pass.
    func panelSize(in size: CGSize) -> CGSize {
        _style == .formSheet ? formSheetFrame(in: size).size : pageSheetFrame(in: size).size
    }

    /// What the form sheet's constraints solve to in a container of `size`, edges rounded
    /// as the engine rounds them.
    private func formSheetFrame(in size: CGSize) -> CGRect {
        let content = _presented?.preferredContentSize ?? .zero
        let preferred =
            content.width > 0 && content.height > 0
            ? CGSize(width: content.width + 2, height: content.height + 2)
            : CGSize(width: size.width * 0.6, height: size.height * 0.6)
        func edges(_ length: CGFloat, in available: CGFloat) -> (CGFloat, CGFloat) {
            let length = Swift.min(length, available)
            return (_LayoutEngine.snap((available - length) / 2), _LayoutEngine.snap((available + length) / 2))
        }
        let (left, right) = edges(preferred.width, in: size.width)
        let (top, bottom) = edges(preferred.height, in: size.height)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    private func pageSheetFrame(in size: CGSize) -> CGRect {
        let width = size.width, height = size.height
        let side: CGFloat = width >= 100 ? ((width - Swift.max(60, (width * 2 / 3).rounded())) / 2).rounded(.down) : 0
        return CGRect(x: side, y: Swift.min(1, height), width: width - 2 * side, height: Swift.max(0, height - 1))
    }
}

/// The framed panel of a sheet. A drag down from its frame of at least
/// ``dismissDragDistance`` rows asks to dismiss the sheet, as a swipe down does on a phone.
///
/// - Note: UIKit's sheet follows the finger and springs back if let go early; Terrarium's
///   stays in place while dragged and decides on release.
@MainActor
final class _SheetPanelView: UIView {
    /// How far down a drag must go to dismiss the sheet, in rows.
    static let dismissDragDistance: CGFloat = 3
    weak var controller: UIPresentationController?
    private var dragStart: CGPoint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("_SheetPanelView is created by presentations")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _drawBox(in: context, bounds: bounds, color: .separator)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first(where: { $0.view === self }) else {
            return super.touchesBegan(touches, with: event)
        }
        dragStart = touch.location(in: nil)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let start = dragStart, let touch = touches.first(where: { $0.view === self }) else {
            return super.touchesEnded(touches, with: event)
        }
        dragStart = nil
        if touch.location(in: nil).y - start.y >= Self.dismissDragDistance {
            controller?._userWantsToDismiss()
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        dragStart = nil
        super.touchesCancelled(touches, with: event)
    }
}

/// Draws a rounded box-drawing frame along the edges of `bounds`.
@MainActor
func _drawBox(in context: CanvasContext, bounds: CGRect, color: UIColor, title: String? = nil) {
    let width = Int(bounds.width), height = Int(bounds.height)
    guard width >= 2, height >= 2 else { return }
    let x = bounds.minX, y = bounds.minY
    let horizontal = String(repeating: "─", count: width - 2)
    context.draw("╭" + horizontal + "╮", at: CGPoint(x: x, y: y), foreground: color)
    for row in 1..<(height - 1) {
        context.draw("│", at: CGPoint(x: x, y: y + CGFloat(row)), foreground: color)
        context.draw("│", at: CGPoint(x: x + CGFloat(width - 1), y: y + CGFloat(row)), foreground: color)
    }
    context.draw("╰" + horizontal + "╯", at: CGPoint(x: x, y: y + CGFloat(height - 1)), foreground: color)
    if let title, width > 6 {
        context.draw(" \(title) ", at: CGPoint(x: x + 2, y: y), foreground: color, attributes: [.bold])
    }
}

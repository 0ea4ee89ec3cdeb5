import Foundation

/// The view a sheet presentation adds to the window: it dims everything beneath it and
/// holds a framed panel with the presented controller's view inside.
///
/// A page sheet fills the window but for a row at the top and, when the window is wide, a
/// margin at the sides. A form sheet is centred and sized by constraints from the presented
/// controller's `preferredContentSize` (plus the frame), or 60% of the window when that is
/// zero, at a high priority below the required "no larger than the window"; a later change
/// of `preferredContentSize` resizes it. Esc dismisses the sheet unless the presented
/// controller's `isModalInPresentation` is set.
@MainActor
final class _SheetContainerView: UIView {
    let panel = _SheetPanelView()
    private weak var presented: UIViewController?
    private let style: UIModalPresentationStyle
    /// The form sheet's preferred width and height constraints, whose constants follow
    /// `preferredContentSize`.
    private var preferredSizeConstraints: [NSLayoutConstraint] = []

    init(frame: CGRect, presented: UIViewController, style: UIModalPresentationStyle) {
        self.presented = presented
        self.style = style
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        _dimsContentBelow = true
        addSubview(panel)
        if style == .formSheet {
            panel.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                panel.centerXAnchor.constraint(equalTo: centerXAnchor),
                panel.centerYAnchor.constraint(equalTo: centerYAnchor),
                panel.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor),
                panel.heightAnchor.constraint(lessThanOrEqualTo: heightAnchor),
            ])
            preferredContentSizeDidChange()
            layoutIfNeeded()
        } else {
            panel.frame = pageSheetFrame(in: bounds.size)
        }
        presented.view.frame = panel.bounds.insetBy(dx: 1, dy: 1)
        presented.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(presented.view)
    }

    required init?(coder: NSCoder) {
        fatalError("_SheetContainerView is created by presentations")
    }

    /// Sizes a form sheet to the presented controller's `preferredContentSize` again, as
    /// UIKit's presentation controller does when the presented controller changes it.
    func preferredContentSizeDidChange() {
        guard style == .formSheet else { return }
        NSLayoutConstraint.deactivate(preferredSizeConstraints)
        let content = presented?.preferredContentSize ?? .zero
        if content.width > 0 && content.height > 0 {
            preferredSizeConstraints = [
                panel.widthAnchor.constraint(equalToConstant: content.width + 2),
                panel.heightAnchor.constraint(equalToConstant: content.height + 2),
            ]
        } else {
            preferredSizeConstraints = [
                panel.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.6),
                panel.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.6),
            ]
        }
        for constraint in preferredSizeConstraints { constraint.priority = .defaultHigh }
        NSLayoutConstraint.activate(preferredSizeConstraints)
    }

    /// The size the panel will have in a window of `size`, for size transitions before the
    /// layout pass: what the form sheet's constraints solve to, edges rounded as the engine
    /// rounds them.
    func panelSize(in size: CGSize) -> CGSize {
        guard style == .formSheet else { return pageSheetFrame(in: size).size }
        let content = presented?.preferredContentSize ?? .zero
        let preferred =
            content.width > 0 && content.height > 0
            ? CGSize(width: content.width + 2, height: content.height + 2)
            : CGSize(width: size.width * 0.6, height: size.height * 0.6)
        func span(_ length: CGFloat, in available: CGFloat) -> CGFloat {
            let length = Swift.min(length, available)
            return _LayoutEngine.snap((available + length) / 2) - _LayoutEngine.snap((available - length) / 2)
        }
        return CGSize(width: span(preferred.width, in: size.width), height: span(preferred.height, in: size.height))
    }

    private func pageSheetFrame(in size: CGSize) -> CGRect {
        let width = size.width, height = size.height
        let side: CGFloat = width >= 100 ? ((width - Swift.max(60, (width * 2 / 3).rounded())) / 2).rounded(.down) : 0
        return CGRect(x: side, y: Swift.min(1, height), width: width - 2 * side, height: Swift.max(0, height - 1))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // While a presentation animates the panel, its frame is the animation's business.
        if style != .formSheet && !MainLoop.main.hasRunningAnimations { panel.frame = pageSheetFrame(in: bounds.size) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let presented, presses.contains(where: { $0.key?.keyCode == .keyboardEscape }) {
            if !presented.isModalInPresentation {
                presented.dismiss(animated: true)
            }
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// The framed panel of a sheet.
@MainActor
final class _SheetPanelView: UIView {
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

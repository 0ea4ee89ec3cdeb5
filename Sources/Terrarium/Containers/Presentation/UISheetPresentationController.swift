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
/// if let sheet = editor.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
///     sheet.delegate = self
/// }
/// present(editor, animated: true)
/// ```
///
/// A page sheet rests at one of its ``detents``: `.large()` (the full sheet) or `.medium()`
/// (the lower half of the window). A drag down on the sheet's top edge takes it to the next
/// smaller detent, or, from the smallest, dismisses it; a drag up takes it to the next larger.
///
/// - Note: Detents apply to page sheets; a form sheet keeps the size its presented
///   controller prefers, as on an iPad.
@preconcurrency @MainActor
public class UISheetPresentationController: UIPresentationController {
    let panel = _SheetPanelView()
    private var _detents: [Detent] = [.large()]
    private var _selectedDetentIdentifier: Detent.Identifier?
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

    /// The heights the sheet may rest at, smallest first by convention. `[.large()]` by
    /// default; an empty array means `[.large()]`.
    public var detents: [Detent] {
        get { _detents }
        set {
            _detents = newValue
            _detentsDidChange()
        }
    }

    /// The detent the sheet rests at; `nil` (the default) means the smallest of ``detents``.
    /// Setting it moves the sheet; the user's drags change it and tell the delegate.
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { _selectedDetentIdentifier }
        set {
            _selectedDetentIdentifier = newValue
            _detentsDidChange()
        }
    }

    /// Whether a grabber is drawn at the middle of the sheet's top edge. `false` by default.
    public var prefersGrabberVisible = false {
        didSet { panel.showsGrabber = prefersGrabberVisible }
    }

    /// The largest detent at which the presenter is not dimmed and takes clicks outside the
    /// sheet; `nil` (the default) dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { _detentsDidChange() }
    }

    /// Runs `changes` to the sheet's properties, animating the sheet to its new detent.
    ///
    /// - Parameter changes: sets ``selectedDetentIdentifier``, ``detents`` and the like.
    public func animateChanges(_ changes: () -> Void) {
        changes()
        UIView.animate(withDuration: _presentationDuration) {
            self.panel.frame = self.frameOfPresentedViewInContainerView
        }
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
        let cell = self.panel._cellSize
        return CGSize(
            width: Swift.max(0, panel.width - 2 * cell.width), height: Swift.max(0, panel.height - 2 * cell.height))
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
        container._dimsContentBelow = !_isUndimmed
        container._confinesFocus = !_isUndimmed
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
        presented.view.frame = panel.bounds.insetBy(dx: panel._cellSize.width, dy: panel._cellSize.height)
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
                panel.widthAnchor.constraint(equalToConstant: content.width + 2 * panel._cellSize.width),
                panel.heightAnchor.constraint(equalToConstant: content.height + 2 * panel._cellSize.height),
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
            ? CGSize(width: content.width + 2 * panel._cellSize.width, height: content.height + 2 * panel._cellSize.height)
            : CGSize(width: size.width * 0.6, height: size.height * 0.6)
        func edges(_ length: CGFloat, in available: CGFloat) -> (CGFloat, CGFloat) {
            let length = Swift.min(length, available)
            return (_LayoutEngine.snap((available - length) / 2), _LayoutEngine.snap((available + length) / 2))
        }
        let (left, right) = edges(preferred.width, in: size.width)
        let (top, bottom) = edges(preferred.height, in: size.height)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The page sheet's frame in a container of `size`, on whole cells: full width below a
    /// row (half the height at the medium detent), two thirds of the width from 100 columns.
    private func pageSheetFrame(in size: CGSize) -> CGRect {
        let cell = panel._cellSize
        let width = (size.width / cell.width).rounded(.down), height = (size.height / cell.height).rounded(.down)
        let side: CGFloat = width >= 100 ? ((width - Swift.max(60, (width * 2 / 3).rounded())) / 2).rounded(.down) : 0
        let top = _currentDetent.identifier == .medium ? (height / 2).rounded(.down) : Swift.min(1, height)
        let frame = CGRect(x: side, y: top, width: width - 2 * side, height: Swift.max(0, height - top))
            ._scaled(fromCells: cell)
        // The last partial cell of the container, if any, stays with the sheet.
        return CGRect(
            x: frame.minX, y: frame.minY, width: size.width - 2 * frame.minX, height: Swift.max(0, size.height - frame.minY))
    }

    // MARK: Detents

    /// The detents in effect, smallest first.
    private var _orderedDetents: [Detent] {
        let detents = _detents.isEmpty ? [Detent.large()] : _detents
        return detents.sorted { $0.rank < $1.rank }
    }

    /// The detent the sheet rests at.
    var _currentDetent: Detent {
        let detents = _orderedDetents
        return detents.first { $0.identifier == _selectedDetentIdentifier } ?? detents[0]
    }

    /// Whether the presenter shows undimmed at the current detent.
    private var _isUndimmed: Bool {
        guard let largest = largestUndimmedDetentIdentifier else { return false }
        let rank = _orderedDetents.first { $0.identifier == largest }?.rank ?? Detent.rank(of: largest)
        return _currentDetent.rank <= rank
    }

    private func _detentsDidChange() {
        _containerView?._dimsContentBelow = !_isUndimmed
        _containerView?._confinesFocus = !_isUndimmed
        _containerView?.setNeedsLayout()
        _containerView?._window?._setNeedsPresentation()
    }

    /// The user dragged the sheet's top edge by `rows` (positive: down): the sheet moves one
    /// detent, or a drag down from the smallest asks to dismiss.
    func _userDragged(by rows: CGFloat) {
        let detents = _orderedDetents
        guard let index = detents.firstIndex(where: { $0.identifier == _currentDetent.identifier }) else { return }
        let target = rows > 0 ? index - 1 : index + 1
        guard detents.indices.contains(target) else {
            if rows > 0 { _userWantsToDismiss() }
            return
        }
        animateChanges { _selectedDetentIdentifier = detents[target].identifier }
        _detentsDidChange()
        (delegate as? any UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    override var _passesTouchesOutside: Bool { _isUndimmed }
}

/// The framed panel of a sheet. A drag up or down from its frame of at least
/// ``dismissDragDistance`` rows moves the sheet to the next detent, or, down from the
/// smallest, asks to dismiss it, as a swipe down does on a phone.
///
/// - Note: UIKit's sheet follows the finger and springs back if let go early; Terrarium's
///   stays in place while dragged and decides on release.
@MainActor
final class _SheetPanelView: UIView {
    /// How far a drag must go to move the sheet, in rows.
    static let dismissDragDistance: CGFloat = 3
    weak var controller: UISheetPresentationController?
    private var dragStart: CGPoint?
    /// Whether the grabber is drawn on the top edge.
    var showsGrabber = false {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("_SheetPanelView is created by presentations")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        _drawBox(in: context, bounds: context.bounds, color: .separator)
        if showsGrabber, context.bounds.width >= 8 {
            let grabber = String(repeating: "━", count: 4)
            context.draw(
                grabber, at: CGPoint(x: ((context.bounds.width - 4) / 2).rounded(.down), y: 0), foreground: .secondaryLabel)
        }
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
        let rows = (touch.location(in: nil).y - start.y) / _cellSize.height
        if Swift.abs(rows) >= Self.dismissDragDistance { controller?._userDragged(by: rows) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        dragStart = nil
        super.touchesCancelled(touches, with: event)
    }
}

/// Draws a rounded box-drawing frame along the edges of `bounds`, in the cells of a
/// cell-addressed `context`.
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

extension UISheetPresentationController {
    /// A height at which a sheet rests: ``medium()``, half the window, or ``large()``, the
    /// full sheet.
    @preconcurrency @MainActor
    public final class Detent {
        /// The name of a detent.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The raw value.
            public let rawValue: String
            /// Creates an identifier.
            ///
            /// - Parameter rawValue: the name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier

        private init(identifier: Identifier) {
            self.identifier = identifier
        }

        /// The detent at half the window's height.
        public static func medium() -> Detent { Detent(identifier: .medium) }

        /// The detent at the full sheet's height.
        public static func large() -> Detent { Detent(identifier: .large) }

        /// Smaller detents rank lower.
        var rank: Int { Self.rank(of: identifier) }

        static func rank(of identifier: Identifier) -> Int { identifier == .medium ? 0 : 1 }
    }
}

/// The delegate of a sheet presentation controller: an adaptive presentation delegate that
/// also hears when the user moves the sheet to another detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent. Does nothing by default.
    ///
    /// - Parameter sheetPresentationController: the sheet, whose
    ///   `selectedDetentIdentifier` is the new detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

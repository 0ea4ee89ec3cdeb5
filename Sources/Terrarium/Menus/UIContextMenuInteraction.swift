import Foundation

/// Hears when a context menu is asked for, shown and closed.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a right click (or Shift-F10) at `location` in the interaction's
    /// view, or `nil` for none.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?

    /// Called just before the menu appears.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)

    /// Called when the menu closes: chosen, dismissed with Esc or a click outside, or by
    /// ``UIContextMenuInteraction/dismissMenu()``; before a chosen action's handler runs.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing by default.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Does nothing by default.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}

/// Runs work alongside a context menu's appearance or disappearance.
///
/// - Note: Terrarium's menus appear and disappear at once: animations run immediately and
///   completions right after the menu appeared or closed (before a chosen action's handler).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller; always `nil` in Terrarium.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run with the menu's transition.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds work to run when the transition ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator Terrarium passes to the delegate: animations run at once, completions
/// when the menu has appeared or closed.
@MainActor
final class _ContextMenuAnimator: UIContextMenuInteractionAnimating {
    private var completions: [() -> Void] = []
    var previewViewController: UIViewController? { nil }
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
    func finish() {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion() }
    }
}

/// An interaction that shows a context menu for its view: on a right click, or on
/// Shift-F10 while the view (or a subview) has focus.
///
/// ```swift
/// final class FileCell: UIView, UIContextMenuInteractionDelegate {
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         addInteraction(UIContextMenuInteraction(delegate: self))
///     }
///     func contextMenuInteraction(
///         _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
///     ) -> UIContextMenuConfiguration? {
///         UIContextMenuConfiguration(actionProvider: { _ in
///             UIMenu(children: [UIAction(title: "Reveal") { _ in reveal() }])
///         })
///     }
/// }
/// ```
///
/// The menu is a bordered list drawn above everything, its top-left corner at the click
/// (below the view for Shift-F10), moved to stay on screen. Up and Down move the highlight
/// (skipping disabled items), Return or Space chooses, Right (or Return) opens a submenu
/// and Left closes it, Esc closes the innermost panel; a click chooses an item or opens a
/// submenu, a click outside the menu dismisses it. The chosen action's handler runs after
/// the menu has closed and the delegate heard `willEndFor`. Focus returns to the view that
/// had it.
///
/// - Note: Terrarium differences: there is no long press, so the menu opens on a right
///   click (`UIEvent.buttonMask` `.secondary`) or Shift-F10 (the Menu key is not decoded by
///   terminals consistently); there is no preview and no animation. A menu taller than the
///   screen is cut off.
@preconcurrency @MainActor
public final class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The delegate that supplies the menu.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// Where the menu was opened, in window coordinates.
    var _location: CGPoint = .zero

    /// Creates an interaction that asks `delegate` for its menus.
    ///
    /// - Parameter delegate: the delegate, held weakly.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Called before the interaction is added to or removed from a view.
    public func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    /// Called after the interaction is added to or removed from a view.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// Where the menu was opened, in `view`'s coordinates.
    ///
    /// - Parameter view: the view whose coordinates to use; `nil` for the window's.
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return _location }
        return view.convert(_location, from: nil)
    }

    /// Closes the menu if this interaction's menu is open, as Esc does.
    public func dismissMenu() {
        guard let window = view?._window, let menu = window._openContextMenu, menu.owner === self else { return }
        menu.dismiss()
    }

    /// Asks the delegate for a configuration at `location` (in the view) and opens its menu.
    ///
    /// - Returns: whether a menu opened.
    @discardableResult
    func _open(at location: CGPoint, anchor: CGPoint) -> Bool {
        guard let view, let delegate,
            let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return false }
        _location = view.convert(location, to: nil)
        return view._presentContextMenu(
            configuration, at: anchor, owner: self,
            willDisplay: { [weak self] animator in
                guard let self else { return }
                self.delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
            },
            willEnd: { [weak self] animator in
                guard let self else { return }
                self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            })
    }
}

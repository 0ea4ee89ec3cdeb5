import Foundation

/// An object that takes part in keyboard focus and can ask for it to move: views and view
/// controllers.
///
/// A controller that wants keyboard users to land on one of its views says so in
/// `preferredFocusEnvironments` and asks for an update when it appears:
///
/// ```swift
/// override var preferredFocusEnvironments: [any UIFocusEnvironment] { [tableView] }
///
/// override func viewDidAppear(_ animated: Bool) {
///     super.viewDidAppear(animated)
///     setNeedsFocusUpdate()
///     updateFocusIfNeeded()
/// }
/// ```
///
/// As in UIKit, a request from an environment that does not contain the focused view is
/// ignored: a preview appearing beside a focused list does not take the focus away.
///
/// - Note: Terrarium: UIKit also moves focus to preferred environments on its own (at
///   launch, after a presentation); Terrarium moves it only when asked, by Tab and Shift-Tab,
///   and when the focused view goes away. Requests are carried out by
///   ``updateFocusIfNeeded()`` or before the next key press, not in a later run-loop turn.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// The environments focus should go to, most preferred first.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// Asks for focus to move to this environment's preferred view.
    func setNeedsFocusUpdate()
    /// Carries out a pending focus request now.
    func updateFocusIfNeeded()
}

extension UIView: UIFocusEnvironment {
    /// Asks for focus to move to this view's preferred focus environment.
    public func setNeedsFocusUpdate() { _window?._pendingFocusRequest = _WeakFocusEnvironment(self) }
    /// Carries out this view's window's pending focus request now.
    public func updateFocusIfNeeded() { _window?._updateFocusIfNeeded() }
}

extension UIViewController: UIFocusEnvironment {
    /// Asks for focus to move to this controller's preferred focus environment.
    public func setNeedsFocusUpdate() { _view?._window?._pendingFocusRequest = _WeakFocusEnvironment(self) }
    /// Carries out this controller's window's pending focus request now.
    public func updateFocusIfNeeded() { _view?._window?._updateFocusIfNeeded() }
}

/// A focus request held weakly, so a request cannot keep a controller alive.
struct _WeakFocusEnvironment {
    weak var environment: (any UIFocusEnvironment)?
    init(_ environment: any UIFocusEnvironment) { self.environment = environment }
}

extension UIWindow {
    /// Carries out the pending focus request, if any: when the focused view (or, with nothing
    /// focused, a first-responder view) is inside the requesting environment, or there is none, focus moves to the first focusable view its
    /// preferences lead to.
    func _updateFocusIfNeeded() {
        guard let request = _pendingFocusRequest else { return }
        _pendingFocusRequest = nil
        guard let environment = request.environment else { return }
        // Only the environment holding the focus (or, with none, the first responder) may move it.
        if let holder = _focusedView ?? (_firstResponder as? UIView), !Self._environment(environment, contains: holder)
        {
            return
        }
        guard let view = _preferredFocusView(in: environment, depth: 0), view !== _focusedView else { return }
        _setFocusedView(view, heading: [])
    }

    private static func _environment(_ environment: any UIFocusEnvironment, contains view: UIView) -> Bool {
        let root: UIView?
        if let controller = environment as? UIViewController {
            root = controller._view
        } else {
            root = environment as? UIView
        }
        guard let root else { return false }
        return view.isDescendant(of: root)
    }

    /// The view focus goes to for `environment`: its preferences in order, then, for a view,
    /// itself or the first focusable view inside it in reading order.
    private func _preferredFocusView(in environment: any UIFocusEnvironment, depth: Int) -> UIView? {
        guard depth < 32 else { return nil }  // preferences that point back at each other
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let view = _preferredFocusView(in: preferred, depth: depth + 1) { return view }
        }
        guard let view = environment as? UIView else { return nil }
        if _isFocusable(view) { return view }
        return _focusableViews().first { $0.isDescendant(of: view) }
    }
}

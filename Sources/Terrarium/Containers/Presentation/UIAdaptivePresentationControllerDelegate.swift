import Foundation

/// The object a presentation controller tells of the user's attempts to dismiss it, and
/// asks how to adapt to the environment. Set it as a presentation controller's `delegate`,
/// usually before presenting:
///
/// ```swift
/// editor.presentationController?.delegate = self
/// present(editor, animated: true)
///
/// func presentationControllerShouldDismiss(_ controller: UIPresentationController) -> Bool {
///     !editor.hasUnsavedChanges
/// }
/// func presentationControllerDidAttemptToDismiss(_ controller: UIPresentationController) {
///     confirmDiscardingChanges()
/// }
/// ```
///
/// The dismissal methods are called only for a dismissal by the user (Esc, or a click
/// outside a sheet or popover), never for `dismiss(animated:completion:)` in code. When the
/// presented controller's `isModalInPresentation` is `true`, only
/// ``presentationControllerDidAttemptToDismiss(_:)`` is called.
///
/// - Note: Terrarium calls `presentationControllerWillDismiss(_:)` once the dismissal's
///   coordinator exists, before `dismissalTransitionWillBegin()` and the presented
///   controller's `viewWillDisappear`; and `presentationControllerDidDismiss(_:)` after its
///   `viewDidDisappear`. UIKit documents neither position.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss the presentation. `true` by default; `false` leads to
    /// ``presentationControllerDidAttemptToDismiss(_:)``.
    ///
    /// - Parameter presentationController: the presentation the user wants to dismiss.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user is dismissing the presentation; its `presentedViewController.transitionCoordinator`
    /// runs the dismissal. Does nothing by default.
    ///
    /// - Parameter presentationController: the presentation being dismissed.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation. Does nothing by default.
    ///
    /// - Parameter presentationController: the dismissed presentation.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss the presentation and was refused. Does nothing by default.
    ///
    /// - Parameter presentationController: the presentation that stays.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to adapt to for `traitCollection`, or `.none` to keep the presentation's
    /// own. By default, what ``adaptivePresentationStyle(for:)`` answers.
    ///
    /// - Parameters:
    ///   - controller: the presentation.
    ///   - traitCollection: the traits it will have.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The style to adapt to in a horizontally compact environment. By default the
    /// presentation controller's own `adaptivePresentationStyle`.
    ///
    /// - Parameter controller: the presentation.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    /// `true`.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// In a compact width, ``adaptivePresentationStyle(for:)``; otherwise `.none`.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle(for: controller) : .none
    }
    /// The presentation controller's own `adaptivePresentationStyle`.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
}

import Foundation

/// Behaviour added to a view with ``UIView/addInteraction(_:)``, such as a context menu.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to, or `nil`.
    var view: UIView? { get }
    /// Called before the interaction is added to `view`, or removed (`nil`).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view`, or removed (`nil`).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { _interactions }
        set {
            for interaction in _interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds an interaction to the view (moving it from another view if it was on one).
    ///
    /// ```swift
    /// row.addInteraction(UIContextMenuInteraction(delegate: self))
    /// ```
    /// - Parameter interaction: the interaction.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let current = interaction.view {
            if current === self { return }
            current.removeInteraction(interaction)
        }
        interaction.willMove(to: self)
        _interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction from the view.
    ///
    /// - Parameter interaction: the interaction.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = _interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        _interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}

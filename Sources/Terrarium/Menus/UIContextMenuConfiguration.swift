import Foundation

/// Makes the menu of a context menu: given UIKit's suggested elements (none in Terrarium),
/// returns the menu, or `nil` for none.
public typealias UIContextMenuActionProvider = @MainActor ([any UIMenuElement]) -> UIMenu?

/// Makes the preview of a context menu: a view controller, or `nil`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: the menu its action provider makes.
///
/// ```swift
/// func contextMenuInteraction(
///     _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
/// ) -> UIContextMenuConfiguration? {
///     UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///         UIMenu(children: [UIAction(title: "Copy") { _ in copy() }])
///     }
/// }
/// ```
/// - Note: Terrarium shows no preview: the preview provider is kept but never called.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration: NSObject {
    /// The identifier given at creation, to tell configurations apart in delegate calls.
    public let identifier: any NSCopying
    /// The preview provider; Terrarium never calls it.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// The provider of the menu.
    public let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - identifier: an identifier; a unique one when `nil`.
    ///   - previewProvider: a preview (not shown by Terrarium).
    ///   - actionProvider: makes the menu.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

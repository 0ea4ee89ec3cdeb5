import Foundation

extension UITableView {
    /// The title of a section index entry that stands for the search field at the top of the
    /// table (`{search}`), drawn by UIKit as a magnifying glass.
    ///
    /// - Note: Terrarium's tables draw no section index; the constant exists for data sources
    ///   that return it from `sectionIndexTitles(for:)`.
    nonisolated public static let indexSearch = "{search}"

    /// Posted when the user selected or deselected a row (a click, Return or Space); the
    /// object is the table view. Not posted when code selects with
    /// ``selectRow(at:animated:scrollPosition:)``, which calls no delegate method either.
    nonisolated public static let selectionDidChangeNotification = Notification.Name(
        "UITableViewSelectionDidChangeNotification")
}

extension UITableViewCell {
    /// How a row is edited in a table's editing mode: deleted, inserted, or neither.
    ///
    /// - Note: Terrarium's tables have no editing mode (no delete or insert controls, no swipe
    ///   to delete): a data source's `tableView(_:commit:forRowAt:)` is never called. The type
    ///   exists for code that names it.
    public enum EditingStyle: Int, Sendable {
        /// Neither.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

    /// How the cell is edited: always ``EditingStyle/none`` (see ``EditingStyle``).
    public var editingStyle: EditingStyle { .none }

    /// Where a cell is in a drag of rows.
    ///
    /// - Note: Terrarium's tables have no drag and drop: cells stay ``none``.
    public enum DragState: Int, Sendable {
        /// Not being dragged.
        case none
        /// Being lifted at the start of a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// How a focused cell looks.
    public enum FocusStyle: Int, Sendable {
        /// The system's focused look: in Terrarium, the table's cursor row.
        case `default`
        /// The cell draws its focused look itself.
        case custom
    }
}

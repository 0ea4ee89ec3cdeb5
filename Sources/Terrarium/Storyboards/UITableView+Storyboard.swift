import Foundation

/// What a storyboard's `<tableView>` and `<tableViewCell>` say, decoded in the classes'
/// `init?(coder:)` (see `UIView+Storyboard.swift`), and a static table's sections.
extension UITableView {
    func _decodeStoryboardTable(_ coder: _StoryboardCoder) {
        if let height = coder.number("rowHeight") { rowHeight = UITableView._storyboardRowHeight(Double(height)) }
        if let value = coder.bool("allowsSelection") { allowsSelection = value }
        if let value = coder.bool("allowsMultipleSelection") { allowsMultipleSelection = value }
    }

    /// UIKit's standard row height, which Xcode writes unless a height was chosen.
    static let _storyboardStandardRowHeight: Double = 44

    /// A storyboard's row height: as written, in points, but for UIKit's standard 44 points,
    /// which is Terrarium's standard row, one row of text (``UIFont/lineHeight``); `-1`
    /// (self-sizing) is ``UITableView/automaticDimension``.
    ///
    /// - Note: Xcode writes 44 for every table whose height nobody chose. At 16 points a row,
    ///   44 points are three rows; a list reads better one line an item, as Terrarium's tables
    ///   made in code do. Any other height is the designer's choice and is kept.
    static func _storyboardRowHeight(_ points: Double) -> CGFloat {
        if points < 0 { return UITableView.automaticDimension }
        if points == _storyboardStandardRowHeight { return UIScreen.main.cellSize.height }
        return CGFloat(points)
    }
}

extension UITableView.Style {
    /// The style Xcode writes as `name` (`style=` of a `<tableView>`).
    init?(storyboardName name: String) {
        switch name {
        case "plain": self = .plain
        case "grouped": self = .grouped
        case "insetGrouped": self = .insetGrouped
        default: return nil
        }
    }
}

extension UITableViewCell {
    func _decodeStoryboardCell(_ coder: _StoryboardCoder) {
        if let value = coder.string("accessoryType").flatMap(AccessoryType.init(storyboardName:)) {
            accessoryType = value
        }
        if let value = coder.string("selectionStyle").flatMap(SelectionStyle.init(storyboardName:)) {
            selectionStyle = value
        }
    }

    /// Makes the labels a storyboard's cell of a standard style holds in its content view
    /// (named by the cell's `textLabel` and `detailTextLabel`) the cell's own, laid out by
    /// its style.
    func _setStoryboardLabels(text: UILabel?, detail: UILabel?) {
        if let text { _textLabel = text }
        if let detail, _style != .default { _detailTextLabel = detail }
        if text != nil || detail != nil { setNeedsLayout() }
    }
}

extension UITableViewCell.CellStyle {
    /// The style Xcode writes as `name` (`style=` of a `<tableViewCell>`; a custom cell has none).
    init?(storyboardName name: String) {
        switch name {
        case "IBUITableViewCellStyleDefault": self = .default
        case "IBUITableViewCellStyleValue1": self = .value1
        case "IBUITableViewCellStyleValue2": self = .value2
        case "IBUITableViewCellStyleSubtitle": self = .subtitle
        default: return nil
        }
    }
}

extension UITableViewCell.AccessoryType {
    /// The accessory Xcode writes as `name`.
    init?(storyboardName name: String) {
        switch name {
        case "none": self = .none
        case "disclosureIndicator": self = .disclosureIndicator
        case "detailDisclosureButton": self = .detailDisclosureButton
        case "checkmark": self = .checkmark
        case "detailButton": self = .detailButton
        default: return nil
        }
    }
}

extension UITableViewCell.SelectionStyle {
    /// The selection style Xcode writes as `name`.
    init?(storyboardName name: String) {
        switch name {
        case "none": self = .none
        case "blue": self = .blue
        case "gray": self = .gray
        case "default": self = .default
        default: return nil
        }
    }
}

/// A section of a storyboard's static table (`<tableView dataMode="static">`): its titles,
/// its cells, made once with the scene, and the row height of each cell that sets one.
struct _StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell] = []
    /// Each cell's own row height in rows, or `nil` for the table's.
    var rowHeights: [CGFloat?] = []
}

extension UITableView {
    /// The static cell at `indexPath`, if this is a static table and it has one there.
    func _staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let sections = _staticSections, sections.indices.contains(indexPath.section),
            sections[indexPath.section].cells.indices.contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// The static section `section`, if this is a static table and it has one there.
    func _staticSection(_ section: Int) -> _StaticTableSection? {
        guard let sections = _staticSections, sections.indices.contains(section) else { return nil }
        return sections[section]
    }
}

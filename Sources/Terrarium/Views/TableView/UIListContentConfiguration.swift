import Foundation

/// What a view shows, described as a value: a configuration makes its content view, and
/// setting a new configuration on that view updates it.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = file.name
/// content.secondaryText = file.size
/// cell.contentConfiguration = content
/// ```
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView

    /// This configuration as it should look in `state` (selected, highlighted…).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
}

/// The state a configuration can be updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the view the configuration is for.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: selection, highlight and focus, for `updated(for:)`.
public struct UICellConfigurationState: UIConfigurationState {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell has keyboard focus (Terrarium: the table's cursor is on it).
    public var isFocused = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is being edited.
    public var isEditing = false

    /// Creates a state with the given traits and nothing set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// The content of a list row, header or footer: a text and a secondary text with their
/// looks, laid out as UIKit's list cells are.
///
/// - Note: Terrarium: there is no image yet. Texts are one row each; `.subtitleCell()` puts
///   the secondary text under the text when the view is two rows tall, otherwise after it.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// How one of the texts looks.
    public struct TextProperties: Hashable, Sendable {
        /// The colour; `nil`-free as in UIKit.
        public var color: UIColor
        /// The font (its weight and slant show).
        public var font: UIFont
        /// The alignment within its frame.
        public var alignment: TextAlignment = .natural
        /// The most lines; Terrarium shows one.
        public var numberOfLines = 1
    }

    /// Alignments of list texts.
    public enum TextAlignment: Int, Hashable, Sendable {
        /// The leading edge.
        case natural
        /// The centre.
        case center
        /// The trailing edge.
        case justified
    }

    enum _Layout: Hashable, Sendable {
        case single, subtitle, value, header, footer
    }

    var _layout: _Layout

    /// The main text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// How the main text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// Whether the texts sit side by side (the value layout) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The margins around the texts, in points: one column at the sides (8 points on a
    /// standard screen), none above and below.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 0, leading: UIScreen.main.cellSize.width, bottom: 0, trailing: UIScreen.main.cellSize.width)

    private init(_ layout: _Layout, textColor: UIColor = .label, secondaryColor: UIColor = .secondaryLabel) {
        _layout = layout
        textProperties = TextProperties(color: textColor, font: .systemFont(ofSize: UIFont.systemFontSize))
        secondaryTextProperties = TextProperties(
            color: secondaryColor, font: .systemFont(ofSize: UIFont.systemFontSize))
        prefersSideBySideTextAndSecondaryText = layout == .value
    }

    /// A cell with a text.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(.single) }
    /// A cell with a text and a secondary text under it.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(.subtitle) }
    /// A cell with a text and a secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(.value) }
    /// A sidebar cell: as `cell()`.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(.single) }
    /// A header of a plain list: bold text.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(.header)
        configuration.textProperties.font = .boldSystemFont(ofSize: UIFont.systemFontSize)
        return configuration
    }
    /// A header of a grouped list: secondary colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(.header, textColor: .secondaryLabel)
    }
    /// A header: as `groupedHeader()`.
    public static func header() -> UIListContentConfiguration { groupedHeader() }
    /// A footer: secondary colour.
    public static func footer() -> UIListContentConfiguration {
        UIListContentConfiguration(.footer, textColor: .secondaryLabel)
    }
    /// A plain list's footer.
    public static func plainFooter() -> UIListContentConfiguration { footer() }
    /// A grouped list's footer.
    public static func groupedFooter() -> UIListContentConfiguration { footer() }

    /// Makes a ``UIListContentView`` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration in `state`: a selected or focused cell keeps its texts' colours
    /// (the cell draws the selected look behind them).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }
}

/// The view that shows a ``UIListContentConfiguration``.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var _listConfiguration: UIListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        _listConfiguration = configuration
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        _apply()
    }

    /// Creates the view from an archive: Terrarium decodes nothing and shows a plain cell.
    public required init?(coder: NSCoder) {
        _listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        _apply()
    }

    /// The configuration shown; a configuration that is not a list one is ignored.
    open var configuration: any UIContentConfiguration {
        get { _listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            _listConfiguration = list
            _apply()
        }
    }

    /// The list configuration shown.
    open var listConfiguration: UIListContentConfiguration {
        get { _listConfiguration }
        set {
            _listConfiguration = newValue
            _apply()
        }
    }

    private func _apply() {
        let configuration = _listConfiguration
        for (label, text, properties) in [
            (textLabel, configuration.text, configuration.textProperties),
            (secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties),
        ] {
            label.text = text
            label.textColor = properties.color
            label.font = properties.font
            switch properties.alignment {
            case .natural: label.textAlignment = .natural
            case .center: label.textAlignment = .center
            case .justified: label.textAlignment = .justified
            }
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Places the texts by the configuration's layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = _listConfiguration
        // Counted in cells; each frame is set in points.
        let cell = _cellSize
        let bounds = self.bounds._scaled(toCells: cell)
        let margins = configuration.directionalLayoutMargins
        let left = margins.leading / cell.width
        let width = Swift.max(0, bounds.width - (margins.leading + margins.trailing) / cell.width)
        let textWidth = CGFloat((configuration.text ?? "").displayWidth)
        let secondaryWidth = CGFloat((configuration.secondaryText ?? "").displayWidth)
        let middle = _centredRow(in: bounds.height, rows: 1)
        if configuration.prefersSideBySideTextAndSecondaryText {
            let shown = Swift.min(secondaryWidth, Swift.max(width - textWidth - 1, (width / 2).rounded(.down)))
            textLabel.frame = CGRect(x: left, y: middle, width: Swift.max(0, width - shown - 1), height: 1)._scaled(fromCells: cell)
            secondaryTextLabel.frame = CGRect(x: left + width - shown, y: middle, width: shown, height: 1)._scaled(fromCells: cell)
            secondaryTextLabel.textAlignment = .right
        } else if configuration.secondaryText == nil {
            let y = configuration._layout == .header ? Swift.max(0, bounds.height - 1) : middle
            textLabel.frame = CGRect(x: left, y: y, width: width, height: 1)._scaled(fromCells: cell)
            secondaryTextLabel.frame = .zero
        } else if bounds.height >= 2 {
            let top = _centredRow(in: bounds.height, rows: 2)
            textLabel.frame = CGRect(x: left, y: top, width: width, height: 1)._scaled(fromCells: cell)
            secondaryTextLabel.frame = CGRect(x: left, y: top + 1, width: width, height: 1)._scaled(fromCells: cell)
        } else {
            let first = Swift.min(textWidth, width)
            textLabel.frame = CGRect(x: left, y: 0, width: first, height: 1)._scaled(fromCells: cell)
            let x = first + (textWidth > 0 ? 2 : 0)
            secondaryTextLabel.frame = CGRect(x: left + x, y: 0, width: Swift.max(0, width - x), height: 1)._scaled(fromCells: cell)
        }
    }
}

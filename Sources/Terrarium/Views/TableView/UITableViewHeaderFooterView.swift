import Foundation

/// A view for a section's header or footer: a title label, or custom content in
/// ``contentView``. Reusable like cells.
///
/// ```swift
/// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
///     let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
///     header?.textLabel?.text = sections[section].name
///     return header
/// }
/// ```
/// - Note: Terrarium: the title is one row, one column in from the leading edge; a plain
///   table's header is bold on a grey background, a grouped table's is in secondary colour.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    var _reuseIdentifier: String?
    var _textLabel: UILabel?
    /// The look the table view gives the standard header or footer.
    var _kind: _Kind = .custom

    enum _Kind {
        case custom, plainHeader, groupedHeader, footer
    }

    /// Creates a header or footer view reusable under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        _reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
        addSubview(contentView)
    }

    /// Creates the view from an archive: Terrarium decodes nothing.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Creates a view for a table view's registration of this class.
    ///
    /// - Note: Terrarium: Swift makes instances of a registered class through a `required`
    ///   initializer; this one calls ``init(reuseIdentifier:)``. A subclass inherits it unless
    ///   it declares designated initializers without `init(reuseIdentifier:)`: then Swift asks
    ///   the subclass for it, and the port command writes one that traps as UIKit does when
    ///   such a class is registered, "Use of unimplemented initializer 'init(reuseIdentifier:)'".
    public required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The identifier the table view reuses the view under.
    open var reuseIdentifier: String? { _reuseIdentifier }

    /// The view to add custom content to; it fills the header or footer.
    public let contentView: UIView

    /// The title label, made on first use.
    open var textLabel: UILabel? {
        if let label = _textLabel { return label }
        let label = UILabel(frame: .zero)
        _textLabel = label
        contentView.addSubview(label)
        _applyKind()
        setNeedsLayout()
        return label
    }

    /// Readies the view for reuse. Does nothing by default; overrides call `super`.
    open func prepareForReuse() {}

    /// Lays out the content view and the title (on the last row).
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        let row = _points(rows: 1)
        _textLabel?.frame = CGRect(
            x: layoutMargins.left, y: Swift.max(0, bounds.height - row),
            width: Swift.max(0, bounds.width - layoutMargins.left - layoutMargins.right), height: row)
    }

    func _applyKind() {
        switch _kind {
        case .custom: break
        case .plainHeader:
            backgroundColor = .secondarySystemBackground
            _textLabel?.font = .boldSystemFont(ofSize: UIFont.systemFontSize)
            _textLabel?.textColor = .label
        case .groupedHeader, .footer:
            backgroundColor = nil
            _textLabel?.textColor = .secondaryLabel
        }
    }
}

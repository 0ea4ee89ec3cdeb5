import Foundation

/// A view a collection view reuses: the base of cells and of supplementary views (section
/// headers and footers).
///
/// ```swift
/// final class SectionHeader: UICollectionReusableView {
///     let label = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         addSubview(label)
///     }
///     required init?(coder: NSCoder) { fatalError() }
/// }
/// collectionView.register(
///     SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
///     withReuseIdentifier: "Header")
/// ```
/// - Note: Terrarium makes registered classes through ``init(frame:)``, as UIKit does, by way
///   of a `required` initializer of its own (Swift can call only required initializers on a
///   class value).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView, _ReusableView {
    var _reuseIdentifier: String?

    /// Creates a reusable view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive: a storyboard's reuse identifier.
    public required init?(coder: NSCoder) {
        _reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
        super.init(coder: coder)
    }

    /// Creates a view for a collection view's registration of this class, through `init(frame:)`.
    ///
    /// - Note: Terrarium: Swift can make an instance of a registered class only through a
    ///   `required` initializer, so this one stands for UIKit's call of `init(frame:)`. A
    ///   subclass inherits it unless it declares designated initializers without
    ///   `init(frame:)` (a cell meant for a nib, with only `init?(coder:)`): then Swift asks
    ///   the subclass for it, and the port command writes one that traps as UIKit does when
    ///   such a class is registered, "Use of unimplemented initializer 'init(frame:)'".
    public required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        _reuseIdentifier = reuseIdentifier
    }

    /// The identifier the collection view reuses the view under.
    open var reuseIdentifier: String? { _reuseIdentifier }

    /// Readies a view that left the screen for another index path; called before a dequeue
    /// returns it. The default does nothing for supplementary views; overrides call `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes (frame, visibility, opacity) to the view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        isHidden = layoutAttributes.isHidden
        alpha = layoutAttributes.alpha
    }

    /// The attributes the view would like, given the layout's: asked of each cell as it is
    /// displayed when the layout sizes cells itself (a flow layout with an
    /// ``UICollectionViewFlowLayout/estimatedItemSize``).
    ///
    /// The default returns a copy of `layoutAttributes` whose size is what Auto Layout gives
    /// the view's content (a cell's ``UICollectionViewCell/contentView``) pulled towards the
    /// given size: `systemLayoutSizeFitting(_:)` at the fitting-size priority on both axes.
    /// Override it to fix one dimension, as lists do with the width:
    ///
    /// ```swift
    /// override func preferredLayoutAttributesFitting(
    ///     _ layoutAttributes: UICollectionViewLayoutAttributes
    /// ) -> UICollectionViewLayoutAttributes {
    ///     let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    ///     attributes.size.width = layoutAttributes.size.width
    ///     return attributes
    /// }
    /// ```
    ///
    /// - Parameter layoutAttributes: What the layout gave the view (its estimate).
    /// - Returns: The attributes the view prefers; the layout decides what to keep (a flow
    ///   layout keeps the size).
    /// - Note: Terrarium: the size is in whole cells.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes._copy()
        attributes.size = _selfSizingView.systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        return attributes
    }

    /// The view whose constraints size the reusable view: itself; a cell's content view.
    var _selfSizingView: UIView { self }
}

/// An item's view in a collection view: a ``contentView`` for custom content, over an
/// optional ``backgroundView``, with ``selectedBackgroundView`` shown while selected or
/// highlighted.
///
/// ```swift
/// final class TagCell: UICollectionViewCell {
///     let label = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(label)
///         let selected = UIView()
///         selected.backgroundColor = .systemBlue
///         selectedBackgroundView = selected
///     }
///     required init?(coder: NSCoder) { fatalError() }
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         label.frame = contentView.bounds
///     }
/// }
/// ```
///
/// - Note: Terrarium: as in UIKit, a cell has no selected look of its own: set
///   ``selectedBackgroundView`` or override ``isSelected``. The collection view's keyboard
///   cursor (shown while it has focus) paints the cell's background in the tint colour under
///   its content, where UIKit's focus engine would lift the focused cell.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    var _isSelected = false
    var _isHighlighted = false
    /// Whether the collection view's keyboard cursor is on this cell (shown while it has focus).
    var _hasKeyboardCursor = false {
        didSet { if oldValue != _hasKeyboardCursor { setNeedsDisplay() } }
    }

    /// Creates a cell with the given frame.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates the cell from an archive: Terrarium decodes nothing.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The view to add custom content to; it fills the cell.
    public let contentView: UIView

    override var _storyboardContentView: UIView? { contentView }

    /// What selecting the cell's item by the user also does: a storyboard's selection segue.
    var _selectionTrigger: (@MainActor () -> Void)?

    /// A cell sizes itself by its content view's constraints.
    override var _selfSizingView: UIView { contentView }

    /// Whether the cell is selected. Setting it shows or hides ``selectedBackgroundView``;
    /// overrides call `super`.
    open var isSelected: Bool {
        get { _isSelected }
        set {
            guard newValue != _isSelected else { return }
            _isSelected = newValue
            _updateBackgrounds()
        }
    }

    /// Whether the cell is highlighted (the mouse is down on it). Overrides call `super`.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set {
            guard newValue != _isHighlighted else { return }
            _isHighlighted = newValue
            _updateBackgrounds()
        }
    }

    /// A view behind the content, filling the cell; `nil` by default.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view behind the content, above ``backgroundView``, shown while the cell is selected
    /// or highlighted; `nil` by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            }
            _updateBackgrounds()
            setNeedsLayout()
        }
    }

    /// Clears the selected and highlighted states. Overrides call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        _hasKeyboardCursor = false
    }

    /// Lays the backgrounds and the content view out to fill the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
    }

    /// Paints the keyboard cursor's background.
    open override func draw(_ rect: CGRect) {
        guard _hasKeyboardCursor, let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        context.fill(rect, with: .tintColor)
    }

    private func _updateBackgrounds() {
        selectedBackgroundView?.isHidden = !(_isSelected || _isHighlighted)
    }
}

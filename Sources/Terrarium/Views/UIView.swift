import DequeModule
import Foundation

/// An object that manages the content of a rectangular area of the screen: the building
/// block of every user interface.
///
/// A view has a ``frame`` in its superview's coordinate space and ``bounds`` in its own, a
/// list of ``subviews`` drawn in order on top of it, and takes part in layout
/// (``layoutSubviews()``), drawing (``draw(_:)``), hit testing and the responder chain.
///
/// ```swift
/// let badge = UILabel(frame: CGRect(x: 2, y: 1, width: 10, height: 1))
/// badge.text = "Ready"
/// container.addSubview(badge)
/// ```
///
/// - Note: One point is one terminal cell. Frames may be fractional (animations pass through
///   fractional positions); drawing snaps each edge to the nearest cell. A view that changes
///   size is redrawn (`contentMode` is effectively `.redraw`), because stretching cells has
///   no meaning in a terminal.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment {
    // Geometry, as the model (target) values; animations present interpolated ones.
    var _frame: CGRect {
        willSet { if _keyValueObservers != nil { _frameWillChange(to: newValue) } }
        didSet { if _keyValueObservers != nil { _frameDidChange(from: oldValue) } }
    }
    var _boundsOrigin: CGPoint = .zero {
        willSet { if _keyValueObservers != nil { _boundsOriginWillChange(to: newValue) } }
        didSet { if _keyValueObservers != nil { _boundsOriginDidChange(from: oldValue) } }
    }
    /// Key-value observers (see `UIView+KeyValueObserving.swift`), made by the first.
    var _keyValueObservers: _KeyValueObservers?

    // Hierarchy. A view holds its subviews strongly; links upward are weak.
    weak var _superview: UIView?
    /// A deque, so that removing the first or last subview is O(1) whichever end views
    /// are removed from.
    var _subviews: Deque<UIView> = []
    weak var _window: UIWindow?
    /// The controller whose root view this is; weak, as UIKit's view-to-controller link.
    weak var _viewController: UIViewController?

    // Layout and display state.
    var _needsLayout = true
    var _needsDisplay = true
    var _backingStore: Canvas?
    /// The cells `_backingStore` was drawn over (size) and where the first cell's corner was
    /// against the bounds origin (origin); a change of either redraws.
    var _drawnGrid = CGRect(x: 0, y: 0, width: -1, height: -1)
    var _safeAreaInsets = UIEdgeInsets.zero
    /// The layout margins set, or `nil` for the default (`_defaultLayoutMargins`), which
    /// follows the cell size of the screen the view is on.
    var _layoutMargins: UIEdgeInsets?
    var _lastTraitCollection: UITraitCollection?
    /// The trait-change registrations made with `registerForTraitChanges`, in order.
    var _traitChangeRegistrations: [_TraitChangeRegistration] = []
    /// The size-class variations of the storyboard scene whose root view this is.
    var _storyboardVariations: _StoryboardVariations?
    var _animations: [AnimatedProperty: PropertyAnimation] = [:]
    /// The transition `UIView.transition(with:…)` runs on this view, if any.
    var _transition: _ViewTransition?

    /// Set while this view's `layoutSubviews()` runs.
    var _isLayingOutSubviews = false
    /// How many times this view's `layoutSubviews()` ran; tests use it to see passes.
    package var _layoutPassCount = 0
    /// How many times this view's `draw(_:)` ran.
    package var _drawCount = 0
    /// The interactions added with `addInteraction(_:)`, in order.
    var _interactions: [any UIInteraction] = []
    /// The gesture recognizers added with `addGestureRecognizer(_:)`, in order.
    var _gestureRecognizers: [UIGestureRecognizer] = []

    /// Whether the renderer dims what is drawn beneath this view (a sheet's backdrop).
    var _dimsContentBelow = false
    /// Whether focus stays inside this view while it is the topmost such subview of its
    /// window (a presentation's container).
    var _confinesFocus = false

    var _isHidden = false {
        willSet { if _keyValueObservers != nil { _valueWillChange("hidden", from: _isHidden, to: newValue) } }
        didSet { if _keyValueObservers != nil { _valueDidChange("hidden", from: oldValue, to: _isHidden) } }
    }
    var _alpha: CGFloat = 1 {
        willSet { if _keyValueObservers != nil { _valueWillChange("alpha", from: _alpha, to: newValue) } }
        didSet { if _keyValueObservers != nil { _valueDidChange("alpha", from: oldValue, to: _alpha) } }
    }
    var _backgroundColor: UIColor?
    /// The view's layer, made on first use of `layer` (see `UIView+Layer.swift`).
    var _layerStorage: CALayer?
    /// The appearance proxy this view is, or the appearance properties set on it (UIAppearance).
    var _appearanceState: _AppearanceState?
    /// The model transform (see `UIView+Transform.swift`).
    var _transform = CGAffineTransform.identity
    /// Whether the view's layer has animations added with `add(_:forKey:)`: only then does
    /// drawing ask the layer what they show (`UIView+LayerAnimations.swift`).
    var _isLayerAnimating = false

    // Auto Layout (see `AutoLayout/`): the state exists once the view takes part.
    var _autoLayout: _AutoLayoutState?

    /// The guide a constraint between this view's edges and a view inside it means, or
    /// `nil` for the view's own edges: a scroll view's content layout guide (UIKit's rule for
    /// scroll views), so the engine needs no knowledge of scroll views.
    var _edgesGuideForDescendants: UILayoutGuide? { nil }

    /// Whether the engine keeps this view's bounds origin as an input, so that what is
    /// inside moves, for constraints reaching outside, as the origin changes: a scroll view's.
    /// Other views' bounds origins are left out, as they rarely move.
    var _boundsOriginIsLayoutInput: Bool { false }

    var _translatesAutoresizingMaskIntoConstraints = true
    var _needsUpdateConstraints = true

    /// Creates a view with the given frame rectangle.
    ///
    /// - Parameter frame: the view's frame in its superview's coordinate space.
    public init(frame: CGRect) {
        _frame = frame
        super.init()
    }

    /// Creates a view from an archive: a storyboard's view element gives its frame (in
    /// cells, see the storyboard loader), autoresizing mask, visibility, colour and
    /// priorities; any other coder gives a zero frame.
    public required init?(coder: NSCoder) {
        _frame = .zero
        super.init()
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardView(coder) }
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A storyboard's `gestureRecognizers` outlet collection: the scene's recognizers are
    /// added to the view, after any it has.
    open override func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "gestureRecognizers" else { return super.connectOutlet(named: name, to: destination) }
        guard let recognizers = destination as? [UIGestureRecognizer] else { return false }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
        return true
    }

    /// How the view resizes when its superview's bounds size changes; empty by default.
    open var autoresizingMask: AutoresizingMask = []

    /// How the view's content is laid out when the interface reads right to left;
    /// ``UISemanticContentAttribute/unspecified`` by default.
    ///
    /// With ``UISemanticContentAttribute/forceRightToLeft``, the view's
    /// ``effectiveUserInterfaceLayoutDirection`` is right to left, and Auto Layout flips
    /// leading and trailing in the constraints this view holds for its subviews (those whose
    /// nearest common ancestor it is): leading is the right edge, trailing the left, and
    /// constants grow leftward, so a horizontal stack view lays its views out right to left.
    ///
    /// - Note: Only Auto Layout follows the direction: labels, text fields and the standard
    ///   controls and bars still draw left to right, and the direction is not passed down to
    ///   subviews (in UIKit it reaches them through their trait collections).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            if semanticContentAttribute != oldValue { _semanticContentAttributeDidChange() }
        }
    }

    /// Whether the view resizes its subviews by their masks when its size changes; `true` by default.
    open var autoresizesSubviews = true

    /// An integer you can use to identify the view; see ``viewWithTag(_:)``.
    open var tag: Int = 0

    /// How the view places its content in its bounds; `.scaleToFill` by default.
    ///
    /// - Note: Only views that draw a picture use it (``UIImageView``); other views redraw
    ///   at every size (see the type's note).
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Whether the view receives touches. Hidden views never do.
    open var isUserInteractionEnabled = true

    /// Whether subviews are clipped to this view's bounds when drawn. `false` by default,
    /// as in UIKit; a view's own drawing is always clipped to its bounds.
    open var clipsToBounds = false {
        didSet { _setNeedsComposite() }
    }

    /// Whether the view paints every point of its bounds, a drawing hint; `true` by default, as
    /// a view made in code has it in UIKit.
    ///
    /// - Note: Kept and read back, never used: Terrarium paints whole cells and composites every
    ///   view whatever it says.
    open var isOpaque = true

    /// How the view's tint is adjusted: ``TintAdjustmentMode/automatic`` (as its superview's)
    /// by default; ``TintAdjustmentMode/dimmed`` asks for a desaturated tint, as behind an
    /// alert.
    ///
    /// - Note: Kept and read back: Terrarium's views do not inherit a tint colour (each control
    ///   has its own, see `UIControl.tintColor`), so dimming changes nothing drawn.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Whether the view is hidden. A hidden view and its subviews draw nothing and receive
    /// no touches.
    open var isHidden: Bool {
        get { _isHidden }
        set {
            guard newValue != _isHidden else { return }
            _isHidden = newValue
            _setNeedsComposite()
            _superview?._subviewLayoutInputDidChange(self, intrinsicSizeOnly: false)
        }
    }

    /// The view's opacity, 0 to 1. Animatable.
    ///
    /// - Note: A terminal cell cannot be partly transparent: backgrounds blend with what is
    ///   beneath, and text is drawn only while the effective alpha is at least 0.5, so a
    ///   cross-fade swaps the text half-way through.
    open var alpha: CGFloat {
        get { _alpha }
        set {
            let clamped = Swift.min(1, Swift.max(0, newValue))
            guard clamped != _alpha else { return }
            _recordAnimation(.alpha, from: .scalar(_presentationAlpha), to: .scalar(clamped))
            _alpha = clamped
            _setNeedsComposite()
        }
    }

    /// The view's background colour; `nil` (the default) is transparent. Animatable.
    open var backgroundColor: UIColor? {
        get { _backgroundColor }
        set {
            guard newValue != _backgroundColor else { return }
            _recordAnimation(
                .backgroundColor, from: .color(_presentationBackgroundColor ?? newValue?.withAlphaComponent(0)),
                to: .color(newValue))
            _backgroundColor = newValue
            _setNeedsComposite()
        }
    }

    /// A textual representation in UIKit's form: `<ClassName: 0x…; frame = (x y; w h)>`,
    /// with `hidden = YES`, `alpha = …` and `tag = …` when they are not the defaults.
    ///
    /// - Note: `description` is nonisolated, as `NSObject`'s. Read on the main actor it
    ///   includes the frame and state; read from another thread, where the view's state may
    ///   not be touched, it is the bare `<ClassName: 0x…>`. UIKit's `layer = <CALayer: 0x…>`
    ///   part is left out.
    open override nonisolated var description: String {
        let base = super.description
        guard let state = NSObject._readingMainActorState({ self._descriptionState }) else { return base }
        return "\(base.dropLast()); \(state)>"
    }

    /// The state ``description`` shows after the class name and address.
    var _descriptionState: String {
        var parts = [
            "frame = (\(_frame.minX.formattedForDescription) \(_frame.minY.formattedForDescription); "
                + "\(_frame.width.formattedForDescription) \(_frame.height.formattedForDescription))"
        ]
        if _isHidden { parts.append("hidden = YES") }
        if _alpha != 1 { parts.append("alpha = \(_alpha.formattedForDescription)") }
        if tag != 0 { parts.append("tag = \(tag)") }
        return parts.joined(separator: "; ")
    }

    /// The next responder: the view's controller if it is a controller's root view,
    /// otherwise its superview.
    open override var next: UIResponder? {
        _viewController ?? _superview
    }

    override var _responderWindow: UIWindow? { _window }

    /// Layout margins views get unless set: one column at the sides (8 points on a standard
    /// screen, as in UIKit), none at top and bottom.
    ///
    /// - Note: UIKit's default is 8 points on all four sides. Half a row at the top would snap
    ///   to no margin and at the bottom to a whole row (see ``UIScreen/cellRect(for:)``), so
    ///   Terrarium leaves the top and bottom margins at zero, as UIKit does for a
    ///   controller's root view.
    var _defaultLayoutMargins: UIEdgeInsets {
        let column = _cellSize.width
        return UIEdgeInsets(top: 0, left: column, bottom: 0, right: column)
    }

    // MARK: Overridable API (declared here: Swift cannot override members declared in extensions)

    /// The view's frame rectangle in its superview's coordinate space. Animatable.
    ///
    /// Changing the size resizes subviews by their ``autoresizingMask``, and marks the
    /// view as needing layout and display.
    ///
    /// - Note: While ``transform`` is not the identity, UIKit calls the frame undefined; as in
    ///   UIKit, Terrarium returns the bounding box of the transformed bounds, and setting it
    ///   moves ``center`` and resizes ``bounds`` to match (see ``transform``).
    open var frame: CGRect {
        get { _transform.isIdentity ? _frame : _transformedFrame }
        set { if _transform.isIdentity { _setFrame(newValue) } else { _setFrameUnderTransform(newValue) } }
    }

    /// The class of the view's ``layer``: ``CALayer`` by default. Override it to give the view
    /// a layer of another class — a ``CAShapeLayer`` that draws a path, a ``CAGradientLayer``,
    /// or a `CALayer` subclass of your own — and cast ``layer`` to it.
    ///
    /// ```swift
    /// final class GradientView: UIView {
    ///     override class var layerClass: AnyClass { CAGradientLayer.self }
    ///     var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    /// }
    /// let view = GradientView(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    /// view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    /// view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
    /// view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
    /// ```
    ///
    /// The layer is made on first use of ``layer`` (or when the view is first drawn).
    ///
    /// - Note: Swift can create an instance from a class object only with a `required`
    ///   initializer, and `CALayer.init()` is not one (so that subclasses may write
    ///   `override init()`, as in UIKit). `CALayer`, ``CAShapeLayer`` and ``CAGradientLayer``
    ///   are made with `init()`; a subclass of your own (of any of them) is made with
    ///   `init(coder:)` and an empty archive, so its `init()` does not run: give it its
    ///   defaults in property initializers, or in an `init?(coder:)` that calls
    ///   `super.init(coder:)` — one that stops the process (Xcode's stub) stops it here too.
    open class var layerClass: AnyClass { CALayer.self }

    /// The Core Animation layer that draws the view; made on first use, owned by the view.
    ///
    /// Its geometry, background, opacity, visibility and clipping are the view's; see
    /// ``CALayer`` for the borders, corners, shadows, masks and sublayers it adds.
    open var layer: CALayer { _layer }

    /// The affine transform applied to the view about its centre (its layer's anchor point),
    /// relative to its ``center``; the identity by default. Animatable.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.3) {
    ///     card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    /// }
    /// ```
    ///
    /// Scale and translation move and size what is drawn, and where touches land: the
    /// view and its subviews are drawn on a canvas of their own and each cell of the scaled
    /// rectangle shows the cell it maps back to (so halving the scale shows every other
    /// column and row, a negative scale mirrors cells). ``bounds`` and ``center`` keep their
    /// values and Auto Layout ignores the transform, as in UIKit; ``frame`` is the
    /// transformed box.
    /// - Note: Rotation (and shear) is not drawn: text turned by an angle cannot be read in
    ///   cells. A rotated view is drawn and hit-tested upright, scaled by the transform's
    ///   scale factors and moved by its translation; ``frame`` and `convert(_:to:)` follow
    ///   what is drawn, except that ``frame`` reports the rotated bounding box, as UIKit
    ///   does. A transformed view's subviews are clipped to its bounds, and its layer's
    ///   shadow is not drawn.
    open var transform: CGAffineTransform {
        get { _transform }
        set { _setTransform(newValue) }
    }

    /// The view's bounds rectangle in its own coordinate space. Its size is the frame's size;
    /// its origin is the point of the view's content drawn at its top-left corner.
    open var bounds: CGRect {
        get { CGRect(origin: _boundsOrigin, size: _frame.size) }
        set {
            if newValue.origin != _boundsOrigin {
                _recordAnimation(.boundsOrigin, from: .point(_presentationBoundsOrigin), to: .point(newValue.origin))
                _boundsOrigin = newValue.origin
                // UIKit lays a view out when its bounds change at all: scroll views rely on it.
                setNeedsLayout()
                _setNeedsComposite()
            }
            if newValue.size != _frame.size {
                // UIKit keeps the center fixed when the bounds size changes.
                let center = self.center
                _setFrame(
                    CGRect(
                        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                        width: newValue.width, height: newValue.height))
            }
        }
    }

    /// The center of the frame, in the superview's coordinate space. Animatable.
    open var center: CGPoint {
        get { CGPoint(x: _frame.midX, y: _frame.midY) }
        set {
            _setFrame(
                CGRect(
                    x: newValue.x - _frame.width / 2, y: newValue.y - _frame.height / 2,
                    width: _frame.width, height: _frame.height))
        }
    }

    /// Removes the view from its superview (and so from its window).
    ///
    /// If it leaves a visible window, view controllers whose root views are in it get
    /// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` before this returns.
    /// - Note: UIKit's timing of `viewDidDisappear(_:)` here is not documented (sources
    ///   disagree whether it is deferred); Terrarium sends it synchronously, after the view
    ///   is out of the window, so a caller sees a settled state when the call returns.
    open func removeFromSuperview() {
        guard let superview = _superview else { return }
        let engineRoot = _layoutEngineWillMove()
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let move = _window == nil ? nil : _prepareWindowMove(to: nil)
        superview._layerStorage?._subviewWillMove(self)
        superview._subviews._remove(identicalTo: self)
        _superview = nil
        if let move { _completeWindowMove(move) }
        _layoutEngineDidMove(from: engineRoot)
        didMoveToSuperview()
        superview.setNeedsLayout()
        superview._setNeedsComposite()
        superview._checkInvariantsIfEnabled()
        _checkInvariantsIfEnabled()
    }

    /// Tells the view that its superview is about to change. Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Tells the view that its superview changed. Does nothing by default.
    open func didMoveToSuperview() {}

    /// Tells the view that its window is about to change. Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Tells the view that its window changed. Does nothing by default.
    open func didMoveToWindow() {}

    /// Tells the view that a subview was added. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}

    /// Adds a subview a storyboard lists in this view's `<subviews>`; a stack view arranges it.
    func _addStoryboardSubview(_ view: UIView) {
        addSubview(view)
    }

    /// The view a storyboard's `<… key="contentView">` child of this view stands for: a
    /// cell's content view, which the cell makes itself; `nil` for other views.
    var _storyboardContentView: UIView? { nil }

    /// The layout guide a storyboard's `<viewLayoutGuide key=…>` on this view stands for.
    func _storyboardLayoutGuide(key: String) -> UILayoutGuide? {
        switch key {
        case "safeArea": safeAreaLayoutGuide
        case "layoutMargins": layoutMarginsGuide
        default: nil
        }
    }

    /// Tells the view that a subview is about to be removed. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Marks the view as needing layout; its ``layoutSubviews()`` runs in the main loop's
    /// next layout pass (or at the next ``layoutIfNeeded()``).
    open func setNeedsLayout() {
        _needsLayout = true
        _window?._setNeedsLayoutPass()
    }

    /// Lays out the view and its descendants now if any of them need it.
    ///
    /// As in UIKit (where the layer asks its superlayers first), ancestors that need layout
    /// are laid out first, starting from the topmost of them. In a tree with constraints,
    /// the update-constraints pass and the solve come first.
    open func layoutIfNeeded() {
        _prepareConstraintBasedLayout()
        var top: UIView = self
        while let superview = top._superview, superview._needsLayout { top = superview }
        top._layoutSubtreeIfNeeded()
    }

    /// Lays out subviews: subclasses set their subviews' frames here.
    ///
    /// The default sets the frames of the subviews laid out by Auto Layout (those that do
    /// not translate their autoresizing masks) from the engine's solution. An override that
    /// calls `super` first gets those frames and may change them afterwards.
    ///
    /// For a view controller's root view, the controller's `viewWillLayoutSubviews()` runs
    /// just before and `viewDidLayoutSubviews()` just after.
    open func layoutSubviews() {
        _layoutSubviewsFromEngine()
    }

    /// The insets that keep content clear of bars and other views covering this one.
    ///
    /// A view's insets are the part of it its superview's unsafe margins cover, plus its
    /// controller's `additionalSafeAreaInsets` if it is a controller's root view. It is zero
    /// while the view is not in a window, and is updated in each layout pass.
    ///
    /// As in UIKit, the margins come from the superview's insets, not its bounds: a view that
    /// reaches past an edge where the superview has no inset (a page sliding in from the
    /// side) gets no inset there, so content pinned to its margins stays put. Where Apple is
    /// silent, on an edge with an inset a view reaching past the superview's edge is inset
    /// from its own edge to the safe line, the whole part of it beyond that line.
    /// - Note: A terminal has no notch or home indicator: a window's own safe area is zero
    ///   unless a container (a bar) or a controller adds to it.
    open var safeAreaInsets: UIEdgeInsets {
        _window == nil ? .zero : _safeAreaInsets
    }

    /// Tells the view that its safe-area insets changed. Does nothing by default; the view
    /// is marked as needing layout either way.
    open func safeAreaInsetsDidChange() {}

    /// The default spacing to use when laying out content inside the view.
    ///
    /// - Note: The default is one column on the left and right (8 points on a standard
    ///   screen, UIKit's value) and none at top and bottom, where UIKit has 8 points too:
    ///   half a row would snap to no margin at the top and a whole row at the bottom.
    open var layoutMargins: UIEdgeInsets {
        get { _layoutMargins ?? _defaultLayoutMargins }
        set {
            let old = layoutMargins
            _layoutMargins = newValue
            guard newValue != old else { return }
            _layoutGuideInsetsDidChange()
            layoutMarginsDidChange()
            _viewController?.viewLayoutMarginsDidChange()
        }
    }

    /// The layout margins in leading/trailing form.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional }
        set { layoutMargins = newValue.leftToRight }
    }

    /// Tells the view that its layout margins changed. Marks it as needing layout.
    open func layoutMarginsDidChange() {
        setNeedsLayout()
    }

    /// The natural size of the view's content; ``noIntrinsicMetric`` on an axis without one.
    ///
    /// Auto Layout sizes a view that does not translate its autoresizing mask to its
    /// intrinsic size, as far as its hugging and compression-resistance priorities let it.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view that its intrinsic content size changed: the engine reads it again
    /// in the next layout pass. Overrides must call `super`.
    open func invalidateIntrinsicContentSize() {
        _intrinsicContentSizeDidChange()
        _superview?.setNeedsLayout()
    }

    // MARK: Auto Layout (mechanics in AutoLayout/)

    /// Whether the view's frame is an input to Auto Layout: `true` (the default for views
    /// made in code) turns the view's frame and autoresizing mask into constraints when
    /// other constraints refer to the view, so you keep setting its frame; set it to
    /// `false` on a view you position with constraints.
    ///
    /// ```swift
    /// let title = UILabel()
    /// title.translatesAutoresizingMaskIntoConstraints = false
    /// view.addSubview(title)
    /// title.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
    /// ```
    /// - Note: UIKit keeps such a view's size and position as `NSAutoresizingMaskLayoutConstraint`s;
    ///   Terrarium holds its frame in the engine directly (edit variables, updated as the frame
    ///   changes), and names them as UIKit does in conflict reports.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != _translatesAutoresizingMaskIntoConstraints else { return }
            _translatesAutoresizingMaskIntoConstraints = newValue
            _translatesAutoresizingMaskDidChange()
        }
    }

    /// Whether the view needs Auto Layout even with no constraints, so that its
    /// ``updateConstraints()`` runs. `false` by default; return `true` from a view that makes
    /// its constraints in `updateConstraints()`.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints before layout, when ``setNeedsUpdateConstraints()`` asked
    /// for it.
    ///
    /// The update-constraints pass runs bottom up (subviews before their superview) before
    /// each layout pass of a window that uses constraints; a view controller's root view
    /// gets its controller's `updateViewConstraints()` instead. Call `super` as the last step:
    /// an override that does not stops with UIKit's `NSInternalInconsistencyException` text.
    ///
    /// ```swift
    /// override func updateConstraints() {
    ///     widthConstraint.constant = isExpanded ? 40 : 20
    ///     super.updateConstraints()
    /// }
    /// ```
    open func updateConstraints() {
        _needsUpdateConstraints = false
    }

    /// The priority with which the view resists growing beyond its intrinsic size on an
    /// axis; ``UILayoutPriority/defaultLow`` (250) by default.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _autoLayout?.hugging[axis.rawValue] ?? .defaultLow
    }

    /// Sets the priority with which the view resists growing beyond its intrinsic size.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        _autoLayoutState.hugging[axis.rawValue] = priority
        _contentPrioritiesDidChange()
    }

    /// The priority with which the view resists shrinking below its intrinsic size on an
    /// axis; ``UILayoutPriority/defaultHigh`` (750) by default.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _autoLayout?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    /// Sets the priority with which the view resists shrinking below its intrinsic size.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        _autoLayoutState.compressionResistance[axis.rawValue] = priority
        _contentPrioritiesDidChange()
    }

    /// The smallest size (for ``layoutFittingCompressedSize``) or the largest (for
    /// ``layoutFittingExpandedSize``) that the constraints inside the view allow.
    ///
    /// The same as ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// with ``UILayoutPriority/fittingSizeLevel`` on both axes.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size the constraints inside the view give it when its width and height are
    /// pulled toward `targetSize` at the given priorities; the view is not resized.
    ///
    /// What counts: the constraints the view and its subviews hold, intrinsic sizes with
    /// their hugging and compression resistance (the view's own too), and the frames of
    /// subviews that translate their autoresizing masks; not the view's constraints to its
    /// superview. A required priority fixes that dimension to the target.
    ///
    /// ```swift
    /// let height = cell.systemLayoutSizeFitting(
    ///     CGSize(width: 40, height: 0), withHorizontalFittingPriority: .required,
    ///     verticalFittingPriority: .fittingSizeLevel
    /// ).height
    /// ```
    /// - Note: The size is in whole cells.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The size that best fits `size`. By default the view's current size, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: _frame.origin, size: fitted)
    }

    /// Marks the view's content as needing to be redrawn; ``draw(_:)`` runs before the
    /// window is next drawn.
    open func setNeedsDisplay() {
        _needsDisplay = true
        _setNeedsComposite()
    }

    /// Marks part of the view's content as needing to be redrawn.
    ///
    /// - Note: Terrarium redraws the whole view; views are small grids of cells.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        setNeedsDisplay()
    }

    /// Draws the view's content into the current context, clipped to the view's bounds.
    ///
    /// Override it to draw with the context from ``UIGraphicsGetCurrentContext()``; the
    /// default draws nothing. `rect` is the view's bounds. The background colour is filled
    /// before this runs, and subviews draw over what it draws.
    ///
    /// ```swift
    /// override func draw(_ rect: CGRect) {
    ///     UIGraphicsGetCurrentContext()?.draw("● live", at: .zero, foreground: .systemGreen)
    /// }
    /// ```
    /// - Note: UIKit hands out a Core Graphics context; Terrarium's context draws cells.
    open func draw(_ rect: CGRect) {}

    /// Draws over the view's composited subviews; `rect` is the view's frame on the canvas.
    /// Nothing by default: a scroll view draws its indicators here, so that they are not
    /// subviews and `subviews` holds only what the app added.
    func _renderOverlay(into canvas: inout Canvas, rect: CGRect, clip: CGRect) {}

    /// The farthest descendant of this view (or the view itself) that contains `point`,
    /// given in this view's coordinates.
    ///
    /// As in UIKit: hidden views, views with user interaction disabled and views with an
    /// alpha below 0.01 are skipped with their subviews; subviews are tried front to back;
    /// a point outside the receiver is not looked for in its subviews, even unclipped ones.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        // Front to back: by zPosition, then in order.
        for subview in _subviewsInDrawingOrder.reversed() {
            let local = subview._convertFromSuperview(point)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside the view: by default, inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Asks the view whether `gestureRecognizer` may recognize its gesture: asked of the
    /// recognizer's view and of the view under its touches, before the recognizer's delegate.
    /// `true` by default; an enabled control answers `false` to a single-tap recognizer of
    /// an ancestor, so that a click on a button presses the button.
    ///
    /// ```swift
    /// override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    ///     !(gestureRecognizer is UISwipeGestureRecognizer)
    /// }
    /// ```
    ///
    /// - Parameter gestureRecognizer: A recognizer about to leave `.possible`.
    /// - Returns: `false` to make it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// The view's traits: its controller's if it is a controller's root view, otherwise its
    /// superview's, otherwise its window's (or the unspecified defaults).
    open var traitCollection: UITraitCollection {
        if let controller = _viewController { return controller.traitCollection }
        if let superview = _superview { return superview.traitCollection }
        return UITraitCollection._defaults
    }

    /// Tells the view that its traits changed. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the view can take keyboard focus: be reached with Tab and Shift-Tab. `false`
    /// by default; an enabled ``UIControl`` returns `true`.
    ///
    /// A view that can become focused is still skipped while it, or an ancestor, is hidden,
    /// fully transparent or not interactive, while it is outside the window's visible area,
    /// and while it is beneath a presented view controller. See ``UIWindow/focusedView``.
    ///
    /// ```swift
    /// final class Tile: UIView {
    ///     override var canBecomeFocused: Bool { true }
    /// }
    /// ```
    /// - Note: UIKit decides focusability per platform (tvOS, iPad keyboard navigation);
    ///   Terrarium has one rule: a view is focusable when this returns `true`.
    open var canBecomeFocused: Bool { false }

    /// The environments, in order of preference, that focus should go to when this view
    /// asks for a focus update; empty by default (the first focusable view inside this one,
    /// in reading order, is then chosen). See ``setNeedsFocusUpdate()``.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    /// Where Shift-F10 opens this first responder's context menu: the area (in this view's
    /// coordinates) whose top-left corner is the menu's location and below which it opens.
    /// The whole view by default; a table view answers with its keyboard cursor's row.
    /// A subview was hidden or shown (or, with `intrinsicSizeOnly`, changed its intrinsic
    /// size). Nothing by default; a stack view rearranges. A hook rather than a type check in
    /// every view's `isHidden`.
    func _subviewLayoutInputDidChange(_ subview: UIView, intrinsicSizeOnly: Bool) {}

    /// Opens a menu the view itself owns (a button's `menu`) at `anchor`, in its own
    /// coordinates, for a right click or Shift-F10; `false` by default.
    func _openOwnContextMenu(anchor: CGPoint) -> Bool { false }

    var _contextMenuKeyboardRect: CGRect { CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height) }

    /// Whether the view is its window's focused view.
    open var isFocused: Bool { _window?._focusedView === self }

    /// Tells the view that focus moved to or from it or one of its subviews. Does nothing by
    /// default.
    ///
    /// The window calls it, after the move, on the view that lost focus and on the one that
    /// gained it, then on their superviews up to the window, innermost first, each once.
    /// - Parameters:
    ///   - context: the views focus moved from and to, and the direction of the move.
    ///   - coordinator: runs animations that go with the change.
    /// - Note: UIKit also tells the view controllers on the way (focus environments);
    ///   Terrarium tells views only.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: Accessibility (defaults per class below; see Accessibility/)

    /// Whether assistive technologies treat the view as one element. `false` for plain
    /// views; `true` for labels and controls, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { _accessibility.isElement ?? _defaultIsAccessibilityElement }
        set { _accessibility.isElement = newValue }
    }

    /// A short name for the element: a button's title, a label's text by default. Setting
    /// `nil` brings the default back.
    open var accessibilityLabel: String? {
        get { _accessibility.label ?? _defaultAccessibilityLabel }
        set { _accessibility.label = newValue }
    }

    /// The element's value, when it has one: `"1"` or `"0"` for a switch, a percentage for
    /// a slider. Setting `nil` brings the default back.
    open var accessibilityValue: String? {
        get { _accessibility.value ?? _defaultAccessibilityValue }
        set { _accessibility.value = newValue }
    }

    /// What using the element does, in a few words. `nil` by default.
    open var accessibilityHint: String? {
        get { _accessibility.hint }
        set { _accessibility.hint = newValue }
    }

    /// What kind of element this is and its state (``UIAccessibilityTraits``): `.button`
    /// for buttons, `.staticText` for labels, `.notEnabled` while disabled… Setting a value
    /// replaces the defaults.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility.traits ?? _defaultAccessibilityTraits }
        set { _accessibility.traits = newValue }
    }

    /// The elements inside the view, in order, when it is a container: a segmented
    /// control's segments. `nil` by default; setting it replaces the defaults.
    open var accessibilityElements: [Any]? {
        get { _accessibility.elements ?? _defaultAccessibilityElements }
        set { _accessibility.elements = newValue }
    }

    /// An identifier for tests and automation; not read to the user.
    open var accessibilityIdentifier: String?

    var _accessibility = _AccessibilityStorage()
    var _defaultIsAccessibilityElement: Bool { false }
    var _defaultAccessibilityLabel: String? { nil }
    var _defaultAccessibilityValue: String? { nil }
    var _defaultAccessibilityTraits: UIAccessibilityTraits { [] }
    var _defaultAccessibilityElements: [Any]? { nil }
    /// Where the hardware cursor goes while the view has focus and no text cursor is shown,
    /// in the view's bounds: its first cell by default.
    var _focusCursorPoint: CGPoint { bounds.origin }
}

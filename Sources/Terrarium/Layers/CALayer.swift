import Foundation

/// An object that manages a rectangle of drawn content: Core Animation's layer, as every
/// ``UIView`` has one (``UIView/layer``) and as you add more of to draw shapes and boxes.
///
/// A view's own layer *is* the view seen from Core Animation: its geometry, background,
/// opacity, visibility and clipping are the view's (``frame``, ``backgroundColor``,
/// ``opacity`` and ``UIView/alpha``, ``isHidden``, ``masksToBounds`` and
/// ``UIView/clipsToBounds``), and it adds what only layers have:
///
/// ```swift
/// card.layer.cornerRadius = 1
/// card.layer.borderWidth = 1
/// card.layer.borderColor = UIColor.separator.cgColor
/// card.layer.shadowOpacity = 0.3
/// ```
///
/// How these are drawn in cells:
/// - **Border**: with ``borderWidth`` above 0, a box of box-drawing characters in
///   ``borderColor`` on the layer's edge cells (heavy lines from a width of 2), drawn over
///   the content and the sublayers and subviews, as Core Animation draws the border above
///   them: lay content out one cell inside. A layer one row tall gets `│` at its two ends.
/// - **Corner radius**: with a border, a ``cornerRadius`` of 1 or more gives the box rounded
///   corners `╭╮╰╯`. Without a border, it leaves the background's four corner cells
///   unpainted (on layers at least 2×2), which reads as rounded; clipping stays rectangular.
/// - **Shadow**: with ``shadowOpacity`` above 0 and a ``shadowColor``, the cells just outside
///   the layer on the sides ``shadowOffset`` points to (one cell; below for a positive
///   height, above for a negative one, and likewise right and left) are darkened by the
///   shadow colour at that opacity and their text dimmed; an offset of zero darkens a
///   one-cell ring all round. ``shadowRadius`` changes nothing; ``shadowPath`` replaces the
///   layer's rectangle by the path's bounding box. ``masksToBounds`` removes the shadow, as
///   it clips it in Core Animation.
/// - **Mask**: ``mask``'s frame (a shape layer's path's bounding box, moved by its frame's
///   origin) clips everything the layer draws, as a rectangle.
/// - **Sublayers**: drawn after the layer's own content, in order; a view's layer
///   interleaves them with its subviews' layers (``sublayers`` lists both) and
///   ``zPosition`` orders siblings, subviews included, when drawing and hit-testing.
///
/// Layers animate with Core Animation's explicit animations (``add(_:forKey:)``, see
/// ``CAAnimation``): they change what is drawn, on the main loop's clock, and leave the model
/// values as they are; ``presentation()`` reads what is shown.
///
/// - Note: Core Animation's implicit animations do not exist: a change to a layer shows at
///   the next frame; animate views with ``UIView/animate(withDuration:animations:)``, or
///   add an animation. `CALayer` is isolated to the main actor here (layers are drawn with
///   the views; `@preconcurrency`, so Swift 5 code may use it as freely as Core
///   Animation's), and a plain layer's ``transform`` (and ``sublayerTransform``) is kept but
///   not drawn; a view's layer draws its transform as the view's (see ``transform``).
///   ``UIView/layerClass`` gives a view a layer of any `CALayer` class; see there for how a
///   subclass of your own is made.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view whose own layer this is; `nil` for a layer you made.
    weak var _view: UIView?
    weak var _superlayer: CALayer?
    /// Plain sublayers, in order. A view's layer lists its subviews' layers separately (the
    /// view's subviews); `_anchorView` says where a plain one sits among them.
    var _sublayers: [CALayer] = []
    /// For a plain sublayer of a view's layer: the subview it is drawn just above, or `nil`
    /// when it is below every subview.
    weak var _anchorView: UIView?
    var _hasAnchorView = false

    var _bounds = CGRect.zero
    var _position = CGPoint.zero
    var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// A plain layer's transform (a view's is the view's, `_viewTransform3D`).
    var _transform3D = CATransform3DIdentity
    /// For a view's layer: the 3D transform last set through ``transform``, with the affine
    /// transform it gave the view; it is what ``transform`` reads while the view keeps it.
    var _viewTransform3D: (transform: CATransform3D, projected: CGAffineTransform)?
    /// The layer's own timing (``CAMediaTiming``).
    var _layerTiming = _MediaTiming()
    /// The animations added, in order (`CALayer+Animations.swift`).
    var _animationEntries: [_LayerAnimation] = []
    /// The properties those animations change (the first component of their key paths).
    var _animatedKeys: Set<String> = []
    /// The layer whose ``mask`` this is.
    weak var _maskOwner: CALayer?
    var _backgroundColor: CGColor?
    var _opacity: Float = 1
    var _isHidden = false
    var _masksToBounds = false
    var _zPosition: CGFloat = 0

    /// Creates a layer with a zero frame.
    public override init() {
        super.init()
    }

    /// Creates a copy of another layer's properties, as Core Animation does for presentation
    /// layers.
    ///
    /// - Parameter layer: The layer to copy; anything else makes a default layer.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        _bounds = other.bounds
        _position = other.position
        _anchorPoint = other.anchorPoint
        _transform3D = other.transform
        sublayerTransform = other.sublayerTransform
        _layerTiming = other._layerTiming
        _backgroundColor = other.backgroundColor
        _opacity = other.opacity
        _isHidden = other.isHidden
        _masksToBounds = other.masksToBounds
        _zPosition = other.zPosition
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        // Shared: the mask stays its owner's (see `mask`).
        mask = other.mask
        name = other.name
    }

    /// Creates a layer from an archive; Terrarium decodes nothing.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Geometry

    /// The layer's rectangle in its own coordinate space. For a view's layer, the view's
    /// ``UIView/bounds``.
    open var bounds: CGRect {
        get { _view?.bounds ?? _bounds }
        set {
            if let view = _view {
                view.bounds = newValue
            } else {
                _bounds = newValue
                _setNeedsComposite()
            }
        }
    }

    /// Where the layer's ``anchorPoint`` sits in its superlayer's coordinate space. For a
    /// view's layer with the default anchor point, the view's ``UIView/center``.
    open var position: CGPoint {
        get {
            guard let view = _view else { return _position }
            let frame = view._frame
            return CGPoint(
                x: frame.minX + _anchorPoint.x * frame.width, y: frame.minY + _anchorPoint.y * frame.height)
        }
        set {
            if let view = _view {
                let size = view._frame.size
                view._setFrame(
                    CGRect(
                        x: newValue.x - _anchorPoint.x * size.width, y: newValue.y - _anchorPoint.y * size.height,
                        width: size.width, height: size.height))
            } else {
                _position = newValue
                _setNeedsComposite()
            }
        }
    }

    /// The point of the layer, in unit coordinates of its bounds, that ``position`` places
    /// and transforms turn and scale about; (0.5, 0.5), the centre, by default. Changing it
    /// keeps ``position`` and so moves the layer, as in Core Animation.
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            guard newValue != _anchorPoint else { return }
            let kept = position
            _anchorPoint = newValue
            position = kept
            _setNeedsComposite()
        }
    }

    /// The layer's rectangle in its superlayer's coordinate space, from ``position``,
    /// ``anchorPoint``, ``bounds`` and ``transform``. For a view's layer, the view's
    /// ``UIView/frame``.
    ///
    /// Reading it gives the smallest rectangle that holds the bounds as the transform places
    /// them about the anchor point. Setting it sets ``position`` to the point of the new
    /// frame at the anchor point, and the bounds' size to the frame's size taken back through
    /// the transform, as Core Animation does: a layer scaled by 2 and given a 40 × 20 frame
    /// gets 20 × 10 bounds; one turned a quarter turn gets the frame's sides swapped.
    ///
    /// ```swift
    /// let badge = CALayer()
    /// badge.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    /// badge.frame = CGRect(x: 10, y: 20, width: 40, height: 20)
    /// // badge.bounds.size == CGSize(width: 20, height: 10), badge.position == CGPoint(x: 30, y: 30)
    /// ```
    ///
    /// - Note: A transform with depth counts by its affine part. A plain layer's transform
    ///   is not drawn (see ``transform``): it is drawn at its untransformed rectangle.
    open var frame: CGRect {
        get {
            if let view = _view { return view.frame }
            let affine = CATransform3DGetAffineTransform(_transform3D)
            guard !affine.isIdentity else { return _untransformedFrame }
            let box = CGRect(
                x: -_anchorPoint.x * _bounds.width, y: -_anchorPoint.y * _bounds.height, width: _bounds.width,
                height: _bounds.height
            ).applying(affine)
            return box.offsetBy(dx: _position.x, dy: _position.y)
        }
        set {
            if let view = _view {
                view.frame = newValue
                return
            }
            let affine = CATransform3DGetAffineTransform(_transform3D)
            if affine.isIdentity {
                _bounds.size = newValue.size
            } else {
                let size = newValue.size.applying(affine.inverted())
                _bounds.size = CGSize(width: Swift.abs(size.width), height: Swift.abs(size.height))
            }
            _position = CGPoint(
                x: newValue.minX + _anchorPoint.x * newValue.width, y: newValue.minY + _anchorPoint.y * newValue.height)
            _setNeedsComposite()
        }
    }

    /// A plain layer's rectangle without its transform: where it is drawn.
    var _untransformedFrame: CGRect {
        CGRect(
            x: _position.x - _anchorPoint.x * _bounds.width, y: _position.y - _anchorPoint.y * _bounds.height,
            width: _bounds.width, height: _bounds.height)
    }

    /// The layer's place front to back among its siblings: higher is drawn later and hit
    /// first. 0 by default; equal values keep their order.
    open var zPosition: CGFloat {
        get { _zPosition }
        set {
            guard newValue != _zPosition else { return }
            _zPosition = newValue
            _setNeedsComposite()
        }
    }

    /// Kept for source compatibility; a terminal has no depth.
    open var anchorPointZ: CGFloat = 0

    /// The layer's affine transform. For a view's layer, the view's ``UIView/transform``.
    ///
    /// - Returns: The transform.
    open func affineTransform() -> CGAffineTransform {
        _view?.transform ?? CATransform3DGetAffineTransform(_transform3D)
    }

    /// Sets the layer's affine transform. For a view's layer, the view's ``UIView/transform``.
    ///
    /// - Parameter m: The transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        if let view = _view {
            view.transform = m
        } else {
            _transform3D = CATransform3DMakeAffineTransform(m)
            _setNeedsComposite()
        }
    }

    /// The layer's transform, in three dimensions, about its ``anchorPoint``.
    ///
    /// For a view's layer it is the view's ``UIView/transform`` lifted to 3D
    /// (``CATransform3DMakeAffineTransform(_:)``), or the 3D transform last set here while the
    /// view keeps the transform that gave it. Setting it sets the view's transform to what
    /// the 3D transform shows on the screen: its projection for points with z = 0, matched
    /// at the layer's centre (perspective included), so a turn of 60° about the y axis draws
    /// the view half as wide, and a fold about an edge keeps that edge in place. Inside
    /// ``UIView/animate(withDuration:delay:options:animations:completion:)`` the change
    /// animates, the transform moving part by part (translation, scale, rotation along the
    /// shorter arc) as Core Animation interpolates transforms, and projected at each frame.
    ///
    /// ```swift
    /// var fold = CATransform3DIdentity
    /// fold.m34 = -1 / 500
    /// item.layer.transform = CATransform3DRotate(fold, -.pi / 2, 0, 1, 0)   // edge-on: nothing shows
    /// UIView.animate(withDuration: 0.3) {
    ///     item.layer.transform = fold                                      // unfolds to full width
    /// }
    /// ```
    ///
    /// - Note: The projection is taken when the transform is set, at the view's size then.
    ///   As for a view's affine transform, rotation and shear are not drawn (see
    ///   ``UIView/transform``): what is drawn is the projection's scale and translation. A
    ///   plain layer's transform is kept, animated and reported by ``presentation()``, but
    ///   not drawn.
    open var transform: CATransform3D {
        get { _transformValue }
        set { _setTransformValue(newValue) }
    }

    /// A transform applied to the sublayers, relative to the layer's centre; the identity by
    /// default.
    ///
    /// - Note: Kept, animated and reported by ``presentation()``, but not drawn.
    open var sublayerTransform = CATransform3DIdentity {
        didSet { _setNeedsComposite() }
    }

    /// Whether a point in the layer's coordinates is inside its bounds.
    ///
    /// - Parameter p: The point.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    // MARK: Appearance

    /// The background colour. For a view's layer, the view's ``UIView/backgroundColor``.
    open var backgroundColor: CGColor? {
        get {
            if let view = _view { return view.backgroundColor?.cgColor }
            return _backgroundColor
        }
        set {
            if let view = _view {
                view.backgroundColor = newValue.map(UIColor.init(cgColor:))
            } else {
                _backgroundColor = newValue
                _setNeedsComposite()
            }
        }
    }

    /// The opacity, 0 to 1. For a view's layer, the view's ``UIView/alpha``.
    open var opacity: Float {
        get {
            if let view = _view { return Float(view.alpha) }
            return _opacity
        }
        set {
            if let view = _view {
                view.alpha = CGFloat(newValue)
            } else {
                _opacity = Swift.min(1, Swift.max(0, newValue))
                _setNeedsComposite()
            }
        }
    }

    /// Whether the layer is hidden. For a view's layer, the view's ``UIView/isHidden``.
    open var isHidden: Bool {
        get { _view?.isHidden ?? _isHidden }
        set {
            if let view = _view {
                view.isHidden = newValue
            } else {
                _isHidden = newValue
                _setNeedsComposite()
            }
        }
    }

    /// Whether sublayers are clipped to the bounds. For a view's layer, the view's
    /// ``UIView/clipsToBounds``.
    open var masksToBounds: Bool {
        get { _view?.clipsToBounds ?? _masksToBounds }
        set {
            if let view = _view {
                view.clipsToBounds = newValue
            } else {
                _masksToBounds = newValue
                _setNeedsComposite()
            }
        }
    }

    /// The radius of the corners; see the type's discussion for what it does in cells.
    open var cornerRadius: CGFloat = 0 {
        didSet { _setNeedsComposite() }
    }

    /// Which corners ``cornerRadius`` rounds; all four by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    {
        didSet { _setNeedsComposite() }
    }

    /// The shape of rounded corners; kept, cells have one kind of rounded corner.
    open var cornerCurve: CALayerCornerCurve = .circular

    /// The width of the border; 0 (no border) by default. Any width above 0 draws a box of
    /// light lines; 2 or more draws heavy lines.
    open var borderWidth: CGFloat = 0 {
        didSet { _setNeedsComposite() }
    }

    /// The colour of the border; opaque black by default, as in Core Animation.
    open var borderColor: CGColor? = CGColor.black {
        didSet { _setNeedsComposite() }
    }

    /// The colour of the shadow; opaque black by default.
    open var shadowColor: CGColor? = CGColor.black {
        didSet { _setNeedsComposite() }
    }

    /// The opacity of the shadow, 0 to 1; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0 {
        didSet { _setNeedsComposite() }
    }

    /// The shadow's offset; (0, -3) by default, as in Core Animation. Only its direction
    /// counts in cells.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { _setNeedsComposite() }
    }

    /// The blur radius of the shadow; 3 by default. Kept; cells do not blur.
    open var shadowRadius: CGFloat = 3 {
        didSet { _setNeedsComposite() }
    }

    /// The shape of the shadow; `nil` for the layer's rectangle. Its bounding box is used.
    open var shadowPath: CGPath? {
        didSet { _setNeedsComposite() }
    }

    /// A layer whose frame clips what this layer draws; see the type's discussion.
    open var mask: CALayer? {
        didSet {
            if oldValue?._maskOwner === self { oldValue?._maskOwner = nil }
            // A copy (a presentation layer) shares its model's mask without taking it.
            if let mask, mask._maskOwner == nil { mask._maskOwner = self }
            _setNeedsComposite()
        }
    }

    /// A name for the layer, for finding it among sublayers.
    open var name: String?

    /// Kept for source compatibility; layers are drawn into cells every frame.
    open var shouldRasterize = false
    /// Kept for source compatibility.
    open var rasterizationScale: CGFloat = 1
    /// Kept for source compatibility: one point is one cell.
    open var contentsScale: CGFloat = 1
    /// Kept for source compatibility.
    open var isOpaque = false
    /// Kept for source compatibility.
    open var allowsEdgeAntialiasing = false
    /// Kept for source compatibility.
    open var needsDisplayOnBoundsChange = false
    /// Kept for source compatibility; there is no back face in a terminal.
    open var isDoubleSided = true

    // MARK: Display

    /// Marks the layer as needing to be drawn again; for a view's layer, the view's
    /// ``UIView/setNeedsDisplay()``.
    open func setNeedsDisplay() {
        if let view = _view {
            view.setNeedsDisplay()
        } else {
            _setNeedsComposite()
        }
    }

    /// Marks the layer as needing layout; for a view's layer, the view's ``UIView/setNeedsLayout()``.
    open func setNeedsLayout() {
        _view?.setNeedsLayout()
    }

    /// Lays the layer out now if needed; for a view's layer, the view's ``UIView/layoutIfNeeded()``.
    open func layoutIfNeeded() {
        _view?.layoutIfNeeded()
    }

    /// Lays out sublayers; nothing by default.
    open func layoutSublayers() {}

    /// Removes every animation added with ``add(_:forKey:)``; the delegate of each that had
    /// not stopped hears `animationDidStop(_:finished:)` with `false` in the next turn.
    ///
    /// View animations (``UIView/animate(withDuration:animations:)``) are not layer
    /// animations here: they end when their property is set without animation.
    open func removeAllAnimations() {
        _removeAnimations { _ in true }
    }

    /// A copy of the layer with the values shown now: its model values as its running
    /// animations change them (``add(_:forKey:)``) and, for a view's layer, its frame,
    /// bounds, opacity, transform and background colour as view animations show them.
    ///
    /// A plain layer with no animations returns itself.
    ///
    /// - Note: Core Animation returns `Self?`; Terrarium returns a ``CALayer`` (a
    ///   ``CAShapeLayer`` or ``CAGradientLayer`` for those), without sublayers.
    open func presentation() -> CALayer? {
        _presentationLayer()
    }

    /// Draws the layer and its sublayers into a drawing context, in the layer's own
    /// coordinates: its bounds' origin at the context's (0, 0); see
    /// `CALayer+RenderInContext.swift` for what is drawn.
    ///
    /// ```swift
    /// let image = UIGraphicsImageRenderer(bounds: card.bounds).image { context in
    ///     card.layer.render(in: context.cgContext)
    /// }
    /// ```
    ///
    /// - Parameter ctx: The context, such as ``UIGraphicsGetCurrentContext()`` or a
    ///   ``UIGraphicsImageRendererContext``'s.
    /// - Note: The context is one of cells (``CanvasContext``): what is drawn is what the
    ///   screen would show of the layer — a view's layer draws its view and subviews — at the
    ///   presented values of running animations, without the layer's own transform, as Core
    ///   Animation renders.
    open func render(in ctx: CGContext) {
        _render(in: ctx)
    }

    /// The layer itself: Terrarium's layers hold their model values.
    open func model() -> CALayer {
        self
    }

    /// Draws the layer's own content (a shape layer's path) with its (0, 0) at `origin` on
    /// the canvas; nothing for a plain layer.
    func _drawContent(into canvas: inout Canvas, origin: CGPoint, clip: CGRect, alpha: CGFloat) {}
}

/// The corners of a layer that ``CALayer/cornerRadius`` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a set of corners from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (on screen; Core Animation's name counts y upward on macOS).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a corner curve from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous curvature.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

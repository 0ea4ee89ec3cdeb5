import Foundation

/// A layer that fills its bounds with a colour gradient.
///
/// ```swift
/// let fade = CAGradientLayer()
/// fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
/// fade.startPoint = CGPoint(x: 0, y: 0.5)
/// fade.endPoint = CGPoint(x: 1, y: 0.5)
/// fade.frame = edge.bounds
/// edge.layer.addSublayer(fade)
/// ```
///
/// Each cell's background takes the gradient's colour at the cell's centre (translucent
/// colours tint what is beneath), so a gradient is as smooth as cells allow.
///
/// - Note: `.axial` and `.radial` are drawn (`.radial` as circles in unit coordinates,
///   stretched to the bounds); `.conic` is drawn as `.axial`.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// Creates a gradient layer with no colours.
    public override init() {
        super.init()
    }

    /// Creates a copy of another layer's properties.
    ///
    /// - Parameter layer: The layer to copy.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// Creates a gradient layer from an archive; Terrarium decodes nothing.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The colours of the gradient, as `CGColor`s; other elements are skipped.
    open var colors: [Any]? {
        didSet { _setNeedsComposite() }
    }

    /// Where each colour sits, 0 to 1; `nil` spreads them evenly.
    open var locations: [NSNumber]? {
        didSet { _setNeedsComposite() }
    }

    /// Where the gradient starts, in unit coordinates of the bounds; the top middle by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { _setNeedsComposite() }
    }

    /// Where the gradient ends, in unit coordinates of the bounds; the bottom middle by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { _setNeedsComposite() }
    }

    /// The kind of gradient; `.axial` by default.
    open var type: CAGradientLayerType = .axial {
        didSet { _setNeedsComposite() }
    }

    override func _drawContent(into canvas: inout Canvas, origin: CGPoint, clip: CGRect, alpha: CGFloat) {
        let stops = (colors ?? []).compactMap { ($0 as? CGColor)?.uiColor }
        guard !stops.isEmpty else { return }
        let positions: [CGFloat] =
            if let locations, locations.count == stops.count {
                locations.map { CGFloat($0.doubleValue) }
            } else {
                stops.count == 1 ? [0] : stops.indices.map { CGFloat($0) / CGFloat(stops.count - 1) }
            }
        let box = bounds
        let rect = CGRect(x: origin.x + box.minX, y: origin.y + box.minY, width: box.width, height: box.height)
            ._scaled(toCells: CALayer._renderCellSize)
        let area = rect.intersection(clip).intersection(CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        guard !area.isNull, !area.isEmpty, rect.width > 0, rect.height > 0 else { return }
        let dx = endPoint.x - startPoint.x, dy = endPoint.y - startPoint.y
        let lengthSquared = dx * dx + dy * dy
        for y in Int(area.minY.rounded(.down))..<Int(area.maxY.rounded(.up)) {
            for x in Int(area.minX.rounded(.down))..<Int(area.maxX.rounded(.up)) {
                let u = (CGFloat(x) + 0.5 - rect.minX) / rect.width, v = (CGFloat(y) + 0.5 - rect.minY) / rect.height
                var t: CGFloat
                if type == .radial {
                    let radius = lengthSquared.squareRoot()
                    let distance = ((u - startPoint.x) * (u - startPoint.x) + (v - startPoint.y) * (v - startPoint.y))
                        .squareRoot()
                    t = radius > 0 ? distance / radius : 0
                } else {
                    t = lengthSquared > 0 ? ((u - startPoint.x) * dx + (v - startPoint.y) * dy) / lengthSquared : 0
                }
                t = Swift.min(1, Swift.max(0, t))
                var color = CAGradientLayer.color(at: t, stops: stops, positions: positions)
                if alpha < 1 { color = color.withAlphaComponent(color.alphaComponent * alpha) }
                canvas.fill(CGRect(x: x, y: y, width: 1, height: 1), with: color, clip: clip)
            }
        }
    }

    /// The colour at `t` between the stops.
    static func color(at t: CGFloat, stops: [UIColor], positions: [CGFloat]) -> UIColor {
        guard let firstPosition = positions.first, t > firstPosition else { return stops[0] }
        for index in 1..<stops.count where t <= positions[index] {
            let start = positions[index - 1], end = positions[index]
            let f = end > start ? (t - start) / (end - start) : 1
            let a = stops[index - 1].rgba, b = stops[index].rgba
            func mix(_ p: Double, _ q: Double) -> CGFloat { CGFloat(p + (q - p) * Double(f)) }
            return UIColor(
                red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                alpha: mix(a.alpha, b.alpha))
        }
        return stops[stops.count - 1]
    }
}

/// The kinds of ``CAGradientLayer``.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a gradient type from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// In circles round the start point, reaching the last colour at the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Round the start point; drawn as `.axial` here.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

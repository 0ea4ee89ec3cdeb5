import Foundation

// Making a view's layer from its `layerClass`, whatever CALayer subclass that is.

extension CALayer {
    /// A layer of `layerClass`: Terrarium's own layer classes are made with `init()`; a
    /// subclass made elsewhere with `init(coder:)` and an empty archive (the one initializer
    /// Swift can call on a class object, being `required`); anything that is not a `CALayer`
    /// class gives a plain `CALayer`.
    static func _make(_ layerClass: AnyClass) -> CALayer {
        if layerClass == CALayer.self { return CALayer() }
        if layerClass == CAShapeLayer.self { return CAShapeLayer() }
        if layerClass == CAGradientLayer.self { return CAGradientLayer() }
        guard let layerType = layerClass as? CALayer.Type else { return CALayer() }
        return layerType.init(coder: _emptyArchive()) ?? CALayer()
    }

    /// An unarchiver over an archive with nothing in it: every key decodes as absent.
    private static func _emptyArchive() -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else { return NSCoder() }
        unarchiver.requiresSecureCoding = false
        return unarchiver
    }
}

import Foundation

// Core Animation's explicit animations on a layer: adding, finding and removing them, and
// what they make the layer show (its presentation).

/// An animation added to a layer: the layer's copy, and how far its life has got.
@MainActor
final class _LayerAnimation {
    let key: String?
    let animation: CAAnimation
    /// The transaction it was added in, told when it stops.
    let transaction: CATransaction._Group
    var hasStarted = false
    var hasStopped = false
    /// For a transition on a view's layer: the view as it was drawn when the transition was
    /// added.
    var snapshot: Canvas?

    init(key: String?, animation: CAAnimation, transaction: CATransaction._Group) {
        self.key = key
        self.animation = animation
        self.transaction = transaction
    }
}

extension CALayer {
    /// Adds a copy of an animation to the layer; it starts at its ``CAAnimation/beginTime``
    /// (now, when that is 0) and shows on the screen from the next frame.
    ///
    /// ```swift
    /// let bounce = CAKeyframeAnimation(keyPath: "position.y")
    /// bounce.values = [40, 20, 40]
    /// bounce.duration = 0.4
    /// ball.layer.add(bounce, forKey: "bounce")
    /// ```
    ///
    /// An animation already on the layer under the same key is removed (its delegate hears
    /// `animationDidStop(_:finished:)` with `false`). Every ``CATransition`` is added under
    /// ``kCATransition``. Animations apply in the order they were added, each to what the
    /// ones before it made of the property.
    ///
    /// - Parameters:
    ///   - anim: The animation; later changes to it do not reach the layer's copy.
    ///   - key: A key to find or remove it by, or `nil`.
    /// - Note: An animation added without a key is not listed by ``animationKeys()``.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim._copy()
        let key = copy is CATransition ? kCATransition : key
        if copy._timing.beginTime == 0 { copy._timing.beginTime = _localTime }
        let transaction = CATransaction._groupForNewAnimation()
        transaction.animationWasAdded()
        let entry = _LayerAnimation(key: key, animation: copy, transaction: transaction)
        if copy is CATransition, let view = _view { entry.snapshot = view._transitionSnapshot() }
        if let key { _removeAnimations(refreshing: false) { $0.key == key } }
        _animationEntries.append(entry)
        _animationsDidChange()
    }

    /// The layer's copy of the animation added under a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: The animation, or `nil`. Changing it changes nothing (Core Animation calls
    ///   that undefined).
    public func animation(forKey key: String) -> CAAnimation? {
        _animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the animations on the layer, in the order they were added.
    ///
    /// - Returns: The keys, or `nil` when there are none.
    public func animationKeys() -> [String]? {
        let keys = _animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation added under a key; its delegate hears
    /// `animationDidStop(_:finished:)` with `false` in the next turn, unless it had already
    /// stopped.
    ///
    /// - Parameter key: The key.
    public func removeAnimation(forKey key: String) {
        _removeAnimations { $0.key == key }
    }

    // MARK: Mechanics

    /// Removes the animations that match; with `refreshing` false the caller brings the
    /// bookkeeping up to date (``_animationsDidChange()``).
    func _removeAnimations(refreshing: Bool = true, where predicate: (_LayerAnimation) -> Bool) {
        let removed = _animationEntries.filter(predicate)
        guard !removed.isEmpty else { return }
        _animationEntries.removeAll(where: predicate)
        for entry in removed { _LayerAnimationClock.animationWasRemoved(entry) }
        if refreshing { _animationsDidChange() }
    }

    /// Brings what depends on the list of animations up to date.
    func _animationsDidChange() {
        _animatedKeys = _animationEntries.reduce(into: Set<String>()) { $0.formUnion($1.animation._animatedKeys) }
        _view?._isLayerAnimating = !_animationEntries.isEmpty
        _LayerAnimationClock.layerDidChange(self)
        _setNeedsComposite()
    }

    /// Applies the layer's animations, at the layer's time now, to the properties in
    /// `wanted` (all when `nil`) whose values before any animation `base` gives.
    func _evaluateAnimations(
        wanted: Set<String>?, base: @escaping (String) -> _LayerValue?
    ) -> [String: _LayerValue] {
        var values = _AnimatedValues(wanted: wanted, base: base)
        let time = _localTime
        for entry in _animationEntries {
            entry.animation._apply(at: time, defaultDuration: 0.25, to: &values)
        }
        return values.values
    }

    /// The presentation: this layer itself for a plain layer with no animations, otherwise a
    /// copy with the presented values.
    func _presentationLayer() -> CALayer {
        guard _view != nil || !_animationEntries.isEmpty else { return self }
        let copy = _makePresentationCopy()
        if let view = _view {
            let frame = view._viewPresentedFrame
            copy._bounds = CGRect(origin: view._viewPresentedBoundsOrigin, size: frame.size)
            copy._position = CGPoint(
                x: frame.minX + _anchorPoint.x * frame.width, y: frame.minY + _anchorPoint.y * frame.height)
            copy._opacity = Float(view._viewPresentedAlpha)
            copy._transform3D = view._viewPresentedTransform3D
            copy._backgroundColor = view._viewPresentedBackgroundColor?.cgColor
        }
        guard !_animationEntries.isEmpty else { return copy }
        let values = _evaluateAnimations(wanted: nil) { [copy] key in copy._layerValue(forKey: key) }
        for (key, value) in values { copy._setPresentedValue(value, forKey: key) }
        return copy
    }

    /// A copy of the layer's properties, of its class where Terrarium knows how to make one.
    private func _makePresentationCopy() -> CALayer {
        switch self {
        case let shape as CAShapeLayer: CAShapeLayer(layer: shape)
        case let gradient as CAGradientLayer: CAGradientLayer(layer: gradient)
        default: CALayer(layer: self)
        }
    }

    /// What drawing reads: the presentation while animations run, the layer itself otherwise.
    var _drawn: CALayer {
        _animationEntries.isEmpty ? self : _presentationLayer()
    }

    // MARK: Properties by key

    /// The value of an animatable property, by the first component of a key path.
    func _layerValue(forKey key: String) -> _LayerValue? {
        switch key {
        case "position": return .point(position)
        case "bounds": return .rect(bounds)
        case "anchorPoint": return .point(anchorPoint)
        case "opacity": return .scalar(Double(opacity))
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .scalar(cornerRadius)
        case "borderWidth": return .scalar(borderWidth)
        case "borderColor": return .color(borderColor)
        case "shadowOpacity": return .scalar(Double(shadowOpacity))
        case "shadowRadius": return .scalar(shadowRadius)
        case "shadowOffset": return .size(shadowOffset)
        case "shadowColor": return .color(shadowColor)
        case "shadowPath": return .path(shadowPath)
        case "zPosition": return .scalar(zPosition)
        case "hidden": return .bool(isHidden)
        case "masksToBounds": return .bool(masksToBounds)
        case "doubleSided": return .bool(isDoubleSided)
        default: break
        }
        if let shape = self as? CAShapeLayer {
            switch key {
            case "path": return .path(shape.path)
            case "strokeStart": return .scalar(shape.strokeStart)
            case "strokeEnd": return .scalar(shape.strokeEnd)
            case "lineWidth": return .scalar(shape.lineWidth)
            case "fillColor": return .color(shape.fillColor)
            case "strokeColor": return .color(shape.strokeColor)
            case "lineDashPhase": return .scalar(shape.lineDashPhase)
            case "miterLimit": return .scalar(shape.miterLimit)
            default: return nil
            }
        }
        if let gradient = self as? CAGradientLayer {
            switch key {
            case "colors": return .colors((gradient.colors ?? []).compactMap(_LayerValue.color))
            case "locations": return .vector((gradient.locations ?? []).map(\.doubleValue))
            case "startPoint": return .point(gradient.startPoint)
            case "endPoint": return .point(gradient.endPoint)
            default: return nil
            }
        }
        return nil
    }

    /// Writes a presented value into a presentation copy (a layer without a view).
    func _setPresentedValue(_ value: _LayerValue, forKey key: String) {
        switch (key, value) {
        case ("position", .point(let p)): _position = p
        case ("bounds", .rect(let r)): _bounds = r
        case ("anchorPoint", .point(let p)): _anchorPoint = p
        case ("opacity", .scalar(let v)): _opacity = Float(Swift.min(1, Swift.max(0, v)))
        case ("transform", .transform(let t)): _transform3D = t
        case ("sublayerTransform", .transform(let t)): sublayerTransform = t
        case ("backgroundColor", .color(let c)): _backgroundColor = c
        case ("cornerRadius", .scalar(let v)): cornerRadius = v
        case ("borderWidth", .scalar(let v)): borderWidth = v
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .scalar(let v)): shadowRadius = v
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowPath", .path(let p)): shadowPath = p
        case ("zPosition", .scalar(let v)): _zPosition = v
        case ("hidden", .bool(let b)): _isHidden = b
        case ("masksToBounds", .bool(let b)): _masksToBounds = b
        case ("doubleSided", .bool(let b)): isDoubleSided = b
        default: _setPresentedSubclassValue(value, forKey: key)
        }
    }

    private func _setPresentedSubclassValue(_ value: _LayerValue, forKey key: String) {
        if let shape = self as? CAShapeLayer {
            switch (key, value) {
            case ("path", .path(let p)): shape.path = p
            case ("strokeStart", .scalar(let v)): shape.strokeStart = v
            case ("strokeEnd", .scalar(let v)): shape.strokeEnd = v
            case ("lineWidth", .scalar(let v)): shape.lineWidth = v
            case ("fillColor", .color(let c)): shape.fillColor = c
            case ("strokeColor", .color(let c)): shape.strokeColor = c
            case ("lineDashPhase", .scalar(let v)): shape.lineDashPhase = v
            case ("miterLimit", .scalar(let v)): shape.miterLimit = v
            default: break
            }
        } else if let gradient = self as? CAGradientLayer {
            switch (key, value) {
            case ("colors", .colors(let c)): gradient.colors = c
            case ("locations", .vector(let v)): gradient.locations = v.map { NSNumber(value: $0) }
            case ("startPoint", .point(let p)): gradient.startPoint = p
            case ("endPoint", .point(let p)): gradient.endPoint = p
            default: break
            }
        }
    }
}

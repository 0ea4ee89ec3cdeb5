import Foundation

extension CALayer {
    /// The layer's sublayers, back to front; `nil` when there are none.
    ///
    /// A view's layer lists its subviews' layers among its plain sublayers, in drawing order
    /// before ``zPosition`` is applied. Setting it replaces the plain sublayers (a view's
    /// subviews stay).
    public var sublayers: [CALayer]? {
        get {
            let all = _orderedSublayers.map { item -> CALayer in
                switch item {
                case .layer(let layer): layer
                case .view(let view): view.layer
                }
            }
            return all.isEmpty ? nil : all
        }
        set {
            for layer in _sublayers { layer._detach() }
            for layer in newValue ?? [] where layer._view == nil || layer._view?._superview !== _view {
                addSublayer(layer)
            }
        }
    }

    /// The layer this is a sublayer of: for a view's layer, the superview's layer.
    public var superlayer: CALayer? {
        if let view = _view { return view._superview?.layer }
        return _superlayer
    }

    /// Adds a layer on top of the others; it leaves the layer it was in.
    ///
    /// On a view's layer, it goes above the subviews there are now, and below subviews added
    /// later, as in UIKit. Adding another view's layer adds that view as a subview.
    ///
    /// - Parameter layer: The layer to add.
    public func addSublayer(_ layer: CALayer) {
        _insert(layer, atOrderedIndex: _orderedSublayers.count)
    }

    /// Inserts a layer at an index of ``sublayers``.
    ///
    /// - Parameters:
    ///   - layer: The layer to insert.
    ///   - idx: Its index among the sublayers, clamped to their count.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        _insert(layer, atOrderedIndex: Int(idx))
    }

    /// Inserts a layer just below a sibling (or on top if `sibling` is not a sublayer).
    ///
    /// - Parameters:
    ///   - layer: The layer to insert.
    ///   - sibling: The sublayer it goes below.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? _orderedSublayers.count
        _insert(layer, atOrderedIndex: index)
    }

    /// Inserts a layer just above a sibling (or on top if `sibling` is not a sublayer).
    ///
    /// - Parameters:
    ///   - layer: The layer to insert.
    ///   - sibling: The sublayer it goes above.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } }
        _insert(layer, atOrderedIndex: index ?? _orderedSublayers.count)
    }

    /// Replaces a sublayer by another in the same place.
    ///
    /// - Parameters:
    ///   - oldLayer: The sublayer to replace.
    ///   - newLayer: The layer to put there.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        _insert(newLayer, atOrderedIndex: index)
    }

    /// Removes the layer from its superlayer. A view's layer takes its view out of its
    /// superview.
    public func removeFromSuperlayer() {
        if let view = _view {
            view.removeFromSuperview()
            return
        }
        _detach()
    }

    // MARK: Mechanics

    /// A sublayer in drawing order: a plain layer, or a subview (whose layer it is).
    enum _Sublayer {
        case layer(CALayer)
        case view(UIView)
    }

    /// Plain sublayers and, for a view's layer, subviews, back to front before `zPosition`.
    var _orderedSublayers: [_Sublayer] {
        guard let view = _view else { return _sublayers.map { .layer($0) } }
        if _sublayers.isEmpty { return view._subviews.map { .view($0) } }
        var result: [_Sublayer] = []
        var placed = Set<ObjectIdentifier>()
        func layers(above anchor: UIView?) {
            for layer in _sublayers where layer._anchorView === anchor && (anchor != nil || !layer._hasAnchorView) {
                result.append(.layer(layer))
                placed.insert(ObjectIdentifier(layer))
            }
        }
        layers(above: nil)
        for subview in view._subviews {
            result.append(.view(subview))
            layers(above: subview)
        }
        // Layers whose subview left: on top, in their order.
        for layer in _sublayers where !placed.contains(ObjectIdentifier(layer)) { result.append(.layer(layer)) }
        return result
    }

    /// `subview` of this view's layer is about to move among its siblings or leave: the plain
    /// sublayers drawn just above it stay where they are, now just above the subview below
    /// it, as Core Animation leaves a sublayer in place when another moves.
    func _subviewWillMove(_ subview: UIView) {
        guard let view = _view, _sublayers.contains(where: { $0._anchorView === subview }),
            let index = view._subviews.firstIndex(where: { $0 === subview })
        else { return }
        _reanchorPlainSublayers(from: subview, to: index > 0 ? view._subviews[index - 1] : nil)
    }

    /// Makes the plain sublayers drawn just above `old` be drawn just above `new` (below
    /// every subview for `nil`), after those already there.
    func _reanchorPlainSublayers(from old: UIView, to new: UIView?) {
        guard old !== new else { return }
        let moving = _sublayers.filter { $0._anchorView === old }
        guard !moving.isEmpty else { return }
        func isAnchored(_ layer: CALayer) -> Bool {
            new == nil ? !layer._hasAnchorView : layer._anchorView === new
        }
        for layer in moving {
            layer._anchorView = new
            layer._hasAnchorView = new != nil
        }
        // Kept in drawing order: after the layers already above `new`, if there are any.
        var others = _sublayers.filter { layer in !moving.contains { $0 === layer } }
        guard let last = others.lastIndex(where: isAnchored) else { return }
        others.insert(contentsOf: moving, at: last + 1)
        _sublayers = others
    }

    /// Two subviews exchanged places: the plain sublayers drawn just above each are now
    /// drawn just above the other, so that they keep their places.
    func _exchangePlainSublayerPlaces(of first: UIView, and second: UIView) {
        for layer in _sublayers {
            if layer._anchorView === first {
                layer._anchorView = second
            } else if layer._anchorView === second {
                layer._anchorView = first
            }
        }
    }

    /// Inserts `layer` so that it has index `index` in `_orderedSublayers`.
    func _insert(_ layer: CALayer, atOrderedIndex index: Int) {
        guard layer !== self else { return }
        if let subview = layer._view {
            // Another view's layer: that view becomes a subview, at the nearest subview slot.
            guard let view = _view else { return }
            let before = _orderedSublayers.prefix(Swift.max(0, index)).filter {
                if case .view = $0 { true } else { false }
            }.count
            subview.removeFromSuperview()
            view.insertSubview(subview, at: before)
            return
        }
        layer._detach()
        let ordered = _orderedSublayers
        let index = Swift.min(Swift.max(0, index), ordered.count)
        var anchor: UIView?
        var plainBefore = 0
        for item in ordered.prefix(index) {
            switch item {
            case .view(let subview): anchor = subview
            case .layer: plainBefore += 1
            }
        }
        layer._superlayer = self
        layer._anchorView = anchor
        layer._hasAnchorView = anchor != nil
        _sublayers.insert(layer, at: Swift.min(plainBefore, _sublayers.count))
        _setNeedsComposite()
    }

    /// Takes a plain layer out of its superlayer.
    func _detach() {
        guard let superlayer = _superlayer else { return }
        superlayer._sublayers.removeAll { $0 === self }
        _superlayer = nil
        _anchorView = nil
        _hasAnchorView = false
        superlayer._setNeedsComposite()
    }

    /// The view that draws this layer: its own view, or the view of the nearest superlayer
    /// (or layer it masks) that belongs to one.
    var _owningView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current._view { return view }
            layer = current._superlayer ?? current._maskOwner
        }
        return nil
    }

    /// Asks the window the layer is drawn in for a new frame.
    func _setNeedsComposite() {
        _owningView?._setNeedsComposite()
    }
}

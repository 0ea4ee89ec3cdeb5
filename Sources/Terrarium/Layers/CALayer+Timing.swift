import Foundation

// A layer's own time (`CAMediaTiming`): its animations run in it, and it runs in its
// superlayer's, so pausing a layer (speed 0) pauses the animations of it and its sublayers.

extension CALayer: CAMediaTiming {
    /// When the layer's time begins, in its superlayer's time; 0 by default. With
    /// ``speed`` and ``timeOffset`` it maps the superlayer's time `t` to the layer's:
    /// `(t - beginTime) × speed + timeOffset`.
    ///
    /// Resuming a paused layer, as Apple's technical Q&A 1673 does:
    ///
    /// ```swift
    /// let paused = layer.timeOffset
    /// layer.speed = 1
    /// layer.timeOffset = 0
    /// layer.beginTime = 0
    /// layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
    /// ```
    public var beginTime: CFTimeInterval {
        get { _layerTiming.beginTime }
        set { _changeTiming { $0.beginTime = newValue } }
    }

    /// How fast the layer's time runs against its superlayer's; 1 by default, 0 pauses its
    /// animations (and its sublayers').
    public var speed: Float {
        get { _layerTiming.speed }
        set { _changeTiming { $0.speed = newValue } }
    }

    /// An offset added to the layer's time; 0 by default. With ``speed`` 0, the time the
    /// layer is held at.
    public var timeOffset: CFTimeInterval {
        get { _layerTiming.timeOffset }
        set { _changeTiming { $0.timeOffset = newValue } }
    }

    /// Kept for ``CAMediaTiming``: a layer's time does not end.
    public var duration: CFTimeInterval {
        get { _layerTiming.duration }
        set { _layerTiming.duration = newValue }
    }

    /// Kept for ``CAMediaTiming``: a layer's time does not repeat.
    public var repeatCount: Float {
        get { _layerTiming.repeatCount }
        set { _layerTiming.repeatCount = newValue }
    }

    /// Kept for ``CAMediaTiming``.
    public var repeatDuration: CFTimeInterval {
        get { _layerTiming.repeatDuration }
        set { _layerTiming.repeatDuration = newValue }
    }

    /// Kept for ``CAMediaTiming``.
    public var autoreverses: Bool {
        get { _layerTiming.autoreverses }
        set { _layerTiming.autoreverses = newValue }
    }

    /// Kept for ``CAMediaTiming``.
    public var fillMode: CAMediaTimingFillMode {
        get { _layerTiming.fillMode }
        set { _layerTiming.fillMode = newValue }
    }

    /// Converts a time from another layer's time to this layer's.
    ///
    /// - Parameters:
    ///   - t: The time, in `l`'s time.
    ///   - l: The layer, or `nil` for ``CACurrentMediaTime()``'s clock.
    /// - Returns: The same moment in this layer's time.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let global = l?._globalTime(fromLocal: t) ?? t
        let mapping = _timeMapping
        return mapping.scale * global + mapping.offset
    }

    /// Converts a time from this layer's time to another layer's.
    ///
    /// - Parameters:
    ///   - t: The time, in this layer's time.
    ///   - l: The layer, or `nil` for ``CACurrentMediaTime()``'s clock.
    /// - Returns: The same moment in `l`'s time.
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = _globalTime(fromLocal: t)
        guard let l else { return global }
        let mapping = l._timeMapping
        return mapping.scale * global + mapping.offset
    }

    // MARK: Mechanics

    /// How many layers have a begin time, speed or time offset of their own; while none
    /// has, every layer's time is the media time and nothing walks up the tree to find it.
    static var _layersWithOwnTiming = 0

    private var _hasOwnTiming: Bool {
        _layerTiming.beginTime != 0 || _layerTiming.speed != 1 || _layerTiming.timeOffset != 0
    }

    private func _changeTiming(_ change: (inout _MediaTiming) -> Void) {
        let had = _hasOwnTiming
        change(&_layerTiming)
        if had != _hasOwnTiming { CALayer._layersWithOwnTiming += _hasOwnTiming ? 1 : -1 }
        // Animations here and below may now start or end at other moments.
        _LayerAnimationClock.timingDidChange()
        _setNeedsComposite()
    }

    /// The layer whose time this layer's time runs in: its superlayer, the layer it masks,
    /// or for a view's layer the layer of the nearest superview that has one.
    var _timingParent: CALayer? {
        if let superlayer = _superlayer { return superlayer }
        if let owner = _maskOwner { return owner }
        var view = _view?._superview
        while let current = view {
            if let layer = current._layerStorage { return layer }
            view = current._superview
        }
        return nil
    }

    /// The layer's time as `scale × media time + offset`.
    var _timeMapping: (scale: Double, offset: Double) {
        guard CALayer._layersWithOwnTiming > 0 else { return (1, 0) }
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer, chain.count < 10_000 {
            chain.append(current)
            layer = current._timingParent
        }
        var scale = 1.0, offset = 0.0
        for layer in chain.reversed() {
            let timing = layer._layerTiming
            let speed = Double(timing.speed)
            scale *= speed
            offset = (offset - timing.beginTime) * speed + timing.timeOffset
        }
        return (scale, offset)
    }

    /// The layer's time now.
    var _localTime: CFTimeInterval {
        let mapping = _timeMapping
        return mapping.scale * MainLoop.main.now + mapping.offset
    }

    /// The media time at which this layer's time reads `t`; `t` itself when the layer's time
    /// stands still (a paused layer).
    func _globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let mapping = _timeMapping
        guard mapping.scale != 0 else { return t }
        return (t - mapping.offset) / mapping.scale
    }
}

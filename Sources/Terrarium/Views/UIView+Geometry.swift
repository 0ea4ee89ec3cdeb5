import Foundation

extension UIView {

    func _setFrame(_ newFrame: CGRect) {
        let old = _frame
        guard newFrame != old else { return }
        _recordAnimation(.frame, from: .rect(_presentationFrame), to: .rect(newFrame))
        _frame = newFrame
        if _autoLayout != nil { _frameDidChangeForLayoutEngine() }
        if newFrame.size != old.size {
            _boundsSizeDidChange(from: old.size)
            // UIKit lays out the superview of a resized view too, unless the superview is
            // the one resizing it from its own layoutSubviews.
            if let superview = _superview, !superview._isLayingOutSubviews { superview.setNeedsLayout() }
        }
        // A moved view may now overlap its superview's unsafe area: the layout pass
        // brings safe-area insets up to date.
        _window?._setNeedsLayoutPass()
        _setNeedsComposite()
    }

    func _boundsSizeDidChange(from oldSize: CGSize) {
        if autoresizesSubviews {
            for subview in _subviews { subview._autoresize(superviewSizeChangedFrom: oldSize, to: _frame.size) }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Converting coordinates

    /// Converts a point from this view's coordinate space to that of `view`, or to the
    /// window's if `view` is nil.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = _convertToRoot(point)
        guard let view else { return inWindow }
        return view._convertFromRoot(inWindow)
    }

    /// Converts a point from the coordinate space of `view` (the window's if nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?._convertToRoot(point) ?? point
        return _convertFromRoot(inWindow)
    }

    /// Converts a rectangle from this view's coordinate space to that of `view`, or to the
    /// window's if `view` is nil.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard _hasTransformAbove || view?._hasTransformAbove == true else {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        return CGRect(
            _corner: convert(rect.origin, to: view), convert(CGPoint(x: rect.maxX, y: rect.maxY), to: view))
    }

    /// Converts a rectangle from the coordinate space of `view` (the window's if nil) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard _hasTransformAbove || view?._hasTransformAbove == true else {
            return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
        }
        return CGRect(
            _corner: convert(rect.origin, from: view), convert(CGPoint(x: rect.maxX, y: rect.maxY), from: view))
    }

    /// The point in the coordinate space of the topmost ancestor (the window, when there is one).
    private func _convertToRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView? = self
        while let v = view, let superview = v._superview {
            p = v._convertToSuperview(p)
            view = superview
        }
        return p
    }

    private func _convertFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let v = view, v._superview != nil {
            chain.append(v)
            view = v._superview
        }
        var p = point
        for v in chain.reversed() {
            p = v._convertFromSuperview(p)
        }
        return p
    }

    // MARK: Autoresizing

    /// Options for how a view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a mask from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin may change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width may change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin may change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin may change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height may change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin may change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies the autoresizing mask, as UIKit does: the size change on each axis is shared
    /// among the flexible parts (leading margin, size, trailing margin) in proportion to
    /// their current lengths, or equally when those are all zero.
    func _autoresize(superviewSizeChangedFrom old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        var frame = _frame
        func distribute(
            delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
            flexLead: Bool, flexSize: Bool, flexTrail: Bool
        ) -> (lead: CGFloat, size: CGFloat) {
            let parts = [(flexLead, lead), (flexSize, size), (flexTrail, trail)].filter { $0.0 }
            guard !parts.isEmpty, delta != 0 else { return (lead, size) }
            let total = parts.reduce(0) { $0 + Swift.max(0, $1.1) }
            func share(_ flexible: Bool, _ length: CGFloat) -> CGFloat {
                guard flexible else { return 0 }
                return total > 0 ? delta * Swift.max(0, length) / total : delta / CGFloat(parts.count)
            }
            return (lead + share(flexLead, lead), size + share(flexSize, size))
        }
        let h = distribute(
            delta: new.width - old.width, lead: frame.minX, size: frame.width, trail: old.width - frame.maxX,
            flexLead: mask.contains(.flexibleLeftMargin), flexSize: mask.contains(.flexibleWidth),
            flexTrail: mask.contains(.flexibleRightMargin))
        let v = distribute(
            delta: new.height - old.height, lead: frame.minY, size: frame.height, trail: old.height - frame.maxY,
            flexLead: mask.contains(.flexibleTopMargin), flexSize: mask.contains(.flexibleHeight),
            flexTrail: mask.contains(.flexibleBottomMargin))
        frame = CGRect(x: h.lead, y: v.lead, width: Swift.max(0, h.size), height: Swift.max(0, v.size))
        _setFrame(frame)
    }
}

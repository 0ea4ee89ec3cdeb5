import Foundation

// The constraints a stack view makes, named as UIKit names them.
//
// Along the axis, the first visible view starts at the canvas (the stack, or its margins
// guide) and the last ends there (`UISV-canvas-connection`); the distribution decides
// what lies between (`UISV-spacing`, `UISV-fill-equally`, `UISV-fill-proportionally`, or
// spacer guides for `UISV-distributing`). Across the axis each view is aligned
// (`UISV-alignment`) and kept inside (`UISV-spanning-boundary`), and a weak preference
// (`UISV-canvas-fit`) shrinks the stack's breadth to its content. A hidden view has no
// length (`UISV-hiding`) and sits where it would start.

extension UIStackView {
    func _setNeedsArrangement() {
        _needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// Replaces the arrangement's constraints with ones for the current configuration.
    func _arrange() {
        _needsArrangement = false
        NSLayoutConstraint.deactivate(_arrangement)
        for spacer in _spacers { spacer._owningView = nil }
        _arrangement = []
        _spacers = []

        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = _Attributes(axis)
        let across = _Attributes(axis == .horizontal ? .vertical : .horizontal)
        let visible = _arrangedSubviews.filter { !$0.isHidden }

        func make(
            _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
            constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
        ) {
            let constraint = NSLayoutConstraint(
                _first: first, firstAttribute, relation, second: second, secondAttribute, multiplier: multiplier,
                constant: constant)
            constraint._priority = priority
            constraint.identifier = identifier
            _arrangement.append(constraint)
        }

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            make(first, along.leading, .equal, canvas, along.leading, "UISV-canvas-connection")
            make(canvas, along.trailing, .equal, last, along.trailing, "UISV-canvas-connection")
        }
        let gaps = zip(visible, visible.dropFirst()).map { pair in (pair.0, pair.1, _spacing(after: pair.0)) }
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (previous, next, gap) in gaps {
                make(next, along.leading, .equal, previous, along.trailing, constant: gap, "UISV-spacing")
            }
        case .equalSpacing, .equalCentering:
            let edge = distribution == .equalSpacing
            var firstSpacer: UILayoutGuide?
            for (previous, next, gap) in gaps {
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                spacer._owningView = self
                _spacers.append(spacer)
                make(
                    spacer, along.leading, .equal, previous, edge ? along.trailing : along.center,
                    "UISV-distributing-edge")
                make(
                    next, edge ? along.leading : along.center, .equal, spacer, along.trailing, "UISV-distributing-edge")
                make(spacer, across.leading, .equal, canvas, across.leading, "UISV-distributing-edge")
                make(spacer, across.size, .equal, nil, .notAnAttribute, "UISV-distributing-edge")
                if let firstSpacer {
                    make(spacer, along.size, .equal, firstSpacer, along.size, "UISV-fill-equally")
                } else {
                    firstSpacer = spacer
                }
                make(next, along.leading, .greaterThanOrEqual, previous, along.trailing, constant: gap, "UISV-spacing")
            }
        }
        if distribution == .fillEqually, let first = visible.first {
            for view in visible.dropFirst() {
                make(view, along.size, .equal, first, along.size, "UISV-fill-equally")
            }
        }
        if distribution == .fillProportionally {
            let sizes = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                let length = axis == .horizontal ? size.width : size.height
                return length == UIView.noIntrinsicMetric ? 0 : Swift.max(0, length)
            }
            let total = sizes.reduce(0, +)
            let spacings = gaps.reduce(0) { $0 + $1.2 }
            if total > 0 {
                for (index, view) in visible.enumerated() {
                    let share = sizes[index] / total
                    make(
                        view, along.size, .equal, canvas, along.size, multiplier: share, constant: -share * spacings,
                        priority: UILayoutPriority(Float(Swift.max(1, 999 - index))), "UISV-fill-proportionally")
                }
            }
        }

        // Hidden views take no length and sit where they would start.
        for (index, view) in _arrangedSubviews.enumerated() where view.isHidden {
            make(view, along.size, .equal, nil, .notAnAttribute, "UISV-hiding")
            if let previous = _arrangedSubviews[..<index].last(where: { !$0.isHidden }) {
                make(view, along.leading, .equal, previous, along.trailing, "UISV-hiding")
            } else {
                make(view, along.leading, .equal, canvas, along.leading, "UISV-hiding")
            }
        }

        // Across the axis.
        for view in _arrangedSubviews {
            switch alignment {
            case .fill:
                make(view, across.leading, .equal, canvas, across.leading, "UISV-alignment")
                make(view, across.trailing, .equal, canvas, across.trailing, "UISV-alignment")
            case .leading, .firstBaseline:
                make(view, across.leading, .equal, canvas, across.leading, "UISV-alignment")
                make(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, "UISV-spanning-boundary")
            case .center:
                make(view, across.center, .equal, canvas, across.center, "UISV-alignment")
                make(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-spanning-boundary")
            case .trailing, .lastBaseline:
                make(view, across.trailing, .equal, canvas, across.trailing, "UISV-alignment")
                make(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-spanning-boundary")
            }
        }
        if alignment != .fill && !_arrangedSubviews.isEmpty {
            make(
                canvas, across.size, .equal, nil, .notAnAttribute,
                priority: UILayoutPriority(UILayoutPriority.fittingSizeLevel.rawValue - 1),
                "UISV-canvas-fit")
        }
        NSLayoutConstraint.activate(_arrangement)
    }

    /// The gap after an arranged view.
    func _spacing(after view: UIView) -> CGFloat {
        var gap = _customSpacings[ObjectIdentifier(view)] ?? spacing
        if gap == UIStackView.spacingUseDefault { gap = spacing }
        if gap == UIStackView.spacingUseSystem { gap = UIView._systemSpacing(vertical: axis == .vertical, near: self) }
        return gap
    }

    /// An arranged view was hidden or shown, or changed its intrinsic size in a stack that
    /// shares its length by intrinsic sizes.
    func _arrangedSubviewDidChange(_ view: UIView) {
        guard _arrangedSubviews.contains(where: { $0 === view }) else { return }
        _setNeedsArrangement()
    }
}

/// The attributes of one axis.
private struct _Attributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
        } else {
            (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
        }
    }
}

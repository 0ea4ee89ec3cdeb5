import Foundation

extension UISplitViewController {
    func _setClassicControllers(_ controllers: [UIViewController]) {
        _replace(&_primary, with: controllers.first)
        _replace(&_secondary, with: controllers.count > 1 ? controllers[1] : nil)
        _reconcile()
    }

    /// A navigation controller around a column's controller, which ``_isWrapper(_:)`` knows.
    func _wrapped(_ controller: UIViewController) -> UINavigationController {
        let wrapper = UINavigationController(rootViewController: controller)
        _wrappers.append(_WeakNavigation(controller: wrapper))
        _wrappers.removeAll { $0.controller == nil }
        return wrapper
    }

    /// Whether this split view made `navigation` around a column's controller. Weak
    /// references, not identifiers: a freed wrapper's address may come back as the app's own.
    func _isWrapper(_ navigation: UINavigationController) -> Bool {
        _wrappers.contains { $0.controller === navigation }
    }

    func _setViewController(_ vc: UIViewController?, for column: Column) {
        var controller = vc
        if style != .unspecified, let plain = vc, !(plain is UINavigationController), column != .compact {
            if column == .secondary, let existing = _secondary as? UINavigationController,
                _isWrapper(existing)
            {
                existing.pushViewController(plain, animated: _appearance.state == .appeared)
                return
            }
            controller = _wrapped(plain)
        }
        switch column {
        case .primary: _replace(&_primary, with: controller)
        case .supplementary: _replace(&_supplementary, with: controller)
        case .secondary: _replace(&_secondary, with: controller)
        case .compact: _replace(&_compact, with: controller)
        }
        _reconcile()
    }

    /// Takes the old controller of a column out (with the removal protocol) and puts the new
    /// one in as a child; views follow in `_reconcile`.
    private func _replace(_ slot: inout UIViewController?, with new: UIViewController?) {
        guard slot !== new else { return }
        if let old = slot, old._parent === self {
            old.willMove(toParent: nil)
            old._view?.removeFromSuperview()
            old.removeFromParent()
            _installed.removeAll { $0 === old }
        }
        slot = new
        if let new {
            new._view?.removeFromSuperview()
            addChild(new)
            new.didMove(toParent: self)
        }
    }

    /// What `.automatic` means here: every column beside the secondary.
    func _resolvedDisplayMode(_ mode: DisplayMode) -> DisplayMode {
        guard mode == .automatic else { return mode }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    func _changeDisplayMode(_ mode: DisplayMode) {
        guard mode != _displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        _displayMode = mode
        _view?.setNeedsLayout()
    }

    /// Collapses or expands to match the size class, then puts the shown columns' views
    /// in place and lays them out.
    func _reconcile() {
        guard let view = _view else { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        let wasCollapsed = _isCollapsed
        if compact && !_isCollapsed { _collapse() }
        if !compact && _isCollapsed && view._window != nil { _expand() }
        _layoutColumns()
        if _isCollapsed != wasCollapsed {
            // Where `showDetailViewController(_:sender:)` puts a controller changed.
            NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
        }
    }

    private func _collapse() {
        _isCollapsed = true
        if _compact == nil {
            if let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== _primary {
                _replace(&_primary, with: replacement)
            }
            if let secondary = _secondary, let primary = _primary {
                secondary.willMove(toParent: nil)
                secondary._view?.removeFromSuperview()
                secondary.removeFromParent()
                _installed.removeAll { $0 === secondary }
                _secondary = nil
                if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
                    primary.collapseSecondaryViewController(secondary, for: self)
                }
            }
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func _expand() {
        _isCollapsed = false
        if _compact == nil {
            if let replacement = delegate?.primaryViewController(forExpanding: self), replacement !== _primary {
                _replace(&_primary, with: replacement)
            }
            if let primary = _primary {
                var secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
                if secondary == nil {
                    if let navigation = primary as? UINavigationController {
                        secondary = navigation._popImmediately()
                    } else {
                        secondary = primary.separateSecondaryViewController(for: self)
                    }
                }
                if var secondary {
                    secondary._view?.removeFromSuperview()
                    // The column style keeps its columns in navigation controllers.
                    if style != .unspecified, !(secondary is UINavigationController) {
                        secondary = _wrapped(secondary)
                    }
                    _replace(&_secondary, with: secondary)
                }
            }
        }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// The controllers whose views are shown, left to right.
    private var _shownColumns: [UIViewController] {
        if _isCollapsed { return [_compact ?? _primary].compactMap { $0 } }
        switch _displayMode {
        case .secondaryOnly: return [_secondary].compactMap { $0 }
        case .oneBesideSecondary, .oneOverSecondary, .automatic:
            return style == .tripleColumn
                ? [_supplementary, _secondary].compactMap { $0 } : [_primary, _secondary].compactMap { $0 }
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return [_primary, _supplementary, _secondary].compactMap { $0 }
        }
    }

    private func _layoutColumns() {
        guard let view = _view else { return }
        let shown = _shownColumns
        for controller in _installed where !shown.contains(where: { $0 === controller }) {
            controller._view?.removeFromSuperview()
        }
        _installed = shown
        let bounds = view.bounds
        // Columns start and end on whole cells, with a column for each separator.
        let column = view._cellSize.width
        func wholeColumns(_ width: CGFloat) -> CGFloat { (width / column).rounded(.down) * column }
        let primaryWidth = Swift.min(
            wholeColumns(bounds.width * 0.6),
            Swift.max(minimumPrimaryColumnWidth, wholeColumns(bounds.width * preferredPrimaryColumnWidthFraction)))
        primaryColumnWidth = shown.count > 1 ? primaryWidth : 0
        var x: CGFloat = 0
        var separators: [CGFloat] = []
        for (index, controller) in shown.enumerated() {
            let isLast = index == shown.count - 1
            let width = isLast ? bounds.width - x : primaryWidth
            var frame = CGRect(x: x, y: 0, width: Swift.max(0, width), height: bounds.height)
            if primaryEdge == .trailing {
                // The columns in mirror order: the primary at the right edge.
                frame.origin.x = bounds.width - frame.maxX
                if !isLast { separators.append(frame.minX - column) }
            } else if !isLast {
                separators.append(frame.maxX)
            }
            let columnView: UIView = controller.view
            columnView.autoresizingMask = []
            columnView.frame = frame
            if columnView._superview !== view { view.addSubview(columnView) }
            x += width + (isLast ? 0 : column)
        }
        if shown.count > 1 { view.setNeedsDisplay() }
        (view as? _SplitView)?.separators = shown.count > 1 ? separators : []
    }
}

/// A split view controller's view: draws a line between columns.
@MainActor
final class _SplitView: UIView {
    var separators: [CGFloat] = [] {
        didSet { if separators != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        for x in separators {
            for y in 0..<Int(context.bounds.height) {
                context.draw("│", at: CGPoint(x: x / _cellSize.width, y: CGFloat(y)), foreground: .separator)
            }
        }
    }
}

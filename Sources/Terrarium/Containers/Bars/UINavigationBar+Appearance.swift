import Foundation

// The navigation bar's appearances: which one applies (the top item's overrides first, the
// scroll edge while the content is scrolled to its top, compact in a compact height), and
// redrawing when scrolling crosses the edge.

/// The four appearances a navigation bar or item may set.
@MainActor
struct _NavigationBarAppearances {
    var standard: UINavigationBarAppearance?
    var compact: UINavigationBarAppearance?
    var scrollEdge: UINavigationBarAppearance?
    var compactScrollEdge: UINavigationBarAppearance?
}

extension UINavigationBar {
    /// The bar's look while the content is scrolled away from its top (and at the top when
    /// there is no ``scrollEdgeAppearance``). The bar keeps a copy of what is assigned.
    ///
    /// ```swift
    /// let appearance = UINavigationBarAppearance()
    /// appearance.configureWithOpaqueBackground()
    /// appearance.backgroundColor = .systemRed
    /// navigationBar.standardAppearance = appearance
    /// ```
    public var standardAppearance: UINavigationBarAppearance {
        get {
            if let appearance = _appearances.standard { return appearance }
            let appearance = UINavigationBarAppearance()
            _appearances.standard = appearance
            return appearance
        }
        set {
            _appearances.standard = newValue._copy()
            setNeedsDisplay()
            _appearanceDidSet(\UINavigationBar.standardAppearance)
        }
    }

    /// The bar's look in a compact height; ``standardAppearance`` when `nil`.
    public var compactAppearance: UINavigationBarAppearance? {
        get { _appearances.compact }
        set {
            _appearances.compact = newValue?._copy()
            setNeedsDisplay()
            _appearanceDidSet(\UINavigationBar.compactAppearance)
        }
    }

    /// The bar's look while the content under it is scrolled to its top; ``standardAppearance``
    /// when `nil`.
    ///
    /// - Note: Terrarium: UIKit since iOS 15 makes a bar without one transparent at the edge;
    ///   Terrarium keeps the standard look, as bars are opaque in a terminal.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.scrollEdge }
        set {
            _appearances.scrollEdge = newValue?._copy()
            setNeedsDisplay()
            _appearanceDidSet(\UINavigationBar.scrollEdgeAppearance)
        }
    }

    /// The bar's look at the scroll edge in a compact height.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.compactScrollEdge }
        set {
            _appearances.compactScrollEdge = newValue?._copy()
            setNeedsDisplay()
        }
    }

    /// The appearance that applies now: the top item's, then the bar's, for the scroll edge
    /// and compact heights, falling back to the standard one.
    var _currentAppearance: UINavigationBarAppearance {
        let item = topItem?._appearances
        let compact = traitCollection.verticalSizeClass == .compact
        if _hasScrollEdgeAppearance(item), _isAtScrollEdge {
            if compact, let appearance = item?.compactScrollEdge ?? _appearances.compactScrollEdge {
                return appearance
            }
            if let appearance = item?.scrollEdge ?? _appearances.scrollEdge { return appearance }
        }
        if compact, let appearance = item?.compact ?? _appearances.compact { return appearance }
        return item?.standard ?? standardAppearance
    }

    private func _hasScrollEdgeAppearance(_ item: _NavigationBarAppearances?) -> Bool {
        item?.scrollEdge != nil || item?.compactScrollEdge != nil || _appearances.scrollEdge != nil
            || _appearances.compactScrollEdge != nil
    }

    /// The colour the appearance gives an item of `item`'s style, if any.
    func _buttonColor(of item: UIBarButtonItem) -> UIColor? {
        let appearance = _currentAppearance
        return (item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)._color
    }

    /// Whether the top controller's content is scrolled to its top: its view, or its view's
    /// first scroll view subview, at its top offset. `true` without a scroll view.
    var _isAtScrollEdge: Bool {
        guard let controller = _navigationController?._stack.last, controller.isViewLoaded,
            let scrollView = UINavigationBar._contentScrollView(in: controller.view)
        else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
    }

    static func _contentScrollView(in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.first { $0 is UIScrollView } as? UIScrollView
    }
}

extension UIScrollView {
    /// Redraws the navigation bar above a controller whose content this is, when that bar
    /// has a scroll-edge appearance: a scroll may have crossed the edge.
    func _scrollEdgeMayHaveChanged() {
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController {
                guard let bar = controller.navigationController?.navigationBar,
                    bar._hasAnyScrollEdgeAppearance
                else { return }
                bar.setNeedsDisplay()
                return
            }
            responder = current.next
        }
    }
}

extension UINavigationBar {
    /// Whether the bar or any item on its stack has a scroll-edge appearance.
    var _hasAnyScrollEdgeAppearance: Bool {
        _hasScrollEdgeAppearance(topItem?._appearances)
    }
}

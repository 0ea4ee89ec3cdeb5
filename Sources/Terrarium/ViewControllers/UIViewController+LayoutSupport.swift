import Foundation

/// A guide at the top or bottom of a view controller's view, standing for the bars there:
/// what ``UIViewController/topLayoutGuide`` and ``UIViewController/bottomLayoutGuide`` return.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's height: how far content should keep from the top (or bottom) edge.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` and `bottomLayoutGuide`: a layout guide of the
/// controller's view, pinned between one edge of the view and the same edge of its safe area.
final class _LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// Which edge the guide covers.
    enum Edge {
        case top
        case bottom
    }

    let _edge: Edge

    init(edge: Edge, in view: UIView) {
        _edge = edge
        super.init(
            kind: .custom,
            identifier: edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide")
        view.addLayoutGuide(self)
        let safeArea = view.safeAreaLayoutGuide
        var constraints = [
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ]
        switch edge {
        case .top:
            constraints.append(topAnchor.constraint(equalTo: view.topAnchor))
            constraints.append(bottomAnchor.constraint(equalTo: safeArea.topAnchor))
        case .bottom:
            constraints.append(topAnchor.constraint(equalTo: safeArea.bottomAnchor))
            constraints.append(bottomAnchor.constraint(equalTo: view.bottomAnchor))
        }
        for constraint in constraints { constraint.identifier = identifier }
        NSLayoutConstraint.activate(constraints)
    }

    /// The safe area's inset at the guide's edge of the owning view.
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return _edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

extension UIViewController {
    /// A guide from the top of the view to the bottom of the bars above the content: its
    /// ``UILayoutSupport/length`` is the view's top safe-area inset.
    ///
    /// ```swift
    /// list.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor)
    /// ```
    ///
    /// - Note: Deprecated in UIKit since iOS 11 in favour of the safe area, which Terrarium
    ///   uses to back it: the guide is a layout guide of ``view`` (loaded on first use) whose
    ///   bottom is the safe area's top, so the two agree as bars come and go.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport { _layoutSupportGuide(.top) }

    /// A guide from the top of the bars below the content to the bottom of the view: its
    /// ``UILayoutSupport/length`` is the view's bottom safe-area inset.
    ///
    /// - Note: Deprecated in UIKit since iOS 11; backed by the safe area, as
    ///   ``topLayoutGuide`` is.
    @available(
        *, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    public var bottomLayoutGuide: any UILayoutSupport { _layoutSupportGuide(.bottom) }

    /// The top or bottom layout guide, made on first use; what the deprecated properties and
    /// storyboards (whose old files name these guides) share.
    func _layoutSupportGuide(_ edge: _LayoutSupportGuide.Edge) -> any UILayoutSupport {
        if let guide = edge == .top ? _topLayoutGuide : _bottomLayoutGuide { return guide }
        let guide = _LayoutSupportGuide(edge: edge, in: view)
        if edge == .top { _topLayoutGuide = guide } else { _bottomLayoutGuide = guide }
        return guide
    }
}

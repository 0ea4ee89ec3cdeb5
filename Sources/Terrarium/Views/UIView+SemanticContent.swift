import Foundation

/// How a view's content is laid out when the interface reads right to left.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follow the interface's direction: the default.
    case unspecified = 0
    /// Playback controls, which keep left-to-right order.
    case playback = 1
    /// Controls that stand for directions (a joystick), which keep left-to-right order.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The directions an interface reads in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right, as English.
    case leftToRight = 0
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft = 1
}

extension UIApplication {
    /// The direction the app's interface reads in: ``UIUserInterfaceLayoutDirection/leftToRight``.
    ///
    /// - Note: Terrarium does not localize its interface, so the app reads left to right;
    ///   views read right to left only when their ``UIView/semanticContentAttribute`` forces it.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

extension UIView {
    /// The direction a view with `attribute` lays out its content in:
    /// ``UIUserInterfaceLayoutDirection/rightToLeft`` for
    /// ``UISemanticContentAttribute/forceRightToLeft``, the app's direction for
    /// ``UISemanticContentAttribute/unspecified``, and left to right otherwise.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .unspecified: UIApplication.shared.userInterfaceLayoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        }
    }

    /// The direction this view lays out its content in: from its
    /// ``semanticContentAttribute`` when that forces one, else from its trait collection.
    ///
    /// - Note: In Terrarium the trait collection's direction is always left to right, and a
    ///   forced direction is not passed down to subviews: each view answers for itself.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Re-lays out constraints after ``semanticContentAttribute`` changed, as leading and
    /// trailing may now mean the other edges.
    func _semanticContentAttributeDidChange() {
        if let engine = _layoutEngine(creating: false) {
            engine.rebuild()
            engine.setNeedsSolve()
        }
        setNeedsLayout()
        setNeedsDisplay()
    }
}

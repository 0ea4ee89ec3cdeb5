import Foundation

// A navigation item's appearances, which override its navigation bar's while the item is on top.

extension UINavigationItem {
    /// The bar's look while this item is on top; the bar's ``UINavigationBar/standardAppearance``
    /// when `nil`. The item keeps a copy of what is assigned.
    ///
    /// ```swift
    /// let appearance = UINavigationBarAppearance()
    /// appearance.configureWithOpaqueBackground()
    /// appearance.backgroundColor = .systemGreen
    /// navigationItem.standardAppearance = appearance
    /// ```
    public var standardAppearance: UINavigationBarAppearance? {
        get { _appearances.standard }
        set {
            _appearances.standard = newValue?._copy()
            _changed()
        }
    }

    /// The bar's look in a compact height while this item is on top.
    public var compactAppearance: UINavigationBarAppearance? {
        get { _appearances.compact }
        set {
            _appearances.compact = newValue?._copy()
            _changed()
        }
    }

    /// The bar's look at the scroll edge while this item is on top.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.scrollEdge }
        set {
            _appearances.scrollEdge = newValue?._copy()
            _changed()
        }
    }

    /// The bar's look at the scroll edge in a compact height while this item is on top.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.compactScrollEdge }
        set {
            _appearances.compactScrollEdge = newValue?._copy()
            _changed()
        }
    }
}

import Foundation

// The tab bar's appearances: its background.

extension UITabBar {
    /// The bar's look; the bar keeps a copy of what is assigned.
    ///
    /// ```swift
    /// let appearance = UITabBarAppearance()
    /// appearance.configureWithOpaqueBackground()
    /// appearance.backgroundColor = .systemIndigo
    /// tabBarController.tabBar.standardAppearance = appearance
    /// ```
    public var standardAppearance: UITabBarAppearance {
        get { _standardAppearance }
        set {
            _standardAppearance = newValue._copy()
            setNeedsDisplay()
            _appearanceDidSet(\UITabBar.standardAppearance)
        }
    }

    /// The bar's look when content scrolls to its bottom edge. Kept: Terrarium draws the
    /// standard appearance.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { _scrollEdgeAppearance }
        set {
            _scrollEdgeAppearance = newValue?._copy()
            _appearanceDidSet(\UITabBar.scrollEdgeAppearance)
        }
    }
}

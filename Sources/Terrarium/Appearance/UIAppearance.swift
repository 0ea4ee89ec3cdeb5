import Foundation

/// A type whose look can be customised for every instance at once, through a proxy: UIKit's
/// `UIAppearance`.
///
/// Set a property on the class's proxy and every instance takes the value when it moves to a
/// window (a bar button item, when a navigation bar shows it), unless the property was set on
/// the instance itself, which always wins:
///
/// ```swift
/// UINavigationBar.appearance().tintColor = .systemOrange
/// UINavigationBar.appearance().barTintColor = .black
/// UIPageControl.appearance().currentPageIndicatorTintColor = .systemPink
/// // Only bars inside a settings screen:
/// UINavigationBar.appearance(whenContainedInInstancesOf: [SettingsViewController.self]).tintColor = .systemGreen
/// ```
///
/// A subclass's proxy (`MyBar.appearance()`) applies to that subclass only, and wins over its
/// superclass's; a proxy with containers wins over one without, the longer list over the
/// shorter. Values set on a proxy later reach instances the next time they enter a window.
///
/// - Note: Terrarium records the properties UIKit marks `UI_APPEARANCE_SELECTOR` that the
///   containers libraries customise: on ``UINavigationBar`` `tintColor`, `barTintColor`,
///   `standardAppearance`, `compactAppearance`, `scrollEdgeAppearance`; on ``UITabBar``
///   `tintColor`, `barTintColor`, `unselectedItemTintColor`, `standardAppearance`,
///   `scrollEdgeAppearance`; on ``UIPageControl`` `pageIndicatorTintColor` and
///   `currentPageIndicatorTintColor`; on ``UIBarButtonItem`` `tintColor`. Other properties set
///   on a proxy change only the proxy. UIKit's proxy is an `NSProxy` that records messages;
///   Swift has no such thing, so the proxy is an instance of the class that is never shown
///   (a subclass of your own is made with `init(coder:)`, as ``UIView/layerClass`` makes
///   layers). `titleTextAttributes` is not there: Terrarium's bars draw one font.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of the class (and its subclasses).
    static func appearance() -> Self

    /// The proxy for instances of the class contained in instances of `containerTypes`:
    /// the list runs from the nearest container outwards, each one somewhere above the last
    /// (through superviews and the view controllers that own them).
    ///
    /// - Parameter containerTypes: Container classes, nearest first.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A type whose instances can contain customised objects, for
/// ``UIAppearance/appearance(whenContainedInInstancesOf:)``: views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIView: UIAppearance {
    /// The proxy for every instance of the class; see ``UIAppearance``.
    public static func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    /// The proxy for instances contained in instances of `containerTypes`; see ``UIAppearance``.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        _AppearanceRegistry.proxy(for: self, containers: containerTypes.map { $0 as AnyClass }) {
            _AppearanceRegistry.makeView(of: self)
        } as! Self
    }
}

extension UIBarButtonItem: UIAppearance {
    /// The proxy for every bar button item; see ``UIAppearance``.
    public static func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    /// The proxy for bar button items in instances of `containerTypes` (a navigation bar is the
    /// nearest container of its items); see ``UIAppearance``.
    ///
    /// - Note: Terrarium makes the proxy with `init()`: a subclass of your own gets its
    ///   superclass's proxy type and stops the process here, since Swift cannot make it.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        let proxy = _AppearanceRegistry.proxy(for: self, containers: containerTypes.map { $0 as AnyClass }) {
            UIBarButtonItem()
        }
        guard let typed = proxy as? Self else {
            fatalError("Terrarium cannot make an appearance proxy of \(self): only UIBarButtonItem itself")
        }
        return typed
    }
}

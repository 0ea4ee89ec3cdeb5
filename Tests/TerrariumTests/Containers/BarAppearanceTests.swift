import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UINavigationBarAppearance and UITabBarAppearance: what the bars draw.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct BarAppearanceTests {
    private func opaque(_ color: UIColor, title: UIColor? = nil) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        if let title { appearance.titleTextAttributes = [.foregroundColor: title] }
        return appearance
    }

    private func showNavigation(_ root: UIViewController) -> (HeadlessScreen, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        let screen = HeadlessScreen(width: 30, height: 8)
        screen.show(navigation)
        return (screen, navigation)
    }

    @Test func theStandardAppearanceColoursTheBarAndItsTitle() {
        let root = UIViewController()
        root.title = "Inbox"
        let (screen, navigation) = showNavigation(root)
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.secondarySystemBackground, "the default bar")
        navigation.navigationBar.standardAppearance = opaque(.systemRed, title: .white)
        screen.runUntilIdle()
        let title = screen.location(of: "Inbox")!
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemRed)
        #expect(screen.canvas[x: 29, y: 0].background == UIColor.systemRed)
        #expect(screen.canvas[x: Int(title.x), y: 0].foreground == UIColor.white)
        #expect(screen.canvas[x: Int(title.x), y: 0].attributes.contains(.bold))
    }

    @Test func anOpaqueBackgroundWithoutAColourIsTheSystemBackground() {
        let (screen, navigation) = showNavigation(UIViewController())
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        navigation.navigationBar.standardAppearance = appearance
        screen.runUntilIdle()
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemBackground)
        #expect(appearance.shadowColor != nil)
    }

    @Test func aTransparentBackgroundFillsNothing() {
        let (screen, navigation) = showNavigation(UIViewController())
        navigation.view.backgroundColor = .systemYellow
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        navigation.navigationBar.standardAppearance = appearance
        screen.runUntilIdle()
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemYellow, "what is under the bar shows")
        #expect(appearance.shadowColor == nil)
    }

    @Test func theDefaultBackgroundKeepsTheBarTintColor() {
        let (screen, navigation) = showNavigation(UIViewController())
        navigation.navigationBar.barTintColor = .systemPurple
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        navigation.navigationBar.standardAppearance = appearance
        screen.runUntilIdle()
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemPurple)
    }

    @Test func aBlackBarStyleFillsTheBarsBlackAndLightensTheStatusBar() {
        let (screen, navigation) = showNavigation(UIViewController())
        #expect(navigation.navigationBar.barStyle == .default)
        navigation.navigationBar.barStyle = .black
        screen.runUntilIdle()
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.black)
        #expect(navigation.preferredStatusBarStyle == .lightContent)

        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        toolbar.barStyle = .black
        let search = UISearchBar(frame: CGRect(x: 0, y: 1, width: 10, height: 1))
        search.barStyle = .black
        let bars = HeadlessScreen(width: 10, height: 2)
        let host = UIViewController()
        host.view.addSubview(toolbar)
        host.view.addSubview(search)
        bars.show(host)
        #expect(bars.canvas[x: 9, y: 0].background == UIColor.black, "the toolbar")
        #expect(bars.canvas[x: 0, y: 1].background == UIColor.black, "the search bar around its field")
        #expect(UIBarStyle(rawValue: 2) != nil, "blackTranslucent, deprecated, is still a style")
    }

    @Test func theBarsTitleTextAttributesColourTheTitleUnderTheAppearances() {
        let root = UIViewController()
        root.title = "Inbox"
        let (screen, navigation) = showNavigation(root)
        let bar = navigation.navigationBar
        #expect(bar.titleTextAttributes == nil)
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemOrange, .font: UIFont.systemFont(ofSize: 17)]
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
        screen.runUntilIdle()
        let title = screen.location(of: "Inbox")!
        #expect(screen.canvas[x: Int(title.x), y: 0].foreground == UIColor.systemOrange)
        #expect(!screen.canvas[x: Int(title.x), y: 0].attributes.contains(.bold), "a regular-weight font")
        #expect(bar.largeTitleTextAttributes?[.foregroundColor] as? UIColor == .systemPink)

        bar.standardAppearance = opaque(.systemRed, title: .white)
        screen.runUntilIdle()
        #expect(screen.canvas[x: Int(title.x), y: 0].foreground == UIColor.white, "the appearance's colour wins")
        #expect(!screen.canvas[x: Int(title.x), y: 0].attributes.contains(.bold), "the bar's font still applies")
    }

    @Test func theBarKeepsACopyOfTheAppearance() {
        let (screen, navigation) = showNavigation(UIViewController())
        let appearance = opaque(.systemRed)
        navigation.navigationBar.standardAppearance = appearance
        appearance.backgroundColor = .systemGreen
        navigation.navigationBar.setNeedsDisplay()
        screen.runUntilIdle()
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemRed)
        navigation.navigationBar.standardAppearance = appearance
        screen.runUntilIdle()
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemGreen, "assigned again, it applies")
    }

    @Test func anItemsAppearanceOverridesTheBarsWhileItIsOnTop() {
        let (screen, navigation) = showNavigation(UIViewController())
        navigation.navigationBar.standardAppearance = opaque(.systemRed)
        let detail = UIViewController()
        detail.title = "Detail"
        detail.navigationItem.standardAppearance = opaque(.systemGreen, title: .systemYellow)
        navigation.pushViewController(detail, animated: false)
        screen.runUntilIdle()
        #expect(screen.canvas[x: 29, y: 0].background == UIColor.systemGreen)
        let title = screen.location(of: "Detail")!
        #expect(screen.canvas[x: Int(title.x), y: 0].foreground == UIColor.systemYellow)
        navigation.popViewController(animated: false)
        screen.runUntilIdle()
        #expect(screen.canvas[x: 29, y: 0].background == UIColor.systemRed)
    }

    @Test func theScrollEdgeAppearanceAppliesWhileTheContentIsAtItsTop() {
        let root = ScrollingViewController()
        let (screen, navigation) = showNavigation(root)
        navigation.navigationBar.standardAppearance = opaque(.systemRed)
        navigation.navigationBar.scrollEdgeAppearance = opaque(.systemBlue)
        screen.runUntilIdle()
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemBlue, "at the top: the scroll edge look")
        screen.scroll(at: CGPoint(x: 5, y: 4), deltaY: 1)
        #expect(root.scrollView.contentOffset.y > -root.scrollView.adjustedContentInset.top)
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemRed, "scrolled: the standard look")
        screen.scroll(at: CGPoint(x: 5, y: 4), deltaY: -1)
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemBlue)
    }

    @Test func theCompactAppearanceAppliesInACompactHeight() {
        let (screen, navigation) = showNavigation(UIViewController())
        navigation.navigationBar.standardAppearance = opaque(.systemRed)
        navigation.navigationBar.compactAppearance = opaque(.systemOrange)
        screen.runUntilIdle()
        #expect(navigation.traitCollection.verticalSizeClass == .compact, "8 rows is a compact height")
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemOrange)
        screen.resize(width: 30, height: 30)
        screen.runUntilIdle()
        #expect(screen.canvas[x: 0, y: 0].background == UIColor.systemRed)
    }

    @Test func buttonAppearancesColourTheBarsItems() {
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain) { _ in }
        let (screen, navigation) = showNavigation(root)
        let appearance = opaque(.systemGray)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        navigation.navigationBar.standardAppearance = appearance
        screen.runUntilIdle()
        let edit = screen.location(of: "Edit")!
        #expect(screen.canvas[x: Int(edit.x), y: 0].foreground == UIColor.systemOrange)
    }

    @Test func theTabBarsStandardAppearanceColoursItsBackground() {
        let tabs = UITabBarController()
        let first = UIViewController()
        first.title = "One"
        tabs.viewControllers = [first]
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(tabs)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        tabs.tabBar.standardAppearance = appearance
        screen.runUntilIdle()
        let row = Int(tabs.tabBar.frame.minY)
        #expect(screen.canvas[x: 29, y: row].background == UIColor.systemTeal)
    }
}

/// A controller whose view is a tall scroll view, as a table view controller's is.
@MainActor
private final class ScrollingViewController: UIViewController {
    let scrollView = UIScrollView(frame: .zero)
    override func loadView() {
        scrollView.contentSize = CGSize(width: 30, height: 100)
        view = scrollView
    }
}

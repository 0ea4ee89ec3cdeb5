import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UIAppearance: values set on a class's proxy reach instances as they enter a window, unless
/// set on the instance; subclass and container proxies are more specific.
///
/// The proxies are global, as in UIKit: the suite runs serially and forgets them after each test.
@MainActor
@Suite(.isolatedUI, .serialized, .cellSize(UIScreen.onePointPerCell)) struct AppearanceProxyTests {
    init() { _AppearanceRegistry.rules.removeAll() }

    private func show(_ view: UIView, in controller: UIViewController = UIViewController()) -> HeadlessScreen {
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(controller)
        controller.view.addSubview(view)
        screen.runUntilIdle()
        return screen
    }

    @Test func aProxysValuesReachAnInstanceWhenItEntersAWindow() {
        defer { _AppearanceRegistry.rules.removeAll() }
        UIPageControl.appearance().currentPageIndicatorTintColor = .red
        UIPageControl.appearance().pageIndicatorTintColor = .blue
        let dots = UIPageControl(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(dots.currentPageIndicatorTintColor == nil, "not before it is in a window")
        _ = show(dots)
        #expect(dots.currentPageIndicatorTintColor == .red)
        #expect(dots.pageIndicatorTintColor == .blue)
    }

    @Test func aValueSetOnTheInstanceWins() {
        defer { _AppearanceRegistry.rules.removeAll() }
        UINavigationBar.appearance().tintColor = .red
        UINavigationBar.appearance().barTintColor = .blue
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        bar.tintColor = .green
        _ = show(bar)
        #expect(bar.tintColor == .green)
        #expect(bar.barTintColor == .blue)
    }

    @Test func theProxyIsOneObjectAndNotShown() {
        defer { _AppearanceRegistry.rules.removeAll() }
        #expect(UITabBar.appearance() === UITabBar.appearance())
        #expect(UITabBar.appearance().window == nil)
        let appearance = UITabBarAppearance()
        appearance.backgroundColor = .systemRed
        UITabBar.appearance().standardAppearance = appearance
        UITabBar.appearance().unselectedItemTintColor = .gray
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        _ = show(bar)
        #expect(bar.standardAppearance.backgroundColor == .systemRed)
        #expect(bar.unselectedItemTintColor == .gray)
    }

    @Test func aSubclassProxyAppliesToItsInstancesOnlyAndWins() {
        defer { _AppearanceRegistry.rules.removeAll() }
        UINavigationBar.appearance().tintColor = .red
        BrandBar.appearance().tintColor = .green
        let plain = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        let brand = BrandBar(frame: CGRect(x: 0, y: 1, width: 30, height: 1))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 2))
        container.addSubview(plain)
        container.addSubview(brand)
        _ = show(container)
        #expect(plain.tintColor == .red)
        #expect(brand.tintColor == .green)
    }

    @Test func aContainedProxyAppliesOnlyInsideItsContainers() {
        defer { _AppearanceRegistry.rules.removeAll() }
        UIPageControl.appearance().currentPageIndicatorTintColor = .red
        UIPageControl.appearance(whenContainedInInstancesOf: [SettingsController.self]).currentPageIndicatorTintColor =
            .green
        let outside = UIPageControl(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        _ = show(outside)
        let inside = UIPageControl(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        _ = show(inside, in: SettingsController())
        #expect(outside.currentPageIndicatorTintColor == .red)
        #expect(inside.currentPageIndicatorTintColor == .green)
    }

    @Test func barButtonItemsTakeTheProxysTintWhenANavigationBarShowsThem() {
        defer { _AppearanceRegistry.rules.removeAll() }
        UIBarButtonItem.appearance().tintColor = .red
        let root = UIViewController()
        let plain = UIBarButtonItem(title: "Edit", style: .plain) { _ in }
        let kept = UIBarButtonItem(title: "Done", style: .plain) { _ in }
        kept.tintColor = .green
        root.navigationItem.rightBarButtonItems = [plain, kept]
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(UINavigationController(rootViewController: root))
        screen.runUntilIdle()
        #expect(plain.tintColor == .red)
        #expect(kept.tintColor == .green)
    }
}

@MainActor
private final class BrandBar: UINavigationBar {}

@MainActor
private final class SettingsController: UIViewController {}

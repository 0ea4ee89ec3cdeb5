import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Small pieces of UIKit that real iOS libraries read: each as UIKit answers it.
@MainActor
@Suite(.isolatedUI) struct LibraryIdiomTests {
    @Test func nsIndexPathHasTheRowsAndItemsUIKitAdds() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        let bridged = IndexPath(item: 5, section: 2) as NSIndexPath
        #expect(bridged.item == 5 && bridged.section == 2)
    }

    @Test func aCopiedAppearanceIsOfItsOwnClassWithItsSettings() {
        let bar = UINavigationBar(frame: .zero)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        bar.standardAppearance = appearance

        var saved: UINavigationBarAppearance?
        saved = bar.standardAppearance.copy()
        #expect(saved !== bar.standardAppearance)
        #expect(saved?.backgroundColor == .systemRed)
        #expect(saved?.titleTextAttributes[.foregroundColor] as? UIColor == .systemBlue)
        let tab: UITabBarAppearance = UITabBarAppearance().copy()
        #expect(type(of: tab) == UITabBarAppearance.self)
    }

    @Test func viewsAreOpaqueByDefaultAndKeepWhatTheyAreTold() {
        let view = UIView()
        #expect(view.isOpaque)
        view.isOpaque = false
        #expect(!view.isOpaque)
    }

    @Test func theNavigationBarsHideAndShowDurationIsUIKits() {
        #expect(UINavigationController.hideShowBarDuration == 0.2)
    }
}

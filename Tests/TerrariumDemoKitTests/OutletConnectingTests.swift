import Foundation
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

/// Outlets connected by name, as the storyboard loader will connect them: the ported
/// `DrawerViewController` (its `connectOutlet(named:to:)` written by the port command), which
/// lives in the demo's library with the other ported samples.
@MainActor
@Suite(.isolatedUI) struct OutletConnectingTests {
    @Test func theLoaderConnectsEachOutletByNameAndTypeAsUIKitDoes() {
        let drawer = DrawerViewController()
        let view = UIView()
        let label = UILabel()
        let buttons = [UIButton(type: .system), UIButton(type: .system)]
        #expect(drawer.connectOutlet(named: "drawerView", to: view))
        #expect(drawer.connectOutlet(named: "hintLabel", to: label))
        #expect(drawer.connectOutlet(named: "handleButtons", to: buttons as [UIView]))
        #expect(drawer.drawerView === view)
        #expect(drawer.hintLabel === label)
        #expect(drawer.handleButtons.count == 2 && drawer.handleButtons[1] === buttons[1])
    }

    @Test func anUnknownNameOrTheWrongTypeIsRefused() {
        let drawer = DrawerViewController()
        #expect(!drawer.connectOutlet(named: "hintLabel", to: UIView()))
        #expect(drawer.hintLabel == nil)
        #expect(!drawer.connectOutlet(named: "nothing", to: UIView()))
        // Through the protocol the loader sees, the same.
        let owner: any UIOutletConnecting = drawer
        #expect(owner.connectOutlet(named: "drawerView", to: UIView()))
        // A plain controller has UIKit's `view` outlet only, and only for a view.
        let plain = UIViewController()
        #expect(!plain.connectOutlet(named: "drawerView", to: UIView()))
        #expect(!plain.connectOutlet(named: "view", to: UILabel.self))
        let view = UIView()
        #expect(plain.connectOutlet(named: "view", to: view))
        #expect(plain.view === view)
    }
}

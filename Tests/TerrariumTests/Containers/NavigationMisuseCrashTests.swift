import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// Pushes UIKit rejects stop with UIKit's messages (N-10, N-11).
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct NavigationMisuseCrashTests {
    @Test func pushingTheSameInstanceTwiceIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIViewController()
                let navigation = UINavigationController(rootViewController: root)
                navigation.pushViewController(root, animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("'NSInvalidArgumentException'"))
        #expect(message.contains("is pushing the same view controller instance (<UIViewController: 0x"))
        #expect(message.contains("more than once which is not supported"))
    }

    @Test func pushingANavigationControllerIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.pushViewController(UINavigationController(), animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Pushing a navigation controller is not supported"))
    }
}

/// A navigation controller's bar shows the controller's stack: UIKit rejects changing its
/// items or delegate directly.
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ManagedNavigationBarMisuseCrashTests {
    private static func stderr(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func pushingAnItemOnAControllersBarIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.navigationBar.pushItem(UINavigationItem(title: "Extra"), animated: false)
            }
        }
        let message = Self.stderr(of: result)
        #expect(message.contains("'NSInternalInconsistencyException'"))
        #expect(
            message.contains(
                "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller."))
    }

    @Test func poppingOrSettingItemsOnAControllersBarIsRejected() async {
        let pop = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.navigationBar.popItem(animated: true)
            }
        }
        #expect(
            Self.stderr(of: pop).contains(
                "Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a controller."))
        let set = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.navigationBar.items = []
            }
        }
        #expect(
            Self.stderr(of: set).contains(
                "Cannot call setItems:animated: directly on a UINavigationBar managed by a controller."))
    }

    @Test func settingAControllersBarsDelegateIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.navigationBar.delegate = nil
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "Cannot manually set the delegate on a UINavigationBar managed by a controller."))
    }
}

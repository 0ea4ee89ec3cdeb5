import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// Pushes UIKit rejects stop with UIKit's messages (N-10, N-11).
@Suite(.cellSize(UIScreen.onePointPerCell)) struct NavigationMisuseCrashTests {
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

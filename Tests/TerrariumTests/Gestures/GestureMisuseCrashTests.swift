import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Misuse UIKit rejects stops with UIKit's messages.
@Suite(.cellSize(UIScreen.onePointPerCell)) struct GestureMisuseCrashTests {
    @Test func aScrollViewsPanKeepsTheScrollViewAsItsDelegate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Other: UIGestureRecognizerDelegate {}
                let other = Other()
                let scrollView = UIScrollView()
                scrollView.panGestureRecognizer.delegate = other
                withExtendedLifetime((scrollView, other)) {}
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("'NSInvalidArgumentException'"))
        #expect(message.contains("must have its scroll view as its delegate"))
    }
}

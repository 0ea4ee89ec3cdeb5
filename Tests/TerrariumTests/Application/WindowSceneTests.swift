import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The one scene per screen that Terrarium connects, as UIKit does for an app without a
/// scene manifest.
@MainActor
@Suite(.isolatedUI) struct WindowSceneTests {
    @Test func aShownWindowIsInItsScreensSceneAndAHiddenOneInNone() throws {
        let screen = HeadlessScreen(points: CGSize(width: 390, height: 844))
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(hidden.windowScene == nil)

        screen.show(UIViewController())
        let window: UIWindow = screen.window
        let scene = try #require(window.windowScene)
        #expect(scene.screen === window.screen)
        #expect(scene.windows.contains(window))
        #expect(scene.keyWindow === window)
        #expect(scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.connectedScenes.contains(scene))
    }

    @Test func theInterfaceOrientationFollowsTheScreensShape() {
        let tall = HeadlessScreen(points: CGSize(width: 390, height: 844))
        tall.show(UIViewController())
        #expect(tall.window.windowScene?.interfaceOrientation.isPortrait == true)

        let wide = HeadlessScreen(width: 120, height: 40)
        wide.show(UIViewController())
        #expect(wide.window.windowScene?.interfaceOrientation.isLandscape == true)
    }

    @Test func aWindowMadeForASceneIsInItBeforeItShows() {
        let screen = HeadlessScreen(width: 60, height: 20)
        screen.show(UIViewController())
        let scene = screen.window.windowScene!
        let second = UIWindow(windowScene: scene)
        #expect(second.windowScene === scene)
        #expect(second.screen === scene.screen)
        #expect(second.frame == scene.screen.bounds)
        #expect(scene.windows.contains(second))
    }
}

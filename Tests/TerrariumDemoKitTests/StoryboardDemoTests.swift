import Foundation
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

/// The demo's Storyboard tab, headless, driven by keys where the terminal enters them: the
/// scenes `Demo.storyboard` describes, pushed by show segues and unwound in one step.
@MainActor
@Suite(.isolatedUI) struct StoryboardDemoTests {
    @Test func zeroShowsTheStoryboardTabWithItsEmbeddedChild() throws {
        // Wide enough for all ten tabs on the bar (in 80 columns the last ones are under More).
        let screen = HeadlessScreen(width: 140, height: 24)
        let root = DemoApp.makeRoot(startPath: FileManager.default.temporaryDirectory.path, onQuit: {})
        screen.show(root)
        #expect(screen.text.contains("0 Storyboard"), "\(screen.text)")
        screen.press("0")
        #expect(screen.text.contains("This tab is Demo.storyboard"), "\(screen.text)")
        #expect(screen.text.contains("Embedded child: the weather is fine."))
        let navigation = try #require((root as? UITabBarController)?.selectedViewController as? UINavigationController)
        let garden = try #require(navigation.topViewController as? StoryboardGardenViewController)
        #expect(garden.children.count == 1, "the embed segue made the Weather scene a child")
        #expect(screen.lines.contains { $0.contains("Garden") }, "the navigation bar shows the scene's title")
    }

    @Test func showSeguesPush() throws {
        let screen = HeadlessScreen(width: 80, height: 24)
        let navigation = StoryboardDemo.makeTab() as! UINavigationController
        screen.show(navigation)
        screen.tap(text: "Plant a seed")
        screen.runUntilIdle()
        #expect(navigation.viewControllers.map { $0.title ?? "" } == ["Garden", "Seed"])
        #expect(screen.text.contains("A seed, pushed by a show segue."), "\(screen.text)")
        screen.tap(text: "Grow")
        screen.runUntilIdle()
        #expect(navigation.viewControllers.map { $0.title ?? "" } == ["Garden", "Seed", "Sprout"])
        #expect(screen.text.contains("Back to the garden"))
    }

    @Test func theUnwindComesBackToTheGardenInOneStep() throws {
        let screen = HeadlessScreen(width: 80, height: 24)
        let navigation = StoryboardDemo.makeTab() as! UINavigationController
        screen.show(navigation)
        screen.tap(text: "Plant a seed")
        screen.tap(text: "Grow")
        screen.runUntilIdle()
        #expect(navigation.viewControllers.map { $0.title ?? "" } == ["Garden", "Seed", "Sprout"])

        screen.tap(text: "Back to the garden")
        screen.runUntilIdle()
        #expect(navigation.viewControllers.map { $0.title ?? "" } == ["Garden"])
        #expect(screen.text.contains("Unwound from Sprout (1 time)."), "\(screen.text)")
        #expect(screen.text.contains("Embedded child: the weather is fine."))
    }
}

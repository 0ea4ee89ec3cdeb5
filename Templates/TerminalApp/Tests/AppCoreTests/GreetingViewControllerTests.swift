import AppCore
import Terrarium
import TerrariumTesting
import Testing

/// The app's screen, shown headless: no terminal needed. `.isolatedUI`: each test has the
/// main loop and the windows to itself, also while another test awaits.
@MainActor
@Suite(.isolatedUI) struct GreetingViewControllerTests {
    @Test func greetsAndCountsClicks() {
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(GreetingViewController())
        #expect(screen.lines[1] == "  Hello from Terrarium")
        screen.tap(text: "Click me")
        screen.tap(text: "Click me")
        #expect(screen.lines[1] == "  Clicked 2 times")
    }

    @Test func qQuits() {
        var quit = false
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(GreetingViewController(onQuit: { quit = true }))
        screen.press("q")
        #expect(quit)
    }
}

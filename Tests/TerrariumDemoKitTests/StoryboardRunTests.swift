import Foundation
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

/// `terrarium run`'s screens, headless: what the command shows without a terminal, and what
/// a person does in one (the end-to-end test drives the real binary).
@MainActor
@Suite(.isolatedUI) struct StoryboardRunTests {
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "storyboard")!.path
    }

    /// The run's root for the fixture `name`, shown on a screen.
    func show(_ name: String, width: Int = 80, height: Int = 24) throws -> (HeadlessScreen, StoryboardRunViewController)
    {
        let screen = HeadlessScreen(width: width, height: height)
        let root = try StoryboardRun.makeRoot(path: Self.fixture(name)) {}
        screen.show(root)
        screen.runUntilIdle()
        return (screen, root)
    }

    @Test func theInitialSceneShowsAndTheBottomLineNamesTheClassesNotFound() throws {
        let lines = try StoryboardRun.headlessFrame(path: Self.fixture("Run"), width: 100, height: 24)
        #expect(lines.count == 24)
        #expect(lines.contains { $0.contains("Inbox") }, "the navigation bar's title")
        #expect(lines.contains { $0.contains("Messages arrive here.") })
        #expect(lines.contains { $0.contains("Open") })
        #expect(lines[23].hasPrefix("Classes not found, shown as UIKit's: InboxViewController (as UIViewController)"))
    }

    @Test func aButtonPerformsItsShowSegue() throws {
        let (screen, root) = try show("Run")
        screen.tap(text: "Open")
        screen.runUntilIdle()
        #expect(screen.text.contains("Hello from the message scene."))
        #expect(screen.text.contains("‹ Inbox"))
        #expect((root.content as? UINavigationController)?.viewControllers.count == 2)
    }

    @Test func qQuits() throws {
        var quit = 0
        let screen = HeadlessScreen(width: 80, height: 24)
        screen.show(try StoryboardRun.makeRoot(path: Self.fixture("Run")) { quit += 1 })
        screen.runUntilIdle()
        screen.press("q")
        #expect(quit == 1)
    }

    @Test func aFileWithoutAnInitialSceneListsItsScenesAndEscGoesBackToTheList() throws {
        let (screen, root) = try show("NoInitial")
        #expect(screen.text.contains("NoInitial.storyboard: 3 scenes, no initial one"))
        #expect(screen.text.contains("UINavigationController"))
        #expect(screen.text.contains("InboxViewController · “Inbox”"))
        #expect(screen.text.contains("UIViewController · ID Message · “Message”"))
        #expect(screen.lines[23].hasPrefix("NoInitial.storyboard · q: quit · Esc: back to the scenes"))

        screen.tap(text: "ID Message")
        screen.runUntilIdle()
        #expect(screen.text.contains("Hello from the message scene."))
        #expect(!screen.text.contains("ID Message"), "the scene covers the list")

        screen.press("escape")
        screen.runUntilIdle()
        #expect(root.content.presentedViewController == nil)
        #expect(screen.text.contains("ID Message"))
        #expect(!screen.text.contains("Hello from the message scene."))
    }

    @Test func returnShowsTheSceneUnderTheCursor() throws {
        let (screen, _) = try show("NoInitial")
        // The first ↓ puts the cursor on the first row (the navigation controller), the second
        // on the Inbox.
        screen.press("down")
        screen.press("down")
        screen.press("enter")
        #expect(screen.text.contains("Messages arrive here."), "\(screen.text)")
    }

    @Test func aSceneChosenFromTheListNamesItsClassesNotFound() throws {
        let (screen, _) = try show("NoInitial")
        #expect(!screen.text.contains("Classes not found"), "nothing is made before a scene is chosen")
        screen.tap(text: "InboxViewController")
        screen.runUntilIdle()
        #expect(screen.text.contains("Messages arrive here."))
        #expect(
            screen.lines[23].hasPrefix("Classes not found, shown as UIKit's: InboxViewController (as UIViewController)")
        )
    }

    @Test func aFaultInTheFileIsThrownNamingTheFileLineAndElement() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Broken.storyboard")
        let text = try String(contentsOfFile: Self.fixture("Run"), encoding: .utf8)
            .replacingOccurrences(of: #"destination="msg-vc-001""#, with: #"destination="nowhere""#)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains(#"destination="nowhere""#) }! + 1

        let error = #expect(throws: StoryboardError.self) {
            _ = try StoryboardRun.headlessFrame(path: url.path, width: 80, height: 24)
        }
        #expect(error?.file == url.path)
        #expect(error?.line == line)
        #expect(error?.description.hasPrefix("\(url.path):\(line): <segue id=\"inb-sg-001\">: ") == true)
    }

    @Test func aMissingFileIsAFaultToo() {
        #expect(throws: StoryboardError.self) {
            _ = try StoryboardRun.makeRoot(path: "/nonexistent/Main.storyboard") {}
        }
    }
}

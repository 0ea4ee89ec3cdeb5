import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIActivityViewController`, the share sheet, as a terminal shows it.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ActivityViewControllerTests {
    /// A root controller on a 40×14 screen presenting a share sheet of a string and a URL.
    private func presentShareSheet(
        activities: [UIActivity]? = nil, configure: (UIActivityViewController) -> Void = { _ in }
    ) -> (HeadlessScreen, UIViewController, UIActivityViewController, () -> [String]) {
        let screen = HeadlessScreen(width: 40, height: 14)
        let root = UIViewController()
        screen.show(root)
        let share = UIActivityViewController(
            activityItems: ["Meet at noon", URL(string: "https://example.com/m")!], applicationActivities: activities)
        var outcomes: [String] = []
        share.completionWithItemsHandler = { type, completed, _, _ in
            outcomes.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        configure(share)
        root.present(share, animated: false)
        screen.runUntilIdle()
        return (screen, root, share, { outcomes })
    }

    @Test func theSheetListsTheItemsAndCopyPutsTheirTextOnThePasteboard() {
        let (screen, root, _, outcomes) = presentShareSheet()
        for text in ["Share", "Meet at noon", "https://example.com/m", "Copy", "Cancel"] {
            #expect(screen.text.contains(text), "\(text) is shown")
        }
        UIPasteboard.general.strings = []
        screen.tap(text: "Copy")
        #expect(UIPasteboard.general.strings == ["Meet at noon", "https://example.com/m"])
        #expect(outcomes() == ["com.apple.UIKit.activity.CopyToPasteboard true"])
        #expect(root.presentedViewController == nil, "dismissed before the handler ran")
    }

    @Test func cancelDismissesAndReportsNoActivity() {
        let (screen, root, _, outcomes) = presentShareSheet()
        screen.tap(text: "Cancel")
        #expect(outcomes() == ["nil false"])
        #expect(root.presentedViewController == nil)
    }

    @Test func anApplicationActivityIsOfferedPreparedAndPerformed() {
        let notes = NotesActivity()
        let (screen, _, _, outcomes) = presentShareSheet(activities: [notes, NeverActivity()]) {
            $0.excludedActivityTypes = [.copyToPasteboard]
        }
        #expect(screen.text.contains("Save to Notes"))
        #expect(!screen.text.contains("Never"), "canPerform said no")
        #expect(!screen.text.contains("Copy"), "excluded")
        screen.tap(text: "Save to Notes")
        #expect(notes.saved == ["Meet at noon"])
        #expect(outcomes() == ["com.example.notes true"])
    }
}

/// An activity that takes the strings among the items.
@MainActor
private final class NotesActivity: UIActivity {
    var saved: [String] = []
    private var pending: [String] = []
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.notes") }
    override var activityTitle: String? { "Save to Notes" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
    override func prepare(withActivityItems activityItems: [Any]) {
        pending = activityItems.compactMap { $0 as? String }
    }
    override func perform() {
        saved = pending
        activityDidFinish(true)
    }
}

/// An activity that can act on nothing.
@MainActor
private final class NeverActivity: UIActivity {
    override var activityTitle: String? { "Never" }
}

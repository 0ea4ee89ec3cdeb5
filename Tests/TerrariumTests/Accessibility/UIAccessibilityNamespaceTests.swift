import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIAccessibility`: posted notifications reach observers and move the terminal's cursor,
/// the settings a terminal has, and conversion to screen coordinates.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell), .serialized) struct UIAccessibilityNamespaceTests {
    /// The notifications and arguments posted while `body` runs.
    private func posts(during body: () -> Void) -> [(UIAccessibility.Notification, Any?)] {
        let seen = Posts()
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.didPostNotification, object: nil, queue: nil
        ) { note in
            guard
                let notification = note.userInfo?[UIAccessibility.notificationUserInfoKey]
                    as? UIAccessibility.Notification
            else { return }
            seen.entries.append((notification, note.userInfo?[UIAccessibility.argumentUserInfoKey]))
        }
        body()
        NotificationCenter.default.removeObserver(observer)
        return seen.entries
    }

    @Test func anAnnouncementReachesObserversWithItsText() {
        let seen = posts {
            UIAccessibility.post(notification: .announcement, argument: "Upload finished")
            UIAccessibility.post(notification: .pageScrolled, argument: nil)
        }
        #expect(seen.map(\.0) == [.announcement, .pageScrolled])
        #expect(seen.first?.1 as? String == "Upload finished")
        #expect(seen.last?.1 == nil)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
    }

    @Test func screenChangedPutsTheCursorOnTheViewWhileNothingHasFocus() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let controller = UIViewController()
        let title = UILabel(frame: CGRect(x: 3, y: 2, width: 8, height: 1))
        title.text = "Details"
        let field = UITextField(frame: CGRect(x: 0, y: 4, width: 10, height: 1))
        controller.view.addSubview(title)
        controller.view.addSubview(field)
        screen.show(controller)
        #expect(screen.window.textCursorLocation == nil)
        let seen = posts { UIAccessibility.post(notification: .screenChanged, argument: title) }
        #expect((seen.first?.1 as? UILabel) === title)
        screen.runUntilIdle()
        #expect(screen.window.textCursorLocation == CGPoint(x: 3, y: 2))
        field.becomeFirstResponder()
        #expect(screen.window.textCursorLocation?.y == 4, "keyboard focus comes first")
        field.resignFirstResponder()
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(screen.window.textCursorLocation == CGPoint(x: 3, y: 2), "a layout change without a view keeps it")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(screen.window.textCursorLocation == nil)
    }

    @Test func voiceOverAndReduceMotionAreOffUntilABackendSaysOtherwise() {
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isSwitchControlRunning)
        var changes: [String] = []
        let voiceOver = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { changes.append("voiceOver") } }
        let motion = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { changes.append("motion") } }
        defer {
            NotificationCenter.default.removeObserver(voiceOver)
            NotificationCenter.default.removeObserver(motion)
        }
        UIAccessibility.setVoiceOverRunning(true)
        UIAccessibility.setVoiceOverRunning(true)
        #expect(UIAccessibility.isVoiceOverRunning)
        UIAccessibility.setReduceMotionEnabled(true)
        #expect(UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.setVoiceOverRunning(false)
        UIAccessibility.setReduceMotionEnabled(false)
        #expect(changes == ["voiceOver", "motion", "voiceOver", "motion"], "one notification a change")
    }

    @Test func rectanglesConvertThroughTheWindowToTheScreen() {
        let window = UIWindow(frame: CGRect(x: 5, y: 2, width: 30, height: 10))
        let container = UIView(frame: CGRect(x: 4, y: 3, width: 20, height: 5))
        let view = UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 2))
        window.addSubview(container)
        container.addSubview(view)
        #expect(
            UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: 0, width: 2, height: 1), in: view)
                == CGRect(x: 10, y: 6, width: 2, height: 1))
    }
}

/// The posts an observer saw; posted and read on the main actor.
private final class Posts: @unchecked Sendable {
    var entries: [(UIAccessibility.Notification, Any?)] = []
}

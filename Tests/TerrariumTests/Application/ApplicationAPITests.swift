import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIApplication`'s actions, URLs, background tasks and memory warnings, and the
/// notifications a terminal posts and those it never does.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ApplicationAPITests {
    // MARK: Actions

    @Test func sendActionWithoutATargetReachesTheFirstResponderAndEndsEditing() {
        let screen = HeadlessScreen(width: 20, height: 3)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        controller.view.addSubview(field)
        screen.show(controller)
        field.becomeFirstResponder()
        #expect(field.isFirstResponder)

        let resign = Selector("resignFirstResponder", UIResponder.resignFirstResponder)
        #expect(UIApplication.shared.sendAction(resign, to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
    }

    @Test func sendActionClimbsTheResponderChainFromTheFirstResponder() {
        let screen = HeadlessScreen(width: 20, height: 3)
        let controller = ActionLog()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        controller.view.addSubview(field)
        screen.show(controller)
        field.becomeFirstResponder()
        let sender = UIButton()

        let save = Selector("save(_:)", ActionLog.save(_:))
        #expect(UIApplication.shared.sendAction(save, to: nil, from: sender, for: nil))
        #expect(controller.log.count == 1)
        #expect(controller.log.first === sender)
        let missing = Selector("nobodyHasThis", MissingAction.nobodyHasThis)
        #expect(!UIApplication.shared.sendAction(missing, to: nil, from: sender, for: nil))
    }

    @Test func sendActionWithATargetSendsToIt() {
        let target = ActionLog()
        let save = Selector("save(_:)", ActionLog.save(_:))
        #expect(UIApplication.shared.sendAction(save, to: target, from: nil, for: nil))
        #expect(target.log.count == 1)
    }

    // MARK: URLs

    @Test func withoutAnOpenerNoURLOpens() {
        let application = UIApplication.shared
        let saved = application.urlOpener
        application.urlOpener = nil
        defer { application.urlOpener = saved }
        let url = URL(string: "https://swift.org")!
        #expect(!application.canOpenURL(url))
        #expect(!application.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
        var result: Bool?
        application.open(url) { opened in MainActor.assumeIsolated { result = opened } }
        #expect(result == nil, "the completion runs after open returns")
        MainLoop.main.runUntilIdle()
        #expect(result == false)
    }

    @Test func theOpenerOpensWhatItCanUnlessOnlyUniversalLinksWillDo() async {
        let application = UIApplication.shared
        let saved = application.urlOpener
        let opener = RecordingOpener()
        application.urlOpener = opener
        defer { application.urlOpener = saved }
        let web = URL(string: "https://swift.org")!
        let mail = URL(string: "mailto:someone@example.com")!
        #expect(application.canOpenURL(web))
        #expect(!application.canOpenURL(mail))

        var results: [Bool] = []
        application.open(web) { opened in MainActor.assumeIsolated { results.append(opened) } }
        application.open(mail) { opened in MainActor.assumeIsolated { results.append(opened) } }
        application.open(web, options: [.universalLinksOnly: true]) { opened in
            MainActor.assumeIsolated { results.append(opened) }
        }
        MainLoop.main.runUntilIdle()
        #expect(results == [true, false, false])
        #expect(await application.open(web))
        #expect(opener.opened == [web, web])
    }

    // MARK: Background tasks and memory

    @Test func backgroundTasksAreGrantedAndNeverExpire() {
        let application = UIApplication.shared
        let first = application.beginBackgroundTask(expirationHandler: { Issue.record("expired") })
        let second = application.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        #expect(first != .invalid && second != .invalid && first != second)
        #expect(application.backgroundTimeRemaining == .greatestFiniteMagnitude)
        application.endBackgroundTask(first)
        application.endBackgroundTask(first)
        application.endBackgroundTask(.invalid)
        #expect(!application._backgroundTasks.contains(first))
        #expect(application._backgroundTasks.contains(second))
        application.endBackgroundTask(second)
    }

    @Test func aMemoryWarningReachesTheDelegateObserversAndEveryControllerOnScreen() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let child = MemoryLog()
        let root = MemoryLog()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        screen.show(root)
        let presented = MemoryLog()
        root.present(presented, animated: false)
        screen.runUntilIdle()
        let delegate = RecordingApplicationDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        var posted = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared, queue: nil
        ) { _ in MainActor.assumeIsolated { posted += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }

        UIApplication.shared.receiveMemoryWarning()
        #expect(delegate.log == ["didReceiveMemoryWarning"])
        #expect(posted == 1)
        #expect(root.warnings == 1 && child.warnings == 1 && presented.warnings == 1)
    }

    // MARK: Notifications

    @Test func losingTheTerminalsFocusPostsWillResignActiveAndGainingItDidBecomeActive() {
        let screen = HeadlessScreen(width: 10, height: 3)
        screen.show(UIViewController())
        UIApplication.shared.setState(.active)
        var names: [Notification.Name] = []
        let observers = [UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification].map {
            NotificationCenter.default.addObserver(forName: $0, object: UIApplication.shared, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { names.append(name) }
            }
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

        screen.eventDispatcher.setFocused(false)
        #expect(UIApplication.shared.applicationState == .inactive)
        screen.eventDispatcher.setFocused(true)
        #expect(names == [UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification])
    }

    @Test func editingTextPostsNoKeyboardNotifications() {
        let screen = HeadlessScreen(width: 20, height: 3)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        controller.view.addSubview(field)
        screen.show(controller)
        var posted: [Notification.Name] = []
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
        let observers = names.map {
            NotificationCenter.default.addObserver(forName: $0, object: nil, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { posted.append(name) }
            }
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

        field.becomeFirstResponder()
        screen.press("a")
        field.resignFirstResponder()
        screen.runUntilIdle()
        #expect(field.text == "a")
        #expect(posted.isEmpty)
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    }

    @Test func thePasteboardPostsEachChange() {
        let pasteboard = UIPasteboard.general
        let saved = pasteboard.strings
        defer { pasteboard.strings = saved }
        pasteboard.string = "before"
        let count = pasteboard.changeCount
        var added: [[String]] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: pasteboard, queue: nil
        ) { note in
            let types = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
            MainActor.assumeIsolated { added.append(types) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        pasteboard.string = "copied"
        pasteboard.strings = nil
        #expect(pasteboard.changeCount == count + 2)
        #expect(added == [["public.utf8-plain-text"], []])
    }

    @Test func aResizeIsAChangeOfTheScreensMode() {
        let screen = HeadlessScreen(width: 20, height: 5)
        var posted = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UIScreen.modeDidChangeNotification, object: screen.screen, queue: nil
        ) { _ in MainActor.assumeIsolated { posted += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }

        screen.resize(width: 30, height: 5)
        screen.resize(width: 30, height: 5)
        #expect(posted == 1)
    }
}

// MARK: - Fixtures

/// Records the senders of `save(_:)`.
private final class ActionLog: UIViewController {
    var log: [AnyObject] = []

    func save(_ sender: Any) {
        log.append(sender as AnyObject)
    }
}

/// A class whose action no responder on screen implements.
private final class MissingAction: UIResponder {
    func nobodyHasThis() {}
}

/// Counts memory warnings.
private final class MemoryLog: UIViewController {
    var warnings = 0

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
    }
}

/// Opens web URLs and records them.
private final class RecordingOpener: URLOpening {
    var opened: [URL] = []

    func canOpen(_ url: URL) -> Bool { url.scheme == "https" }

    func open(_ url: URL) -> Bool {
        opened.append(url)
        return true
    }
}

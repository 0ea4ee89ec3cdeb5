import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Text {
    /// UIAlertController's text fields: drawn in the box, the first one editing when the
    /// alert appears, Tab between them, Return choosing the preferred action, Esc cancelling.
    @MainActor
    @Suite struct AlertTextFieldTests {
        private func presentLogin(log: @escaping (String) -> Void) -> (HeadlessScreen, UIAlertController) {
            let screen = HeadlessScreen(width: 50, height: 14)
            let root = UIViewController()
            screen.show(root)
            let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField {
                $0.placeholder = "Password"
                $0.isSecureTextEntry = true
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log("cancel") })
            let signIn = UIAlertAction(title: "Sign In", style: .default) { [unowned alert] _ in
                log("sign in \(alert.textFields?.map { $0.text ?? "" } ?? [])")
            }
            alert.addAction(signIn)
            alert.preferredAction = signIn
            root.present(alert, animated: false)
            screen.runUntilIdle()
            return (screen, alert)
        }

        @Test func fieldsAreDrawnAndTheFirstIsEditingWhenTheAlertAppears() {
            var log: [String] = []
            let (screen, alert) = presentLogin { log.append($0) }
            defer { withExtendedLifetime(screen) {} }
            #expect(alert.textFields?.count == 2)
            #expect(alert.textFields?.first?.isEditing == true)
            let text = screen.text
            #expect(text.contains("Sign in"))
            #expect(text.contains("Name"))
            #expect(text.contains("Password"))
            #expect(text.contains("[ Sign In ]"))
            let nameRow = Int(screen.location(of: "Name")!.y)
            #expect(screen.window.textCursorLocation?.y == CGFloat(nameRow))
        }

        @Test func tabMovesBetweenFieldsAndReturnChoosesThePreferredAction() {
            var log: [String] = []
            let (screen, alert) = presentLogin { log.append($0) }
            defer { withExtendedLifetime(screen) {} }
            screen.type("ada")
            screen.press("tab")
            #expect(alert.textFields?[1].isEditing == true)
            screen.type("pw")
            #expect(screen.text.contains("••"))
            screen.press("shift+tab")
            #expect(alert.textFields?[0].isEditing == true)
            screen.press("enter")
            #expect(log == ["sign in [\"ada\", \"pw\"]"])
            #expect(alert.presentingViewController == nil)
        }

        @Test func escapeChoosesTheCancelActionFromAField() {
            var log: [String] = []
            let (screen, _) = presentLogin { log.append($0) }
            defer { withExtendedLifetime(screen) {} }
            screen.type("x")
            screen.press("escape")
            #expect(log == ["cancel"])
        }

        @Test func anActionSheetRejectsTextFieldsWithUIKitsMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addTextField()
                }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("'NSInternalInconsistencyException'"))
            #expect(
                message.contains(
                    "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
        }
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Controls {
    /// `UIControl.performPrimaryAction()` and `UIAction.performWithSender(_:target:)`: a
    /// control's action run from code.
    @MainActor
    @Suite struct PrimaryActionTests {
        @Test func performPrimaryActionSendsWhatATapOnAButtonSends() {
            var log: [String] = []
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in log.append("primary") })
            button.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
            button.performPrimaryAction()
            #expect(log == ["touchUpInside", "primary"])
            button.isEnabled = false
            button.performPrimaryAction()
            #expect(log == ["touchUpInside", "primary"], "a disabled control does nothing, as a tap would")
        }

        @Test func performPrimaryActionOnAnotherControlSendsPrimaryActionTriggered() {
            var log: [String] = []
            let toggle = UISwitch()
            toggle.addAction(UIAction { _ in log.append("primaryActionTriggered") }, for: .primaryActionTriggered)
            toggle.addAction(UIAction { _ in log.append("valueChanged") }, for: .valueChanged)
            toggle.performPrimaryAction()
            #expect(log == ["primaryActionTriggered"])
        }

        @Test func performPrimaryActionOpensAMenuThatIsTheButtonsPrimaryAction() {
            let button = makeButton("Sort", at: CGPoint(x: 1, y: 0))
            button.menu = UIMenu(children: [UIAction(title: "By name") { _ in }, UIAction(title: "By date") { _ in }])
            button.showsMenuAsPrimaryAction = true
            let (screen, _) = showControls([button], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            #expect(!screen.text.contains("By name"))
            button.performPrimaryAction()
            screen.runUntilIdle()
            #expect(screen.text.contains("By name") && screen.text.contains("By date"))
        }

        @Test func performWithSenderRunsTheHandlerWithThatSender() {
            var log: [String] = []
            let action = UIAction(title: "Save", attributes: .disabled) { action in
                log.append("saved by \(action.sender as? String ?? "nobody")")
            }
            action.performWithSender("toolbar", target: nil)
            #expect(log == ["saved by toolbar"])
            #expect(action.sender as? String == "toolbar")
        }
    }
}

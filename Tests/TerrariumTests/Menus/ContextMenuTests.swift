import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The menu suites, nested so that `swift test --filter Menus` runs them all.
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) enum Menus {}

extension Menus {
    /// Context menus: opening by right click and Shift-F10, keys and clicks, submenus,
    /// attributes, delegate calls, button menus.
    @MainActor
    @Suite struct ContextMenuTests {
        let log = Log()

        /// A 10 × 2 view at (2, 1) with a context menu interaction whose delegate logs.
        private func makeTarget(menu: @escaping @MainActor () -> UIMenu?) -> (MenuTarget, UIContextMenuInteraction) {
            let target = MenuTarget(frame: CGRect(x: 2, y: 1, width: 10, height: 2))
            target.log = log
            target.menu = menu
            let interaction = UIContextMenuInteraction(delegate: target)
            target.addInteraction(interaction)
            return (target, interaction)
        }

        private func fileMenu() -> UIMenu {
            UIMenu(children: [
                UIAction(title: "Open", state: .on) { [log] _ in log.entries.append("open") },
                UIAction(title: "Delete", attributes: .destructive) { [log] _ in log.entries.append("delete") },
            ])
        }

        @Test func aRightClickOpensABorderedMenuAtThePoint() {
            let (target, interaction) = makeTarget { fileMenu() }
            let (screen, _) = showControls([target], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            #expect(target.interactions.count == 1 && interaction.view === target)
            screen.tap(at: CGPoint(x: 4, y: 2), buttonMask: .secondary)
            #expect(
                Array(screen.lines[2...5]) == [
                    "    ╭────────────╮", "    │ ✓ Open     │", "    │   Delete   │", "    ╰────────────╯",
                ])
            #expect(log.entries == ["configuration at (2.5, 1.5)", "willDisplay"])
            #expect(screen.canvas[x: 6, y: 3].attributes.contains(.reverse), "the first item is highlighted")
            #expect(screen.canvas[x: 8, y: 4].foreground == .systemRed, "destructive items are red")
            #expect(interaction.location(in: target) == CGPoint(x: 2.5, y: 1.5))
        }

        @Test func downAndReturnChooseAndTheHandlerRunsAfterTheMenuCloses() {
            let (target, _) = makeTarget { fileMenu() }
            let (screen, _) = showControls([target], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 4, y: 2), buttonMask: .secondary)
            screen.press("down")
            screen.press("enter")
            #expect(log.entries == ["configuration at (2.5, 1.5)", "willDisplay", "willEnd", "delete"])
            #expect(!screen.text.contains("Delete"), "the menu is gone")
            #expect(screen.window._openContextMenu == nil)
        }

        @Test func escAndAClickOutsideDismissWithoutChoosing() {
            let (target, _) = makeTarget { fileMenu() }
            let (screen, _) = showControls([target], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 4, y: 2), buttonMask: .secondary)
            screen.press("escape")
            #expect(log.entries.last == "willEnd")
            #expect(!screen.text.contains("Open"))
            screen.tap(at: CGPoint(x: 4, y: 2), buttonMask: .secondary)
            screen.tap(at: CGPoint(x: 25, y: 7))
            #expect(log.entries.filter { $0 == "willEnd" }.count == 2)
            #expect(!log.entries.contains("open") && !log.entries.contains("delete"))
            #expect(!screen.text.contains("Open"))
        }

        @Test func aClickOnAnItemChoosesIt() {
            let (target, _) = makeTarget { fileMenu() }
            let (screen, _) = showControls([target], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 4, y: 2), buttonMask: .secondary)
            screen.tap(text: "Delete")
            #expect(log.entries.suffix(2) == ["willEnd", "delete"])
        }

        @Test func submenusOpenWithRightAndCloseWithLeft() {
            let (target, _) = makeTarget { [log] in
                UIMenu(children: [
                    UIAction(title: "Copy") { _ in log.entries.append("copy") },
                    UIMenu(
                        title: "Sort By",
                        children: [
                            UIAction(title: "Name") { _ in log.entries.append("name") },
                            UIAction(title: "Size") { _ in log.entries.append("size") },
                        ]),
                ])
            }
            let (screen, _) = showControls([target], width: 40, height: 10)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 2, y: 1), buttonMask: .secondary)
            #expect(screen.lines[3] == "  │   Sort By › │")
            screen.press("down")
            screen.press("right")
            #expect(screen.lines[2] == "  │   Copy      │╭─ Sort By ─╮", "beside its item, titled")
            #expect(screen.lines[3] == "  │   Sort By › ││   Name    │")
            screen.press("left")
            #expect(!screen.text.contains("Name"))
            screen.press("enter")
            screen.press("down")
            screen.press("enter")
            #expect(log.entries.suffix(2) == ["willEnd", "size"])
        }

        @Test func aClickOnASubmenuOpensIt() {
            let (target, _) = makeTarget { [log] in
                UIMenu(children: [
                    UIMenu(title: "More", children: [UIAction(title: "Rename") { _ in log.entries.append("rename") }])
                ])
            }
            let (screen, _) = showControls([target], width: 40, height: 10)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 2, y: 1), buttonMask: .secondary)
            screen.tap(text: "More")
            screen.tap(text: "Rename")
            #expect(log.entries.last == "rename")
        }

        @Test func disabledItemsAreSkippedHiddenOnesLeftOutAndInlineMenusSeparated() {
            let (target, _) = makeTarget { [log] in
                UIMenu(
                    title: "File",
                    children: [
                        UIAction(title: "Open") { _ in log.entries.append("open") },
                        UIAction(title: "Print", attributes: .disabled) { _ in log.entries.append("print") },
                        UIAction(title: "Secret", attributes: .hidden) { _ in },
                        UIMenu(
                            options: .displayInline,
                            children: [
                                UIAction(title: "Mixed", state: .mixed) { _ in log.entries.append("mixed") }
                            ]),
                    ])
            }
            let (screen, _) = showControls([target], width: 40, height: 10)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 2, y: 1), buttonMask: .secondary)
            #expect(
                Array(screen.lines[1...6]) == [
                    "  ╭─ File ────╮", "  │   Open    │", "  │   Print   │", "  ├───────────┤", "  │ – Mixed   │",
                    "  ╰───────────╯",
                ])
            screen.tap(text: "Print")
            #expect(screen.text.contains("Print"), "a disabled item does not close the menu")
            screen.press("down")
            screen.press("enter")
            #expect(log.entries.last == "mixed", "Down skipped Print and the separator")
        }

        @Test func theMenuStaysOnScreen() {
            let (target, _) = makeTarget { fileMenu() }
            target.frame = CGRect(x: 0, y: 0, width: 30, height: 8)
            let (screen, _) = showControls([target], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 28, y: 7), buttonMask: .secondary)
            #expect(screen.lines[3] == "                ╭────────────╮", "moved left and above the click")
            #expect(screen.lines[6] == "                ╰────────────╯")
        }

        @Test func shiftF10OpensTheMenuBelowTheFocusedViewAndFocusComesBack() {
            let (target, _) = makeTarget { fileMenu() }
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.frame = CGRect(x: 1, y: 0, width: 2, height: 1)
            target.addSubview(button)
            let (screen, _) = showControls([target], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            #expect(screen.window.focusedView === button)
            screen.press("shift+f10")
            #expect(screen.lines[2] == "   ╭────────────╮")
            #expect(screen.window.focusedView == nil, "the menu has the keys")
            screen.press("tab")
            #expect(screen.text.contains("Open"), "Tab does not leave an open menu")
            screen.press("escape")
            #expect(screen.window.focusedView === button)
        }

        @Test func noConfigurationMeansNoMenu() {
            let (target, _) = makeTarget { nil }
            let (screen, _) = showControls([target], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 4, y: 2), buttonMask: .secondary)
            #expect(screen.window._openContextMenu == nil)
            #expect(log.entries == ["configuration at (2.5, 1.5)"])
        }

        @Test func dismissMenuClosesItFromCode() {
            let (target, interaction) = makeTarget { fileMenu() }
            let (screen, _) = showControls([target], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 4, y: 2), buttonMask: .secondary)
            interaction.dismissMenu()
            screen.runUntilIdle()
            #expect(!screen.text.contains("Open"))
            #expect(log.entries.last == "willEnd")
        }

        @Test func aButtonShowingItsMenuAsPrimaryActionOpensItBelowOnClickAndEnter() {
            let button = makeButton("Sort", configuration: .bordered(), at: CGPoint(x: 1, y: 0))
            var sender: AnyObject?
            button.menu = UIMenu(children: [
                UIAction(title: "Name") { [log] action in
                    log.entries.append("name")
                    sender = action.sender as AnyObject?
                }
            ])
            button.showsMenuAsPrimaryAction = true
            log.recordEvents(of: button)
            button.addAction(log.action("menuActionTriggered"), for: .menuActionTriggered)
            let (screen, _) = showControls([button], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(text: "Sort")
            #expect(screen.lines[1] == " ╭──────────╮")
            #expect(log.entries == ["menuActionTriggered"])
            screen.tap(text: "Name")
            #expect(log.entries == ["menuActionTriggered", "name"])
            #expect(sender === button, "the button sends its menu's actions")
            screen.press("tab")
            screen.press("enter")
            #expect(screen.text.contains("Name"))
            screen.press("enter")
            #expect(log.entries.last == "name")
        }

        @Test func aButtonWithAMenuOpensItOnARightClick() {
            let button = makeButton("Save", at: CGPoint(x: 0, y: 0), action: log.action("save"))
            button.menu = UIMenu(children: [UIAction(title: "Save As") { [log] _ in log.entries.append("saveAs") }])
            let (screen, _) = showControls([button], width: 30, height: 8)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 1, y: 0), buttonMask: .secondary)
            screen.tap(text: "Save As")
            #expect(log.entries == ["saveAs"], "the right click did not press the button")
            screen.tap(text: "Save")
            #expect(log.entries == ["saveAs", "save"])
        }
    }
}

/// A view that offers the menu `menu` makes and logs its delegate calls.
@MainActor
private final class MenuTarget: UIView, UIContextMenuInteractionDelegate {
    var log: Log?
    var menu: () -> UIMenu? = { nil }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log?.entries.append("configuration at (\(location.x), \(location.y))")
        guard let menu = menu() else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log?.entries.append("willDisplay")
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log?.entries.append("willEnd")
    }
}

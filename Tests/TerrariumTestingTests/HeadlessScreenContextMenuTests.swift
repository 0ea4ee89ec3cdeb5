import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// The headless screen's right click opens context menus.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct HeadlessScreenContextMenuTests {
    @Test func rightClickingTextOpensTheMenuOfTheViewThere() {
        let screen = HeadlessScreen(width: 30, height: 8)
        let root = UIViewController()
        screen.show(root)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 2, y: 1, width: 4, height: 1)
        var chosen: [String] = []
        button.menu = UIMenu(children: [UIAction(title: "Save As…") { _ in chosen.append("save as") }])
        root.view.addSubview(button)
        screen.runUntilIdle()
        screen.rightClick(text: "Save")
        #expect(screen.text.contains("Save As…"))
        screen.tap(text: "Save As…")
        #expect(chosen == ["save as"])
        screen.rightClick(at: CGPoint(x: 20, y: 6))
        #expect(!screen.text.contains("Save As…"), "nothing there has a menu")
    }
}

import Foundation

// A button whose menu is its primary action: pressing it opens the menu below it.

extension UIButton {
    /// Whether pressing the button opens its menu.
    var _opensMenuOnPress: Bool { showsMenuAsPrimaryAction && menu != nil && isEnabled }

    /// Opens the menu with its top-left corner below the button's first cell.
    func _openMenuBelow() {
        guard let menu else { return }
        sendActions(for: .menuActionTriggered)
        _presentMenu(menu, at: CGPoint(x: bounds.minX, y: bounds.maxY), owner: self)
    }
}

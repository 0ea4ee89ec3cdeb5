import Foundation
import Terrarium

extension HeadlessScreen {
    /// Right-clicks the cell at `point` in window coordinates (a tap with
    /// `UIEvent.ButtonMask.secondary`): opens the context menu of the view there, if it has
    /// one; then runs until idle.
    ///
    /// ```swift
    /// screen.rightClick(at: CGPoint(x: 4, y: 2))
    /// screen.tap(text: "Rename")
    /// ```
    public func rightClick(at point: CGPoint) {
        tap(at: point, buttonMask: .secondary)
    }

    /// Right-clicks the middle of the first place `text` appears on screen. Stops with a
    /// message if it is not on screen.
    public func rightClick(text: String, file: StaticString = #file, line: UInt = #line) {
        guard let point = location(of: text) else {
            preconditionFailure(
                "HeadlessScreen.rightClick(text:): \"\(text)\" is not on screen:\n\(self.text)", file: file, line: line)
        }
        rightClick(at: point)
    }
}

import Foundation
import Terrarium

extension HeadlessScreen {
    /// Types `text` one key per character, as a person at the keyboard would: each
    /// character is pressed and released (a newline as Return), then the main loop runs
    /// until idle.
    ///
    /// ```swift
    /// field.becomeFirstResponder()
    /// screen.type("héllo 漢字")
    /// #expect(field.text == "héllo 漢字")
    /// ```
    public func type(_ text: String) {
        for character in text {
            let key: UIKey
            if character == "\n" {
                key = UIKey(name: "enter")!
            } else if character == " " {
                key = UIKey(name: "space")!
            } else if character != "+", let named = UIKey(name: String(character)) {
                key = named
            } else {
                key = UIKey(characters: String(character), keyCode: UIKeyboardHIDUsage(rawValue: 0))
            }
            eventDispatcher.sendPress(key)
        }
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
    }
}

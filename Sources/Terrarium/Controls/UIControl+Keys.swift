import Foundation

// Keys a control handles itself (arrows on a slider, + and − on a stepper), taken from
// the presses before UIControl's Enter/Space handling and the responder chain see them.

extension UIControl {
    /// Offers each began press's key (a press with a key, without Ctrl or Alt) to `handle`;
    /// the presses it takes are remembered so their release is swallowed too.
    ///
    /// - Returns: the presses `handle` did not take, for `super`.
    func _takeKeys(_ presses: Set<UIPress>, _ handle: (UIKey) -> Bool) -> Set<UIPress> {
        guard _isEnabled else { return presses }
        var rest: Set<UIPress> = []
        for press in presses {
            if let key = press.key, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]), handle(key) {
                _takenPresses.insert(ObjectIdentifier(press))
            } else {
                rest.insert(press)
            }
        }
        return rest
    }

    /// Removes the releases of presses `_takeKeys` took (UIControl's `pressesEnded` and
    /// `pressesCancelled` do, so subclasses need not).
    ///
    /// - Returns: the presses that were not taken, for `super`.
    func _releaseTakenKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { _takenPresses.remove(ObjectIdentifier($0)) == nil }
    }

    /// The direction an arrow key moves a value: −1 for Left and Down, +1 for Right and Up, nil otherwise.
    static func _arrowStep(_ key: UIKey) -> Int? {
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardDownArrow: -1
        case .keyboardRightArrow, .keyboardUpArrow: 1
        default: nil
        }
    }
}

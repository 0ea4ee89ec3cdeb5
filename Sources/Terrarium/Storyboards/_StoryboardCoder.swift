import Foundation

/// The coder a storyboard scene's objects receive in `init?(coder:)`: it reads the
/// attributes and keyed children of the object's element, as UIKit's nib decoder reads the
/// compiled scene.
///
/// Keys are Xcode's attribute names (`title`, `storyboardIdentifier`,
/// `transitionStyle`), so a subclass that reads one of its own user-defined values with
/// `decodeObject(forKey:)` gets the text as written.
final class _StoryboardCoder: NSCoder {
    /// The element of the object being made.
    let element: StoryboardElement
    /// The storyboard it comes from.
    let storyboard: UIStoryboard

    init(element: StoryboardElement, storyboard: UIStoryboard) {
        self.element = element
        self.storyboard = storyboard
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil
    }

    /// An attribute's text; `nil` for a key the element does not have.
    override func decodeObject(forKey key: String) -> Any? {
        element[key]
    }

    override func decodeBool(forKey key: String) -> Bool {
        element[key] == "YES"
    }

    override func decodeInteger(forKey key: String) -> Int {
        element[key].flatMap { Int($0) } ?? 0
    }

    override func decodeInt32(forKey key: String) -> Int32 {
        element[key].flatMap { Int32($0) } ?? 0
    }

    override func decodeInt64(forKey key: String) -> Int64 {
        element[key].flatMap { Int64($0) } ?? 0
    }

    override func decodeDouble(forKey key: String) -> Double {
        element[key].flatMap { Double($0) } ?? 0
    }

    override func decodeFloat(forKey key: String) -> Float {
        element[key].flatMap { Float($0) } ?? 0
    }
}

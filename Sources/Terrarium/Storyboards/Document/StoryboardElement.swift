import Foundation

/// One element of a storyboard file as Xcode wrote it: its name, its attributes, its child
/// elements in order, and the line it starts on, kept so that every later fault can name it.
///
/// The loader works on these rather than on a typed model of every element Xcode writes:
/// scenes are instantiated many times and lazily, and the coder that `init?(coder:)`
/// receives reads attributes and keyed children straight from the scene's elements, as
/// UIKit's decoder reads a compiled nib.
struct StoryboardElement: Sendable {
    /// The element's name (`viewController`, `segue`, `rect`).
    var name: String
    /// Its attributes, as written.
    var attributes: [String: String]
    /// Its child elements, in the file's order (for subviews, back to front).
    var children: [StoryboardElement]
    /// The line its start tag ends on, counting from 1 (Xcode writes a start tag on one line).
    var line: Int
    /// The text inside the element, when it has any (`<string key="text">Hello</string>` in
    /// old files, attributed strings' fragments).
    var content: String?

    init(name: String, attributes: [String: String] = [:], children: [StoryboardElement] = [], line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The element's `id`, which Xcode gives every object and connection.
    var id: String? { attributes["id"] }

    /// The first child with `key` (`<rect key="frame">`, `<view key="view">`).
    func child(key: String) -> StoryboardElement? {
        children.first { $0.attributes["key"] == key }
    }

    /// The first child named `name`.
    func child(named name: String) -> StoryboardElement? {
        children.first { $0.name == name }
    }

    /// The children of the first child named `name` (`<subviews>`, `<connections>`), or none.
    func children(of name: String) -> [StoryboardElement] {
        child(named: name)?.children ?? []
    }

    /// How the element opens in the file, for messages: its name and its `id` (or, for the
    /// few elements without one, the attribute that tells it apart).
    var opening: String {
        for attribute in ["id", "sceneID", "key", "name", "property"] {
            if let value = attributes[attribute] { return "<\(name) \(attribute)=\"\(value)\">" }
        }
        return "<\(name)>"
    }

    /// Calls `body` with this element and every element under it, depth first, in file order.
    func forEachDescendant(_ body: (StoryboardElement) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachDescendant(body) }
    }
}

import Foundation

/// Why a storyboard file could not be loaded: the file, the line and the element at fault,
/// and the reason, in the shape compilers print (`Main.storyboard:12: <segue id="x-y-z">: …`)
/// so that an editor can jump to it.
///
/// UIKit has no such type: Xcode validates storyboards when it compiles them, and a bad
/// compiled file stops the app with an exception. Terrarium reads the XML Xcode writes at
/// run time, so it validates the whole file when it opens it and reports the first fault
/// this way, before any object is made; a controller is never returned half built.
public struct StoryboardError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file's path, or its name when it was given as data.
    public var file: String
    /// The line the fault is on, counting from 1; 0 when the fault is the file itself (it is
    /// missing or unreadable).
    public var line: Int
    /// The element at fault as it opens in the file (`<segue id="abc-de-fgh">`), or empty.
    public var element: String
    /// What is wrong, as a sentence.
    public var reason: String

    /// Creates an error.
    public init(file: String, line: Int, element: String, reason: String) {
        self.file = file
        self.line = line
        self.element = element
        self.reason = reason
    }

    /// `file:line: <element>: reason`.
    public var description: String {
        var text = file
        if line > 0 { text += ":\(line)" }
        if !element.isEmpty { text += ": \(element)" }
        return text + ": " + reason
    }
}

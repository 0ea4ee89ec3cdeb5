import SwiftParser
import SwiftSyntax

/// One file's port: its text before and after, what changed and what could not be ported.
public struct PortedFile: Sendable {
    /// The file's path, as given.
    public var path: String
    /// The file's text before the port.
    public var original: String
    /// The file's text after the port; `original`, byte for byte, when nothing changed.
    public var ported: String
    /// The rewrites made, in file order.
    public var changes: [Change]
    /// What the port found and could not rewrite, in file order.
    public var unported: [Unported]

    /// The unified diff from `original` to `ported` (headed `--- a/PATH`, `+++ b/PATH`);
    /// empty when nothing changed.
    public var diff: String

    /// Whether the port changed the file.
    public var isChanged: Bool { original != ported }
}

/// Ports Swift sources written for iOS to Terrarium: rewrites, mechanically, what the Swift
/// compiler rejects on Linux (see ``RewriteKind``) and nothing else.
///
/// All the files are read before any is rewritten, because an `@objc` protocol's optional
/// requirements decide how call sites and implementations in the other files change.
///
/// ```swift
/// let files = Porter.port([(path: "SideMenu.swift", text: source)])
/// print(files[0].ported)
/// ```
public enum Porter {
    /// Ports `files`, given as paths (used in reports) and texts.
    public static func port(_ files: [(path: String, text: String)]) -> [PortedFile] {
        let trees = files.map { Parser.parse(source: $0.text) }
        var requirements = OptionalRequirements()
        var module = ModuleFacts()
        for tree in trees {
            requirements.collect(from: tree)
            module.collect(from: tree)
        }
        return zip(files, trees).map { file, tree in
            port(file.text, tree: tree, path: file.path, requirements: requirements, module: module)
        }
    }

    /// Ports one file on its own.
    public static func port(_ text: String, path: String = "input.swift") -> PortedFile {
        port([(path: path, text: text)])[0]
    }

    private static func port(
        _ text: String, tree: SourceFileSyntax, path: String, requirements: OptionalRequirements,
        module: ModuleFacts
    ) -> PortedFile {
        let bytes = Array(text.utf8)
        let visitor = PortVisitor(file: tree, text: bytes, path: path, requirements: requirements, module: module)
        visitor.walk(tree)
        visitor.addImplicitImport(tree)
        let ported =
            visitor.edits.isEmpty ? text : String(decoding: TextEdit.apply(visitor.edits, to: bytes), as: UTF8.self)
        let order: (Change, Change) -> Bool = { ($0.line, $0.kind) < ($1.line, $1.kind) }
        return PortedFile(
            path: path, original: text, ported: ported,
            changes: visitor.changes.sorted(by: order), unported: visitor.unported.sorted { $0.line < $1.line },
            diff: UnifiedDiff.make(bytes: bytes, edits: visitor.edits, path: path))
    }
}

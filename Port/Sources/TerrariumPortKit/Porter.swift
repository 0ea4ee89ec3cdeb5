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
        let manifests = files.map { isManifest($0.path) }
        var requirements = OptionalRequirements()
        var module = ModuleFacts()
        for (tree, manifest) in zip(trees, manifests) {
            requirements.collect(from: tree, isManifest: manifest)
            module.collect(from: tree, isManifest: manifest)
        }
        let visitors = files.indices.map { index in
            let visitor = PortVisitor(
                file: trees[index], text: Array(files[index].text.utf8), path: files[index].path,
                requirements: requirements, module: module, isManifest: manifests[index])
            visitor.walk(trees[index])
            return visitor
        }
        moveMembers(visitors)
        return files.indices.map { index in
            let visitor = visitors[index]
            visitor.finishBodies()
            visitor.addImplicitImport(trees[index])
            let text = files[index].text
            let ported = visitor.edits.isEmpty
                ? text : String(decoding: TextEdit.apply(visitor.edits, to: visitor.bytes), as: UTF8.self)
            let order: (Change, Change) -> Bool = { ($0.line, $0.kind) < ($1.line, $1.kind) }
            return PortedFile(
                path: visitor.path, original: text, ported: ported,
                changes: visitor.changes.sorted(by: order), unported: visitor.unported.sorted { $0.line < $1.line },
                diff: UnifiedDiff.make(bytes: visitor.bytes, edits: visitor.edits, path: visitor.path))
        }
    }

    /// Ports one file on its own.
    public static func port(_ text: String, path: String = "input.swift") -> PortedFile {
        port([(path: path, text: text)])[0]
    }

    /// Whether `path` is a package manifest (`Package.swift`, `Package@swift-5.9.swift`).
    static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// Moves the overrides found in extensions into their classes' bodies, ported: the edits
    /// the visitor made inside a member go with it.
    private static func moveMembers(_ visitors: [PortVisitor]) {
        for source in visitors {
            for member in source.movedMembers {
                guard let target = visitors.first(where: { $0.classes[member.className] != nil }),
                    let node = target.classes[member.className]
                else {
                    // Not found after all (the facts and the walk disagree): the member stays.
                    source.edits.removeAll { $0.start == member.start && $0.end == member.end }
                    source.changes.removeAll { $0.kind == .extensionOverride && $0.line == member.line }
                    source.unported.append(
                        Unported(
                            path: source.path, line: member.line, construct: "override in an extension of \(member.className)",
                            reason: "an override in an extension needs the Objective-C runtime; move it into the body of "
                                + member.className))
                    continue
                }
                let inside: (TextEdit) -> Bool = {
                    $0.start >= member.start && $0.end <= member.end && !($0.start == $0.end && $0.start == member.end)
                        && !($0.start == member.start && $0.end == member.end)
                }
                let edits = source.edits.filter(inside).map {
                    TextEdit(start: $0.start - member.start, end: $0.end - member.start, replacement: $0.replacement)
                }
                source.edits.removeAll(where: inside)
                let text = String(
                    decoding: TextEdit.apply(edits, to: Array(source.bytes[member.start..<member.end])), as: UTF8.self)
                target.insertMovedMember(text, from: member, into: node)
            }
        }
    }
}

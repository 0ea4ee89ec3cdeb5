import SwiftSyntax

/// Walks one file and records the edits that port it, with a change or an unported entry
/// for each construct it met. The edits never overlap: each rewrite touches its own tokens.
final class PortVisitor: SyntaxVisitor {
    let bytes: [UInt8]
    let path: String
    let converter: SourceLocationConverter
    let requirements: OptionalRequirements
    let module: ModuleFacts
    var edits: [TextEdit] = []
    var changes: [Change] = []
    var unported: [Unported] = []
    /// Whether `import Terrarium` is in the file, written or made by a rewrite.
    var importsTerrarium = false
    /// Whether `import TerrariumOSLog` is in the file, written or made by a rewrite.
    var importsOSLog = false
    /// Whether a rewrite wrote a name only Terrarium provides (`Selector("…", …)`,
    /// `UIOutletConnecting`, `NSKeyValueObserving`).
    var needsTerrarium = false
    /// Whether the file is a package manifest, whose `#if`s are the host's, not iOS's.
    let isManifest: Bool
    /// The classes of the file, by qualified name: where members moved from extensions go.
    var classes: [String: ClassDeclSyntax] = [:]
    /// Override members of extensions that move into their class's body (see
    /// `moveOverrides(of:)`), for the porter to move once every file is walked.
    var movedMembers: [MovedMember] = []
    /// What goes at the end of declarations' bodies, by the offset of their closing brace:
    /// gathered, then written as one insertion each (`finishBodies()`).
    var bodyInsertions: [Int: BodyInsertion] = [:]
    /// The names seen to hold an `AnyObject` (or a collection of them), by the scope that
    /// binds them (see `rewriteAnyObjectEquality(_:)`).
    var anyObjectScopes: [SyntaxIdentifier: AnyObjectNames] = [:]

    init(
        file: SourceFileSyntax, text: [UInt8], path: String, requirements: OptionalRequirements, module: ModuleFacts,
        isManifest: Bool = false
    ) {
        self.bytes = text
        self.path = path
        self.isManifest = isManifest
        self.converter = SourceLocationConverter(fileName: path, tree: file)
        self.requirements = requirements
        self.module = module
        super.init(viewMode: .sourceAccurate)
        importsTerrarium = file.statements.contains {
            $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "Terrarium"
        }
        importsOSLog = file.statements.contains {
            $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == Self.osLogModule
        }
    }

    // MARK: Visiting (the overrides must be in the class's body; the rewrites are in extensions)

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { visitClass(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { visitProtocol(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { visitExtension(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { visitStruct(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { visitCall(node) }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { visitMacro(node) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { visitMemberAccess(node) }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { visitConditional(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { visitReference(node) }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { visitTypeName(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { visitFunction(node) }

    // MARK: Recording

    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    func change(_ kind: RewriteKind, at node: some SyntaxProtocol, _ detail: String) {
        if [.selector, .outlet, .action, .inspectable, .keyValueObserver].contains(kind) { needsTerrarium = true }
        changes.append(Change(kind: kind, path: path, line: line(of: node), detail: detail))
    }

    func leave(_ node: some SyntaxProtocol, _ reason: String, construct: String? = nil) {
        unported.append(
            Unported(path: path, line: line(of: node), construct: construct ?? node.trimmedDescription, reason: reason))
    }

    /// A member as the summary shows it, without attributes and body:
    /// `open override func toggleMenu()`, `override var intrinsicContentSize: CGSize`.
    func heading(of declaration: DeclSyntax) -> String {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return function.with(\.attributes, []).with(\.body, nil).trimmedDescription
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            let bindings = PatternBindingListSyntax(variable.bindings.map { $0.with(\.accessorBlock, nil).with(\.initializer, nil) })
            return variable.with(\.attributes, []).with(\.bindings, bindings).trimmedDescription
        }
        return declaration.trimmedDescription
    }

    /// Removes `node` (and its line, when nothing else is on it).
    func remove(_ node: some SyntaxProtocol) {
        edits.append(
            TextEdit.removal(
                of: node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
                in: bytes))
    }

    /// Replaces `node`'s text (without its trivia) with `text`.
    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(
            TextEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
    }

    /// Inserts `text` right after `node`'s text.
    func insert(_ text: String, after node: some SyntaxProtocol) {
        let offset = node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(TextEdit(start: offset, end: offset, replacement: text))
    }

    /// Inserts `text` at `position`.
    func insert(_ text: String, at position: AbsolutePosition) {
        edits.append(TextEdit(start: position.utf8Offset, end: position.utf8Offset, replacement: text))
    }

    /// Members the port adds at the end of a body.
    struct BodyInsertion {
        /// Where they go.
        var offset: Int
        /// The texts, each with its priority (lower first, then in the order given).
        var texts: [(priority: Int, text: String)] = []
        /// What follows them: the closing brace's line break and indentation, when the brace
        /// shared its line.
        var suffix = ""
        /// Whether the body had no members (no blank line then after its opening brace).
        var isEmpty: Bool
    }

    /// Inserts `text`, which starts with a blank line (`"\n\n// terrarium-port: …"`), at the end
    /// of the body `block` of `declaration`: after its last line, or, when the closing brace
    /// shares a line with something else (`class Cell: UIView {}`), before the brace, which
    /// then goes on a line of its own. Lower priorities come first.
    func insertAtEnd(of block: MemberBlockSyntax, in declaration: some SyntaxProtocol, _ text: String, priority: Int = 0) {
        let brace = block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        if bodyInsertions[brace] == nil {
            var spaces = brace
            while spaces > 0, bytes[spaces - 1] == UInt8(ascii: " ") || bytes[spaces - 1] == UInt8(ascii: "\t") {
                spaces -= 1
            }
            if spaces == 0 || bytes[spaces - 1] == UInt8(ascii: "\n") {
                let offset = AbsolutePosition(utf8Offset: brace).lineStart(in: bytes).utf8Offset
                bodyInsertions[brace] = BodyInsertion(offset: offset, isEmpty: block.members.isEmpty)
            } else {
                // The spaces before the brace go; the brace follows the members.
                if spaces < brace { edits.append(TextEdit(start: spaces, end: brace, replacement: "")) }
                bodyInsertions[brace] = BodyInsertion(
                    offset: brace, suffix: "\n" + indentation(of: declaration), isEmpty: block.members.isEmpty)
            }
        }
        bodyInsertions[brace]?.texts.append((priority, text))
    }

    /// Writes what `insertAtEnd` gathered.
    func finishBodies() {
        for body in bodyInsertions.values {
            var text = body.texts.enumerated().sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }
                .map(\.element.text).joined()
            if body.isEmpty, text.hasPrefix("\n\n") { text.removeFirst() }
            edits.append(TextEdit(start: body.offset, end: body.offset, replacement: text + body.suffix))
        }
        bodyInsertions = [:]
    }

    /// The indentation of the line `node` starts on.
    func indentation(of node: some SyntaxProtocol) -> String {
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = start
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: Imports

    /// The modules that exist only on Apple's platforms and whose names Terrarium provides.
    static let appleModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]

    /// The unified logging modules (`import os`, `import os.log`, `import OSLog`), which do not
    /// exist on Linux: Terrarium's library product has their API (`OSLog`, `OSLogType`,
    /// `os_log`, `Logger`) in a module of its own, ``osLogModule``.
    static let osLogModules: Set<String> = ["os", "OSLog"]

    /// The module of Terrarium's product with the os-log API. It is not inside `Terrarium`,
    /// whose dependency swift-log has a `Logger` of its own.
    static let osLogModule = "TerrariumOSLog"

    /// `import UIKit` (`QuartzCore`, `CoreGraphics`) → `import Terrarium`, and `import os`
    /// (`os.log`, `OSLog`, a scoped `import struct os.OSLog`) → `import TerrariumOSLog`, each
    /// once per file: a second import of the same module goes.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        let kind: RewriteKind
        let replacement: String
        let imported: Bool
        if Self.appleModules.contains(module) {
            (kind, replacement, imported) = (.importTerrarium, "Terrarium", importsTerrarium)
            importsTerrarium = true
        } else if Self.osLogModules.contains(module) {
            (kind, replacement, imported) = (.osLogImport, Self.osLogModule, importsOSLog)
            importsOSLog = true
        } else {
            return .skipChildren
        }
        if imported {
            remove(node)
        } else {
            // The attributes (`@preconcurrency`) stay; a kind (`struct`) and a scope go.
            edits.append(
                TextEdit(
                    start: node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: node.path.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "import \(replacement)"))
        }
        change(kind, at: node, "import \(node.path.trimmedDescription)")
        return .skipChildren
    }

    /// A file of an iOS module (one of whose files imports UIKit) that uses UIKit without
    /// importing it compiled on iOS because the framework's umbrella header (CocoaPods writes
    /// one) imported UIKit for every file; it gets `import Terrarium`, after its imports. So
    /// does any file the port gave Terrarium's `Selector`, outlets or observers, whatever its
    /// module imports: a file importing only Foundation would not find them. A module that
    /// declares a `UI…` type of its own keeps its files as they are.
    func addImplicitImport(_ file: SourceFileSyntax) {
        guard !importsTerrarium, let first = file.statements.first else { return }
        let usesUIKit = needsTerrarium || module.importsAppleModule && file.tokens(viewMode: .sourceAccurate).contains {
            if case .identifier(let name) = $0.tokenKind { return module.isUIKitName(name) }
            return false
        }
        guard usesUIKit else { return }
        // An array: `filter` on a syntax collection would make a new, detached collection.
        let imports = Array(file.statements).filter { $0.item.is(ImportDeclSyntax.self) }
        if let last = imports.last {
            insert("\nimport Terrarium", after: last)
            change(.implicitImport, at: last, "import Terrarium")
        } else {
            insert("import Terrarium\n\n", at: first.positionAfterSkippingLeadingTrivia)
            change(.implicitImport, at: first, "import Terrarium")
        }
        importsTerrarium = true
    }

    // MARK: Attributes

    /// The attributes Swift rejects without Objective-C interoperability (or that mean nothing
    /// without it), dropped wherever they are.
    static let droppedAttributes: Set<String> = ["objc", "objcMembers", "IBAction"]

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.droppedAttributes.contains(name) {
            remove(node)
            // The protocol rewrite reports `@objc` on protocols and optional requirements.
            let onProtocol = node.parent?.parent?.is(ProtocolDeclSyntax.self) == true
            let onRequirement =
                node.parent?.parent?.as(FunctionDeclSyntax.self)?.modifiers.contains(.optional) == true
                || node.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains(.optional) == true
            if !onProtocol && !onRequirement {
                change(.objectiveCAttribute, at: node, node.trimmedDescription)
            }
        } else if name == "IBOutlet" || name == "IBOutletCollection" {
            remove(node)  // reported, with its connection, by the class's outlet rewrite
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.tokenKind {
        case .keyword(.dynamic):
            remove(node)
            change(.objectiveCAttribute, at: node, "dynamic")
        case .keyword(.optional):
            remove(node)  // reported by the protocol rewrite
        default:
            break
        }
        return .skipChildren
    }
}

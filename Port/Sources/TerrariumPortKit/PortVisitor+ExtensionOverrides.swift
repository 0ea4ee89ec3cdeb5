import SwiftSyntax

/// An override found in an extension of a class the files declare, on its way into the
/// class's body: its lines (doc comments included) in the extension's file, and the class.
struct MovedMember {
    /// The class's qualified name.
    var className: String
    /// The member's lines in its file: from the start of its first comment's line to the
    /// end of its last line (the newline included).
    var start: Int
    var end: Int
    /// The indentation of the member in the extension.
    var indent: String
    /// Its line in its file.
    var line: Int
    /// Its file.
    var path: String
    /// Where it was (`Cell+Layout.swift:12`), for the comment that marks it in the class.
    var origin: String { "\(path):\(line)" }
}

extension PortVisitor {
    /// In an extension, `override` (of `intrinsicContentSize`, `layoutSubviews()`) needs the
    /// Objective-C runtime: Swift without it rejects overriding a declaration from an
    /// extension. When the class is one the files declare, the member moves into the class's
    /// body, comments and all, with a `// terrarium-port:` line in each place; the porter
    /// moves it once every file is walked, as the class may be in another file. An extension
    /// that is `public` gives the member its access. The port cannot move a member into a
    /// class it does not have, nor out of a constrained extension (`where T: …`, whose
    /// conditions the class's body cannot keep), so it lists those.
    func moveOverrides(of node: ExtensionDeclSyntax) {
        let extended = node.extendedType.trimmedDescription
        // An array: `filter` on a syntax collection would make a new, detached collection.
        let overrides = Array(node.memberBlock.members).filter { member in
            let modifiers =
                member.decl.as(FunctionDeclSyntax.self)?.modifiers
                ?? member.decl.as(VariableDeclSyntax.self)?.modifiers
                ?? member.decl.as(SubscriptDeclSyntax.self)?.modifiers
            return modifiers?.contains(.override) == true
        }
        guard !overrides.isEmpty else { return }
        let movable =
            module.classes[extended] != nil && node.genericWhereClause == nil
            && !isInUnresolvedConditional(node)
        guard movable else {
            for member in overrides {
                let reason: String
                if module.classes[extended] == nil {
                    reason =
                        "an override in an extension needs the Objective-C runtime; move it into the body of "
                        + "\(extended) (the port cannot: the class is not in the ported files)"
                } else if node.genericWhereClause != nil {
                    reason =
                        "an override in an extension needs the Objective-C runtime; move it into the body of "
                        + "\(extended) (the port cannot: the extension is constrained)"
                } else {
                    reason =
                        "an override in an extension needs the Objective-C runtime; move it into the body of "
                        + "\(extended) (the port cannot: the extension is inside an #if the port does not decide)"
                }
                leave(member.decl, reason, construct: heading(of: member.decl))
            }
            return
        }
        let access = node.modifiers.contains(.public) ? "public " : ""
        for member in overrides {
            let decl = member.decl
            let start = lineStart(of: firstCommentOrToken(of: member))
            let end = lineEnd(after: member.endPositionBeforeTrailingTrivia.utf8Offset)
            let name = memberName(decl)
            let modifiers =
                decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
                ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
            if !access.isEmpty, let modifiers,
                !modifiers.contains(where: { Self.accessKeywords.contains($0.name.tokenKind) }),
                let first = modifiers.first
            {
                insert(access, at: first.positionAfterSkippingLeadingTrivia)
            }
            let indent = indentation(of: decl)
            edits.append(
                TextEdit(
                    start: start, end: end,
                    replacement:
                        "\(indent)// terrarium-port: \(name) moved into the body of \(extended) (an override in an extension needs the Objective-C runtime).\n"
                ))
            movedMembers.append(
                MovedMember(
                    className: extended, start: start, end: end, indent: indent, line: line(of: decl), path: path))
            change(.extensionOverride, at: decl, "\(name) → the body of \(extended)")
        }
    }

    /// The access keywords (`public`, `internal`…).
    static let accessKeywords: [TokenKind] = [
        .keyword(.open), .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
        .keyword(.private),
    ]

    /// The member's name as the summary shows it: `layoutSubviews()`, `intrinsicContentSize`.
    private func memberName(_ decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.fullName }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.trimmedDescription ?? "property"
        }
        return "subscript"
    }

    /// Where the member's first comment starts (its doc comment goes with it), or its first
    /// token when it has none.
    private func firstCommentOrToken(of member: MemberBlockItemSyntax) -> Int {
        var offset = member.position.utf8Offset
        for piece in member.leadingTrivia {
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                return offset
            default:
                offset += piece.sourceLength.utf8Length
            }
        }
        return member.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// Whether `node` is inside a clause of a `#if` the port leaves to the compiler.
    private func isInUnresolvedConditional(_ node: some SyntaxProtocol) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if let conditional = current.as(IfConfigDeclSyntax.self) {
                if isManifest { return true }
                if case .resolved = PlatformConditions.decide(conditional) {} else { return true }
            }
            ancestor = current.parent
        }
        return false
    }

    /// The text of the moved members, in their class's file (see ``Porter``): after the
    /// class's members, before the members the port writes, re-indented for the class.
    func insertMovedMember(_ text: String, from member: MovedMember, into node: ClassDeclSyntax) {
        let indent = indentation(of: node) + "    "
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        if indent != member.indent {
            lines = lines.map { line in
                line.hasPrefix(member.indent) ? Substring(indent + line.dropFirst(member.indent.count)) : line
            }
        }
        var inserted =
            "\n\n\(indent)// terrarium-port: moved from an extension (\(member.origin)): an override in an extension needs the Objective-C runtime."
        for line in lines { inserted += "\n" + line }
        insertAtEnd(of: node.memberBlock, in: node, inserted, priority: -1)
    }
}

import SwiftSyntax

extension PortVisitor {
    /// `#selector(NAME)` → `Selector("NAME", Self.NAME)` and `#selector(T.NAME)` →
    /// `Selector("NAME", T.NAME)`, the rule of Terrarium's `Selector`; `#keyPath(T.a.b)` →
    /// `"a.b"`.
    func visitMacro(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": rewriteSelector(node)
        case "keyPath": rewriteKeyPath(node)
        default: break
        }
        return .visitChildren
    }

    private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            leave(node, "expected one method name")
            return
        }
        if let label = argument.label {
            leave(
                node,
                "a selector for a property's \(label.text) has no Terrarium equivalent; call the property "
                    + "from a method and name that method")
            return
        }
        let expression = argument.expression
        let name: String
        let reference: String
        if let declReference = expression.as(DeclReferenceExprSyntax.self) {
            name = declReference.trimmedDescription
            reference = "Self." + name
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.trimmedDescription
            let baseText = base.trimmedDescription
            if baseText == "self" {
                reference = "Self." + name
            } else if Self.namesType(base) {
                reference = baseText + "." + name
            } else {
                leave(
                    node,
                    "the method is named through a value, not a type; write #selector(TypeName.\(name)) "
                        + "or Selector(\"\(name)\", TypeName.\(name))")
                return
            }
        } else {
            leave(node, "only a method name, or Type.methodName, becomes a typed Selector")
            return
        }
        replace(node, with: "Selector(\"\(name)\", \(reference))")
        change(.selector, at: node, name)
    }

    /// Whether `expression` names a type: `SideMenuController`, `Outer.Inner`, `Self`.
    static func namesType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return namesType(base) && member.declName.baseName.text.first?.isUppercase == true
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return namesType(specialized.expression)
        }
        return false
    }

    private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
            leave(node, "expected one key path")
            return
        }
        var components: [String] = []
        var expression: ExprSyntax? = argument.expression
        while let current = expression {
            if let member = current.as(MemberAccessExprSyntax.self) {
                components.insert(member.declName.baseName.text, at: 0)
                expression = member.base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                components.insert(reference.baseName.text, at: 0)
                expression = nil
            } else {
                leave(node, "only a dotted property path becomes a string key path")
                return
            }
        }
        // `#keyPath(UIScrollView.contentOffset)`: the first component names the type.
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        let keyPath = components.joined(separator: ".")
        replace(node, with: "\"\(keyPath)\"")
        change(.keyPathString, at: node, keyPath)
    }
}

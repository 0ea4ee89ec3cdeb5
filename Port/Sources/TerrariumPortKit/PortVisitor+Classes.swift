import SwiftSyntax

extension PortVisitor {
    func visitClass(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteImplementations(inheritance: node.inheritanceClause, members: node.memberBlock)
        leaveOverridesOfExtensionMembers(node.memberBlock)
        let responder = Self.isResponder(node)
        rewriteOutlets(node, responder: responder)
        if !responder { rewriteObserver(node) }
        return .visitChildren
    }

    /// An override of a method or property that an extension (of `UIViewController`, say)
    /// declares `@objc` compiles on iOS, where the Objective-C runtime dispatches it; Swift
    /// without it cannot override what an extension declares. The port cannot move the
    /// member into a class it does not have, so it says so.
    func leaveOverridesOfExtensionMembers(_ members: MemberBlockSyntax) {
        for member in members.members {
            let name: String
            let node: DeclSyntax
            if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(.override) {
                name = function.fullName
                node = member.decl
            } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(.override),
                let binding = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
            {
                name = binding.identifier.text
                node = member.decl
            } else {
                continue
            }
            guard let extended = module.objectiveCExtensionMembers[name] else { continue }
            leave(
                node,
                "overrides \(name), which an extension of \(extended) declares @objc; without the Objective-C "
                    + "runtime an extension's members cannot be overridden: declare it in a class of the library "
                    + "(or a protocol requirement) and override that",
                construct: heading(of: node))
        }
    }

    /// In an extension, `override` (of `intrinsicContentSize`, `awakeFromNib()`) needs the
    /// Objective-C runtime; the member belongs in the class's body.
    func leaveOverridesInExtension(_ node: ExtensionDeclSyntax) {
        for member in node.memberBlock.members {
            let modifiers = member.decl.as(FunctionDeclSyntax.self)?.modifiers
                ?? member.decl.as(VariableDeclSyntax.self)?.modifiers
            guard let modifiers, modifiers.contains(.override) else { continue }
            leave(
                member.decl,
                "an override in an extension needs the Objective-C runtime; move it into the body of "
                    + "\(node.extendedType.trimmedDescription)",
                construct: heading(of: member.decl))
        }
    }

    /// Whether the class is (probably) a `UIResponder`: it inherits from a class that is not
    /// `NSObject`. The port sees one file's syntax, not types, so it takes the first inherited
    /// name for the superclass unless it reads as a protocol (`…Delegate`, `…DataSource`,
    /// `…Protocol`, `…able`, `…ing`).
    static func isResponder(_ node: ClassDeclSyntax) -> Bool {
        guard let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
        if first == "NSObject" || first == "AnyObject" { return false }
        let protocolSuffixes = ["Delegate", "DataSource", "Protocol", "able", "ing", "Observer"]
        return !protocolSuffixes.contains { first.hasSuffix($0) }
    }

    /// `@IBOutlet weak var menuView: UIView!` loses its attribute (Swift on Linux rejects it)
    /// and the class gets `connectOutlet(named:to:)`, which the storyboard loader calls with
    /// each outlet's name, as UIKit calls `setValue(_:forKey:)`: an override of
    /// `UIResponder`'s in a responder; in another class, a method and a conformance to
    /// `UIOutletConnecting`.
    private func rewriteOutlets(_ node: ClassDeclSyntax, responder: Bool) {
        var outlets: [(name: String, type: String)] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(named: "IBOutlet") || variable.attributes.contains(named: "IBOutletCollection")
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type
                else {
                    leave(variable, "an outlet needs a type annotation for the storyboard loader to connect it")
                    continue
                }
                outlets.append((name, type.unwrapped.trimmedDescription))
                change(.outlet, at: variable, "\(name): \(type.unwrapped.trimmedDescription)")
            }
        }
        guard !outlets.isEmpty else { return }
        let outer = indentation(of: node)
        let indent = outer + "    "
        // As accessible as the class: an override in an open class must be open (UIResponder's
        // is), and a public class's conformance needs a public method.
        let access =
            node.modifiers.contains(.open) ? (responder ? "open " : "public ")
            : node.modifiers.contains(.public) ? "public " : ""
        var text = "\n\n\(indent)// terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name."
        text += "\n\(indent)\(access)\(responder ? "override " : "")func connectOutlet(named name: String, to destination: Any) -> Bool {"
        text += "\n\(indent)    switch name {"
        for outlet in outlets {
            text += "\n\(indent)    case \"\(outlet.name)\":"
            text += "\n\(indent)        guard let destination = destination as? \(outlet.type) else { return false }"
            text += "\n\(indent)        \(outlet.name) = destination"
        }
        text += "\n\(indent)    default:"
        text += "\n\(indent)        return \(responder ? "super.connectOutlet(named: name, to: destination)" : "false")"
        text += "\n\(indent)    }"
        text += "\n\(indent)    return true"
        text += "\n\(indent)}"
        insert(text, at: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.advanced(by: 0).lineStart(in: bytes))
        if !responder {
            insert("\n\n\(outer)extension \(node.name.text): UIOutletConnecting {}", after: node)
        }
    }

    /// A class that is not a responder and overrides `observeValue(forKeyPath:of:change:context:)`
    /// (an `NSObject` on iOS) implements it for `NSKeyValueObserving` instead: `override` and
    /// calls to `super.observeValue` go, and the class conforms.
    private func rewriteObserver(_ node: ClassDeclSyntax) {
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.fullName == "observeValue(forKeyPath:of:change:context:)",
                let override = function.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            remove(override)
            for statement in function.body?.statements ?? [] {
                removeSuperObserveValue(in: Syntax(statement))
            }
            change(.keyValueObserver, at: function, node.name.text)
            insert("\n\n\(indentation(of: node))extension \(node.name.text): NSKeyValueObserving {}", after: node)
        }
    }

    private func removeSuperObserveValue(in syntax: Syntax) {
        if let item = syntax.as(CodeBlockItemSyntax.self), let call = item.item.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == "observeValue"
        {
            remove(item)
            return
        }
        for child in syntax.children(viewMode: .sourceAccurate) { removeSuperObserveValue(in: child) }
    }
}

extension AbsolutePosition {
    /// The start of the line this position is on, in `bytes`.
    func lineStart(in bytes: [UInt8]) -> AbsolutePosition {
        var offset = utf8Offset
        while offset > 0, bytes[offset - 1] != UInt8(ascii: "\n") { offset -= 1 }
        // Insert before the newline that ends the previous line, so that the text goes after it.
        return AbsolutePosition(utf8Offset: max(0, offset - 1))
    }
}

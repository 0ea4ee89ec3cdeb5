import SwiftSyntax

/// What the port needs to know about all the files it ports together, a module's sources,
/// besides the optional requirements: whether the module is an iOS one, and the types it
/// declares.
struct ModuleFacts {
    /// Whether a file imports UIKit (or another module Terrarium stands in for).
    var importsAppleModule = false
    /// The names of the types the files declare (`SideMenuController`, `UIViewWrapper`).
    var declaredTypes: Set<String> = []
    /// The methods (`toggleMenu()`) and properties that extensions declare `@objc`, by name,
    /// with the type each extends: subclasses override them on iOS, which Swift allows
    /// only with the Objective-C runtime.
    var objectiveCExtensionMembers: [String: String] = [:]

    mutating func collect(from file: SourceFileSyntax) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        importsAppleModule = importsAppleModule || finder.facts.importsAppleModule
        declaredTypes.formUnion(finder.facts.declaredTypes)
        objectiveCExtensionMembers.merge(finder.facts.objectiveCExtensionMembers) { first, _ in first }
    }

    /// Whether `name` is one only UIKit (and so Terrarium) provides: `UIView`, `CALayer`,
    /// `kCAFillModeForwards`, `NSLayoutConstraint`, and not one the module declares.
    func isUIKitName(_ name: String) -> Bool {
        guard !declaredTypes.contains(name) else { return false }
        for prefix in ["UI", "CA", "kCA"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { return true }
        }
        return name.hasPrefix("NSLayout")
    }

    private final class Finder: SyntaxVisitor {
        var facts = ModuleFacts()

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let module = node.path.first?.name.text, PortVisitor.appleModules.contains(module) {
                facts.importsAppleModule = true
            }
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let objectiveC = node.attributes.contains(named: "objc") || node.attributes.contains(named: "objcMembers")
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self),
                    objectiveC || function.attributes.contains(named: "objc")
                {
                    facts.objectiveCExtensionMembers[function.fullName] = node.extendedType.trimmedDescription
                } else if let variable = member.decl.as(VariableDeclSyntax.self),
                    objectiveC || variable.attributes.contains(named: "objc")
                {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        facts.objectiveCExtensionMembers[name] = node.extendedType.trimmedDescription
                    }
                }
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            facts.declaredTypes.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            facts.declaredTypes.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            facts.declaredTypes.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            facts.declaredTypes.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            facts.declaredTypes.insert(node.name.text)
            return .visitChildren
        }
    }
}

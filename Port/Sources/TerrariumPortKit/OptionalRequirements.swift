import SwiftSyntax

/// The `@objc optional` requirements of the `@objc` protocols in all the files being ported,
/// gathered before any file is rewritten, because call sites and implementations are often
/// in other files than the protocol.
struct OptionalRequirements {
    /// A requirement whose value the caller uses: its implementations must return an optional
    /// after the port, as the requirement does.
    struct ValueRequirement: Hashable {
        /// The protocol's name.
        var protocolName: String
        /// `sideMenu(_:widthFor:)` for a method, `prefersDimming` for a property.
        var name: String
        /// Whether it is a property.
        var isProperty: Bool
    }

    /// An optional method's name: `sideMenu(_:widthFor:)` is the base name `sideMenu` and the
    /// labels `["_", "widthFor"]`.
    struct MethodName: Hashable {
        var baseName: String
        var labels: [String]
    }

    /// The optional methods, by base name, whose `?` call sites are rewritten.
    var methods: [String: Set<MethodName>] = [:]
    /// The optional methods that return a value.
    var valueMethods: Set<MethodName> = []
    /// Value-returning requirements with a non-optional type, by protocol.
    var valueRequirements: Set<ValueRequirement> = []

    /// Gathers the optional requirements of `@objc` protocols in `file`.
    mutating func collect(from file: SourceFileSyntax, isManifest: Bool = false) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.resolvesConditions = !isManifest
        finder.walk(file)
        methods.merge(finder.requirements.methods) { $0.union($1) }
        valueMethods.formUnion(finder.requirements.valueMethods)
        valueRequirements.formUnion(finder.requirements.valueRequirements)
    }

    /// The optional method that `call` calls through `member`, if there is one of that base
    /// name whose argument labels are the call's: `delegate?.sideMenu?(self, widthFor: 3)`
    /// calls `sideMenu(_:widthFor:)`, and `view.sideMenu?(1, 2, 3)`, a closure property that
    /// shares the base name, calls none. A trailing closure matches any label.
    func method(calledBy call: FunctionCallExprSyntax, through member: MemberAccessExprSyntax) -> MethodName? {
        guard let candidates = methods[member.declName.baseName.text] else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        return candidates.first {
            $0.labels.count == labels.count + trailing && Array($0.labels.prefix(labels.count)) == labels
        }
    }

    /// The optional method that `member`, used as a value and not called
    /// (`delegate?.drawer(_:didOpen:)`), names: by its argument names, or by its base name
    /// alone when it has no parameters (`delegate?.drawerDidClose`). A closure property that
    /// shares a base name with a method that has parameters is not one.
    func method(referencedBy member: MemberAccessExprSyntax) -> MethodName? {
        guard let candidates = methods[member.declName.baseName.text] else { return nil }
        let labels = member.declName.argumentNames?.arguments.map(\.name.text) ?? []
        return candidates.first { $0.labels == labels }
    }

    private final class Finder: SyntaxVisitor {
        var requirements = OptionalRequirements()
        var resolvesConditions = true

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            guard resolvesConditions, let active = PlatformConditions.activeElements(of: node) else {
                return .visitChildren
            }
            if let active { walk(active) }
            return .skipChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.attributes.contains(named: "objc") else { return .skipChildren }
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(.optional) {
                    let name = MethodName(
                        baseName: function.name.text,
                        labels: function.signature.parameterClause.parameters.map(\.firstName.text))
                    requirements.methods[name.baseName, default: []].insert(name)
                    if let type = function.signature.returnClause?.type, !type.isVoid {
                        requirements.valueMethods.insert(name)
                        if !type.isOptional {
                            requirements.valueRequirements.insert(
                                ValueRequirement(
                                    protocolName: node.name.text, name: function.fullName, isProperty: false))
                        }
                    }
                } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(.optional) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let type = binding.typeAnnotation?.type, !type.isOptional
                        else { continue }
                        requirements.valueRequirements.insert(
                            ValueRequirement(protocolName: node.name.text, name: name, isProperty: true))
                    }
                }
            }
            return .skipChildren
        }
    }
}

extension AttributeListSyntax {
    /// Whether the list holds `@name` (with or without arguments).
    func contains(named name: String) -> Bool {
        contains { element in
            guard case .attribute(let attribute) = element else { return false }
            // The common case without building the name's text from its tokens.
            if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) {
                return identifier.genericArgumentClause == nil && identifier.name.text == name
            }
            return attribute.attributeName.trimmedDescription == name
        }
    }
}

extension DeclModifierListSyntax {
    /// Whether the list holds the keyword.
    func contains(_ keyword: Keyword) -> Bool {
        contains { $0.name.tokenKind == .keyword(keyword) }
    }
}

extension TypeSyntax {
    /// Whether the type is `Void` or `()`.
    var isVoid: Bool {
        let text = trimmedDescription
        return text == "Void" || text == "()" || text == "Swift.Void"
    }

    /// Whether the type is optional already (`T?`, `T!`, `Optional<T>`).
    var isOptional: Bool {
        if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return trimmedDescription.hasPrefix("Optional<")
    }

    /// The type made optional: `T?`, or `(T)?` where `?` would bind to a part of it.
    var madeOptional: String {
        if self.is(IdentifierTypeSyntax.self) || self.is(MemberTypeSyntax.self) || self.is(ArrayTypeSyntax.self)
            || self.is(DictionaryTypeSyntax.self) || self.is(TupleTypeSyntax.self)
        {
            return trimmedDescription + "?"
        }
        return "(" + trimmedDescription + ")?"
    }

    /// The type an outlet holds: `UIView` for `UIView!` or `UIView?`.
    var unwrapped: TypeSyntax {
        if let optional = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return optional.wrappedType }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        return self
    }
}

extension FunctionDeclSyntax {
    /// The method's full name: `sideMenu(_:widthFor:)`.
    var fullName: String {
        name.text + "(" + signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}

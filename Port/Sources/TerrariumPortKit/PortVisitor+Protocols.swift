import SwiftSyntax

extension PortVisitor {
    /// `@objc protocol P { @objc optional func f() }` → `protocol P: AnyObject { func f() }`
    /// and an extension after it with a default implementation of each optional requirement;
    /// `@objc protocol P: class` → `protocol P: AnyObject`.
    ///
    /// A requirement that returns a value, `func widthFor(_ menu: SideMenu) -> CGFloat`,
    /// returns an optional after the port, `-> CGFloat?`, and its default returns `nil`:
    /// on iOS, `delegate?.widthFor?(menu)` is `nil` when the delegate does not implement the
    /// method, and so it is here, with the same type, so `delegate?.widthFor(menu) ?? 20`
    /// means what it meant. Implementations in the ported files return `CGFloat?` too (see
    /// `rewriteImplementations`); a requirement already optional (`-> UIView?`) keeps its type.
    func rewriteObjectiveCProtocol(_ node: ProtocolDeclSyntax) {
        guard node.attributes.contains(named: "objc") else { return }
        change(.objectiveCProtocol, at: node, node.name.text)
        let classBound = node.inheritanceClause?.inheritedTypes.contains {
            ["AnyObject", "class", "NSObjectProtocol"].contains($0.type.trimmedDescription)
        } ?? false
        // `class` as a constraint is deprecated: the port writes `AnyObject`.
        if let deprecated = node.inheritanceClause?.inheritedTypes.first(where: { $0.type.trimmedDescription == "class" }) {
            replace(deprecated.type, with: "AnyObject")
        }
        if !classBound {
            if let clause = node.inheritanceClause, let last = clause.inheritedTypes.last {
                insert(", AnyObject", after: last)
            } else {
                insert(": AnyObject", after: node.primaryAssociatedTypeClause.map(Syntax.init) ?? Syntax(node.name))
            }
        }
        let access = node.modifiers.first {
            [.keyword(.public), .keyword(.package), .keyword(.open)].contains($0.name.tokenKind)
        }.map { ($0.name.text == "open" ? "public" : $0.name.text) + " " } ?? ""
        var defaults: [String] = []
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(.optional) {
                change(.optionalRequirement, at: function, function.fullName)
                var returns = ""
                var body = "{}"
                if let clause = function.signature.returnClause, !clause.type.isVoid {
                    if clause.type.isOptional {
                        returns = " -> " + clause.type.trimmedDescription
                    } else {
                        returns = " -> " + clause.type.madeOptional
                        replace(clause.type, with: clause.type.madeOptional)
                    }
                    body = "{ nil }"
                }
                let kept = function.modifiers.filter {
                    $0.name.tokenKind != .keyword(.optional) && $0.name.tokenKind != .keyword(.dynamic)
                }.map { $0.name.text + " " }.joined()
                var signature = "func " + function.name.text
                signature += function.genericParameterClause?.trimmedDescription ?? ""
                signature += function.signature.parameterClause.trimmedDescription
                if let effects = function.signature.effectSpecifiers { signature += " " + effects.trimmedDescription }
                signature += returns
                if let whereClause = function.genericWhereClause { signature += " " + whereClause.trimmedDescription }
                defaults.append(access + kept + signature + " " + body)
            } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(.optional) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = binding.typeAnnotation?.type
                    else {
                        leave(variable, "an optional property requirement needs a type annotation")
                        continue
                    }
                    change(.optionalRequirement, at: variable, name)
                    let optionalType = type.isOptional ? type.trimmedDescription : type.madeOptional
                    if !type.isOptional { replace(type, with: optionalType) }
                    let kept = variable.modifiers.filter {
                        $0.name.tokenKind != .keyword(.optional) && $0.name.tokenKind != .keyword(.dynamic)
                    }.map { $0.name.text + " " }.joined()
                    defaults.append(access + kept + "var \(name): \(optionalType) { nil }")
                }
            }
        }
        guard !defaults.isEmpty else { return }
        let indent = indentation(of: node)
        var text = "\n\n\(indent)// terrarium-port: default implementations of what were `@objc optional` requirements;"
        text += "\n\(indent)// a requirement that returns a value returns nil here, as the optional call did on iOS."
        text += "\n\(indent)extension \(node.name.text) {"
        for line in defaults { text += "\n\(indent)    \(line)" }
        text += "\n\(indent)}"
        insert(text, after: node)
    }

    /// In a type that conforms to a protocol with value-returning optional requirements (in
    /// its own declaration or an extension), the implementations return optionals, as the
    /// requirements do after the port: `func widthFor(_:) -> CGFloat` would otherwise not
    /// implement `func widthFor(_:) -> CGFloat?`, and the default (nil) would be called.
    func rewriteImplementations(inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax) {
        guard let inheritance, !requirements.valueRequirements.isEmpty else { return }
        let protocols = Set(inheritance.inheritedTypes.map { $0.type.trimmedDescription })
        let relevant = requirements.valueRequirements.filter { protocols.contains($0.protocolName) }
        guard !relevant.isEmpty else { return }
        let methods = Set(relevant.filter { !$0.isProperty }.map(\.name))
        let properties = Set(relevant.filter(\.isProperty).map(\.name))
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), methods.contains(function.fullName),
                let type = function.signature.returnClause?.type, !type.isOptional
            {
                replace(type, with: type.madeOptional)
                change(.optionalRequirementImplementation, at: function, function.fullName + " -> " + type.madeOptional)
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        properties.contains(name)
                    else { continue }
                    guard let type = binding.typeAnnotation?.type else {
                        leave(binding, "implements an optional property requirement without a type annotation; write its type")
                        continue
                    }
                    if type.isOptional { continue }
                    replace(type, with: type.madeOptional)
                    change(.optionalRequirementImplementation, at: variable, name + ": " + type.madeOptional)
                }
            }
        }
    }

    func visitProtocol(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteObjectiveCProtocol(node)
        return .visitChildren
    }

    func visitExtension(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteImplementations(inheritance: node.inheritanceClause, members: node.memberBlock)
        moveOverrides(of: node)
        return .visitChildren
    }

    func visitStruct(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteImplementations(inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    // MARK: Call sites

    /// `if let didOpen = delegate?.drawer(_:didOpen:) { … } else { … }` asks whether the
    /// delegate implements an optional requirement; after the port every delegate does (the
    /// default), so the answer is always yes. The port cannot know what the code meant to do
    /// then, so it says so.
    func visitMemberAccess(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if renameMember(node) { return .skipChildren }
        if let walk = rewriteAnyObjectValue(node) { return walk }
        guard node.base != nil else { return .visitChildren }
        let name: String
        if let method = requirements.method(referencedBy: node) {
            name = method.baseName + "(" + method.labels.map { $0 + ":" }.joined() + ")"
        } else if node.base?.is(OptionalChainingExprSyntax.self) == true,
            let arguments = node.declName.argumentNames?.arguments,
            let requirement = UIKitOptionalRequirements.requirement(
                named: node.declName.baseName.text, labels: arguments.map(\.name.text), trailingClosures: 0)
        {
            // UIKit's, named with its argument names on an optional delegate
            // (`delegate?.tableView(_:heightForRowAt:)`; not `Self.method(_:)` in a selector).
            name = requirement.name
        } else {
            return .visitChildren
        }
        // Called, directly or through `?` or `!`, it is a call site, which `visitCall` ports.
        var called: Syntax = Syntax(node)
        while let parent = called.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            called = parent
        }
        if let call = called.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == called.id {
            return .visitChildren
        }
        // Assigned to (`a = b` is an unfolded sequence of expressions), it is a property of the
        // same name.
        if let list = called.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == called.id }),
            list.index(after: index) != list.endIndex, list[list.index(after: index)].is(AssignmentExprSyntax.self)
        {
            return .visitChildren
        }
        // `#selector(Delegate.method(_:))` names it for a selector.
        var ancestor = node.parent
        while let current = ancestor {
            if current.is(MacroExpansionExprSyntax.self) { return .visitChildren }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { break }
            ancestor = current.parent
        }
        leave(
            node,
            "tests whether the delegate implements the optional requirement \(name); after the port every "
                + "delegate has it (the default implementation), so the test always passes: call it, or decide "
                + "what the default should do")
        return .visitChildren
    }

    /// `delegate?.method?(args)` → `delegate?.method(args)`; `delegate.method!(args)` →
    /// `delegate.method(args)`, with the `!` moved after the call when the method returns a
    /// value (an optional one after the port). A call is rewritten only when its argument
    /// labels are an optional requirement's, not merely its base name: closure properties
    /// often share a name with a delegate method (`didSelectTab!(tab, 2, true)`).
    func visitCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        renameCall(node)
        if rewriteAnyObjectEquality(node) { return .visitChildren }
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self),
            let method = requirements.method(calledBy: node, through: member)
        {
            remove(chained.questionMark)
            change(.optionalRequirementCall, at: node, method.baseName)
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
            let member = forced.expression.as(MemberAccessExprSyntax.self),
            let method = requirements.method(calledBy: node, through: member)
        {
            remove(forced.exclamationMark)
            if requirements.valueMethods.contains(method) {
                insert("!", after: node)
            }
            change(.optionalRequirementCall, at: node, method.baseName)
        } else if rewriteUIKitRequirementCall(node) {
            // UIKit's protocol's requirement, after the module's own (which come first).
        } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Selector",
            node.arguments.count == 1, node.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
        {
            leave(
                node,
                "a selector made from a string names an Objective-C method; write #selector(method) or "
                    + "Selector(\"name\", Type.name) with the method")
        }
        return .visitChildren
    }

    // MARK: UIKit's protocols

    /// `delegate?.scrollViewDidScroll?(scrollView)` → `delegate?.scrollViewDidScroll(scrollView)`,
    /// and `dataSource.tableView!(…)` → `dataSource.tableView(…)`, for a requirement of
    /// UIKit's protocols that is `@objc optional` on iOS and an ordinary requirement with a
    /// default in Terrarium (``UIKitOptionalRequirements``), matched by base name and argument
    /// labels. A requirement whose default returns an optional (`titleForHeaderInSection`)
    /// keeps the call's meaning; one whose default returns a value (`shouldSelect`'s `true`,
    /// `heightForRowAt`'s `automaticDimension`) gives that value where iOS gave `nil` for a
    /// delegate that did not implement it, so `?? 44` falls to Terrarium's default instead:
    /// the summary names the default. Where nothing before the call was optional
    /// (`delegate.f?(x)` on a delegate that is not), the value is wrapped, `Optional(…)`, to
    /// keep the optional type the code binds or compares. A call of a closure property of the
    /// files' own (`scrollViewDidScroll?(view)` with no labels, where the files declare a
    /// property of that name) is left alone. Whether it rewrote `node`.
    private func rewriteUIKitRequirementCall(_ node: FunctionCallExprSyntax) -> Bool {
        let member: MemberAccessExprSyntax
        let mark: TokenSyntax
        let chained: Bool
        if let optional = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let access = optional.expression.as(MemberAccessExprSyntax.self)
        {
            (member, mark, chained) = (access, optional.questionMark, true)
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
            let access = forced.expression.as(MemberAccessExprSyntax.self)
        {
            (member, mark, chained) = (access, forced.exclamationMark, false)
        } else {
            return false
        }
        guard member.base != nil, member.declName.argumentNames == nil else { return false }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
        let baseName = member.declName.baseName.text
        guard
            let requirement = UIKitOptionalRequirements.requirement(
                named: baseName, labels: labels, trailingClosures: trailing)
        else { return false }
        // A closure property of the files' own, called with no labels.
        if labels.allSatisfy({ $0 == "_" }), module.declaredProperties.contains(baseName) { return false }
        remove(mark)
        var detail = "\(requirement.protocolName).\(requirement.name)"
        if case .value(let value) = requirement.returns {
            detail += ": not implemented, Terrarium's default (\(value ?? "see its documentation")), where iOS gave nil"
        }
        if chained, requirement.returns != .optional, !isOptionallyChained(member.base!), !isStatement(node),
            !continuesPostfixChain(node)
        {
            insert("Optional(", at: node.positionAfterSkippingLeadingTrivia)
            insert(")", after: node)
        }
        change(.uikitOptionalRequirementCall, at: node, detail)
        return true
    }

    /// Whether `expression` has an optional chaining `?` in its postfix chain, so that a call
    /// after it is optional whatever it returns.
    private func isOptionallyChained(_ expression: ExprSyntax) -> Bool {
        if expression.is(OptionalChainingExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base.map(isOptionallyChained) ?? false }
        if let call = expression.as(FunctionCallExprSyntax.self) { return isOptionallyChained(call.calledExpression) }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return isOptionallyChained(subscriptCall.calledExpression)
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isOptionallyChained(forced.expression) }
        return false
    }

    /// Whether `node` is a statement of its own, its value unused.
    private func isStatement(_ node: FunctionCallExprSyntax) -> Bool {
        node.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// Whether the postfix chain goes on after the call (`delegate.f?(x).description`).
    private func continuesPostfixChain(_ node: FunctionCallExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == node.id }
        return parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    }
}

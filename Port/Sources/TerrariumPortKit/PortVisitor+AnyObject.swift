import SwiftSyntax

/// The names a scope (a function, an initializer, an accessor, a closure, the file) binds to
/// an `AnyObject`, or to a collection of them.
struct AnyObjectNames {
    /// Names of `AnyObject` values (`old` in `if let old = change[.oldKey]`).
    var objects: Set<String> = []
    /// Names of arrays or dictionaries of them (`change` in
    /// `if let change = change as [NSKeyValueChangeKey: AnyObject]?`).
    var collections: Set<String> = []
}

extension PortVisitor {
    /// `x.isEqual(y)`, where the port can see that `x` is an `AnyObject`, →
    /// `((x as? NSObject)?.isEqual(y) ?? false)`, and `x?.isEqual(y)` →
    /// `(x as? NSObject)?.isEqual(y)`.
    ///
    /// On iOS, `isEqual(_:)` on an `AnyObject` is found by the Objective-C runtime's dynamic
    /// lookup; Swift on Linux has none, so the call does not compile. Key-value observing code
    /// does it most (`if let change = change as [NSKeyValueChangeKey: AnyObject]?`, then
    /// `old.isEqual(new)`), and it keeps its meaning: on Linux, Foundation boxes a Swift value
    /// cast to `AnyObject` (the `CGRect`, `CGPoint`, `CGFloat` and `Bool` that Terrarium's
    /// change dictionaries hold) in an `NSObject` whose `isEqual(_:)` compares the values, and
    /// a class instance in the dictionary is an `NSObject` already. An object that is not an
    /// `NSObject` (a pure Swift class's) equals nothing, where iOS compares identities.
    ///
    /// The port sees an `AnyObject` by syntax, in the scope of the call: a parameter, a
    /// variable or an `if let`/`guard let` declared `AnyObject` (or optional), bound to a cast
    /// `as AnyObject` (`as?`, `as!`), or to an element of a collection so declared or cast
    /// (`change[.oldKey]`). Other receivers are left as they are. Whether it rewrote `node`.
    func rewriteAnyObjectEquality(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "isEqual", member.declName.argumentNames == nil,
            node.arguments.count == 1, node.arguments.first?.label == nil, node.trailingClosure == nil,
            let base = member.base, let rightParen = node.rightParen
        else { return false }
        let names = anyObjectNames(around: Syntax(node))
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            guard isAnyObject(chained.expression, names) else { return false }
            insert("(", at: chained.expression.positionAfterSkippingLeadingTrivia)
            edits.append(
                TextEdit(
                    start: chained.expression.endPositionBeforeTrailingTrivia.utf8Offset,
                    end: member.period.endPositionBeforeTrailingTrivia.utf8Offset, replacement: " as? NSObject)?."))
        } else {
            guard isAnyObject(base, names) else { return false }
            // Inside parentheses or as a condition, the outer parentheses would be redundant.
            let enclosed =
                node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(TupleExprSyntax.self)
                .map { $0.elements.count == 1 } ?? false
            let bare = enclosed || node.parent?.is(ConditionElementSyntax.self) == true
            insert(bare ? "(" : "((", at: base.positionAfterSkippingLeadingTrivia)
            edits.append(
                TextEdit(
                    start: base.endPositionBeforeTrailingTrivia.utf8Offset,
                    end: member.period.endPositionBeforeTrailingTrivia.utf8Offset, replacement: " as? NSObject)?."))
            insert(bare ? " ?? false" : " ?? false)", after: rightParen)
        }
        change(.anyObjectEquality, at: node, "\(base.trimmedDescription).isEqual(_:)")
        return true
    }

    /// Whether `expression` is an `AnyObject` by what `names` knows: a name of one, an element
    /// of a collection of them (`change[.oldKey]`, `change![key]`), or one of those forced.
    func isAnyObject(_ expression: ExprSyntax, _ names: AnyObjectNames) -> Bool {
        kind(of: expression, names) == .object
    }

    private enum Kind { case object, collection }

    private func kind(of expression: ExprSyntax, _ names: AnyObjectNames) -> Kind? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return names.objects.contains(name) ? .object : names.collections.contains(name) ? .collection : nil
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return kind(of: forced.expression, names) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return kind(of: chained.expression, names) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return kind(of: only.expression, names)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return kind(of: subscriptCall.calledExpression, names) == .collection ? .object : nil
        }
        // `x as T`, `x as? T`, `x as! T`: unfolded, a sequence of the value, `as` and the type.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let cast = sequence.elements.dropFirst().first, cast.is(UnresolvedAsExprSyntax.self),
            let type = sequence.elements.last?.as(TypeExprSyntax.self)?.type
        {
            return kind(of: type)
        }
        if let cast = expression.as(AsExprSyntax.self) { return kind(of: cast.type) }
        return nil
    }

    /// `AnyObject` (optional or not) is an object; an array of them or a dictionary whose
    /// values they are is a collection.
    private func kind(of type: TypeSyntax) -> Kind? {
        let type = type.unwrapped
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if identifier.name.text == "AnyObject" { return .object }
            if identifier.name.text == "Optional", let argument = identifier.genericArgumentClause?.arguments.first,
                case .type(let wrapped) = argument.argument
            {
                return kind(of: wrapped)
            }
            return nil
        }
        if let array = type.as(ArrayTypeSyntax.self) { return kind(of: array.element) == .object ? .collection : nil }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return kind(of: dictionary.value) == .object ? .collection : nil
        }
        return nil
    }

    /// The names bound to `AnyObject`s in the scope around `node` and the scopes around it.
    func anyObjectNames(around node: Syntax) -> AnyObjectNames {
        var result = AnyObjectNames()
        var ancestor: Syntax? = node
        while let current = ancestor {
            if current.isScope || current.is(SourceFileSyntax.self) {
                let names = anyObjectNames(of: current)
                result.objects.formUnion(names.objects)
                result.collections.formUnion(names.collections)
            }
            ancestor = current.parent
        }
        return result
    }

    /// The names `scope` binds to `AnyObject`s (cached): its parameters and the variables and
    /// bindings in it (not in the scopes inside it), to a fixed point (`old` is bound from
    /// `change`, bound before it). The port does not track shadowing inside a scope.
    private func anyObjectNames(of scope: Syntax) -> AnyObjectNames {
        if let cached = anyObjectScopes[scope.id] { return cached }
        var bindings: [(name: String, type: TypeSyntax?, value: ExprSyntax?)] = []
        for node in scope.descendantsInScope {
            if let parameter = node.as(FunctionParameterSyntax.self) {
                bindings.append(((parameter.secondName ?? parameter.firstName).text, parameter.type, nil))
            } else if let parameter = node.as(ClosureParameterSyntax.self) {
                bindings.append(((parameter.secondName ?? parameter.firstName).text, parameter.type, nil))
            } else if let binding = node.as(OptionalBindingConditionSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                let value =
                    binding.initializer?.value
                    ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                bindings.append((name, binding.typeAnnotation?.type, value))
            } else if let binding = node.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                bindings.append((name, binding.typeAnnotation?.type, binding.initializer?.value))
            }
        }
        var names = AnyObjectNames()
        var changed = true
        while changed {
            changed = false
            for binding in bindings {
                let found = binding.type.flatMap { kind(of: $0) } ?? binding.value.flatMap { kind(of: $0, names) }
                switch found {
                case .object: changed = names.objects.insert(binding.name).inserted || changed
                case .collection: changed = names.collections.insert(binding.name).inserted || changed
                case nil: break
                }
            }
        }
        anyObjectScopes[scope.id] = names
        return names
    }
}

extension Syntax {
    /// Whether the node opens a scope of names: a function, initializer, accessor, subscript,
    /// closure or type (whose stored properties its methods see).
    var isScope: Bool {
        self.is(FunctionDeclSyntax.self) || self.is(InitializerDeclSyntax.self) || self.is(AccessorDeclSyntax.self)
            || self.is(ClosureExprSyntax.self) || self.is(SubscriptDeclSyntax.self) || self.is(ClassDeclSyntax.self)
            || self.is(StructDeclSyntax.self) || self.is(EnumDeclSyntax.self) || self.is(ActorDeclSyntax.self)
            || self.is(ExtensionDeclSyntax.self)
    }

    /// The nodes under this one that are in its scope: not inside the scopes it holds.
    var descendantsInScope: [Syntax] {
        var result: [Syntax] = []
        var stack = Array(children(viewMode: .sourceAccurate))
        while let node = stack.popLast() {
            guard !node.isScope else { continue }
            result.append(node)
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return result
    }
}

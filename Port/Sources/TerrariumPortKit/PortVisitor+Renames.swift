import SwiftSyntax

/// The Swift 4.2 renames (``Swift42Renames``), applied where the old name means UIKit's: a
/// name the files declare themselves (a type, function, property or variable of theirs, a
/// method declared without `override`) is theirs and stays. Methods are renamed only where
/// their argument labels are the old method's, in calls and in overrides.
extension PortVisitor {
    /// Whether the files declare `name` themselves.
    private func isDeclared(_ name: String) -> Bool {
        module.declaredTypes.contains(name) || module.declaredNames.contains(name)
    }

    private func rename(_ node: some SyntaxProtocol, to text: String) {
        replace(node, with: text)
        change(.swift42Name, at: node, "\(node.trimmedDescription) → \(text)")
    }

    // MARK: Names

    /// `UIControlState` → `UIControl.State`, `UITableViewAutomaticDimension` →
    /// `UITableView.automaticDimension`, `childViewControllers` (of `self`) → `children`.
    func visitReference(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .visitChildren
        }
        guard node.argumentNames == nil else { return .visitChildren }
        let name = node.baseName.text
        guard !isDeclared(name) else { return .visitChildren }
        if let new = Swift42Renames.types[name] ?? Swift42Renames.constants[name] ?? Swift42Renames.properties[name] {
            // A property called as a method is not this one.
            if Swift42Renames.properties[name] != nil,
                node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            {
                return .visitChildren
            }
            rename(node, to: new)
        }
        return .visitChildren
    }

    /// `UIControlState` as a type → `UIControl.State`.
    func visitTypeName(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if node.genericArgumentClause == nil, let new = Swift42Renames.types[name], !isDeclared(name) {
            rename(node, to: new)
        }
        return .visitChildren
    }

    /// `NSNotification.Name.UIKeyboardWillShow` and `.UIKeyboardWillShow` →
    /// `UIResponder.keyboardWillShowNotification`; `vc.childViewControllers` →
    /// `vc.children`; `NSUnderlineStyle.styleSingle` → `NSUnderlineStyle.single`. Whether it
    /// renamed the whole expression.
    func renameMember(_ node: MemberAccessExprSyntax) -> Bool {
        let name = node.declName.baseName.text
        let notification = Swift42Renames.notifications[name]
        let property = Swift42Renames.properties[name]
        let member = Swift42Renames.members[name]
        guard notification != nil || property != nil || member != nil else { return false }
        guard node.declName.argumentNames == nil, !isDeclared(name) else { return false }
        let base = node.base?.trimmedDescription
        if let notification, base == nil || base == "NSNotification.Name" || base == "Notification.Name" {
            rename(node, to: notification)
            return true
        }
        if let property, base != nil, node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id {
            rename(node.declName, to: property)
        } else if let member, base == nil || base == member.type {
            rename(node.declName, to: member.new)
        }
        return false
    }

    // MARK: Calls

    /// Calls of renamed functions and methods: `UIEdgeInsetsMake(0, 1, 0, 1)` →
    /// `UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1)`, `UIEdgeInsetsInsetRect(r, i)` →
    /// `r.inset(by: i)`, `addChildViewController(vc)` → `addChild(vc)`,
    /// `vc.didMove(toParentViewController: self)` → `vc.didMove(toParent: self)`,
    /// `child.childViewControllerForStatusBarStyle()` → `child.childForStatusBarStyle`. Only
    /// the text around the arguments changes, so renames inside them compose.
    func renameCall(_ node: FunctionCallExprSyntax) {
        guard node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty else { return }
        let nameToken: TokenSyntax
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            nameToken = reference.baseName
            if let function = Swift42Renames.functions[nameToken.text], !isDeclared(nameToken.text) {
                renameFunctionCall(node, name: nameToken, to: function)
                return
            }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            nameToken = member.declName.baseName
        } else {
            return
        }
        let name = nameToken.text
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if let property = Swift42Renames.methodsToProperties[name], labels.isEmpty,
            !module.declaredMethods.contains(name + "()"), let rightParen = node.rightParen
        {
            edits.append(
                TextEdit(
                    start: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: rightParen.endPositionBeforeTrailingTrivia.utf8Offset, replacement: property.name))
            change(.swift42Name, at: node, "\(name)() → \(property.name)")
            return
        }
        guard
            let method = Swift42Renames.methods.first(where: { $0.oldBase == name && $0.oldLabels == labels }),
            !module.declaredMethods.contains(method.oldName)
        else { return }
        if method.newBase != method.oldBase { replace(nameToken, with: method.newBase) }
        for (argument, newLabel) in zip(node.arguments, method.newLabels) {
            relabel(argument, to: newLabel)
        }
        change(
            .swift42Name, at: node,
            "\(method.oldName) → \(method.newBase)(\(method.newLabels.map { $0 + ":" }.joined()))")
    }

    /// Gives `argument` the label `label` (`_`: none).
    private func relabel(_ argument: LabeledExprSyntax, to label: String) {
        let old = argument.label?.text ?? "_"
        guard old != label else { return }
        let expressionStart = argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset
        if let token = argument.label {
            if label == "_" {
                edits.append(
                    TextEdit(
                        start: token.positionAfterSkippingLeadingTrivia.utf8Offset, end: expressionStart,
                        replacement: ""))
            } else {
                replace(token, with: label)
            }
        } else {
            edits.append(TextEdit(start: expressionStart, end: expressionStart, replacement: label + ": "))
        }
    }

    private func renameFunctionCall(
        _ node: FunctionCallExprSyntax, name: TokenSyntax, to function: Swift42Renames.FunctionRename
    ) {
        let arguments = Array(node.arguments)
        guard arguments.allSatisfy({ $0.label == nil }), let rightParen = node.rightParen else { return }
        let start = name.positionAfterSkippingLeadingTrivia.utf8Offset
        let described: String
        switch function {
        case .call(let callee, let labels):
            guard arguments.count == labels.count else { return }
            replace(name, with: callee)
            for (argument, label) in zip(arguments, labels) { relabel(argument, to: label) }
            described = callee + "(" + labels.map { $0 + ":" }.joined() + ")"
        case .method(let method, let labels):
            guard arguments.count == labels.count + 1, let receiver = arguments.first?.expression else { return }
            let parenthesized = Self.needsParentheses(receiver)
            let receiverStart = receiver.positionAfterSkippingLeadingTrivia.utf8Offset
            let receiverEnd = receiver.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(start: start, end: receiverStart, replacement: parenthesized ? "(" : ""))
            let call = (parenthesized ? ")." : ".") + method + "("
            if arguments.count == 1 {
                edits.append(
                    TextEdit(
                        start: receiverEnd, end: rightParen.endPositionBeforeTrailingTrivia.utf8Offset,
                        replacement: call + ")"))
            } else {
                let second = arguments[1].expression.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(TextEdit(start: receiverEnd, end: second, replacement: call + labels[0] + ": "))
                for (argument, label) in zip(arguments.dropFirst(2), labels.dropFirst()) {
                    relabel(argument, to: label)
                }
            }
            described = "x." + method + "(" + labels.map { $0 + ":" }.joined() + ")"
        case .property(let property):
            guard arguments.isEmpty else { return }
            edits.append(
                TextEdit(
                    start: start, end: rightParen.endPositionBeforeTrailingTrivia.utf8Offset, replacement: property))
            described = property
        case .equality:
            guard arguments.count == 2 else { return }
            let first = arguments[0].expression
            let second = arguments[1].expression
            edits.append(
                TextEdit(start: start, end: first.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "("))
            edits.append(
                TextEdit(
                    start: first.endPositionBeforeTrailingTrivia.utf8Offset,
                    end: second.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: " == "))
            described = "=="
        }
        change(.swift42Name, at: node, "\(name.text) → \(described)")
    }

    /// Whether `expression` needs parentheses to take a method call after it (`a + b`, `x ?? y`,
    /// an optional chain, whose `?` would reach over the call).
    static func needsParentheses(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(FunctionCallExprSyntax.self)
            || expression.is(SubscriptCallExprSyntax.self) || expression.is(TupleExprSyntax.self)
            || expression.is(ForceUnwrapExprSyntax.self)
        {
            return expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .postfixQuestionMark }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base.map(needsParentheses) ?? true
        }
        return true
    }

    // MARK: Overrides

    /// Overrides of renamed methods: `override func didMove(toParentViewController parent:
    /// UIViewController?)` → `override func didMove(toParent parent: UIViewController?)` (a
    /// parameter without an inner name keeps the old label as its name, for the body), and
    /// `override func childViewControllerForStatusBarStyle() -> UIViewController?` →
    /// `override var childForStatusBarStyle: UIViewController?`, as Swift 4.2 made it.
    func visitFunction(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let parameters = Array(node.signature.parameterClause.parameters)
        let isOverride = node.modifiers.contains(.override)
        let labels = parameters.map(\.firstName.text)
        guard isOverride || Swift42Renames.requirements.contains(where: { $0.oldBase == name && $0.oldLabels == labels })
        else { return .visitChildren }
        if let property = Swift42Renames.methodsToProperties[name], parameters.isEmpty,
            let returns = node.signature.returnClause, node.genericParameterClause == nil,
            node.signature.effectSpecifiers == nil
        {
            edits.append(
                TextEdit(
                    start: node.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: returns.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: "var \(property.name): \(returns.type.trimmedDescription)"))
            change(.swift42Name, at: node, "func \(name)() → var \(property.name)")
            return .visitChildren
        }
        guard
            let method = (Swift42Renames.methods + Swift42Renames.requirements).first(where: {
                $0.oldBase == name && $0.oldLabels == labels
            })
        else { return .visitChildren }
        if method.newBase != method.oldBase { replace(node.name, with: method.newBase) }
        for (parameter, label) in zip(parameters, method.newLabels) where parameter.firstName.text != label {
            if parameter.secondName != nil {
                replace(parameter.firstName, with: label)
            } else {
                replace(parameter.firstName, with: "\(label) \(parameter.firstName.text)")
            }
        }
        change(
            .swift42Name, at: node,
            (isOverride ? "override " : "") + "\(method.oldName) → \(method.newBase)(\(method.newLabels.map { $0 + ":" }.joined()))")
        return .visitChildren
    }
}

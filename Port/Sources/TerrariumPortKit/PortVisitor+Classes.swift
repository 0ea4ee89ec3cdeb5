import SwiftSyntax

extension PortVisitor {
    func visitClass(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.qualifiedName
        classes[name] = node
        rewriteImplementations(inheritance: node.inheritanceClause, members: node.memberBlock)
        leaveOverridesOfExtensionMembers(node.memberBlock)
        let responder = module.isResponder(classNamed: name)
        // A class that is not a responder but inherits `UIOutletConnecting` from a class of
        // the module overrides that class's members, as a responder overrides UIResponder's.
        let inherits = !responder && module.connectingRoot(of: name) != name
        let overrides = responder || inherits
        addRegistrationInitializer(node)
        adoptFlowLayoutDelegate(node)
        let hasOutlets = rewriteOutlets(node, overrides: overrides)
        let hasActions = rewriteActions(node, overrides: overrides)
        let hasInspectables = rewriteInspectables(node, overrides: overrides)
        let hasStubs = !overrides && addConnectingStubs(node)
        if !overrides && (hasOutlets || hasActions || hasInspectables || hasStubs)
            && !module.outletConnectingClasses.contains(name)
        {
            insertConformance(of: node, to: "UIOutletConnecting")
        }
        if !responder && !module.inheritsObserveValue(name) { rewriteObserver(node) }
        return .visitChildren
    }

    /// A reusable view (a cell, a collection view's supplementary view, a table's header or
    /// footer view) that declares designated initializers without the one a table or
    /// collection view makes a class registered for a reuse identifier with (`init(frame:)`
    /// for a collection view's, `init(style:reuseIdentifier:)` for a table's cell,
    /// `init(reuseIdentifier:)` for its header or footer view) compiles on iOS: registered by
    /// class, UIKit calls that initializer and Swift's runtime traps, "use of unimplemented
    /// initializer". Terrarium makes registered classes through a `required` initializer,
    /// which such a class does not inherit, and Swift rejects the class (a cell meant for a
    /// nib, with only `init?(coder:)`). The class gets the required initializer, trapping
    /// with Swift's message for the initializer and the class.
    private func addRegistrationInitializer(_ node: ClassDeclSyntax) {
        let name = node.qualifiedName
        guard let reusable = module.needsRegistrationInitializer(name) else { return }
        let indent = indentation(of: node) + "    "
        let access = node.modifiers.contains(.open) || node.modifiers.contains(.public) ? "public " : ""
        let type = node.name.text
        var text = "\n\n\(indent)// terrarium-port: \(reusable.name)'s registration initializer, which Terrarium calls for a class"
        text += "\n\(indent)// registered by class; \(type) does not inherit it, declaring other initializers than \(reusable.delegate),"
        text += "\n\(indent)// the one UIKit calls then, so it traps as UIKit would."
        text += "\n\(indent)\(access)required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String) {"
        text += "\n\(indent)    fatalError(\"Use of unimplemented initializer '\(reusable.delegate)' for class '\\(String(reflecting: \(type).self))'\")"
        text += "\n\(indent)}"
        insertAtEnd(of: node.memberBlock, in: node, text)
        change(.registrationInitializer, at: node, "\(name): \(reusable.delegate) is not its initializer")
    }

    /// Adds `extension NAME: PROTOCOL {}` after the class, or after the type it is nested in
    /// (an extension must be at file scope), with its qualified name.
    func insertConformance(of node: ClassDeclSyntax, to protocolName: String) {
        var outermost = Syntax(node)
        var ancestor = node.parent
        while let current = ancestor {
            if current.is(ClassDeclSyntax.self) || current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                || current.is(ActorDeclSyntax.self) || current.is(ExtensionDeclSyntax.self)
            {
                outermost = current
            }
            ancestor = current.parent
        }
        insert(
            "\n\n\(indentation(of: outermost))extension \(node.qualifiedName): \(protocolName) {}", after: outermost)
    }

    /// A class that is not a responder and conforms to `UIOutletConnecting` gets, doing
    /// nothing, the methods it lacks that its subclasses in the module override (for their
    /// outlets, actions or inspectable properties), and `connectOutlet(named:to:)`, which the
    /// protocol requires (the other two have defaults) when it has no outlets. Whether it got
    /// one.
    private func addConnectingStubs(_ node: ClassDeclSyntax) -> Bool {
        let name = node.qualifiedName
        let own = module.classes[name]?.connecting ?? []
        let needed = module.connectingMembers(ofRoot: name)
        guard !needed.isEmpty else { return false }
        let missing = needed.union([.outlets]).subtracting(own)
        guard !missing.isEmpty else { return false }
        let indent = indentation(of: node) + "    "
        let access = Self.access(of: node)
        var text = "\n\n\(indent)// terrarium-port: what UIOutletConnecting requires and subclasses override, doing nothing here."
        for member in ModuleFacts.ConnectingMember.allCases where missing.contains(member) {
            switch member {
            case .outlets:
                text += "\n\(indent)\(access)func connectOutlet(named name: String, to destination: Any) -> Bool { false }"
                change(.outlet, at: node, "connectOutlet(named:to:) of \(name), which has no outlets")
            case .actions:
                text += "\n\(indent)\(access)func selector(forAction name: String) -> Selector? { nil }"
                change(.action, at: node, "selector(forAction:) of \(name), for its subclasses")
            case .runtimeAttributes:
                text += "\n\(indent)\(access)func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }"
                change(.inspectable, at: node, "setRuntimeAttribute(_:forKeyPath:) of \(name), for its subclasses")
            }
        }
        insertAtEnd(of: node.memberBlock, in: node, text)
        return true
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

    /// `@IBOutlet weak var menuView: UIView!` loses its attribute (Swift on Linux rejects it)
    /// and the class gets `connectOutlet(named:to:)`, which the storyboard loader calls with
    /// each outlet's name, as UIKit calls `setValue(_:forKey:)`: an override of
    /// `UIResponder`'s in a responder (or of the module's class a non-responder inherits it
    /// from, `overrides`); in another class, a method and a conformance to
    /// `UIOutletConnecting`. Whether the class has outlets.
    private func rewriteOutlets(_ node: ClassDeclSyntax, overrides responder: Bool) -> Bool {
        let outlets = annotatedProperties(
            of: node, marked: ["IBOutlet", "IBOutletCollection"], kind: .outlet,
            missingType: "an outlet needs a type annotation for the storyboard loader to connect it")
        guard !outlets.isEmpty else { return false }
        let indent = indentation(of: node) + "    "
        let access = Self.access(of: node)
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
        insertAtEnd(of: node.memberBlock, in: node, text)
        return true
    }

    /// The access the generated members need: as accessible as the class (a public class's
    /// conformance needs public methods; in an open class they are open, as UIResponder's
    /// are, so that an app's subclasses override them with their own outlets).
    static func access(of node: ClassDeclSyntax) -> String {
        node.modifiers.contains(.open) ? "open " : node.modifiers.contains(.public) ? "public " : ""
    }

    /// `@IBAction func done(_ sender: Any)` loses its attribute and the class gets
    /// `selector(forAction:)`, which the storyboard loader calls with the Objective-C name the
    /// storyboard stores (`done:`), as UIKit looks the method up by that name: one case per
    /// action, of the class's body and of extensions of the class in the same file. Swift's
    /// rule for that name: `f()` is `f`, `f(_:)` is `f:`, `f(sender:)` is `fWithSender:`, and
    /// `@objc(name:)` says it outright. An action taking the event too (`f(_:forEvent:)`) has
    /// no typed `Selector`, so the port says so. Whether the class has actions.
    ///
    /// A class that is not a responder (a `UIPercentDrivenInteractiveTransition`, a gesture
    /// recognizer, an `NSObject` in the scene) gets the method without `override` and
    /// conforms to `UIOutletConnecting`: the storyboard loader sends an action to its target
    /// through that protocol, as UIKit sends it to any object by name.
    private func rewriteActions(_ node: ClassDeclSyntax, overrides responder: Bool) -> Bool {
        var functions = node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        if let file = node.root.as(SourceFileSyntax.self) {
            for statement in file.statements {
                guard let ext = statement.item.as(ExtensionDeclSyntax.self),
                    ext.extendedType.trimmedDescription == node.name.text
                else { continue }
                functions += ext.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            }
        }
        var actions: [(objectiveC: String, swift: String)] = []
        for function in functions where function.attributes.contains(named: "IBAction") {
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.count <= 1 else {
                leave(
                    function,
                    "an action method taking the event as well as the sender has no typed Selector; take only "
                        + "the sender (UIKit sends the same action to either form)",
                    construct: heading(of: DeclSyntax(function)))
                continue
            }
            let base = function.name.text
            let swiftName = parameters.isEmpty ? base : base + "(" + parameters[0].firstName.text + ":)"
            let objectiveC: String
            if let explicit = Self.objectiveCName(of: function) {
                objectiveC = explicit
            } else if let parameter = parameters.first {
                let label = parameter.firstName.text
                objectiveC = label == "_" ? base + ":" : base + "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
            } else {
                objectiveC = base
            }
            actions.append((objectiveC, swiftName))
            change(.action, at: function, objectiveC == swiftName ? swiftName : "\(objectiveC) → \(swiftName)")
        }
        guard !actions.isEmpty else { return false }
        let indent = indentation(of: node) + "    "
        let access = Self.access(of: node)
        var text = "\n\n\(indent)// terrarium-port: the action methods (were @IBAction), which the storyboard loader finds by their Objective-C names."
        text += "\n\(indent)\(access)\(responder ? "override " : "")func selector(forAction name: String) -> Selector? {"
        text += "\n\(indent)    switch name {"
        for action in actions {
            text += "\n\(indent)    case \"\(action.objectiveC)\": Selector(\"\(action.swift)\", Self.\(action.swift))"
        }
        text += "\n\(indent)    default: \(responder ? "super.selector(forAction: name)" : "nil")"
        text += "\n\(indent)    }"
        text += "\n\(indent)}"
        insertAtEnd(of: node.memberBlock, in: node, text)
        return true
    }

    /// `@IBInspectable var cornerRadius: CGFloat` stays (Swift accepts the attribute), and the
    /// class gets `setRuntimeAttribute(_:forKeyPath:)`, which the storyboard loader calls for
    /// each user-defined runtime attribute, as UIKit calls `setValue(_:forKeyPath:)`: one case
    /// per inspectable property. The loader passes numbers as `CGFloat`, so an `Int`, `Double`
    /// or `Float` property converts. Whether the class has inspectable properties.
    /// A class that already has the method (a second run of the port) is left as it is.
    private func rewriteInspectables(_ node: ClassDeclSyntax, overrides responder: Bool) -> Bool {
        let hasSetter = node.memberBlock.members.contains {
            $0.decl.as(FunctionDeclSyntax.self)?.name.text == "setRuntimeAttribute"
        }
        guard !hasSetter else { return false }
        let properties = annotatedProperties(
            of: node, marked: ["IBInspectable"], kind: .inspectable,
            missingType: "an inspectable property needs a type annotation for the storyboard loader to set it")
        guard !properties.isEmpty else { return false }
        let indent = indentation(of: node) + "    "
        let access = Self.access(of: node)
        var text = "\n\n\(indent)// terrarium-port: the inspectable properties, which the storyboard loader sets by key path."
        text += "\n\(indent)\(access)\(responder ? "override " : "")func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {"
        text += "\n\(indent)    switch keyPath {"
        for property in properties {
            text += "\n\(indent)    case \"\(property.name)\":"
            switch property.type {
            case "Int", "Double", "Float", "Int32", "Int64", "UInt":
                text += "\n\(indent)        guard let value = value as? CGFloat else { return false }"
                text += "\n\(indent)        \(property.name) = \(property.type)(value)"
            default:
                text += "\n\(indent)        guard let value = value as? \(property.type) else { return false }"
                text += "\n\(indent)        \(property.name) = value"
            }
        }
        text += "\n\(indent)    default:"
        text += "\n\(indent)        return \(responder ? "super.setRuntimeAttribute(value, forKeyPath: keyPath)" : "false")"
        text += "\n\(indent)    }"
        text += "\n\(indent)    return true"
        text += "\n\(indent)}"
        insertAtEnd(of: node.memberBlock, in: node, text)
        return true
    }

    /// The stored properties of the class's body with one of the `marked` attributes, each
    /// with its type unwrapped (`UIView!` → `UIView`), recorded as a change of `kind`; one
    /// without a type annotation is left with `missingType`.
    private func annotatedProperties(
        of node: ClassDeclSyntax, marked: Set<String>, kind: RewriteKind, missingType: String
    ) -> [(name: String, type: String)] {
        var properties: [(name: String, type: String)] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                marked.contains(where: { variable.attributes.contains(named: $0) })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type
                else {
                    leave(variable, missingType)
                    continue
                }
                properties.append((name, type.unwrapped.trimmedDescription))
                change(kind, at: variable, "\(name): \(type.unwrapped.trimmedDescription)")
            }
        }
        return properties
    }

    /// The name `@objc(name)` gives a function, if it has one.
    static func objectiveCName(of function: FunctionDeclSyntax) -> String? {
        for element in function.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                let arguments = attribute.arguments
            else { continue }
            let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
            if !name.isEmpty { return name }
        }
        return nil
    }

    /// A class that is not a responder and overrides `observeValue(forKeyPath:of:change:context:)`
    /// (an `NSObject` on iOS) implements it for `NSKeyValueObserving` instead: `override` and
    /// calls to `super.observeValue` go, and the class conforms. (A subclass of such a class
    /// of the module keeps its override, which overrides that class's method.)
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
            insertConformance(of: node, to: "NSKeyValueObserving")
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

extension PortVisitor {
    /// A collection view delegate that implements the flow layout's requirements without
    /// adopting `UICollectionViewDelegateFlowLayout`: on iOS the layout finds them by selector;
    /// in Swift only through the protocol, so the port adds it.
    func adoptFlowLayoutDelegate(_ node: ClassDeclSyntax) {
        guard let clause = node.inheritanceClause,
            let delegate = clause.inheritedTypes.first(where: { $0.type.trimmedDescription == "UICollectionViewDelegate" }),
            !clause.inheritedTypes.contains(where: { $0.type.trimmedDescription == "UICollectionViewDelegateFlowLayout" })
        else { return }
        let flowLabels: Set<String> = [
            "sizeForItemAt", "sizeForItemAtIndexPath", "insetForSectionAt", "insetForSectionAtIndex",
            "minimumLineSpacingForSectionAt", "minimumLineSpacingForSectionAtIndex",
            "minimumInteritemSpacingForSectionAt", "minimumInteritemSpacingForSectionAtIndex",
            "referenceSizeForHeaderInSection", "referenceSizeForFooterInSection",
        ]
        let implements = node.memberBlock.members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "collectionView" else {
                return false
            }
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            return labels.count == 3 && labels[1] == "layout" && flowLabels.contains(labels[2])
        }
        guard implements else { return }
        replace(delegate.type, with: "UICollectionViewDelegateFlowLayout")
        change(.flowLayoutDelegate, at: delegate, node.name.text)
    }
}

import SwiftSyntax

/// What the port needs to know about all the files it ports together, a module's sources,
/// besides the optional requirements: whether the module is an iOS one, the types and names it
/// declares, and its classes with their superclasses.
struct ModuleFacts {
    /// The members the storyboard loader calls through `UIOutletConnecting`.
    enum ConnectingMember: CaseIterable, Hashable {
        /// `connectOutlet(named:to:)`, from `@IBOutlet`s.
        case outlets
        /// `selector(forAction:)`, from `@IBAction`s.
        case actions
        /// `setRuntimeAttribute(_:forKeyPath:)`, from `@IBInspectable`s.
        case runtimeAttributes

        /// The method's base name.
        var methodName: String {
            switch self {
            case .outlets: "connectOutlet"
            case .actions: "selector"
            case .runtimeAttributes: "setRuntimeAttribute"
            }
        }

        /// The method's full name.
        var fullName: String {
            switch self {
            case .outlets: "connectOutlet(named:to:)"
            case .actions: "selector(forAction:)"
            case .runtimeAttributes: "setRuntimeAttribute(_:forKeyPath:)"
            }
        }
    }

    /// A class the files declare.
    struct ClassFacts {
        /// Its first inherited name, without generic arguments (`UIView`, `BaseCell`): the
        /// superclass, unless the class has none and it names a protocol.
        var inherited: String?
        /// The `UIOutletConnecting` members it has after the port: written, or made from its
        /// `@IBOutlet`s, `@IBAction`s (in its body or in extensions in its file) and
        /// `@IBInspectable`s.
        var connecting: Set<ConnectingMember> = []
        /// Whether it declares `observeValue(forKeyPath:of:change:context:)`.
        var observes = false
        /// The initializers its body declares, by full name (`init(frame:)`, `init(coder:)`).
        var initializers: Set<String> = []
        /// Those of them that are designated (not `convenience`).
        var designatedInitializers: Set<String> = []
    }

    /// Whether a file imports UIKit (or another module Terrarium stands in for).
    var importsAppleModule = false
    /// The names of the types the files declare (`SideMenuController`, `UIViewWrapper`).
    var declaredTypes: Set<String> = []
    /// The names of the functions, properties and variables the files declare (not
    /// overrides): a Swift 4.2 rename leaves a name the module declares itself.
    var declaredNames: Set<String> = []
    /// The names of the properties and variables the files declare (not overrides): a call of
    /// one with a `?` is a closure's, not a delegate's optional requirement.
    var declaredProperties: Set<String> = []
    /// The full names (`willMove(toParentViewController:)`) of the methods the files declare
    /// without `override` under a base name Swift 4.2 renamed: their own, which a rename of
    /// UIKit's method of that name leaves.
    var declaredMethods: Set<String> = []
    /// The methods (`toggleMenu()`) and properties that extensions declare `@objc`, by name,
    /// with the type each extends: subclasses override them on iOS, which Swift allows
    /// only with the Objective-C runtime.
    var objectiveCExtensionMembers: [String: String] = [:]
    /// The classes, by qualified name (`Outer.Inner`).
    var classes: [String: ClassFacts] = [:]
    /// The classes the files declare `UIOutletConnecting` for, in their inheritance clause or
    /// an extension.
    var outletConnectingClasses: Set<String> = []

    /// Gathers the facts of `file`; a package manifest's conditions are the host's, so its
    /// `#if`s are read whole.
    mutating func collect(from file: SourceFileSyntax, isManifest: Bool = false) {
        let finder = Finder(resolvesConditions: !isManifest)
        finder.walk(file)
        importsAppleModule = importsAppleModule || finder.facts.importsAppleModule
        declaredTypes.formUnion(finder.facts.declaredTypes)
        declaredNames.formUnion(finder.facts.declaredNames)
        declaredProperties.formUnion(finder.facts.declaredProperties)
        declaredMethods.formUnion(finder.facts.declaredMethods)
        objectiveCExtensionMembers.merge(finder.facts.objectiveCExtensionMembers) { first, _ in first }
        outletConnectingClasses.formUnion(finder.facts.outletConnectingClasses)
        for (name, facts) in finder.facts.classes {
            var facts = facts
            if finder.extensionActions.contains(name) { facts.connecting.insert(.actions) }
            classes[name] = classes[name] ?? facts
        }
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

    // MARK: Classes

    /// The class the files declare that `name` refers to from inside `scope` (the qualified
    /// name of the type it is written in, or `""`): `Base` in `Outer.Cell` is `Outer.Base` if
    /// the files declare one, else `Base`.
    func resolve(_ name: String, in scope: String) -> String? {
        var scope = scope
        while !scope.isEmpty {
            if classes[scope + "." + name] != nil { return scope + "." + name }
            scope = scope.lastIndex(of: ".").map { String(scope[..<$0]) } ?? ""
        }
        return classes[name] != nil ? name : nil
    }

    /// The module's class that `name`'s class inherits from, if it declares it.
    func superclass(of name: String) -> String? {
        guard let inherited = classes[name]?.inherited else { return nil }
        let scope = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? ""
        let resolved = resolve(inherited, in: scope)
        return resolved == name ? nil : resolved
    }

    /// Whether the class `name` (qualified) is a `UIResponder` on iOS: through its superclass
    /// chain, the module's own classes first (`class Cell: BaseCell`, `class BaseCell:
    /// UICollectionViewCell`), then UIKit's (``UIKitClasses``).
    func isResponder(classNamed name: String) -> Bool {
        var current = name
        var seen: Set<String> = []
        while let facts = classes[current], seen.insert(current).inserted {
            if let superclass = superclass(of: current) {
                current = superclass
                continue
            }
            return Self.isResponder(superclass: facts.inherited)
        }
        return false
    }

    /// Whether a class whose first inherited name is `inherited` (not one of the module's
    /// classes) is a responder: UIKit's table decides for UIKit's classes. For a name it does
    /// not know (another library's class, or a protocol) the port guesses from the name:
    /// none, `NSObject`, an `NS…` Foundation class, or a name that reads like a protocol
    /// (`…Delegate`, `…DataSource`, `…Protocol`, `…able`, `…ing`, `…Observer`) is not a
    /// responder; any other is taken for one, as a class with outlets usually subclasses
    /// another library's view or controller.
    static func isResponder(superclass inherited: String?) -> Bool {
        guard var name = inherited else { return false }
        if name.hasPrefix("UIKit.") { name.removeFirst("UIKit.".count) }
        if let known = UIKitClasses.isResponder(name) { return known }
        if name == "AnyObject" || name.hasPrefix("NS") { return false }
        let protocolSuffixes = ["Delegate", "DataSource", "Protocol", "able", "ing", "Observer"]
        return !protocolSuffixes.contains { name.hasSuffix($0) }
    }

    /// The module's classes that `name` inherits from, nearest first.
    func ancestors(of name: String) -> [String] {
        var result: [String] = []
        var current = name
        while let superclass = superclass(of: current), !result.contains(superclass), superclass != name {
            result.append(superclass)
            current = superclass
        }
        return result
    }

    /// Whether a class takes part in `UIOutletConnecting`: it has one of its members or
    /// declares the conformance.
    private func connects(_ name: String) -> Bool {
        !(classes[name]?.connecting.isEmpty ?? true) || outletConnectingClasses.contains(name)
    }

    /// For a class that is not a responder: the class of the module that conforms to
    /// `UIOutletConnecting` for it, the farthest ancestor (or itself) that takes part. Its
    /// subclasses override its members, as a responder's override `UIResponder`'s.
    func connectingRoot(of name: String) -> String {
        ([name] + ancestors(of: name)).last(where: connects) ?? name
    }

    /// The members the root class `name` must have for its subclasses in the module to
    /// override: theirs and its own.
    func connectingMembers(ofRoot name: String) -> Set<ConnectingMember> {
        var members = classes[name]?.connecting ?? []
        for (other, facts) in classes where other != name && ancestors(of: other).contains(name) {
            if connectingRoot(of: other) == name { members.formUnion(facts.connecting) }
        }
        return members
    }

    /// Whether a class of the module that `name` inherits from declares
    /// `observeValue(forKeyPath:of:change:context:)`, which `name`'s overrides.
    func inheritsObserveValue(_ name: String) -> Bool {
        ancestors(of: name).contains { classes[$0]?.observes == true }
    }

    // MARK: Reusable views

    /// The registration initializer a class needs, if it needs one: a reusable view of UIKit
    /// (``UIKitClasses/reusableViews``) that the class reaches through its superclasses, and
    /// whose registration initializer the class does not inherit, as it declares designated
    /// initializers without all of its superclass's.
    func needsRegistrationInitializer(_ name: String) -> UIKitClasses.ReusableView? {
        guard let facts = classes[name], let reusable = reusableView(of: name) else { return nil }
        // Written already (a second run of the port).
        guard !facts.initializers.contains(UIKitClasses.registrationInitializer) else { return nil }
        // A class that declares no designated initializer inherits its superclass's, and with
        // them the convenience ones; so does one that provides all its superclass's designated
        // initializers. (Swift's rules of initializer inheritance.)
        guard !facts.designatedInitializers.isEmpty else { return nil }
        let inherited = superclass(of: name).map(designatedInitializers(of:)) ?? reusable.designatedInitializers
        return facts.initializers.isSuperset(of: inherited) ? nil : reusable
    }

    /// The designated initializers the class `name` has: those it declares, or, when it
    /// declares none, its superclass's.
    private func designatedInitializers(of name: String) -> Set<String> {
        var current = name
        var seen: Set<String> = []
        while let facts = classes[current], seen.insert(current).inserted {
            if !facts.designatedInitializers.isEmpty { return facts.designatedInitializers }
            guard let superclass = superclass(of: current) else { break }
            current = superclass
        }
        return reusableView(of: current)?.designatedInitializers ?? []
    }

    /// UIKit's reusable view that the class `name` inherits from, through the module's classes
    /// and then UIKit's.
    func reusableView(of name: String) -> UIKitClasses.ReusableView? {
        var current = name
        var seen: Set<String> = []
        while let facts = classes[current], seen.insert(current).inserted {
            if let superclass = superclass(of: current) {
                current = superclass
                continue
            }
            guard var inherited = facts.inherited else { return nil }
            if inherited.hasPrefix("UIKit.") { inherited.removeFirst("UIKit.".count) }
            return UIKitClasses.reusableView(inheritedBy: inherited)
        }
        return nil
    }

    // MARK: Finding

    private final class Finder: SyntaxVisitor {
        var facts = ModuleFacts()
        /// The classes with `@IBAction`s in an extension in the same file.
        var extensionActions: Set<String> = []
        let resolvesConditions: Bool

        init(resolvesConditions: Bool) {
            self.resolvesConditions = resolvesConditions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            guard resolvesConditions, let active = PlatformConditions.activeElements(of: node) else {
                return .visitChildren
            }
            if let active { walk(active) }
            return .skipChildren
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let module = node.path.first?.name.text, PortVisitor.appleModules.contains(module) {
                facts.importsAppleModule = true
            }
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let extended = node.extendedType.trimmedDescription
            let objectiveC = node.attributes.contains(named: "objc") || node.attributes.contains(named: "objcMembers")
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    if function.attributes.contains(named: "IBAction") { extensionActions.insert(extended) }
                    if objectiveC || function.attributes.contains(named: "objc") {
                        facts.objectiveCExtensionMembers[function.fullName] = extended
                    }
                } else if let variable = member.decl.as(VariableDeclSyntax.self),
                    objectiveC || variable.attributes.contains(named: "objc")
                {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                            continue
                        }
                        facts.objectiveCExtensionMembers[name] = extended
                    }
                }
            }
            if node.inheritanceClause?.inheritedTypes.contains(where: {
                $0.type.trimmedDescription == "UIOutletConnecting"
            })
                == true
            {
                facts.outletConnectingClasses.insert(extended)
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.qualifiedName
            facts.declaredTypes.insert(node.name.text)
            var classFacts = ClassFacts()
            if let first = node.inheritanceClause?.inheritedTypes.first?.type {
                classFacts.inherited = first.as(IdentifierTypeSyntax.self)?.name.text ?? first.trimmedDescription
            }
            if node.inheritanceClause?.inheritedTypes.contains(where: {
                $0.type.trimmedDescription == "UIOutletConnecting"
            })
                == true
            {
                facts.outletConnectingClasses.insert(name)
            }
            for member in node.memberBlock.members {
                if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                    classFacts.initializers.insert(initializer.fullName)
                    if !initializer.modifiers.contains(.convenience) {
                        classFacts.designatedInitializers.insert(initializer.fullName)
                    }
                } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                    switch function.name.text {
                    case "connectOutlet", "selector", "setRuntimeAttribute", "observeValue":
                        let fullName = function.fullName
                        for connecting in ConnectingMember.allCases where fullName == connecting.fullName {
                            classFacts.connecting.insert(connecting)
                        }
                        if fullName == "observeValue(forKeyPath:of:change:context:)" { classFacts.observes = true }
                    default:
                        break
                    }
                    if !function.attributes.isEmpty, function.attributes.contains(named: "IBAction") {
                        classFacts.connecting.insert(.actions)
                    }
                } else if let variable = member.decl.as(VariableDeclSyntax.self), !variable.attributes.isEmpty {
                    if variable.attributes.contains(named: "IBOutlet")
                        || variable.attributes.contains(named: "IBOutletCollection")
                    {
                        classFacts.connecting.insert(.outlets)
                    }
                    if variable.attributes.contains(named: "IBInspectable") {
                        classFacts.connecting.insert(.runtimeAttributes)
                    }
                }
            }
            facts.classes[name] = classFacts
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

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            guard !node.modifiers.contains(.override) else { return .visitChildren }
            facts.declaredNames.insert(name)
            if Swift42Renames.methodNames.contains(name) { facts.declaredMethods.insert(node.fullName) }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            // An override (`override var childViewControllers`) is UIKit's name, not the module's.
            let isOverride =
                node.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains(.override) ?? false
            if !isOverride, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                facts.declaredNames.insert(name)
                facts.declaredProperties.insert(name)
            }
            return .visitChildren
        }
    }
}

extension InitializerDeclSyntax {
    /// The initializer's full name: `init(frame:)`, `init(coder:)` for `init?(coder:)`.
    var fullName: String {
        "init(" + signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}

extension ClassDeclSyntax {
    /// The class's name qualified by the types (and extensions) it is declared in:
    /// `Outer.Inner`.
    var qualifiedName: String {
        var names = [name.text]
        var ancestor = parent
        while let current = ancestor {
            if let type = current.as(ClassDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let type = current.as(StructDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let type = current.as(EnumDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let type = current.as(ActorDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let type = current.as(ExtensionDeclSyntax.self) {
                names.insert(type.extendedType.trimmedDescription, at: 0)
            }
            ancestor = current.parent
        }
        return names.joined(separator: ".")
    }
}

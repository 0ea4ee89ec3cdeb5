import SwiftSyntax

/// The conditions of `#if` directives, evaluated as on iOS: ported code targets "iOS through
/// Terrarium", so a library gated by `#if os(iOS)` or `#if canImport(UIKit)` compiles its
/// iOS code on Linux, and its AppKit code (`#elseif os(macOS)`) goes.
///
/// Only the platform's atoms are decided: `os(…)`, `canImport(…)` of the modules in
/// ``importable`` and ``notImportable``, and `targetEnvironment(…)`. Everything else
/// (`DEBUG`, `SWIFT_PACKAGE`, `swift(>=5.9)`, `compiler(…)`, `arch(…)`, `canImport(Foo)` of
/// another module) is left for the compiler. The logic is three-valued, so `os(macOS) && DEBUG`
/// is decided (false) and `os(iOS) && DEBUG` is not.
enum PlatformConditions {
    /// A condition's value: decided, or left for the compiler.
    enum Truth: Equatable {
        case yes, no, unknown

        init(_ value: Bool) { self = value ? .yes : .no }

        static prefix func ! (truth: Truth) -> Truth {
            switch truth {
            case .yes: .no
            case .no: .yes
            case .unknown: .unknown
            }
        }

        static func && (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .no || rhs == .no { return .no }
            return lhs == .yes && rhs == .yes ? .yes : .unknown
        }

        static func || (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .yes || rhs == .yes { return .yes }
            return lhs == .no && rhs == .no ? .no : .unknown
        }
    }

    /// Modules that `canImport` finds on iOS and that Terrarium stands in for (its os-log
    /// shims stand in for `os` and `OSLog`).
    static let importable: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "os", "OSLog"]

    /// Modules that are not on iOS (macOS's, watchOS's and tvOS's own).
    static let notImportable: Set<String> = [
        "AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "TVMLKit", "Carbon",
    ]

    /// The value of a platform atom (`os(iOS)`, `canImport(AppKit)`,
    /// `targetEnvironment(macCatalyst)`), or `nil` when `expression` is not one the port decides.
    static func atom(_ expression: ExprSyntax) -> Bool? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression
        else { return nil }
        // `canImport(UIKit.UIGestureRecognizerSubclass)` asks for a submodule: its module decides.
        let name = argument.trimmedDescription.split(separator: ".").first.map(String.init) ?? ""
        switch function {
        case "os":
            return name == "iOS"
        case "targetEnvironment":
            return name == "macCatalyst" || name == "simulator" ? false : nil
        case "canImport":
            if importable.contains(name) { return true }
            if notImportable.contains(name) { return false }
            return nil
        default:
            return nil
        }
    }

    /// The value of `expression` as on iOS, and whether a platform atom took part in it.
    static func evaluate(_ expression: ExprSyntax) -> (truth: Truth, platform: Bool) {
        if let value = atom(expression) { return (Truth(value), true) }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return (Truth(literal.literal.tokenKind == .keyword(.true)), false)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            let operand = evaluate(prefix.expression)
            return (!operand.truth, operand.platform)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return evaluate(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let terms = terms(of: sequence) {
            var truth = Truth.no
            var platform = false
            for term in terms {
                var termTruth = Truth.yes
                for factor in term {
                    let value = evaluate(factor)
                    termTruth = termTruth && value.truth
                    platform = platform || value.platform
                }
                truth = truth || termTruth
            }
            return (truth, platform)
        }
        return (.unknown, false)
    }

    /// A sequence `a && b || c` as the disjunction of its conjunctions, `[[a, b], [c]]` (`&&`
    /// binds tighter than `||`); `nil` when it holds another operator.
    static func terms(of sequence: SequenceExprSyntax) -> [[ExprSyntax]]? {
        var terms: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if let operation = element.as(BinaryOperatorExprSyntax.self) {
                switch operation.operator.text {
                case "||": terms.append([])
                case "&&": break
                default: return nil
                }
            } else {
                terms[terms.count - 1].append(element)
            }
        }
        return terms
    }

    /// What the port does with one `#if` … `#endif`.
    enum Decision {
        /// No platform atom: left as it is.
        case untouched
        /// Every clause up to the one compiled is decided: keep that clause's body (`nil`: no
        /// clause is compiled) and drop the directives.
        case resolved(active: Int?)
        /// Some clause before the compiled one depends on something else: the decided parts
        /// of the conditions become `true` or `false`.
        case partial
    }

    /// How `node`'s clauses are decided on iOS.
    static func decide(_ node: IfConfigDeclSyntax) -> Decision {
        var platform = false
        var active: Int?? = nil  // .some(nil): decided, nothing compiled
        var undecided = false
        for (index, clause) in node.clauses.enumerated() {
            guard let condition = clause.condition else {
                // `#else`.
                if active == nil && !undecided { active = .some(index) }
                continue
            }
            let value = evaluate(condition)
            platform = platform || value.platform
            guard active == nil, !undecided else { continue }
            switch value.truth {
            case .yes: active = .some(index)
            case .no: break
            case .unknown: undecided = true
            }
        }
        guard platform else { return .untouched }
        if undecided { return .partial }
        return .resolved(active: active ?? nil)
    }

    /// A decided part of a condition: where it is and its value.
    struct DecidedPart {
        var start: AbsolutePosition
        var end: AbsolutePosition
        var value: Bool
    }

    /// The largest parts of `expression` that are decided and hold a platform atom, with
    /// their values: what becomes `true` or `false` in a partly decided condition.
    static func decidedParts(of expression: ExprSyntax) -> [DecidedPart] {
        let value = evaluate(expression)
        guard value.platform else { return [] }
        if value.truth != .unknown {
            return [
                DecidedPart(
                    start: expression.positionAfterSkippingLeadingTrivia,
                    end: expression.endPositionBeforeTrailingTrivia, value: value.truth == .yes)
            ]
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return decidedParts(of: prefix.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), let only = tuple.elements.first {
            return decidedParts(of: only.expression)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), let terms = terms(of: sequence) else { return [] }
        var parts: [DecidedPart] = []
        for term in terms {
            // A whole conjunction decided (`os(macOS) && DEBUG`) is one part, from its first
            // factor to its last.
            let values = term.map(evaluate)
            let termTruth = values.reduce(Truth.yes) { $0 && $1.truth }
            if term.count > 1, termTruth != .unknown, values.contains(where: \.platform),
                let first = term.first, let last = term.last
            {
                parts.append(
                    DecidedPart(
                        start: first.positionAfterSkippingLeadingTrivia, end: last.endPositionBeforeTrailingTrivia,
                        value: termTruth == .yes))
                continue
            }
            for factor in term { parts += decidedParts(of: factor) }
        }
        return parts
    }

    /// The elements compiled on iOS of a `#if` the port resolves: `.some(nil)` when no
    /// clause is compiled, `nil` when the port does not resolve it (visit every clause).
    static func activeElements(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements?? {
        guard case .resolved(let active) = decide(node) else { return nil }
        guard let active else { return .some(nil) }
        return .some(node.clauses[node.clauses.index(node.clauses.startIndex, offsetBy: active)].elements)
    }
}

import SwiftSyntax

/// `NSValue`'s and `NSNumber`'s accessors that iOS code calls on an `AnyObject`, with the
/// Swift value each stands for on Linux.
enum AnyObjectValueAccessors {
    /// How an accessor's value is had back from the object.
    enum Form: Equatable {
        /// A cast to the Swift type: on Linux a struct cast to `AnyObject` is boxed
        /// (`__SwiftValue`) and casts back to its type.
        case cast(String)
        /// A number of the Swift type: from a boxed `CGFloat` (which casts back only to
        /// `CGFloat` on Linux, not to `NSNumber` or `Double`), else through `NSNumber`'s
        /// accessor on Linux (an `Int`, `Double` or `Bool` cast to `AnyObject` is an
        /// `NSNumber` there), which converts as iOS's does (`2.5` has `intValue` 2).
        case number(type: String, fromCGFloat: String, numberAccessor: String)
    }

    /// The accessors, by name, and the types they return on iOS.
    static let accessors: [String: Form] = [
        "cgPointValue": .cast("CGPoint"),
        "cgSizeValue": .cast("CGSize"),
        "cgRectValue": .cast("CGRect"),
        "cgVectorValue": .cast("CGVector"),
        "cgAffineTransformValue": .cast("CGAffineTransform"),
        "uiEdgeInsetsValue": .cast("UIEdgeInsets"),
        "directionalEdgeInsetsValue": .cast("NSDirectionalEdgeInsets"),
        "caTransform3DValue": .cast("CATransform3D"),
        "doubleValue": .number(type: "Double", fromCGFloat: ".map(Double.init)", numberAccessor: "doubleValue"),
        "floatValue": .number(type: "Float", fromCGFloat: ".map(Float.init)", numberAccessor: "floatValue"),
        // iOS's `intValue` is an `Int32` (C's `int`); Linux's `NSNumber.intValue` is an `Int`.
        "intValue": .number(type: "Int32", fromCGFloat: ".map(Int32.init)", numberAccessor: "int32Value"),
        "int32Value": .number(type: "Int32", fromCGFloat: ".map(Int32.init)", numberAccessor: "int32Value"),
        "int64Value": .number(type: "Int64", fromCGFloat: ".map(Int64.init)", numberAccessor: "int64Value"),
        // Linux's `NSNumber` has no `integerValue`: its `intValue` is the `Int`.
        "integerValue": .number(type: "Int", fromCGFloat: ".map(Int.init)", numberAccessor: "intValue"),
        "boolValue": .number(type: "Bool", fromCGFloat: ".map { $0 != 0 }", numberAccessor: "boolValue"),
    ]
}

extension PortVisitor {
    /// `x?.cgPointValue` → `(x as? CGPoint)` and `x.cgPointValue` → `(x as! CGPoint)`, where
    /// the port sees that `x` is an `AnyObject` (as for `isEqual(_:)`, see
    /// `rewriteAnyObjectEquality(_:)`); likewise `NSValue`'s other struct accessors, and
    /// `NSNumber`'s (`doubleValue`, `floatValue`, `intValue`, `boolValue`…) as a number of the
    /// type iOS gives.
    ///
    /// On iOS the Objective-C runtime finds the accessor on the `NSValue` or `NSNumber` in a
    /// key-value change dictionary; Swift on Linux looks up no member on `AnyObject`, and
    /// Terrarium's change dictionaries hold Swift values (`CGPoint`, `CGSize`, `CGRect`,
    /// `CGFloat`, `Bool`), which a cast gets back. A number is read from a boxed `CGFloat`
    /// first (on Linux it casts back only to `CGFloat`: `as? Double` and `as? NSNumber` give
    /// nil), else from an `NSNumber`:
    /// `x?.doubleValue` → `x.flatMap({ ($0 as? CGFloat).map(Double.init) ?? ($0 as? NSNumber)?.doubleValue })`,
    /// `x.doubleValue` → `((x as? CGFloat).map(Double.init) ?? (x as! NSNumber).doubleValue)`.
    /// Where the optional chain goes on (`x?.cgPointValue.y`), a `?` keeps it going; where the
    /// unchained accessor is bound (`if let p = x.cgPointValue`, an implicitly unwrapped
    /// optional on iOS) or initializes a variable without a type (`let p = x.cgPointValue`,
    /// a `CGPoint?` on iOS), the cast is `as?`. How the walk goes on when it rewrote `node`, else
    /// `nil`: a number read without the chain writes its receiver twice, as it was, so the
    /// walk does not go into it.
    func rewriteAnyObjectValue(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind? {
        guard node.declName.argumentNames == nil, let form = AnyObjectValueAccessors.accessors[node.declName.baseName.text],
            let base = node.base
        else { return nil }
        // Called (`x.boolValue()`), it is not the property.
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return nil }
        let names = anyObjectNames(around: Syntax(node))
        let name = node.declName.baseName.text
        let continues = continuesChain(node)
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            guard isAnyObject(chained.expression, names) else { return nil }
            let value = chained.expression
            let text: String
            switch form {
            case .cast(let type):
                insert("(", at: value.positionAfterSkippingLeadingTrivia)
                text = " as? \(type))"
            case .number(_, let fromCGFloat, let accessor):
                text = ".flatMap({ ($0 as? CGFloat)\(fromCGFloat) ?? ($0 as? NSNumber)?.\(accessor) })"
            }
            edits.append(
                TextEdit(
                    start: value.endPositionBeforeTrailingTrivia.utf8Offset,
                    end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text + (continues ? "?" : "")))
        } else {
            guard isAnyObject(base, names) else { return nil }
            // An implicitly unwrapped optional stays optional where it is bound (`if let`) or
            // where a variable without a type takes it (`let old = x.cgRectValue` is a
            // `CGRect?` on iOS, and the code goes on with `old?.…`); elsewhere it is unwrapped.
            let initializes = node.parent?.is(InitializerClauseSyntax.self) == true
            let bound = node.parent?.is(OptionalBindingConditionSyntax.self) == true
                || initializes && node.parent?.parent?.is(OptionalBindingConditionSyntax.self) == true
                || initializes && node.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation == nil
                    && node.parent?.parent?.is(PatternBindingSyntax.self) == true
            let cast = bound ? "as?" : "as!"
            switch form {
            case .cast(let type):
                insert("(", at: base.positionAfterSkippingLeadingTrivia)
                edits.append(
                    TextEdit(
                        start: base.endPositionBeforeTrailingTrivia.utf8Offset,
                        end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: " \(cast) \(type))"))
            case .number(_, let fromCGFloat, let accessor):
                let value = base.trimmedDescription
                let number = bound ? "(\(value) as? NSNumber)?.\(accessor)" : "(\(value) as! NSNumber).\(accessor)"
                replace(node, with: "((\(value) as? CGFloat)\(fromCGFloat) ?? \(number))")
            }
        }
        let type: String
        var walk = SyntaxVisitorContinueKind.visitChildren
        switch form {
        case .cast(let cast):
            type = cast
        case .number(let number, _, _):
            type = number
            if !base.is(OptionalChainingExprSyntax.self) { walk = .skipChildren }
        }
        change(.anyObjectValue, at: node, "\(base.trimmedDescription).\(name) → \(type)")
        return walk
    }

    /// Whether the postfix chain goes on after `node` (`x?.cgPointValue.y`,
    /// `x?.doubleValue.rounded()`), other than by a `?` or `!` of its own.
    private func continuesChain(_ node: MemberAccessExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == node.id }
        return false
    }
}

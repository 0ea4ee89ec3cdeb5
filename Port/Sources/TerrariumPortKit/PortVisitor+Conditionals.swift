import SwiftSyntax

extension PortVisitor {
    /// A `#if` on the platform, evaluated as on iOS (``PlatformConditions``): when every clause
    /// up to the compiled one is decided, the compiled clause's body stays without the
    /// directives and the other clauses go (all of it when none is compiled); when a condition
    /// before it depends on something else (`DEBUG`), the decided parts of the conditions
    /// become `true` or `false` and the compiler chooses. Wherever the `#if` is: among
    /// statements, members, switch cases, attributes or after an expression (a postfix `#if`).
    ///
    /// Only the compiled clause is ported (the others are not Terrarium's to compile). A
    /// package manifest is left alone: SwiftPM evaluates its conditions on the host.
    func visitConditional(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !isManifest else { return .visitChildren }
        switch PlatformConditions.decide(node) {
        case .untouched:
            return .visitChildren
        case .partial:
            for clause in node.clauses {
                guard let condition = clause.condition else { continue }
                for part in PlatformConditions.decidedParts(of: condition) {
                    let text = String(decoding: bytes[part.start.utf8Offset..<part.end.utf8Offset], as: UTF8.self)
                    edits.append(
                        TextEdit(start: part.start.utf8Offset, end: part.end.utf8Offset, replacement: "\(part.value)"))
                    change(.platformConditional, at: condition, "\(text) → \(part.value)")
                }
            }
            return .visitChildren
        case .resolved(let active):
            resolve(node, active: active)
            if let active,
                let elements = node.clauses[node.clauses.index(node.clauses.startIndex, offsetBy: active)].elements
            {
                walk(elements)
            }
            return .skipChildren
        }
    }

    /// Removes `node`'s directives and the clauses not compiled, keeping the body of clause
    /// `active` (whole lines: a directive is on a line of its own).
    private func resolve(_ node: IfConfigDeclSyntax, active: Int?) {
        let clauses = Array(node.clauses)
        var start = lineStart(of: clauses[0].poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
        let end = lineEnd(after: node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
        // An `#endif` ending a file without a newline: the newline before what goes, goes too.
        let endsFile = end == bytes.count && bytes.last != UInt8(ascii: "\n")
        let heading = "\(clauses[0].poundKeyword.text) \(clauses[0].condition?.trimmedDescription ?? "")"
        guard let active else {
            if endsFile, start > 0 { start -= 1 }
            edits.append(TextEdit(start: start, end: end, replacement: ""))
            change(.platformConditional, at: node, "\(heading) → removed")
            return
        }
        let clause = clauses[active]
        let directiveEnd =
            clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
        edits.append(TextEdit(start: start, end: lineEnd(after: directiveEnd.utf8Offset), replacement: ""))
        let next = active + 1 < clauses.count ? clauses[active + 1].poundKeyword : node.poundEndif
        var rest = lineStart(of: next.positionAfterSkippingLeadingTrivia.utf8Offset)
        if endsFile, rest > 0, bytes[rest - 1] == UInt8(ascii: "\n") { rest -= 1 }
        edits.append(TextEdit(start: rest, end: end, replacement: ""))
        if active == 0 {
            change(.platformConditional, at: node, "\(heading) → its body kept")
        } else {
            let kept =
                clause.condition.map { "\(clause.poundKeyword.text) \($0.trimmedDescription)" }
                ?? clause.poundKeyword.text
            change(.platformConditional, at: node, "\(heading) → the \(kept) clause kept")
        }
    }

    /// The start of the line `offset` is on, when only spaces come before it there; else
    /// `offset`.
    func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return start == 0 || bytes[start - 1] == UInt8(ascii: "\n") ? start : offset
    }

    /// The offset after the newline that ends the line `offset` is on (the file's end when it
    /// has none).
    func lineEnd(after offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return min(end + 1, bytes.count)
    }
}

import Foundation

// The visual format language: a parser into `_VisualFormat` that resolves metrics and view
// names as it goes (so a problem is reported at its place), and a builder that turns the
// result into constraints.

/// A parsed visual format string.
struct _VisualFormat {
    /// A relation to a constant or to another view's size, with an optional priority.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(UIView)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority?
    }

    /// The space between two neighbours of the format.
    enum Connection {
        /// No space: `[a][b]`.
        case flush
        /// The standard space: `[a]-[b]`.
        case standard
        /// Constants with relations: `-8-`, `-(>=8@750)-`.
        case predicates([Predicate])
    }

    struct View {
        var view: UIView
        var predicates: [Predicate]
    }

    var vertical = false
    var leadingSuperview: Connection?
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingSuperview: Connection?
}

/// Reads a visual format string, stopping with UIKit's message at the first problem.
@MainActor
struct _VisualFormatParser {
    let format: String
    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var position = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    /// Stops with UIKit's "Unable to parse constraint format" text, a caret under `at`.
    func fail(_ problem: String, at index: Int? = nil) -> Never {
        let caret = String(repeating: " ", count: index ?? position) + "^"
        _terminate(
            uncaughtException: "NSInvalidArgumentException",
            reason: "Unable to parse constraint format: \n\(problem) \n\(format) \n\(caret)")
    }

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private mutating func take(_ character: Character) -> Bool {
        guard peek == character else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Character, _ problem: String) {
        if !take(character) { fail(problem) }
    }

    mutating func parse() -> _VisualFormat {
        var result = _VisualFormat()
        if characters.count >= 2, characters[1] == ":" {
            switch characters[0] {
            case "H": result.vertical = false
            case "V": result.vertical = true
            default: fail("Expected 'H' or 'V' before ':' to give the orientation.", at: 0)
            }
            position = 2
        } else if let first = characters.first, first == "H" || first == "V" {
            fail(
                "Expected ':' after '\(first)' to specify \(first == "H" ? "horizontal" : "vertical") arrangement",
                at: 0)
        }
        if take("|") {
            result.leadingSuperview = parseConnection()
            guard peek == "[" else { fail("Expected a view after the superview and its connection.") }
        }
        guard peek == "[" else { fail("Expected a view. Views are names in brackets, like [view].") }
        result.views.append(parseView())
        while position < characters.count {
            let connection = parseConnection()
            if take("|") {
                result.trailingSuperview = connection
                guard position == characters.count else {
                    fail("The superview '|' can only end the format: nothing may follow it.")
                }
                break
            }
            guard peek == "[" else { fail("Expected a view or '|' here.") }
            result.connections.append(connection)
            result.views.append(parseView())
        }
        return result
    }

    /// `-`, `-N-`, `-name-`, `-(predicates)-`, or nothing (flush).
    private mutating func parseConnection() -> _VisualFormat.Connection {
        guard take("-") else { return .flush }
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [_VisualFormat.Predicate]
        if peek == "(" {
            predicates = parsePredicateList(allowViews: false)
        } else {
            let start = position
            guard let value = parseConstant(allowViews: false) else {
                fail("Expected a number or a metric name for the connection's space.", at: start)
            }
            guard case .constant = value else { fail("A connection's space must be a constant.", at: start) }
            predicates = [_VisualFormat.Predicate(relation: .equal, object: value, priority: nil)]
        }
        expect("-", "Expected '-' to end the connection.")
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() -> _VisualFormat.View {
        expect("[", "Expected '[' to begin a view.")
        let start = position
        guard let name = parseIdentifier() else { fail("Expected a view name after '['.") }
        guard let view = views[name] as? UIView else {
            if views[name] == nil { fail("\(name) is not a key in the views dictionary.", at: start) }
            fail("\(name) in the views dictionary is not a view.", at: start)
        }
        var predicates: [_VisualFormat.Predicate] = []
        if peek == "(" { predicates = parsePredicateList(allowViews: true) }
        expect("]", "Expected ']' to end the view.")
        return _VisualFormat.View(view: view, predicates: predicates)
    }

    /// `(predicate, predicate, ...)`.
    private mutating func parsePredicateList(allowViews: Bool) -> [_VisualFormat.Predicate] {
        expect("(", "Expected '('.")
        var predicates: [_VisualFormat.Predicate] = []
        repeat {
            predicates.append(parsePredicate(allowViews: allowViews))
        } while take(",")
        expect(")", "Expected ')' to end the list of predicates, or ',' between them.")
        return predicates
    }

    /// `(==|<=|>=)? (constant | metric | view) (@priority)?`
    private mutating func parsePredicate(allowViews: Bool) -> _VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        let relationStart = position
        if let first = peek, first == "=" || first == "<" || first == ">" {
            position += 1
            guard take("=") else { fail("Unknown relation. Must be ==, >=, or <=", at: relationStart) }
            relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
        }
        let start = position
        guard let object = parseConstant(allowViews: allowViews) else {
            fail("Expected a number, a metric name\(allowViews ? " or a view name" : "") here.", at: start)
        }
        var priority: UILayoutPriority?
        if take("@") {
            let priorityStart = position
            guard let value = parseConstant(allowViews: false), case .constant(let number) = value else {
                fail("Expected a number or a metric name for the priority.", at: priorityStart)
            }
            guard number >= 1, number <= 1000 else {
                fail("Priorities must be between 1 and 1000.", at: priorityStart)
            }
            priority = UILayoutPriority(Float(number))
        }
        return _VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number, a metric's value, or (if allowed) a view.
    private mutating func parseConstant(allowViews: Bool) -> _VisualFormat.Predicate.Object? {
        let start = position
        if let number = parseNumber() { return .constant(number) }
        guard let name = parseIdentifier() else { return nil }
        if let metric = metrics[name] {
            guard let value = _VisualFormatParser.number(metric) else {
                fail("The metric \(name) is not a number.", at: start)
            }
            return .constant(value)
        }
        if allowViews, let view = views[name] as? UIView { return .view(view) }
        fail("\(name) is not a key in the \(allowViews ? "views or metrics" : "metrics") dictionary.", at: start)
    }

    private mutating func parseNumber() -> CGFloat? {
        let start = position
        var text = ""
        if peek == "-" || peek == "+" {
            // A sign belongs to a number only inside parentheses, where '-' is not a connection.
            guard position > 0, "(,=<>@".contains(characters[position - 1]) else { return nil }
            text.append(characters[position])
            position += 1
        }
        while let character = peek, character.isASCII, character.isNumber || character == "." {
            text.append(character)
            position += 1
        }
        guard let value = Double(text) else {
            position = start
            return nil
        }
        return CGFloat(value)
    }

    private mutating func parseIdentifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        var name = ""
        while let character = peek, character.isASCII, character.isLetter || character.isNumber || character == "_" {
            name.append(character)
            position += 1
        }
        return name
    }

    /// A metric's value as a number.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}

/// Turns a parsed format into constraints.
@MainActor
struct _VisualFormatBuilder {
    let format: _VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let parser: _VisualFormatParser

    typealias Attribute = NSLayoutConstraint.Attribute

    func build() -> [NSLayoutConstraint] {
        let alignment = _alignmentAttribute()
        var constraints: [NSLayoutConstraint] = []
        // Sizes from the views' predicates.
        let size: Attribute = format.vertical ? .height : .width
        for entry in format.views {
            for predicate in entry.predicates {
                let constraint: NSLayoutConstraint
                switch predicate.object {
                case .constant(let value):
                    constraint = NSLayoutConstraint(
                        _first: entry.view, size, predicate.relation, second: nil, .notAnAttribute, multiplier: 1,
                        constant: value)
                case .view(let other):
                    constraint = NSLayoutConstraint(
                        _first: entry.view, size, predicate.relation, second: other, size, multiplier: 1, constant: 0)
                }
                if let priority = predicate.priority { constraint.priority = priority }
                constraints.append(constraint)
            }
        }
        // Spaces between neighbours.
        for (index, connection) in format.connections.enumerated() {
            constraints += _space(
                connection, before: format.views[index].view, after: format.views[index + 1].view,
                superviewBefore: false, superviewAfter: false)
        }
        if format.leadingSuperview != nil || format.trailingSuperview != nil {
            guard let superview = format.views.first?.view.superview else {
                let index =
                    format.leadingSuperview != nil
                    ? (parser.characters.firstIndex(of: "|") ?? 0) : parser.characters.count - 1
                parser.fail(
                    "Unable to interpret '|' character, because the related view doesn't have a superview", at: index)
            }
            if let connection = format.leadingSuperview, let first = format.views.first {
                constraints =
                    _space(
                        connection, before: superview, after: first.view, superviewBefore: true, superviewAfter: false)
                    + constraints
            }
            if let connection = format.trailingSuperview, let last = format.views.last {
                constraints += _space(
                    connection, before: last.view, after: superview, superviewBefore: false, superviewAfter: true)
            }
        }
        // Alignment across the format.
        if let alignment {
            for attribute in alignment {
                for index in format.views.indices.dropFirst() {
                    constraints.append(
                        NSLayoutConstraint(
                            _first: format.views[index - 1].view, attribute, .equal, second: format.views[index].view,
                            attribute, multiplier: 1, constant: 0))
                }
            }
        }
        return constraints
    }

    /// The attributes the options align, checked against the format's orientation.
    private func _alignmentAttribute() -> [Attribute]? {
        let pairs: [(NSLayoutConstraint.FormatOptions, Attribute, horizontalEdge: Bool)] = [
            (.alignAllLeft, .left, true), (.alignAllRight, .right, true), (.alignAllLeading, .leading, true),
            (.alignAllTrailing, .trailing, true), (.alignAllCenterX, .centerX, true), (.alignAllTop, .top, false),
            (.alignAllBottom, .bottom, false), (.alignAllCenterY, .centerY, false),
            (.alignAllLastBaseline, .lastBaseline, false), (.alignAllFirstBaseline, .firstBaseline, false),
        ]
        let chosen = pairs.filter { options.contains($0.0) }
        guard !chosen.isEmpty else { return nil }
        // Horizontal formats align on vertical positions (top, centre Y) and the other way round.
        if chosen.contains(where: { $0.horizontalEdge != format.vertical }) {
            let axis = format.vertical ? "vertical" : "horizontal"
            parser.fail(
                "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that "
                    + "is also \(axis).", at: parser.characters.count)
        }
        return chosen.map(\.1)
    }

    /// The constraints for the space between `before` and `after` (in the format's order).
    private func _space(
        _ connection: _VisualFormat.Connection, before: UIView, after: UIView, superviewBefore: Bool,
        superviewAfter: Bool
    ) -> [NSLayoutConstraint] {
        let vertical = format.vertical
        let direction = options.intersection(.directionMask)
        let reversed = !vertical && direction == .directionRightToLeft
        let explicit = !vertical && direction == .directionLeftToRight
        // The start and end edges along the format, and their margin forms.
        let start: Attribute = vertical ? .top : reversed ? .right : explicit ? .left : .leading
        let end: Attribute = vertical ? .bottom : reversed ? .left : explicit ? .right : .trailing
        let startMargin: Attribute =
            vertical ? .topMargin : reversed ? .rightMargin : explicit ? .leftMargin : .leadingMargin
        let endMargin: Attribute =
            vertical ? .bottomMargin : reversed ? .leftMargin : explicit ? .rightMargin : .trailingMargin
        // The edge of `before` the space starts from, and of `after` it ends at.
        var beforeEdge = superviewBefore ? start : end
        var afterEdge = superviewAfter ? end : start
        var predicates: [_VisualFormat.Predicate]
        switch connection {
        case .flush:
            predicates = [.init(relation: .equal, object: .constant(0), priority: nil)]
        case .standard:
            if superviewBefore || superviewAfter {
                if superviewBefore { beforeEdge = startMargin }
                if superviewAfter { afterEdge = endMargin }
                predicates = [.init(relation: .equal, object: .constant(0), priority: nil)]
            } else {
                predicates = [.init(relation: .equal, object: .constant(UIView._systemSpacing(vertical: format.vertical)), priority: nil)]
            }
        case .predicates(let list):
            predicates = list
        }
        return predicates.compactMap { predicate in
            guard case .constant(let value) = predicate.object else { return nil }
            // Growing coordinates run along the format, except right to left: then the space
            // is `before`'s edge less `after`'s.
            let constraint =
                reversed
                ? NSLayoutConstraint(
                    _first: before, beforeEdge, predicate.relation, second: after, afterEdge, multiplier: 1,
                    constant: value)
                : NSLayoutConstraint(
                    _first: after, afterEdge, predicate.relation, second: before, beforeEdge, multiplier: 1,
                    constant: value)
            if let priority = predicate.priority { constraint.priority = priority }
            return constraint
        }
    }
}

import Foundation

/// The checks ``StoryboardDocument`` makes over the whole file, a storyboard or a nib: every
/// element known, every id unique, every reference resolving, every value the loader reads
/// readable.
struct StoryboardChecker {
    let file: String
    /// Whether the file is a nib, which holds no segues.
    var isNib = false
    /// Each id in the file and the line it is declared on.
    private(set) var idLines: [String: Int] = [:]
    /// The ids of the scenes' view controllers and storyboard references.
    var sceneMemberIDs: Set<String> = []
    /// The ids of the scenes' exit placeholders.
    var exitIDs: Set<String> = []

    init(file: String) { self.file = file }

    /// The first pass: element names and ids (references are often forward, so they are
    /// resolved in the second).
    mutating func collect(_ element: StoryboardElement) throws(StoryboardError) {
        guard StoryboardVocabulary.elements.contains(element.name) else {
            throw element.fault("unknown element <\(element.name)>", in: file)
        }
        // `<segue reference=…>` (tie-breakers) and `<segue key=…>` (peek and pop) repeat an
        // id Xcode uses elsewhere, as do `<exclude reference=…>`s.
        if let id = element.id, element.name != "segue" || (element["reference"] == nil && element["key"] == nil) {
            if let other = idLines[id] {
                throw element.fault("id \"\(id)\" is also used on line \(other); ids must be unique", in: file)
            }
            idLines[id] = element.line
        }
        for child in element.children { try collect(child) }
    }

    /// The second pass: references and values.
    func check(_ element: StoryboardElement) throws(StoryboardError) {
        switch element.name {
        case "segue": try checkSegue(element)
        case "outlet", "outletCollection":
            try require(["property", "destination"], on: element)
            try resolve("destination", of: element)
        case "action":
            try require(["selector", "destination"], on: element)
            try resolve("destination", of: element)
            _ = try element.choice("eventType", of: StoryboardVocabulary.controlEvents, in: file)
        case "constraint": try checkConstraint(element)
        case "tableView":
            _ = try element.choice("style", of: StoryboardVocabulary.tableStyles, in: file)
            _ = try element.choice("dataMode", of: StoryboardVocabulary.tableDataModes, in: file)
        case "collectionViewFlowLayout":
            _ = try element.choice("scrollDirection", of: ["vertical", "horizontal"], in: file)
        case "tableViewCell":
            _ = try element.choice("style", of: StoryboardVocabulary.cellStyles, in: file)
            _ = try element.choice("accessoryType", of: StoryboardVocabulary.accessoryTypes, in: file)
            _ = try element.choice("selectionStyle", of: StoryboardVocabulary.selectionStyles, in: file)
            try resolve("textLabel", of: element)
            try resolve("detailTextLabel", of: element)
        case "swipeGestureRecognizer":
            _ = try element.choice("direction", of: StoryboardVocabulary.swipeDirections, in: file)
        case "rect", "point", "size", "inset", "edgeInsets":
            for attribute in ["x", "y", "width", "height", "minX", "minY", "maxX", "maxY", "top", "left", "bottom", "right"] {
                _ = try element.number(attribute, in: file)
            }
        case "autoresizingMask":
            for attribute in ["widthSizable", "heightSizable", "flexibleMinX", "flexibleMaxX", "flexibleMinY", "flexibleMaxY"] {
                _ = try element.bool(attribute, in: file)
            }
        case "userDefinedRuntimeAttribute":
            try require(["keyPath", "type"], on: element)
            let type = try element.choice("type", of: StoryboardVocabulary.runtimeAttributeTypes, in: file)
            if type == "boolean" { _ = try element.bool("value", in: file) }
        case "exclude", "include":
            try require(["reference"], on: element)
            try resolve("reference", of: element)
        default: break
        }
        // A runtime attribute's value is of the type it declares, checked when it is applied.
        if element.name != "userDefinedRuntimeAttribute" { try checkValues(of: element) }
        _ = try element.choice("modalPresentationStyle", of: StoryboardVocabulary.presentationStyles, in: file)
        _ = try element.choice("modalTransitionStyle", of: StoryboardVocabulary.transitionStyles, in: file)
        for child in element.children { try check(child) }
    }

    /// Checks the element's boolean and numeric attributes. An element has a handful of
    /// attributes and the lists have dozens, so it walks the element's and looks each up;
    /// only when one is unreadable does it walk the lists in order, so that the fault named
    /// is the same whatever order the attributes' dictionary keeps.
    private func checkValues(of element: StoryboardElement) throws(StoryboardError) {
        var readable = true
        for (name, value) in element.attributes {
            if Self.booleanSet.contains(name) {
                readable = readable && (value == "YES" || value == "NO")
            } else if Self.numberSet.contains(name) {
                readable = readable && (Double(value)?.isFinite ?? false)
            }
        }
        guard !readable else { return }
        for attribute in Self.booleans { _ = try element.bool(attribute, in: file) }
        for attribute in Self.numbers { _ = try element.number(attribute, in: file) }
    }

    private static let booleanSet = Set(booleans)
    private static let numberSet = Set(numbers)

    /// Boolean attributes the loader reads.
    static let booleans = [
        "hidden", "opaque", "clipsSubviews", "translatesAutoresizingMaskIntoConstraints", "userInteractionEnabled",
        "animates", "enabled", "selected", "highlighted", "on", "navigationBarHidden", "toolbarHidden",
        "definesPresentationContext", "hidesBottomBarWhenPushed", "clearsSelectionOnViewWillAppear", "scrollEnabled",
        "pagingEnabled", "editable", "selectable", "fixedFrame", "doubleSided", "symbolic", "allowsSelection",
        "allowsMultipleSelection", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
    ]

    /// Numeric attributes the loader reads.
    static let numbers = [
        "alpha", "tag", "constant", "priority", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "spacing", "rowHeight",
        "numberOfLines", "value", "minValue", "maxValue", "stepValue", "progress", "selectedSegmentIndex",
        "pointSize", "pageSpacing", "minimumLineSpacing", "minimumInteritemSpacing", "numberOfTapsRequired",
        "numberOfTouchesRequired", "minimumPressDuration", "allowableMovement", "minimumNumberOfTouches",
        "maximumNumberOfTouches",
    ]

    private func checkSegue(_ segue: StoryboardElement) throws(StoryboardError) {
        // Not segues: a tie-breaker reference, and a peek-and-pop configuration.
        if segue["reference"] != nil || segue["key"] != nil { return }
        if isNib { throw segue.fault("a nib holds no segues; they belong to storyboards", in: file) }
        try require(["destination", "kind"], on: segue)
        let kind = try segue.choice("kind", of: StoryboardVocabulary.segueKinds, in: file)!
        _ = try segue.choice("trigger", of: StoryboardVocabulary.segueTriggers, in: file)
        let destination = segue["destination"]!
        switch kind {
        case "unwind":
            try require(["unwindAction"], on: segue)
            guard exitIDs.contains(destination) else {
                throw segue.fault("an unwind segue's destination \"\(destination)\" is not an Exit placeholder of a scene", in: file)
            }
        case "relationship":
            try require(["relationship"], on: segue)
            _ = try segue.choice("relationship", of: StoryboardVocabulary.relationships, in: file)
            fallthrough
        default:
            guard sceneMemberIDs.contains(destination) else {
                if idLines[destination] != nil {
                    throw segue.fault("destination \"\(destination)\" is not a view controller or storyboard reference", in: file)
                }
                throw segue.fault("destination \"\(destination)\" names nothing in the file", in: file)
            }
        }
    }

    private func checkConstraint(_ constraint: StoryboardElement) throws(StoryboardError) {
        try require(["firstAttribute"], on: constraint)
        _ = try constraint.choice("firstAttribute", of: StoryboardVocabulary.layoutAttributes, in: file)
        _ = try constraint.choice("secondAttribute", of: StoryboardVocabulary.layoutAttributes, in: file)
        _ = try constraint.choice("relation", of: StoryboardVocabulary.relations, in: file)
        if constraint["secondItem"] != nil, constraint["secondAttribute"] == nil {
            throw constraint.fault("a constraint with a secondItem needs a secondAttribute", in: file)
        }
        try resolve("firstItem", of: constraint)
        try resolve("secondItem", of: constraint)
        _ = try constraint.multiplier(in: file)
        _ = try constraint.bool("placeholder", in: file)
        if let priority = try constraint.number("priority", in: file), !(1...1000).contains(priority) {
            throw constraint.fault("priority=\"\(constraint["priority"]!)\" is outside 1–1000", in: file)
        }
    }

    private func require(_ attributes: [String], on element: StoryboardElement) throws(StoryboardError) {
        for attribute in attributes where element[attribute] == nil {
            throw element.fault("the required attribute \(attribute) is missing", in: file)
        }
    }

    /// The attribute, when present, names an id in the file.
    private func resolve(_ attribute: String, of element: StoryboardElement) throws(StoryboardError) {
        guard let id = element[attribute] else { return }
        guard idLines[id] != nil else {
            throw element.fault("\(attribute)=\"\(id)\" names nothing in the file", in: file)
        }
    }
}

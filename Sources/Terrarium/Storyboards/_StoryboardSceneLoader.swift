import Foundation

/// Builds a storyboard scene's view hierarchy when its controller loads its view: the views
/// (each through its class's `init?(coder:)`), their layout guides and constraints, the
/// scene's outlets, `awakeFromNib()`, then its embed segues. A table's or collection view's
/// prototype cells are built the same way, one cell at a time, when the app dequeues one
/// (see `_StoryboardSceneLoader+Cells.swift`), and so are a nib's objects, for the owner
/// that instantiates it (see `_StoryboardSceneLoader+Nib.swift`).
///
/// UIKit loads a scene's view from the nib the storyboard compiler split off for it, then
/// connects the nib's outlets and performs the container views' embed segues, all inside
/// `loadView()`, so `viewDidLoad()` finds its outlets set and its embedded children in
/// place. This loader keeps that order.
@MainActor
final class _StoryboardSceneLoader {
    let storyboard: UIStoryboard
    let scene: StoryboardDocument.Scene
    /// The scene's controller; for a nib, its owner when that is a controller.
    let controller: UIViewController?
    /// The object the scene's member stands for: the controller, or a nib's File's Owner
    /// (any object, or `nil`).
    let owner: AnyObject?
    /// The objects made so far by id: the controller, views, layout guides, constraints.
    var objects: [String: AnyObject] = [:]
    /// The views made, in the order made, for their `awakeFromNib()`.
    var made: [UIView] = []
    /// Ids of constraints a size-class variation excludes from the base configuration.
    private var excluded: Set<String> = []
    /// The constraints each size class installs or uninstalls, by constraint id.
    private var masks: [(classes: _StoryboardVariations.SizeClasses, id: String, install: Bool, ofViews: Bool)] = []
    /// Ids of subviews the base configuration does not install.
    private var excludedViews: Set<String> = []
    private let variations = _StoryboardVariations()
    /// Objects standing in for custom classes that were not found (a warning named each):
    /// their outlets are skipped, as the class that declares them is missing.
    var standIns: Set<ObjectIdentifier> = []
    var file: String { storyboard._document.file }

    init(storyboard: UIStoryboard, scene: StoryboardDocument.Scene, controller: UIViewController) {
        self.storyboard = storyboard
        self.scene = scene
        self.controller = controller
        self.owner = controller
    }

    /// A loader of a nib's objects for `owner`, its File's Owner.
    init(storyboard: UIStoryboard, nib: StoryboardDocument.Scene, owner: AnyObject?) {
        self.storyboard = storyboard
        self.scene = nib
        self.controller = owner as? UIViewController
        self.owner = owner
    }

    /// Builds the scene's view, sets it as the controller's view, connects outlets and
    /// performs embed segues; `false` when the scene has no view (a container's scene).
    func load() throws(StoryboardError) -> Bool {
        let member = scene.member
        guard let controller,
            let rootElement = member.children.first(where: { $0["key"] == "view" && $0.name != "navigationItem" })
        else {
            return false
        }
        if let id = member.id { objects[id] = controller }
        if controller._isStoryboardStandIn { standIns.insert(ObjectIdentifier(controller)) }
        makeSceneObjects()
        let root = try makeView(rootElement)
        controller.view = root
        // Old files' top and bottom layout guides belong to the controller's view, so they
        // exist only once the view is set.
        for guide in member.children(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
            guard let id = guide.id else { continue }
            objects[id] = controller._layoutSupportGuide(guide["type"] == "bottom" ? .bottom : .top)
        }
        try installConstraints(in: [rootElement], root: root)
        connectOutlets(in: [member])
        try setRuntimeAttributes(in: rootElement)
        connectActions(in: rootElement)
        attachSegueTriggers(in: rootElement)
        connectSceneObjects()
        awakeViews()
        try performEmbedSegues(in: rootElement)
        return true
    }

    // MARK: Runtime attributes

    /// Sets each view's user-defined runtime attributes, outlets connected.
    func setRuntimeAttributes(in element: StoryboardElement) throws(StoryboardError) {
        if let view = element.id.flatMap({ objects[$0] }) as? UIView {
            try storyboard._setRuntimeAttributes(of: element, on: view, warning: !standIns.contains(ObjectIdentifier(view)))
        }
        for child in madeChildren(of: element) { try setRuntimeAttributes(in: child) }
    }

    // MARK: Views

    func makeView(_ element: StoryboardElement) throws(StoryboardError) -> UIView {
        let (type, isStandIn) = try viewClass(of: element)
        guard let view = type.init(coder: _StoryboardCoder(element: element, storyboard: storyboard)) else {
            throw element.fault("\(type).init(coder:) returned nil", in: file)
        }
        if isStandIn { standIns.insert(ObjectIdentifier(view)) }
        try fill(view, from: element)
        return view
    }

    /// Makes what `element` holds in `view`: its subviews, a cell's content view (which the
    /// cell made) and a table's cells, and notes its layout guides and excluded constraints.
    private func fill(_ view: UIView, from element: StoryboardElement) throws(StoryboardError) {
        if let id = element.id { objects[id] = view }
        made.append(view)
        for child in element.children(of: "subviews") {
            view._addStoryboardSubview(try makeView(child))
        }
        if let content = element.child(key: "contentView"), let contentView = view._storyboardContentView {
            try fill(contentView, from: content)
        }
        try makeCells(of: element, in: view)
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id, let key = guide["key"] else { continue }
            if let layoutGuide = view._storyboardLayoutGuide(key: key) { objects[id] = layoutGuide }
        }
        for variation in element.children where variation.name == "variation" {
            let classes = variation["key"].flatMap(_StoryboardVariations.SizeClasses.init(key:))
            for mask in variation.children where mask["key"] == "constraints" || mask["key"] == "subviews" {
                let ofViews = mask["key"] == "subviews"
                for change in mask.children where change.name == "exclude" || change.name == "include" {
                    guard let id = change["reference"] else { continue }
                    if let classes {
                        masks.append((classes, id, change.name == "include", ofViews))
                    } else if variation["key"] == "default", change.name == "exclude" {
                        if ofViews { excludedViews.insert(id) } else { excluded.insert(id) }
                    }
                }
            }
        }
    }

    /// Sends `awakeFromNib()` to the views made, once their outlets are connected, as
    /// UIKit's nib loading does to every object it made.
    func awakeViews() {
        for view in made { view.awakeFromNib() }
    }

    static let viewClasses: [String: UIView.Type] = [
        "UIView": UIView.self, "UILabel": UILabel.self, "UIButton": UIButton.self, "UIImageView": UIImageView.self,
        "UIScrollView": UIScrollView.self, "UIStackView": UIStackView.self, "UITableView": UITableView.self,
        "UITableViewCell": UITableViewCell.self, "UICollectionView": UICollectionView.self,
        "UICollectionViewCell": UICollectionViewCell.self, "UICollectionReusableView": UICollectionReusableView.self,
        "UINavigationBar": UINavigationBar.self, "UITabBar": UITabBar.self, "UIToolbar": UIToolbar.self,
        "UITextField": UITextField.self, "UITextView": UITextView.self, "UISwitch": UISwitch.self,
        "UISlider": UISlider.self, "UISegmentedControl": UISegmentedControl.self, "UIStepper": UIStepper.self,
        "UIProgressView": UIProgressView.self, "UIActivityIndicatorView": UIActivityIndicatorView.self,
        "UIPageControl": UIPageControl.self, "UISearchBar": UISearchBar.self,
        "UIVisualEffectView": UIVisualEffectView.self, "UIControl": UIControl.self,
    ]

    /// The view class of `element`: its custom class when found, else its element's UIKit
    /// class (the nearest one Terrarium has) and a warning.
    private func viewClass(of element: StoryboardElement) throws(StoryboardError) -> (type: UIView.Type, isStandIn: Bool) {
        let uikitName = StoryboardVocabulary.objects[element.name] ?? "UIView"
        guard let uikitClass = Self.viewClasses[uikitName] else {
            throw element.fault("<\(element.name)> is not a view", in: file)
        }
        if StoryboardVocabulary.standIns.contains(element.name) {
            MainLoop.main.logger.warning(
                "\(storyboard._label): Terrarium has no view for <\(element.name)> (line \(element.line)); showing a \(uikitName)")
            return (uikitClass, true)
        }
        return try storyboard._customClass(of: element, standingIn: uikitClass, named: uikitName)
    }

    // MARK: Constraints

    /// Activates the constraints of every view under `elements`, constants and multipliers as
    /// the file writes them (points, as in code), those of the size classes the controller (or
    /// a nib's owner, or `root`) has now; placeholders are skipped. When size-class variations
    /// switch constraints, `root` (the scene's view, a cell, a nib's first top-level view)
    /// keeps them (``_StoryboardVariations``) to switch them as its traits change.
    func installConstraints(in elements: [StoryboardElement], root: UIView) throws(StoryboardError) {
        func visit(_ element: StoryboardElement) throws(StoryboardError) {
            for constraint in element.children(of: "constraints") where constraint.name == "constraint" {
                guard constraint["placeholder"] != "YES" else { continue }
                let made = try makeConstraint(constraint, owner: element)
                if let id = constraint.id { objects[id] = made }
                variations.add(made, id: constraint.id, installedByDefault: !excluded.contains(constraint.id ?? ""))
                for variation in constraint.children where variation.name == "variation" {
                    guard let id = constraint.id, let points = try variation.number("constant", in: file),
                        let classes = variation["key"].flatMap(_StoryboardVariations.SizeClasses.init(key:))
                    else { continue }
                    variations.add(constant: CGFloat(points), of: id, for: classes)
                }
            }
            for child in madeChildren(of: element) { try visit(child) }
        }
        for element in elements { try visit(element) }
        for id in Set(masks.filter(\.ofViews).map(\.id)).union(excludedViews).sorted() {
            guard let view = objects[id] as? UIView else { continue }
            variations.add(view, id: id, installedByDefault: !excludedViews.contains(id))
        }
        for mask in masks {
            if mask.ofViews {
                variations.add(installView: mask.install, of: mask.id, for: mask.classes)
            } else {
                variations.add(install: mask.install, of: mask.id, for: mask.classes)
            }
        }
        let traits = controller?.traitCollection ?? (owner as? UITraitEnvironment)?.traitCollection
        variations.apply(traits ?? root.traitCollection)
        if !variations.isEmpty { root._storyboardVariations = variations }
    }

    private static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    private func makeConstraint(_ element: StoryboardElement, owner: StoryboardElement) throws(StoryboardError) -> NSLayoutConstraint {
        guard let firstID = element["firstItem"] ?? owner.id, let first = objects[firstID] else {
            throw element.fault("the constraint's first item is not a view or layout guide of this scene", in: file)
        }
        let firstAttribute = Self.attributes[element["firstAttribute"]!]!
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondName = element["secondAttribute"] {
            secondAttribute = Self.attributes[secondName]!
            let secondID = element["secondItem"] ?? owner.id
            guard let secondID, let item = objects[secondID] else {
                throw element.fault("the constraint's second item is not a view or layout guide of this scene", in: file)
            }
            second = item
        }
        let multiplier = CGFloat(try element.multiplier(in: file))
        let constant = CGFloat(try element.number("constant", in: file) ?? 0)
        let relation: NSLayoutConstraint.Relation =
            switch element["relation"] {
            case "lessThanOrEqual": .lessThanOrEqual
            case "greaterThanOrEqual": .greaterThanOrEqual
            default: .equal
            }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
        if let priority = try element.number("priority", in: file) { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        return constraint
    }

    // MARK: Outlets

    /// Connects each `<outlet>` and `<outletCollection>` under `roots` whose source and
    /// destination are made (views, constraints, guides, the controller's items, gesture
    /// recognizers, a nib's owner; not yet custom objects), except those of stand-ins for
    /// missing classes. An outlet collection gathers its destinations across all of `roots`.
    func connectOutlets(in roots: [StoryboardElement]) {
        var collections: [(source: UIOutletConnecting, property: String, element: StoryboardElement, items: [AnyObject])] = []
        func visit(_ element: StoryboardElement) {
            let source = element.id.flatMap { objects[$0] } as? UIOutletConnecting
            for connection in element.children(of: "connections") {
                guard connection.name == "outlet" || connection.name == "outletCollection" else { continue }
                guard let source, !standIns.contains(ObjectIdentifier(source)), let property = connection["property"],
                    let destination = connection["destination"].flatMap({ objects[$0] }),
                    !standIns.contains(ObjectIdentifier(destination))
                else { continue }
                if connection.name == "outlet" {
                    connect(source, property, destination)
                } else if let index = collections.firstIndex(where: { $0.source === source && $0.property == property }) {
                    collections[index].items.append(destination)
                } else {
                    collections.append((source, property, connection, [destination]))
                }
            }
            for child in element.children where child.name != "connections" { visit(child) }
        }
        for root in roots { visit(root) }
        for collection in collections {
            connect(collection.source, collection.property, collection.items)
        }
    }

    /// Sets the outlet, or stops with UIKit's message when the source, of an app's class, has
    /// no such outlet. An outlet of a UIKit property Terrarium lacks is skipped with a warning.
    private func connect(_ source: UIOutletConnecting, _ property: String, _ destination: Any) {
        guard source.connectOutlet(named: property, to: destination) else {
            if String(reflecting: type(of: source)).hasPrefix("Terrarium.") {
                MainLoop.main.logger.warning(
                    "\(storyboard._label): Terrarium's \(type(of: source)) has no outlet \(property); not connected")
                return
            }
            _terminate(
                uncaughtException: "NSUnknownKeyException",
                reason: "[\(source) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property).")
        }
    }

    // MARK: Actions

    /// Makes each control send its storyboard actions for their events: to the connection's
    /// destination, or along the responder chain when that is the First Responder.
    func connectActions(in element: StoryboardElement) {
        if let control = element.id.flatMap({ objects[$0] }) as? UIControl {
            for action in element.children(of: "connections") where action.name == "action" {
                guard let name = action["selector"], let destinationID = action["destination"] else { continue }
                let events = action["eventType"].flatMap(UIControl.Event.init(storyboardName:)) ?? .primaryActionTriggered
                let sendsToResponders = destinationID == scene.firstResponderID
                let target = objects[destinationID]
                if let target, standIns.contains(ObjectIdentifier(target)) { continue }
                guard sendsToResponders || target != nil else { continue }
                control.addAction(
                    UIAction { [weak control, weak target] _ in
                        guard let control else { return }
                        _StoryboardAction.send(name, to: sendsToResponders ? nil : target, from: control, in: control)
                    }, for: events)
            }
        }
        for child in madeChildren(of: element) { connectActions(in: child) }
    }

    // MARK: Triggered segues

    /// Makes each control that triggers a segue perform it on its primary action (a
    /// button's tap or Return), and each cell on its selection, asking the controller's
    /// `shouldPerformSegue` first.
    func attachSegueTriggers(in element: StoryboardElement) {
        if let control = element.id.flatMap({ objects[$0] }) as? UIControl {
            for segue in element.children(of: "connections") where segue.name == "segue" {
                control.addAction(
                    UIAction { [weak controller, weak control] _ in
                        controller?._performStoryboardSegue(segue, sender: control, asking: true)
                    }, for: .primaryActionTriggered)
            }
        }
        attachCellSegueTriggers(of: element)
        for child in madeChildren(of: element) { attachSegueTriggers(in: child) }
    }

    // MARK: Embed segues

    /// Performs the embed segue of each container view: the destination becomes a child of
    /// the controller, its view fills the container view, and it gets `didMove(toParent:)`.
    private func performEmbedSegues(in element: StoryboardElement) throws(StoryboardError) {
        guard let controller else { return }
        var embeds: [(container: UIView, segue: StoryboardElement)] = []
        func visit(_ element: StoryboardElement) {
            if let container = element.id.flatMap({ objects[$0] }) as? UIView {
                for segue in element.children(of: "connections") where segue.name == "segue" && segue["kind"] == "embed" {
                    embeds.append((container, segue))
                }
            }
            for child in madeChildren(of: element) { visit(child) }
        }
        visit(element)
        for (container, segue) in embeds {
            let child = try storyboard._instantiate(memberID: segue["destination"]!, creator: nil)
            let made = UIStoryboardSegue(identifier: segue["identifier"], source: controller, destination: child)
            controller.prepare(for: made, sender: nil)
            controller.addChild(child)
            let childView: UIView = child.view
            childView.frame = container.bounds
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(childView)
            child.didMove(toParent: controller)
        }
    }
}

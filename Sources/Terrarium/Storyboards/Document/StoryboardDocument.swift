import Foundation

/// A storyboard or nib file read and checked whole: a storyboard's scenes, indexed by the ids
/// and storyboard identifiers that instantiation and segues look them up by, or a nib's
/// objects.
///
/// Opening a file checks everything the loader will rely on later (every reference and
/// destination resolves, every value it reads reads), so that a fault is reported once,
/// with its line, when the file is opened, and instantiating a scene (or a nib's objects)
/// later cannot fail halfway.
///
/// Both kinds share one format (Xcode writes a `.xib` as a `.storyboard` without scenes: its
/// `<objects>` are the document's), so they share this reader, this checker and the scene
/// loader: a nib is read as one scene whose member is its File's Owner placeholder and whose
/// objects are its other placeholders and its top-level objects.
struct StoryboardDocument: Sendable {
    /// What the file is: Xcode's two kinds of Interface Builder document for iOS.
    enum Kind: Sendable {
        /// A `.storyboard`: scenes, each a view controller.
        case storyboard
        /// A `.xib`: top-level objects, with the File's Owner and First Responder placeholders.
        case nib
    }

    /// One `<scene>`: the controller (or storyboard reference) it holds and its other objects.
    struct Scene: Sendable {
        /// The element with `sceneMemberID="viewController"`: a controller, or a
        /// `viewControllerPlaceholder` standing for a scene of another storyboard.
        var member: StoryboardElement
        /// The scene's other top-level objects (gesture recognizers, custom objects, bar
        /// items), which the scene's connections may name.
        var objects: [StoryboardElement]
        /// The ids of the scene's `<exit>` placeholders, the destinations of its unwind segues.
        var exitIDs: Set<String>
        /// The id of the scene's First Responder placeholder: an action sent to it goes up the
        /// responder chain.
        var firstResponderID: String?
    }

    /// The file's path or name, for errors.
    var file: String
    /// Whether the file is a storyboard or a nib.
    var kind: Kind
    /// The scenes in the file's order; none in a nib.
    var scenes: [Scene]
    /// A nib's objects as one scene: its member is the File's Owner placeholder, its objects
    /// the other placeholders and the top-level objects, in the file's order; `nil` for a
    /// storyboard.
    var nib: Scene?
    /// The id of the controller `instantiateInitialViewController()` makes, if the file has one.
    var initialViewControllerID: String?
    /// The scene whose member has an id.
    var sceneIndexByMemberID: [String: Int]
    /// The member id of each `storyboardIdentifier`.
    var memberIDByIdentifier: [String: String]

    /// Reads and checks `data`, the contents of `file`, which must be of `kind`.
    init(data: Data, file: String, kind: Kind = .storyboard) throws(StoryboardError) {
        try self.init(root: StoryboardXMLReader.read(data, file: file), file: file, kind: kind)
    }

    /// Checks a parsed file, which must be of `kind`.
    init(root: StoryboardElement, file: String, kind: Kind = .storyboard) throws(StoryboardError) {
        self.file = file
        self.kind = kind
        let noun = kind == .nib ? "nib" : "storyboard"
        guard root.name == "document" else {
            throw root.fault("a \(noun)'s root element is <document>", in: file)
        }
        let type = root["type"] ?? ""
        let isStoryboard = type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard")
        let isNib = !isStoryboard && type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        switch kind {
        case .storyboard where isNib:
            throw root.fault(
                "the file is a nib (.xib), not a storyboard; open it with UINib(nibName:bundle:)", in: file)
        case .nib where isStoryboard:
            throw root.fault(
                "the file is a storyboard, not a nib (.xib); open it with UIStoryboard(name:bundle:)", in: file)
        case .storyboard where !isStoryboard:
            throw root.fault(
                "type=\"\(type)\" is not an iOS storyboard (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB)",
                in: file)
        case .nib where !isNib:
            throw root.fault(
                "type=\"\(type)\" is not an iOS nib (com.apple.InterfaceBuilder3.CocoaTouch.XIB)", in: file)
        default:
            break
        }
        if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS"), !runtime.hasPrefix("AppleTV") {
            throw root.fault("targetRuntime=\"\(runtime)\" is not iOS or tvOS", in: file)
        }

        var checker = StoryboardChecker(file: file)
        try checker.collect(root)
        if kind == .nib {
            self.nib = try Self.nibScene(of: root, file: file)
            checker.isNib = true
            try checker.check(root)
            self.scenes = []
            self.initialViewControllerID = nil
            self.sceneIndexByMemberID = [:]
            self.memberIDByIdentifier = [:]
            return
        }
        self.nib = nil

        var scenes: [Scene] = []
        var sceneIndexByMemberID: [String: Int] = [:]
        var memberIDByIdentifier: [String: String] = [:]
        var identifierLines: [String: Int] = [:]
        for scene in root.children(of: "scenes") where scene.name == "scene" {
            let objects = scene.children(of: "objects")
            let members = objects.filter { $0["sceneMemberID"] == "viewController" }
            guard let member = members.first else {
                throw scene.fault("the scene holds no view controller (no object with sceneMemberID=\"viewController\")", in: file)
            }
            if members.count > 1 {
                throw members[1].fault("a second view controller in one scene (the first is \(member.opening))", in: file)
            }
            guard StoryboardVocabulary.controllers[member.name] != nil else {
                throw member.fault("<\(member.name)> is not a view controller element", in: file)
            }
            guard let id = member.id else { throw member.fault("the view controller has no id", in: file) }
            if let identifier = member["storyboardIdentifier"], member.name != "viewControllerPlaceholder" {
                if let other = identifierLines[identifier] {
                    throw member.fault(
                        "storyboardIdentifier \"\(identifier)\" is also used on line \(other); identifiers must be unique",
                        in: file)
                }
                identifierLines[identifier] = member.line
                memberIDByIdentifier[identifier] = id
            }
            sceneIndexByMemberID[id] = scenes.count
            scenes.append(
                Scene(
                    member: member,
                    objects: objects.filter { $0["sceneMemberID"] != "viewController" },
                    exitIDs: Set(objects.filter { $0.name == "exit" }.compactMap(\.id)),
                    firstResponderID: objects.first { $0["placeholderIdentifier"] == "IBFirstResponder" }?.id))
        }
        checker.sceneMemberIDs = Set(sceneIndexByMemberID.keys)
        checker.exitIDs = Set(scenes.flatMap(\.exitIDs))
        try checker.check(root)

        if let initial = root["initialViewController"] {
            guard sceneIndexByMemberID[initial] != nil else {
                throw root.fault("initialViewController=\"\(initial)\" names no view controller in the file", in: file)
            }
        }
        self.scenes = scenes
        self.initialViewControllerID = root["initialViewController"]
        self.sceneIndexByMemberID = sceneIndexByMemberID
        self.memberIDByIdentifier = memberIDByIdentifier
    }

    /// A nib's `<objects>` as one scene. Its top-level objects are views (cells included) and
    /// gesture recognizers; a view controller there is a fault, as Terrarium makes a nib's
    /// objects for an owner and does not make controllers from nibs.
    private static func nibScene(
        of root: StoryboardElement, file: String
    ) throws(StoryboardError) -> Scene {
        guard let objects = root.child(named: "objects") else {
            throw root.fault("a nib's objects are in <objects>, which the file lacks", in: file)
        }
        for object in objects.children where StoryboardVocabulary.controllers[object.name] != nil {
            throw object.fault(
                "a view controller at the top of a nib is not supported; "
                    + "Terrarium makes a nib's views, cells and gesture recognizers",
                in: file)
        }
        let placeholders = objects.children.filter { $0.name == "placeholder" }
        let owner = placeholders.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        return Scene(
            // A nib without a File's Owner (Xcode always writes one) has an owner without id.
            member: owner
                ?? StoryboardElement(name: "placeholder", attributes: ["placeholderIdentifier": "IBFilesOwner"]),
            objects: objects.children.filter { $0["placeholderIdentifier"] != "IBFilesOwner" },
            exitIDs: [],
            firstResponderID: placeholders.first { $0["placeholderIdentifier"] == "IBFirstResponder" }?.id)
    }

    /// The scene whose member has `id`.
    func scene(memberID id: String) -> Scene? {
        sceneIndexByMemberID[id].map { scenes[$0] }
    }
}

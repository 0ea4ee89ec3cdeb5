import Foundation

/// A storyboard file read and checked whole: its scenes, indexed by the ids and
/// storyboard identifiers that instantiation and segues look them up by.
///
/// Opening a file checks everything the loader will rely on later (every reference and
/// destination resolves, every value it reads reads), so that a fault is reported once,
/// with its line, when the storyboard is opened, and instantiating a scene later cannot
/// fail halfway.
struct StoryboardDocument: Sendable {
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
    /// The scenes in the file's order.
    var scenes: [Scene]
    /// The id of the controller `instantiateInitialViewController()` makes, if the file has one.
    var initialViewControllerID: String?
    /// The scene whose member has an id.
    var sceneIndexByMemberID: [String: Int]
    /// The member id of each `storyboardIdentifier`.
    var memberIDByIdentifier: [String: String]

    /// Reads and checks `data`, the contents of `file`.
    init(data: Data, file: String) throws(StoryboardError) {
        try self.init(root: StoryboardXMLReader.read(data, file: file), file: file)
    }

    /// Checks a parsed file.
    init(root: StoryboardElement, file: String) throws(StoryboardError) {
        self.file = file
        guard root.name == "document" else {
            throw root.fault("a storyboard's root element is <document>", in: file)
        }
        let type = root["type"] ?? ""
        if type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.XIB") {
            throw root.fault("the file is a nib (.xib), not a storyboard; Terrarium loads storyboards", in: file)
        }
        guard type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard") else {
            throw root.fault("type=\"\(type)\" is not an iOS storyboard (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB)", in: file)
        }
        if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS"), !runtime.hasPrefix("AppleTV") {
            throw root.fault("targetRuntime=\"\(runtime)\" is not iOS or tvOS", in: file)
        }

        var checker = StoryboardChecker(file: file)
        try checker.collect(root)

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

    /// The scene whose member has `id`.
    func scene(memberID id: String) -> Scene? {
        sceneIndexByMemberID[id].map { scenes[$0] }
    }
}

import Foundation

/// What tools that open any storyboard (`terrarium run`, previews) need and an app does not:
/// the file's scenes listed, a scene made without a Storyboard ID, instantiation that throws
/// instead of stopping, and the custom classes that were shown as their UIKit class.
///
/// - Note: Terrarium additions. UIKit's storyboards are compiled into the app with their
///   classes, so UIKit has nothing to list and nothing to stand in for.
extension UIStoryboard {
    /// A scene of the file, as a tool lists it.
    public struct Scene: Sendable, Hashable {
        /// The scene's Storyboard ID, if it has one.
        public let storyboardIdentifier: String?
        /// The class the scene names: its custom class, else the UIKit class of its element
        /// (`UINavigationController`), or `Storyboard reference → NAME` for a reference.
        public let className: String
        /// The scene's title: the controller's, else its navigation item's, if either is set.
        public let title: String?
        /// The line the scene's controller starts on.
        public let line: Int
        /// The id of the scene's controller, which instantiation looks up.
        let memberID: String
    }

    /// The file's scenes, in the file's order.
    public var scenes: [Scene] {
        _document.scenes.compactMap { scene in
            let member = scene.member
            guard let id = member.id else { return nil }
            let className: String
            if member.name == "viewControllerPlaceholder" {
                let target = member["storyboardName"] ?? _name
                let identifier = member["referencedIdentifier"].map { " \($0)" } ?? ""
                className = "Storyboard reference → \(target)\(identifier)"
            } else {
                className = member["customClass"] ?? StoryboardVocabulary.controllers[member.name] ?? member.name
            }
            return Scene(
                storyboardIdentifier: member["storyboardIdentifier"], className: className,
                title: member["title"] ?? member.child(key: "navigationItem")?["title"], line: member.line, memberID: id
            )
        }
    }

    /// The scene `instantiateInitialViewController()` makes, if the file has one.
    public var initialScene: Scene? {
        guard let id = _document.initialViewControllerID else { return nil }
        return scenes.first { $0.memberID == id }
    }

    /// Makes `scene`'s controller, with its relationship children, as
    /// `instantiateViewController(withIdentifier:)` does, but throws the fault (a storyboard
    /// reference whose file is missing, a custom class of the wrong kind) instead of stopping.
    public func instantiateViewController(for scene: Scene) throws(StoryboardError) -> UIViewController {
        try _instantiate(memberID: scene.memberID, creator: nil)
    }

    // MARK: Stand-ins

    /// A custom class the storyboard named but that could not be found, and the UIKit class
    /// whose object was made in its place (with a warning in the log).
    public struct StandIn: Sendable, Hashable {
        /// The class the file names (`customClass`).
        public let customClass: String
        /// The UIKit class shown instead.
        public let uikitClass: String
    }

    /// The stand-ins made so far by this storyboard and the storyboards its references
    /// opened, each class once, in the order first made. Controllers are made as they are
    /// instantiated and views as their scene's view loads, so the list grows as the app goes.
    public var standIns: [StandIn] { _standIns }

    /// Called on the main actor with each new entry of ``standIns``, as it is made.
    public var standInHandler: ((StandIn) -> Void)? {
        get { _standInHandler }
        set { _standInHandler = newValue }
    }

    /// Records that `uikitName` stands in for `customClass`, here and in the storyboards whose
    /// references opened this one.
    func _recordStandIn(customClass: String, uikitName: String) {
        let standIn = StandIn(customClass: customClass, uikitClass: uikitName)
        var storyboard: UIStoryboard? = self
        while let current = storyboard {
            if !current._standIns.contains(standIn) {
                current._standIns.append(standIn)
                current._standInHandler?(standIn)
            }
            storyboard = current._referrer
        }
    }
}

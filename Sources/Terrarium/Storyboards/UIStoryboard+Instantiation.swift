import Foundation

/// Making a scene's controller: its class through `init?(coder:)`, the scene's attributes
/// and items, its relationship children, then `awakeFromNib()`.
///
/// Relationship children (a navigation controller's root, a tab bar controller's tabs in the
/// file's order, a split view's columns) are made at once, with their own children, as UIKit
/// decodes them with their container. A storyboard reference among them opens its file now.
///
/// - Note: UIKit decodes the scene inside `init?(coder:)`; Terrarium sets the scene's
///   attributes and children after it returns, before `awakeFromNib()`. So an override of
///   `init?(coder:)` reads them through the coder (`coder.decodeObject(forKey: "title")`),
///   and sees them on `self` from `awakeFromNib()` on.
extension UIStoryboard {
    typealias _Creator = (NSCoder) -> UIViewController?

    /// The controller of the scene whose member has `id`, or the stop UIKit's exception would be.
    func _instantiateOrStop(memberID id: String, creator: _Creator?) -> UIViewController {
        do {
            return try _instantiate(memberID: id, creator: creator)
        } catch {
            _terminate(uncaughtException: "NSInvalidArgumentException", reason: error.description)
        }
    }

    /// The controller of the scene whose member has `id`.
    func _instantiate(memberID id: String, creator: _Creator?) throws(StoryboardError) -> UIViewController {
        guard let scene = _document.scene(memberID: id) else {
            throw StoryboardError(file: _document.file, line: 0, element: "", reason: "no view controller has id \"\(id)\"")
        }
        let member = scene.member
        if member.name == "viewControllerPlaceholder" {
            return try _instantiateReference(member, creator: creator)
        }
        let (type, isStandIn) = try _controllerClass(of: member)
        let coder = _StoryboardCoder(element: member, storyboard: self)
        let made: UIViewController?
        if let creator {
            made = creator(coder)
            if let made, !made.isKind(of: type) {
                _terminate(
                    uncaughtException: "NSInternalInconsistencyException",
                    reason: "Custom instantiated \(made) must be a kind of class \(type)")
            }
        } else {
            made = type.init(coder: coder)
        }
        guard let controller = made else {
            throw member.fault("\(type).init(coder:) returned nil", in: _document.file)
        }
        controller._storyboard = self
        controller._storyboardMemberID = id
        controller._isStoryboardStandIn = isStandIn
        try controller._decodeStoryboardScene(coder)
        var relationships: [(relationship: String, controller: UIViewController)] = []
        for segue in member.children(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            let child = try _instantiate(memberID: segue["destination"]!, creator: nil)
            relationships.append((segue["relationship"]!, child))
        }
        if !relationships.isEmpty {
            controller._setStoryboardRelationships(relationships)
        }
        try _setRuntimeAttributes(of: member, on: controller, warning: !isStandIn)
        controller.awakeFromNib()
        return controller
    }

    /// The controller a storyboard reference stands for, from its storyboard (this one when
    /// it names none), with the reference's own tab and navigation items when it has them.
    private func _instantiateReference(_ placeholder: StoryboardElement, creator: _Creator?) throws(StoryboardError) -> UIViewController {
        let storyboard: UIStoryboard
        if let name = placeholder["storyboardName"], name != _name {
            storyboard = try _referencedStoryboard(name, from: placeholder)
        } else {
            storyboard = self
        }
        let id: String
        if let identifier = placeholder["referencedIdentifier"] {
            guard let found = storyboard._document.memberIDByIdentifier[identifier] else {
                throw placeholder.fault(
                    "storyboard \(storyboard._name) has no view controller with the Storyboard ID \"\(identifier)\"",
                    in: _document.file)
            }
            id = found
        } else {
            guard let initial = storyboard._document.initialViewControllerID else {
                throw placeholder.fault(
                    "storyboard \(storyboard._name) has no initial view controller to stand for", in: _document.file)
            }
            id = initial
        }
        if storyboard === self, _document.scene(memberID: id)?.member.id == placeholder.id {
            throw placeholder.fault("the storyboard reference refers to itself", in: _document.file)
        }
        let controller = try storyboard._instantiate(memberID: id, creator: creator)
        let coder = _StoryboardCoder(element: placeholder, storyboard: self)
        try controller._decodeStoryboardItems(coder)
        return controller
    }

    /// The storyboard `name`, opened the first time a reference names it.
    private func _referencedStoryboard(_ name: String, from placeholder: StoryboardElement) throws(StoryboardError) -> UIStoryboard {
        if let open = _referenced[name] { return open }
        guard let url = Self._url(of: name, in: _bundle, folder: _folder) else {
            throw placeholder.fault(
                "the referenced storyboard \(name).storyboard is neither beside this one nor in \(Self._describe(_bundle))",
                in: _document.file)
        }
        let storyboard = try UIStoryboard(contentsOf: url, bundle: _bundle)
        storyboard._referrer = self
        _referenced[name] = storyboard
        return storyboard
    }
}

import Foundation

/// A nib's objects, made for an owner through the same steps as a storyboard scene's views.
///
/// UIKit's nib loading decodes every object of the nib (`init?(coder:)`), then makes the
/// connections (outlets, including the File's Owner's to the owner, and actions), then sends
/// `awakeFromNib()` to every object it decoded. The loader does the same with the nib read as
/// one scene (see ``StoryboardDocument``): its member is the File's Owner placeholder, which
/// stands for the owner, and its objects are the other placeholders and the top-level
/// objects.
extension _StoryboardSceneLoader {
    /// Makes the nib's top-level objects, connects them and wakes them; returns them in the
    /// file's order.
    ///
    /// - Parameter externalObjects: What the nib's other placeholders stand for, by their
    ///   `placeholderIdentifier`.
    func loadNib(externalObjects: [String: Any]) throws(StoryboardError) -> [AnyObject] {
        if let id = scene.member.id, let owner { objects[id] = owner }
        for placeholder in scene.objects where placeholder.name == "placeholder" {
            guard let id = placeholder.id, let identifier = placeholder["placeholderIdentifier"],
                identifier != "IBFirstResponder"
            else { continue }
            if let object = externalObjects[identifier] {
                objects[id] = object as AnyObject
            } else {
                MainLoop.main.logger.warning(
                    "\(storyboard._label): no external object was given for the placeholder \(identifier) (line \(placeholder.line)); its connections are skipped"
                )
            }
        }
        makeSceneObjects()
        var topLevel: [AnyObject] = []
        var views: [(element: StoryboardElement, view: UIView)] = []
        for element in scene.objects where element.name != "placeholder" {
            if UIGestureRecognizer._isStoryboardRecognizer(element) {
                if let recognizer = element.id.flatMap({ objects[$0] }) { topLevel.append(recognizer) }
                continue
            }
            guard StoryboardVocabulary.objects[element.name].flatMap({ Self.viewClasses[$0] }) != nil else {
                MainLoop.main.logger.warning(
                    "\(storyboard._label): <\(element.name)> (line \(element.line)) is not made; Terrarium makes a nib's views, cells and gesture recognizers"
                )
                continue
            }
            let view = try makeView(element)
            topLevel.append(view)
            views.append((element, view))
        }
        if let root = views.first?.view { try installConstraints(in: views.map(\.element), root: root) }
        checkOwnerTakesOutlets()
        connectOutlets(in: [scene.member] + scene.objects)
        for (element, _) in views { try setRuntimeAttributes(in: element) }
        if let owner = owner as? UIOutletConnecting {
            try storyboard._setRuntimeAttributes(of: scene.member, on: owner)
        }
        for (element, _) in views { connectActions(in: element) }
        connectSceneObjects()
        awakeViews()
        return topLevel
    }

    /// Stops with UIKit's message when the File's Owner has outlets and the owner cannot
    /// take them (it does not adopt ``UIOutletConnecting``), as key-value coding would.
    private func checkOwnerTakesOutlets() {
        guard let owner, !(owner is UIOutletConnecting),
            let outlet = scene.member.children(of: "connections").first(where: {
                $0.name == "outlet" || $0.name == "outletCollection"
            })
        else { return }
        _terminate(
            uncaughtException: "NSUnknownKeyException",
            reason:
                "[\(owner) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(outlet["property"] ?? "")."
        )
    }
}

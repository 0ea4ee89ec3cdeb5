import Foundation

/// What a scene says of its controller beyond its class: the attributes Interface Builder's
/// inspector sets, and the navigation and tab bar items.
extension UIViewController {
    /// Sets the scene's attributes and items on the controller just made from it.
    func _decodeStoryboardScene(_ coder: _StoryboardCoder) throws(StoryboardError) {
        let element = coder.element
        let file = coder.storyboard._document.file
        if let title = element["title"] { self.title = title }
        if let style = element["modalPresentationStyle"], let value = UIModalPresentationStyle(storyboardName: style) {
            modalPresentationStyle = value
        }
        if let style = element["modalTransitionStyle"], let value = UIModalTransitionStyle(storyboardName: style) {
            modalTransitionStyle = value
        }
        if let value = try element.bool("definesPresentationContext", in: file) { definesPresentationContext = value }
        if let value = try element.bool("hidesBottomBarWhenPushed", in: file) { hidesBottomBarWhenPushed = value }
        try _decodeStoryboardItems(coder)
    }

    /// Sets the scene's (or a storyboard reference's) navigation item, toolbar items and tab
    /// bar item, and keeps them by id for the scene's outlets.
    func _decodeStoryboardItems(_ coder: _StoryboardCoder) throws(StoryboardError) {
        let element = coder.element
        func items(_ elements: [StoryboardElement]) -> [UIBarButtonItem] {
            elements.filter { $0.name == "barButtonItem" }.map { _storyboardBarButtonItem($0, in: coder) }
        }
        if let item = element.child(key: "navigationItem") {
            if let id = item.id { _storyboardItems[id] = navigationItem }
            if let title = item["title"] { navigationItem.title = title }
            if let prompt = item["prompt"] { navigationItem.prompt = prompt }
            if let button = item.child(key: "leftBarButtonItem") {
                navigationItem.leftBarButtonItem = _storyboardBarButtonItem(button, in: coder)
            }
            if let button = item.child(key: "rightBarButtonItem") {
                navigationItem.rightBarButtonItem = _storyboardBarButtonItem(button, in: coder)
            }
            if let button = item.child(key: "backBarButtonItem") {
                navigationItem.backBarButtonItem = _storyboardBarButtonItem(button, in: coder)
            }
            let lefts = items(item.children(of: "leftBarButtonItems"))
            if !lefts.isEmpty { navigationItem.leftBarButtonItems = lefts }
            let rights = items(item.children(of: "rightBarButtonItems"))
            if !rights.isEmpty { navigationItem.rightBarButtonItems = rights }
        }
        let toolbar = items(element.children(of: "toolbarItems"))
        if !toolbar.isEmpty { toolbarItems = toolbar }
        if let item = element.child(key: "tabBarItem") {
            let tag = item["tag"].flatMap { Int($0) } ?? 0
            if let system = item["systemItem"], let systemItem = UITabBarItem.SystemItem(storyboardName: system) {
                tabBarItem = UITabBarItem(tabBarSystemItem: systemItem, tag: tag)
            } else {
                tabBarItem = UITabBarItem(
                    title: item["title"] ?? title, image: item["image"].flatMap { UIImage(systemName: $0) }, tag: tag)
            }
            if let id = item.id { _storyboardItems[id] = tabBarItem }
        }
    }
}

extension UIViewController {
    /// The item a scene's `<barButtonItem>` describes. Activating it sends its action (to this
    /// controller, or along the responder chain for the First Responder), or performs the
    /// segue it triggers, asking ``shouldPerformSegue(withIdentifier:sender:)`` first.
    ///
    /// - Note: An action to another object of the scene (a view, a custom object) is not
    ///   connected yet; a warning names it.
    func _storyboardBarButtonItem(_ element: StoryboardElement, in coder: _StoryboardCoder) -> UIBarButtonItem {
        let item = UIBarButtonItem(storyboardElement: element)
        if let id = element.id { _storyboardItems[id] = item }
        let connections = element.children(of: "connections")
        if let segue = connections.first(where: { $0.name == "segue" }) {
            item.primaryAction = UIAction { [weak self, weak item] _ in
                self?._performStoryboardSegue(segue, sender: item, asking: true)
            }
        } else if let action = connections.first(where: { $0.name == "action" }), let name = action["selector"] {
            let scene = coder.element.id.flatMap { coder.storyboard._document.scene(memberID: $0) }
            switch action["destination"] {
            case coder.element.id:
                item.primaryAction = UIAction { [weak self, weak item] _ in
                    guard let self, let item else { return }
                    _StoryboardAction.send(name, to: self, from: item, in: nil)
                }
            case scene?.firstResponderID:
                item.primaryAction = UIAction { [weak self, weak item] _ in
                    guard let self, let item else { return }
                    _StoryboardAction.send(name, to: nil, from: item, in: viewIfLoaded, responder: self)
                }
            default:
                MainLoop.main.logger.warning(
                    "\(coder.storyboard._label): the action \(name) of the bar button item on line \(element.line) goes to an object of the scene; Terrarium connects bar button items' actions to the scene's controller and the First Responder only")
            }
        }
        return item
    }
}

extension UIBarButtonItem {
    /// The item a storyboard's `<barButtonItem>` describes (its title, system item and style).
    convenience init(storyboardElement element: StoryboardElement) {
        if let system = element["systemItem"], let systemItem = SystemItem(storyboardName: system) {
            self.init(systemItem: systemItem)
        } else {
            self.init(title: element["title"], image: element["image"].flatMap { UIImage(systemName: $0) })
        }
        if element["style"] == "done" { style = .done }
        if let tag = element["tag"].flatMap({ Int($0) }) { self.tag = tag }
        if element["enabled"] == "NO" { isEnabled = false }
    }
}

extension UIModalPresentationStyle {
    /// The style Xcode writes as `name`.
    init?(storyboardName name: String) {
        let styles: [String: Self] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "currentContext": .currentContext, "custom": .custom, "overFullScreen": .overFullScreen,
            "overCurrentContext": .overCurrentContext, "popover": .popover, "none": .none, "automatic": .automatic,
            "blurOverFullScreen": .overFullScreen,
        ]
        guard let style = styles[name] else { return nil }
        self = style
    }
}

extension UIModalTransitionStyle {
    /// The style Xcode writes as `name`.
    init?(storyboardName name: String) {
        let styles: [String: Self] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
            "partialCurl": .partialCurl,
        ]
        guard let style = styles[name] else { return nil }
        self = style
    }
}

extension UIBarButtonItem.SystemItem {
    /// The item Xcode writes as `name`.
    init?(storyboardName name: String) {
        let items: [String: Self] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
            "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
            "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
            "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
        ]
        guard let item = items[name] else { return nil }
        self = item
    }
}

extension UITabBarItem.SystemItem {
    /// The item Xcode writes as `name`.
    init?(storyboardName name: String) {
        let items: [String: Self] = [
            "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated,
            "recents": .recents, "contacts": .contacts, "history": .history, "bookmarks": .bookmarks,
            "search": .search, "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
        ]
        guard let item = items[name] else { return nil }
        self = item
    }
}

extension UIViewController {
    /// Loads the view of the storyboard scene this controller was made from, if it has one:
    /// see ``_StoryboardSceneLoader``. Stops with the fault when the scene's views cannot be
    /// made (a custom class of the wrong kind), as UIKit stops on a bad nib.
    func _loadStoryboardScene() -> Bool {
        guard let storyboard = _storyboard, let id = _storyboardMemberID,
            let scene = storyboard._document.scene(memberID: id)
        else { return false }
        do {
            return try _StoryboardSceneLoader(storyboard: storyboard, scene: scene, controller: self).load()
        } catch {
            _terminate(uncaughtException: "NSInternalInconsistencyException", reason: error.description)
        }
    }
}

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

    /// Sets the scene's (or a storyboard reference's) navigation item and tab bar item.
    func _decodeStoryboardItems(_ coder: _StoryboardCoder) throws(StoryboardError) {
        let element = coder.element
        if let item = element.child(key: "navigationItem") {
            if let title = item["title"] { navigationItem.title = title }
            if let prompt = item["prompt"] { navigationItem.prompt = prompt }
            if let button = item.child(key: "leftBarButtonItem") {
                navigationItem.leftBarButtonItem = _storyboardBarButtonItem(button)
            }
            if let button = item.child(key: "rightBarButtonItem") {
                navigationItem.rightBarButtonItem = _storyboardBarButtonItem(button)
            }
            if let button = item.child(key: "backBarButtonItem") {
                navigationItem.backBarButtonItem = _storyboardBarButtonItem(button)
            }
            let lefts = item.children(of: "leftBarButtonItems").filter { $0.name == "barButtonItem" }
            if !lefts.isEmpty { navigationItem.leftBarButtonItems = lefts.map(_storyboardBarButtonItem) }
            let rights = item.children(of: "rightBarButtonItems").filter { $0.name == "barButtonItem" }
            if !rights.isEmpty { navigationItem.rightBarButtonItems = rights.map(_storyboardBarButtonItem) }
        }
        if let item = element.child(key: "tabBarItem") {
            let tag = item["tag"].flatMap { Int($0) } ?? 0
            if let system = item["systemItem"], let systemItem = UITabBarItem.SystemItem(storyboardName: system) {
                tabBarItem = UITabBarItem(tabBarSystemItem: systemItem, tag: tag)
            } else {
                tabBarItem = UITabBarItem(
                    title: item["title"] ?? title, image: item["image"].flatMap { UIImage(systemName: $0) }, tag: tag)
            }
        }
    }
}

extension UIViewController {
    /// The item a scene's `<barButtonItem>` describes; activating it performs the segue it
    /// triggers, if any.
    func _storyboardBarButtonItem(_ element: StoryboardElement) -> UIBarButtonItem {
        let item = UIBarButtonItem(storyboardElement: element)
        if let segue = element.children(of: "connections").first(where: { $0.name == "segue" }) {
            item.primaryAction = UIAction { [weak self, weak item] _ in
                self?._performStoryboardSegue(segue, sender: item, asking: true)
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

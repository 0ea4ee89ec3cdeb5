import Foundation

/// Finding the class a scene's `customClass` names.
///
/// Swift on Linux finds a top-level class by its module-qualified name (`MyApp.MenuViewController`)
/// through Foundation's `NSClassFromString`, so most storyboards need no registration. A class
/// the runtime cannot find that way (a nested class, or a `customModuleProvider="target"`
/// class whose module is neither registered nor the bundle's) is registered once with
/// ``register(_:as:)``.
extension UIStoryboard {
    /// Classes registered by name, read before the runtime is asked.
    nonisolated(unsafe) static var _registeredClasses: [String: AnyClass] = [:]
    /// Modules whose classes a `customClass` without a module may be in, newest first.
    nonisolated(unsafe) static var _registeredModules: [String] = []

    /// Registers `type` under `name` (and, when `name` is `nil`, under its name with and
    /// without its module), for storyboards whose `customClass` names it.
    ///
    /// - Note: A Terrarium addition: UIKit finds classes through the Objective-C runtime.
    public static func register(_ type: AnyClass, as name: String? = nil) {
        if let name {
            _registeredClasses[name] = type
        } else {
            let qualified = String(reflecting: type)
            _registeredClasses[qualified] = type
            _registeredClasses[String(describing: type)] = type
        }
    }

    /// Registers `module` as one whose top-level classes a `customClass` with
    /// `customModuleProvider="target"` (no module written) may name.
    ///
    /// - Note: A Terrarium addition: in Xcode the module is the app target's.
    public static func registerModule(_ module: String) {
        _registeredModules.removeAll { $0 == module }
        _registeredModules.insert(module, at: 0)
    }

    /// The class `name` in `module` (or, without one, in the modules a storyboard of this
    /// bundle's may mean), or `nil`.
    func _class(named name: String, module: String?) -> AnyClass? {
        var candidates: [String] = []
        if let module { candidates.append("\(module).\(name)") }
        candidates.append(name)
        if module == nil {
            candidates += Self._registeredModules.map { "\($0).\(name)" }
            candidates += _bundleModules.map { "\($0).\(name)" }
            candidates.append("Terrarium.\(name)")
        }
        for candidate in candidates {
            if let type = Self._registeredClasses[candidate] { return type }
        }
        for candidate in candidates {
            if let type = NSClassFromString(candidate) { return type }
        }
        return nil
    }

    /// The modules the bundle's name suggests: SwiftPM names a target's resource bundle
    /// `PACKAGE_TARGET.resources`, and the main bundle is the executable's.
    private var _bundleModules: [String] {
        var modules: [String] = []
        let bundleName = _bundle.bundleURL.deletingPathExtension().lastPathComponent
        if let separator = bundleName.firstIndex(of: "_") {
            modules.append(String(bundleName[bundleName.index(after: separator)...]))
        }
        if let executable = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent {
            modules.append(executable.replacingOccurrences(of: "-", with: "_"))
        }
        return modules
    }

    /// UIKit's classes by the names the storyboard vocabulary gives them.
    static let _controllerClasses: [String: UIViewController.Type] = [
        "UIViewController": UIViewController.self,
        "UITableViewController": UITableViewController.self,
        "UICollectionViewController": UICollectionViewController.self,
        "UINavigationController": UINavigationController.self,
        "UITabBarController": UITabBarController.self,
        "UISplitViewController": UISplitViewController.self,
        "UIPageViewController": UIPageViewController.self,
    ]

    /// The controller class of `member`: its custom class when found, else its element's
    /// UIKit class and a warning naming the custom class.
    func _controllerClass(of member: StoryboardElement) throws(StoryboardError) -> (type: UIViewController.Type, isStandIn: Bool) {
        let uikitName = StoryboardVocabulary.controllers[member.name] ?? "UIViewController"
        let uikitClass = Self._controllerClasses[uikitName] ?? UIViewController.self
        if StoryboardVocabulary.controllers[member.name] == "UIViewController", member.name != "viewController" {
            MainLoop.main.logger.warning(
                "\(_label): <\(member.name)> (line \(member.line)) belongs to another framework; showing a UIViewController")
        }
        return try _customClass(of: member, standingIn: uikitClass, named: uikitName)
    }

    /// The class `element`'s `customClass` names, which must be `uikitClass` or a subclass;
    /// `uikitClass` itself when there is none, or, with a warning, when it is not found
    /// (the object is then a stand-in, whose outlets the scene loader skips). The one lookup
    /// behind controllers, views and segues.
    func _customClass<Base: AnyObject>(
        of element: StoryboardElement, standingIn uikitClass: Base.Type, named uikitName: String
    ) throws(StoryboardError) -> (type: Base.Type, isStandIn: Bool) {
        guard let customClass = element["customClass"] else { return (uikitClass, false) }
        let module = element["customModuleProvider"] == "target" ? nil : element["customModule"]
        guard let found = _class(named: customClass, module: module) else {
            MainLoop.main.logger.warning(
                "\(_label): unknown class \(customClass) in Interface Builder file (line \(element.line)); showing a \(uikitName). Register it with UIStoryboard.register(\(customClass).self).")
            _recordStandIn(customClass: customClass, uikitName: uikitName)
            return (uikitClass, true)
        }
        guard let type = found as? Base.Type else {
            throw element.fault(
                "customClass \(customClass) is not a \(uikitName) subclass, as <\(element.name)> needs", in: _document.file)
        }
        return (type, false)
    }
}

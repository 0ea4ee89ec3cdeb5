import Foundation

/// Loading a view controller's view from its nib: the one ``UIViewController/nibName``
/// names, or, when none was given, one named after the class, as UIKit's `loadView()` does.
extension UIViewController {
    /// Instantiates the controller's nib with the controller as its File's Owner; `false`
    /// when the controller has no nib (it came from a storyboard, or no name was given and
    /// the bundle has no nib named after its class).
    ///
    /// Stops with UIKit's messages when the named nib is missing, and when the nib leaves
    /// the controller's `view` outlet unset.
    func _loadNib() -> Bool {
        guard _storyboard == nil else { return false }
        let bundle = nibBundle ?? .main
        guard let name = nibName ?? _defaultNibName(in: bundle) else { return false }
        _ = UINib(nibName: name, bundle: bundle).instantiate(withOwner: self, options: nil)
        guard _view != nil else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason:
                    "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set."
            )
        }
        return true
    }

    /// The nib UIKit looks for when no name was given: for `MyViewController`, `MyView`, then
    /// `MyViewController`; `nil` when `bundle` has neither. Terrarium's own classes have none.
    func _defaultNibName(in bundle: Bundle) -> String? {
        let type = Swift.type(of: self)
        guard !String(reflecting: type).hasPrefix("Terrarium.") else { return nil }
        let className = String(describing: type)
        var names: [String] = []
        let suffix = "Controller"
        if className.hasSuffix(suffix), className.count > suffix.count {
            names.append(String(className.dropLast(suffix.count)))
        }
        names.append(className)
        return names.first { name in
            !_InterfaceBuilderFiles.urls(of: name, extensions: ["nib", "xib"], in: bundle, folder: nil).isEmpty
        }
    }
}

import Foundation

/// A transition between two scenes of a storyboard: its identifier, its source and its
/// destination, made when the segue is performed.
///
/// Subclass it and override ``perform()`` for a custom segue; the storyboard makes the
/// subclass its `<segue customClass=…>` names, through ``init(identifier:source:destination:)``.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The identifier the storyboard gives the segue, if any.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    /// What ``perform()`` does for the storyboard's kinds; `nil` for a custom segue.
    var _performer: ((UIStoryboardSegue) -> Void)?

    /// Creates a segue.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Creates a segue that runs `performHandler` when performed.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        _performer = { _ in performHandler() }
    }

    /// Performs the transition: what the segue's kind does (show, present, embed…). A
    /// custom segue's subclass overrides it.
    open func perform() {
        _performer?(self)
    }

    /// `<UIStoryboardSegue: 0x…>`, UIKit's form.
    open override nonisolated var description: String { _objectDescription }
}

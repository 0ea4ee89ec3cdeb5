import Foundation

/// A storyboard: the scenes of an Xcode `.storyboard` file, read at run time, from which
/// view controllers are instantiated.
///
/// Terrarium reads the XML Xcode writes, as it is: there is no compile step. Opening a file
/// checks it whole (see ``StoryboardError``); each instantiation then makes new objects from
/// the checked scenes, as UIKit does from a compiled storyboard. Scenes of other files that a
/// storyboard reference names are opened when first needed.
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: .module)
/// window.rootViewController = storyboard.instantiateInitialViewController()
/// ```
///
/// - Note: UIKit's class has no public initializer but `init(name:bundle:)`; Terrarium adds
///   ``init(contentsOf:bundle:)``, which throws a ``StoryboardError`` naming the line at
///   fault instead of stopping the app, for tools (and `terrarium run`) that open any file.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The checked file.
    let _document: StoryboardDocument
    /// The storyboard's name: its file name without the extension.
    let _name: String
    /// The bundle the storyboard and the storyboards it references are in.
    let _bundle: Bundle
    /// The folder the file is in, where referenced storyboards are looked for first.
    let _folder: URL?
    /// Storyboards this one's references opened, by name, kept for the next reference.
    var _referenced: [String: UIStoryboard] = [:]
    /// The storyboard whose reference opened this one, which hears of its stand-ins too.
    weak var _referrer: UIStoryboard?
    /// See ``standIns`` and ``standInHandler``.
    var _standIns: [StandIn] = []
    var _standInHandler: ((StandIn) -> Void)?

    /// Opens the storyboard `name` (`NAME.storyboard`, also in `Base.lproj`) in `bundle`
    /// (the main bundle when `nil`).
    ///
    /// Stops with UIKit's message when there is no such file ("Could not find a storyboard
    /// named …"), and with the ``StoryboardError`` when the file is not a valid storyboard.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? .main
        guard let url = Self._url(of: name, in: bundle, folder: nil) else {
            _terminate(
                uncaughtException: "NSInvalidArgumentException",
                reason: "Could not find a storyboard named '\(name)' in bundle \(Self._describe(bundle))")
        }
        do {
            try self.init(contentsOf: url, bundle: _InterfaceBuilderFiles.bundle(containing: url, lookedIn: bundle))
        } catch {
            _terminate(uncaughtException: "NSInvalidArgumentException", reason: error.description)
        }
    }

    /// Opens the storyboard file at `url`, checking it whole; storyboards it references are
    /// looked for beside it, then in `bundle` (the main bundle when `nil`).
    ///
    /// - Note: A Terrarium addition.
    public init(contentsOf url: URL, bundle: Bundle? = nil) throws(StoryboardError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StoryboardError(
                file: url.path, line: 0, element: "", reason: "the file cannot be read (\(error.localizedDescription))")
        }
        _document = try StoryboardDocument(data: data, file: url.path)
        _name = url.deletingPathExtension().lastPathComponent
        _bundle = bundle ?? .main
        _folder = url.deletingLastPathComponent()
        super.init()
    }

    /// The file of a nib, read as a storyboard is: ``UINib`` keeps one to make the nib's
    /// objects with the scene loader, classes found and runtime attributes set as a
    /// storyboard's are.
    init(_nib document: StoryboardDocument, name: String, bundle: Bundle, folder: URL?) {
        _document = document
        _name = name
        _bundle = bundle
        _folder = folder
        super.init()
    }

    /// How warnings name the file: `Storyboard Main`, or `Nib ButtonCell` for a nib's.
    var _label: String { "\(_document.kind == .nib ? "Nib" : "Storyboard") \(_name)" }

    /// Makes the storyboard's initial view controller, with its relationship children; `nil`
    /// when the storyboard has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = _document.initialViewControllerID else { return nil }
        return _instantiateOrStop(memberID: id, creator: nil)
    }

    /// Makes the initial view controller through `creator`, which receives the coder to pass
    /// to the class's `init?(coder:)` (with values of its own); `nil` when the storyboard has
    /// no initial controller.
    ///
    /// Stops with UIKit's message when `creator` returns an object of another class than the
    /// storyboard's.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let id = _document.initialViewControllerID else { return nil }
        return _instantiateOrStop(memberID: id, creator: creator.map { creator in { creator($0) } }) as? ViewController
    }

    /// Makes the view controller whose Storyboard ID is `identifier`, with its relationship
    /// children.
    ///
    /// Stops with UIKit's message when the storyboard has no such identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        _instantiateOrStop(memberID: _memberID(identifier), creator: nil)
    }

    /// Makes the view controller whose Storyboard ID is `identifier` through `creator`.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let made = _instantiateOrStop(memberID: _memberID(identifier), creator: creator.map { creator in { creator($0) } })
        guard let controller = made as? ViewController else {
            _terminate(
                uncaughtException: "NSInvalidArgumentException",
                reason: "\(made) is not of the type \(ViewController.self) the caller asked for")
        }
        return controller
    }

    /// `<UIStoryboard: 0x…>`, UIKit's form, as in its messages.
    open override nonisolated var description: String { _objectDescription }

    // MARK: Lookup

    private func _memberID(_ identifier: String) -> String {
        guard let id = _document.memberIDByIdentifier[identifier] else {
            _terminate(
                uncaughtException: "NSInvalidArgumentException",
                reason: "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return id
    }

    /// The file of the storyboard `name`: beside `folder` first, then in the bundle, at its
    /// root or in `Base.lproj` (where Xcode puts storyboards), then, for the main bundle, in
    /// the SwiftPM resource bundles beside it (see `_InterfaceBuilderFiles`).
    static func _url(of name: String, in bundle: Bundle, folder: URL?) -> URL? {
        _InterfaceBuilderFiles.urls(of: name, extensions: ["storyboard"], in: bundle, folder: folder).first
    }

    /// `NSBundle </path> (loaded)`, the form UIKit's message prints a bundle in.
    static func _describe(_ bundle: Bundle) -> String {
        _InterfaceBuilderFiles.describe(bundle)
    }
}

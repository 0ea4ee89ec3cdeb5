import Foundation

/// An Interface Builder nib: the objects of an Xcode `.xib` file, read at run time, made anew
/// each time an owner instantiates it.
///
/// ```swift
/// let nib = UINib(nibName: "MenuView", bundle: .module)
/// let menu = nib.instantiate(withOwner: self).first as! MenuView
/// ```
///
/// Instantiating makes every top-level object of the file (views and cells with their
/// subviews, constraints and gesture recognizers) through its class's `init?(coder:)`, then
/// connects the outlets and actions (those of the File's Owner placeholder on `owner`), sets
/// the user-defined runtime attributes, and only then sends `awakeFromNib()` to every object
/// made, as UIKit does. Tables and collection views instantiate a registered nib for each
/// cell they make (a nib registered with `register(_:forCellReuseIdentifier:)`); a view
/// controller created with ``UIViewController/init(nibName:bundle:)`` loads its view from one.
///
/// The file is found as a storyboard is (see ``UIStoryboard``): `NAME.nib`, then `NAME.xib`,
/// in the bundle (or its `Base.lproj`), and, when the bundle is the main bundle, in the
/// SwiftPM resource bundles beside the executable. That last step finds a library's nibs
/// when it names its bundle with `Bundle(for: SomeClass.self)`, which on Linux is the main
/// bundle: declare the `.xib` files as resources of the library's target (`.process` or
/// `.copy`) and they are found with either `Bundle(for:)` or `Bundle.module`.
///
/// - Note: Terrarium reads the `.xib` Xcode edits; there is no compiled `.nib` on Linux. A
///   `NAME.nib` that holds a xib's XML is read; a compiled one (a binary archive or a
///   folder) is passed over for `NAME.xib`. The file is read and checked whole the first
///   time the nib is instantiated, and kept: a fault stops with the ``StoryboardError``
///   naming the file, line and element, where UIKit stops on a broken compiled nib. The
///   top-level objects a nib may hold are views (cells included) and gesture recognizers;
///   custom objects and bar items are not made yet (a warning names them), and a view
///   controller at the top of a nib is a fault.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Where the nib's XML comes from.
    enum _Source {
        /// A name, looked up in the bundle when first instantiated.
        case named(String)
        /// The XML itself.
        case data(Data)
    }

    let _source: _Source
    /// The bundle the nib is in; the main bundle when none was given.
    let _bundle: Bundle
    /// The checked file, read the first time the nib is instantiated.
    var _file: UIStoryboard?

    init(_source source: _Source, bundle: Bundle?) {
        _source = source
        _bundle = bundle ?? .main
        super.init()
    }

    /// Creates a nib for the file `name` (without its extension) in `bundleOrNil` (the main
    /// bundle when `nil`).
    ///
    /// The file is looked for, read and checked when the nib is first instantiated; a nib
    /// the bundle does not have stops then with UIKit's message (`Could not load NIB in
    /// bundle: 'NSBundle </path> (loaded)' with name 'NAME'`).
    ///
    /// - Parameters:
    ///   - name: The nib's name: `ButtonCell` for `ButtonCell.xib`.
    ///   - bundleOrNil: The bundle to look in; `nil` for the main bundle, which also finds
    ///     the SwiftPM resource bundles beside the executable (see ``UINib``).
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.init(_source: .named(name), bundle: bundleOrNil)
    }

    /// Creates a nib from the contents of a `.xib` file.
    ///
    /// - Parameters:
    ///   - data: The XML of a `.xib` file.
    ///   - bundleOrNil: The bundle its classes' modules are guessed from (see
    ///     ``UIStoryboard/registerModule(_:)``); `nil` for the main bundle.
    /// - Note: UIKit takes a compiled nib's data; Terrarium takes the `.xib`'s XML. Errors
    ///   name the file `UINib(data:)`.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(_source: .data(data), bundle: bundleOrNil)
    }

    /// Creates a nib from the `.xib` file at `url`, reading and checking it now.
    ///
    /// - Throws: The ``StoryboardError`` naming the file, the line and the element at fault.
    /// - Note: A Terrarium addition, for tools and tests: UIKit's initializers defer reading
    ///   the nib to ``instantiate(withOwner:options:)``, which stops on a fault.
    public convenience init(contentsOf url: URL, bundle: Bundle? = nil) throws(StoryboardError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StoryboardError(
                file: url.path, line: 0, element: "", reason: "the file cannot be read (\(error.localizedDescription))")
        }
        self.init(_source: .named(url.deletingPathExtension().lastPathComponent), bundle: bundle)
        _file = try Self._read(data, file: url.path, bundle: _bundle, folder: url.deletingLastPathComponent())
    }

    /// Makes the nib's objects for `ownerOrNil`, and returns its top-level objects in the
    /// file's order (not the File's Owner or First Responder placeholders).
    ///
    /// Each call makes new objects. The File's Owner's outlets and actions connect to
    /// `ownerOrNil` (through ``UIOutletConnecting``, which every responder adopts); with
    /// `nil`, they are not connected. `awakeFromNib()` is sent to every object made, after
    /// all of them are made and connected; not to the owner.
    ///
    /// ```swift
    /// final class MenuHost: UIView {
    ///     weak var menu: UIView!  // the File's Owner's outlet
    ///
    ///     func loadMenu() {
    ///         _ = UINib(nibName: "MenuView", bundle: nil).instantiate(withOwner: self)
    ///         addSubview(menu)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - ownerOrNil: The object the File's Owner placeholder stands for.
    ///   - optionsOrNil: ``OptionsKey/externalObjects``: the objects the nib's other
    ///     placeholders stand for, by their identifiers.
    /// - Returns: The top-level objects. As in UIKit, where they are autoreleased, they stay
    ///   alive until the main loop's next turn even when the caller keeps none of them, so
    ///   that a weak outlet to one is still set when the caller goes on to use it.
    /// - Note: Stops with UIKit's message when the bundle has no such nib, with the
    ///   ``StoryboardError`` when the file is not a valid nib, and with UIKit's
    ///   `NSUnknownKeyException` when an outlet names a property its source does not have.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        // UIKit's decoder autoreleases every object it makes, not only the top-level ones:
        // they live until the run loop's turn ends even when nothing holds them but weak
        // outlets (`weak var contentView` filled by `loadNibNamed`, then added as a subview;
        // `weak var bar` taken out of its superview and put into another). The main loop's
        // next turn releases them here.
        var made: [AnyObject] = []
        let objects = _instantiateOrStop(
            owner: ownerOrNil.map { $0 as AnyObject }, options: optionsOrNil, made: &made)
        MainLoop.main.perform { withExtendedLifetime(made) {} }
        return objects
    }

    /// A key of the options ``UINib/instantiate(withOwner:options:)`` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name, UIKit's constant.
        public let rawValue: String

        /// Creates a key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The objects a nib's external-object placeholders stand for: a `[String: Any]` by
        /// the placeholders' identifiers (`placeholderIdentifier=` in the file).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    // MARK: Loading

    /// The top-level objects, made for `owner`, or the stop UIKit's exception would be.
    func _instantiateOrStop(owner: AnyObject?, options: [OptionsKey: Any]?) -> [AnyObject] {
        var made: [AnyObject] = []
        return _instantiateOrStop(owner: owner, options: options, made: &made)
    }

    /// As ``_instantiateOrStop(owner:options:)``, also giving every object the nib made (not
    /// the owner or external objects).
    func _instantiateOrStop(owner: AnyObject?, options: [OptionsKey: Any]?, made: inout [AnyObject]) -> [AnyObject] {
        do {
            return try _instantiate(owner: owner, options: options, made: &made)
        } catch {
            _terminate(uncaughtException: "NSInternalInconsistencyException", reason: error.description)
        }
    }

    /// The top-level objects, made for `owner`; throws the file's fault.
    func _instantiate(owner: AnyObject?, options: [OptionsKey: Any]?) throws(StoryboardError) -> [AnyObject] {
        var made: [AnyObject] = []
        return try _instantiate(owner: owner, options: options, made: &made)
    }

    /// The top-level objects, made for `owner`, and in `made` every object the nib made;
    /// throws the file's fault.
    func _instantiate(
        owner: AnyObject?, options: [OptionsKey: Any]?, made: inout [AnyObject]
    ) throws(StoryboardError) -> [AnyObject] {
        let file = try _loadedFile()
        let externals = options?[.externalObjects] as? [String: Any] ?? [:]
        let loader = _StoryboardSceneLoader(storyboard: file, nib: file._document.nib!, owner: owner)
        let topLevel = try loader.loadNib(externalObjects: externals)
        let given = externals.values.map { $0 as AnyObject }
        made = loader.objects.values.filter { object in
            object !== owner && !given.contains { $0 === object }
        }
        return topLevel
    }

    /// The nib's name, for messages.
    var _name: String {
        switch _source {
        case .named(let name): name
        case .data: "UINib(data:)"
        }
    }

    /// The checked file: read the first time, then kept. Stops with UIKit's message when the
    /// bundle has no such nib.
    func _loadedFile() throws(StoryboardError) -> UIStoryboard {
        if let _file { return _file }
        let file: UIStoryboard
        switch _source {
        case .data(let data):
            file = try Self._read(data, file: _name, bundle: _bundle, folder: nil)
        case .named(let name):
            file = try _readNamed(name)
        }
        _file = file
        return file
    }

    /// Reads the nib `name` from the bundle: the first `NAME.nib` or `NAME.xib` found that
    /// holds XML (see ``UINib``).
    private func _readNamed(_ name: String) throws(StoryboardError) -> UIStoryboard {
        var compiled: URL?
        for url in _InterfaceBuilderFiles.urls(of: name, extensions: ["nib", "xib"], in: _bundle, folder: nil) {
            guard let data = Self._xmlContents(of: url) else {
                compiled = compiled ?? url
                continue
            }
            let bundle = _InterfaceBuilderFiles.bundle(containing: url, lookedIn: _bundle)
            return try Self._read(data, file: url.path, bundle: bundle, folder: url.deletingLastPathComponent())
        }
        if let compiled {
            throw StoryboardError(
                file: compiled.path, line: 0, element: "",
                reason:
                    "a compiled nib, which Terrarium cannot read; put \(name).xib, the file Xcode edits, in the bundle")
        }
        _terminate(
            uncaughtException: "NSInternalInconsistencyException",
            reason: "Could not load NIB in bundle: '\(_InterfaceBuilderFiles.describe(_bundle))' with name '\(name)'")
    }

    /// The file's contents when it is XML (a `.xib`, or a `.nib` that holds one); `nil` for
    /// a compiled nib (a folder, or a binary archive).
    private static func _xmlContents(of url: URL) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = try? Data(contentsOf: url)
        else { return nil }
        let start = data.prefix(64).drop {
            $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
        }
        return start.first == UInt8(ascii: "<") ? data : nil
    }

    /// Reads and checks a nib's XML.
    static func _read(_ data: Data, file: String, bundle: Bundle, folder: URL?) throws(StoryboardError) -> UIStoryboard
    {
        let document = try StoryboardDocument(data: data, file: file, kind: .nib)
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return UIStoryboard(_nib: document, name: name, bundle: bundle, folder: folder)
    }
}

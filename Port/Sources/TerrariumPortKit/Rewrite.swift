/// The kinds of rewrite the port makes, each for a construct the Swift compiler rejects on
/// Linux (no Objective-C runtime, no UIKit).
public enum RewriteKind: String, CaseIterable, Sendable, Comparable {
    /// `import UIKit`, `import QuartzCore` or `import CoreGraphics` became `import Terrarium`.
    case importTerrarium
    /// `import os`, `import os.log` or `import OSLog` became `import TerrariumOSLog` (once a
    /// file), the module of Terrarium's product with the os-log API (`os_log`, `OSLog`,
    /// `Logger`).
    case osLogImport
    /// `import Terrarium` added to a file that used UIKit without importing it (the iOS
    /// framework's umbrella header imported UIKit for every file), or to which the port gave
    /// a name only Terrarium provides (`Selector("…", …)`).
    case implicitImport
    /// A `#if` on the platform (`os(iOS)`, `canImport(UIKit)`, `targetEnvironment(macCatalyst)`)
    /// evaluated as on iOS: the clause compiled kept without its directives, or the decided
    /// parts of a condition that depends on something else written `true` or `false`.
    case platformConditional
    /// `@objc`, `@objc(name)`, `@objcMembers`, `dynamic` or `@IBAction` dropped.
    case objectiveCAttribute
    /// An `@objc` protocol became a class-bound Swift protocol.
    case objectiveCProtocol
    /// An `@objc optional` requirement became an ordinary one with a default implementation.
    case optionalRequirement
    /// A method or property implementing a value-returning optional requirement returns an
    /// optional now, as the requirement does.
    case optionalRequirementImplementation
    /// `delegate?.method?(args)` became `delegate?.method(args)`.
    case optionalRequirementCall
    /// `delegate?.scrollViewDidScroll?(view)`, a requirement `@objc optional` in UIKit's
    /// protocol and an ordinary one with a default in Terrarium's, became
    /// `delegate?.scrollViewDidScroll(view)`.
    case uikitOptionalRequirementCall
    /// `#selector(name)` became `Selector("name", Self.name)`.
    case selector
    /// `#keyPath(Type.property)` became the key path's string, `"property"`.
    case keyPathString
    /// `@IBOutlet` properties became outlets the storyboard loader connects by name.
    case outlet
    /// `@IBAction` methods became actions the storyboard loader finds by their Objective-C
    /// names (`selector(forAction:)`).
    case action
    /// `@IBInspectable` properties became runtime attributes the storyboard loader sets by
    /// key path (`setRuntimeAttribute(_:forKeyPath:)`).
    case inspectable
    /// A reusable view that declares designated initializers without the one UIKit makes a
    /// registered class with (`init(frame:)` for a collection view's) got Terrarium's
    /// `required init(_registeredWithReuseIdentifier:)`, trapping as UIKit does.
    case registrationInitializer
    /// A key-value observer that is not a responder conforms to `NSKeyValueObserving`.
    case keyValueObserver
    /// An override in an extension of a class the files declare moved into the class's body.
    case extensionOverride
    /// A name of UIKit before Swift 4.2 (`UIControlState`, `addChildViewController(_:)`,
    /// `UIEdgeInsetsMake`) written as Swift 4.2 and later name it.
    case swift42Name
    /// `x.isEqual(y)` on an `AnyObject` became `(x as? NSObject)?.isEqual(y)`: Swift without
    /// the Objective-C runtime looks up no method on `AnyObject`.
    case anyObjectEquality
    /// `x?.cgPointValue` on an `AnyObject` became `(x as? CGPoint)`, and `NSValue`'s and
    /// `NSNumber`'s other accessors the Swift values they stand for: Terrarium's change
    /// dictionaries hold Swift values, and Swift without the Objective-C runtime looks up no
    /// method on `AnyObject`.
    case anyObjectValue
    /// A collection view delegate implementing the flow layout's requirements adopts
    /// `UICollectionViewDelegateFlowLayout`.
    case flowLayoutDelegate

    /// How the summary names the rewrite.
    public var title: String {
        switch self {
        case .importTerrarium: "import UIKit → import Terrarium"
        case .osLogImport: "import os / OSLog → import TerrariumOSLog"
        case .implicitImport: "import Terrarium added (UIKit was imported by the umbrella header, or the port wrote Terrarium's names)"
        case .platformConditional: "#if on the platform → evaluated as on iOS"
        case .objectiveCAttribute: "Objective-C attributes dropped (@objc, @objcMembers, dynamic, @IBAction)"
        case .objectiveCProtocol: "@objc protocol → class-bound protocol"
        case .optionalRequirement: "@objc optional requirement → requirement with a default implementation"
        case .optionalRequirementImplementation: "implementation of a value-returning optional requirement → returns an optional"
        case .optionalRequirementCall: "delegate?.method?(…) → delegate?.method(…)"
        case .uikitOptionalRequirementCall: "UIKit's optional requirement: delegate?.method?(…) → delegate?.method(…), Terrarium's default"
        case .selector: "#selector(…) → Selector(\"…\", Type.method)"
        case .keyPathString: "#keyPath(…) → string key path"
        case .outlet: "@IBOutlet → connectable by name (connectOutlet(named:to:))"
        case .action: "@IBAction → found by its Objective-C name (selector(forAction:))"
        case .inspectable: "@IBInspectable → set by key path (setRuntimeAttribute(_:forKeyPath:))"
        case .registrationInitializer: "reusable view without UIKit's initializer → init(_registeredWithReuseIdentifier:) that traps"
        case .keyValueObserver: "observeValue(forKeyPath:…) observer → NSKeyValueObserving"
        case .extensionOverride: "override in an extension → moved into the class's body"
        case .swift42Name: "name before Swift 4.2 → Swift 4.2's name"
        case .anyObjectEquality: "AnyObject's isEqual(_:) → (x as? NSObject)?.isEqual(_:)"
        case .flowLayoutDelegate: "UICollectionViewDelegate with the flow layout's methods → UICollectionViewDelegateFlowLayout"
        case .anyObjectValue: "AnyObject's cgPointValue, doubleValue… → (x as? CGPoint), the number"
        }
    }

    /// The order in which the summary lists the kinds.
    public static func < (lhs: RewriteKind, rhs: RewriteKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One rewrite the port made, where it made it.
public struct Change: Equatable, Sendable {
    /// What kind of rewrite it is.
    public var kind: RewriteKind
    /// The file, as given on the command line.
    public var path: String
    /// The line in the original file (1-based).
    public var line: Int
    /// What was rewritten, in a few words (`handlePan(_:)`, `menuView`).
    public var detail: String
}

/// A construct the port found but could not rewrite, with the reason: the file still does
/// not compile on Linux until someone edits it.
public struct Unported: Equatable, Sendable {
    /// The file, as given on the command line.
    public var path: String
    /// The line in the original file (1-based).
    public var line: Int
    /// The construct, as written.
    public var construct: String
    /// Why the port left it, and what to write instead.
    public var reason: String
}

import Testing
import TerrariumPortKit

/// Ports `input` and checks the result against `expected`, then that porting the result
/// changes nothing (the port is idempotent).
func expectPort(
    _ input: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let ported = Porter.port(input, path: "Input.swift")
    #expect(ported.ported == expected, sourceLocation: sourceLocation)
    if ported.ported != expected {
        Issue.record("diff of the port:\n\(ported.diff)", sourceLocation: sourceLocation)
    }
    let again = Porter.port(ported.ported, path: "Input.swift")
    #expect(again.ported == ported.ported, "not idempotent", sourceLocation: sourceLocation)
    #expect(again.changes.isEmpty, sourceLocation: sourceLocation)
}

@Suite struct ImportTests {
    @Test func uiKitBecomesTerrariumAndFoundationStays() {
        expectPort(
            """
            import UIKit
            import Foundation

            final class A {}
            """,
            """
            import Terrarium
            import Foundation

            final class A {}
            """)
    }

    @Test func aSecondAppleModuleGoesOnceTerrariumIsImported() {
        expectPort(
            """
            import Foundation
            import UIKit
            import QuartzCore
            @preconcurrency import CoreGraphics
            """,
            """
            import Foundation
            import Terrarium

            """)
    }

    @Test func aFileThatImportsTerrariumLosesItsUIKitImport() {
        expectPort(
            """
            import UIKit
            import Terrarium
            """,
            """
            import Terrarium
            """)
    }
}

@Suite struct ImplicitImportTests {
    /// A pod's files see UIKit through its umbrella header; ported, each that uses it imports
    /// Terrarium, and one that does not is left alone.
    @Test func aFileThatUsedUIKitThroughTheUmbrellaHeaderImportsTerrarium() {
        let files = Porter.port([
            (path: "Menu.swift", text: "import UIKit\n\nopen class Menu: UIViewController {}\n"),
            (
                path: "Menu+Pan.swift",
                text: """
                    // Panning the menu.
                    import Foundation

                    extension Menu {
                        func pan(_ recognizer: UIPanGestureRecognizer) {}
                    }

                    """
            ),
            (path: "Menu+Tap.swift", text: "extension Menu {\n    func addTap() {\n        _ = #selector(close)\n    }\n}\n"),
            (path: "Options.swift", text: "import Foundation\n\nstruct UIOptions { var width = 3 }\nlet options = UIOptions()\n"),
        ])
        #expect(files[1].ported.hasPrefix("// Panning the menu.\nimport Foundation\nimport Terrarium\n\nextension Menu {"))
        #expect(files[1].changes.map(\.kind) == [.implicitImport])
        #expect(files[2].ported.hasPrefix("import Terrarium\n\nextension Menu {\n    func addTap() {\n        _ = Selector("))
        #expect(!files[3].isChanged, "UIOptions is the module's own type")
        for file in Porter.port(files.map { (path: $0.path, text: $0.ported) }) {
            #expect(!file.isChanged, "\(file.path) changed again:\n\(file.diff)")
        }
    }

    /// The import goes after the file's last import, wherever its statements start (here
    /// with a `#if` the port leaves).
    @Test func theImportGoesAfterTheLastImportAfterAConditional() {
        let files = Porter.port([
            (path: "Menu.swift", text: "import UIKit\n\nopen class Menu: UIViewController {}\n"),
            (
                path: "Menu+Log.swift",
                text: "#if DEBUG\nlet verbose = true\n#endif\nimport Foundation\n\nextension Menu {\n    func log(_ view: UIView) {}\n}\n"
            ),
        ])
        #expect(
            files[1].ported
                == "#if DEBUG\nlet verbose = true\n#endif\nimport Foundation\nimport Terrarium\n\nextension Menu {\n    func log(_ view: UIView) {}\n}\n")
    }

    @Test func aFileOfAModuleThatDoesNotImportUIKitIsLeftAlone() {
        let input = "import Foundation\n\nfunc f(_ view: UIView) {}\n"
        #expect(!Porter.port(input).isChanged)
    }
}

@Suite struct AttributeTests {
    @Test func objectiveCAttributesGoAndTheDeclarationsStay() {
        expectPort(
            """
            @objcMembers
            class Menu: UIView {
                @objc dynamic var progress: CGFloat = 0
                @objc(closeMenu) func close() {}
                @IBAction func toggle(_ sender: Any) {}
                @objc
                private func handle() {}
                @IBInspectable var cornerRadius: CGFloat = 0
                @objc enum Edge: Int { case left, right }
            }
            """,
            """
            import Terrarium

            class Menu: UIView {
                var progress: CGFloat = 0
                func close() {}
                func toggle(_ sender: Any) {}
                private func handle() {}
                @IBInspectable var cornerRadius: CGFloat = 0
                enum Edge: Int { case left, right }

                // terrarium-port: the action methods (were @IBAction), which the storyboard loader finds by their Objective-C names.
                override func selector(forAction name: String) -> Selector? {
                    switch name {
                    case "toggle:": Selector("toggle(_:)", Self.toggle(_:))
                    default: super.selector(forAction: name)
                    }
                }

                // terrarium-port: the inspectable properties, which the storyboard loader sets by key path.
                override func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {
                    switch keyPath {
                    case "cornerRadius":
                        guard let value = value as? CGFloat else { return false }
                        cornerRadius = value
                    default:
                        return super.setRuntimeAttribute(value, forKeyPath: keyPath)
                    }
                    return true
                }
            }
            """)
    }
}

@Suite struct InspectableTests {
    @Test func eachInspectableIsACaseAndNumbersConvert() {
        expectPort(
            """
            final class Badge: NSObject {
                @IBInspectable var count: Int = 0
                @IBInspectable var tint: UIColor?
            }
            """,
            """
            import Terrarium

            final class Badge: NSObject {
                @IBInspectable var count: Int = 0
                @IBInspectable var tint: UIColor?

                // terrarium-port: the inspectable properties, which the storyboard loader sets by key path.
                func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {
                    switch keyPath {
                    case "count":
                        guard let value = value as? CGFloat else { return false }
                        count = Int(value)
                    case "tint":
                        guard let value = value as? UIColor else { return false }
                        tint = value
                    default:
                        return false
                    }
                    return true
                }

                // terrarium-port: what UIOutletConnecting requires and subclasses override, doing nothing here.
                func connectOutlet(named name: String, to destination: Any) -> Bool { false }
            }

            extension Badge: UIOutletConnecting {}
            """)
    }
}

@Suite struct ActionTests {
    @Test func eachFormOfSwiftsObjectiveCNameIsACase() {
        expectPort(
            """
            final class Settings: UIViewController {
                @IBAction func refresh() {}
                @IBAction func done(_ sender: UIBarButtonItem) {}
                @IBAction func save(sender: Any) {}
                @IBAction @objc(flip:) func toggleSwitch(_ sender: UISwitch) {}
                @IBAction func unwindToSettings(_ segue: UIStoryboardSegue) {}
                func helper() {}
            }

            extension Settings {
                @IBAction func reset(_ sender: Any) {}
            }
            """,
            """
            import Terrarium

            final class Settings: UIViewController {
                func refresh() {}
                func done(_ sender: UIBarButtonItem) {}
                func save(sender: Any) {}
                func toggleSwitch(_ sender: UISwitch) {}
                func unwindToSettings(_ segue: UIStoryboardSegue) {}
                func helper() {}

                // terrarium-port: the action methods (were @IBAction), which the storyboard loader finds by their Objective-C names.
                override func selector(forAction name: String) -> Selector? {
                    switch name {
                    case "refresh": Selector("refresh", Self.refresh)
                    case "done:": Selector("done(_:)", Self.done(_:))
                    case "saveWithSender:": Selector("save(sender:)", Self.save(sender:))
                    case "flip:": Selector("toggleSwitch(_:)", Self.toggleSwitch(_:))
                    case "unwindToSettings:": Selector("unwindToSettings(_:)", Self.unwindToSettings(_:))
                    case "reset:": Selector("reset(_:)", Self.reset(_:))
                    default: super.selector(forAction: name)
                    }
                }
            }

            extension Settings {
                func reset(_ sender: Any) {}
            }
            """)
    }

    @Test func anObjectWithOutletsAndActionsConformsOnce() {
        expectPort(
            """
            public class Coordinator: NSObject {
                @IBOutlet weak var label: UILabel!
                @IBAction func tapped(_ sender: Any) {}
            }
            """,
            """
            import Terrarium

            public class Coordinator: NSObject {
                weak var label: UILabel!
                func tapped(_ sender: Any) {}

                // terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name.
                public func connectOutlet(named name: String, to destination: Any) -> Bool {
                    switch name {
                    case "label":
                        guard let destination = destination as? UILabel else { return false }
                        label = destination
                    default:
                        return false
                    }
                    return true
                }

                // terrarium-port: the action methods (were @IBAction), which the storyboard loader finds by their Objective-C names.
                public func selector(forAction name: String) -> Selector? {
                    switch name {
                    case "tapped:": Selector("tapped(_:)", Self.tapped(_:))
                    default: nil
                    }
                }
            }

            extension Coordinator: UIOutletConnecting {}
            """)
    }

    @Test func anActionTakingTheEventIsLeftWithAReason() {
        let ported = Porter.port(
            """
            final class Pad: UIViewController {
                @IBAction func pressed(_ sender: UIButton, forEvent event: UIEvent) {}
            }
            """, path: "Pad.swift")
        #expect(ported.unported.map(\.line) == [2])
        #expect(ported.unported.first?.reason.contains("has no typed Selector") == true)
        #expect(!ported.ported.contains("selector(forAction"))
    }
}

@Suite struct SelectorTests {
    @Test func eachFormOfTheRule() {
        expectPort(
            """
            let a = #selector(handleTap)
            let b = #selector(handlePan(_:))
            let c = #selector(didSwipe(sender:))
            let d = #selector(Foo.bar)
            let e = #selector(Foo.bar(_:))
            let f = #selector(self.close)
            let g = #selector(Outer.Inner.reload)
            """,
            """
            import Terrarium

            let a = Selector("handleTap", Self.handleTap)
            let b = Selector("handlePan(_:)", Self.handlePan(_:))
            let c = Selector("didSwipe(sender:)", Self.didSwipe(sender:))
            let d = Selector("bar", Foo.bar)
            let e = Selector("bar(_:)", Foo.bar(_:))
            let f = Selector("close", Self.close)
            let g = Selector("reload", Outer.Inner.reload)
            """)
    }

    @Test func aGetterSelectorAndAValueBaseAreLeftWithAReason() {
        let input = """
            let a = #selector(getter: UIScrollView.contentOffset)
            let b = #selector(menu.close)
            let c = Selector("close:")
            """
        let ported = Porter.port(input, path: "Input.swift")
        #expect(ported.ported == input)
        #expect(ported.unported.map(\.line) == [1, 2, 3])
        #expect(ported.unported[0].reason.contains("getter"))
        #expect(ported.unported[1].reason.contains("#selector(TypeName.close)"))
        #expect(ported.unported[2].construct == "Selector(\"close:\")")
    }

    @Test func keyPathsBecomeStrings() {
        expectPort(
            """
            scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: nil)
            view.addObserver(self, forKeyPath: #keyPath(frame), options: [], context: nil)
            """,
            """
            scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: nil)
            view.addObserver(self, forKeyPath: "frame", options: [], context: nil)
            """)
    }
}

@Suite struct OptionalRequirementTests {
    /// `class` as a protocol's constraint is deprecated (a warning in every build of the
    /// ported code): the port writes `AnyObject`.
    @Test func anObjectiveCProtocolConstrainedToClassIsConstrainedToAnyObject() {
        expectPort(
            """
            @objc public protocol MenuDelegate: class {
                func menuDidOpen()
            }
            """,
            """
            public protocol MenuDelegate: AnyObject {
                func menuDidOpen()
            }
            """)
    }

    @Test func requirementsGetDefaultsAndCallSitesLoseTheirQuestionMark() {
        expectPort(
            """
            @objc public protocol DrawerDelegate {
                @objc optional func drawerWillOpen(_ drawer: Drawer)
                @objc optional func drawerHeight(_ drawer: Drawer) -> CGFloat
                @objc optional func drawerView(_ drawer: Drawer) -> UIView?
                @objc optional var prefersDimming: Bool { get }
                func drawerDidClose(_ drawer: Drawer)
            }

            final class Drawer {
                weak var delegate: DrawerDelegate?
                func open() {
                    delegate?.drawerWillOpen?(self)
                    let height = delegate?.drawerHeight?(self) ?? 10
                    let forced = delegate!.drawerHeight!(self)
                    delegate!.drawerWillOpen!(self)
                    let dim = delegate?.prefersDimming ?? false
                    delegate?.drawerDidClose(self)
                }
            }

            final class Host: DrawerDelegate {
                func drawerHeight(_ drawer: Drawer) -> CGFloat { 12 }
                var prefersDimming: Bool { true }
                func drawerDidClose(_ drawer: Drawer) {}
            }
            """,
            """
            public protocol DrawerDelegate: AnyObject {
                func drawerWillOpen(_ drawer: Drawer)
                func drawerHeight(_ drawer: Drawer) -> CGFloat?
                func drawerView(_ drawer: Drawer) -> UIView?
                var prefersDimming: Bool? { get }
                func drawerDidClose(_ drawer: Drawer)
            }

            // terrarium-port: default implementations of what were `@objc optional` requirements;
            // a requirement that returns a value returns nil here, as the optional call did on iOS.
            extension DrawerDelegate {
                public func drawerWillOpen(_ drawer: Drawer) {}
                public func drawerHeight(_ drawer: Drawer) -> CGFloat? { nil }
                public func drawerView(_ drawer: Drawer) -> UIView? { nil }
                public var prefersDimming: Bool? { nil }
            }

            final class Drawer {
                weak var delegate: DrawerDelegate?
                func open() {
                    delegate?.drawerWillOpen(self)
                    let height = delegate?.drawerHeight(self) ?? 10
                    let forced = delegate!.drawerHeight(self)!
                    delegate!.drawerWillOpen(self)
                    let dim = delegate?.prefersDimming ?? false
                    delegate?.drawerDidClose(self)
                }
            }

            final class Host: DrawerDelegate {
                func drawerHeight(_ drawer: Drawer) -> CGFloat? { 12 }
                var prefersDimming: Bool? { true }
                func drawerDidClose(_ drawer: Drawer) {}
            }
            """)
    }

    @Test func implementationsInAnotherFileFollowTheProtocol() {
        let files = Porter.port([
            (path: "Delegate.swift", text: "@objc protocol D: AnyObject {\n    @objc optional func width() -> Int\n}\n"),
            (path: "Host.swift", text: "extension Host: D {\n    func width() -> Int { 3 }\n}\nfunc f(d: D?) -> Int { d?.width?() ?? 0 }\n"),
        ])
        #expect(files[1].ported == "extension Host: D {\n    func width() -> Int? { 3 }\n}\nfunc f(d: D?) -> Int { d?.width() ?? 0 }\n")
        #expect(files[1].changes.map(\.kind) == [.optionalRequirementImplementation, .optionalRequirementCall])
    }

    @Test func aClosurePropertyNamedLikeARequirementIsCalledAsItWas() {
        // The base name matches the requirement's, the argument labels do not.
        let files = Porter.port([
            (path: "Delegate.swift", text: "@objc protocol TabsDelegate {\n    @objc optional func didSelectTab(_ index: Int)\n}\n"),
            (
                path: "Tabs.swift",
                text: """
                    final class Tabs {
                        weak var delegate: TabsDelegate?
                        var didSelectTab: ((Int, Bool) -> Void)?
                        var onClose: ((Int) -> Void)?
                        func select(_ index: Int) {
                            delegate?.didSelectTab?(index)
                            didSelectTab?(index, true)
                            self.didSelectTab!(index, false)
                        }
                    }

                    """
            ),
        ])
        #expect(files[1].ported == files[1].original.replacingOccurrences(of: "delegate?.didSelectTab?(", with: "delegate?.didSelectTab("))
        #expect(files[1].changes.map(\.line) == [6])
    }

    @Test func aTrailingClosureMatchesTheRequirementsLastLabel() {
        let files = Porter.port([
            (path: "D.swift", text: "@objc protocol D {\n    @objc optional func load(_ page: Int, completion: () -> Void)\n}\n"),
            (path: "C.swift", text: "func f(d: D?) {\n    d?.load?(2) {}\n    d?.load?(2, completion: {})\n}\n"),
        ])
        #expect(files[1].ported == "func f(d: D?) {\n    d?.load(2) {}\n    d?.load(2, completion: {})\n}\n")
    }

    @Test func aTestOfWhetherTheDelegateImplementsARequirementIsLeftWithAReason() {
        let files = Porter.port([
            (
                path: "D.swift",
                text: "@objc protocol D {\n    @objc optional func drawer(_ d: Int, didOpen open: Bool)\n    @objc optional func drawerDidClose()\n}\n"
            ),
            (
                path: "C.swift",
                text: """
                    func f(delegate: D?) {
                        if let didOpen = delegate?.drawer(_:didOpen:) {
                            didOpen(1, true)
                        }
                        let closes = delegate?.drawerDidClose != nil
                        delegate?.drawer?(1, didOpen: false)
                        _ = #selector(D.drawer(_:didOpen:))
                    }

                    final class Drawer {
                        var drawer: ((Int) -> Void)?
                        var drawerDidClose: (() -> Void)?
                        func set() {
                            self.drawerDidClose = {}
                            let handler = self.drawer
                        }
                    }

                    """
            ),
        ])
        #expect(files[1].unported.map(\.line) == [2, 5])
        #expect(files[1].unported.first?.reason.contains("drawer(_:didOpen:)") == true)
        #expect(files[1].changes.map(\.kind) == [.implicitImport, .optionalRequirementCall, .selector])
    }

    @Test func anOptionalClosureCallIsNotARequirementCall() {
        let input = "final class A {\n    var onClose: (() -> Void)?\n    func close() { self.onClose?() }\n}\n"
        #expect(Porter.port(input).ported == input)
    }
}

@Suite struct OutletTests {
    @Test func outletsOfAViewControllerAreConnectedByAnOverride() {
        expectPort(
            """
            class DrawerViewController: UIViewController {
                @IBOutlet weak var drawerView: UIView!
                @IBOutlet var buttons: [UIButton]!
                @IBOutlet
                weak var titleLabel: UILabel?

                func open() {}
            }
            """,
            """
            import Terrarium

            class DrawerViewController: UIViewController {
                weak var drawerView: UIView!
                var buttons: [UIButton]!
                weak var titleLabel: UILabel?

                func open() {}

                // terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name.
                override func connectOutlet(named name: String, to destination: Any) -> Bool {
                    switch name {
                    case "drawerView":
                        guard let destination = destination as? UIView else { return false }
                        drawerView = destination
                    case "buttons":
                        guard let destination = destination as? [UIButton] else { return false }
                        buttons = destination
                    case "titleLabel":
                        guard let destination = destination as? UILabel else { return false }
                        titleLabel = destination
                    default:
                        return super.connectOutlet(named: name, to: destination)
                    }
                    return true
                }
            }
            """)
    }

    @Test func theConnectingMethodIsAsAccessibleAsThePublicOrOpenClass() {
        expectPort(
            """
            open class DeckViewController: UIViewController {
                @IBOutlet public weak var nextButton: UIButton!
            }

            public final class DeckCoordinator: NSObject {
                @IBOutlet weak var deck: DeckViewController?
            }
            """,
            """
            import Terrarium

            open class DeckViewController: UIViewController {
                public weak var nextButton: UIButton!

                // terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name.
                open override func connectOutlet(named name: String, to destination: Any) -> Bool {
                    switch name {
                    case "nextButton":
                        guard let destination = destination as? UIButton else { return false }
                        nextButton = destination
                    default:
                        return super.connectOutlet(named: name, to: destination)
                    }
                    return true
                }
            }

            public final class DeckCoordinator: NSObject {
                weak var deck: DeckViewController?

                // terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name.
                public func connectOutlet(named name: String, to destination: Any) -> Bool {
                    switch name {
                    case "deck":
                        guard let destination = destination as? DeckViewController else { return false }
                        deck = destination
                    default:
                        return false
                    }
                    return true
                }
            }

            extension DeckCoordinator: UIOutletConnecting {}
            """)
    }

    @Test func anObjectThatIsNotAResponderConformsToUIOutletConnecting() {
        expectPort(
            """
            final class Coordinator: NSObject {
                @IBOutlet weak var view: UIView!
            }
            """,
            """
            import Terrarium

            final class Coordinator: NSObject {
                weak var view: UIView!

                // terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name.
                func connectOutlet(named name: String, to destination: Any) -> Bool {
                    switch name {
                    case "view":
                        guard let destination = destination as? UIView else { return false }
                        view = destination
                    default:
                        return false
                    }
                    return true
                }
            }

            extension Coordinator: UIOutletConnecting {}
            """)
    }
}

/// What Swift without the Objective-C runtime cannot do and the port cannot rewrite: it
/// says so, where, and leaves the code as it was (less its `@objc`).
@Suite struct ExtensionOverrideTests {
    @Test func anOverrideOfAnObjectiveCExtensionMethodIsLeftWithAReason() {
        let files = Porter.port([
            (
                path: "Menu.swift",
                text: """
                    open class MenuController: UIViewController {
                        open override func toggleMenu() {}
                        open override func viewDidLoad() {}
                    }

                    """
            ),
            (path: "Extensions.swift", text: "extension UIViewController {\n    @objc public func toggleMenu() {}\n}\n"),
        ])
        #expect(files[0].unported.map(\.line) == [2])
        #expect(files[0].unported.first?.construct == "open override func toggleMenu()")
        #expect(files[0].unported.first?.reason.contains("extension of UIViewController") == true)
        #expect(!files[0].isChanged)
    }

    @Test func anOverrideInAnExtensionOfAClassNotInTheFilesIsLeftWithAReason() {
        let input = """
            extension TabCell {
                override var intrinsicContentSize: CGSize {
                    CGSize(width: 4, height: 1)
                }
                func highlight() {}
            }
            """
        let ported = Porter.port(input)
        #expect(ported.unported.map(\.construct) == ["override var intrinsicContentSize: CGSize"])
        #expect(ported.unported.first?.reason.contains("move it into the body of TabCell") == true)
        #expect(!ported.isChanged)
    }
}

@Suite struct KeyValueObserverTests {
    @Test func anNSObjectObserverConformsToNSKeyValueObserving() {
        expectPort(
            """
            class Tracker: NSObject {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    if keyPath == "frame" {
                        print(change?[.newKey] ?? "")
                    } else {
                        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                    }
                }
            }
            """,
            """
            import Terrarium

            class Tracker: NSObject {
                func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    if keyPath == "frame" {
                        print(change?[.newKey] ?? "")
                    } else {
                    }
                }
            }

            extension Tracker: NSKeyValueObserving {}
            """)
    }

    @Test func aViewControllerObserverIsLeftAsItIs() {
        let input = """
            import Terrarium
            class Pager: UIViewController {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            """
        #expect(Porter.port(input).ported == input)
    }
}

import Testing
import TerrariumPortKit

/// Whether a class is a responder comes from UIKit's class hierarchy and the module's own
/// classes, not from the first inherited name.
@Suite struct ResponderTests {
    @Test func anInteractiveTransitionIsNotAResponder() {
        expectPort(
            """
            class SwipeInteractor: UIPercentDrivenInteractiveTransition {
                @IBOutlet weak var handle: UIView!
                @IBAction func gestureRecognizeDidUpdate(_ sender: UIPanGestureRecognizer) {}
            }
            """,
            """
            import Terrarium

            class SwipeInteractor: UIPercentDrivenInteractiveTransition {
                weak var handle: UIView!
                func gestureRecognizeDidUpdate(_ sender: UIPanGestureRecognizer) {}

                // terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name.
                func connectOutlet(named name: String, to destination: Any) -> Bool {
                    switch name {
                    case "handle":
                        guard let destination = destination as? UIView else { return false }
                        handle = destination
                    default:
                        return false
                    }
                    return true
                }

                // terrarium-port: the action methods (were @IBAction), which the storyboard loader finds by their Objective-C names.
                func selector(forAction name: String) -> Selector? {
                    switch name {
                    case "gestureRecognizeDidUpdate:": Selector("gestureRecognizeDidUpdate(_:)", Self.gestureRecognizeDidUpdate(_:))
                    default: nil
                    }
                }
            }

            extension SwipeInteractor: UIOutletConnecting {}
            """)
    }

    /// UIKit's non-responders (gesture recognizers, bar items, constraints, layers…) observe
    /// as `NSObject`s do; its views and controllers, however deep, are responders.
    @Test(arguments: [
        ("UITapGestureRecognizer", false), ("UIScreenEdgePanGestureRecognizer", false), ("UIBarButtonItem", false),
        ("UITabBarItem", false), ("NSLayoutConstraint", false), ("UINavigationItem", false),
        ("UIPresentationController", false), ("CAShapeLayer", false), ("UICollectionViewFlowLayout", false),
        ("UICollectionViewCell", true), ("UITableViewController", true), ("UIImagePickerController", true),
        ("UISearchTextField", true), ("UIWindow", true), ("UIApplication", true), ("UIWindowScene", true),
    ])
    func observersFollowUIKitsHierarchy(_ superclass: String, _ responder: Bool) {
        let input = """
            class Observer: \(superclass) {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """
        let ported = Porter.port(input).ported
        #expect(ported.contains("extension Observer: NSKeyValueObserving {}") == !responder, "\(ported)")
        #expect(ported.contains("override func observeValue") == responder)
    }

    @Test func theModulesOwnClassesAreResolvedThroughTheirSuperclasses() {
        let files = Porter.port([
            (path: "Base.swift", text: "class BaseCell: UICollectionViewCell {}\nclass BaseRecognizer: UIPanGestureRecognizer {}\n"),
            (
                path: "Cells.swift",
                text: """
                    final class TitleCell: BaseCell {
                        @IBOutlet weak var title: UILabel!
                    }

                    final class DragRecognizer: BaseRecognizer {
                        @IBOutlet weak var target: UIView!
                    }

                    """
            ),
        ])
        #expect(files[1].ported.contains("    override func connectOutlet(named name: String, to destination: Any) -> Bool {"))
        #expect(files[1].ported.contains("    func connectOutlet(named name: String, to destination: Any) -> Bool {\n        switch name {\n        case \"target\":"))
        #expect(files[1].ported.hasSuffix("\n}\n\nextension DragRecognizer: UIOutletConnecting {}\n"))
        #expect(!files[1].ported.contains("extension TitleCell"))
    }

    /// A non-responder's subclass in the module overrides what its superclass conforms with;
    /// the superclass gets, doing nothing, the methods only its subclasses need.
    @Test func aSubclassOfAConnectingClassOverridesItsMembers() {
        let files = Porter.port([
            (
                path: "Swipe.swift",
                text: """
                    open class SwipeInteractor: UIPercentDrivenInteractiveTransition {
                        @IBAction func panned(_ sender: UIPanGestureRecognizer) {}
                    }

                    """
            ),
            (
                path: "Edge.swift",
                text: """
                    final class EdgeSwipeInteractor: SwipeInteractor {
                        @IBOutlet weak var edge: UIView!
                        @IBAction func edgePanned(_ sender: UIScreenEdgePanGestureRecognizer) {}
                    }

                    """
            ),
        ])
        #expect(
            files[0].ported == """
                import Terrarium

                open class SwipeInteractor: UIPercentDrivenInteractiveTransition {
                    func panned(_ sender: UIPanGestureRecognizer) {}

                    // terrarium-port: the action methods (were @IBAction), which the storyboard loader finds by their Objective-C names.
                    open func selector(forAction name: String) -> Selector? {
                        switch name {
                        case "panned:": Selector("panned(_:)", Self.panned(_:))
                        default: nil
                        }
                    }

                    // terrarium-port: what UIOutletConnecting requires and subclasses override, doing nothing here.
                    open func connectOutlet(named name: String, to destination: Any) -> Bool { false }
                }

                extension SwipeInteractor: UIOutletConnecting {}

                """)
        #expect(files[1].ported.contains("    override func connectOutlet(named name: String, to destination: Any) -> Bool {"))
        #expect(files[1].ported.contains("        return super.connectOutlet(named: name, to: destination)"))
        #expect(files[1].ported.contains("    override func selector(forAction name: String) -> Selector? {"))
        #expect(files[1].ported.contains("    default: super.selector(forAction: name)"))
        #expect(!files[1].ported.contains("extension EdgeSwipeInteractor"))
        for file in Porter.port(files.map { (path: $0.path, text: $0.ported) }) {
            #expect(!file.isChanged, "\(file.path) changed again:\n\(file.diff)")
        }
    }

    @Test func aSubclassOfAnObserverOfTheModuleKeepsItsOverride() {
        let observe = "func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)"
        let files = Porter.port([
            (path: "A.swift", text: "class Tracker: NSObject {\n    override \(observe) {}\n}\n"),
            (
                path: "B.swift",
                text: "final class FrameTracker: Tracker {\n    override \(observe) {\n        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)\n    }\n}\n"
            ),
        ])
        #expect(
            files[0].ported
                == "import Terrarium\n\nclass Tracker: NSObject {\n    \(observe) {}\n}\n\nextension Tracker: NSKeyValueObserving {}\n")
        #expect(!files[1].isChanged)
    }

    @Test func aNestedClassConformsAtFileScope() {
        expectPort(
            """
            struct Menu {
                final class Coordinator: NSObject {
                    @IBAction func close(_ sender: Any) {}
                }
            }
            """,
            """
            import Terrarium

            struct Menu {
                final class Coordinator: NSObject {
                    func close(_ sender: Any) {}

                    // terrarium-port: the action methods (were @IBAction), which the storyboard loader finds by their Objective-C names.
                    func selector(forAction name: String) -> Selector? {
                        switch name {
                        case "close:": Selector("close(_:)", Self.close(_:))
                        default: nil
                        }
                    }

                    // terrarium-port: what UIOutletConnecting requires and subclasses override, doing nothing here.
                    func connectOutlet(named name: String, to destination: Any) -> Bool { false }
                }
            }

            extension Menu.Coordinator: UIOutletConnecting {}
            """)
    }

    /// A name neither UIKit's nor the module's: another library's class is taken for a
    /// responder, unless it reads as a protocol or a Foundation class.
    @Test(arguments: [
        ("SwipeTableViewCell", true), ("MenuItemDelegate", false), ("Operation", false), ("NSOperation", false),
        ("Codable", false), ("UIKit.UIView", true), ("UIKit.UIBarButtonItem", false),
    ])
    func anUnknownNameFallsBackOnItsSpelling(_ superclass: String, _ responder: Bool) {
        let ported = Porter.port("class Item: \(superclass) {\n    @IBOutlet weak var view: UIView!\n}\n").ported
        #expect(ported.contains("override func connectOutlet") == responder, "\(ported)")
    }
}

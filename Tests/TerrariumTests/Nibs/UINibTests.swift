import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The nibs written for these tests, in `Xibs/` (in Xcode's format).
enum NibFixtures {
    static var folder: URL { Bundle.module.url(forResource: "Xibs", withExtension: nil)! }

    /// The folder as a bundle, as an app's or a library's resources are one.
    static var bundle: Bundle { Bundle(url: folder)! }

    /// A nib's XML with `objects` as its `<objects>`, in the form Xcode writes.
    static func xml(_ objects: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    }
}

/// MenuView.xib's File's Owner: a view that loads its content from the nib, with outlets and
/// actions as the port command writes them.
final class MenuHostView: UIView {
    weak var contentView: UIView!
    weak var footer: UIView!
    var items: [UIButton] = []
    var log: [String] = []

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        NibLoggingView.log.append("outlet \(name)")
        switch name {
        case "contentView":
            guard let destination = destination as? UIView else { return false }
            contentView = destination
        case "footer":
            guard let destination = destination as? UIView else { return false }
            footer = destination
        case "items":
            guard let destination = destination as? [UIButton] else { return false }
            items = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }

    override func selector(forAction name: String) -> Selector? {
        switch name {
        case "openTapped:": Selector("openTapped(_:)", Self.openTapped(_:))
        case "menuTapped:": Selector("menuTapped(_:)", Self.menuTapped(_:))
        default: super.selector(forAction: name)
        }
    }

    func openTapped(_ sender: UIButton) { log.append("openTapped \(sender.title(for: .normal) ?? "-")") }
    func menuTapped(_ sender: UITapGestureRecognizer) { log.append("menuTapped") }
}

/// MenuView.xib's views: each says, by its tag, when it was decoded and woken.
final class NibLoggingView: UIView {
    static var log: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.log.append("init \(tag)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        Self.log.append("awake \(tag)")
    }
}

/// The object an external-object placeholder stands for: not a responder, so it adopts
/// `UIOutletConnecting` itself, as an `NSObject` with outlets does.
@MainActor
final class PaletteObject: NSObject, UIOutletConnecting {
    weak var swatch: UIView?

    func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "swatch", let view = destination as? UIView else { return false }
        swatch = view
        return true
    }
}

/// A File's Owner that cannot take outlets.
final class OutletlessOwner: NSObject {}

@MainActor
@Suite(.isolatedUI, .serialized) struct UINibTests {
    // MARK: Instantiating

    @Test func loadNibNamedReturnsTheTopLevelObjectsInTheFilesOrderWithTheOwnersOutlets() throws {
        let host = MenuHostView(frame: .zero)
        let objects = try #require(NibFixtures.bundle.loadNibNamed("MenuView", owner: host, options: nil))
        #expect(objects.count == 3)
        let menu = try #require(objects[0] as? NibLoggingView)
        let tap = try #require(objects[1] as? UITapGestureRecognizer)
        let footer = try #require(objects[2] as? NibLoggingView)
        #expect(menu.tag == 1 && footer.tag == 3)
        #expect(host.contentView === menu)
        #expect(host.footer === footer)
        #expect(
            host.items.map { $0.title(for: .normal) } == ["Open", "Close"], "an outlet collection, in the file's order")
        #expect(menu.gestureRecognizers?.first === tap)
        // Frames in points, as written.
        #expect(menu.frame == CGRect(x: 0, y: 0, width: 160, height: 64))
        #expect(menu.constraints.count == 4)
    }

    /// A pager's tab view takes its bar out of the nib's content view and puts it into its
    /// collection view, holding it only by a weak outlet: as UIKit's decoder autoreleases every
    /// object it makes, the bar lives through the turn.
    @Test func everyObjectTheNibMadeLivesUntilTheNextTurnNotOnlyTheTopLevelOnes() throws {
        let host = MenuHostView(frame: .zero)
        weak var divider: UIView?
        do {
            let objects = try #require(NibFixtures.bundle.loadNibNamed("MenuView", owner: host, options: nil))
            divider = (objects[0] as? UIView)?.subviews.first { $0.tag == 2 }
        }
        #expect(divider != nil)
        divider?.removeFromSuperview()
        #expect(divider != nil, "held by nothing but the turn")
        host.addSubview(try #require(divider))
        _ = MainLoop.main.runUntilIdle()
        #expect(divider?.superview === host)

        weak var dropped: UIView?
        do {
            let objects = NibFixtures.bundle.loadNibNamed("MenuView", owner: MenuHostView(frame: .zero), options: nil)
            dropped = (objects?[0] as? UIView)?.subviews.first { $0.tag == 2 }
            dropped?.removeFromSuperview()
        }
        _ = MainLoop.main.runUntilIdle()
        #expect(dropped == nil, "released at the next turn")
    }

    @Test func everyObjectIsDecodedThenConnectedThenWoken() throws {
        NibLoggingView.log = []
        let host = MenuHostView(frame: .zero)
        _ = UINib(nibName: "MenuView", bundle: NibFixtures.bundle).instantiate(withOwner: host, options: nil)
        // UIKit's order: init(coder:) for every object, then the connections, then
        // awakeFromNib() for every object made (not for the owner).
        #expect(
            NibLoggingView.log == [
                "init 1", "init 2", "init 3",
                "outlet contentView", "outlet footer", "outlet items",
                "awake 1", "awake 2", "awake 3",
            ])
    }

    @Test func eachInstantiationMakesNewObjects() {
        let nib = UINib(nibName: "MenuView", bundle: NibFixtures.bundle)
        let first = nib.instantiate(withOwner: nil, options: nil)
        let second = nib.instantiate(withOwner: nil, options: nil)
        let firstMenu = first[0] as? UIView, secondMenu = second[0] as? UIView
        #expect(firstMenu != nil && firstMenu !== secondMenu)
        #expect(nib._file != nil, "the file is read once, when first instantiated")
    }

    @Test func withoutAnOwnerTheOwnersOutletsAreNotConnected() throws {
        let objects = UINib(nibName: "MenuView", bundle: NibFixtures.bundle).instantiate(withOwner: nil)
        let menu = try #require(objects.first as? UIView)
        #expect(menu.subviews.count == 3)
    }

    @Test func controlsAndRecognizersSendTheirActionsToTheOwner() throws {
        let host = MenuHostView(frame: CGRect(x: 0, y: 0, width: 160, height: 64))
        _ = NibFixtures.bundle.loadNibNamed("MenuView", owner: host)
        host.addSubview(host.contentView)
        host.items[0].sendActions(for: .touchUpInside)
        #expect(host.log == ["openTapped Open"])

        let controller = UIViewController()
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(controller)
        controller.view.addSubview(host)
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 15, y: 2))  // the divider, between the buttons
        #expect(host.log == ["openTapped Open", "menuTapped"])
    }

    @Test func externalObjectsStandForTheirPlaceholders() throws {
        let xml = NibFixtures.xml(
            """
                    <placeholder placeholderIdentifier="Palette" id="Ex1-pl-001" userLabel="Palette">
                        <connections>
                            <outlet property="swatch" destination="Ex1-vw-001" id="Ex1-o1-001"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="Ex1-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="16"/>
                    </view>
            """)
        let palette = PaletteObject()
        let objects = UINib(data: Data(xml.utf8), bundle: nil)
            .instantiate(withOwner: nil, options: [.externalObjects: ["Palette": palette]])
        #expect(objects.count == 1, "placeholders are not top-level objects")
        let view = objects[0] as? UIView
        #expect(view != nil && palette.swatch === view)
    }

    // MARK: Finding the file

    @Test func aNibNamedAsCompiledIsFoundAsTheXcodeSource() throws {
        let folder = try temporaryBundle([
            "Compiled.nib": Data("bplist00 compiled by ibtool".utf8),
            "Compiled.xib": Data(NibFixtures.xml(Self.oneView).utf8),
            "Renamed.nib": Data(NibFixtures.xml(Self.oneView).utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(url: folder))
        // A compiled Compiled.nib is passed over for Compiled.xib; a Renamed.nib that holds a
        // xib's XML is read.
        #expect(try UINib(nibName: "Compiled", bundle: bundle)._instantiate(owner: nil, options: nil).count == 1)
        #expect(try UINib(nibName: "Renamed", bundle: bundle)._instantiate(owner: nil, options: nil).count == 1)
        let file = try UINib(nibName: "Compiled", bundle: bundle)._loadedFile()
        #expect(file._document.file.hasSuffix("Compiled.xib"))
    }

    @Test func onlyACompiledNibIsAFaultNamingIt() throws {
        let folder = try temporaryBundle(["Compiled.nib": Data("bplist00 compiled by ibtool".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = UINib(nibName: "Compiled", bundle: Bundle(url: folder)!)
        #expect(throws: StoryboardError.self) { try nib._loadedFile() }
        do {
            _ = try nib._loadedFile()
        } catch {
            #expect(error.file.hasSuffix("Compiled.nib"))
            #expect(error.reason.hasPrefix("a compiled nib, which Terrarium cannot read; put Compiled.xib"))
        }
    }

    @Test func aNibInBaseLprojIsFound() throws {
        let folder = try temporaryBundle(["Base.lproj/Localized.xib": Data(NibFixtures.xml(Self.oneView).utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let objects = UINib(nibName: "Localized", bundle: Bundle(url: folder)!).instantiate(withOwner: nil)
        #expect(objects.count == 1)
    }

    @Test func theMainBundleAlsoLooksInTheResourceBundlesBesideIt() throws {
        // On Linux `Bundle(for:)` is the main bundle; SwiftPM puts each target's resource
        // bundle beside the executable, where PagerButtonCell.xib is, at the root of this
        // test target's.
        #if os(Linux)
            #expect(Bundle(for: PagerButtonCell.self).bundleURL == Bundle.main.bundleURL)
        #endif
        let nib = UINib(nibName: "PagerButtonCell", bundle: nil)
        let file = try nib._loadedFile()
        #expect(
            file._document.file.hasSuffix(".resources/PagerButtonCell.xib")
                || file._document.file.hasSuffix(".bundle/PagerButtonCell.xib"))
        #expect(
            file._bundle.bundleURL.lastPathComponent.hasPrefix("Terrarium_TerrariumTests"),
            "classes are looked for in its module")
        // Storyboards are found the same way: the demo kit's, from its resource bundle.
        let storyboard = UIStoryboard(name: "Demo", bundle: nil)
        #expect(
            storyboard._document.file.hasSuffix("TerrariumDemoKit.resources/Demo.storyboard")
                || storyboard._document.file.hasSuffix("TerrariumDemoKit.bundle/Demo.storyboard"))
    }

    // MARK: Faults

    @Test func aMalformedNibNamesTheFileTheLineAndTheElement() throws {
        let folder = try temporaryBundle([
            "Broken.xib": Data(
                NibFixtures.xml(
                    """
                            <view contentMode="scaleToFill" id="Br1-vw-001">
                                <rect key="frame" x="0.0" y="zero" width="40" height="16"/>
                            </view>
                    """
                ).utf8)
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try UINib(contentsOf: folder.appendingPathComponent("Broken.xib"))
            Issue.record("opened a broken nib")
        } catch {
            #expect(error.file.hasSuffix("Broken.xib"))
            #expect(error.line == 7)
            #expect(error.element == "<rect key=\"frame\">")
            #expect(error.reason == "y=\"zero\" is not a number")
            #expect(error.description.hasSuffix("Broken.xib:7: <rect key=\"frame\">: y=\"zero\" is not a number"))
        }
    }

    @Test func badXMLIsAFaultAtItsLine() {
        let xml = NibFixtures.xml("        <view id=\"Bx1-vw-001\">\n        </label>")
        do {
            _ = try UINib(data: Data(xml.utf8), bundle: nil)._instantiate(owner: nil, options: nil)
            Issue.record("read bad XML")
        } catch {
            #expect(error.file == "UINib(data:)")
            #expect(error.line == 7)
            #expect(error.reason.contains("<view>, opened on line 6"))
        }
    }

    @Test(arguments: [
        (
            "        <view id=\"Sg1-vw-001\">\n            <connections>\n                <segue destination=\"-1\" kind=\"show\" id=\"Sg1-sg-001\"/>\n            </connections>\n        </view>",
            8, "<segue id=\"Sg1-sg-001\">", "a nib holds no segues; they belong to storyboards"
        ),
        (
            "        <viewController id=\"Vc1-vc-001\"/>", 6, "<viewController id=\"Vc1-vc-001\">",
            "a view controller at the top of a nib is not supported; Terrarium makes a nib's views, cells and gesture recognizers"
        ),
        (
            "        <view id=\"Ol1-vw-001\">\n            <connections>\n                <outlet property=\"x\" destination=\"Nope\" id=\"Ol1-ot-001\"/>\n            </connections>\n        </view>",
            8, "<outlet id=\"Ol1-ot-001\">", "destination=\"Nope\" names nothing in the file"
        ),
    ])
    func whatANibCannotHoldIsAFault(objects: String, line: Int, element: String, reason: String) {
        do {
            _ = try StoryboardDocument(data: Data(NibFixtures.xml(objects).utf8), file: "Fault.xib", kind: .nib)
            Issue.record("opened a nib holding \(element)")
        } catch {
            #expect(error.line == line)
            #expect(error.element == element)
            #expect(error.reason == reason)
        }
    }

    @Test func aStoryboardIsNotANibAndANibIsNotAStoryboard() {
        let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        #expect {
            _ = try StoryboardDocument(
                data: Data(NibFixtures.xml("", type: storyboardType).utf8), file: "A.xib", kind: .nib)
        } throws: { error in
            (error as? StoryboardError)?.reason
                == "the file is a storyboard, not a nib (.xib); open it with UIStoryboard(name:bundle:)"
        }
        #expect {
            _ = try StoryboardDocument(data: Data(NibFixtures.xml("").utf8), file: "B.storyboard")
        } throws: { error in
            (error as? StoryboardError)?.reason
                == "the file is a nib (.xib), not a storyboard; open it with UINib(nibName:bundle:)"
        }
    }

    @Test func aMissingNibStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NibFixtures.bundle.loadNibNamed("Nope", owner: nil, options: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "uncaught exception 'NSInternalInconsistencyException', reason: 'Could not load NIB in bundle: 'NSBundle <"
            ))
        #expect(message.contains("/Xibs> (loaded)' with name 'Nope''"))
    }

    @Test func anOwnerWithoutOutletsStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NibFixtures.bundle.loadNibNamed("MenuView", owner: OutletlessOwner(), options: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("uncaught exception 'NSUnknownKeyException'"))
        #expect(
            message.contains(
                "setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key contentView."))
    }

    // MARK: Helpers

    static let oneView = """
                <view contentMode="scaleToFill" id="On1-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="16"/>
                </view>
        """

    /// A folder holding `files` (paths relative to it), to open as a bundle.
    func temporaryBundle(_ files: [String: Data]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Nibs-\(UUID())")
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return folder
    }
}

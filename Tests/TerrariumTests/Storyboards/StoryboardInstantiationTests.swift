import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The storyboards written for these tests, in `Fixtures/`.
enum StoryboardFixtures {
    static var folder: URL { Bundle.module.url(forResource: "Fixtures", withExtension: nil)! }

    static var bundle: Bundle { Bundle(url: folder)! }

    /// Opens `name` from the fixtures, with the test target's resource bundle (whose name
    /// says the module of `customModuleProvider="target"` classes).
    @MainActor
    static func open(_ name: String) throws -> UIStoryboard {
        try UIStoryboard(contentsOf: folder.appendingPathComponent("\(name).storyboard"), bundle: .module)
    }
}

/// A scene class the storyboard names with its module; records what it saw when.
final class MenuSceneController: UIViewController {
    var log: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        log.append("init(coder:) title=\(coder.decodeObject(forKey: "title") as? String ?? "-") self.title=\(title ?? "-")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib title=\(title ?? "-") storyboard=\(storyboard != nil) parent=\(parent != nil)")
    }
}

/// A scene class the storyboard names without a module (`customModuleProvider="target"`).
final class SettingsSceneController: UIViewController {}

/// Not a controller: a storyboard naming it for a scene is at fault.
final class NotAControllerObject: NSObject {}

@MainActor
@Suite(.isolatedUI) struct StoryboardInstantiationTests {
    @Test func theInitialControllerComesWithItsRelationshipsInFileOrder() throws {
        let storyboard = try StoryboardFixtures.open("Containers")
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 3)
        let navigation = try #require(children[0] as? UINavigationController)
        let menu = try #require(navigation.viewControllers.first as? MenuSceneController)
        #expect(navigation.viewControllers.count == 1)
        #expect(children[1].title == "Second")
        #expect(children[2] is SettingsSceneController)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.storyboard === storyboard)
        #expect(menu.storyboard === storyboard)
        #expect(children[2].storyboard !== storyboard, "a referenced scene comes from its own storyboard")
        #expect(children[2].storyboard?.description.hasPrefix("<UIStoryboard: 0x") == true)
    }

    @Test func initCoderSeesTheCoderAndAwakeFromNibSeesTheScene() throws {
        let menu = try #require(
            try StoryboardFixtures.open("Containers").instantiateViewController(withIdentifier: "Menu") as? MenuSceneController)
        #expect(
            menu.log == [
                "init(coder:) title=Menu self.title=-",
                "awakeFromNib title=Menu storyboard=true parent=false",
            ])
        #expect(!menu.isViewLoaded)
    }

    @Test func itemsComeFromTheScene() throws {
        let storyboard = try StoryboardFixtures.open("Containers")
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children[0].tabBarItem.title == "Menu")
        #expect(children[1].tabBarItem.tag == 2)
        #expect(children[2].tabBarItem.title == "Settings", "a reference's own tab item applies to its controller")
        #expect(children[2].tabBarItem.tag == 3)
        let menu = try #require((children[0] as? UINavigationController)?.viewControllers.first)
        #expect(menu.navigationItem.title == "Today's Menu")
        #expect(menu.navigationItem.prompt == "Choose")
        #expect(menu.navigationItem.rightBarButtonItem?.systemItem == .add)
        #expect(menu.navigationItem.leftBarButtonItem?.title == "Edit")
        #expect(menu.navigationItem.leftBarButtonItem?.style == .done)
    }

    @Test func splitAndPageScenes() throws {
        let storyboard = try StoryboardFixtures.open("Containers")
        let split = try #require(storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        #expect(split.viewControllers.map(\.title) == ["Master", "Detail"])
        let pages = try #require(storyboard.instantiateViewController(withIdentifier: "Pages") as? UIPageViewController)
        #expect(pages.transitionStyle == .pageCurl)
        #expect(pages.navigationOrientation == .vertical)
        #expect(pages.spineLocation == .mid)
        #expect(pages.isDoubleSided)
    }

    @Test func presentationAttributesComeFromTheScene() throws {
        let modal = try StoryboardFixtures.open("Containers").instantiateViewController(withIdentifier: "Modal")
        #expect(modal.modalPresentationStyle == .formSheet)
        #expect(modal.modalTransitionStyle == .crossDissolve)
        #expect(modal.definesPresentationContext)
        #expect(modal.title == "Modal")
    }

    @Test func eachInstantiationMakesNewObjects() throws {
        let storyboard = try StoryboardFixtures.open("Containers")
        let first = storyboard.instantiateViewController(withIdentifier: "Menu")
        let second = storyboard.instantiateViewController(withIdentifier: "Menu")
        #expect(first !== second)
    }

    @Test func theCreatorGetsTheCoder() throws {
        let storyboard = try StoryboardFixtures.open("Containers")
        var sawTitle: String?
        let menu: MenuSceneController = storyboard.instantiateViewController(identifier: "Menu") { coder in
            sawTitle = coder.decodeObject(forKey: "title") as? String
            return MenuSceneController(coder: coder)
        }
        #expect(sawTitle == "Menu")
        #expect(menu.navigationItem.title == "Today's Menu")
    }

    @Test func anUnknownClassIsShownAsItsUIKitClassWithAWarning() throws {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let controller = try StoryboardFixtures.open("Containers").instantiateViewController(withIdentifier: "Mystery")
        #expect(type(of: controller) == UITableViewController.self)
        #expect(
            logs.entries.contains {
                $0.level == .warning && "\($0.message)".contains("unknown class NoSuchController")
                    && "\($0.message)".contains("showing a UITableViewController")
            })
    }

    @Test func aCustomClassThatIsNotAControllerIsAFault() throws {
        let storyboard = try StoryboardFixtures.open("Containers")
        #expect(throws: StoryboardError.self) {
            _ = try storyboard._instantiate(memberID: "wrg-vc-001", creator: nil)
        }
        do {
            _ = try storyboard._instantiate(memberID: "wrg-vc-001", creator: nil)
        } catch {
            #expect(error.line == 119)
            #expect(error.reason == "customClass NotAControllerObject is not a UIViewController subclass, as <viewController> needs")
        }
    }

    @Test func aRegisteredClassIsFoundByItsName() throws {
        UIStoryboard.register(MenuSceneController.self, as: "RegisteredMenuForTests")
        let xml = storyboardXML(
            initial: "vc1",
            """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="RegisteredMenuForTests" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Registered-\(UUID()).storyboard")
        try Data(xml.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try UIStoryboard(contentsOf: url).instantiateInitialViewController() is MenuSceneController)
    }

    @Test func referencesAcrossFilesOfTheCorpusResolve() throws {
        // SwiftGen's Placeholder.storyboard roots a navigation stack in Dependency.storyboard.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, name) in [("SwiftGen__SwiftGen__Placeholder", "Placeholder"), ("SwiftGen__SwiftGen__Dependency", "Dependency")] {
            try FileManager.default.copyItem(
                at: StoryboardCorpus.folder.appendingPathComponent("\(file).storyboard"),
                to: folder.appendingPathComponent("\(name).storyboard"))
        }
        let storyboard = try UIStoryboard(contentsOf: folder.appendingPathComponent("Placeholder.storyboard"))
        let identifier = try #require(storyboard._document.memberIDByIdentifier.keys.sorted().first)
        let navigation = try #require(storyboard.instantiateViewController(withIdentifier: identifier) as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.viewControllers.first?.storyboard !== storyboard)
    }

    @Test func aMissingReferencedStoryboardIsAFaultNamingTheReference() throws {
        let xml = storyboardXML(
            initial: "nav",
            """
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="ref" kind="relationship" relationship="rootViewController" id="sg1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewControllerPlaceholder storyboardName="Elsewhere" id="ref" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Dangling-\(UUID()).storyboard")
        try Data(xml.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let storyboard = try UIStoryboard(contentsOf: url)
        do {
            _ = try storyboard._instantiate(memberID: "nav", creator: nil)
            Issue.record("instantiated with a missing storyboard")
        } catch {
            #expect(error.line == 15)
            #expect(error.element == "<viewControllerPlaceholder id=\"ref\">")
            #expect(error.reason.hasPrefix("the referenced storyboard Elsewhere.storyboard is neither beside this one nor in NSBundle <"))
        }
    }

    @Test func openingByNameFindsTheFileInTheBundle() throws {
        let storyboard = UIStoryboard(name: "Containers", bundle: StoryboardFixtures.bundle)
        #expect(storyboard.instantiateInitialViewController() is UITabBarController)
    }

    @Test func aMissingStoryboardStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIStoryboard(name: "Nope", bundle: StoryboardFixtures.bundle)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("uncaught exception 'NSInvalidArgumentException', reason: 'Could not find a storyboard named 'Nope' in bundle NSBundle <"))
    }

    @Test func anUnknownIdentifierStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let storyboard = UIStoryboard(name: "Containers", bundle: StoryboardFixtures.bundle)
                _ = storyboard.instantiateViewController(withIdentifier: "Nobody")
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("reason: 'Storyboard (<UIStoryboard: 0x"))
        #expect(message.contains("doesn't contain a view controller with identifier 'Nobody'"))
    }

    @Test func everyCorpusFileMakesItsInitialController() throws {
        let corpus = try StoryboardCorpus.laidOutByProject()
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        for name in StoryboardCorpus.names {
            let storyboard = try UIStoryboard(contentsOf: corpus.files[name]!)
            guard storyboard._document.initialViewControllerID != nil else { continue }
            do {
                let controller = try storyboard._instantiate(memberID: storyboard._document.initialViewControllerID!, creator: nil)
                #expect(controller.storyboard === storyboard, "\(name)")
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
    }
}

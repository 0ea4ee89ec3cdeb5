import Foundation
import Testing
import TerrariumPortKit

/// `terrarium-port app`: the fixture app in Xcode's layout (`Port/Samples/Cards`), made a
/// package; its sources are committed at `Examples/Cards/`, which the root package builds and
/// the end-to-end tests run.
@Suite struct AppPortTests {
    static let app = Samples.repository.appendingPathComponent("Port/Samples/Cards/Cards").path
    static let library = Samples.repository.appendingPathComponent("Port/Samples/Cards/CardStack").path
    static let committed = Samples.repository.appendingPathComponent("Examples/Cards")

    func port() throws -> AppPort {
        try AppPort(appFolder: Self.app, libraries: [.init(argument: Self.library)], terrarium: "../..")
    }

    @Test func theFixtureAppBecomesTheCommittedPackage() throws {
        let port = try port()
        #expect(port.appName == "Cards")
        #expect(port.ported.allSatisfy { $0.unported.isEmpty })
        let paths = port.files.map(\.path)
        #expect(
            paths == [
                "Package.swift", "Sources/CardStack/CardStackViewController.swift", "Sources/Cards/AppDelegate.swift",
                "Sources/Cards/CardViewController.swift", "Sources/Cards/DeckViewController.swift",
                "Sources/Cards/Resources/Assets.xcassets/Contents.json", "Sources/Cards/Resources/Base.lproj/Main.storyboard",
                "Sources/Cards/Resources/CardViewController.xib", "Sources/Cards/SceneDelegate.swift",
                "Sources/Cards/ViewController.swift", "Sources/Cards/main.swift",
            ])
        for file in port.files where file.path != "Package.swift" {
            let committed = try Data(contentsOf: Self.committed.appendingPathComponent(file.path))
            #expect(
                committed == file.contents,
                """
                Examples/Cards/\(file.path) is out of step with the port of Port/Samples/Cards; refresh it with \
                `swift run --package-path Port terrarium-port app Port/Samples/Cards/Cards --library \
                Port/Samples/Cards/CardStack --output /tmp/Cards` and copy Sources/ over
                """)
        }
    }

    @Test func theManifestHasATargetPerLibraryAndTheAppWithItsResources() throws {
        let manifest = String(decoding: try #require(try port().files.first { $0.path == "Package.swift" }).contents, as: UTF8.self)
        #expect(manifest.contains(#".package(path: "../..")"#))
        #expect(manifest.contains(#"name: "CardStack","#))
        #expect(manifest.contains(#".executableTarget("#) && manifest.contains(#"name: "Cards","#))
        #expect(manifest.contains(#".copy("Resources/Base.lproj/Main.storyboard"),"#))
        #expect(manifest.contains(#".copy("Resources/CardViewController.xib"),"#))
        #expect(!manifest.contains("LaunchScreen"), "a launch screen is never shown in a terminal")
        #expect(manifest.contains(".swiftLanguageMode(.v5)"))
        let url = try AppPort(
            appFolder: Self.app, libraries: [.init(argument: Self.library)],
            terrarium: "https://github.com/example/Terrarium.git")
        let remote = String(decoding: url.files.first { $0.path == "Package.swift" }!.contents, as: UTF8.self)
        #expect(remote.contains(#".package(url: "https://github.com/example/Terrarium.git", branch: "main")"#))
        #expect(remote.contains(#".product(name: "Terrarium", package: "Terrarium")"#))
    }

    @Test func theAppDelegateGivesWayToAMainFileThatLaunchesAsTheInfoPlistSays() throws {
        let port = try port()
        let delegate = String(decoding: port.files.first { $0.path == "Sources/Cards/AppDelegate.swift" }!.contents, as: UTF8.self)
        #expect(!delegate.contains("@UIApplicationMain"))
        #expect(delegate.contains("// terrarium-port: launched by main.swift"))
        let main = String(decoding: port.files.first { $0.path == "Sources/Cards/main.swift" }!.contents, as: UTF8.self)
        #expect(main.contains("delegate: AppDelegate()"))
        #expect(main.contains(#"configurationName: "Default Configuration""#))
        #expect(main.contains(#"storyboardName: "Main""#))
        #expect(main.contains("makeDelegate: { SceneDelegate() }"))
        #expect(main.contains(#"UIStoryboard.registerModule("Cards")"#))
        // The app's implementation of the library's optional requirement changed with it.
        let deck = String(decoding: port.files.first { $0.path == "Sources/Cards/DeckViewController.swift" }!.contents, as: UTF8.self)
        #expect(deck.contains("func cardStackShouldWrap(_ stack: CardStackViewController) -> Bool? {"))
    }

    @Test func anAppWithAMainStoryboardAndNoScenesAndAnInlineMainAttribute() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Old/Base.lproj"), withIntermediateDirectories: true)
        let plist: [String: Any] = ["CFBundleExecutable": "$(EXECUTABLE_NAME)", "UIMainStoryboardFile": "Main"]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("Old/Info.plist"))
        try "<document/>".write(to: folder.appendingPathComponent("Old/Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try "import UIKit\n\n@main class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n"
            .write(to: folder.appendingPathComponent("Old/AppDelegate.swift"), atomically: true, encoding: .utf8)
        let port = try AppPort(appFolder: folder.appendingPathComponent("Old").path, libraries: [], name: "Legacy", terrarium: "/t")
        let delegate = String(decoding: port.files.first { $0.path == "Sources/Legacy/AppDelegate.swift" }!.contents, as: UTF8.self)
        #expect(delegate.contains("\nclass AppDelegate: UIResponder, UIApplicationDelegate {"))
        let main = String(decoding: port.files.first { $0.path == "Sources/Legacy/main.swift" }!.contents, as: UTF8.self)
        #expect(main.contains(#"mainStoryboardName: "Main""#))
        #expect(!main.contains("scene:"))
    }

    @Test func aFolderWithoutAnAppSaysSo() throws {
        #expect {
            try AppPort(appFolder: Self.library, libraries: [], terrarium: "/t")
        } throws: { error in
            "\(error)".contains("no app delegate")
        }
    }

    @Test func librariesAreNamedAsTheirModules() {
        #expect(AppPort.Library(argument: "KY=/x/Classes").name == "KY")
        #expect(AppPort.Library(argument: "/src/KYDrawerController/KYDrawerController/Classes").name == "KYDrawerController")
        #expect(AppPort.Library(argument: "/src/Side-Menu.iOS/Sources").name == "Side_Menu_iOS")
    }
}

/// `terrarium-port app MyApp.xcodeproj`: the app target's build phases say its files (a
/// library's file compiled into the app included), its build settings the generated Info.plist.
@Suite struct XcodeProjectPortTests {
    @Test func anAppTargetsBuildPhasesAndGeneratedInfoPlistMakeThePackage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproj-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        for path in ["Demo/App/Base.lproj", "Demo/Demo.xcodeproj", "Lib"] {
            try manager.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n"
            .write(to: folder.appendingPathComponent("Demo/App/AppDelegate.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\n\nclass Unlisted: UIView {}\n"
            .write(to: folder.appendingPathComponent("Demo/App/Unlisted.swift"), atomically: true, encoding: .utf8)
        try "<document/>".write(
            to: folder.appendingPathComponent("Demo/App/Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try "import UIKit\n\nopen class Card: UIView {}\n"
            .write(to: folder.appendingPathComponent("Lib/Card.swift"), atomically: true, encoding: .utf8)
        // The shape Xcode writes (an OpenStep property list), cut down to what is read.
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    B1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
                    B2 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V1; };
                    B3 /* Card.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3; };
                    F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Card.swift; path = ../Lib/Card.swift; sourceTree = "<group>"; };
                    F4 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Unlisted.swift; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = (G1, F3); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1, F4, V1); path = App; sourceTree = "<group>"; };
                    V1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F2); name = Main.storyboard; sourceTree = "<group>"; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1, B3); };
                    R1 = {isa = PBXResourcesBuildPhase; files = (B2); };
                    T0 = {isa = PBXNativeTarget; name = DemoTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (); };
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1); name = Demo; productType = "com.apple.product-type.application"; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIMainStoryboardFile = Main; }; name = Debug; };
                    P0 = {isa = PBXProject; mainGroup = G0; targets = (T0, T1); };
                };
                rootObject = P0;
            }
            """
        try pbxproj.write(to: folder.appendingPathComponent("Demo/Demo.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)

        let port = try AppPort(
            project: folder.appendingPathComponent("Demo/Demo.xcodeproj").path, target: nil, libraries: [], terrarium: "/t")
        #expect(port.appName == "Demo")
        let paths = port.files.map(\.path)
        #expect(paths.contains("Sources/Demo/App/AppDelegate.swift"))
        #expect(paths.contains("Sources/Demo/Card.swift"), "a file of the target outside the app's folder")
        #expect(!paths.contains { $0.hasSuffix("Unlisted.swift") }, "a file in no build phase of the target")
        #expect(paths.contains("Sources/Demo/Resources/Base.lproj/Main.storyboard"))
        let main = String(decoding: port.files.first { $0.path == "Sources/Demo/main.swift" }!.contents, as: UTF8.self)
        #expect(main.contains(#"mainStoryboardName: "Main""#))

        #expect {
            try AppPort(
                project: folder.appendingPathComponent("Demo/Demo.xcodeproj").path, target: "Nope", libraries: [],
                terrarium: "/t")
        } throws: { error in
            "\(error)".contains("no target Nope (targets: DemoTests, Demo)")
        }
    }
}

import Foundation
import Testing

@testable import Terrarium

/// The real storyboards copied under `Corpus/` (see its SOURCES.md and SOURCES-2.md).
enum StoryboardCorpus {
    static var folder: URL {
        Bundle.module.url(forResource: "Corpus", withExtension: nil)!
    }

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".storyboard") }.sorted()
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// Copies the corpus into a temporary folder per project, each file under its original
    /// name (from NAMES.tsv, else the part after the last `__`), so that storyboard
    /// references between files of one project resolve; returns each file's new place.
    static func laidOutByProject() throws -> (root: URL, files: [String: URL]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-corpus-\(UUID())")
        var original: [String: (name: String, project: String)] = [:]
        let table = try String(contentsOf: folder.appendingPathComponent("NAMES.tsv"), encoding: .utf8)
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            if fields.count == 3 { original[fields[0]] = (fields[1], fields[2]) }
        }
        var files: [String: URL] = [:]
        for file in names {
            let parts = file.replacingOccurrences(of: ".storyboard", with: "").components(separatedBy: "__")
            let (name, project) = original[file] ?? (parts.last ?? file, parts.prefix(2).joined(separator: "__"))
            let projectFolder = root.appendingPathComponent(project)
            try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
            let url = projectFolder.appendingPathComponent("\(name).storyboard")
            try FileManager.default.copyItem(at: folder.appendingPathComponent(file), to: url)
            files[file] = url
        }
        return (root, files)
    }
}

/// A storyboard document around `scenes` (the XML inside `<scenes>`), as Xcode writes one.
func storyboardXML(initial: String? = nil, _ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
    useSafeAreas="YES" colorMatched="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// Opens `xml` as the file `Test.storyboard` and returns the fault it reports.
func storyboardFault(_ xml: String) -> StoryboardError? {
    do {
        _ = try StoryboardDocument(data: Data(xml.utf8), file: "Test.storyboard")
        return nil
    } catch {
        return error
    }
}

@Suite struct StoryboardDocumentTests {
    @Test func everyCorpusFileOpens() throws {
        let names = StoryboardCorpus.names
        #expect(names.count == 27)
        for name in names {
            do {
                let document = try StoryboardDocument(data: StoryboardCorpus.data(name), file: name)
                #expect(!document.scenes.isEmpty, "\(name)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func scenesAreIndexedByIDAndIdentifier() throws {
        let name = "SwiftGen__SwiftGen__Message.storyboard"
        let document = try StoryboardDocument(data: StoryboardCorpus.data(name), file: name)
        #expect(document.scenes.count == 7)
        let initial = try #require(document.initialViewControllerID)
        #expect(document.scene(memberID: initial)?.member["title"] == "Home")
        for (identifier, id) in document.memberIDByIdentifier {
            #expect(document.scene(memberID: id)?.member["storyboardIdentifier"] == identifier)
        }
    }

    @Test func theSceneMemberIsFoundWhereverItStandsInObjects() throws {
        let xml = storyboardXML(
            initial: "vc1",
            """
            <scene sceneID="s1">
                <objects>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer id="tap1"/>
                    <viewController id="vc1" sceneMemberID="viewController"/>
                    <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
            """)
        let document = try StoryboardDocument(data: Data(xml.utf8), file: "Test.storyboard")
        let scene = try #require(document.scene(memberID: "vc1"))
        #expect(scene.member.name == "viewController")
        #expect(scene.objects.map(\.name) == ["placeholder", "tapGestureRecognizer", "exit"])
        #expect(scene.exitIDs == ["ex1"])
        #expect(scene.firstResponderID == "fr1")
    }

    @Test(arguments: [
        ("1", 1.0), ("0.25", 0.25), ("1/3", 1.0 / 3), ("16:9", 16.0 / 9), ("1:2", 0.5), ("-2", -2.0),
    ])
    func multipliersReadInEveryFormXcodeWrites(_ text: String, _ value: Double) {
        #expect(StoryboardElement.parseMultiplier(text) == value)
    }

    @Test(arguments: ["", "a", "1/0", "1:2:3", "/3", "nan"])
    func otherMultipliersDoNotRead(_ text: String) {
        #expect(StoryboardElement.parseMultiplier(text) == nil)
    }

    // MARK: Faults name the file, the line and the element

    @Test func malformedXMLNamesTheLine() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" id="v1">
                    </viewController>
                </objects>
            </scene>
            """)
        let fault = try #require(storyboardFault(xml))
        #expect(fault.file == "Test.storyboard")
        #expect(fault.line == 8)
        #expect(fault.element == "<view id=\"v1\">")
        #expect(fault.reason.hasSuffix("the end tag does not close <view>, opened on line 7"))
        #expect(fault.description.hasPrefix("Test.storyboard:8: <view id=\"v1\">: the XML is malformed"))
    }

    @Test func anEmptyFileIsAFault() throws {
        let fault = try #require(storyboardFault(""))
        #expect(fault.reason == "the file holds no complete XML element")
    }

    @Test func aNibIsNotAStoryboard() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            </document>
            """
        let fault = try #require(storyboardFault(xml))
        #expect(fault.line == 2)
        #expect(fault.element == "<document>")
        #expect(fault.reason.contains("nib (.xib), not a storyboard"))
    }

    @Test func aMacStoryboardIsRejected() throws {
        let xml = storyboardXML("").replacingOccurrences(of: "iOS.CocoaTouch\"", with: "MacOSX.Cocoa\"")
        #expect(storyboardFault(xml)?.reason == "targetRuntime=\"MacOSX.Cocoa\" is not iOS or tvOS")
    }

    @Test func anUnknownElementIsNamed() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <hologram id="h1"/>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
        let fault = try #require(storyboardFault(xml))
        #expect(fault.description == "Test.storyboard:9: <hologram id=\"h1\">: unknown element <hologram>")
    }

    @Test func aDanglingSegueDestinationIsNamed() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="gone" kind="relationship" relationship="rootViewController" id="sg1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """)
        let fault = try #require(storyboardFault(xml))
        #expect(fault.line == 8)
        #expect(fault.element == "<segue id=\"sg1\">")
        #expect(fault.reason == "destination \"gone\" names nothing in the file")
    }

    @Test func aSegueToAViewIsNotToAController() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" id="v1"/>
                        <connections>
                            <segue destination="v1" kind="show" id="sg1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            """)
        #expect(storyboardFault(xml)?.reason == "destination \"v1\" is not a view controller or storyboard reference")
    }

    @Test func anUnknownAccessoryIsNamed() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="vc1" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="plain" id="tv1">
                            <prototypes>
                                <tableViewCell reuseIdentifier="Cell" accessoryType="chevron" id="c1"/>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """)
        let fault = try #require(storyboardFault(xml))
        #expect(fault.line == 9)
        #expect(fault.element == "<tableViewCell id=\"c1\">")
        #expect(fault.reason.hasPrefix("accessoryType=\"chevron\" is not one of checkmark, detailButton"))
    }

    @Test func anUnknownSegueKindIsNamed() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vc1" kind="teleport" id="sg1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            """)
        let fault = try #require(storyboardFault(xml))
        #expect(fault.element == "<segue id=\"sg1\">")
        #expect(fault.reason.hasPrefix("kind=\"teleport\" is not one of custom, embed,"))
    }

    @Test func anUnwindSegueGoesToAnExit() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vc1" kind="unwind" unwindAction="done:" id="sg1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            """)
        #expect(storyboardFault(xml)?.reason == "an unwind segue's destination \"vc1\" is not an Exit placeholder of a scene")
    }

    @Test func aDuplicateIDNamesBothLines() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController id="same" sceneMemberID="viewController">
                        <view key="view" id="same"/>
                    </viewController>
                </objects>
            </scene>
            """)
        let fault = try #require(storyboardFault(xml))
        #expect(fault.line == 7)
        #expect(fault.reason == "id \"same\" is also used on line 6; ids must be unique")
    }

    @Test func aDuplicateStoryboardIdentifierIsAFault() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="vc1" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="vc2" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let fault = try #require(storyboardFault(xml))
        #expect(fault.line == 11)
        #expect(fault.reason == "storyboardIdentifier \"Detail\" is also used on line 6; identifiers must be unique")
    }

    @Test func theInitialControllerMustExist() throws {
        let xml = storyboardXML(
            initial: "nope",
            """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let fault = try #require(storyboardFault(xml))
        #expect(fault.line == 2)
        #expect(fault.reason == "initialViewController=\"nope\" names no view controller in the file")
    }

    @Test func aSceneWithoutAControllerIsAFault() throws {
        let xml = storyboardXML(
            """
            <scene sceneID="s1">
                <objects>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            """)
        let fault = try #require(storyboardFault(xml))
        #expect(fault.element == "<scene sceneID=\"s1\">")
        #expect(fault.reason.hasPrefix("the scene holds no view controller"))
    }

    @Test func badConstraintValuesAreNamed() throws {
        func constraint(_ attributes: String) -> String {
            storyboardXML(
                """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <constraints>
                                    <constraint \(attributes) id="c1"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """)
        }
        #expect(
            storyboardFault(constraint(#"firstAttribute="width" constant="10" multiplier="ten""#))?.reason
                == "multiplier=\"ten\" is not a number, a fraction (1/3) or a ratio (16:9)")
        #expect(storyboardFault(constraint(#"firstAttribute="width" constant="wide""#))?.reason == "constant=\"wide\" is not a number")
        #expect(storyboardFault(constraint(#"firstAttribute="girth""#))?.reason.hasPrefix("firstAttribute=\"girth\" is not one of") == true)
        #expect(
            storyboardFault(constraint(#"firstItem="zz" firstAttribute="top""#))?.reason == "firstItem=\"zz\" names nothing in the file")
        #expect(
            storyboardFault(constraint(#"firstAttribute="top" secondItem="v1""#))?.reason
                == "a constraint with a secondItem needs a secondAttribute")
        #expect(storyboardFault(constraint(#"firstAttribute="top" priority="2000""#))?.reason == "priority=\"2000\" is outside 1–1000")
        #expect(storyboardFault(constraint(#"firstAttribute="top" placeholder="maybe""#))?.reason == "placeholder=\"maybe\" is not YES or NO")
        #expect(storyboardFault(constraint(#"firstAttribute="top" firstItem="v1" multiplier="16:9""#)) == nil)
    }
}

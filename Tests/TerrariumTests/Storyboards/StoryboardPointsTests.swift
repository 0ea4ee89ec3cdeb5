import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A scene whose label the storyboard pins 16 points from the leading edge, and whose
/// `viewDidLoad` adds a second label pinned the same 16 points in code, as iOS apps do.
final class MixedUnitsViewController: UIViewController {
    weak var fileLabel: UILabel!
    let codeLabel = UILabel()

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "fileLabel", let label = destination as? UILabel else {
            return super.connectOutlet(named: name, to: destination)
        }
        fileLabel = label
        return true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        codeLabel.text = "From code"
        codeLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(codeLabel)
        NSLayoutConstraint.activate([
            codeLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            codeLabel.topAnchor.constraint(equalTo: fileLabel.bottomAnchor, constant: 16),
        ])
    }
}

/// Storyboards load as written, in points, the unit code uses.
@MainActor
@Suite(.isolatedUI) struct StoryboardPointsTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="mix-vc-001">
            <scenes>
                <scene sceneID="mix-sc-001">
                    <objects>
                        <viewController id="mix-vc-001" customClass="MixedUnitsViewController" \
        customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="mix-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label opaque="NO" text="From the file" translatesAutoresizingMaskIntoConstraints="NO" \
        id="mix-lb-001">
                                        <rect key="frame" x="16" y="32" width="120" height="21"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="mix-sq-001">
                                        <rect key="frame" x="16" y="100" width="160" height="90"/>
                                        <color key="backgroundColor" systemColor="systemBlueColor"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="mix-lb-001" firstAttribute="leading" secondItem="mix-vw-001" \
        secondAttribute="leading" constant="16" id="mix-cn-001"/>
                                    <constraint firstItem="mix-lb-001" firstAttribute="top" secondItem="mix-vw-001" \
        secondAttribute="top" constant="32" id="mix-cn-002"/>
                                    <constraint firstItem="mix-sq-001" firstAttribute="leading" secondItem="mix-vw-001" \
        secondAttribute="leading" constant="16" id="mix-cn-003"/>
                                    <constraint firstItem="mix-sq-001" firstAttribute="top" secondItem="mix-vw-001" \
        secondAttribute="top" constant="96" id="mix-cn-004"/>
                                    <constraint firstItem="mix-sq-001" firstAttribute="width" secondItem="mix-vw-001" \
        secondAttribute="width" multiplier="0.5" id="mix-cn-005"/>
                                    <constraint firstItem="mix-sq-001" firstAttribute="width" secondItem="mix-sq-001" \
        secondAttribute="height" multiplier="16:9" id="mix-cn-006"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="fileLabel" destination="mix-lb-001" id="mix-ol-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func controller() throws -> MixedUnitsViewController {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Mixed.storyboard")
        try Self.xml.write(to: file, atomically: true, encoding: .utf8)
        UIStoryboard.register(MixedUnitsViewController.self, as: "MixedUnitsViewController")
        let storyboard = try UIStoryboard(contentsOf: file)
        return try #require(storyboard.instantiateInitialViewController() as? MixedUnitsViewController)
    }

    @Test func theSameConstantInTheFileAndInCodeIsTheSameDistanceOnScreen() throws {
        let screen = HeadlessScreen(points: CGSize(width: 390, height: 844))
        let scene = try controller()
        screen.show(scene)
        #expect(scene.fileLabel.frame.minX == 16)
        #expect(scene.codeLabel.frame.minX == 16)
        // Both two columns in on screen.
        #expect(screen.location(of: "From the file").map { $0.x - CGFloat("From the file".count - 1) / 2 } == 2)
        #expect(screen.location(of: "From code").map { $0.x - CGFloat("From code".count - 1) / 2 } == 2)
        // 16 points below the file's label (two rows of 16 from the top, one row tall): row 4.
        #expect(screen.location(of: "From code")?.y == 4)
    }

    @Test func anAspectRatioReadsBackAsTheFileWritesIt() throws {
        let screen = HeadlessScreen(points: CGSize(width: 390, height: 844))
        let scene = try controller()
        screen.show(scene)
        let square = try #require(scene.view.subviews.first { $0.backgroundColor != nil && !($0 is UILabel) })
        let ratio = try #require(square.constraints.first { $0.identifier == nil && $0.secondItem === square })
        #expect(ratio.multiplier == 16.0 / 9)
        #expect(square.frame.width == 195)
        #expect(abs(square.frame.height - 195 * 9 / 16) <= 0.5)
    }
}

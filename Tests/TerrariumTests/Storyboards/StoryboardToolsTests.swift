import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// What tools get from a storyboard beside UIKit's API: the scenes listed, a scene made
/// without a Storyboard ID, faults thrown, and the custom classes shown as UIKit's.
@MainActor
@Suite(.isolatedUI) struct StoryboardToolsTests {
    /// `Main.storyboard` (its initial scene of a missing class, with a view of another, and a
    /// reference to `Other`) and `Other.storyboard` (a scene of a third missing class), side by
    /// side in a new folder.
    func files(withOther: Bool = true) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let main = storyboardXML(
            initial: "inbox",
            """
            <scene sceneID="s1"><objects>
                <viewController title="Inbox" storyboardIdentifier="Inbox" id="inbox" customClass="MissingInbox" customModule="Mail" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1" customClass="MissingBadge" customModule="Mail">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="800"/>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Stack" id="ni"/>
                </navigationController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Settings" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let other = storyboardXML(
            """
            <scene sceneID="o1"><objects>
                <viewController storyboardIdentifier="Settings" id="settings" customClass="MissingSettings" customModule="Mail" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        try main.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        if withOther {
            try other.write(to: folder.appendingPathComponent("Other.storyboard"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func theScenesAreListedInTheFilesOrder() throws {
        let folder = try files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = try UIStoryboard(contentsOf: folder.appendingPathComponent("Main.storyboard"))
        #expect(
            storyboard.scenes.map(\.className) == [
                "MissingInbox", "UINavigationController", "Storyboard reference → Other Settings",
            ])
        #expect(storyboard.scenes.map(\.storyboardIdentifier) == ["Inbox", nil, nil])
        #expect(storyboard.scenes.map(\.title) == ["Inbox", "Stack", nil])
        #expect(storyboard.initialScene == storyboard.scenes[0])
    }

    @Test func standInsAreReportedOnceEachAsTheyAreMadeAlsoThroughReferences() throws {
        let (_, restore) = capturingMainLoopLogs()
        defer { restore() }
        let folder = try files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = try UIStoryboard(contentsOf: folder.appendingPathComponent("Main.storyboard"))
        var heard: [String] = []
        storyboard.standInHandler = { heard.append("\($0.customClass) as \($0.uikitClass)") }

        let inbox = try storyboard.instantiateViewController(for: storyboard.scenes[0])
        #expect(heard == ["MissingInbox as UIViewController"], "the view is not made before it loads")
        inbox.loadViewIfNeeded()
        _ = try storyboard.instantiateViewController(for: storyboard.scenes[0]).view
        _ = try storyboard.instantiateViewController(for: storyboard.scenes[2])
        #expect(
            heard == [
                "MissingInbox as UIViewController", "MissingBadge as UIView", "MissingSettings as UIViewController",
            ])
        #expect(storyboard.standIns.map(\.customClass) == ["MissingInbox", "MissingBadge", "MissingSettings"])
    }

    @Test func aSceneThatCannotBeMadeThrowsInsteadOfStopping() throws {
        let folder = try files(withOther: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = try UIStoryboard(contentsOf: folder.appendingPathComponent("Main.storyboard"))
        let error = #expect(throws: StoryboardError.self) {
            _ = try storyboard.instantiateViewController(for: storyboard.scenes[2])
        }
        #expect(error?.element == "<viewControllerPlaceholder id=\"ref\">")
        #expect(
            error?.reason.hasPrefix("the referenced storyboard Other.storyboard is neither beside this one") == true)
    }
}

import Foundation
import Testing

/// `terrarium snapshot`, the real binary: the files it writes and how it refuses bad input.
@Suite struct SnapshotCommandEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path

    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-snap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesEachScreenNamedAndPrintsThePaths() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TmuxSession.run([
            binary, "snapshot", "navigation", "pages", "--size", "80x20", "--output", folder.path,
        ])
        #expect(result.status == 0, "\(result.output)")
        let svg = folder.appendingPathComponent("navigation.svg")
        #expect(result.output.split(separator: "\n").map(String.init) == [svg.path, folder.appendingPathComponent("pages.svg").path])
        let document = try String(contentsOf: svg, encoding: .utf8)
        #expect(document.hasPrefix("<svg"))
        #expect(document.contains("width=\"720\""), "80 columns of 9 pixels")
        #expect(document.contains("You are 1 level deep."))
    }

    @Test func writesAPNG() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TmuxSession.run([
            binary, "snapshot", "modal", "--format", "png", "--size", "40x10", "--output", folder.path,
        ])
        #expect(result.status == 0, "\(result.output)")
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("modal.png")))
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        // IHDR's width and height: 40 × 10 cells of 12 × 24 pixels (the default scale, 2).
        #expect(bytes[16..<24] == [0, 0, 1, 0xE0, 0, 0, 0, 0xF0])
    }

    @Test func aStripAsTextHasEveryFrameAndTheSlideBetween() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TmuxSession.run([
            binary, "snapshot", "container", "--frames", "3", "--duration", "0.3", "--size", "100x14",
            "--format", "txt", "--name", "slide", "--output", folder.path,
        ])
        #expect(result.status == 0, "\(result.output)")
        let text = try String(contentsOf: folder.appendingPathComponent("slide.txt"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.filter { $0.hasPrefix("── frame ") } == ["── frame 1/3 ──", "── frame 2/3 ──", "── frame 3/3 ──"])
        #expect(lines[2].contains("╭─ Inbox"), "the first frame is the moment of the press")
        #expect(lines[32].contains("╭─ Archive"), "the last shows the child swapped in: \(lines[32])")
    }

    @Test func drawsEveryStoryboardScene() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Two.storyboard")
        try Self.twoScenes.write(to: storyboard, atomically: true, encoding: .utf8)
        let result = try TmuxSession.run([
            binary, "snapshot", "--storyboard", storyboard.path, "--scene", "all", "--format", "txt",
            "--size", "60x10", "--output", folder.path,
        ])
        #expect(result.status == 0, "\(result.output)")
        let first = try String(contentsOf: folder.appendingPathComponent("Two-first.txt"), encoding: .utf8)
        let second = try String(contentsOf: folder.appendingPathComponent("Two-second.txt"), encoding: .utf8)
        #expect(first.contains("The first scene"))
        #expect(second.contains("The second scene"))
        #expect(second.contains("Two.storyboard · q: quit"), "the status line of `terrarium run`")
    }

    @Test func refusesAnUnknownScreenAndAFaultyStoryboard() throws {
        let unknown = try TmuxSession.run([binary, "snapshot", "garden"])
        #expect(unknown.status == 64)
        #expect(unknown.output.contains("No screen called garden; the screens are files, navigation,"))

        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.storyboard")
        try Self.twoScenes.replacingOccurrences(of: "</scenes>", with: "").write(
            to: broken, atomically: true, encoding: .utf8)
        let faulty = try TmuxSession.run([binary, "snapshot", "--storyboard", broken.path, "--output", folder.path])
        #expect(faulty.status == 1)
        #expect(faulty.output.contains("Broken.storyboard:"), "file:line: element: reason — \(faulty.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Broken.storyboard"])
    }

    /// Two scenes with Storyboard IDs and no initial scene.
    static let twoScenes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="first" id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="The first scene" id="l1">
                                        <rect key="frame" x="16" y="16" width="200" height="16"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="second" id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="The second scene" id="l2">
                                        <rect key="frame" x="16" y="16" width="200" height="16"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

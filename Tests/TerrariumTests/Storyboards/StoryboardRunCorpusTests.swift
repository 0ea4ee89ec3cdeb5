import Foundation
import Logging
import TerrariumDemoKit
import TerrariumTesting
import Testing

@testable import Terrarium

/// Every real storyboard of the corpus through `terrarium run`'s own code path, headless:
/// the files of a project side by side under their storyboard names (as `terrarium run`
/// expects them), the first screen shown and drawn.
@MainActor
@Suite(.isolatedUI) struct StoryboardRunCorpusTests {
    /// Text each file's first screen shows on a 100×30 screen: a title, a label, a button, or
    /// the scene list. `nil` where the first screen is rightly blank above the status line: an
    /// empty view, or a page view or table whose content the app's own classes supply.
    static let firstScreenShows: [String: String?] = [
        "52inc__Pulley__Main.storyboard": "Search",
        "Alamofire__Alamofire__Main.storyboard": "Master",
        "IBDecodable__IBDecodable__StoryboardConnections.storyboard": "Root View Controller",
        "IBDecodable__IBDecodable__StoryboardControllers.storyboard": "14 scenes, no initial one",
        "IBDecodable__IBDecodable__StoryboardReferences.storyboard": "Storyboard reference → StoryboardAsset",
        "ReactiveX__RxSwift__Calculator.storyboard": "=",
        "ReactiveX__RxSwift__Main.storyboard": "Rx Examples",
        "SwiftGen__SwiftGen__Dependency.storyboard": "ValidatePasswordViewController · ID Dependent",
        "SwiftGen__SwiftGen__Message.storyboard": nil,
        "SwiftGen__SwiftGen__Placeholder.storyboard": "Storyboard reference → Dependency",
        "SwiftKickMobile__SwiftMessages__Main.storyboard": "Demo",
        "bqlin__Apple-Sample-Code__AVAEMixerSample-AVAE.storyboard": "Main Mixer Node",
        "bqlin__Apple-Sample-Code__AVAutoWait-Main.storyboard": "Select Media",
        "bqlin__Apple-Sample-Code__AVCustomEdit-Main.storyboard": "00:00",
        "bqlin__Apple-Sample-Code__AVMetadataRecordPlay-Main.storyboard": "Record",
        "bqlin__Apple-Sample-Code__AdaptivePhotos-Main.storyboard": "Conversations",
        "bqlin__Apple-Sample-Code__CustomTransitions-CustomPresentation.storyboard": "Present With Custom Presentation",
        "bqlin__Apple-Sample-Code__CustomTransitions-Slide.storyboard": "First View",
        "bqlin__Apple-Sample-Code__NavBar-Main.storyboard": "NavBar",
        "bqlin__Apple-Sample-Code__PhotoScroller-MainStoryboard.storyboard": nil,
        "hackiftekhar__IQKeyboardManager__Main.storyboard": "IQKeyboardManagerSwift",
        "hackiftekhar__IQKeyboardManager__ScrollView.storyboard": "ScrollView.storyboard: 7 scenes, no initial one",
        "jonkykong__SideMenu__Main.storyboard": "Menu Presentation Style",
        "onevcat__Kingfisher__Main.storyboard": nil,
        "scenee__FloatingPanel__Main.storyboard": "Samples",
        "theothertomelliott__TEQuickPageViewController__Main.storyboard": nil,
        "xmartlabs__XLPagerTabStrip__Storyboard.storyboard": nil,
    ]

    @Test(arguments: StoryboardCorpus.names)
    func theFirstScreenDrawsWithNoError(file: String) throws {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let corpus = try StoryboardCorpus.laidOutByProject()
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        let path = try #require(corpus.files[file]).path
        let screen = HeadlessScreen(width: 100, height: 30)
        let root = try StoryboardRun.makeRoot(path: path) {}
        screen.show(root)
        screen.runUntilIdle()

        // The scene (or the scene list) fills the screen above the status line.
        let content = try #require(root.content.viewIfLoaded)
        #expect(content.window === screen.window)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 800, height: 464))
        #expect(screen.lines[29].hasPrefix(String(root.statusText.prefix(60))), "\(screen.lines[29])")
        let expected = try #require(Self.firstScreenShows[file], "a new corpus file: say what its first screen shows")
        if let expected {
            #expect(screen.lines[..<29].contains { $0.contains(expected) }, "\(screen.text)")
        }
        let errors = logs.entries.filter { $0.level >= .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The Traits fixture's scene: a runtime attribute of its own, and a log of when each
/// thing the storyboard sets arrives.
final class AdaptiveSceneController: UIViewController {
    weak var badge: InspectableBadgeView!
    var retries = 0
    var log: [String] = []

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "badge", let destination = destination as? InspectableBadgeView else {
            return super.connectOutlet(named: name, to: destination)
        }
        badge = destination
        log.append("outlet badge")
        return true
    }

    override func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard keyPath == "retries", let value = value as? CGFloat else {
            return super.setRuntimeAttribute(value, forKeyPath: keyPath)
        }
        retries = Int(value)
        log.append("retries \(retries)")
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib title=\(title ?? "nil")")
    }

    /// What a controller sees of its scene's variations when it hears of new size classes.
    var widthsSeenOnTraitChange: [CGFloat] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard let badge else { return }
        widthsSeenOnTraitChange += badge.constraints.filter { $0.firstAttribute == .width && $0.isActive }.map(\.constant)
    }
}

/// A custom view with inspectable properties, as an app's `@IBInspectable`s are set.
final class InspectableBadgeView: UIView {
    var caption = ""
    var glows = false
    var log: [String] = []

    override func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "caption":
            guard let value = value as? String else { return false }
            caption = value
        case "glows":
            guard let value = value as? Bool else { return false }
            glows = value
        default:
            return super.setRuntimeAttribute(value, forKeyPath: keyPath)
        }
        log.append("\(keyPath) set")
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib caption=\(caption) corner=\(layer.cornerRadius)")
    }
}

@MainActor
@Suite(.isolatedUI) struct StoryboardTraitsTests {
    func adaptive() throws -> AdaptiveSceneController {
        try #require(try StoryboardFixtures.open("Traits").instantiateInitialViewController() as? AdaptiveSceneController)
    }

    @Test func constraintsSwitchWithTheHorizontalSizeClass() throws {
        let controller = try adaptive()
        let screen = HeadlessScreen(width: 60, height: 20)  // compact width (under 100 columns)
        screen.show(controller)
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        // 160 points wide, 32 points down: 20 columns, 2 rows (8 points a column, 16 a row).
        #expect(controller.badge.frame == CGRect(x: 16, y: 32, width: 160, height: 32))

        screen.resize(width: 120, height: 20)  // regular width
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        // The regular variation: 400 points wide, and the top constant 64 points.
        #expect(controller.badge.frame == CGRect(x: 16, y: 64, width: 400, height: 32))

        screen.resize(width: 60, height: 20)
        #expect(controller.badge.frame == CGRect(x: 16, y: 32, width: 160, height: 32))
        // The variations were switched before the controller heard of each change.
        #expect(controller.widthsSeenOnTraitChange.suffix(2) == [400, 160])
        let widths = controller.badge.constraints.filter { $0.firstAttribute == .width && $0.isActive }
        #expect(widths.map(\.constant) == [160], "one width constraint installed at a time")
    }

    @Test func aSubviewOnlyOneSizeClassInstallsComesAndGoes() throws {
        let controller = try adaptive()
        let screen = HeadlessScreen(width: 60, height: 20)
        screen.show(controller)
        #expect(!screen.text.contains("Wide only"))
        #expect(controller.view.subviews.count == 1)

        screen.resize(width: 120, height: 20)
        #expect(screen.lines[8].hasPrefix("  Wide only"), "\(screen.text)")
        #expect(controller.view.subviews.map { "\(type(of: $0))" } == ["InspectableBadgeView", "UILabel"])

        screen.resize(width: 60, height: 20)
        #expect(!screen.text.contains("Wide only"))
        #expect(controller.view.subviews.count == 1)
    }

    @Test func theBaseConfigurationHoldsBeforeTheViewHasSizeClasses() throws {
        let controller = try adaptive()
        controller.loadViewIfNeeded()
        let widths = controller.badge.constraints.filter { $0.firstAttribute == .width && $0.isActive }
        #expect(widths.map(\.constant) == [160])
    }

    @Test func runtimeAttributesAreSetBeforeAwakeFromNib() throws {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let controller = try adaptive()
        #expect(controller.log == ["retries 3", "awakeFromNib title=Adaptive"])
        #expect(
            logs.entries.contains {
                $0.level == .warning && "\($0.message)".contains("AdaptiveSceneController takes no runtime attribute noSuchKey")
            })
        controller.loadViewIfNeeded()
        let badge = try #require(controller.badge)
        #expect(badge.log == ["caption set", "glows set", "awakeFromNib caption=New corner=4.0"])
        #expect(badge.glows)
        #expect(badge.accessibilityIdentifier == "badge")
        #expect(badge.layer.borderColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
        #expect(controller.log.last == "outlet badge", "the view's outlets are connected when it loads")
    }

    @Test func aRuntimeAttributeOfAnUnknownTypeIsAFaultWhenTheFileOpens() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("BadAttribute-\(UUID()).storyboard")
        let text = try String(contentsOf: StoryboardFixtures.folder.appendingPathComponent("Traits.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "type=\"boolean\" keyPath=\"glows\"", with: "type=\"matrix\" keyPath=\"glows\"")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            _ = try UIStoryboard(contentsOf: url, bundle: .main)
        } throws: { error in
            let description = "\(error)"
            return description.contains(":23: <userDefinedRuntimeAttribute") && description.contains("type=\"matrix\"")
        }
    }
}

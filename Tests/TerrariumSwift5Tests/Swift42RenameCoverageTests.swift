// Every target of the port command's Swift 4.2 rename table is either named in
// `Swift42RenameTargets.swift` (which then has to compile) or listed below as UIKit API that
// Terrarium does not have: a rename added to the table without its target in Terrarium fails
// here until one or the other is done.
import Foundation
import Terrarium
import TerrariumTesting
import Testing

@MainActor
@Suite(.isolatedUI) struct Swift42RenameCoverageTests {
    /// The types whose names and members Terrarium does not have, with why.
    private static let absentTypes: [String: String] = [
        // Core Animation's explicit animations, timing functions and fill modes are being
        // added with CATransform3D on their own branch.
        "CAMediaTimingFunctionName": "explicit animations",
        "CAMediaTimingFillMode": "explicit animations",
        "CATransitionType": "explicit animations",
        "CATransitionSubtype": "explicit animations",
        "CAAnimationCalculationMode": "explicit animations",
        "CAAnimationRotationMode": "explicit animations",
        "CALayerContentsGravity": "layers draw no contents images",
        "CALayerContentsFilter": "layers draw no contents images",
        "CATextLayerAlignmentMode": "no CATextLayer",
        "CATextLayerTruncationMode": "no CATextLayer",
        "NSTextStorage": "no TextKit",
        "UIAttachmentBehavior": "no UIKit Dynamics",
        "UICollisionBehavior": "no UIKit Dynamics",
        "UIPushBehavior": "no UIKit Dynamics",
        "UIDatePicker": "no date picker",
        "UIDocument": "no document model",
        "UIImagePickerController": "no camera or photo library",
        "UIInputView": "no on-screen keyboard to accompany",
        "UIInterpolatingMotionEffect": "no motion effects",
        "UIMenuController": "deprecated in iOS 16; context menus instead",
        "UIPreviewAction": "deprecated with 3D Touch's peek and pop",
        "UITableViewRowAction": "deprecated; tables have no editing mode",
        "UIWebView": "removed from UIKit",
    ]

    /// Members of present types that Terrarium does not have, with why.
    private static let absentMembers: [String: String] = [
        "NSAttributedString.DocumentType": "no HTML or RTF import",
        "NSAttributedString.DocumentAttributeKey": "no HTML or RTF import",
        "NSAttributedString.DocumentReadingOptionKey": "no HTML or RTF import",
    ]

    private static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    @Test func everyTargetOfTheRenameTableIsNamedOrListedAsAbsent() throws {
        let table = try String(
            contentsOf: Self.root.appendingPathComponent("Port/Sources/TerrariumPortKit/Swift42Renames.swift"),
            encoding: .utf8)
        let named = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/TerrariumSwift5Tests/Swift42RenameTargets.swift"),
            encoding: .utf8)
        let targets = RenameTable(source: table).targets
        #expect(targets.count > 350, "the table's layout changed: \(targets.count) targets read")
        var missing: [String] = []
        for target in targets.sorted() {
            let type = String(target.prefix { $0 != "." })
            if Self.absentTypes[type] != nil { continue }
            if Self.absentMembers.keys.contains(where: { target.hasPrefix($0) }) { continue }
            if !named.contains(target) { missing.append(target) }
        }
        #expect(missing.isEmpty, "rename targets neither named in Swift42RenameTargets.swift nor listed as absent")
    }

    @Test func theNamedTargetsCanBeUsed() {
        Swift42RenameTargets.types()
        Swift42RenameTargets.constants()
        Swift42RenameTargets.notifications()
        let parent = UIViewController()
        Swift42RenameTargets.methodsAndFunctions(
            parent: parent, child: UIViewController(), view: UIView(), image: UIImage(glyph: "*"),
            rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(parent.children.isEmpty, "added, then removed")
    }
}

/// The new names of the rename table, read from its source: the string pairs of its
/// dictionaries, its groups of constants and notifications, its attribute keys, members,
/// methods and functions.
private struct RenameTable {
    var targets: Set<String> = []

    init(source: String) {
        /// The source from the line `from` to the line `to` (or the end).
        func section(_ from: String, _ to: String?) -> String {
            guard let start = source.range(of: from) else { return "" }
            let end = to.flatMap { source.range(of: $0, range: start.upperBound..<source.endIndex) }
            return String(source[start.upperBound..<(end?.lowerBound ?? source.endIndex)])
        }
        func matches(_ pattern: String, in text: String) -> [[String]] {
            let regex = try! NSRegularExpression(pattern: pattern)
            let range = NSRange(text.startIndex..., in: text)
            return regex.matches(in: text, range: range).map { match in
                (1..<match.numberOfRanges).map { index in
                    Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
                }
            }
        }
        func names(_ list: String) -> [String] { matches(#""(\w+)""#, in: list).map { $0[0] } }
        func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

        let types = section("// MARK: Types", "// MARK: Constants")
        let constants = section("// MARK: Constants", "// MARK: Notifications")
        let notifications = section("// MARK: Notifications", "// MARK: Members")
        let members = section("// MARK: Members", "// MARK: Functions")
        let functions = section("// MARK: Functions", nil)

        for pair in matches(#""\w+":\s*"([\w.]+)""#, in: types + constants) { targets.insert(pair[0]) }
        for group in matches(#"\(\s*"\w+",\s*"([\w.]+)",\s*\[([^\]]*)\]"#, in: constants) {
            for name in names(group[1]) {
                targets.insert(group[0] + (group[0].hasSuffix(".") ? lowerFirst(name) : name))
            }
        }
        for list in matches(#"for key in \[([^\]]*)\]"#, in: constants) {
            for key in names(list[0]) { targets.insert("NSAttributedString.Key." + lowerFirst(key)) }
        }
        for group in matches(#"\(\s*"\w+",\s*"(\w+)",\s*"(\w*)",\s*\[([^\]]*)\]"#, in: notifications) {
            for name in names(group[2]) {
                let member = group[1].isEmpty ? lowerFirst(name) : group[1] + name
                targets.insert(group[0] + "." + member + "Notification")
            }
        }
        let renamedMembers = section("static let members", "static let methods")
        for member in matches(#""\w+":\s*\("(\w+)",\s*"(\w+)"\)"#, in: renamedMembers) {
            targets.insert(member[0] + "." + member[1])
        }
        for method in matches(#"newBase:\s*"(\w+)""#, in: members) { targets.insert(method[0]) }
        for property in matches(#""\w+":\s*\(\s*"(\w+)",\s*"[\w?]+"\s*\)"#, in: members) {
            targets.insert(property[0])
        }
        for property in matches(#"properties: \[String: String\] = \["\w+": "(\w+)"\]"#, in: members) {
            targets.insert(property[0])
        }
        for function in matches(#"\.(?:call|method|property)\("([\w.]+)""#, in: functions) {
            targets.insert(function[0])
        }
        for state in matches(#"for state in \[([^\]]*)\]"#, in: functions) {
            for name in names(state[0]) { targets.insert("UIAccessibility.is" + name) }
        }
        for pair in matches(#"\("(\w+)",\s*"(\w+)"\)"#, in: functions) {
            targets.insert("NSCoder." + pair[1])
        }
    }
}

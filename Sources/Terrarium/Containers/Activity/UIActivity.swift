import Foundation

/// A service a ``UIActivityViewController`` offers for its items: the built-in Copy, or a
/// subclass of your own passed as an application activity.
///
/// Subclass it to add a choice to the share sheet: give it a type, a title, say which items
/// it can handle, and do the work in ``perform()``, calling ``activityDidFinish(_:)`` when
/// done:
///
/// ```swift
/// final class SaveToNotesActivity: UIActivity {
///     private var text = ""
///     override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.notes") }
///     override var activityTitle: String? { "Save to Notes" }
///     override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
///     override func prepare(withActivityItems activityItems: [Any]) { text = activityItems.compactMap { $0 as? String }.joined() }
///     override func perform() {
///         notes.append(text)
///         activityDidFinish(true)
///     }
/// }
/// ```
///
/// - Note: Terrarium shows an activity as a button titled ``activityTitle``; its image is
///   not drawn.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// A kind of activity, by a reverse-DNS name.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The activity's name.
        public let rawValue: String
        /// Creates a type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a type from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Copying the items to the general pasteboard: the one system activity a terminal
        /// offers.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Sending the items by Mail; never offered in a terminal.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Sending the items by Messages; never offered in a terminal.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Printing the items; never offered in a terminal.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Sending the items by AirDrop; never offered in a terminal.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Adding a URL to the reading list; never offered in a terminal.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Saving an image to the photo library; never offered in a terminal.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Assigning an image to a contact; never offered in a terminal.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    }

    /// Where an activity is listed: among actions (a row of buttons) or sharing services.
    public enum Category: Int, Sendable {
        /// An action on the items.
        case action
        /// A way of sharing the items.
        case share
    }

    /// Creates an activity.
    public override init() {
        super.init()
    }

    /// Where the activity is listed; `.action` by default.
    open class var activityCategory: Category { .action }

    /// The activity's type, passed to the completion handler; `nil` by default.
    open var activityType: ActivityType? { nil }

    /// The title shown for the activity; `nil` by default.
    open var activityTitle: String? { nil }

    /// The activity's image; `nil` by default.
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on `activityItems`; `false` by default, so a subclass
    /// must say yes to be shown.
    ///
    /// - Parameter activityItems: The share sheet's items.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Takes the items before ``perform()`` or ``activityViewController`` is used. Does
    /// nothing by default.
    ///
    /// - Parameter activityItems: The share sheet's items.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A controller to present for the activity instead of ``perform()``; `nil` by default.
    /// It calls ``activityDidFinish(_:)`` when done.
    open var activityViewController: UIViewController? { nil }

    /// Does the work; call ``activityDidFinish(_:)`` at the end. Does nothing by default.
    open func perform() {}

    /// Tells the share sheet the activity is done: it is dismissed, then its completion
    /// handler runs with the activity's type and `completed`.
    ///
    /// - Parameter completed: Whether the activity did its work.
    open func activityDidFinish(_ completed: Bool) {
        _finish?(completed)
        _finish = nil
    }

    /// What ``activityDidFinish(_:)`` tells the share sheet that chose the activity.
    var _finish: (@MainActor (Bool) -> Void)?
}

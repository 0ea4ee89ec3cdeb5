import Foundation

/// Text shared between apps; in Terrarium, within the process.
///
/// The terminal backend puts what the user pastes (bracketed paste, DEC 2004) here before
/// sending `paste(_:)` to the first responder.
///
/// - Note: Terrarium's general pasteboard is not the system clipboard: reading a terminal's
///   clipboard needs OSC 52, which many terminals refuse.
@preconcurrency @MainActor
public final class UIPasteboard: NSObject {
    /// The pasteboard for general copy and paste.
    public static let general = UIPasteboard()

    /// The pasteboard's strings, first item first. Every change counts in ``changeCount``
    /// and posts ``changedNotification``.
    public var strings: [String]? {
        didSet {
            changeCount += 1
            let type = "public.utf8-plain-text"
            let added = (strings ?? []).isEmpty ? [] : [type]
            let removed = (oldValue ?? []).isEmpty ? [] : [type]
            NotificationCenter.default.post(
                name: Self.changedNotification, object: self,
                userInfo: [Self.changedTypesAddedUserInfoKey: added, Self.changedTypesRemovedUserInfoKey: removed])
        }
    }

    /// How many times the pasteboard's contents changed.
    public private(set) var changeCount = 0

    /// Posted when a pasteboard's contents changed; the object is the pasteboard, and
    /// `userInfo` lists the types added and removed under ``changedTypesAddedUserInfoKey`` and
    /// ``changedTypesRemovedUserInfoKey`` (`public.utf8-plain-text`, the one type Terrarium's
    /// pasteboard holds).
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// Posted when a named pasteboard was removed.
    ///
    /// - Note: Never posted by Terrarium, which has only ``general``.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The key of the types added, in a ``changedNotification``'s `userInfo`: `[String]`.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"

    /// The key of the types removed, in a ``changedNotification``'s `userInfo`: `[String]`.
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The first string, or `nil` when there is none; setting it replaces every item.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Whether the pasteboard holds any string.
    public var hasStrings: Bool { !(strings ?? []).isEmpty }

    override init() {
        super.init()
    }
}

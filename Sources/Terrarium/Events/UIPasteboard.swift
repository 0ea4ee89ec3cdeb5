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

    /// The pasteboard's strings, first item first.
    public var strings: [String]?

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

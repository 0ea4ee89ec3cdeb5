import Foundation

extension UISearchBar {
    /// The looks of a search bar.
    public enum Style: Int, Sendable {
        /// The system's: ``prominent``.
        case `default`
        /// A translucent background and an opaque field.
        case prominent
        /// No background, and a translucent field.
        case minimal
    }

    /// The icons of a search bar.
    public enum Icon: Int, Sendable {
        /// The magnifying glass in the field.
        case search
        /// The button that clears the field.
        case clear
        /// The bookmarks button.
        case bookmark
        /// The results-list button.
        case resultsList
    }

    /// Sets the image of one of the bar's icons.
    ///
    /// - Parameters:
    ///   - iconImage: The image, or `nil` for the system's.
    ///   - icon: The icon.
    ///   - state: The state it is for; Terrarium keeps one image per icon.
    /// - Note: Kept and read back with ``image(for:state:)``: Terrarium's search field draws
    ///   no icons.
    public func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        _iconImages[icon] = iconImage
    }

    /// The image set for one of the bar's icons, or `nil`.
    ///
    /// - Parameters:
    ///   - icon: The icon.
    ///   - state: The state; Terrarium keeps one image per icon.
    public func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        _iconImages[icon]
    }

    /// Moves one of the bar's icons by `adjustment`.
    ///
    /// - Parameters:
    ///   - adjustment: The offset.
    ///   - icon: The icon.
    /// - Note: Kept and read back with ``positionAdjustment(for:)`` (see ``setImage(_:for:state:)``).
    public func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        _iconOffsets[icon] = adjustment
    }

    /// The offset set for one of the bar's icons; ``UIOffset/zero`` unless set.
    ///
    /// - Parameter icon: The icon.
    public func positionAdjustment(for icon: Icon) -> UIOffset {
        _iconOffsets[icon] ?? .zero
    }
}

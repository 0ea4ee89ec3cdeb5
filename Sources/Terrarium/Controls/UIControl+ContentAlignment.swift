import Foundation

extension UIControl {
    /// Where a control's content sits across its width.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to fill the width; text, which a terminal cannot stretch, is centred.
        case fill = 3
        /// Against the leading edge: the left one, as Terrarium lays out left to right.
        case leading = 4
        /// Against the trailing edge: the right one.
        case trailing = 5
    }

    /// Where a control's content sits down its height.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to fill the height; rows of text, which a terminal cannot stretch, are
        /// centred.
        case fill = 3
    }

    /// ``contentHorizontalAlignment`` with leading and trailing resolved to left and right
    /// (Terrarium lays out left to right).
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    /// Where content `width` wide starts across `room`, by ``effectiveContentHorizontalAlignment``.
    func _contentX(width: Int, in room: Int) -> Int {
        switch effectiveContentHorizontalAlignment {
        case .left: 0
        case .right: Swift.max(0, room - width)
        default: TextLayout.offset(ofLineWidth: width, in: room, alignment: .center)
        }
    }

    /// The row where `rows` rows of content start down `height`, by ``contentVerticalAlignment``.
    func _contentTop(rows: Int, in height: Int) -> Int {
        switch contentVerticalAlignment {
        case .top: 0
        case .bottom: Swift.max(0, height - rows)
        default: Swift.max(0, (height - rows) / 2)
        }
    }
}

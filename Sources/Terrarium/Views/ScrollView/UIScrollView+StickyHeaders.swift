import Foundation

// Where a sticky section header or footer sits along the scroll axis: a plain table view's
// headers, and a flow layout's with `sectionHeadersPinToVisibleBounds` (or footers).

extension UIScrollView {
    /// The start of a header `length` long that sticks to the visible area's start
    /// (`visibleStart`) while its section (`sectionStart..<sectionEnd`, header included) is in
    /// view: at its own place, at the visible start, or pushed off by the section's end.
    static func _stickyHeaderStart(
        sectionStart: CGFloat, sectionEnd: CGFloat, length: CGFloat, visibleStart: CGFloat
    ) -> CGFloat {
        Swift.max(sectionStart, Swift.min(visibleStart, sectionEnd - length))
    }

    /// The start of a footer `length` long whose own place starts at `naturalStart` and that
    /// sticks to the visible area's end (`visibleEnd`) while its section is in view, never above
    /// `sectionStart` (where the section's content begins, after its header).
    static func _stickyFooterStart(
        naturalStart: CGFloat, sectionStart: CGFloat, length: CGFloat, visibleEnd: CGFloat
    ) -> CGFloat {
        Swift.min(naturalStart, Swift.max(sectionStart, visibleEnd - length))
    }
}

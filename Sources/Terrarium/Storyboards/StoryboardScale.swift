import Foundation

/// How a storyboard's points become terminal cells.
///
/// Scenes are designed at a phone's size in points (an iPhone is about 390 × 844). A
/// terminal cell is about twice as tall as it is wide, and a line of body text (17 pt, about
/// 20 pt with its leading) is one row; so Terrarium divides horizontal lengths by 8 and
/// vertical ones by 16: a phone's scene becomes about 49 × 53 cells, the 8-point standard
/// spacing becomes one column or half a row, and a 44-point bar becomes about three rows.
/// Frames and constraint constants are scaled per axis; a multiplier between axes (an
/// aspect ratio) is corrected by the ratio of the two scales, so that a square in points is
/// still square on screen (twice as many columns as rows).
///
/// - Note: UIKit draws points at the screen's scale; this mapping is Terrarium's choice.
enum StoryboardScale {
    /// Points per column.
    static let pointsPerColumn: CGFloat = 8
    /// Points per row.
    static let pointsPerRow: CGFloat = 16

    /// A rectangle in points, in cells.
    static func cells(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX / pointsPerColumn, y: rect.minY / pointsPerRow,
            width: rect.width / pointsPerColumn, height: rect.height / pointsPerRow)
    }

    /// A length along `vertical` or horizontal, in cells.
    static func cells(_ length: CGFloat, vertical: Bool) -> CGFloat {
        length / (vertical ? pointsPerRow : pointsPerColumn)
    }

    /// UIKit's standard row height, which Xcode writes unless a height was chosen.
    static let standardRowHeight: Double = 44

    /// A table row's height in points, in rows: UIKit's standard 44 points is Terrarium's
    /// standard one-row row; any other height is scaled as any vertical length (at least one
    /// row), as the cell's content is laid out at that scale. `-1` (self-sizing) is
    /// ``UITableView/automaticDimension``.
    ///
    /// - Note: A 44-point row would be nearly three rows tall at the vertical scale; a list
    ///   reads better one line a row, so the standard height keeps Terrarium's standard.
    static func rowHeight(_ points: Double) -> CGFloat {
        if points < 0 { return UITableView.automaticDimension }
        if points == standardRowHeight { return 1 }
        return max(1, cells(CGFloat(points), vertical: true).rounded())
    }
}

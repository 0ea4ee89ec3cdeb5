import Foundation

// Paging (`isPagingEnabled`): input that scrolls stops at multiples of the view's size.

extension UIScrollView {
    /// The page an input scroll from `current` towards `target` stops at: the next page
    /// boundary in the direction of the move, on each axis; the nearest one where it does
    /// not move. Kept within the content.
    func _pagedTarget(_ target: CGPoint, from current: CGPoint) -> CGPoint {
        func axis(_ target: CGFloat, _ current: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0 else { return target }
            if target > current { return (target / page).rounded(.up) * page }
            if target < current { return (target / page).rounded(.down) * page }
            return (current / page).rounded() * page
        }
        let size = bounds.size
        let paged = CGPoint(x: axis(target.x, current.x, size.width), y: axis(target.y, current.y, size.height))
        return _clampedForInput(paged)
    }

    /// Where a drag released at the current offset settles when paging: the nearest page,
    /// or the next one in the drag's direction after a flick (over half a cell a millisecond).
    func _pageAfterDrag(velocity: CGPoint) -> CGPoint {
        let size = bounds.size
        let cell = _cellSize
        let velocity = CGPoint(x: velocity.x / cell.width, y: velocity.y / cell.height)
        func axis(_ offset: CGFloat, _ start: CGFloat, _ velocity: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0 else { return offset }
            let startPage = (start / page).rounded()
            var target = (offset / page).rounded()
            if velocity > UIScrollView._pagingFlickSpeed { target = Swift.max(target, startPage + 1) }
            if velocity < -UIScrollView._pagingFlickSpeed { target = Swift.min(target, startPage - 1) }
            return target * page
        }
        let offset = contentOffset
        return _clampedForInput(
            CGPoint(
                x: axis(offset.x, _panStartOffset.x, velocity.x, size.width),
                y: axis(offset.y, _panStartOffset.y, velocity.y, size.height)))
    }
}

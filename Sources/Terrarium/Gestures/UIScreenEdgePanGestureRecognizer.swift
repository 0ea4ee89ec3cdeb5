import Foundation

/// A pan that begins at an edge of the window: the drag a drawer or an interactive pop
/// starts with.
///
/// ```swift
/// let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Selector("openDrawer(_:)", Self.openDrawer(_:)))
/// edge.edges = .left
/// view.addGestureRecognizer(edge)
/// ```
///
/// A touch must go down at one of ``edges`` and its first move must go away from that edge
/// at least as much as along it (rows counting double); otherwise the recognizer fails. From there it is a
/// ``UIPanGestureRecognizer``: `.began`, `.changed` with every move, `.ended` on release,
/// with ``UIPanGestureRecognizer/translation(in:)`` and ``UIPanGestureRecognizer/velocity(in:)``.
///
/// - Note: A touch is at the left or right edge in the outermost two columns of the window,
///   at the top or bottom edge in its outermost row: a terminal cell is about twice as tall
///   as wide, and a mouse cannot go beyond the last cell, so the edge is a band, not a line.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may begin at. Empty by default: set it, or nothing is recognized.
    open var edges: UIRectEdge = []

    /// How many columns at the left and right edges count as the edge.
    public static let horizontalEdgeWidth: CGFloat = 2
    /// How many rows at the top and bottom edges count as the edge.
    public static let verticalEdgeHeight: CGFloat = 1

    /// The view whose bounds the edges are measured in, instead of the window's: a container
    /// that is not at the window's edge (a navigation controller in a split view's secondary
    /// column) sets it to its own view.
    weak var _edgeReferenceView: UIView?

    /// The edges the touch went down at.
    private var startEdges: UIRectEdge = []
    private var startPoint = CGPoint.zero

    /// Fails unless the touch begins at one of ``edges``; then tracks it as a pan.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first {
            startPoint = touch.location(in: nil)
            startEdges = edges.intersection(edgesNear(startPoint, of: touch))
            if startEdges.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    /// Before the pan begins, fails on a move that does not go away from the edge it began at;
    /// otherwise pans.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first, !movesAway(to: touch.location(in: nil)) {
            state = .failed
            return
        }
        super.touchesMoved(touches, with: event)
    }

    /// Forgets the edges the touch began at.
    open override func reset() {
        super.reset()
        startEdges = []
    }

    /// The edges of the reference rectangle (window coordinates) that `point` is at.
    private func edgesNear(_ point: CGPoint, of touch: UITouch) -> UIRectEdge {
        let area: CGRect
        if let reference = _edgeReferenceView {
            area = reference.convert(reference.bounds, to: nil)
        } else if let window = touch.window ?? view?.window {
            area = window.bounds
        } else {
            return []
        }
        var near: UIRectEdge = []
        let cell = view?._cellSize ?? UIScreen.main.cellSize
        let edgeWidth = Self.horizontalEdgeWidth * cell.width, edgeHeight = Self.verticalEdgeHeight * cell.height
        if point.x < area.minX + edgeWidth { near.insert(.left) }
        if point.x >= area.maxX - edgeWidth { near.insert(.right) }
        if point.y < area.minY + edgeHeight { near.insert(.top) }
        if point.y >= area.maxY - edgeHeight { near.insert(.bottom) }
        return near
    }

    /// Whether the drag to `point` goes away from one of the start edges at least as much as
    /// along it, rows counting double (as the eye sees them).
    private func movesAway(to point: CGPoint) -> Bool {
        let dx = point.x - startPoint.x
        let dy = (point.y - startPoint.y) * 2
        if startEdges.contains(.left), dx > 0, dx >= abs(dy) { return true }
        if startEdges.contains(.right), dx < 0, -dx >= abs(dy) { return true }
        if startEdges.contains(.top), dy > 0, dy >= abs(dx) { return true }
        if startEdges.contains(.bottom), dy < 0, -dy >= abs(dx) { return true }
        return false
    }
}

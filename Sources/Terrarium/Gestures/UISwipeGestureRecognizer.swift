import Foundation

/// A discrete recognizer for a quick drag in one direction.
///
/// ```swift
/// let next = UISwipeGestureRecognizer(target: self, action: Selector("showNext", Self.showNext))
/// next.direction = .left
/// pageView.addGestureRecognizer(next)
/// ```
///
/// It recognizes, while the button is still held, once the pointer has gone far enough in
/// one of the ``direction``s, mostly along that axis, within ``maximumDuration`` of the
/// touch going down; it fails if the drag goes mostly another way, takes too long, or ends
/// short.
///
/// - Note: UIKit's distances and time limit are undocumented. Terrarium's: 4 columns
///   across or 2 rows up or down (a cell is about twice as tall as wide), the distance
///   along the other axis (rows counting double) no more than along the swipe's, within
///   half a second. A mouse makes one touch at a time, so a recognizer requiring more than
///   one touch fails at once.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates directions from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right edge.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left edge.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards the top.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards the bottom.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that make the gesture. `.right` by default.
    open var direction: Direction = .right

    /// How many touches at once make the swipe. 1 by default; a mouse makes only one.
    open var numberOfTouchesRequired = 1

    /// How far, in columns, a swipe left or right must go.
    public static let minimumHorizontalDistance: CGFloat = 4
    /// How far, in rows, a swipe up or down must go.
    public static let minimumVerticalDistance: CGFloat = 2
    /// How long, in seconds, a swipe may take to go far enough.
    public static let maximumDuration: TimeInterval = 0.5

    private var start = CGPoint.zero
    private var timer: ScheduledWork?

    /// Starts the swipe and the time it has to travel its distance.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouchesRequired == 1, let touch = touches.first else {
            state = .failed
            return
        }
        start = touch.location(in: nil)
        timer = MainLoop.main.schedule(at: touch.timestamp + Self.maximumDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self._update { self.state = .failed }
        }
    }

    /// Recognizes once the pointer has travelled far enough along one axis (rows counting double),
    /// in an allowed ``direction``; fails in any other.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let point = touch.location(in: nil)
        // Counted in cells of the screen the touch is on.
        let cell = view?._cellSize ?? UIScreen.main.cellSize
        let dx = (point.x - start.x) / cell.width
        let dy = (point.y - start.y) / cell.height
        // Rows count double, so that the axes compare as the eye sees them.
        let across = abs(dx)
        let upDown = abs(dy) * 2
        let swiped: Direction
        if across >= upDown {
            guard across >= Self.minimumHorizontalDistance else { return }
            swiped = dx > 0 ? .right : .left
        } else {
            guard abs(dy) >= Self.minimumVerticalDistance else { return }
            swiped = dy > 0 ? .down : .up
        }
        state = direction.contains(swiped) ? .recognized : .failed
    }

    /// Fails: the swipe ended short of its distance.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// Fails: a cancelled swipe is not a swipe.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    /// Stops the swipe's timer.
    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
    }
}

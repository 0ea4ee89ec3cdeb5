import Foundation

/// The display the app runs on: in Terrarium, the terminal (or a headless screen in tests).
///
/// Everything an app sees is in points, as on iOS: frames, constraints, touches, metrics.
/// The screen knows how many points one terminal cell is (``cellSize``, 8 × 16 by default),
/// and only the backends and the pictures convert between the two: a terminal of 120 × 40
/// cells is a screen of 960 × 640 points; a click on a cell is a touch at the point in the
/// middle of that cell; a view owns the cells whose centres it covers (see
/// ``cellRect(for:)``).
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The scene that shows this screen's windows, made when first asked for.
    lazy var _windowScene = UIWindowScene(_screen: self)

    /// The points in one terminal cell that Terrarium uses unless told otherwise: 8 wide and
    /// 16 tall, about a terminal cell's shape.
    ///
    /// At this size a line of 17-point body text is one row, UIKit's 8-point standard spacing
    /// is one column, and an iPhone's 390 × 844 points is about 49 × 53 cells. Storyboards,
    /// ported iOS code and its constants come out at about the size they have on a phone,
    /// measured in cells.
    ///
    /// - Note: A Terrarium addition.
    public nonisolated static let standardCellSize = CGSize(width: 8, height: 16)

    /// One point a cell: for terminal-first apps that lay out in whole cells and want their
    /// constants to count columns and rows.
    ///
    /// Choose it for a whole screen (``init(cellSize:)``, or ``cellSize`` before launch) when
    /// the app is written for the terminal and never meets iOS code or storyboards; keep
    /// ``standardCellSize`` for anything that comes from iOS. Nothing else changes with it:
    /// Terrarium's own metrics are counted in cells of whatever size the screen has.
    ///
    /// - Note: A Terrarium addition.
    public nonisolated static let onePointPerCell = CGSize(width: 1, height: 1)

    /// Creates a screen whose cells are `cellSize` points, 80 × 24 cells until a backend sets
    /// its size.
    ///
    /// - Note: A Terrarium addition: on iOS the system makes the screens. A headless screen
    ///   makes one for its window, so that tests in cells and tests in points can run side by
    ///   side.
    public init(cellSize: CGSize = UIScreen.standardCellSize) {
        precondition(cellSize.width > 0 && cellSize.height > 0, "UIScreen: a cell must have a positive size")
        _cellSize = cellSize
        bounds = CGRect(x: 0, y: 0, width: 80 * cellSize.width, height: 24 * cellSize.height)
        super.init()
    }

    /// The brightness of the screen, from 0 to 1; 1 until set.
    ///
    /// - Note: An app cannot dim a terminal: the value is kept and changes nothing, and
    ///   ``brightnessDidChangeNotification`` is never posted.
    public var brightness: CGFloat = 1

    /// The screen's size in points. 80 × 24 cells until a backend or test screen sets it.
    /// A change of size (the terminal resized) posts ``modeDidChangeNotification``.
    public internal(set) var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            NotificationCenter.default.post(name: UIScreen.modeDidChangeNotification, object: self)
        }
    }

    /// Pixels per point: 1. A terminal has no pixels finer than its cells; drawing snaps to
    /// whole cells (see ``cellRect(for:)``).
    public var scale: CGFloat { 1 }

    /// How many points one terminal cell is, across and down. ``standardCellSize`` (8 × 16)
    /// unless set.
    ///
    /// Setting it keeps the screen's size in cells: ``bounds`` grows or shrinks with it. Set it
    /// before the app makes its window; windows already showing keep their frames until the
    /// next resize.
    ///
    /// - Note: A Terrarium addition beside ``scale``.
    public var cellSize: CGSize {
        get {
            // An app never scopes a cell size: it reads no task-local at all.
            if UIScreen._hasScopedCellSizes, self === UIScreen.main, let scoped = _ScopedMainCellSize.value {
                return scoped
            }
            return _cellSize
        }
        set {
            precondition(newValue.width > 0 && newValue.height > 0, "UIScreen: a cell must have a positive size")
            let old = _cellSize
            _cellSize = newValue
            if self === UIScreen.main { UIScreen._storedMainCellSize = newValue }
            bounds = CGRect(
                x: 0, y: 0, width: bounds.width / old.width * newValue.width,
                height: bounds.height / old.height * newValue.height)
        }
    }

    private var _cellSize: CGSize

    /// Runs `operation` with the main screen's ``cellSize`` reading `cellSize` in this task and
    /// the tasks it starts, whatever other tasks set meanwhile.
    ///
    /// Tests run side by side, and a test of code written in cells and a test of iOS code in
    /// points may be under way at once; each sees its own cell size on the main screen (and
    /// in what measures against it: a label outside any window, a view's default margins).
    /// Work that runs outside the task (a block on the main queue) sees the screen's own.
    ///
    /// ```swift
    /// await UIScreen.withMainCellSize(UIScreen.onePointPerCell) { @MainActor in
    ///     let label = UILabel()
    ///     label.text = "Hello"
    ///     print(label.intrinsicContentSize)   // 5 × 1: a point is a cell here
    /// }
    /// ```
    ///
    /// - Note: A Terrarium addition; the `cellSize` trait of `TerrariumTesting` uses it.
    public nonisolated static func withMainCellSize<Result>(
        _ cellSize: CGSize, operation: () async throws -> Result
    ) async rethrows -> Result {
        _hasScopedCellSizes = true
        return try await _ScopedMainCellSize.$value.withValue(cellSize, operation: operation)
    }

    /// Whether any task ever scoped the main screen's cell size: set once, before the first
    /// scope, and never cleared, so a stale read is only a task-local read more.
    nonisolated(unsafe) static var _hasScopedCellSizes = false

    /// The main screen's cell size, for the measurements of values that are not bound to the
    /// main actor (an image's size, a string's bounding rectangle).
    nonisolated static var _mainCellSize: CGSize {
        (_hasScopedCellSizes ? _ScopedMainCellSize.value : nil) ?? _storedMainCellSize
    }

    /// The main screen's own cell size, mirrored for `_mainCellSize`: written only on the main
    /// actor when the main screen's cell size is set (before an app launches); a read
    /// elsewhere meanwhile is a race nobody runs.
    nonisolated(unsafe) static var _storedMainCellSize = standardCellSize

    /// Sets the screen's size in points: what a backend does once it knows how big its display
    /// is, before the app launches and makes its window from ``bounds``. A terminal backend
    /// uses ``setSize(columns:rows:)``.
    ///
    /// Later changes of size go through ``UIEventDispatcher/resize(to:)``, which also sizes the
    /// window the backend shows.
    ///
    /// - Parameter bounds: The screen's bounds in points, with its origin at zero.
    /// - Note: A Terrarium addition for backends; on iOS the system sets the screen's bounds.
    public func setBounds(_ bounds: CGRect) {
        self.bounds = bounds
    }

    /// Sets the screen's size in cells: a terminal of `columns` × `rows`.
    ///
    /// ```swift
    /// UIScreen.main.setSize(columns: 120, rows: 40)   // 960 × 640 points
    /// UIApplication.shared.launch(delegate: appDelegate)
    /// ```
    ///
    /// - Note: A Terrarium addition for backends.
    public func setSize(columns: Int, rows: Int) {
        bounds = CGRect(origin: .zero, size: size(columns: columns, rows: rows))
    }

    // MARK: Cells and points

    /// The size in points of `columns` × `rows` cells.
    ///
    /// - Note: A Terrarium addition.
    public func size(columns: Int, rows: Int) -> CGSize {
        CGSize(width: CGFloat(columns) * cellSize.width, height: CGFloat(rows) * cellSize.height)
    }

    /// The point in the middle of the cell at `column`, `row`: where a click on that cell
    /// lands.
    ///
    /// - Note: A Terrarium addition.
    public func point(atColumn column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
    }

    /// The cell a point falls in, as `(column, row)`.
    ///
    /// - Note: A Terrarium addition.
    public func cell(at point: CGPoint) -> (column: Int, row: Int) {
        (Int((point.x / cellSize.width).rounded(.down)), Int((point.y / cellSize.height).rounded(.down)))
    }

    /// The cells a rectangle in points owns, as a rectangle in cells (column, row, columns,
    /// rows): those whose centres it covers, a centre on its top or left edge included and
    /// one on its bottom or right edge not.
    ///
    /// This one rule is how everything reaches the terminal: a view's frame, a fill, a
    /// border. Two views that meet share no cell and leave none between them, whatever
    /// their frames; a rectangle narrower than half a cell may own none; and a click, which
    /// lands in the middle of its cell, hits the view that drew that cell.
    ///
    /// ```swift
    /// // 8 × 16 cells: x 4…20 covers the centres 4 and 12; y 0…40 covers 8 and 24.
    /// UIScreen.main.cellRect(for: CGRect(x: 4, y: 0, width: 16, height: 40))   // (0, 0, 2, 2)
    /// ```
    ///
    /// - Note: A Terrarium addition.
    public func cellRect(for rect: CGRect) -> CGRect {
        Self.cellRect(for: rect, cellSize: cellSize)
    }

    /// ``cellRect(for:)`` for cells of `cellSize` points, on no screen in particular.
    ///
    /// - Note: A Terrarium addition.
    public nonisolated static func cellRect(for rect: CGRect, cellSize: CGSize) -> CGRect {
        let minX = firstCell(rect.minX / cellSize.width), maxX = firstCell(rect.maxX / cellSize.width)
        let minY = firstCell(rect.minY / cellSize.height), maxY = firstCell(rect.maxY / cellSize.height)
        return CGRect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }

    /// The first cell whose centre is at or after `edge` (in cells).
    nonisolated private static func firstCell(_ edge: CGFloat) -> CGFloat {
        // Guards a rounding error of a point converted back and forth: 2.4999999 is 2.5.
        (edge - 0.5 - 1e-9).rounded(.up)
    }
}

/// The main screen's cell size for the current task and the tasks it starts, if one was given
/// with ``UIScreen/withMainCellSize(_:operation:)``; apart from `UIScreen`, which is bound to
/// the main actor, as a task-local is read from any.
enum _ScopedMainCellSize {
    @TaskLocal static var value: CGSize?
}

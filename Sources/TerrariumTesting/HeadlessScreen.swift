import Foundation
import Terrarium
import Testing

/// A screen with no terminal behind it: a window of the given size in cells, on the main
/// loop's virtual clock, whose drawing you read as lines of text.
///
/// Like a terminal, it is measured in cells, and the app inside it in points: a screen of
/// 120 × 40 cells of 8 × 16 points (`UIScreen.standardCellSize`) is a window of 960 × 640
/// points. The input verbs name cells as a terminal reports them (a tap on column 5, row 2
/// is a touch at the point in the middle of that cell); ``location(of:)`` answers with a
/// cell. To run iOS code at a device's size, make one from points:
/// `HeadlessScreen(points: CGSize(width: 390, height: 844))`.
///
/// Every action runs the main loop until it is idle (deferred work done, layout settled,
/// animations finished), so a test reads the settled screen right after it.
///
/// Under Swift Testing, give the suite the ``Testing/Trait/isolatedUI`` trait: the test then
/// has the main loop and the windows to itself, awaits included. A screen made in a test
/// without it records a warning, once a test.
///
/// The window's ambient work (a spinning activity indicator's frames) runs only inside the
/// screen's own calls — ``advance(by:)``, ``runUntilIdle()``, the input verbs, ``settle()``:
/// while a test without the trait awaits something, other tests may run the main loop, and
/// they must neither run this screen's spinner nor see it scheduled.
///
/// Input goes through the screen's ``eventDispatcher``, the entry the terminal backend
/// delivers through too, so a test exercises the terminal's routing: ``press(_:file:line:)``
/// is a key as a terminal reports it, ``tap(at:tapCount:buttonMask:)`` is real clicks,
/// counted into double clicks by the same code. ``drag(from:through:duration:)`` and
/// ``longPress(at:duration:buttonMask:)`` move the virtual clock between their steps, for
/// gesture recognizers that read time (velocities, long presses, swipes).
///
/// ```swift
/// let screen = HeadlessScreen(width: 40, height: 10)
/// screen.show(ContainerViewController())
/// #expect(screen.lines[0] == "Inbox")
/// screen.press("tab")
/// screen.tap(text: "Archive")
/// ```
@preconcurrency @MainActor
public final class HeadlessScreen: CanvasPresenting {
    /// The window that fills the screen.
    public let window: UIWindow

    /// Where the screen's input goes; use it for what the verbs below do not say, such as a
    /// key held down while another is pressed:
    ///
    ///     screen.eventDispatcher.beginPress(UIKey(name: "shift+up")!)
    ///     screen.eventDispatcher.endPress(UIKey(name: "shift+up")!)
    ///     screen.runUntilIdle()
    public let eventDispatcher: UIEventDispatcher

    /// How many frames the main loop presented to this screen so far.
    public private(set) var presentedFrameCount = 0

    /// The last frame the main loop presented, if any.
    public private(set) var lastPresentedCanvas: Canvas?

    /// The screen the window is on: its cells are `UIScreen.cellSize` points.
    public let screen: UIScreen



    /// Creates a screen of `width` columns by `height` rows of `cellSize` points each, with a
    /// hidden window filling it.
    ///
    /// `UIScreen.main` takes the same size, for code that reads it (a controller's default
    /// view frame); the window draws on a screen of its own, so that screens of other cell
    /// sizes in other tests do not reach it. Views measured outside any window measure in the
    /// main screen's cells: give a test of code written in cells the ``Testing/Trait/cellSize(_:)``
    /// trait, which sets those for the test and is where this screen's cell size comes from by
    /// default.
    ///
    /// - Parameters:
    ///   - width: Columns.
    ///   - height: Rows.
    ///   - cellSize: Points per cell: the main screen's (`UIScreen.standardCellSize`, 8 × 16,
    ///     unless the test's ``Testing/Trait/cellSize(_:)`` trait says otherwise).
    public init(width: Int = 80, height: Int = 24, cellSize: CGSize = UIScreen.main.cellSize) {
        screen = UIScreen(cellSize: cellSize)
        screen.setSize(columns: width, rows: height)
        UIScreen.main.setSize(columns: width, rows: height)
        window = UIWindow(frame: screen.bounds)
        window.screen = screen
        eventDispatcher = UIEventDispatcher(window: window)
        window.canvasPresenter = self
        MainLoop.main.pauseAmbientWork(in: window)
        Self.warnIfShared()
    }

    /// The tests told that their screen shares the main loop.
    private static var warnedTests: Set<Test.ID> = []

    /// A screen in a Swift Testing test that is not isolated shares `MainLoop.main` with the
    /// tests that run while it awaits: say so, once a test, without failing it.
    private static func warnIfShared() {
        #if compiler(>=6.3)
            guard let test = Test.current, !_UIIsolation.isInside, warnedTests.insert(test.id).inserted else { return }
            Issue.record(
                "This test's HeadlessScreen shares MainLoop.main with other tests: give its suite the .isolatedUI trait",
                severity: .warning)
        #endif
    }

    /// Creates a screen the size of a device in points, such as an iPhone's 390 × 844, of
    /// `cellSize` points a cell: the window is exactly `points`, and the screen shows the cells
    /// it covers (49 × 53 of 8 × 16 for an iPhone, the last column and row partly covered).
    ///
    /// ```swift
    /// let screen = HeadlessScreen(points: CGSize(width: 390, height: 844))
    /// screen.show(DrawerController())
    /// ```
    public convenience init(points: CGSize, cellSize: CGSize = UIScreen.main.cellSize) {
        let cells = UIScreen.cellRect(for: CGRect(origin: .zero, size: points), cellSize: cellSize)
        self.init(width: Int(cells.width), height: Int(cells.height), cellSize: cellSize)
        screen.setBounds(CGRect(origin: .zero, size: points))
        UIScreen.main.setBounds(CGRect(origin: .zero, size: points))
        window.frame = screen.bounds
    }

    /// How deep the screen's own calls into the main loop are.
    private var ownTurnDepth = 0

    /// Runs `body`, the screen's own turns, with its window's ambient work let through.
    func withOwnTurns<Result>(_ body: () throws -> Result) rethrows -> Result {
        if ownTurnDepth == 0 { MainLoop.main.resumeAmbientWork(in: window) }
        ownTurnDepth += 1
        defer {
            ownTurnDepth -= 1
            if ownTurnDepth == 0 { MainLoop.main.pauseAmbientWork(in: window) }
        }
        return try body()
    }

    /// Makes `viewController` the window's root, shows the window as the key window, and
    /// runs the main loop until idle.
    public func show(_ viewController: UIViewController) {
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
    }

    /// The window drawn now, with animated properties at their presented values.
    public var canvas: Canvas { window.renderCanvas() }

    /// The screen's rows as text, trailing spaces removed.
    public var lines: [String] {
        canvas.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    /// The screen as one string: ``lines`` joined by newlines, trailing empty lines removed.
    public var text: String {
        var rows = lines
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }

    /// Resizes the screen (and window) to `width` columns by `height` rows, as a terminal
    /// resize does, then runs until idle.
    public func resize(width: Int, height: Int) {
        eventDispatcher.resize(to: CGSize(width: width, height: height))
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
    }

    /// Presses and releases a key named in Textual's notation (`"a"`, `"enter"`,
    /// `"escape"`, `"tab"`, `"shift+tab"`, `"left"`, `"backspace"`, `"ctrl+c"` …), as a
    /// terminal reports a key, then runs until idle. Stops with a message if the name is
    /// unknown.
    ///
    /// ```swift
    /// #expect(screen.press("ctrl+c") == .unhandled)   // in a terminal, the app would quit
    /// ```
    ///
    /// - Returns: Whether a key command or a responder took the press.
    @discardableResult
    public func press(
        _ keyName: String, file: StaticString = #file, line: UInt = #line
    ) -> UIEventDispatcher.PressOutcome {
        guard let key = UIKey(name: keyName) else {
            preconditionFailure("HeadlessScreen.press: unknown key name \"\(keyName)\"", file: file, line: line)
        }
        let outcome = eventDispatcher.sendPress(key)
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
        return outcome
    }

    /// Pastes `text` as a terminal's bracketed paste does: it goes on the general pasteboard
    /// and the first responder gets `paste(_:)`; then runs until idle.
    public func paste(_ text: String) {
        eventDispatcher.sendPaste(text)
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
    }

    /// Clicks the cell at `point` (`x` the column, `y` the row) `tapCount` times: the view
    /// hit-tested at the middle of that cell gets `touchesBegan` and `touchesEnded` for each
    /// click; then runs until idle.
    ///
    /// The clicks are counted as a terminal's are: clicks on one point with one button
    /// within `UIEventDispatcher.multipleTapInterval` make a series, so the second of
    /// `tapCount: 2` has a `tapCount` of 2, and so would a second `tap(at:)` on the same
    /// point with no ``advance(by:)`` between them (the virtual clock did not move) — unless
    /// a recognizer was waiting for a second click: running until idle lets it time out,
    /// which moves the clock past the interval. Use `tapCount: 2` for a double click.
    ///
    /// - Parameters:
    ///   - point: The cell: `x` the column, `y` the row.
    ///   - tapCount: How many clicks: 2 for a double click.
    ///   - buttonMask: `.secondary` for a right click.
    public func tap(at point: CGPoint, tapCount: Int = 1, buttonMask: UIEvent.ButtonMask = .primary) {
        for _ in 0..<max(1, tapCount) {
            eventDispatcher.beginTouch(at: point, buttonMask: buttonMask)
            eventDispatcher.endTouch(at: point)
        }
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
    }

    /// Drags from the cell `start` through the cells `points` (`x` the column, `y` the row,
    /// each a touch at the middle of its cell): a touch begins at `start` in the hit-tested view,
    /// moves to each point (`touchesMoved`) and ends at the last; then runs until idle.
    ///
    /// With a `duration`, the virtual clock moves by an equal share of it before each move
    /// (running what falls due, as time passing in a terminal would), so the touches carry
    /// timestamps a pan's velocity, a swipe's time limit or a long press's timer can read;
    /// the release comes with the last move. Without one, the whole drag happens at one
    /// instant.
    ///
    /// ```swift
    /// // Half a second from the left edge to column 20: an edge pan at 40 cells a second.
    /// screen.drag(from: CGPoint(x: 0, y: 5), through: [CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 5)],
    ///             duration: 0.5)
    /// ```
    ///
    /// - Parameters:
    ///   - start: The cell where the button goes down.
    ///   - points: Where the pointer goes, in order; the button is released at the last.
    ///   - duration: How long the drag takes on the virtual clock, in seconds.
    public func drag(from start: CGPoint, through points: [CGPoint], duration: TimeInterval = 0) {
        eventDispatcher.beginTouch(at: start)
        let step = duration / Double(max(1, points.count))
        for point in points {
            if step > 0 { withOwnTurns { MainLoop.main.advance(by: step) } }
            eventDispatcher.moveTouch(to: point)
        }
        if points.isEmpty, step > 0 { withOwnTurns { MainLoop.main.advance(by: step) } }
        eventDispatcher.endTouch(at: points.last ?? start)
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
    }

    /// Drags from `start` to `end` through every cell between them (one move per column or
    /// row along the longer axis), taking `duration` on the virtual clock; see
    /// ``drag(from:through:duration:)``.
    ///
    /// ```swift
    /// screen.drag(from: CGPoint(x: 30, y: 4), to: CGPoint(x: 10, y: 4), duration: 0.2)   // a swipe left
    /// ```
    ///
    /// - Parameters:
    ///   - start: The cell where the button goes down.
    ///   - end: Where it is released.
    ///   - duration: How long the drag takes, in seconds.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0) {
        let steps = Int(max(abs(end.x - start.x), abs(end.y - start.y)).rounded(.up))
        let points = (0..<max(1, steps)).map { index -> CGPoint in
            let fraction = CGFloat(index + 1) / CGFloat(max(1, steps))
            return CGPoint(
                x: (start.x + (end.x - start.x) * fraction).rounded(),
                y: (start.y + (end.y - start.y) * fraction).rounded())
        }
        drag(from: start, through: points, duration: duration)
    }

    /// Holds the button down on `point` for `duration` on the virtual clock (running what
    /// falls due meanwhile, a long press recognizer's timer among it), then releases it and
    /// runs until idle.
    ///
    /// ```swift
    /// screen.longPress(at: CGPoint(x: 5, y: 2), duration: 0.6)   // past a 0.5 s minimumPressDuration
    /// ```
    ///
    /// - Parameters:
    ///   - point: The cell: `x` the column, `y` the row.
    ///   - duration: How long the button is held, in seconds.
    ///   - buttonMask: The button: `.primary` by default.
    public func longPress(at point: CGPoint, duration: TimeInterval, buttonMask: UIEvent.ButtonMask = .primary) {
        eventDispatcher.beginTouch(at: point, buttonMask: buttonMask)
        withOwnTurns { MainLoop.main.advance(by: duration) }
        eventDispatcher.endTouch(at: point)
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
    }

    /// Turns the mouse wheel over the cell `point`: `deltaY` notches (positive scrolls towards what
    /// is below); then runs until idle.
    public func scroll(at point: CGPoint, deltaX: CGFloat = 0, deltaY: CGFloat) {
        eventDispatcher.sendScroll(at: point, deltaX: deltaX, deltaY: deltaY)
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
    }

    /// Taps the middle of the first place `text` appears on screen, reading rows top to
    /// bottom. Stops with a message if it is not on screen.
    public func tap(text: String, file: StaticString = #file, line: UInt = #line) {
        guard let point = location(of: text) else {
            preconditionFailure(
                "HeadlessScreen.tap(text:): \"\(text)\" is not on screen:\n\(self.text)", file: file, line: line)
        }
        tap(at: point)
    }

    /// Where `text` first appears on screen: the cell in the middle of it (`x` the column, `y`
    /// the row), or `nil`.
    public func location(of text: String) -> CGPoint? {
        let canvas = self.canvas
        let needle = Array(text)
        guard !needle.isEmpty else { return nil }
        for y in 0..<canvas.height {
            // Each visible character with the column it starts at; continuation cells skipped.
            var characters: [(column: Int, character: Character)] = []
            for x in 0..<canvas.width {
                let cell = canvas[x: x, y: y]
                if !cell.isContinuation, let character = cell.text.first { characters.append((x, character)) }
            }
            guard characters.count >= needle.count else { continue }
            for start in 0...(characters.count - needle.count)
            where characters[start..<(start + needle.count)].map(\.character) == needle {
                let first = characters[start].column
                let last = characters[start + needle.count - 1].column
                return CGPoint(x: (first + last) / 2, y: y)
            }
        }
        return nil
    }

    /// The cell (`x` the column, `y` the row) a point in window coordinates falls in.
    public func cell(at point: CGPoint) -> CGPoint {
        let cell = screen.cell(at: point)
        return CGPoint(x: cell.column, y: cell.row)
    }

    /// The cells `view` draws on, as a rectangle of columns and rows: those whose centres its
    /// frame covers (see `UIScreen.cellRect(for:)`), transforms aside.
    public func cells(of view: UIView) -> CGRect {
        screen.cellRect(for: view.convert(view.bounds, to: nil))
    }

    /// Clicks the middle one of the cells `view` draws on, as a user clicks what they see, then
    /// runs until idle. Stops with a message if the view draws on no cell.
    ///
    /// ```swift
    /// screen.tap(settings.hiddenFilesSwitch)
    /// ```
    public func tap(_ view: UIView, tapCount: Int = 1, file: StaticString = #file, line: UInt = #line) {
        let cells = cells(of: view)
        guard !cells.isEmpty else {
            preconditionFailure("HeadlessScreen.tap(_:): \(view) draws on no cell", file: file, line: line)
        }
        tap(
            at: CGPoint(x: cells.minX + ((cells.width - 1) / 2).rounded(.down), y: cells.minY + ((cells.height - 1) / 2).rounded(.down)),
            tapCount: tapCount)
    }

    /// Moves the virtual clock by `seconds`, running what falls due (animation frames included).
    public func advance(by seconds: TimeInterval) {
        withOwnTurns { MainLoop.main.advance(by: seconds) }
    }

    /// Runs the main loop until it is idle.
    public func runUntilIdle() {
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
    }

    /// Receives the frames the main loop presents.
    public func present(_ canvas: Canvas, of window: UIWindow) {
        presentedFrameCount += 1
        lastPresentedCanvas = canvas
    }
}

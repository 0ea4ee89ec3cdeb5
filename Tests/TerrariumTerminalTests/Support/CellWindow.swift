import Terrarium

/// A window on a screen of one point a cell, for the driver tests, whose views are placed in
/// whole cells (their suites run with the main screen's cells that size too).
@MainActor
func cellWindow() -> UIWindow {
    let window = UIWindow(frame: .zero)
    window.screen = UIScreen(cellSize: UIScreen.onePointPerCell)
    return window
}

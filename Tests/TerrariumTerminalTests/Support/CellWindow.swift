import Terrarium

/// A window on a screen of one point a cell, for the driver tests, whose views are placed in
/// whole cells: the main screen takes that cell size too, as a terminal-first app would set
/// it before launch.
@MainActor
func cellWindow() -> UIWindow {
    UIScreen.main.cellSize = UIScreen.onePointPerCell
    let window = UIWindow(frame: .zero)
    window.screen = UIScreen(cellSize: UIScreen.onePointPerCell)
    return window
}

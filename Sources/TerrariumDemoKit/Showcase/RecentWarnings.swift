import Foundation
import Terrarium
import TerrariumTerminal

// The demo's window on its log: `!` shows the recent warnings in a sheet, and `w` makes one
// the honest way, by misusing the appearance API so that Terrarium itself reports it. `e`
// prints a line with `print`, which the terminal session keeps off the screen until exit.

extension DemoTabBarController {
    /// Presents the warnings and errors ``TerminalLog/shared`` kept, newest at the bottom,
    /// in a page sheet that follows new ones live; Esc closes it.
    func showRecentWarnings() {
        guard presentedViewController == nil else { return }
        let sheet = UINavigationController(rootViewController: RecentWarningsViewController())
        sheet.modalPresentationStyle = .pageSheet
        present(sheet, animated: true)
    }
}

/// The log view at warnings and up. `w` works here too (the sheet's responder chain ends at
/// the window, not at the tab bar controller), so a new warning can be watched arriving.
@MainActor
final class RecentWarningsViewController: LogViewController {
    init() {
        super.init(log: .shared)
        title = "Recent warnings"
        minimumLevel = .warning
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Log a Warning", input: "w", modifierFlags: []) { _ in
                logUnbalancedAppearanceTransition()
            }
        ]
    }
}

/// Ends an appearance transition that never began, on a controller that never appeared: the
/// misuse UIKit answers with "Unbalanced calls to begin/end appearance transitions", which
/// Terrarium logs as a warning through `MainLoop.main.logger`.
@MainActor
func logUnbalancedAppearanceTransition() {
    UIViewController().endAppearanceTransition()
}

/// How many lines `e` printed.
@MainActor private var printedLineCount = 0

/// Prints a numbered line to standard output with `print`, as app code does: the terminal
/// session captures it while the screen is up and prints it after exit (or appends it to
/// `TERRARIUM_LOG`'s file), so it never lands on the frame.
@MainActor
func printLineToStandardOutput() {
    printedLineCount += 1
    print("terrarium: line \(printedLineCount) printed to standard output while the screen was up")
}

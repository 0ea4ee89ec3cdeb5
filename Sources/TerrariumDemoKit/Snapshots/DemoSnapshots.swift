import Foundation
import Terrarium
import TerrariumTesting

/// The demo's screens as pictures: what `terrarium snapshot` draws and the README's pictures
/// are made of.
///
/// Each screen is reached as a user reaches it: the demo is shown on a headless screen and
/// the tab's digit is pressed, where the terminal delivers it. An animation strip presses the
/// screen's ``Screen/action`` key the same way and samples the virtual clock while the
/// animation runs, so a strip shows the frames the terminal would draw at those moments.
@MainActor
package enum DemoSnapshots {
    /// One tab of the demo.
    package struct Screen: Sendable, Hashable {
        /// The tab's title.
        package let title: String
        /// The name on the command line and in file names: the title in lower case.
        package var name: String { title.lowercased() }
        /// The key that selects the tab.
        package let tabKey: String
        /// The key (in `UIKey(name:)`'s notation) that starts the tab's animation, for strips.
        package let action: String
        /// What the action shows, for `terrarium snapshot --help` and the README.
        package let actionSummary: String
    }

    /// Every tab, in the tab bar's order.
    package nonisolated static let screens: [Screen] = [
        Screen(title: "Files", tabKey: "1", action: "enter", actionSummary: "opens the first folder (a push)"),
        Screen(title: "Navigation", tabKey: "2", action: "enter", actionSummary: "pushes the next level"),
        Screen(title: "Split", tabKey: "3", action: "down", actionSummary: "moves the selection"),
        Screen(title: "Pages", tabKey: "4", action: "right", actionSummary: "turns to the next page"),
        Screen(title: "Container", tabKey: "5", action: "enter", actionSummary: "starts listing 5-3's sliding transition"),
        Screen(title: "Modal", tabKey: "6", action: "s", actionSummary: "presents a page sheet"),
        Screen(title: "Async", tabKey: "7", action: "r", actionSummary: "runs the work again"),
        Screen(title: "Transitions", tabKey: "8", action: "m", actionSummary: "opens the drawer"),
        Screen(title: "Ported", tabKey: "9", action: "o", actionSummary: "opens the side menu"),
        Screen(title: "Storyboard", tabKey: "0", action: "tab", actionSummary: "moves the focus"),
    ]

    /// The screen called `name`, if any.
    package nonisolated static func screen(named name: String) -> Screen? {
        screens.first { $0.name == name.lowercased() }
    }

    /// One frame: the cells and where the text cursor was.
    package struct Frame: Sendable, Equatable {
        /// The cells.
        package var canvas: Canvas
        /// The text cursor's cell, if one was shown.
        package var cursor: CGPoint?
    }

    /// The demo's `screen` tab on a headless screen of `width` × `height` cells in `style`,
    /// settled: the Files tab opened at `startPath` with its folder read.
    ///
    /// - Parameters:
    ///   - frames: With more than one, the action key is pressed and the frames are taken
    ///     at equal steps of the virtual clock from the press (the first) to `duration`
    ///     seconds after it (the last). With one, the settled tab alone.
    package static func frames(
        of screen: Screen, width: Int, height: Int, style: UIUserInterfaceStyle = .dark,
        startPath: String, frames: Int = 1, duration: TimeInterval = 0.5
    ) -> [Frame] {
        let headless = show(screen, width: width, height: height, style: style, startPath: startPath)
        guard frames > 1 else { return [frame(of: headless)] }

        // Pressed and released without running until idle, which would finish the animation.
        let key = UIKey(name: screen.action)!
        _ = headless.eventDispatcher.beginPress(key)
        headless.eventDispatcher.endPress(key)
        var taken = [frame(of: headless)]
        let step = duration / Double(frames - 1)
        for _ in 1..<frames {
            headless.advance(by: step)
            taken.append(frame(of: headless))
        }
        return taken
    }

    /// A headless screen of `width` × `height` cells in `style` showing the demo with
    /// `screen`'s tab chosen as the user chooses it (its digit, or More's list when the bar
    /// has no room for it), settled; the Files tab opened at `startPath` with its folder read.
    package static func show(
        _ screen: Screen, width: Int, height: Int, style: UIUserInterfaceStyle = .dark, startPath: String
    ) -> HeadlessScreen {
        let headless = HeadlessScreen(width: width, height: height)
        headless.window.overrideUserInterfaceStyle = style
        let root = DemoApp.makeRoot(startPath: startPath) {}
        headless.show(root)
        headless.press(screen.tabKey)
        let tabs = root as! UITabBarController
        if tabs.selectedViewController?.tabBarItem.title != screen.title {
            headless.tap(text: "More")
            headless.tap(text: screen.title)
        }
        settle(headless, root: root)
        return headless
    }

    /// Frames side by side, `gap` blank columns apart, as one canvas; the first frame's cursor
    /// is kept (a picture has one).
    package static func strip(_ frames: [Frame], gap: Int = 2) -> Frame {
        guard let first = frames.first else { return Frame(canvas: Canvas(width: 0, height: 0), cursor: nil) }
        guard frames.count > 1 else { return first }
        let width = frames.map(\.canvas.width).reduce(0, +) + gap * (frames.count - 1)
        let height = frames.map(\.canvas.height).max() ?? 0
        var strip = Canvas(width: width, height: height)
        var left = 0
        for frame in frames {
            // Cell by cell: compositing would blend backgrounds and treat blank cells as
            // transparent, and a frame is an exact copy.
            for y in 0..<frame.canvas.height {
                for x in 0..<frame.canvas.width { strip.put(frame.canvas[x: x, y: y], x: left + x, y: y) }
            }
            left += frame.canvas.width + gap
        }
        return Frame(canvas: strip, cursor: first.cursor)
    }

    private static func frame(of screen: HeadlessScreen) -> Frame {
        Frame(canvas: screen.canvas, cursor: screen.window.textCursorLocation)
    }

    /// Waits, up to a few seconds, for the work only the process's main thread delivers to
    /// the tab shown: a tab that has such work says so through ``WaitsForMainThreadWork``
    /// (the Files tab's background reads, the Async tab's results). Other tabs need none, so
    /// a test (which does not run on the main thread) can show them.
    private static func settle(_ screen: HeadlessScreen, root: UIViewController) {
        let tabs = root as? UITabBarController
        let shown = [tabs?.selectedViewController, tabs?.moreNavigationController.topViewController]
        let waiting = shown.compactMap { $0 as? any WaitsForMainThreadWork }
        let deadline = Date().addingTimeInterval(5)
        while waiting.contains(where: \.isWaitingForMainThreadWork), Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
            screen.runUntilIdle()
        }
        screen.runUntilIdle()
    }
}

/// A demo tab whose screen is not final until work delivered on the process's main thread
/// (its run loop, its main queue) has arrived; `terrarium snapshot` waits for it.
@MainActor
package protocol WaitsForMainThreadWork {
    /// Whether such work is still on its way.
    var isWaitingForMainThreadWork: Bool { get }
}

extension FilesViewController: WaitsForMainThreadWork {
    /// Whether a folder or preview is still being read.
    package var isWaitingForMainThreadWork: Bool { !pendingReads.isEmpty }
}

extension AsyncWorkViewController: WaitsForMainThreadWork {
    /// Whether some source has not reported yet (the slowest is a 0.5 s timer).
    package var isWaitingForMainThreadWork: Bool { results.count < Source.allCases.count }
}

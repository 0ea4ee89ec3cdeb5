import Foundation
import SnapshotTesting
import Terrarium
import TerrariumTesting

/// A headless screen showing `controller` at `width` × `height` cells in `style`, settled.
@MainActor
private func screen(
    showing controller: UIViewController, width: Int, height: Int, style: UIUserInterfaceStyle
) -> HeadlessScreen {
    let screen = HeadlessScreen(width: width, height: height)
    screen.window.overrideUserInterfaceStyle = style
    screen.show(controller)
    screen.runUntilIdle()
    return screen
}

/// A view shown alone, filling a plain controller's view.
@MainActor
private func host(_ view: UIView) -> UIViewController {
    let controller = UIViewController()
    controller.loadViewIfNeeded()
    view.frame = controller.view.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(view)
    return controller
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The controller shown on a headless screen of `width` × `height` cells, as its lines of
    /// text (trailing spaces removed), compared line by line; stored as `.txt`.
    ///
    /// ```swift
    /// @MainActor @Test func inbox() {
    ///     assertSnapshot(of: InboxViewController(), as: .lines(width: 60, height: 20))
    /// }
    /// ```
    ///
    /// Call it on the main actor (a `@MainActor` test): the controller is shown synchronously.
    ///
    /// - Parameters:
    ///   - width: The screen's width in cells.
    ///   - height: The screen's height in cells.
    ///   - style: The window's interface style: dark, as a terminal's windows assume, or light.
    public static func lines(width: Int = 80, height: Int = 24, style: UIUserInterfaceStyle = .dark) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { controller in
            MainActor.assumeIsolated {
                screen(showing: controller, width: width, height: height, style: style).text + "\n"
            }
        }
    }

    /// The controller shown on a headless screen of `width` × `height` cells, as an SVG
    /// picture (`HeadlessScreen.svg(options:)`: colours, attributes, the text cursor),
    /// compared line by line; stored as `.svg`, so a reviewer sees the screen.
    ///
    /// - Parameters:
    ///   - width: The screen's width in cells.
    ///   - height: The screen's height in cells.
    ///   - style: The window's interface style: dark, as a terminal's windows assume, or light.
    ///   - options: The picture's cell size, font and default colours.
    public static func svg(
        width: Int = 80, height: Int = 24, style: UIUserInterfaceStyle = .dark,
        options: Canvas.SVGOptions = Canvas.SVGOptions()
    ) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback { controller in
            MainActor.assumeIsolated {
                screen(showing: controller, width: width, height: height, style: style).svg(options: options)
            }
        }
    }
}

extension Snapshotting where Value: UIView, Format == String {
    /// The view alone on a headless screen of `width` × `height` cells, as lines of text.
    ///
    /// The view fills a plain view controller's view.
    ///
    /// - Parameters:
    ///   - width: The screen's width in cells.
    ///   - height: The screen's height in cells.
    ///   - style: The window's interface style: dark, as a terminal's windows assume, or light.
    public static func lines(width: Int = 80, height: Int = 24, style: UIUserInterfaceStyle = .dark) -> Snapshotting {
        Snapshotting<UIViewController, String>.lines(width: width, height: height, style: style).pullback { view in
            MainActor.assumeIsolated { host(view) }
        }
    }

    /// The view alone on a headless screen of `width` × `height` cells, as an SVG picture.
    ///
    /// The view fills a plain view controller's view.
    ///
    /// - Parameters:
    ///   - width: The screen's width in cells.
    ///   - height: The screen's height in cells.
    ///   - style: The window's interface style: dark, as a terminal's windows assume, or light.
    ///   - options: The picture's cell size, font and default colours.
    public static func svg(
        width: Int = 80, height: Int = 24, style: UIUserInterfaceStyle = .dark,
        options: Canvas.SVGOptions = Canvas.SVGOptions()
    ) -> Snapshotting {
        Snapshotting<UIViewController, String>.svg(width: width, height: height, style: style, options: options)
            .pullback { view in MainActor.assumeIsolated { host(view) } }
    }
}

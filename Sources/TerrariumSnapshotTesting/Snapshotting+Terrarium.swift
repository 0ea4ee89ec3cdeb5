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
    ///   - options: The picture's cell size, font and default colours; by default those of a
    ///     terminal in `style` (`Canvas.SVGOptions(style:)`).
    public static func svg(
        width: Int = 80, height: Int = 24, style: UIUserInterfaceStyle = .dark,
        options: Canvas.SVGOptions? = nil
    ) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback { controller in
            MainActor.assumeIsolated {
                screen(showing: controller, width: width, height: height, style: style)
                    .svg(options: options ?? Canvas.SVGOptions(style: style))
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
    ///   - options: The picture's cell size, font and default colours; by default those of a
    ///     terminal in `style` (`Canvas.SVGOptions(style:)`).
    public static func svg(
        width: Int = 80, height: Int = 24, style: UIUserInterfaceStyle = .dark,
        options: Canvas.SVGOptions? = nil
    ) -> Snapshotting {
        Snapshotting<UIViewController, String>.svg(width: width, height: height, style: style, options: options)
            .pullback { view in MainActor.assumeIsolated { host(view) } }
    }
}

extension Snapshotting where Value == HeadlessScreen, Format == String {
    /// A screen a test drove (keys pressed, clicks, time advanced), as its lines of text,
    /// trailing spaces removed; stored as `.txt`.
    ///
    /// ```swift
    /// screen.press("enter")
    /// assertSnapshot(of: screen, as: .lines)
    /// ```
    public static var lines: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { screen in MainActor.assumeIsolated { screen.text + "\n" } }
    }

    /// A screen a test drove, as an SVG picture with its text cursor; stored as `.svg`.
    public static func svg(options: Canvas.SVGOptions = Canvas.SVGOptions()) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback { screen in
            MainActor.assumeIsolated { screen.svg(options: options) }
        }
    }
}

extension Snapshotting where Value == HeadlessScreen, Format == Data {
    /// A screen a test drove, as a PNG picture with its text cursor; stored as `.png` and
    /// compared as ``SnapshotTesting/Diffing/terrariumPNG(options:)`` says.
    public static func png(options: Canvas.PNGOptions = Canvas.PNGOptions()) -> Snapshotting {
        Snapshotting<Data, Data>(pathExtension: "png", diffing: .terrariumPNG(options: options)).pullback { screen in
            MainActor.assumeIsolated { screen.png(options: options) }
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == Data {
    /// The controller shown on a headless screen of `width` × `height` cells, as a PNG
    /// picture (`HeadlessScreen.png(options:)`: colours, attributes, wide
    /// characters and the text cursor in Terrarium's bitmap font), stored as `.png`, so any
    /// tool that shows images shows the screen.
    ///
    /// ```swift
    /// assertSnapshot(of: InboxViewController(), as: .png(width: 60, height: 20))
    /// assertSnapshot(of: InboxViewController(), as: .png(options: Canvas.PNGOptions(scale: 1)))
    /// ```
    ///
    /// Compared byte for byte (the file is byte-stable); a difference reports how many pixels
    /// and cells differ and the first one, and attaches the new picture and one with the
    /// differing pixels in red.
    ///
    /// - Parameters:
    ///   - width: The screen's width in cells.
    ///   - height: The screen's height in cells.
    ///   - style: The window's interface style: dark, as a terminal's windows assume, or light.
    ///   - options: The picture's scale and default colours; by default those of a terminal in
    ///     `style` (`Canvas.PNGOptions(scale:style:)`).
    public static func png(
        width: Int = 80, height: Int = 24, style: UIUserInterfaceStyle = .dark,
        options: Canvas.PNGOptions? = nil
    ) -> Snapshotting {
        let options = options ?? Canvas.PNGOptions(style: style)
        return Snapshotting<Data, Data>(pathExtension: "png", diffing: .terrariumPNG(options: options)).pullback {
            controller in
            MainActor.assumeIsolated {
                screen(showing: controller, width: width, height: height, style: style).png(options: options)
            }
        }
    }
}

extension Snapshotting where Value: UIView, Format == Data {
    /// The view alone on a headless screen of `width` × `height` cells, as a PNG picture.
    public static func png(
        width: Int = 80, height: Int = 24, style: UIUserInterfaceStyle = .dark,
        options: Canvas.PNGOptions? = nil
    ) -> Snapshotting {
        Snapshotting<UIViewController, Data>.png(width: width, height: height, style: style, options: options)
            .pullback { view in MainActor.assumeIsolated { host(view) } }
    }
}

extension Diffing where Value == Data {
    /// PNG files compared byte for byte; on a difference, both are decoded with
    /// Terrarium's `PNGDecoder` and the message says how many pixels differ, in how many
    /// cells of `options`' size, and where the first is, with its colours.
    ///
    /// - Parameter options: The cell size the pictures were drawn at, to name cells.
    public static func terrariumPNG(options: Canvas.PNGOptions = Canvas.PNGOptions()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let report = PNGDifference(reference: reference, actual: actual, options: options)
            var attachments: [DiffAttachment] = [.data(actual, name: "actual.png")]
            if let picture = report.picture { attachments.append(.data(picture, name: "difference.png")) }
            return (report.message, attachments)
        }
    }
}

/// What differs between two PNG pictures of screens, in words and as a picture.
struct PNGDifference {
    var message: String
    /// The new picture at a third of its brightness with each differing pixel red.
    var picture: Data?

    init(reference: Data, actual: Data, options: Canvas.PNGOptions) {
        let old: PNGDecoder.Bitmap, new: PNGDecoder.Bitmap
        do {
            old = try PNGDecoder.decode(Array(reference))
        } catch {
            message = "The reference is not a PNG Terrarium can read (\(error)); re-record it."
            return
        }
        do {
            new = try PNGDecoder.decode(Array(actual))
        } catch {
            message = "The new picture is not a PNG Terrarium can read (\(error))."
            return
        }
        guard old.width == new.width, old.height == new.height else {
            let cells = { (bitmap: PNGDecoder.Bitmap) in
                "\(bitmap.width / options.cellWidth) × \(bitmap.height / options.cellHeight) cells"
            }
            message = """
                The pictures differ in size: the reference is \(old.width) × \(old.height) pixels \
                (\(cells(old))), the new one \(new.width) × \(new.height) (\(cells(new))).
                """
            return
        }
        var differing = 0
        var first: Int?
        var cells = Set<Int>()
        var marked = new.rgba
        let columns = max(1, new.width / options.cellWidth)
        for pixel in 0..<(new.width * new.height) {
            let index = pixel * 4
            if old.rgba[index..<(index + 4)] == new.rgba[index..<(index + 4)] {
                for channel in 0..<3 { marked[index + channel] /= 3 }
                continue
            }
            differing += 1
            if first == nil { first = pixel }
            let (x, y) = (pixel % new.width, pixel / new.width)
            cells.insert((y / options.cellHeight) * columns + x / options.cellWidth)
            marked.replaceSubrange(index..<(index + 4), with: [255, 0, 0, 255])
        }
        guard let first else {
            message = "The PNG files differ in bytes but not in pixels (written by another encoder?); re-record it."
            return
        }
        let (x, y) = (first % new.width, first / new.width)
        let colour = { (bitmap: PNGDecoder.Bitmap) in
            bitmap.rgba[(first * 4)..<(first * 4 + 4)].map { String(format: "%02x", $0) }.joined()
        }
        message = """
            \(differing) of \(new.width * new.height) pixels differ, in \(cells.count) \
            cell\(cells.count == 1 ? "" : "s"); the first at pixel (\(x), \(y)), cell (column \
            \(x / options.cellWidth), row \(y / options.cellHeight)): the reference has #\(colour(old)), the \
            new picture #\(colour(new)).
            """
        picture = Data(PNGEncoder.encode(PNGDecoder.Bitmap(width: new.width, height: new.height, rgba: marked)))
    }
}

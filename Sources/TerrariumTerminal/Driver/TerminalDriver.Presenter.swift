import Terrarium

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalDriver {
    /// Receives the window's canvases and writes each frame's bytes.
    ///
    /// The window holds its presenter weakly; the driver holds this one.
    final class Presenter: CanvasPresenting {
        var renderer: ANSIRenderer
        private let write: @MainActor ([UInt8]) throws -> Void
        private var buffer: [UInt8] = []
        /// The first write that failed; the driver stops and throws it.
        private(set) var writeError: TerminalError?

        init(renderer: ANSIRenderer, write: @escaping @MainActor ([UInt8]) throws -> Void) {
            self.renderer = renderer
            self.write = write
        }

        func present(_ canvas: Canvas, of window: UIWindow) {
            renderer.textCursor = window.textCursorLocation.map { (Int($0.x), Int($0.y)) }
            output(canvas)
        }

        private func output(_ canvas: Canvas) {
            guard writeError == nil else { return }
            buffer.removeAll(keepingCapacity: true)
            renderer.render(canvas, into: &buffer)
            guard !buffer.isEmpty else { return }
            do {
                try write(buffer)
            } catch let error as TerminalError {
                writeError = error
            } catch {
                writeError = .systemCallFailed("write", errno: EIO)
            }
        }
    }
}

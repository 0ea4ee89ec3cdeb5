import Foundation
import Terrarium

/// Measures Terrarium's PNG decoder and UIImageView's half-block drawing: an RGBA picture
/// of `side × side` pixels (1024 × 1024 at scale 10; `1024 × √(scale / 10)` a side
/// otherwise) made of gradients and noise, Sub-filtered and compressed with fixed-Huffman
/// DEFLATE (literals and matches) by Terrarium's ``PNGEncoder``, is decoded
/// (`PNGDecoder.decode`: CRCs, inflate, Adler-32, unfiltering, conversion), then drawn
/// aspect-fit into an 80 × 24 UIImageView (resampling and one cell per pixel pair).
///
/// One operation is one pixel. Every repeat checks the decoded pixels against the source.
struct PNGDecodeWorkload: Workload {
    let name = "png"
    let summary = "decode an RGBA PNG of N pixels (1024 × 1024 at scale 10) and draw it in an 80 × 24 image view"
    let operationName = "pixel"
    let headlinePhases = ["decode", "draw aspect-fit in 80 × 24 cells"]

    func size(atScale scale: Int) -> Int {
        let side = side(atScale: scale)
        return side * side
    }

    private func side(atScale scale: Int) -> Int {
        Int((1024 * (Double(scale) / 10).squareRoot()).rounded())
    }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let side = side(atScale: scale)
        let pixels = Self.picture(side: side)
        let png = PNGEncoder.encode(PNGDecoder.Bitmap(width: side, height: side, rgba: pixels))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        view.contentMode = .scaleAspectFit
        let screen = PresentedWindow(width: 80, height: 24)
        let root = UIViewController()
        screen.window.rootViewController = root
        screen.window.makeKeyAndVisible()
        root.view.addSubview(view)
        try settle("png: showing the image view")
        defer { screen.close() }
        return try harness.run { lap in
            let bitmap = try lap.time("decode", operations: side * side) { try PNGDecoder.decode(png) }
            try check(bitmap.rgba == pixels, "png: decoded pixels differ from the source")
            let image = UIImage(bitmap: bitmap)
            try lap.time("draw aspect-fit in 80 × 24 cells", operations: side * side) {
                view.image = image
                try settle("png: drawing")
            }
            view.image = nil
            try settle("png: clearing")
        }
    }

    /// Gradients with a little noise, and a translucent band.
    static func picture(side: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        var noise: UInt32 = 12345
        for y in 0..<side {
            for x in 0..<side {
                noise = noise &* 1_103_515_245 &+ 12345
                let index = (y * side + x) * 4
                rgba[index] = UInt8((x * 255) / max(1, side - 1))
                rgba[index + 1] = UInt8((y * 255) / max(1, side - 1))
                rgba[index + 2] = UInt8(((x + y) / 8) % 256) ^ UInt8((noise >> 28) & 0x3)
                rgba[index + 3] = (y / 64) % 4 == 3 ? 128 : 255
            }
        }
        return rgba
    }
}

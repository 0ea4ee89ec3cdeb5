import Foundation

extension Canvas {
    /// A half-open rectangle of whole cells: the form every drawing call clips in.
    ///
    /// Geometry arrives as `CGRect`; it is snapped once, here, so the drawing code only ever
    /// compares integers.
    struct Region: Equatable {
        var minX: Int
        var minY: Int
        var maxX: Int
        var maxY: Int

        /// Coordinates beyond this are clamped, so a huge or infinite rectangle (such as
        /// `CGRect.infinite` as a clip) converts to `Int` without trapping.
        static let limit = 1 << 40

        init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
            self.minX = minX
            self.minY = minY
            self.maxX = maxX
            self.maxY = maxY
        }

        /// Snaps a rectangle to cells: the origin rounds down and the size rounds down, so a
        /// rectangle keeps its cell size wherever it sits (an origin of 2.5 and width of 5
        /// covers columns 2 through 6).
        init(_ rect: CGRect) {
            guard !rect.isNull else {
                self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
                return
            }
            let rect = rect.standardized
            let x = Double(rect.origin.x).rounded(.down)
            let y = Double(rect.origin.y).rounded(.down)
            self.init(
                minX: Self.cell(x),
                minY: Self.cell(y),
                maxX: Self.cell(x + Double(rect.size.width).rounded(.down)),
                maxY: Self.cell(y + Double(rect.size.height).rounded(.down))
            )
        }

        /// Converts a coordinate to a cell index, rounding down and clamping to ``limit``;
        /// NaN lands far off the canvas so nothing is drawn for it.
        static func cell(_ value: Double) -> Int {
            guard !value.isNaN else {
                return -limit
            }
            return Int(min(max(value.rounded(.down), -Double(limit)), Double(limit)))
        }

        static func cell(_ value: CGFloat) -> Int {
            cell(Double(value))
        }

        var isEmpty: Bool {
            minX >= maxX || minY >= maxY
        }

        func intersection(_ other: Region) -> Region {
            Region(
                minX: max(minX, other.minX),
                minY: max(minY, other.minY),
                maxX: min(maxX, other.maxX),
                maxY: min(maxY, other.maxY)
            )
        }

        func contains(x: Int, y: Int) -> Bool {
            x >= minX && x < maxX && y >= minY && y < maxY
        }
    }

    /// The whole canvas as a region.
    var bounds: Region {
        Region(minX: 0, minY: 0, maxX: width, maxY: height)
    }

    /// The cells a drawing call may write: the canvas, cut down to the clip when there is one.
    func writableRegion(clip: CGRect?) -> Region {
        guard let clip else {
            return bounds
        }
        return bounds.intersection(Region(clip))
    }
}

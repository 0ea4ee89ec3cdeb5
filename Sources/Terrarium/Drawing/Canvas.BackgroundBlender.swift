extension Canvas {
    /// Blends one colour over many cell backgrounds, remembering the last result.
    ///
    /// Neighbouring cells almost always share a background (the same colour object), so a
    /// translucent fill or text background over a large area allocates one blended colour
    /// instead of one per cell.
    struct BackgroundBlender {
        let color: UIColor
        private var lastBackground: UIColor?
        private var lastResult: UIColor?

        init(color: UIColor) {
            self.color = color
        }

        mutating func blend(over background: UIColor?) -> UIColor {
            if color.components.alpha >= 1 {
                return color
            }
            if let lastResult, lastBackground === background {
                return lastResult
            }
            let result = color.blended(over: background)
            lastBackground = background
            lastResult = result
            return result
        }
    }
}

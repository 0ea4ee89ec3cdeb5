import Foundation

extension UIColor {
    /// Returns this colour painted over `background` with source-over alpha compositing.
    ///
    /// An opaque colour simply hides the background; a translucent one tints it, so a 50 % black
    /// over white gives mid grey. Over an opaque background the result is always opaque, which is
    /// what a terminal cell needs.
    ///
    /// - Parameter background: The colour beneath, or `nil` for the terminal's default
    ///   background, which is taken as opaque black because most terminals are dark.
    /// - Returns: The composited colour.
    package func blended(over background: UIColor?) -> UIColor {
        let top = components
        if top.alpha >= 1 {
            return self
        }
        let bottom = background?.components ?? Components(red: 0, green: 0, blue: 0, alpha: 1)
        let bottomSpace = background?.space ?? .gray
        if top.alpha <= 0 {
            return background ?? UIColor(components: bottom, space: bottomSpace)
        }
        let bottomWeight = bottom.alpha * (1 - top.alpha)
        // An opaque background gives an opaque result; say so outright rather than trust the
        // sum to round to exactly 1, since later fills test `alpha >= 1`.
        let alpha = bottom.alpha >= 1 ? 1 : top.alpha + bottomWeight
        guard alpha > 0 else {
            return UIColor(components: Components(red: 0, green: 0, blue: 0, alpha: 0), space: .gray)
        }
        func mix(_ over: Double, _ under: Double) -> Double {
            min(max((over * top.alpha + under * bottomWeight) / alpha, 0), 1)
        }
        let result = Components(
            red: mix(top.red, bottom.red),
            green: mix(top.green, bottom.green),
            blue: mix(top.blue, bottom.blue),
            alpha: alpha
        )
        let space: ColorSpace = space == .gray && bottomSpace == .gray ? .gray : .rgb
        return UIColor(components: result, space: space)
    }
}

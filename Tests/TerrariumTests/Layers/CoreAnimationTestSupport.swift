import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A delegate that writes down what it hears, in order: `start <key>`, `stop <key> true`.
@MainActor
final class AnimationRecorder: NSObject, CAAnimationDelegate {
    private(set) var events: [String] = []

    func animationDidStart(_ anim: CAAnimation) {
        events.append("start \(anim.value(forKey: "name") as? String ?? "?")")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(anim.value(forKey: "name") as? String ?? "?") \(flag)")
    }
}

extension CAAnimation {
    /// Names the animation for an ``AnimationRecorder``.
    @MainActor func named(_ name: String, recorder: AnimationRecorder? = nil) -> Self {
        setValue(name, forKey: "name")
        if let recorder { delegate = recorder }
        return self
    }
}

/// A headless screen `width` × `height` (one point per cell) showing `view` in a plain
/// controller's root view, the clock settled.
@MainActor
func showing(_ view: UIView, width: Int, height: Int) -> HeadlessScreen {
    showingLayers([view], width: width, height: height)
}

/// Whether two numbers are within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

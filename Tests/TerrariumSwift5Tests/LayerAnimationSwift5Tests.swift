// Core Animation code written as iOS libraries write it, compiled in the Swift 5 language
// mode: a plain delegate class, key-path animations on a view's layer, and a 3D fold set in
// an animation block.
import Terrarium
import TerrariumTesting
import Testing

/// A delegate that runs a closure when its animation stops, as libraries write them.
final class ClosureAnimationDelegate: NSObject, CAAnimationDelegate {
    private let completion: (Bool) -> Void

    init(completion: @escaping (Bool) -> Void) {
        self.completion = completion
    }

    func animationDidStop(_: CAAnimation, finished: Bool) {
        completion(finished)
    }
}

/// A controller with a drawer that bounces and menu items that fold open.
final class BouncingDrawerViewController: UIViewController {
    let drawer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    var stops: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        drawer.backgroundColor = .red
        view.addSubview(drawer)
    }

    func bounce(by height: CGFloat) {
        let start = drawer.bounds.origin.y
        let animation = CAKeyframeAnimation(keyPath: "bounds.origin.y")
        animation.values = [0, 1, 0.5, 0].map { start + $0 * height }
        animation.duration = 0.6
        animation.fillMode = CAMediaTimingFillMode.forwards
        animation.isRemovedOnCompletion = true
        animation.delegate = ClosureAnimationDelegate { [weak self] finished in self?.stops.append(finished) }
        drawer.layer.add(animation, forKey: "bounce")
    }

    func unfold(_ item: UIView, duration: CFTimeInterval) {
        var transform = CATransform3DIdentity
        transform.m34 = -0.002
        item.layer.transform = CATransform3DRotate(transform, -.pi / 2, 0, 1, 0)
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveEaseIn,
            animations: {
                item.layer.transform = transform
            }, completion: nil)
    }
}

@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct LayerAnimationSwift5Tests {
    @Test func aKeyframeBounceAndAFoldRunAsOnIOS() {
        let screen = HeadlessScreen(width: 10, height: 3)
        let controller = BouncingDrawerViewController()
        screen.show(controller)
        let start = CACurrentMediaTime()
        controller.bounce(by: 4)
        screen.advance(by: 0.2)
        #expect(abs((controller.drawer.layer.presentation()?.bounds.origin.y ?? 0) - 4) < 1e-9)
        #expect(controller.drawer.bounds.origin.y == 0)
        screen.runUntilIdle()
        #expect(CACurrentMediaTime() == start + 0.6)
        #expect(controller.stops == [true])

        let item = UIView(frame: CGRect(x: 0, y: 2, width: 8, height: 1))
        item.backgroundColor = .blue
        controller.view.addSubview(item)
        controller.unfold(item, duration: 1)
        #expect(screen.canvas[x: 4, y: 2].background != UIColor.blue)
        screen.runUntilIdle()
        #expect(screen.canvas[x: 7, y: 2].background == UIColor.blue)
    }
}

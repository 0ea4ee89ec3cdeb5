// A plain `NSObject` subclass, as Swift 5 libraries write helpers: no concurrency annotations,
// so its methods are not isolated to the main actor. UIKit lets such code call its
// selector-taking and free APIs (they are `@preconcurrency` or not main-actor isolated at
// all); so must Terrarium, or ported files stop compiling here.
import Foundation
import Terrarium

final class NonisolatedClient: NSObject {
    private(set) var ticks = 0
    private(set) var activations = 0
    private var timer: Timer?
    private var observation: NSKeyValueObservation?

    func start(observing view: UIView) {
        NotificationCenter.default.addObserver(
            self, selector: Selector("applicationDidBecomeActive(_:)", Self.applicationDidBecomeActive(_:)),
            name: UIApplication.didBecomeActiveNotification, object: nil)
        timer = Timer.scheduledTimer(
            timeInterval: 60, target: self, selector: Selector("tick", Self.tick), userInfo: nil, repeats: true)
        perform(Selector("tick", Self.tick), with: nil, afterDelay: 0.5)
        observation = view.observe(\.frame, options: [.new]) { _, _ in }
    }

    func cancelTicks() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        observation = nil
        NotificationCenter.default.removeObserver(self)
    }

    /// Ends editing wherever it is, as iOS code dismisses the keyboard.
    @discardableResult
    func endEditing() -> Bool {
        UIApplication.shared.sendAction(
            Selector("resignFirstResponder", UIResponder.resignFirstResponder), to: nil, from: self, for: nil)
    }

    /// Measures and fills as drawing helpers do, outside any view.
    func drawingMetrics() -> (lineHeight: CGFloat, isBold: Bool) {
        let font = UIFont.preferredFont(forTextStyle: .headline)
        let bold = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        return (font.lineHeight, bold.fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    /// The literals ported code keeps from Xcode's colour and image wells.
    func literalColor() -> UIColor {
        #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    }

    func literalImage() -> UIImage {
        #imageLiteral(resourceName: "Dot")
    }

    private func tick() {
        ticks += 1
    }

    private func applicationDidBecomeActive(_ notification: Notification) {
        activations += 1
    }
}

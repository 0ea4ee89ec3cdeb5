import Foundation

/// Making the gesture recognizers of a storyboard scene's `<objects>`, with the settings
/// Interface Builder's Attributes inspector writes.
///
/// - Note: UIKit decodes a recognizer in its `init?(coder:)`; Terrarium's recognizers have
///   no such initializer (a required one would oblige every subclass to write it), so the
///   loader makes the element's UIKit class and each class reads its own keys here. A
///   recognizer with a `customClass` is therefore not made: a warning names it. Terrarium
///   has no pinch or rotation recognizer (a mouse makes one touch), so those are left out
///   with a warning too.
extension UIGestureRecognizer {
    /// The recognizer classes Terrarium has, by UIKit's name, each reading its own keys.
    private static let _storyboardClasses: [String: @MainActor (_StoryboardCoder) -> UIGestureRecognizer] = [
        "UITapGestureRecognizer": { coder in
            let tap = UITapGestureRecognizer()
            tap._decodeStoryboardTap(coder)
            return tap
        },
        "UISwipeGestureRecognizer": { coder in
            let swipe = UISwipeGestureRecognizer()
            swipe._decodeStoryboardSwipe(coder)
            return swipe
        },
        "UILongPressGestureRecognizer": { coder in
            let press = UILongPressGestureRecognizer()
            press._decodeStoryboardLongPress(coder)
            return press
        },
        "UIPanGestureRecognizer": { coder in
            let pan = UIPanGestureRecognizer()
            pan._decodeStoryboardPan(coder)
            return pan
        },
        "UIScreenEdgePanGestureRecognizer": { coder in
            let pan = UIScreenEdgePanGestureRecognizer()
            pan._decodeStoryboardPan(coder)
            pan._decodeStoryboardEdges(coder)
            return pan
        },
    ]

    /// Whether `element` is a gesture recognizer element.
    static func _isStoryboardRecognizer(_ element: StoryboardElement) -> Bool {
        StoryboardVocabulary.objects[element.name]?.hasSuffix("GestureRecognizer") == true
    }

    /// The recognizer `element` describes, or `nil`, with a warning, when Terrarium cannot
    /// make it (a class it lacks, or a custom class).
    static func _storyboardRecognizer(_ element: StoryboardElement, storyboard: UIStoryboard) -> UIGestureRecognizer? {
        let uikitName = StoryboardVocabulary.objects[element.name] ?? "UIGestureRecognizer"
        guard let make = _storyboardClasses[uikitName] else {
            MainLoop.main.logger.warning(
                "\(storyboard._label): Terrarium has no \(uikitName) (a mouse makes one touch); the recognizer on line \(element.line) is left out")
            return nil
        }
        if let customClass = element["customClass"] {
            MainLoop.main.logger.warning(
                "\(storyboard._label): Terrarium cannot make the gesture recognizer class \(customClass) from a storyboard (line \(element.line)); the recognizer is left out. Add it in viewDidLoad().")
            return nil
        }
        let coder = _StoryboardCoder(element: element, storyboard: storyboard)
        let recognizer = make(coder)
        if let value = coder.bool("enabled") { recognizer.isEnabled = value }
        if let value = coder.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = value }
        if let value = coder.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = value }
        if let value = coder.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = value }
        return recognizer
    }
}

extension UITapGestureRecognizer {
    func _decodeStoryboardTap(_ coder: _StoryboardCoder) {
        if let value = coder.number("numberOfTapsRequired") { numberOfTapsRequired = Int(value) }
        if let value = coder.number("numberOfTouchesRequired") { numberOfTouchesRequired = Int(value) }
    }
}

extension UISwipeGestureRecognizer {
    func _decodeStoryboardSwipe(_ coder: _StoryboardCoder) {
        let directions: [String: Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]
        if let value = coder.string("direction").flatMap({ directions[$0] }) { direction = value }
        if let value = coder.number("numberOfTouchesRequired") { numberOfTouchesRequired = Int(value) }
    }
}

extension UILongPressGestureRecognizer {
    /// The allowed movement is in points, as written.
    func _decodeStoryboardLongPress(_ coder: _StoryboardCoder) {
        if let value = coder.number("minimumPressDuration") { minimumPressDuration = TimeInterval(value) }
        if let value = coder.number("allowableMovement") {
            allowableMovement = value
        }
        if let value = coder.number("numberOfTapsRequired") { numberOfTapsRequired = Int(value) }
        if let value = coder.number("numberOfTouchesRequired") { numberOfTouchesRequired = Int(value) }
    }
}

extension UIPanGestureRecognizer {
    func _decodeStoryboardPan(_ coder: _StoryboardCoder) {
        if let value = coder.number("minimumNumberOfTouches") { minimumNumberOfTouches = Int(value) }
        if let value = coder.number("maximumNumberOfTouches") { maximumNumberOfTouches = Int(value) }
    }
}

extension UIScreenEdgePanGestureRecognizer {
    /// `<rectEdge key="edges" left="YES"/>`.
    func _decodeStoryboardEdges(_ coder: _StoryboardCoder) {
        guard let element = coder.element.child(key: "edges") else { return }
        var value: UIRectEdge = []
        if element["top"] == "YES" { value.insert(.top) }
        if element["left"] == "YES" { value.insert(.left) }
        if element["bottom"] == "YES" { value.insert(.bottom) }
        if element["right"] == "YES" { value.insert(.right) }
        edges = value
    }
}

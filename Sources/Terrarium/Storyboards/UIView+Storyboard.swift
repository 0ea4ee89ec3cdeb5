import Foundation

/// What a storyboard's view element says of any view: what Interface Builder's View
/// inspector and Size inspector set. Each UIKit class decodes its own keys after its
/// superclass's, in its `init?(coder:)`, as UIKit's do.
extension UIView {
    func _decodeStoryboardView(_ coder: _StoryboardCoder) {
        if let frame = coder.rect("frame") { self.frame = frame }
        if let mask = coder.element.child(key: "autoresizingMask") {
            var value: AutoresizingMask = []
            if mask["widthSizable"] == "YES" { value.insert(.flexibleWidth) }
            if mask["heightSizable"] == "YES" { value.insert(.flexibleHeight) }
            if mask["flexibleMinX"] == "YES" { value.insert(.flexibleLeftMargin) }
            if mask["flexibleMaxX"] == "YES" { value.insert(.flexibleRightMargin) }
            if mask["flexibleMinY"] == "YES" { value.insert(.flexibleTopMargin) }
            if mask["flexibleMaxY"] == "YES" { value.insert(.flexibleBottomMargin) }
            autoresizingMask = value
        }
        if let value = coder.bool("translatesAutoresizingMaskIntoConstraints") {
            translatesAutoresizingMaskIntoConstraints = value
        }
        if let value = coder.bool("hidden") { isHidden = value }
        if let value = coder.number("alpha") { alpha = value }
        if let value = coder.number("tag") { tag = Int(value) }
        if let value = coder.bool("clipsSubviews") { clipsToBounds = value }
        if let value = coder.bool("userInteractionEnabled") { isUserInteractionEnabled = value }
        if let mode = coder.string("contentMode"), let value = Self._contentModes[mode] { contentMode = value }
        if let color = coder.color("backgroundColor") { backgroundColor = color }
        for (key, axis) in [("horizontal", NSLayoutConstraint.Axis.horizontal), ("vertical", .vertical)] {
            if let value = coder.number("\(key)HuggingPriority") {
                setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis)
            }
            if let value = coder.number("\(key)CompressionResistancePriority") {
                setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis)
            }
        }
    }

    static let _contentModes: [String: ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
}

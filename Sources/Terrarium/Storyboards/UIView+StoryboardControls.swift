import Foundation

/// The keys each standard view and control decodes from its storyboard element, after its
/// superclass's (see `UIView+Storyboard.swift`).
extension UIStackView {
    func _decodeStoryboardStack(_ coder: _StoryboardCoder) {
        if let axis = coder.string("axis") { self.axis = axis == "vertical" ? .vertical : .horizontal }
        let distributions: [String: Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let value = coder.string("distribution").flatMap({ distributions[$0] }) { distribution = value }
        let alignments: [String: Alignment] = [
            "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
        ]
        if let value = coder.string("alignment").flatMap({ alignments[$0] }) { alignment = value }
        if let value = coder.number("spacing") { spacing = value }
    }
}

extension UILabel {
    func _decodeStoryboardLabel(_ coder: _StoryboardCoder) {
        if let text = coder.string("text") ?? coder.element.child(key: "text")?.content { self.text = text }
        if let alignment = coder.string("textAlignment").flatMap({ NSTextAlignment(storyboardName: $0) }) {
            textAlignment = alignment
        }
        if let lines = coder.number("numberOfLines") { numberOfLines = Int(lines) }
        if let color = coder.color("textColor") { textColor = color }
        if let adjusts = coder.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = adjusts }
        if let scale = coder.number("minimumScaleFactor") { minimumScaleFactor = CGFloat(scale) }
    }
}

extension NSTextAlignment {
    init?(storyboardName name: String) {
        switch name {
        case "left": self = .left
        case "center": self = .center
        case "right": self = .right
        case "justified": self = .justified
        case "natural": self = .natural
        default: return nil
        }
    }
}

extension UIButton {
    /// The title and colour of each `<state key=…>`, or the configuration's title.
    func _decodeStoryboardButton(_ coder: _StoryboardCoder) {
        switch coder.string("buttonType") {
        case "system", "roundedRect": _buttonType = .system
        case "detailDisclosure": _buttonType = .detailDisclosure
        case "contactAdd": _buttonType = .contactAdd
        case "close": _buttonType = .close
        default: _buttonType = coder.element.child(key: "configuration") == nil ? .custom : .system
        }
        let states: [String: UIControl.State] = [
            "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
        ]
        for state in coder.element.children where state.name == "state" {
            guard let key = state["key"], let controlState = states[key] else { continue }
            if let title = state["title"] { setTitle(title, for: controlState) }
            if let color = state.child(key: "titleColor").flatMap(_StoryboardCoder.color(of:)) {
                setTitleColor(color, for: controlState)
            }
        }
        if let configuration = coder.element.child(key: "configuration") {
            var value: UIButton.Configuration
            switch configuration["style"] {
            case "filled": value = .filled()
            case "tinted": value = .tinted()
            case "gray": value = .gray()
            default: value = .plain()
            }
            value.title = configuration["title"]
            self.configuration = value
        }
        if let value = coder.bool("enabled") { isEnabled = value }
        if let value = coder.bool("selected") { isSelected = value }
    }
}

extension UISwitch {
    func _decodeStoryboardSwitch(_ coder: _StoryboardCoder) {
        if let value = coder.bool("on") { isOn = value }
    }
}

extension UISlider {
    func _decodeStoryboardSlider(_ coder: _StoryboardCoder) {
        if let value = coder.number("minValue") { minimumValue = Float(value) }
        if let value = coder.number("maxValue") { maximumValue = Float(value) }
        if let value = coder.number("value") { self.value = Float(value) }
    }
}

extension UIStepper {
    func _decodeStoryboardStepper(_ coder: _StoryboardCoder) {
        if let value = coder.number("minimumValue") { minimumValue = Double(value) }
        if let value = coder.number("maximumValue") { maximumValue = Double(value) }
        if let value = coder.number("stepValue") { stepValue = Double(value) }
        if let value = coder.number("value") { self.value = Double(value) }
    }
}

extension UIProgressView {
    func _decodeStoryboardProgress(_ coder: _StoryboardCoder) {
        if let value = coder.number("progress") { progress = Float(value) }
    }
}

extension UISegmentedControl {
    func _decodeStoryboardSegments(_ coder: _StoryboardCoder) {
        for (index, segment) in coder.element.children(of: "segments").enumerated() where segment.name == "segment" {
            insertSegment(withTitle: segment["title"] ?? "", at: index, animated: false)
        }
        if let value = coder.number("selectedSegmentIndex") { selectedSegmentIndex = Int(value) }
    }
}

extension UITextField {
    func _decodeStoryboardTextField(_ coder: _StoryboardCoder) {
        if let text = coder.string("text") { self.text = text }
        if let placeholder = coder.string("placeholder") { self.placeholder = placeholder }
        switch coder.string("borderStyle") {
        case "roundedRect": borderStyle = .roundedRect
        case "line": borderStyle = .line
        case "bezel": borderStyle = .bezel
        default: break
        }
        if coder.element.child(key: "textInputTraits")?["secureTextEntry"] == "YES" { isSecureTextEntry = true }
    }
}

extension UITextView {
    func _decodeStoryboardTextView(_ coder: _StoryboardCoder) {
        if let text = coder.string("text") ?? coder.element.child(key: "text")?.content { self.text = text }
        if let value = coder.bool("editable") { isEditable = value }
        if let value = coder.bool("selectable") { isSelectable = value }
    }
}

extension UIActivityIndicatorView {
    func _decodeStoryboardActivity(_ coder: _StoryboardCoder) {
        if let value = coder.bool("hidesWhenStopped") { hidesWhenStopped = value }
        if coder.bool("animating") == true { startAnimating() }
    }
}

extension UIImageView {
    func _decodeStoryboardImage(_ coder: _StoryboardCoder) {
        if let name = coder.string("image") { image = UIImage(systemName: name) }
    }
}

import Foundation

/// User-defined runtime attributes: reading them from a storyboard element, and the UIKit
/// properties Terrarium sets by key path (see ``UIResponder/setRuntimeAttribute(_:forKeyPath:)``).
extension UIResponder {
    func _setBuiltInRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        if let view = self as? UIView, view._setViewRuntimeAttribute(value, forKeyPath: keyPath) { return true }
        if let controller = self as? UIViewController, keyPath == "title" {
            controller.title = value as? String
            return value == nil || value is String
        }
        return false
    }
}

extension UIView {
    fileprivate func _setViewRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        func set<Value>(_ assign: (Value) -> Void) -> Bool {
            guard let value = value as? Value else { return false }
            assign(value)
            return true
        }
        switch keyPath {
        case "backgroundColor": return set { (color: UIColor) in backgroundColor = color }
        case "alpha": return set { (number: CGFloat) in alpha = number }
        case "tag": return set { (number: CGFloat) in tag = Int(number) }
        case "hidden", "isHidden": return set { (flag: Bool) in isHidden = flag }
        case "clipsToBounds": return set { (flag: Bool) in clipsToBounds = flag }
        case "userInteractionEnabled", "isUserInteractionEnabled":
            return set { (flag: Bool) in isUserInteractionEnabled = flag }
        case "accessibilityIdentifier": return set { (text: String) in accessibilityIdentifier = text }
        case "accessibilityLabel": return set { (text: String) in accessibilityLabel = text }
        case "layer.cornerRadius": return set { (number: CGFloat) in layer.cornerRadius = number }
        case "layer.borderWidth": return set { (number: CGFloat) in layer.borderWidth = number }
        case "layer.borderColor", "layer.borderUIColor":
            return set { (color: UIColor) in layer.borderColor = color.cgColor }
        case "layer.masksToBounds": return set { (flag: Bool) in layer.masksToBounds = flag }
        case "text":
            if let label = self as? UILabel { return set { (text: String) in label.text = text } }
            if let textView = self as? UITextView { return set { (text: String) in textView.text = text } }
            if let field = self as? UITextField { return set { (text: String) in field.text = text } }
            return false
        default: return false
        }
    }
}

extension UIStoryboard {
    /// Sets each `<userDefinedRuntimeAttribute>` of `element` on `object`, through its
    /// ``UIOutletConnecting/setRuntimeAttribute(_:forKeyPath:)``; a key path the object does
    /// not take is skipped, with a warning unless `object` stands in for a class not found.
    func _setRuntimeAttributes(
        of element: StoryboardElement, on object: UIOutletConnecting, warning: Bool = true
    ) throws(StoryboardError) {
        for attribute in element.children(of: "userDefinedRuntimeAttributes")
        where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = try _runtimeAttributeValue(attribute)
            if !object.setRuntimeAttribute(value, forKeyPath: keyPath), warning {
                MainLoop.main.logger.warning(
                    "\(_label): \(type(of: object)) takes no runtime attribute \(keyPath) of type \(attribute["type"] ?? "?") (line \(attribute.line)); not set")
            }
        }
    }

    private func _runtimeAttributeValue(_ attribute: StoryboardElement) throws(StoryboardError) -> Any? {
        let file = _document.file
        let child = attribute.child(key: "value")
        func number(_ element: StoryboardElement?, _ name: String) throws(StoryboardError) -> CGFloat {
            CGFloat(try element?.number(name, in: file) ?? 0)
        }
        switch attribute["type"] {
        case "boolean":
            return try attribute.bool("value", in: file) ?? false
        case "number":
            if let value = try child?.number("value", in: file) { return CGFloat(value) }
            return CGFloat(try attribute.number("value", in: file) ?? 0)
        case "string", "localizedString":
            return attribute["value"] ?? child?["value"] ?? child?.content ?? ""
        case "color":
            return child.flatMap(_StoryboardCoder.color(of:))
        case "point":
            return CGPoint(x: try number(child, "x"), y: try number(child, "y"))
        case "size":
            return CGSize(width: try number(child, "width"), height: try number(child, "height"))
        case "rect":
            return CGRect(
                x: try number(child, "x"), y: try number(child, "y"), width: try number(child, "width"),
                height: try number(child, "height"))
        case "range":
            return NSRange(location: Int(try number(child, "location")), length: Int(try number(child, "length")))
        case "image":
            return (attribute["value"] ?? child?["name"]).flatMap { UIImage(systemName: $0) }
        case "nil":
            return nil
        default:
            return nil  // the checker let only the types above through
        }
    }
}

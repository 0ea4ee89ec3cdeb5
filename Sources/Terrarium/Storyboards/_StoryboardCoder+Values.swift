import Foundation

/// The values of an element's keyed children (`<rect key="frame">`, `<color key="textColor">`)
/// and attributes, as UIKit types, for the classes' `init?(coder:)`.
extension _StoryboardCoder {
    /// The text of the attribute `key`.
    func string(_ key: String) -> String? { element[key] }

    /// The attribute `key` as YES/NO (the document was checked when opened, so a value
    /// that does not read is absent here).
    func bool(_ key: String) -> Bool? {
        (try? element.bool(key, in: "")) ?? nil
    }

    /// The attribute `key` as a number.
    func number(_ key: String) -> CGFloat? {
        ((try? element.number(key, in: "")) ?? nil).map { CGFloat($0) }
    }

    /// The `<rect key=…>` child, in points as written.
    func rect(_ key: String) -> CGRect? {
        guard let rect = element.child(key: key), rect.name == "rect" else { return nil }
        func value(_ name: String) -> CGFloat { rect[name].flatMap { Double($0) }.map { CGFloat($0) } ?? 0 }
        return CGRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
    }

    /// The `<color key=…>` child: components, a grey or a system colour.
    func color(_ key: String) -> UIColor? {
        guard let color = element.child(key: key), color.name == "color" else { return nil }
        return Self.color(of: color)
    }

    static func color(of color: StoryboardElement) -> UIColor? {
        func value(_ name: String) -> CGFloat? { color[name].flatMap { Double($0) }.map { CGFloat($0) } }
        let alpha = value("alpha") ?? 1
        if let red = value("red"), let green = value("green"), let blue = value("blue") {
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        if let name = color["systemColor"] ?? color["cocoaTouchSystemColor"] {
            return systemColors[name] ?? systemColors[name.replacingOccurrences(of: "Color", with: "")]
        }
        // A named colour lives in an asset catalog, which Terrarium does not read: the
        // view keeps its default.
        return nil
    }

    /// The system colours by the names Xcode writes (`systemBackgroundColor`, `darkTextColor`).
    static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemGrayColor": .systemGray, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGroupedBackgroundColor": .systemGroupedBackground, "separatorColor": .separator,
        "linkColor": .link, "placeholderTextColor": .placeholderText, "tintColor": .tintColor,
        "darkTextColor": .black, "lightTextColor": .white, "groupTableViewBackgroundColor": .systemGroupedBackground,
        "scrollViewTexturedBackgroundColor": .systemBackground, "viewFlipsideBackgroundColor": .systemBackground,
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
    ]
}

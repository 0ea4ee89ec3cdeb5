import Foundation
import Terrarium

/// A framed panel: a rounded box-drawing border with a title in the top edge and a
/// label inside.
@MainActor
final class PanelView: UIView {
    let titleText: String
    let bodyLabel = UILabel()
    var borderColor: UIColor = .systemGray

    init(title: String, body: String, tint: UIColor) {
        titleText = title
        borderColor = tint
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        bodyLabel.text = body
        bodyLabel.numberOfLines = 0
        bodyLabel.lineBreakMode = .byWordWrapping
        bodyLabel.textColor = .label
        addSubview(bodyLabel)
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalTo: topAnchor, constant: 2),
            bodyLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 3),
            bodyLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -3),
            bodyLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -1),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("PanelView is created in code")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width >= 2, bounds.height >= 2 else { return }
        let width = Int(bounds.width), height = Int(bounds.height)
        let horizontal = String(repeating: "─", count: width - 2)
        context.draw("╭" + horizontal + "╮", at: CGPoint(x: 0, y: 0), foreground: borderColor)
        for row in 1..<(height - 1) {
            context.draw("│", at: CGPoint(x: 0, y: row), foreground: borderColor)
            context.draw("│", at: CGPoint(x: width - 1, y: row), foreground: borderColor)
        }
        context.draw("╰" + horizontal + "╯", at: CGPoint(x: 0, y: height - 1), foreground: borderColor)
        if width > 6 {
            context.draw(" \(titleText) ", at: CGPoint(x: 2, y: 0), foreground: borderColor, attributes: [.bold])
        }
    }
}

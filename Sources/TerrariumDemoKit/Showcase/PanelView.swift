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
            bodyLabel.topAnchor.constraint(equalTo: topAnchor, constant: 32),
            bodyLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
            bodyLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
            bodyLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("PanelView is created in code")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width >= 2, bounds.height >= 2 else { return }
        // The box is drawn a character a cell: step by the cell's size in points.
        let cell = context.cellSize
        let width = Int(bounds.width / cell.width), height = Int(bounds.height / cell.height)
        guard width >= 2, height >= 2 else { return }
        func at(_ column: Int, _ row: Int) -> CGPoint {
            CGPoint(x: CGFloat(column) * cell.width, y: CGFloat(row) * cell.height)
        }
        let horizontal = String(repeating: "─", count: width - 2)
        context.draw("╭" + horizontal + "╮", at: at(0, 0), foreground: borderColor)
        for row in 1..<(height - 1) {
            context.draw("│", at: at(0, row), foreground: borderColor)
            context.draw("│", at: at(width - 1, row), foreground: borderColor)
        }
        context.draw("╰" + horizontal + "╯", at: at(0, height - 1), foreground: borderColor)
        if width > 6 {
            context.draw(" \(titleText) ", at: at(2, 0), foreground: borderColor, attributes: [.bold])
        }
    }
}

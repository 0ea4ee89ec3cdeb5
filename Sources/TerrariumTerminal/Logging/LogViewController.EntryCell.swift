import Foundation
import Logging
import Terrarium

extension LogViewController {
    /// A log row: `HH:mm:ss`, the level in its colour, then `label: [metadata] message`
    /// wrapped in the rest of the width. Below 40 columns the time is left out.
    final class EntryCell: UITableViewCell {
        static let reuseIdentifier = "LogViewController.EntryCell"

        let timeLabel = UILabel()
        let levelLabel = UILabel()
        let messageLabel = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .default, reuseIdentifier: reuseIdentifier)
            timeLabel.textColor = .secondaryLabel
            messageLabel.numberOfLines = 0
            messageLabel.lineBreakMode = .byWordWrapping
            for label in [timeLabel, levelLabel, messageLabel] { contentView.addSubview(label) }
        }

        required init?(coder: NSCoder) { fatalError("EntryCell is created by its table view") }

        func show(_ entry: TerminalLog.Entry) {
            timeLabel.text = TerminalLog.Entry.timeOfDay(entry.date)
            levelLabel.text = "\(entry.level)"
            levelLabel.textColor = Self.color(of: entry.level)
            messageLabel.text = Self.text(of: entry)
        }

        /// The columns are counted in cells of the screen the log is on; frames are points.
        override func layoutSubviews() {
            super.layoutSubviews()
            let cell = Self.cellSize(of: self)
            let columns = Columns(width: contentView.bounds.width / cell.width)
            let height = contentView.bounds.height
            timeLabel.isHidden = columns.time == nil
            if let time = columns.time {
                timeLabel.frame = CGRect(
                    x: time * cell.width, y: 0, width: Columns.timeWidth * cell.width, height: cell.height)
            }
            levelLabel.frame = CGRect(
                x: columns.level * cell.width, y: 0, width: Columns.levelWidth * cell.width, height: cell.height)
            messageLabel.frame = CGRect(
                x: columns.message * cell.width, y: 0, width: columns.messageWidth * cell.width, height: height)
        }

        /// The height (points) `entry` takes at a table width (points): its text wrapped in
        /// the message column, at least a row, measured by `label` (on the table's screen).
        static func height(
            of entry: TerminalLog.Entry, width: CGFloat, cellSize cell: CGSize, measuringWith label: UILabel
        ) -> CGFloat {
            let columns = Columns(width: width / cell.width)
            label.text = text(of: entry)
            let size = label.sizeThatFits(
                CGSize(width: columns.messageWidth * cell.width, height: .greatestFiniteMagnitude))
            return Swift.max(cell.height, size.height)
        }

        /// The cell size of the screen `view` is on.
        static func cellSize(of view: UIView) -> CGSize {
            (view.window?.screen ?? UIScreen.main).cellSize
        }

        /// A label to measure rows with: hidden in the table, so that it measures in the cells
        /// of the table's screen.
        static func makeMeasuringLabel() -> UILabel {
            let label = UILabel()
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
            label.isHidden = true
            return label
        }

        static func text(of entry: TerminalLog.Entry) -> String {
            let metadata = entry.metadata.isEmpty ? "" : " [\(entry.formattedMetadata)]"
            return "\(entry.label):\(metadata) \(entry.message)"
        }

        /// The level's colour: the more severe, the louder.
        static func color(of level: Logger.Level) -> UIColor {
            switch level {
            case .trace, .debug: .secondaryLabel
            case .info: .systemBlue
            case .notice: .systemTeal
            case .warning: .systemYellow
            case .error: .systemRed
            case .critical: .systemPink
            }
        }

        /// Where the columns start, in cells: a cell's margin, the time, the level (as wide as
        /// `critical`), the message; one cell between each.
        struct Columns {
            static let timeWidth: CGFloat = 8
            static let levelWidth: CGFloat = 8
            let time: CGFloat?
            let level: CGFloat
            let message: CGFloat
            let messageWidth: CGFloat

            init(width: CGFloat) {
                let margin: CGFloat = 1
                time = width >= 40 ? margin : nil
                level = time.map { $0 + Self.timeWidth + 1 } ?? margin
                message = level + Self.levelWidth + 1
                messageWidth = Swift.max(1, width - message - margin)
            }
        }
    }
}

import Foundation
import Terrarium

/// The secondary column: what the chosen item holds. Text with line numbers in a read-only
/// text view, PNG images as half-block pictures, a summary for folders and binaries.
@MainActor
package final class PreviewViewController: UIViewController {
    /// The item shown; `nil` before anything was chosen.
    package let entry: FileEntry?
    /// What was read, once the view loaded.
    package private(set) var preview: FilePreview?
    /// The line above the content: name, size and date.
    package let header = UILabel()
    /// The view showing the content (a text view, an image view or a label).
    package private(set) var contentView: UIView?

    /// A preview of `entry`, read when the view loads.
    package init(entry: FileEntry?) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
        title = entry?.name ?? "Preview"
    }

    package required init?(coder: NSCoder) { fatalError("PreviewViewController is created in code") }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.textColor = .secondaryLabel
        header.lineBreakMode = .byTruncatingMiddle
        let content = makeContent()
        contentView = content
        for subview in [header, content] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 1),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -1),
            content.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 1),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 1),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            content is UILabel
                ? content.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor)
                : content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
    }

    /// Keyboard users scroll the content, unless they are in the list beside it (UIKit
    /// ignores a focus request from outside the focused view's environment).
    package override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        setNeedsFocusUpdate()
        updateFocusIfNeeded()
    }

    private func makeContent() -> UIView {
        guard let entry else {
            header.text = ""
            return message("Select a file to preview it.")
        }
        var facts = [entry.name]
        if let size = entry.size { facts.append(FileFormatting.size(size)) }
        if let date = entry.modificationDate { facts.append(FileFormatting.date(date)) }
        header.text = facts.joined(separator: " · ")

        let preview = FilePreview.load(entry)
        self.preview = preview
        switch preview {
        case .text(let numbered, _, _):
            return textView(numbered)
        case .png(let data):
            do {
                let imageView = UIImageView(image: try UIImage.decodePNG(data))
                imageView.contentMode = .scaleAspectFit
                return imageView
            } catch {
                return message("This PNG cannot be shown: \(error)")
            }
        case .binary(let summary):
            return textView(summary)
        case .folder(let count, let error):
            if let error { return message(error) }
            let count = count ?? 0
            return message("Folder · \(count) item\(count == 1 ? "" : "s")")
        case .unreadable(let reason):
            return message(reason)
        }
    }

    private func textView(_ text: String) -> UITextView {
        let textView = UITextView()
        textView.isEditable = false
        textView.text = text
        return textView
    }

    private func message(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        return label
    }
}

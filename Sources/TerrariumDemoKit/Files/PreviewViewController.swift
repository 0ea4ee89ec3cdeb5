import Foundation
import Terrarium

/// The secondary column: what the chosen item holds. Text with line numbers in a read-only
/// text view, PNG images as half-block pictures, a summary for folders and binaries.
///
/// The header (name, size, date) shows at once; the content is read and decoded off the main
/// actor (``BackgroundRead``), with a spinner and the bytes read so far if that takes more than
/// 0.1 s. Choosing another file replaces this controller, which cancels the read; a preview
/// that leaves its parent unfinished and comes back (the split view collapsing or expanding)
/// reads again.
@MainActor
package final class PreviewViewController: UIViewController {
    /// The item shown; `nil` before anything was chosen.
    package let entry: FileEntry?
    /// How the item is read.
    package let reading: FileReading
    /// What was read, once the read finished.
    package private(set) var preview: FilePreview?
    /// The line above the content: name, size and date.
    package let header = UILabel()
    /// The view showing the content (a text view, an image view or a label), or the reading
    /// indicator while the item is read.
    package private(set) var contentView: UIView?
    /// The read under way, or the last one.
    package private(set) var read: BackgroundRead?
    /// Says "still reading" (internal for tests).
    let readingIndicator = ReadingIndicatorView()

    /// A preview of `entry`, read when the view loads.
    package init(entry: FileEntry?, reading: FileReading = .standard) {
        self.entry = entry
        self.reading = reading
        super.init(nibName: nil, bundle: nil)
        title = entry?.name ?? "Preview"
    }

    package required init?(coder: NSCoder) { fatalError("PreviewViewController is created in code") }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.textColor = .secondaryLabel
        header.lineBreakMode = .byTruncatingMiddle
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
        ])
        guard let entry else {
            header.text = ""
            install(message("Select a file to preview it."))
            return
        }
        var facts = [entry.name]
        if let size = entry.size { facts.append(FileFormatting.size(size)) }
        if let date = entry.modificationDate { facts.append(FileFormatting.date(date)) }
        header.text = facts.joined(separator: " · ")
        install(readingIndicator)
        startReading(entry)
    }

    /// A preview that comes back before its read finished reads again.
    package override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let entry, read?.state == .cancelled { startReading(entry) }
    }

    /// Leaving its parent (another file chosen, Back, the split collapsing) cancels the read.
    package override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent { read?.cancel() }
    }

    /// Keyboard users scroll the content, unless they are in the list beside it (UIKit
    /// ignores a focus request from outside the focused view's environment).
    package override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        setNeedsFocusUpdate()
        updateFocusIfNeeded()
    }

    /// Whether the item is being read.
    package var isReading: Bool { read?.state == .reading }

    private func startReading(_ entry: FileEntry) {
        let reading = reading
        read = BackgroundRead(
            reading: reading, indicator: readingIndicator,
            describe: { progress in
                if entry.isDirectory {
                    let count = progress.count
                    return "Counting… \(FileFormatting.count(count)) item\(count == 1 ? "" : "s")"
                }
                return progress.count == 0 ? "Reading…" : "Reading… \(FileFormatting.size(Int64(progress.count)))"
            },
            work: { progress in try await ReadPreview.read(entry, reading: reading, progress: progress) },
            completion: { [weak self] result in self?.finishReading(with: result) })
    }

    private func finishReading(with result: Result<ReadPreview, any Error>) {
        switch result {
        case .success(let read):
            preview = read.preview
            install(makeContent(read))
        case .failure(let error):
            install(message("Cannot read \(entry?.path ?? ""): \(error)"))
        }
        if viewIfLoaded?.window != nil {
            setNeedsFocusUpdate()
            updateFocusIfNeeded()
        }
    }

    /// Puts `content` below the header, in place of the previous content.
    private func install(_ content: UIView) {
        contentView?.removeFromSuperview()
        contentView = content
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            content is UILabel
                ? content.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor)
                : content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
    }

    private func makeContent(_ read: ReadPreview) -> UIView {
        switch read.preview {
        case .text(let numbered, _, _):
            return textView(numbered)
        case .png:
            switch read.image {
            case .success(let image):
                let imageView = UIImageView(image: image)
                imageView.contentMode = .scaleAspectFit
                return imageView
            case .failure(let error):
                return message("This PNG cannot be shown: \(error)")
            case nil:
                return message("This PNG cannot be shown.")
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

/// A preview as read off the main actor: what the item holds and, for a PNG, the decoded image.
struct ReadPreview: Sendable {
    /// What the item holds.
    var preview: FilePreview
    /// The decoded picture of a PNG; `nil` for anything else.
    var image: Result<UIImage, PNGDecodingError>?

    /// Reads `entry` (see ``FilePreview/read(_:reading:progress:)``) and decodes a PNG.
    @concurrent
    static func read(_ entry: FileEntry, reading: FileReading, progress: ReadProgress) async throws -> ReadPreview {
        let preview = try await FilePreview.read(entry, reading: reading, progress: progress)
        guard case .png(let data) = preview else { return ReadPreview(preview: preview) }
        // Decoding a large PNG takes a tenth of a second: off the main actor too.
        let image = Result { () throws(PNGDecodingError) in try UIImage.decodePNG(data) }
        try Task.checkCancellation()
        return ReadPreview(preview: preview, image: image)
    }
}

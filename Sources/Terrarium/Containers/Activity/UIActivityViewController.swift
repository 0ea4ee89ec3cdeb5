import Foundation

/// A controller that offers services for items: UIKit's share sheet.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: ["Meet at noon", meetingURL], applicationActivities: nil)
/// share.completionWithItemsHandler = { type, completed, _, _ in
///     if completed { print("shared with", type?.rawValue ?? "?") }
/// }
/// present(share, animated: true)
/// ```
///
/// The user chooses an activity or cancels; the sheet dismisses itself, then the
/// ``completionWithItemsHandler`` runs with the activity's type and whether it finished
/// (`nil` and `false` for Cancel).
///
/// - Note: A terminal has no other apps to share with. The sheet, presented as a sheet as on
///   an iPhone, shows "Share", a line per item (a string as written, a URL as its address,
///   anything else as its description), then a button per activity: Copy
///   (``UIActivity/ActivityType/copyToPasteboard``, when an item is a string or a URL: it
///   puts their text on the general pasteboard, one string each), each application
///   activity whose ``UIActivity/canPerform(withActivityItems:)`` says yes, and Cancel.
///   Activities in ``excludedActivityTypes`` are left out.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What the completion handler receives: the chosen activity's type (`nil` when
    /// cancelled), whether it completed, the items it returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items the activities act on.
    public let activityItems: [Any]
    /// The activities of your own offered besides the system's.
    public let applicationActivities: [UIActivity]?
    /// Activity types not to offer; `nil` by default.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Runs after the sheet is dismissed, with the outcome.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// Creates a share sheet for `activityItems`.
    ///
    /// - Parameters:
    ///   - activityItems: The items: strings, URLs, or other objects.
    ///   - applicationActivities: Activities of your own to offer, or `nil`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// Share sheets are created in code.
    public required init?(coder: NSCoder) {
        fatalError("UIActivityViewController is created in code")
    }

    /// The text of the items Copy puts on the pasteboard.
    var _copiedStrings: [String] {
        activityItems.compactMap { item in
            if let string = item as? String { return string }
            if let url = item as? URL { return url.absoluteString }
            return nil
        }
    }

    /// The activities offered, in order, with their titles.
    var _offeredActivities: [(title: String, type: UIActivity.ActivityType?, activity: UIActivity?)] {
        let excluded = Set(excludedActivityTypes ?? [])
        var offered: [(title: String, type: UIActivity.ActivityType?, activity: UIActivity?)] = []
        if !_copiedStrings.isEmpty, !excluded.contains(.copyToPasteboard) {
            offered.append(("Copy", .copyToPasteboard, nil))
        }
        for activity in applicationActivities ?? [] where activity.canPerform(withActivityItems: activityItems) {
            if let type = activity.activityType, excluded.contains(type) { continue }
            offered.append((activity.activityTitle ?? "", activity.activityType, activity))
        }
        return offered
    }

    /// Builds the sheet: a title, a line per item, a button per activity, Cancel.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        let heading = UILabel()
        heading.text = "Share"
        heading.font = .boldSystemFont(ofSize: 17)
        stack.addArrangedSubview(heading)
        for item in activityItems {
            let line = UILabel()
            line.text = UIActivityViewController._text(of: item)
            stack.addArrangedSubview(line)
        }
        for offered in _offeredActivities {
            stack.addArrangedSubview(
                UIButton(
                    type: .system,
                    primaryAction: UIAction(title: offered.title) { [weak self] _ in
                        self?._choose(offered.type, offered.activity)
                    }))
        }
        stack.addArrangedSubview(
            UIButton(
                type: .system,
                primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?._finish(nil, completed: false) }))
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// How an item is shown: a string as written, a URL as its address, else its description.
    static func _text(of item: Any) -> String {
        if let string = item as? String { return string }
        if let url = item as? URL { return url.absoluteString }
        return String(describing: item)
    }

    private func _choose(_ type: UIActivity.ActivityType?, _ activity: UIActivity?) {
        guard let activity else {
            UIPasteboard.general.strings = _copiedStrings
            _finish(type, completed: true)
            return
        }
        activity._finish = { [weak self] completed in self?._finish(type, completed: completed) }
        activity.prepare(withActivityItems: activityItems)
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// Dismisses the sheet (and what an activity presented over it), then reports.
    private func _finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        let presenter = presentingViewController ?? self
        presenter.dismiss(animated: true) {
            handler?(type, completed, nil, nil)
        }
    }
}

import Foundation
import Terrarium

/// "Still reading": a spinner and what has been read so far (`⠋ Reading… 12,345 items`),
/// centred in the view. Hidden until ``BackgroundRead`` shows it.
@MainActor
final class ReadingIndicatorView: UIView {
    /// The spinner.
    let spinner = UIActivityIndicatorView(style: .medium)
    /// The count beside it.
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        label.textColor = .secondaryLabel
        let row = UIStackView(arrangedSubviews: [spinner, label])
        row.axis = .horizontal
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            row.centerXAnchor.constraint(equalTo: centerXAnchor),
            row.centerYAnchor.constraint(equalTo: centerYAnchor),
            row.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
            row.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("ReadingIndicatorView is created in code") }

    /// What the label says, asked again ten times a second while the spinner turns.
    private var text: (() -> String)?
    private var refresh: ScheduledWork?

    /// Shows the view with the spinner turning and `text()` beside it, asked again ten
    /// times a second while the view is in a window (the count so far).
    func start(saying text: @escaping () -> String) {
        self.text = text
        label.text = text()
        isHidden = false
        spinner.startAnimating()
        updateRefresh()
    }

    /// Hides the view and stops the spinner (and the timers).
    func stop() {
        text = nil
        spinner.stopAnimating()
        isHidden = true
        updateRefresh()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        updateRefresh()
    }

    /// Like the spinner's own, the refresh timer exists only while the spinner turns in a
    /// window: an indicator off screen schedules nothing.
    private func updateRefresh() {
        let wanted = text != nil && spinner.isAnimating && window != nil
        if wanted, refresh == nil {
            scheduleRefresh()
        } else if !wanted, let pending = refresh {
            pending.cancel()
            refresh = nil
        }
    }

    private func scheduleRefresh() {
        // Ambient, as the spinner's frames: the count changes only how the screen looks, so
        // the main loop can be idle (a test can settle) while it turns.
        refresh = MainLoop.main.scheduleAmbient(after: 0.1, in: window) { [weak self] in
            guard let self else { return }
            refresh = nil
            // Stopped or gone from the window meanwhile (a test pausing the spinner too).
            guard let text, spinner.isAnimating, window != nil else { return }
            label.text = text()
            scheduleRefresh()
        }
    }
}

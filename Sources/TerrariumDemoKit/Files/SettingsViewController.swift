import Foundation
import Terrarium

/// The browser's settings sheet: a switch for hidden files. Changes apply at once; Done (or
/// Esc) closes the sheet.
@MainActor
package final class SettingsViewController: UIViewController {
    private let settings: BrowserSettings
    /// The "Show hidden files" switch.
    package let hiddenFilesSwitch = UISwitch()

    init(settings: BrowserSettings) {
        self.settings = settings
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    package required init?(coder: NSCoder) { fatalError("SettingsViewController is created in code") }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })

        let label = UILabel()
        label.text = "Show hidden files"
        hiddenFilesSwitch.isOn = settings.showsHiddenFiles
        hiddenFilesSwitch.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                settings.showsHiddenFiles = hiddenFilesSwitch.isOn
            }, for: .valueChanged)
        let row = UIStackView(arrangedSubviews: [label, hiddenFilesSwitch])
        row.axis = .horizontal
        row.spacing = 16
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
            row.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(lessThanOrEqualTo: safe.trailingAnchor, constant: -16),
        ])
    }

    /// Keyboard users land on the switch: Space toggles it.
    package override var preferredFocusEnvironments: [any UIFocusEnvironment] { [hiddenFilesSwitch] }

    package override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        setNeedsFocusUpdate()
        updateFocusIfNeeded()
    }
}

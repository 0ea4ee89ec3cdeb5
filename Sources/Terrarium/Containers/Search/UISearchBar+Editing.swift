import Foundation

// How a search bar turns its field's editing into its own delegate's calls, and Cancel.

extension UISearchBar {
    func _setUp() {
        searchTextField.placeholder = "Search"
        searchTextField.delegate = _fieldDelegate
        _fieldDelegate.searchBar = self
        searchTextField.addAction(
            UIAction { [weak self] _ in self?._textDidChange() }, for: .editingChanged)
        _cancelButton.isHidden = true
        _cancelButton.addAction(UIAction { [weak self] _ in self?._cancelPressed() }, for: .primaryActionTriggered)
        addSubview(searchTextField)
        addSubview(_cancelButton)
    }

    func _textDidChange() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        _searchController?._updateResults()
    }

    /// Cancel clicked or Esc: tells the delegate, then the search controller deactivates
    /// (which clears the text).
    func _cancelPressed() {
        delegate?.searchBarCancelButtonClicked(self)
        if let controller = _searchController {
            controller.isActive = false
        }
    }
}

/// The search bar's field's delegate: forwards to the search bar's delegate.
@MainActor
final class _SearchFieldDelegate: UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        if let controller = searchBar._searchController, !controller.isActive { controller.isActive = true }
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let searchBar else { return false }
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return false
    }
}

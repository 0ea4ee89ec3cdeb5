import Foundation

// Activating and deactivating a search controller: delegate calls, the Cancel button, the
// results controller's view or the dimming over the content, and the navigation bar.

extension UISearchController {
    func _activate() {
        delegate?.willPresentSearchController(self)
        _isActive = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        _navigationController?._searchActivityDidChange()
        if !searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.becomeFirstResponder() }
        _updateCover()
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func _deactivate() {
        delegate?.willDismissSearchController(self)
        _isActive = false
        let hadText = !(searchBar.text ?? "").isEmpty
        searchBar.text = ""
        if hadText { searchBar.delegate?.searchBar(searchBar, textDidChange: "") }
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        _updateCover()
        _navigationController?._searchActivityDidChange()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// Called when the text changes while active.
    func _updateResults() {
        guard _isActive else { return }
        _updateCover()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Shows the results controller while active with text, or dims the content while
    /// active without a results controller; removes either otherwise. Both cover the
    /// visible bounds of the searched controller's view, the results as its child.
    func _updateCover() {
        let hasText = !(searchBar.text ?? "").isEmpty
        let host = _hostController
        let showsResults = _isActive && searchResultsController != nil && hasText
        let dims = _isActive && searchResultsController == nil && obscuresBackgroundDuringPresentation
        if let results = searchResultsController {
            if showsResults, results.parent == nil, let host, let hostView = host.viewIfLoaded {
                host.addChild(results)
                results.view.frame = hostView.bounds
                results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                hostView.addSubview(results.view)
                results.didMove(toParent: host)
            } else if !showsResults, let parent = results.parent, parent === host || host == nil {
                results.willMove(toParent: nil)
                results.view.removeFromSuperview()
                results.removeFromParent()
            }
        }
        if dims, _dimmingView == nil, let hostView = host?.viewIfLoaded {
            let dimming = _SearchDimmingView(frame: hostView.bounds)
            dimming.onTap = { [weak self] in self?.isActive = false }
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            hostView.addSubview(dimming)
            _dimmingView = dimming
        } else if !dims, let dimming = _dimmingView {
            dimming.removeFromSuperview()
            _dimmingView = nil
        }
    }
}

/// Dims what is under it; a click deactivates the search.
@MainActor
final class _SearchDimmingView: UIView {
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.5)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTap?()
    }
}

import Foundation

/// The methods a search bar calls on its delegate as the user edits and searches.
///
/// Every method is optional.
///
/// ```swift
/// extension FilesViewController: UISearchBarDelegate {
///     func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
///         filter(by: searchText)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Asks whether editing may begin.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Tells the delegate that editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Asks whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Tells the delegate that editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Tells the delegate that the user changed the text (also when Cancel clears it).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asks whether the text in `range` (UTF-16 units) may be replaced with `text`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Tells the delegate that Return was pressed in the field.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Tells the delegate that the Cancel button was clicked (or Esc pressed in the field).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Returns `true`.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Returns `true`.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Returns `true`.
    public func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

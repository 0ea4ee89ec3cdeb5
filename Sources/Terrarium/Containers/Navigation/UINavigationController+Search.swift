import Foundation

extension UINavigationController {
    /// A search in the bar became active or inactive: the bar's rows change, and so does
    /// the content's frame below it.
    func _searchActivityDidChange() {
        navigationBar.setNeedsDisplay()
        navigationBar.setNeedsLayout()
        viewIfLoaded?.setNeedsLayout()
    }
}

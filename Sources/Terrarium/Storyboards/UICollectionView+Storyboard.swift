import Foundation

/// What a storyboard's `<collectionView>` says of its flow layout (its
/// `<collectionViewFlowLayout key="collectionViewLayout">`), decoded in `init?(coder:)`.
///
/// Sizes, insets and spacings are read as the file writes them, in points. Header and footer
/// reference sizes are not read yet, as the file's supplementary views are not made.
extension UICollectionView {
    func _decodeStoryboardCollection(_ coder: _StoryboardCoder) {
        guard let element = coder.element.child(key: "collectionViewLayout"), element.name == "collectionViewFlowLayout",
            let layout = collectionViewLayout as? UICollectionViewFlowLayout
        else { return }
        let values = _StoryboardCoder(element: element, storyboard: coder.storyboard)
        let horizontal = values.string("scrollDirection") == "horizontal"
        if horizontal { layout.scrollDirection = .horizontal }
        // Lines run across the scrolling axis: their spacing is along it.
        if let value = values.number("minimumLineSpacing") {
            layout.minimumLineSpacing = value
        }
        if let value = values.number("minimumInteritemSpacing") {
            layout.minimumInteritemSpacing = value
        }
        if let size = element.child(key: "itemSize"), size.name == "size" {
            func value(_ name: String) -> CGFloat { size[name].flatMap { Double($0) }.map { CGFloat($0) } ?? 0 }
            layout.itemSize = CGSize(width: value("width"), height: value("height"))
        }
        if let inset = element.child(key: "sectionInset"), inset.name == "inset" {
            func value(_ name: String) -> CGFloat { inset[name].flatMap { Double($0) }.map { CGFloat($0) } ?? 0 }
            layout.sectionInset = UIEdgeInsets(
                top: value("minY"), left: value("minX"), bottom: value("maxY"), right: value("maxX"))
        }
    }
}

import Foundation

/// What a storyboard's `<collectionView>` says of its flow layout (its
/// `<collectionViewFlowLayout key="collectionViewLayout">`), decoded in `init?(coder:)`.
///
/// Sizes and insets are scaled as any lengths (see ``StoryboardScale``), spacings rounded to
/// whole cells so that items line up on the grid. Header and footer reference sizes are not
/// read yet, as the file's supplementary views are not made.
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
            layout.minimumLineSpacing = StoryboardScale.cells(value, vertical: !horizontal).rounded()
        }
        if let value = values.number("minimumInteritemSpacing") {
            layout.minimumInteritemSpacing = StoryboardScale.cells(value, vertical: horizontal).rounded()
        }
        if let size = element.child(key: "itemSize"), size.name == "size" {
            func value(_ name: String) -> CGFloat { size[name].flatMap { Double($0) }.map { CGFloat($0) } ?? 0 }
            layout.itemSize = CGSize(
                width: max(1, StoryboardScale.cells(value("width"), vertical: false).rounded()),
                height: max(1, StoryboardScale.cells(value("height"), vertical: true).rounded()))
        }
        if let inset = element.child(key: "sectionInset"), inset.name == "inset" {
            func value(_ name: String, vertical: Bool) -> CGFloat {
                StoryboardScale.cells(inset[name].flatMap { Double($0) }.map { CGFloat($0) } ?? 0, vertical: vertical)
                    .rounded()
            }
            layout.sectionInset = UIEdgeInsets(
                top: value("minY", vertical: true), left: value("minX", vertical: false),
                bottom: value("maxY", vertical: true), right: value("maxX", vertical: false))
        }
    }
}

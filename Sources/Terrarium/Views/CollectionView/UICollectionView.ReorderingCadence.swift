import Foundation

extension UICollectionView {
    /// How quickly items move aside while an item is dragged over them.
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate
        /// After a short pause.
        case fast
        /// After a longer pause.
        case slow
    }
}

import Foundation

/// Making the cells and header, footer and supplementary views that tables and collection
/// views register nibs for, with UIKit's checks of the nib.
extension UINib {
    /// The nib's one top-level object, made with no owner, as the view a table or collection
    /// view reuses under `identifier`: its reuse identifier is `identifier`. Stops with
    /// UIKit's messages when the nib holds anything else (`kind` names what it must hold),
    /// or a view whose reuse identifier in the nib is another one (`mismatch` says whose).
    func _reusableView<View: UIView>(
        _ type: View.Type, kind: String, identifier: String, mismatch: String,
        reuseIdentifier: ReferenceWritableKeyPath<View, String?>
    ) -> View {
        // The table or collection view keeps the view: nothing to keep alive for a turn.
        let objects = _instantiateOrStop(owner: nil, options: nil)
        guard objects.count == 1, let view = objects[0] as? View else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason:
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(kind) instance"
            )
        }
        if let inNib = view[keyPath: reuseIdentifier], inNib != identifier {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason:
                    "\(mismatch) in nib (\(inNib)) does not match the identifier used to register the nib (\(identifier))"
            )
        }
        view[keyPath: reuseIdentifier] = identifier
        return view
    }
}

extension UITableView {
    /// A cell from `nib`, registered for `identifier`.
    static func _cell(from nib: UINib, identifier: String) -> UITableViewCell {
        // UIKit's message, spelling included.
        nib._reusableView(
            UITableViewCell.self, kind: "UITableViewCell", identifier: identifier, mismatch: "cell reuse indentifier",
            reuseIdentifier: \._reuseIdentifier)
    }

    /// A header or footer view from `nib`, registered for `identifier`.
    static func _headerFooterView(from nib: UINib, identifier: String) -> UITableViewHeaderFooterView {
        nib._reusableView(
            UITableViewHeaderFooterView.self, kind: "UITableViewHeaderFooterView", identifier: identifier,
            mismatch: "view reuse identifier", reuseIdentifier: \._reuseIdentifier)
    }
}

extension UICollectionView {
    /// A cell or supplementary view from `nib`, registered for `identifier`.
    static func _reusableView<View: UICollectionReusableView>(
        from nib: UINib, identifier: String, as type: View.Type
    ) -> View {
        nib._reusableView(
            type, kind: type == UICollectionViewCell.self ? "UICollectionViewCell" : "UICollectionReusableView",
            identifier: identifier, mismatch: "view reuse identifier", reuseIdentifier: \._reuseIdentifier)
    }
}

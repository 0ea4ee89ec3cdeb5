import Foundation

extension Bundle {
    /// Makes the objects of the nib `name` in this bundle for `owner`, and returns its
    /// top-level objects in the file's order; see ``UINib/instantiate(withOwner:options:)``.
    ///
    /// ```swift
    /// final class ProfileHeader: UIView {
    ///     weak var contentView: UIView!  // the File's Owner's outlet
    ///
    ///     func loadFromNib() {
    ///         _ = Bundle.main.loadNibNamed("ProfileHeader", owner: self, options: nil)
    ///         contentView.frame = bounds
    ///         addSubview(contentView)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The nib's name, without extension (`ProfileHeader` for `ProfileHeader.xib`).
    ///   - owner: The object the nib's File's Owner placeholder stands for.
    ///   - options: ``UINib/OptionsKey/externalObjects``, the objects of the nib's other
    ///     placeholders.
    /// - Returns: The top-level objects.
    /// - Note: Stops with UIKit's message (`Could not load NIB in bundle: …`) when there is no
    ///   such nib; Terrarium reads the `.xib` file, found as ``UINib`` finds it (for the
    ///   main bundle, also in the SwiftPM resource bundles beside it).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

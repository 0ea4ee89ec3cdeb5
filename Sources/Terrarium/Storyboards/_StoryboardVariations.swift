import Foundation

/// The constraints of one scene that Interface Builder's size-class variations switch: which
/// are installed, and with which constant, for the size classes the scene's view has.
///
/// A view's `<variation key="default">` excludes the constraints that are not installed for
/// Any width and Any height; `<variation key="heightClass=compact">` (or `widthClass=…`, or
/// both joined by `-`) includes or excludes constraints for that size class, and a
/// constraint's own `<variation key=… constant=…/>` changes its constant there. When the
/// view's size classes change, the constraints of the variation that fits are activated
/// and the others deactivated, before `traitCollectionDidChange(_:)` is sent, as UIKit
/// applies them.
///
/// Subviews are switched the same way (`<mask key="subviews">`): a subview a size class
/// does not install is removed from its superview, and put back at its place in the file's
/// order when a size class installs it again; constraints on a removed view are inactive
/// while it is out, as UIKit's are.
///
/// - Note: Where two variations fit equally (one for a width class, one for a height
///   class), the later one in the file decides; UIKit's rule for that case is not
///   documented. Variations of view attributes (a stack view's axis, a font) are not
///   applied: the base configuration stays.
@MainActor
final class _StoryboardVariations {
    /// The size classes a variation is for; `nil` stands for Any.
    struct SizeClasses: Equatable {
        var horizontal: UIUserInterfaceSizeClass?
        var vertical: UIUserInterfaceSizeClass?

        /// The size classes Xcode writes as `heightClass=regular-widthClass=compact`; `nil` for
        /// `default` or a key it does not know.
        init?(key: String) {
            guard key != "default" else { return nil }
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=")
                guard pair.count == 2 else { return nil }
                let value: UIUserInterfaceSizeClass
                switch pair[1] {
                case "compact": value = .compact
                case "regular": value = .regular
                default: return nil
                }
                switch pair[0] {
                case "widthClass": horizontal = value
                case "heightClass": vertical = value
                default: return nil
                }
            }
        }

        /// How many size classes the variation names: the more, the more specific.
        var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

        func fits(_ traits: UITraitCollection) -> Bool {
            (horizontal == nil || horizontal == traits.horizontalSizeClass)
                && (vertical == nil || vertical == traits.verticalSizeClass)
        }
    }

    private struct Entry {
        let constraint: NSLayoutConstraint
        let installedByDefault: Bool
        let constant: CGFloat
        var installs: [(classes: SizeClasses, value: Bool)] = []
        var constants: [(classes: SizeClasses, value: CGFloat)] = []
    }

    private struct ViewEntry {
        let view: UIView
        weak var superview: UIView?
        /// The superview's subviews in the file's order, to put the view back among them.
        let siblings: [UIView]
        let installedByDefault: Bool
        var installs: [(classes: SizeClasses, value: Bool)] = []
    }

    private var entries: [Entry] = []
    private var views: [ViewEntry] = []
    private var viewIndex: [String: Int] = [:]
    private var index: [String: Int] = [:]
    private var applied: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)?

    /// Whether any constraint varies by size class: a scene without variations needs no
    /// tracking.
    var isEmpty: Bool {
        entries.allSatisfy { $0.installs.isEmpty && $0.constants.isEmpty } && views.allSatisfy(\.installs.isEmpty)
            && views.allSatisfy(\.installedByDefault)
    }

    /// Adds a subview that a size class installs or not, with whether the base configuration
    /// installs it; it must be in its superview, among its siblings in the file's order.
    func add(_ view: UIView, id: String, installedByDefault: Bool) {
        guard let superview = view.superview, viewIndex[id] == nil else { return }
        viewIndex[id] = views.count
        views.append(
            ViewEntry(view: view, superview: superview, siblings: superview.subviews, installedByDefault: installedByDefault))
    }

    /// Records that `classes` installs (or uninstalls) the subview with `id`.
    func add(installView install: Bool, of id: String, for classes: SizeClasses) {
        guard let at = viewIndex[id] else { return }
        views[at].installs.append((classes, install))
    }

    /// Whether `id` names a subview these variations switch.
    func hasView(_ id: String) -> Bool { viewIndex[id] != nil }

    /// Adds a constraint of the scene, with whether the base configuration installs it.
    func add(_ constraint: NSLayoutConstraint, id: String?, installedByDefault: Bool) {
        if let id { index[id] = entries.count }
        entries.append(Entry(constraint: constraint, installedByDefault: installedByDefault, constant: constraint.constant))
    }

    /// Records that `classes` installs (or uninstalls) the constraint with `id`.
    func add(install: Bool, of id: String, for classes: SizeClasses) {
        guard let at = index[id] else { return }
        entries[at].installs.append((classes, install))
    }

    /// Records that the constraint with `id` has `constant` (in points) for `classes`.
    func add(constant: CGFloat, of id: String, for classes: SizeClasses) {
        guard let at = index[id] else { return }
        entries[at].constants.append((classes, constant))
    }

    /// Switches the subviews and constraints to those of `traits`' size classes, unless those
    /// are the size classes last applied.
    func apply(_ traits: UITraitCollection) {
        let classes = (traits.horizontalSizeClass, traits.verticalSizeClass)
        if let applied, applied == classes { return }
        applied = classes
        let removed = views.filter { !(Self.decide($0.installs, for: traits) ?? $0.installedByDefault) }.map(\.view)
        func isOut(_ item: AnyObject?) -> Bool {
            guard let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView else { return false }
            return removed.contains { view === $0 || view.isDescendant(of: $0) }
        }
        var off: [NSLayoutConstraint] = []
        var on: [NSLayoutConstraint] = []
        for entry in entries {
            let installed =
                (Self.decide(entry.installs, for: traits) ?? entry.installedByDefault)
                && !isOut(entry.constraint.firstItem) && !isOut(entry.constraint.secondItem)
            entry.constraint.constant = Self.decide(entry.constants, for: traits) ?? entry.constant
            if installed && !entry.constraint.isActive { on.append(entry.constraint) }
            if !installed && entry.constraint.isActive { off.append(entry.constraint) }
        }
        NSLayoutConstraint.deactivate(off)
        for view in removed where view.superview != nil { view.removeFromSuperview() }
        for entry in views where entry.view.superview == nil && !removed.contains(where: { $0 === entry.view }) {
            guard let superview = entry.superview else { continue }
            // Below the first sibling after it in the file that is in place, else on top.
            let position = entry.siblings.firstIndex { $0 === entry.view } ?? entry.siblings.count
            if let next = entry.siblings[(position + 1)...].first(where: { $0.superview === superview }) {
                superview.insertSubview(entry.view, belowSubview: next)
            } else {
                superview.addSubview(entry.view)
            }
        }
        NSLayoutConstraint.activate(on)
    }

    /// The value of the most specific variation that fits `traits` (the later one of two
    /// equally specific), or `nil` when none does.
    private static func decide<Value>(_ variations: [(classes: SizeClasses, value: Value)], for traits: UITraitCollection) -> Value? {
        var best: (specificity: Int, value: Value)?
        for variation in variations where variation.classes.fits(traits) {
            if best == nil || variation.classes.specificity >= best!.specificity {
                best = (variation.classes.specificity, variation.value)
            }
        }
        return best?.value
    }
}

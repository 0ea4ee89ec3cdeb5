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
/// - Note: Where two variations fit equally (one for a width class, one for a height
///   class), the later one in the file decides; UIKit's rule for that case is not
///   documented. Variations of subviews (`<mask key="subviews">`) and of view attributes
///   (a stack view's axis, a font) are not applied: the base configuration stays.
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

    private var entries: [Entry] = []
    private var index: [String: Int] = [:]
    private var applied: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)?

    /// Whether any constraint varies by size class: a scene without variations needs no
    /// tracking.
    var isEmpty: Bool { entries.allSatisfy { $0.installs.isEmpty && $0.constants.isEmpty } }

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

    /// Records that the constraint with `id` has `constant` (in cells) for `classes`.
    func add(constant: CGFloat, of id: String, for classes: SizeClasses) {
        guard let at = index[id] else { return }
        entries[at].constants.append((classes, constant))
    }

    /// The constraints installed for `traits`.
    func installed(for traits: UITraitCollection) -> [NSLayoutConstraint] {
        entries.filter { Self.decide($0.installs, for: traits) ?? $0.installedByDefault }.map(\.constraint)
    }

    /// Switches the constraints to those of `traits`' size classes, unless those are the
    /// size classes last applied.
    func apply(_ traits: UITraitCollection) {
        let classes = (traits.horizontalSizeClass, traits.verticalSizeClass)
        if let applied, applied == classes { return }
        applied = classes
        var off: [NSLayoutConstraint] = []
        var on: [NSLayoutConstraint] = []
        for entry in entries {
            let installed = Self.decide(entry.installs, for: traits) ?? entry.installedByDefault
            entry.constraint.constant = Self.decide(entry.constants, for: traits) ?? entry.constant
            if installed && !entry.constraint.isActive { on.append(entry.constraint) }
            if !installed && entry.constraint.isActive { off.append(entry.constraint) }
        }
        NSLayoutConstraint.deactivate(off)
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

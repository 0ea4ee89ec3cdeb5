import Foundation

/// A trait a trait collection can hold, named by a type: what
/// ``UITraitChangeObservable/registerForTraitChanges(_:handler:)`` takes a list of.
///
/// UIKit's system traits each have one (``UITraitHorizontalSizeClass``,
/// ``UITraitUserInterfaceStyle``, ``UITraitPreferredContentSizeCategory``…); pass the types:
///
/// ```swift
/// registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _: UITraitCollection) in
///     self.stack.axis = self.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
///         ? .vertical : .horizontal
/// }
/// ```
///
/// - Note: Terrarium's trait collections hold the system traits only: a trait type of your
///   own can be registered for, but it never changes, so its registrations are never called.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when no collection specifies the trait.
    static var defaultValue: Value { get }
    /// The trait's name, for descriptions.
    static var name: String { get }
    /// A unique identifier of the trait.
    static var identifier: String { get }
    /// Whether a change of the trait can change how colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// The type's name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// `false`.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as a trait type: `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait (``UITraitCollection/horizontalSizeClass``).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// ``UIUserInterfaceSizeClass/unspecified``.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The vertical size class trait (``UITraitCollection/verticalSizeClass``).
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// ``UIUserInterfaceSizeClass/unspecified``.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The light or dark appearance trait (``UITraitCollection/userInterfaceStyle``).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// ``UIUserInterfaceStyle/unspecified``.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// `true`: dynamic colours resolve by it.
    public static var affectsColorAppearance: Bool { true }
}

/// The display scale trait (``UITraitCollection/displayScale``).
public enum UITraitDisplayScale: UITraitDefinition {
    /// 0, unspecified.
    public static let defaultValue: CGFloat = 0
}

/// The layout direction trait (``UITraitCollection/layoutDirection``).
public enum UITraitLayoutDirection: UITraitDefinition {
    /// ``UITraitEnvironmentLayoutDirection/unspecified``.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

/// The preferred size of text trait (``UITraitCollection/preferredContentSizeCategory``).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// ``UIContentSizeCategory/unspecified``.
    public static let defaultValue = UIContentSizeCategory.unspecified
}

extension UITraitCollection {
    /// Whether `trait` has different values in `self` and `other`; `false` for traits that
    /// are not system traits, which Terrarium's collections do not hold.
    func _differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale != other.displayScale
        case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection != other.layoutDirection
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
            preferredContentSizeCategory != other.preferredContentSizeCategory
        default: false
        }
    }
}

/// The token ``UITraitChangeObservable/registerForTraitChanges(_:handler:)`` returns: pass it
/// to ``UITraitChangeObservable/unregisterForTraitChanges(_:)`` to stop observing.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// An object that calls your code when traits of its environment change: views and view
/// controllers (iOS 17's API, which replaces overriding `traitCollectionDidChange(_:)`).
///
/// Register the traits you read and the code to run; it runs when one of them changed,
/// after the object's traits took the new values (``UITraitEnvironment/traitCollection``
/// reads them), with the traits before the change:
///
/// ```swift
/// final class ArticleViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
///             self.updateColumns()
///         }
///     }
/// }
/// ```
///
/// Registrations last as long as the object; you need not unregister them.
///
/// - Note: Terrarium calls the registrations of a view or controller right after its
///   `traitCollectionDidChange(_:)`, in the order they were made, as traits are handed down
///   the tree (UIKit calls them when it updates traits, before layout). An action method
///   may take the object (as its sender) or nothing: Terrarium's ``Selector`` cannot stand
///   for UIKit's two-argument form `(_:previousTraitCollection:)`.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {
    /// Registers a closure to run when one of `traits` changes.
    ///
    /// - Parameters:
    ///   - traits: The traits to observe.
    ///   - handler: Called with the object (annotate its type: `(self: Self, previous:
    ///     UITraitCollection)`) and the traits before the change.
    /// - Returns: A token for ``unregisterForTraitChanges(_:)``; you may ignore it.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration

    /// Registers a method of `target` to call when one of `traits` changes, with the object
    /// as its sender.
    ///
    /// - Parameters:
    ///   - traits: The traits to observe.
    ///   - target: The object the method is sent to, held weakly.
    ///   - action: The method: `Selector("traitsChanged", Self.traitsChanged)` or one taking
    ///     the object.
    /// - Returns: A token for ``unregisterForTraitChanges(_:)``; you may ignore it.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration

    /// Registers a method of the object itself to call when one of `traits` changes.
    ///
    /// - Parameters:
    ///   - traits: The traits to observe.
    ///   - action: The method, as for ``registerForTraitChanges(_:target:action:)``.
    /// - Returns: A token for ``unregisterForTraitChanges(_:)``; you may ignore it.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration

    /// Stops the registration `registration` names; does nothing if it is not this object's.
    ///
    /// - Parameter registration: What a `registerForTraitChanges` call returned.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: the traits it observes and what it calls.
final class _TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let call: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void

    init(traits: [UITrait], call: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }
}

/// What views and view controllers keep their registrations in.
@MainActor
protocol _TraitChangeRegistering: AnyObject {
    var _traitChangeRegistrations: [_TraitChangeRegistration] { get set }
}

extension UITraitChangeObservable {
    /// Registers a closure to run when one of `traits` changes; see the protocol.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        _addTraitChangeRegistration(traits) { environment, previous in
            guard let environment = environment as? TraitEnvironment else { return }
            handler(environment, previous)
        }
    }

    /// Registers a method of `target` to call when one of `traits` changes; see the protocol.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], target: Any, action: Selector
    ) -> any UITraitChangeRegistration {
        let targetObject = target as AnyObject
        return _addTraitChangeRegistration(traits) { [weak targetObject] environment, _ in
            guard let targetObject else { return }
            action.perform(on: targetObject, sender: environment)
        }
    }

    /// Registers a method of the object to call when one of `traits` changes; see the protocol.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        _addTraitChangeRegistration(traits) { environment, _ in
            action.perform(on: environment, sender: environment)
        }
    }

    /// Stops a registration; see the protocol.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any _TraitChangeRegistering)?._traitChangeRegistrations.removeAll { $0 === registration }
    }

    private func _addTraitChangeRegistration(
        _ traits: [UITrait], call: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = _TraitChangeRegistration(traits: traits, call: call)
        (self as? any _TraitChangeRegistering)?._traitChangeRegistrations.append(registration)
        return registration
    }
}

extension _TraitChangeRegistering where Self: UITraitEnvironment {
    /// Calls the registrations observing a trait that differs between `previous` and
    /// `current`, in the order they were made.
    func _traitsDidChange(from previous: UITraitCollection, to current: UITraitCollection) {
        for registration in _traitChangeRegistrations
        where registration.traits.contains(where: { current._differs(in: $0, from: previous) }) {
            registration.call(self, previous)
        }
    }
}

extension UIView: UITraitChangeObservable, _TraitChangeRegistering {}
extension UIViewController: UITraitChangeObservable, _TraitChangeRegistering {}

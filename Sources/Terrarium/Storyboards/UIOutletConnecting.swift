import Foundation

/// An object whose outlets are connected by name: what UIKit does for `@IBOutlet`
/// properties with `setValue(_:forKey:)` when it loads a storyboard or nib.
///
/// Swift on Linux rejects `@IBOutlet` (it needs the Objective-C runtime), and Terrarium has
/// no key-value coding to set a property by name, so a class with outlets implements
/// ``connectOutlet(named:to:)``, a switch over its outlets' names. The port command writes it
/// from the `@IBOutlet` properties; by hand it reads:
///
/// ```swift
/// final class DrawerViewController: UIViewController {
///     weak var menuView: UIView!          // was @IBOutlet
///     var buttons: [UIButton]!            // was @IBOutlet (an outlet collection)
///
///     override func connectOutlet(named name: String, to destination: Any) -> Bool {
///         switch name {
///         case "menuView":
///             guard let destination = destination as? UIView else { return false }
///             menuView = destination
///         case "buttons":
///             guard let destination = destination as? [UIButton] else { return false }
///             buttons = destination
///         default:
///             return super.connectOutlet(named: name, to: destination)
///         }
///         return true
///     }
/// }
/// ```
///
/// Every ``UIResponder`` conforms, with an implementation that connects nothing, so a view
/// controller or view overrides it and ends with `super`'s, and subclasses add their own
/// outlets. Another class (an `NSObject` in a nib on iOS) implements the method without
/// `override` and declares the conformance.
///
/// How the storyboard loader uses it: after it has made the objects of a scene (or of a nib)
/// and before `awakeFromNib()`, for each outlet connection in the file (source, property name,
/// destination) it calls `source.connectOutlet(named: property, to: destination)`; for an
/// outlet collection it passes the destinations as one array, in the file's order. A nib's
/// File's Owner outlets are connected this way on the owner given to
/// ``UINib/instantiate(withOwner:options:)``.
/// `false` means the source has no such outlet or the destination is not of its type, which
/// the loader reports as UIKit does ("this class is not key value coding-compliant for the
/// key …").
///
/// - Note: A Terrarium addition standing in for key-value coding, which Swift on Linux lacks.
@preconcurrency @MainActor
public protocol UIOutletConnecting: AnyObject {
    /// Sets the outlet `name` to `destination` (an array of the outlet's element type, for an
    /// outlet collection).
    ///
    /// - Returns: `false` when there is no outlet `name`, or `destination` is not of its type.
    func connectOutlet(named name: String, to destination: Any) -> Bool

    /// The action method a storyboard's action connection names, in Objective-C's spelling
    /// (`doneTapped:` for `func doneTapped(_ sender: Any)`, `saveWithSender:` for
    /// `func save(sender: Any)`, `refresh` for `func refresh()`), as a typed ``Selector``;
    /// `nil` when the object has no such method.
    ///
    /// ```swift
    /// override func selector(forAction name: String) -> Selector? {
    ///     switch name {
    ///     case "doneTapped:": Selector("doneTapped(_:)", Self.doneTapped(_:))
    ///     default: super.selector(forAction: name)
    ///     }
    /// }
    /// ```
    ///
    /// The storyboard loader sends a control's action this way when the control sends the
    /// connection's event; an action connected to the First Responder goes to the first
    /// responder, from the window's first responder (or the control) along `next`, that
    /// returns a selector it implements.
    func selector(forAction name: String) -> Selector?

    /// Sets the user-defined runtime attribute at `keyPath` (an `@IBInspectable` property, or
    /// one the Identity inspector names) to `value`, as UIKit does with
    /// `setValue(_:forKeyPath:)`; `false` when there is no such property or `value` is not of
    /// its type.
    ///
    /// The storyboard loader passes values by the attribute's type: `Bool` (boolean),
    /// `CGFloat` (number, as written: the loader cannot tell a length from a count, so
    /// points are not scaled to cells), `String` (string, localized string), `UIColor`,
    /// `CGPoint`, `CGSize`, `CGRect`, `NSRange`, `UIImage` (by system name) and `nil`.
    ///
    /// ```swift
    /// override func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {
    ///     switch keyPath {
    ///     case "cornerStyle":
    ///         guard let value = value as? String else { return false }
    ///         cornerStyle = value
    ///         return true
    ///     default:
    ///         return super.setRuntimeAttribute(value, forKeyPath: keyPath)
    ///     }
    /// }
    /// ```
    ///
    /// - Note: UIKit stops with `NSUnknownKeyException` for a key path no property answers;
    ///   Terrarium logs a warning and goes on, since the key may name a UIKit property it
    ///   lacks.
    func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool
}

extension UIOutletConnecting {
    /// No action methods.
    public func selector(forAction name: String) -> Selector? { nil }

    /// No runtime attributes.
    public func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }
}

extension UIResponder: UIOutletConnecting {}

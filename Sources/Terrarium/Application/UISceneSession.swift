import Foundation

/// The record of one scene of the app: its role and configuration, and the scene while it
/// is connected.
///
/// - Note: Terrarium connects one session per launch, for the terminal's scene, and keeps
///   none across launches: ``persistentIdentifier`` is new each run, and there is no state
///   restoration.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates a role.
        ///
        /// - Parameter rawValue: The role's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's main interface, on the device's screen: the terminal's scene.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An interface on an external display; never connected by Terrarium.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene was made with.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene, or `nil`.
    public internal(set) weak var scene: UIScene?
    /// A string unique to the session.
    public let persistentIdentifier: String
    /// Information of the app's own, kept with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = UUID().uuidString
        super.init()
    }
}

/// How to make a scene: its delegate, its storyboard, its class.
///
/// An app delegate returns one from `application(_:configurationForConnecting:options:)`;
/// by default it is the one the app's scene manifest names (Info.plist's
/// `UIApplicationSceneManifest`, which the port writes into the launch).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The name of the configuration in the scene manifest, or `nil`.
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The class of the scene delegate.
    ///
    /// - Note: Swift cannot make an object from a class value without the Objective-C
    ///   runtime, so Terrarium makes the delegate with ``makeDelegate`` when it is set (the
    ///   port sets it from the manifest's `UISceneDelegateClassName`); a `delegateClass`
    ///   without one is a class Terrarium cannot make, and the scene gets no delegate (a
    ///   warning says so).
    open var delegateClass: AnyClass?
    /// The class of the scene: ``UIWindowScene``, the one kind Terrarium has.
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller becomes the root of the scene's window.
    open var storyboard: UIStoryboard?
    /// Makes the scene delegate: a Terrarium addition standing for what UIKit does with
    /// ``delegateClass``.
    public var makeDelegate: (@MainActor () -> any UISceneDelegate)?

    /// Creates a configuration; with a `name` the scene manifest holds, it is that one.
    ///
    /// - Parameters:
    ///   - name: The configuration's name in the scene manifest (`"Default Configuration"`).
    ///   - sessionRole: The role of the sessions it is for.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
        if let manifest = UIApplication.shared._launchInterface?.scene,
            manifest.configurationName == name || name == nil
        {
            delegateClass = manifest.delegateClass
            makeDelegate = manifest.makeDelegate
            sceneClass = UIWindowScene.self
            if let storyboardName = manifest.storyboardName {
                storyboard = UIStoryboard(name: storyboardName, bundle: UIApplication.shared._launchInterface?.bundle)
            }
        }
    }
}

extension UIScene {
    /// What the system passes a scene as it connects: the URLs, activities and shortcut it
    /// was opened for.
    ///
    /// - Note: A terminal app is opened for nothing: every collection is empty.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene, or `nil`.
        public var sourceApplication: String? { nil }
        /// The URLs the scene was opened to handle.
        public var urlContexts: Set<UIOpenURLContext> { [] }

        override init() {
            super.init()
        }
    }
}

/// A URL a scene was asked to open, with the options it came with.
///
/// - Note: Terrarium opens scenes for no URL; the type exists for the code that reads them.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL

    init(url: URL) {
        self.url = url
        super.init()
    }
}

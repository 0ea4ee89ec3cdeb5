import Foundation

extension UIApplication {
    /// What an app's Info.plist says it launches with: a main storyboard
    /// (`UIMainStoryboardFile`), or a scene manifest (`UIApplicationSceneManifest`) whose
    /// configuration names a scene delegate and perhaps a storyboard.
    ///
    /// `terrarium-port app` writes it from the app's Info.plist into the ported app's
    /// `main.swift`:
    ///
    /// ```swift
    /// TerminalApplication.main(
    ///     delegate: AppDelegate(),
    ///     interface: .init(
    ///         scene: .init(configurationName: "Default Configuration", storyboardName: "Main",
    ///                      delegateClass: SceneDelegate.self, makeDelegate: { SceneDelegate() }),
    ///         bundle: .module))
    /// ```
    ///
    /// The launch then goes as UIKit's: with a main storyboard, a window the size of the
    /// screen gets the storyboard's initial controller and becomes the delegate's `window`
    /// before `application(_:didFinishLaunchingWithOptions:)`, and is shown after it. With a
    /// scene manifest, after the launch methods the delegate is asked for the scene's
    /// configuration, the scene delegate is made, the storyboard's window (if any) becomes
    /// its `window` before `scene(_:willConnectTo:options:)` and is shown after it; the scene
    /// delegate then hears the app's state changes.
    ///
    /// - Note: A Terrarium addition: UIKit reads the Info.plist of the app's bundle and makes
    ///   classes by name, which needs the Objective-C runtime; SwiftPM does not allow a
    ///   resource named Info.plist.
    public struct LaunchInterface {
        /// A scene configuration of the manifest (the one for the app's main role).
        public struct SceneManifest {
            /// `UISceneConfigurationName`.
            public var configurationName: String?
            /// `UISceneStoryboardFile`: the storyboard of the scene's window, or `nil`.
            public var storyboardName: String?
            /// The class `UISceneDelegateClassName` names.
            public var delegateClass: AnyClass?
            /// Makes the scene delegate (what UIKit does with the class's name).
            public var makeDelegate: (@MainActor () -> any UISceneDelegate)?

            /// Creates a scene configuration of the manifest.
            ///
            /// - Parameters:
            ///   - configurationName: `UISceneConfigurationName`.
            ///   - storyboardName: `UISceneStoryboardFile`, without its extension.
            ///   - delegateClass: The class `UISceneDelegateClassName` names.
            ///   - makeDelegate: Makes an instance of it.
            public init(
                configurationName: String? = "Default Configuration", storyboardName: String? = nil,
                delegateClass: AnyClass? = nil, makeDelegate: (@MainActor () -> any UISceneDelegate)? = nil
            ) {
                self.configurationName = configurationName
                self.storyboardName = storyboardName
                self.delegateClass = delegateClass
                self.makeDelegate = makeDelegate
            }
        }

        /// `UIMainStoryboardFile`, without its extension; ignored when there is a scene
        /// manifest, as in UIKit.
        public var mainStoryboardName: String?
        /// The scene manifest's configuration, or `nil` for an app without scenes.
        public var scene: SceneManifest?
        /// The bundle the storyboards are in; the main bundle (and the resource bundles
        /// beside it) when `nil`.
        public var bundle: Bundle?

        /// Creates a launch interface.
        ///
        /// - Parameters:
        ///   - mainStoryboardName: `UIMainStoryboardFile`.
        ///   - scene: The scene manifest's configuration.
        ///   - bundle: The bundle of the storyboards.
        public init(mainStoryboardName: String? = nil, scene: SceneManifest? = nil, bundle: Bundle? = nil) {
            self.mainStoryboardName = mainStoryboardName
            self.scene = scene
            self.bundle = bundle
        }
    }

    /// The main storyboard's window, made the delegate's `window`, or `nil` without one.
    func _makeMainStoryboardWindow(for delegate: any UIApplicationDelegate) -> UIWindow? {
        guard let interface = _launchInterface, let name = interface.mainStoryboardName else { return nil }
        let storyboard = UIStoryboard(name: name, bundle: interface.bundle)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = storyboard.instantiateInitialViewController()
        delegate.window = window
        return window
    }

    /// Connects the screen's scene as UIKit connects an app's first scene.
    func _connectScene(delegate: any UIApplicationDelegate) {
        let scene = UIScreen.main._windowScene
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(
            role: .windowApplication,
            configuration: UISceneConfiguration(
                name: _launchInterface?.scene?.configurationName, sessionRole: .windowApplication))
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        session.configuration = configuration
        session.scene = scene
        scene.session = session
        if let make = configuration.makeDelegate {
            scene.delegate = make()
        } else if let delegateClass = configuration.delegateClass {
            MainLoop.main.logger.warning(
                "Terrarium cannot make the scene delegate \(delegateClass) by its class: set the configuration's makeDelegate")
        }
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            (scene.delegate as? any UIWindowSceneDelegate)?.window = window
            storyboardWindow = window
        }
        _connectedScene = scene
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if let storyboardWindow, storyboardWindow.isHidden { storyboardWindow.makeKeyAndVisible() }
        scene.delegate?.sceneWillEnterForeground(scene)
    }

    /// The scene delegate's window, for a backend that shows the app's window.
    ///
    /// - Note: A Terrarium addition.
    public var connectedSceneWindow: UIWindow? {
        (_connectedScene?.delegate as? any UIWindowSceneDelegate)?.window
    }
}

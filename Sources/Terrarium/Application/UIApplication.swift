import Foundation

/// The centralized point of control of a running app: its windows, its delegate, its state,
/// and the first stop of every event.
///
/// There is one application object, ``shared``. A backend (the terminal driver of
/// `TerrariumTerminal`, or a test) launches it with a delegate, then delivers input through
/// a ``UIEventDispatcher``, which hands each event to ``sendEvent(_:)``; that passes presses
/// to the key window and touches to the window they belong to:
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///
///     func application(
///         _ application: UIApplication,
///         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
///     ) -> Bool {
///         window = UIWindow(frame: UIScreen.main.bounds)
///         window?.rootViewController = InboxViewController()
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
///
/// The application is the end of the responder chain after the windows, then its delegate
/// if that is a responder, as in UIKit.
///
/// - Note: UIKit creates the application in `UIApplicationMain`; Terrarium creates ``shared``
///   on first use, so that headless tests need no launch. The class cannot be
///   subclassed: UIKit finds a principal class by name, which needs the Objective-C runtime.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The states an app can be in.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active
        /// In the foreground but not receiving events: launching, or the terminal lost focus.
        case inactive
        /// Not on screen: the process was suspended (Ctrl-Z in a terminal).
        case background
    }

    /// The keys of the launch options dictionary.
    ///
    /// - Note: Terrarium launches an app with the options its backend passes to
    ///   ``launch(delegate:interface:options:)``; the terminal backend passes none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates a key.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was launched to open: a `URL`.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that launched this one to open a URL: a `String`.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// Information the launching app attached to the URL: a property-list object.
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        /// The remote notification that launched the app: a dictionary.
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The local notification that launched the app.
        public static let localNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
        /// The app was launched to handle a location event: a `Bool`.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        /// The Home Screen quick action that launched the app.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity the app was launched to continue: a dictionary.
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type of the user activity the app was launched to continue: a `String`.
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    }

    /// The app.
    public static let shared = UIApplication()

    /// The app's delegate. The app does not retain it: whoever launches the app does.
    public weak var delegate: (any UIApplicationDelegate)?

    /// The app's state; ``State/active`` until a backend says otherwise.
    ///
    /// - Note: A terminal backend makes the app inactive while the terminal window has lost
    ///   focus and puts it in the background while the process is stopped.
    public private(set) var applicationState: State = .active

    /// Whether the system's idle timer, which dims and locks the screen after a while without
    /// touches, is turned off for the app. `false` by default.
    ///
    /// - Note: A terminal has no idle timer: the value is kept and changes nothing.
    public var isIdleTimerDisabled = false

    /// What opens URLs for ``open(_:options:completionHandler:)`` and ``canOpenURL(_:)``.
    /// It is `nil` by default, when no URL opens.
    ///
    /// - Note: A Terrarium addition (see ``URLOpening``).
    public var urlOpener: (any URLOpening)?

    /// The background tasks begun and not yet ended.
    var _backgroundTasks: Set<UIBackgroundTaskIdentifier> = []

    /// The identifier the next background task gets.
    var _nextBackgroundTask = 1

    /// Whether ``launch(delegate:interface:options:)`` ran and ``terminate()`` has not.
    package private(set) var isLaunched = false
    /// What the launch was told the app's Info.plist says, if anything.
    var _launchInterface: LaunchInterface?
    /// The scene the launch connected with a delegate, if the app has a scene manifest.
    var _connectedScene: UIWindowScene?

    override init() {
        super.init()
    }

    // MARK: Windows

    /// The app's windows, visible and hidden, in the order they were made.
    public var windows: [UIWindow] { UIWindow._allWindows }

    /// The key window: the one that receives presses.
    ///
    /// - Note: Deprecated in UIKit in favour of scenes' key windows; Terrarium has no scenes.
    public var keyWindow: UIWindow? { UIWindow._keyWindow }

    // MARK: Events

    /// Dispatches an event to the windows: presses to the key window (or, when none is key,
    /// the visible window shown last), touches to each touch's window, a scroll to the
    /// window under the pointer.
    public func sendEvent(_ event: UIEvent) {
        if event is UIPressesEvent {
            guard let window = keyWindow ?? UIWindow._visibleWindows.last else { return }
            window.sendEvent(event)
            return
        }
        if let scroll = event as? UIScrollEvent {
            scroll.window?.sendEvent(scroll)
            return
        }
        var windows: [UIWindow] = []
        for touch in event.allTouches ?? [] {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// The app's delegate, when it is a responder, follows the app in the responder chain.
    public override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Life cycle

    /// Launches the app with `delegate`: `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`, ``didFinishLaunchingNotification``,
    /// then `applicationDidBecomeActive(_:)` and ``didBecomeActiveNotification``, as UIKit
    /// does for an app launched into the foreground.
    ///
    /// - Returns: `false` if either launch method returned `false`. As in UIKit, that only
    ///   declines the launch options (a URL to open): the launch goes on regardless.
    /// - Note: A Terrarium addition for backends; UIKit's `UIApplicationMain` does this.
    ///
    /// With an `interface` (what an app's Info.plist says it launches with), the launch also
    /// does what UIKit does with it: the main storyboard's window, or the scene manifest's
    /// scene, connected with its delegate; see ``LaunchInterface``.
    @discardableResult
    public func launch(
        delegate: any UIApplicationDelegate, interface: LaunchInterface? = nil, options: [LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        self.delegate = delegate
        _launchInterface = interface
        _connectedScene = nil
        isLaunched = true
        applicationState = .inactive
        let willAccept = delegate.application(self, willFinishLaunchingWithOptions: options)
        let storyboardWindow = interface?.scene == nil ? _makeMainStoryboardWindow(for: delegate) : nil
        let didAccept = delegate.application(self, didFinishLaunchingWithOptions: options)
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        // UIKit shows the main storyboard's window after the launch, unless the delegate did.
        if let storyboardWindow, storyboardWindow.isHidden { storyboardWindow.makeKeyAndVisible() }
        if interface?.scene != nil { _connectScene(delegate: delegate) }
        setState(.active)
        return willAccept && didAccept
    }

    /// Moves the app to `state`, telling the delegate and posting the notifications UIKit
    /// posts on the way (background → inactive → active and back, one step at a time).
    ///
    /// - Note: A Terrarium addition for backends: the terminal driver reports focus changes
    ///   (DEC 1004) as active/inactive and Ctrl-Z as background.
    ///
    /// In an app with a connected scene, the scene's delegate hears the changes
    /// (`sceneWillEnterForeground(_:)` and the rest) instead of the app's, as in UIKit; the
    /// notifications are posted either way.
    public func setState(_ state: State) {
        let scene = _connectedScene
        while applicationState != state {
            switch (applicationState, state) {
            case (.background, _):
                if let scene { scene.delegate?.sceneWillEnterForeground(scene) } else {
                    delegate?.applicationWillEnterForeground(self)
                }
                NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
                applicationState = .inactive
            case (.inactive, .active):
                applicationState = .active
                if let scene { scene.delegate?.sceneDidBecomeActive(scene) } else {
                    delegate?.applicationDidBecomeActive(self)
                }
                NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
            case (.active, _):
                if let scene { scene.delegate?.sceneWillResignActive(scene) } else {
                    delegate?.applicationWillResignActive(self)
                }
                NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
                applicationState = .inactive
            case (.inactive, _):
                applicationState = .background
                if let scene { scene.delegate?.sceneDidEnterBackground(scene) } else {
                    delegate?.applicationDidEnterBackground(self)
                }
                NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
            }
        }
    }

    /// Tells the delegate and observers that the app is about to end:
    /// `applicationWillTerminate(_:)` and ``willTerminateNotification``, once per launch.
    ///
    /// - Note: A Terrarium addition for backends, which call it before restoring the
    ///   terminal when the user quits, on Ctrl-C, SIGTERM and SIGHUP.
    public func terminate() {
        guard isLaunched else { return }
        isLaunched = false
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
        _connectedScene = nil
    }

    // MARK: Notifications

    /// Posted when the app finished launching.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
}

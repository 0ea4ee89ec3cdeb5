import Foundation

/// Something that opens URLs for the app: a web browser, a mail client, another program.
///
/// Terrarium has no system to hand a URL to, so ``UIApplication/open(_:options:completionHandler:)``
/// and ``UIApplication/canOpenURL(_:)`` ask the application's ``UIApplication/urlOpener``;
/// with none (the default, and a headless test's case) no URL opens. A backend or an app
/// that may start other programs sets one:
///
/// ```swift
/// final class BrowserOpener: URLOpening {
///     func canOpen(_ url: URL) -> Bool { ["http", "https"].contains(url.scheme) }
///     func open(_ url: URL) -> Bool {
///         (try? Process.run(URL(fileURLWithPath: "/usr/bin/xdg-open"), arguments: [url.absoluteString])) != nil
///     }
/// }
/// UIApplication.shared.urlOpener = BrowserOpener()
/// ```
///
/// - Note: A Terrarium addition: iOS asks the system, which knows the installed apps.
@preconcurrency @MainActor
public protocol URLOpening: AnyObject {
    /// Whether ``open(_:)`` can open `url`.
    ///
    /// - Parameter url: The URL.
    func canOpen(_ url: URL) -> Bool

    /// Opens `url`; whether it did.
    ///
    /// - Parameter url: The URL.
    func open(_ url: URL) -> Bool
}

extension UIApplication {
    /// The keys of the options of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates a key.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only if it is a universal link that an installed app opens: a `Bool`.
        ///
        /// - Note: A terminal has no universal links: with this option `true`, no URL opens.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")

        /// Tap attribution data for Private Click Measurement; ignored by Terrarium.
        public static let eventAttribution = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    /// The keys of the options an app delegate is given with a URL to open
    /// (`application(_:open:options:)` in UIKit).
    ///
    /// - Note: Terrarium never asks the delegate to open a URL: nothing outside the app sends
    ///   it one. The keys exist for code that reads them.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates a key.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The bundle identifier of the app that asked to open the URL: a `String`.
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// Information the asking app attached: a property-list object.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file must be opened in place rather than copied first: a `Bool`.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// Tap attribution data for Private Click Measurement.
        public static let eventAttribution = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }

    /// The URL of the app's page in the Settings app: `app-settings:`.
    ///
    /// - Note: A terminal has no Settings app: ``canOpenURL(_:)`` says `false` for it unless
    ///   the ``urlOpener`` takes it.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Whether the app can open `url`: whether the ``urlOpener`` says it can.
    ///
    /// ```swift
    /// if UIApplication.shared.canOpenURL(helpURL) { showHelpButton() }
    /// ```
    ///
    /// - Parameter url: The URL.
    /// - Returns: `false` when there is no ``urlOpener`` (a headless test, by default).
    /// - Note: UIKit asks the system which apps handle the URL's scheme; Terrarium asks the
    ///   ``urlOpener``, and has no `LSApplicationQueriesSchemes` list to check.
    public func canOpenURL(_ url: URL) -> Bool {
        urlOpener?.canOpen(url) ?? false
    }

    /// Asks to open `url`, and calls `completion` with whether it opened, on the main actor
    /// after this method returned.
    ///
    /// ```swift
    /// UIApplication.shared.open(URL(string: "https://swift.org")!) { opened in
    ///     if !opened { showCopyableLink() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: ``OpenExternalURLOptionsKey/universalLinksOnly`` set to `true` opens
    ///     nothing (a terminal has no universal links); other options are ignored.
    ///   - completion: Called in the main loop's next turn with whether the URL opened.
    /// - Note: The ``urlOpener`` opens the URL; with none, nothing opens and `completion` gets
    ///   `false`. UIKit asks the system.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let universalLinksOnly = (options[.universalLinksOnly] as? Bool) ?? false
        let opened = !universalLinksOnly && (urlOpener.map { $0.canOpen(url) && $0.open(url) } ?? false)
        guard let completion else { return }
        MainLoop.main.perform { completion(opened) }
    }

    /// Asks to open `url`; whether it opened. The `async` form of
    /// ``open(_:options:completionHandler:)``.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: As for ``open(_:options:completionHandler:)``.
    /// - Returns: Whether the ``urlOpener`` opened it.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        let universalLinksOnly = (options[.universalLinksOnly] as? Bool) ?? false
        return !universalLinksOnly && (urlOpener.map { $0.canOpen(url) && $0.open(url) } ?? false)
    }

    /// Opens `url` at once; whether it opened.
    ///
    /// - Parameter url: The URL.
    /// - Returns: Whether the ``urlOpener`` opened it.
    @available(*, deprecated, message: "Use open(_:options:completionHandler:) instead.")
    public func openURL(_ url: URL) -> Bool {
        urlOpener.map { $0.canOpen(url) && $0.open(url) } ?? false
    }
}

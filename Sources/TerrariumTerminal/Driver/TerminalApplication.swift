import Foundation
import Terrarium

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a UIKit-style app in the terminal: `UIApplicationMain` for Terrarium.
///
/// An app delegate adopts ``TerminalApplicationDelegate`` and is marked `@main`; launching,
/// the window, and the end of the app then go as on iOS:
///
/// ```swift
/// import Terrarium
/// import TerrariumTerminal
///
/// @main
/// final class AppDelegate: UIResponder, TerminalApplicationDelegate {
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
///
///     func applicationWillTerminate(_ application: UIApplication) {
///         Drafts.save()
///     }
/// }
/// ```
///
/// The launch happens once the terminal's size is known (`UIScreen.main.bounds` is the
/// terminal), before the terminal switches to the app's screen. The driver then shows the
/// delegate's window (or the window the launch made key) and runs until ``TerminalDriver/stop()``
/// (`TerminalDriver.current?.stop()`), the end of input, Ctrl-C that no responder handles,
/// SIGTERM or SIGHUP. Each way, the delegate gets `applicationWillTerminate(_:)`, then the
/// terminal is restored; a signal then ends the process as it would have (exit status 130
/// for Ctrl-C). Focus changes of the terminal window make the app inactive and active;
/// Ctrl-Z sends it to the background (`applicationDidEnterBackground(_:)` before the process
/// stops) and `fg` brings it back. URLs the app opens go to the desktop's opener
/// (``SystemURLOpener``) unless the app set a `urlOpener` of its own.
///
/// - Note: A Terrarium addition; `UIApplicationMain` finds its classes by name, which
///   needs the Objective-C runtime.
public enum TerminalApplication {
    /// Launches `delegate`'s app and runs it in the terminal until it ends.
    ///
    /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` before launching when input or
    ///   output is not a terminal; ``TerminalError/noWindow`` when the launch made no window;
    ///   a failed write.
    /// - Parameters:
    ///   - delegate: The app delegate; it is kept alive for the run.
    ///   - interface: What the app's Info.plist says it launches with: a main storyboard, or
    ///     a scene manifest with its scene delegate (what `terrarium-port app` writes).
    ///   - configuration: Where to read, write and tell the time.
    @preconcurrency @MainActor
    public static func run(
        delegate: any UIApplicationDelegate, interface: UIApplication.LaunchInterface?,
        configuration: TerminalDriver.Configuration = .init()
    ) throws(TerminalError) {
        let session = configuration.session
        if session.requiresTerminal {
            for descriptor in [session.inputDescriptor, session.outputDescriptor] where !Platform.isTerminal(descriptor)
            {
                throw .notATerminal(fileDescriptor: descriptor)
            }
        }
        let size =
            configuration.windowSize?() ?? Platform.windowSize(of: session.outputDescriptor)
            ?? TerminalSize(columns: 80, rows: 24)
        UIScreen.main.setSize(columns: size.columns, rows: size.rows)
        let application = UIApplication.shared
        // Before the launch, so the log view also has what the launch logged; a logger the
        // delegate sets replaces this one.
        TerminalLogHandler.adoptTerrariumLogger()
        // The desktop's opener for `open(_:options:completionHandler:)`, unless the app has one.
        if application.urlOpener == nil { application.urlOpener = SystemURLOpener() }
        let keyBefore = application.keyWindow
        application.launch(delegate: delegate, interface: interface)
        // The delegate's window (or the scene delegate's), or one it made key without
        // keeping it in `window`.
        let madeKey = application.keyWindow.flatMap { $0 === keyBefore ? nil : $0 }
        guard let window = delegate.window ?? application.connectedSceneWindow ?? madeKey else {
            application.terminate()
            throw .noWindow
        }
        let driver = TerminalDriver(window: window, configuration: configuration)
        defer { withExtendedLifetime(delegate) {} }
        do {
            try driver.start()
        } catch {
            application.terminate()
            throw error
        }
        try driver.runToEnd()
    }

    /// Launches `delegate`'s app, which makes its own window, and runs it in the terminal
    /// until it ends; see ``run(delegate:interface:configuration:)``.
    ///
    /// - Parameters:
    ///   - delegate: The app delegate; it is kept alive for the run.
    ///   - configuration: Where to read, write and tell the time.
    /// - Throws: As ``run(delegate:interface:configuration:)``.
    @preconcurrency @MainActor
    public static func run(
        delegate: any UIApplicationDelegate, configuration: TerminalDriver.Configuration = .init()
    ) throws(TerminalError) {
        try run(delegate: delegate, interface: nil, configuration: configuration)
    }

    /// Runs `delegate`'s app; on an error, prints it to standard error and exits with
    /// status 1 (no terminal, no window). What a `@main` delegate's `main()` calls.
    @preconcurrency @MainActor
    public static func main(delegate: any UIApplicationDelegate) -> Never {
        main(delegate: delegate, interface: nil)
    }

    /// Runs `delegate`'s app as its Info.plist says it launches (`interface`); on an error,
    /// prints it to standard error and exits with status 1. What the `main.swift` of an app
    /// ported with `terrarium-port app` calls.
    @preconcurrency @MainActor
    ///
    /// With an `interface`, a `q` no responder takes quits (see
    /// ``TerminalDriver/Configuration/quitKeyInput``): an iOS app has no way to.
    public static func main(delegate: any UIApplicationDelegate, interface: UIApplication.LaunchInterface?) -> Never {
        var configuration = TerminalDriver.Configuration()
        if interface != nil { configuration.quitKeyInput = "q" }
        do {
            try run(delegate: delegate, interface: interface, configuration: configuration)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
        exit(0)
    }
}

/// An app delegate that can start its app from `@main`: ``TerminalApplication`` makes one
/// with `init()`, launches it and runs the app in the terminal.
///
/// - Note: A Terrarium addition. A non-final delegate class needs `required override init()`
///   (or to be `final`) so that `init()` is inherited by the protocol's requirement.
@preconcurrency @MainActor
public protocol TerminalApplicationDelegate: UIApplicationDelegate {
    /// Creates the delegate.
    init()
}

extension TerminalApplicationDelegate {
    /// Runs the app: `TerminalApplication.main(delegate: Self())`.
    public static func main() {
        TerminalApplication.main(delegate: Self())
    }
}

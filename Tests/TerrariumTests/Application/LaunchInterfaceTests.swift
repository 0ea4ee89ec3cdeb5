import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Launching as an app's Info.plist says: a main storyboard, or a scene manifest with a
/// scene delegate (and its storyboard), in UIKit's order.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct LaunchInterfaceTests {
    /// An app delegate that notes what it saw of its window at each step.
    final class WindowSnoopingDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []

        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append("willFinish window=\(window != nil)")
            return true
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let root = window?.rootViewController.map { String(describing: type(of: $0)) } ?? "none"
            log.append("didFinish root=\(root) visible=\(window.map { !$0.isHidden } ?? false)")
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }

        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            log.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
    }

    /// Xcode's template scene delegate, noting what it saw.
    final class SnoopingSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var log: [String] = []

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard scene is UIWindowScene else { return }
            let root = window?.rootViewController.map { String(describing: type(of: $0)) } ?? "none"
            log.append("willConnect root=\(root) visible=\(window.map { !$0.isHidden } ?? false)")
        }
        func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { log.append("willResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.append("didEnterBackground") }
    }

    @Test func theMainStoryboardsWindowIsTheDelegatesBeforeDidFinishAndShownAfter() throws {
        let application = UIApplication.shared
        let delegate = WindowSnoopingDelegate()
        application.launch(
            delegate: delegate, interface: .init(mainStoryboardName: "Scenes", bundle: StoryboardFixtures.bundle))
        defer {
            application.terminate()
            delegate.window?.isHidden = true
        }
        #expect(
            delegate.log == [
                "willFinish window=false", "didFinish root=FormSceneController visible=false", "didBecomeActive",
            ])
        let window = try #require(delegate.window)
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(window.bounds == UIScreen.main.bounds)
    }

    @Test func aSceneManifestConnectsTheSceneWithItsDelegateAndStoryboardWindow() throws {
        let application = UIApplication.shared
        let delegate = WindowSnoopingDelegate()
        var sceneDelegate: SnoopingSceneDelegate?
        let manifest = UIApplication.LaunchInterface.SceneManifest(
            configurationName: "Default Configuration", storyboardName: "Scenes",
            delegateClass: SnoopingSceneDelegate.self,
            makeDelegate: {
                let made = SnoopingSceneDelegate()
                sceneDelegate = made
                return made
            })
        application.launch(delegate: delegate, interface: .init(scene: manifest, bundle: StoryboardFixtures.bundle))
        defer {
            application.terminate()
            sceneDelegate?.window?.isHidden = true
        }
        // The app delegate makes no window: the scene's delegate has it.
        #expect(
            delegate.log == [
                "willFinish window=false", "didFinish root=none visible=false",
                "configurationForConnecting UIWindowSceneSessionRoleApplication",
            ])
        let scene = try #require(sceneDelegate)
        #expect(scene.log == ["willConnect root=FormSceneController visible=false", "willEnterForeground", "didBecomeActive"])
        let window = try #require(scene.window)
        #expect(!window.isHidden && window.isKeyWindow)
        #expect(window.windowScene?.delegate === scene)
        #expect(window.windowScene?.session.configuration.name == "Default Configuration")
        #expect(application.connectedSceneWindow === window)
        // The scene's delegate, not the app's, hears the state changes.
        application.setState(.inactive)
        #expect(scene.log.last == "willResignActive")
        #expect(window.windowScene?.activationState == .foregroundInactive)
        application.setState(.active)
        #expect(!delegate.log.contains("willResignActive"))
    }
}

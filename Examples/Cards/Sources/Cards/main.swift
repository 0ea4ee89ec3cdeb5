// Written by terrarium-port app: launches the app as its Info.plist says, where
// UIApplicationMain did on iOS (see UIApplication.LaunchInterface).
import Foundation
import Terrarium
import TerrariumTerminal

// Storyboards name the app's classes without a module (customModuleProvider="target").
UIStoryboard.registerModule("Cards")
MainActor.assumeIsolated {
    TerminalApplication.main(
        delegate: AppDelegate(),
        interface: UIApplication.LaunchInterface(
            scene: .init(
                configurationName: "Default Configuration",
                storyboardName: "Main",
                delegateClass: SceneDelegate.self,
                makeDelegate: { SceneDelegate() }),
            bundle: Bundle.module))
}

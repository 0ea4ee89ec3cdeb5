import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIDevice.current`, the deprecated status-bar properties of `UIApplication`, and the
/// orientations Terrarium derives from the screen's shape.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct DeviceAndOrientationTests {
    @Test func theBatteryIsUnknownWithMonitoringOffAsInUIKitAndStaysSoWithItOn() {
        let device = UIDevice.current
        defer { device.isBatteryMonitoringEnabled = false }
        #expect(!device.isBatteryMonitoringEnabled)
        #expect(device.batteryState == .unknown)
        #expect(device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = true
        #expect(device.isBatteryMonitoringEnabled)
        #expect(device.batteryState == .unknown, "Terrarium reads no battery")
        #expect(device.batteryLevel == -1)
    }

    @Test func theStatusBarFrameIsZeroAsTerrariumDrawsNoStatusBar() {
        let screen = HeadlessScreen(width: 80, height: 24)
        defer { withExtendedLifetime(screen) {} }
        #expect(statusBar().frame == .zero)
        #expect(statusBar().frame.height == 0)
        #expect(statusBar().isHidden)
    }

    @Test func aWideTerminalIsLandscapeAndANarrowOnePortrait() {
        let screen = HeadlessScreen(width: 80, height: 24)
        screen.show(UIViewController())
        #expect(statusBar().orientation == .landscapeRight)
        #expect(statusBar().orientation.isLandscape)
        #expect(!statusBar().orientation.isPortrait)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(UIDevice.current.orientation.isLandscape)
        screen.resize(width: 40, height: 30)
        #expect(statusBar().orientation == .portrait, "30 rows of cells twice as tall as wide outsize 40 columns")
        #expect(statusBar().orientation.isPortrait)
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIDevice.current.orientation.isValidInterfaceOrientation)
        #expect(!UIDevice.current.orientation.isFlat)
        screen.resize(width: 40, height: 20)
        #expect(statusBar().orientation.isLandscape, "a 40×20 screen is as wide as it is tall: landscape")
    }

    @Test(.cellSize(UIScreen.standardCellSize))
    func theOrientationIsMeasuredInCellsOnAScreenOfStandardCells() {
        let screen = HeadlessScreen(width: 80, height: 24)  // 640 × 384 points
        screen.show(UIViewController())
        #expect(statusBar().orientation == .landscapeRight, "80 × 24 cells are wider than tall")
        screen.resize(width: 40, height: 30)
        #expect(statusBar().orientation == .portrait)
    }

    @Test func theDeviceIsATerminalRunningTheHostSystem() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.name == "Terminal")
        #expect(device.model == "Terminal")
        #expect(device.localizedModel == "Terminal")
        #if os(Linux)
            #expect(device.systemName == "Linux")
        #endif
        let version = ProcessInfo.processInfo.operatingSystemVersion
        #expect(device.systemVersion == "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)")
        #expect(device.userInterfaceIdiom == .pad)
        #expect(device.isMultitaskingSupported)
    }

    @Test func orientationNotificationRequestsNest() {
        let device = UIDevice.current
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func aControllerSupportsEveryOrientationUnlessItOverrides() {
        let screen = HeadlessScreen(width: 80, height: 24)
        defer { withExtendedLifetime(screen) {} }
        let plain = UIViewController()
        #expect(plain.supportedInterfaceOrientations == .all)
        #expect(plain.preferredInterfaceOrientationForPresentation == .landscapeRight)
        let portraitOnly = PortraitOnlyViewController()
        portraitOnly.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(portraitOnly.supportedInterfaceOrientations == .portrait)
    }

    @Test func orientationsHaveUIKitsRawValuesAndMasks() {
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue)
        #expect(UIInterfaceOrientation.landscapeRight.rawValue == UIDeviceOrientation.landscapeLeft.rawValue)
        #expect(UIInterfaceOrientationMask.landscape == [.landscapeLeft, .landscapeRight])
        #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.portrait))
        #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        #expect(UIDeviceOrientation.faceUp.isFlat)
        #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }

    /// The deprecated status-bar properties, read as iOS code reads them.
    private func statusBar() -> (frame: CGRect, orientation: UIInterfaceOrientation, isHidden: Bool) {
        (StatusBarReader() as any StatusBarReading).read()
    }
}

/// A controller that overrides its orientations, as iOS containers do.
private final class PortraitOnlyViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// Reads the deprecated properties through a protocol, which keeps the test build free of
/// deprecation warnings.
@MainActor
private protocol StatusBarReading {
    func read() -> (frame: CGRect, orientation: UIInterfaceOrientation, isHidden: Bool)
}

@MainActor
private struct StatusBarReader: StatusBarReading {
    @available(*, deprecated)
    func read() -> (frame: CGRect, orientation: UIInterfaceOrientation, isHidden: Bool) {
        let app = UIApplication.shared
        return (app.statusBarFrame, app.statusBarOrientation, app.isStatusBarHidden)
    }
}

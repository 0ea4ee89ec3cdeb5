import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Size transitions (a terminal resize), trait changes and trait overrides.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct SizeTransitionTests {
    let recorder = LifecycleRecorder()

    @Test func aResizeReachesTheRootAndThroughSuperItsChildren() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        let log = recorded(recorder) { screen.resize(width: 50, height: 12) }
        #expect(Array(log.prefix(2)) == ["P.viewWillTransition(50x12)", "C.viewWillTransition(50x12)"])
        #expect(child.view.bounds.size == CGSize(width: 50, height: 12))
    }

    @Test func theRootHearsOfTheNewSizeBeforeItsViewChanges() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let root = SizeSnoopingViewController()
        screen.show(root)
        screen.resize(width: 60, height: 20)
        #expect(root.sizeAnnounced == CGSize(width: 60, height: 20))
        #expect(root.viewSizeWhenAnnounced == CGSize(width: 40, height: 10))
    }

    @Test func aChildWhoseSizeWouldNotChangeIsSkipped() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = FixedChildSizeViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        child.view.autoresizingMask = []
        child.view.frame = CGRect(x: 0, y: 0, width: 10, height: 5)
        let log = recorded(recorder) { screen.resize(width: 50, height: 12) }
        #expect(log.contains("P.viewWillTransition(50x12)"))
        #expect(!log.contains { $0.hasPrefix("C.viewWillTransition") })
    }

    @Test func anOverrideThatDoesNotCallSuperCutsItsChildrenOff() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = SelfishViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        let log = recorded(recorder) { screen.resize(width: 50, height: 12) }
        #expect(!log.contains { $0.hasPrefix("C.viewWillTransition") })
    }

    /// UIKit sends the deprecated rotation callbacks from `viewWillTransition(to:with:)`'s
    /// default; here a resize that turns the screen from landscape to portrait is a rotation.
    @Test func aResizeThatTurnsTheScreenSendsTheDeprecatedRotationCallbacks() {
        let screen = HeadlessScreen(width: 40, height: 10)  // landscape
        let child = RotationRecordingViewController(name: "C", recorder: recorder)
        let parent = RotationRecordingViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        let legacy: any LegacyOrientationReading = LegacyOrientation()
        #expect(legacy.orientation(of: parent) == .landscapeRight)
        let log = recorded(recorder) {
            screen.resize(width: 20, height: 30)  // portrait
            screen.runUntilIdle()
        }
        #expect(
            log.filter { $0.contains("otat") } == [
                "P.willRotate(to: portrait, 0.0)", "C.willRotate(to: portrait, 0.0)",
                "P.willAnimateRotation(to: portrait, 0.0)", "C.willAnimateRotation(to: portrait, 0.0)",
                "P.didRotate(from: landscapeRight)", "C.didRotate(from: landscapeRight)",
            ])
        #expect(legacy.orientation(of: child) == .portrait)
        let sameShape = recorded(recorder) {
            screen.resize(width: 20, height: 40)
            screen.runUntilIdle()
        }
        #expect(!sameShape.contains { $0.contains("otat") }, "a resize that keeps the orientation is no rotation")
    }

    @Test func crossingTheWidthThresholdChangesTraitsAroundTheSizeTransition() {
        let screen = HeadlessScreen(width: 99, height: 30)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        let log = recorded(recorder) { screen.resize(width: 100, height: 30) }
        #expect(
            withoutLayout(log) == [
                "P.willTransition(h: regular)", "C.willTransition(h: regular)",
                "P.viewWillTransition(100x30)", "C.viewWillTransition(100x30)",
                "P.traitCollectionDidChange(h: regular)", "C.traitCollectionDidChange(h: regular)",
            ])
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func sizeClassesFollowTheWindowSizeInCells() {
        let screen = HeadlessScreen(width: 100, height: 24)
        #expect(screen.window.traitCollection.horizontalSizeClass == .regular)
        #expect(screen.window.traitCollection.verticalSizeClass == .regular)
        screen.resize(width: 99, height: 23)
        #expect(screen.window.traitCollection.horizontalSizeClass == .compact)
        #expect(screen.window.traitCollection.verticalSizeClass == .compact)
        screen.window.sizeClassThresholds = UIWindow.SizeClassThresholds(regularWidth: 80, regularHeight: 20)
        #expect(screen.window.traitCollection.horizontalSizeClass == .regular)
        #expect(screen.window.traitCollection.verticalSizeClass == .regular)
        #expect(screen.window.traitCollection.displayScale == 1)
    }

    @Test func theCoordinatorRunsAlongsideAnimationsThenCompletions() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let root = CoordinatorUsingViewController()
        screen.show(root)
        screen.resize(width: 44, height: 10)
        #expect(root.events == ["alongside 44", "completion 44"])
    }

    @Test func theSizeCoordinatorNamesTheRootForBothKeysAndNoViews() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let root = CoordinatorUsingViewController()
        screen.show(root)
        screen.resize(width: 44, height: 10)
        #expect(root.keys == ["from root", "to root", "no from view", "no to view"])
        #expect(root.transitionCoordinator == nil, "nil once the resize's completions ran")
    }

    @Test func aTraitOverrideForAChildLayersOverTheParentsTraits() {
        let screen = HeadlessScreen(width: 120, height: 30)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        let log = recorded(recorder) {
            parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
        }
        #expect(log == ["C.traitCollectionDidChange(h: compact)"])
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.verticalSizeClass == .regular, "unspecified traits come from the parent")
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .compact)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func traitsFromCombineWithLaterCollectionsWinning() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.verticalSizeClass == .regular)
        #expect(combined.userInterfaceStyle == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    }
}

@MainActor
private final class SizeSnoopingViewController: UIViewController {
    var sizeAnnounced: CGSize?
    var viewSizeWhenAnnounced: CGSize?

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        sizeAnnounced = size
        viewSizeWhenAnnounced = view.bounds.size
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@MainActor
private final class FixedChildSizeViewController: EmbeddingViewController {
    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        CGSize(width: 10, height: 5)
    }
}

@MainActor
private final class SelfishViewController: EmbeddingViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        recorder.record("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
    }
}

@MainActor
private final class CoordinatorUsingViewController: UIViewController {
    var events: [String] = []

    var keys: [String] = []

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        keys = [
            coordinator.viewController(forKey: .from) === self ? "from root" : "from other",
            coordinator.viewController(forKey: .to) === self ? "to root" : "to other",
            coordinator.view(forKey: .from) == nil ? "no from view" : "from view",
            coordinator.view(forKey: .to) == nil ? "no to view" : "to view",
        ]
        coordinator.animate(
            alongsideTransition: { _ in
                self.events.append("alongside \(Int(self.view.bounds.width))")
            },
            completion: { context in
                self.events.append("completion \(Int(self.view.bounds.width))")
                #expect(!context.isCancelled)
            })
    }
}

/// Records the deprecated rotation callbacks (without calling `super`, whose implementations
/// do nothing, which keeps the test build free of deprecation warnings).
@MainActor
private final class RotationRecordingViewController: EmbeddingViewController {
    convenience init(name: String, recorder: LifecycleRecorder) {
        self.init(name: name, recorder: recorder, embedding: [])
    }

    override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        recorder.record("\(name).willRotate(to: \(toInterfaceOrientation), \(duration))")
    }

    override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        recorder.record("\(name).willAnimateRotation(to: \(toInterfaceOrientation), \(duration))")
    }

    override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        recorder.record("\(name).didRotate(from: \(fromInterfaceOrientation))")
    }
}

/// Reads the deprecated `interfaceOrientation` through a protocol, which keeps the test
/// build free of deprecation warnings.
@MainActor
private protocol LegacyOrientationReading {
    func orientation(of controller: UIViewController) -> UIInterfaceOrientation
}

@MainActor
private struct LegacyOrientation: LegacyOrientationReading {
    @available(*, deprecated)
    func orientation(of controller: UIViewController) -> UIInterfaceOrientation { controller.interfaceOrientation }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Lazy view loading and the layout callbacks (the catalogue's L-01 … L-07).
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ViewLoadingTests {
    let recorder = LifecycleRecorder()

    @Test func theViewLoadsOnFirstAccessOnly() {
        let controller = RecordingViewController(name: "V", recorder: recorder)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(recorder.entries.isEmpty, "init, isViewLoaded and viewIfLoaded never load")
        _ = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(recorder.entries == ["V.loadView", "V.viewDidLoad"])
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === controller.view)
    }

    @Test func loadViewIfNeededLoadsLikeAccessingTheView() {
        let controller = RecordingViewController(name: "V", recorder: recorder)
        controller.loadViewIfNeeded()
        #expect(recorder.entries == ["V.loadView", "V.viewDidLoad"])
    }

    @Test func settingTheViewToNilUnloadsItAndTheNextAccessLoadsAgain() {
        let controller = RecordingViewController(name: "V", recorder: recorder)
        let first = controller.view
        controller.view = nil
        #expect(!controller.isViewLoaded)
        let second = controller.view
        #expect(first !== second)
        #expect(recorder.entries == ["V.loadView", "V.viewDidLoad", "V.loadView", "V.viewDidLoad"])
    }

    @Test func theDefaultViewFillsTheScreenAndResizesWithItsSuperview() {
        _ = HeadlessScreen(width: 33, height: 11)
        let controller = UIViewController()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 33, height: 11))
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(type(of: controller.view!) == UIView.self)
    }

    @Test func theRootViewIsTheControllersNextResponderTarget() {
        let controller = UIViewController()
        #expect(controller.view.next === controller)
    }

    @Test func layoutCallbacksBracketTheRootViewsLayoutSubviews() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let controller = LayoutSnoopingViewController(name: "V", recorder: recorder)
        screen.show(controller)
        let log = recorded(recorder) {
            controller.view.setNeedsLayout()
            MainLoop.main.runUntilIdle()
        }
        #expect(log == ["V.viewWillLayoutSubviews", "view.layoutSubviews", "V.layout"])
    }

    @Test func theRootViewFillsTheWindowAndFollowsItsSize() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let controller = UIViewController()
        screen.show(controller)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 20, height: 5))
        #expect(controller.view.superview === screen.window)
        screen.resize(width: 30, height: 7)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 30, height: 7))
    }
}

@MainActor
private final class RecordingView: UIView {
    var recorder: LifecycleRecorder?
    override func layoutSubviews() {
        super.layoutSubviews()
        recorder?.record("view.layoutSubviews")
    }
}

@MainActor
private final class LayoutSnoopingViewController: RecordingViewController {
    override func loadView() {
        let view = RecordingView()
        view.recorder = recorder
        self.view = view
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        recorder.record("\(name).viewWillLayoutSubviews")
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Preferred content size, safe area and status-bar delegation to children.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ContentContainerTests {
    @Test func aChildsNewPreferredContentSizeIsReportedToItsParentOnce() {
        let parent = PreferredSizeListeningViewController()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 30, height: 8)
        child.preferredContentSize = CGSize(width: 30, height: 8)
        #expect(parent.reports.count == 1)
        #expect(parent.reports.first === child)
    }

    @Test func additionalSafeAreaInsetsReachTheRootViewAndOverlappingChildren() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let child = SafeAreaSnoopingViewController()
        let parent = UIViewController()
        screen.show(parent)
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 5, width: 40, height: 5)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.additionalSafeAreaInsets = UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
        MainLoop.main.runUntilIdle()
        #expect(parent.view.safeAreaInsets == UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 2, right: 0))
        #expect(child.changes == 1)
    }

    @Test func safeAreaInsetsAreZeroOutsideAWindow() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets == .zero)
    }

    @Test func theStatusBarStyleComesFromTheChildTheRootNames() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let child = StatusBarViewController(style: .lightContent, hidden: true)
        let root = DelegatingStatusBarViewController(child: child)
        screen.show(root)
        #expect(screen.window._preferredStatusBarStyle == .lightContent)
        #expect(screen.window._prefersStatusBarHidden)
        root.delegates = false
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(screen.window._preferredStatusBarStyle == .darkContent)
        #expect(!screen.window._prefersStatusBarHidden)
        #expect(screen.window._statusBarUpdateCount == 1)
    }
}

@MainActor
private final class PreferredSizeListeningViewController: UIViewController {
    var reports: [UIViewController] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        reports.append(container as! UIViewController)
    }
}

@MainActor
private final class SafeAreaSnoopingViewController: UIViewController {
    var changes = 0
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        changes += 1
    }
}

@MainActor
private final class StatusBarViewController: UIViewController {
    let style: UIStatusBarStyle
    let hidden: Bool
    init(style: UIStatusBarStyle, hidden: Bool) {
        self.style = style
        self.hidden = hidden
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
}

@MainActor
private final class DelegatingStatusBarViewController: UIViewController {
    let child: UIViewController
    var delegates = true
    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
        addChild(child)
    }
    required init?(coder: NSCoder) { fatalError() }
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    override var childForStatusBarStyle: UIViewController? { delegates ? child : nil }
    override var childForStatusBarHidden: UIViewController? { delegates ? child : nil }
}

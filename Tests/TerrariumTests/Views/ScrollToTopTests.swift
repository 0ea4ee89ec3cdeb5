import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The scroll-to-top gesture (iOS: a tap on the status bar; Terrarium: Home) and the
/// delegate's scroll-to-top and zooming requirements.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ScrollToTopTests {
    @Test func homeInATableControllerAsksAndTellsTheControllerAsOnIOS() {
        let controller = TopWatchingTableController(style: .plain)
        let screen = HeadlessScreen(width: 20, height: 5)
        screen.show(controller)
        let table = controller.tableView!
        screen.press("tab")
        screen.press("end")
        #expect(table.contentOffset.y > 0)
        screen.press("home")
        #expect(table.contentOffset.y == 0)
        #expect(controller.events == ["should", "did"])
        #expect(screen.lines[0].hasPrefix(" Row 0"))

        controller.allowsScrollToTop = false
        screen.press("end")
        controller.events = []
        screen.press("home")
        #expect(controller.events == ["should"], "refused: no didScrollToTop")
        #expect(screen.lines[0].hasPrefix(" Row 0"), "the cursor still goes to the first row")
    }

    @Test func homeInAScrollViewScrollsToTopUnlessTheDelegateOrScrollsToTopSaysNo() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        scrollView.contentSize = CGSize(width: 10, height: 30)
        let delegate = TopWatcher()
        scrollView.delegate = delegate
        let screen = HeadlessScreen(width: 10, height: 3)
        let host = UIViewController()
        host.view.addSubview(scrollView)
        screen.show(host)
        screen.press("tab")
        #expect(screen.window.focusedView === scrollView)

        scrollView.contentOffset.y = 10
        screen.press("home")
        #expect(scrollView.contentOffset.y == 0)
        #expect(delegate.events == ["should", "did"])

        scrollView.contentOffset.y = 10
        delegate.allows = false
        screen.press("home")
        #expect(scrollView.contentOffset.y == 10)
        #expect(delegate.events == ["should", "did", "should"])

        delegate.allows = true
        scrollView.scrollsToTop = false
        screen.press("home")
        #expect(scrollView.contentOffset.y == 10, "scrollsToTop is off: the delegate is not asked")
        #expect(delegate.events == ["should", "did", "should"])
    }

    @Test func zoomingRequirementsHaveUIKitsDefaults() {
        let delegate = TopWatcher()
        let scrollView = UIScrollView(frame: .zero)
        #expect(delegate.viewForZooming(in: scrollView) == nil)
        delegate.scrollViewWillBeginZooming(scrollView, with: nil)
        delegate.scrollViewDidZoom(scrollView)
        delegate.scrollViewDidEndZooming(scrollView, with: nil, atScale: 1)
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(controller.viewForZooming(in: scrollView) == nil)
        #expect(controller.scrollViewShouldScrollToTop(scrollView))
    }
}

private final class TopWatchingTableController: UITableViewController {
    var events: [String] = []
    var allowsScrollToTop = true

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        events.append("should")
        return allowsScrollToTop
    }

    override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        events.append("did")
    }
}

private final class TopWatcher: UIScrollViewDelegate {
    var events: [String] = []
    var allows = true

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        events.append("should")
        return allows
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        events.append("did")
    }
}

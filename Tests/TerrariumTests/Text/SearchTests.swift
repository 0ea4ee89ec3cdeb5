import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Records a search bar's and a search controller's calls in one log.
@MainActor
final class SearchRecorder: UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate {
    var log: [String] = []

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        log.append("textDidChange(\(searchText))")
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func updateSearchResults(for searchController: UISearchController) {
        log.append("update(\(searchController.searchBar.text ?? ""), \(searchController.isActive))")
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

/// A controller whose view shows one line of text at its top.
@MainActor
private final class ContentViewController: UIViewController {
    let line: String
    init(_ line: String) {
        self.line = line
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("created in code") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        label.text = line
        view.addSubview(label)
    }
}

extension Text {
    /// UISearchBar, and UISearchController in the navigation bar.
    @MainActor
    @Suite struct SearchTests {
        let recorder = SearchRecorder()

        @Test func aSearchBarReportsEditingReturnAndCancel() {
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
            bar.delegate = recorder
            bar.showsCancelButton = true
            let (screen, _) = showControls([bar])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0] == " ⌕ Search              Cancel")
            screen.tap(at: CGPoint(x: 5, y: 0))
            screen.type("ab")
            screen.press("enter")
            screen.press("escape")
            screen.tap(text: "Cancel")
            #expect(
                recorder.log == [
                    "shouldBegin", "didBegin", "textDidChange(a)", "textDidChange(ab)", "search", "cancel", "cancel",
                ])
            #expect(bar.text == "ab")
            #expect(bar.searchTextField.isEditing)
            #expect(screen.lines[0].hasPrefix(" ⌕ ab"))
        }

        private func searchingNavigation(results: UIViewController? = nil) -> (
            HeadlessScreen, UISearchController, UIViewController
        ) {
            let content = ContentViewController("content")
            content.title = "Files"
            let search = UISearchController(searchResultsController: results)
            search.searchResultsUpdater = recorder
            search.delegate = recorder
            search.searchBar.delegate = recorder
            search.obscuresBackgroundDuringPresentation = false
            content.navigationItem.searchController = search
            let screen = HeadlessScreen(width: 30, height: 6)
            screen.show(UINavigationController(rootViewController: content))
            return (screen, search, content)
        }

        @Test func theSearchBarBecomesAndResignsFirstResponderThroughItsField() {
            let (screen, search, _) = searchingNavigation()
            defer { withExtendedLifetime(screen) {} }
            #expect(search.searchBar.canBecomeFirstResponder)
            #expect(search.searchBar.becomeFirstResponder())
            #expect(search.searchBar.searchTextField.isFirstResponder)
            #expect(search.searchBar.isFirstResponder)
            #expect(search.searchBar.searchTextField.isEditing)
            #expect(search.searchBar.resignFirstResponder())
            #expect(!search.searchBar.searchTextField.isFirstResponder)
            #expect(!search.searchBar.searchTextField.isEditing)
        }

        @Test func theNavigationBarGrowsARowForTheSearchBarAndContentMovesDown() {
            let (screen, _, content) = searchingNavigation()
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Files")
            #expect(screen.lines[1].hasPrefix(" ⌕ Search"))
            #expect(screen.lines[2] == "content")
            #expect(content.view.frame.minY == 2)
        }

        @Test func clickingTheFieldActivatesAndEscapeDeactivatesClearingTheText() {
            let (screen, search, content) = searchingNavigation()
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 6, y: 1))
            #expect(search.isActive)
            #expect(recorder.log == ["shouldBegin", "didBegin", "willPresent", "didPresent", "update(, true)"])
            // The title row hides; the search bar with Cancel is the top row.
            #expect(screen.lines[0].hasPrefix(" ⌕ Search") && screen.lines[0].hasSuffix("Cancel"))
            #expect(screen.lines[1] == "content")
            #expect(content.view.frame.minY == 1)
            #expect(screen.window.textCursorLocation == CGPoint(x: 3, y: 0))
            recorder.log = []
            screen.type("ab")
            #expect(recorder.log == ["textDidChange(a)", "update(a, true)", "textDidChange(ab)", "update(ab, true)"])
            recorder.log = []
            screen.press("escape")
            #expect(!search.isActive)
            #expect(search.searchBar.text == "")
            #expect(
                recorder.log == [
                    "cancel", "willDismiss", "textDidChange()", "didEnd", "update(, false)", "didDismiss",
                ])
            #expect(screen.lines[1].hasPrefix(" ⌕ Search") && !screen.lines[1].contains("Cancel"))
            #expect(screen.lines[2] == "content")
        }

        @Test func tabFocusActivatesAndTheCancelButtonDeactivates() {
            let (screen, search, _) = searchingNavigation()
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            #expect(search.isActive)
            #expect(search.searchBar.searchTextField.isEditing)
            screen.type("x")
            screen.tap(text: "Cancel")
            #expect(!search.isActive)
            #expect(search.searchBar.text == "")
            #expect(recorder.log.suffix(2) == ["update(, false)", "didDismiss"])
        }

        @Test func aResultsControllerCoversTheContentWhileThereIsText() {
            let results = ContentViewController("results")
            let (screen, search, content) = searchingNavigation(results: results)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 6, y: 1))
            #expect(screen.lines[1] == "content")
            screen.type("r")
            #expect(screen.lines[1] == "results")
            #expect(results.parent === content)
            screen.press("backspace")
            #expect(screen.lines[1] == "content")
            screen.type("r")
            search.isActive = false
            screen.runUntilIdle()
            #expect(results.parent == nil)
            #expect(screen.lines[2] == "content")
        }

        @Test func obscuringDimsTheContentAndAClickOnItCancels() {
            let (screen, search, _) = searchingNavigation()
            defer { withExtendedLifetime(screen) {} }
            search.obscuresBackgroundDuringPresentation = true
            search.hidesNavigationBarDuringPresentation = false
            screen.tap(at: CGPoint(x: 6, y: 1))
            #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Files")
            #expect(screen.window.hitTest(CGPoint(x: 10, y: 4), with: nil) is _SearchDimmingView)
            screen.tap(at: CGPoint(x: 10, y: 4))
            #expect(!search.isActive)
            #expect(!(screen.window.hitTest(CGPoint(x: 10, y: 4), with: nil) is _SearchDimmingView))
        }
    }
}

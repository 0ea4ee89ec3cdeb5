import Testing
import TerrariumPortKit

/// Calls of requirements that UIKit's protocols declare `@objc optional` and Terrarium's
/// declare with defaults: `delegate?.scrollViewDidScroll?(view)` loses its second `?`.
@Suite struct UIKitRequirementTests {
    @Test func optionalCallsOfUIKitsRequirementsLoseTheirMark() {
        expectPort(
            """
            import UIKit

            final class Forwarder: NSObject, UIScrollViewDelegate, UITableViewDelegate {
                weak var scrollViewDelegate: UIScrollViewDelegate?
                weak var tabDelegate: UITabBarControllerDelegate?
                weak var dataSource: UITableViewDataSource?

                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    scrollViewDelegate?.scrollViewDidScroll?(scrollView)
                }

                func select(_ controller: UITabBarController, _ child: UIViewController) -> Bool {
                    return tabDelegate?.tabBarController?(controller, shouldSelect: child) ?? true
                }

                func title(_ tableView: UITableView) -> String? {
                    return dataSource?.tableView?(tableView, titleForHeaderInSection: 0)
                }

                func height(_ tableView: UITableView, _ delegate: UITableViewDelegate) -> CGFloat {
                    let forced = delegate.tableView!(tableView, heightForRowAt: IndexPath(row: 0, section: 0))
                    if let height = delegate.tableView?(tableView, heightForRowAt: IndexPath(row: 1, section: 0)) {
                        return height + forced
                    }
                    delegate.scrollViewDidScroll?(tableView)
                    return (tableView.delegate as? UITableViewDelegate)?.tableView?(tableView, heightForHeaderInSection: 0) ?? 44
                }
            }
            """,
            """
            import Terrarium

            final class Forwarder: NSObject, UIScrollViewDelegate, UITableViewDelegate {
                weak var scrollViewDelegate: UIScrollViewDelegate?
                weak var tabDelegate: UITabBarControllerDelegate?
                weak var dataSource: UITableViewDataSource?

                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    scrollViewDelegate?.scrollViewDidScroll(scrollView)
                }

                func select(_ controller: UITabBarController, _ child: UIViewController) -> Bool {
                    return tabDelegate?.tabBarController(controller, shouldSelect: child) ?? true
                }

                func title(_ tableView: UITableView) -> String? {
                    return dataSource?.tableView(tableView, titleForHeaderInSection: 0)
                }

                func height(_ tableView: UITableView, _ delegate: UITableViewDelegate) -> CGFloat {
                    let forced = delegate.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0))
                    if let height = Optional(delegate.tableView(tableView, heightForRowAt: IndexPath(row: 1, section: 0))) {
                        return height + forced
                    }
                    delegate.scrollViewDidScroll(tableView)
                    return (tableView.delegate as? UITableViewDelegate)?.tableView(tableView, heightForHeaderInSection: 0) ?? 44
                }
            }
            """)
    }

    @Test func closuresAndOtherLabelsAreLeftAlone() {
        let text = """
            final class Pager {
                var scrollViewDidScroll: ((Int) -> Void)?
                var onSelect: ((Int, Bool) -> Bool)?
                weak var other: AnyObject?

                func go() {
                    scrollViewDidScroll?(3)
                    self.scrollViewDidScroll?(4)
                    _ = onSelect?(1, true)
                    _ = other?.tableView?(1, heightFor: 2)
                }
            }
            """
        #expect(!Porter.port(text).isChanged)
    }

    /// The module's own `@objc optional` requirement of the same name comes first: its
    /// requirement returns an optional after the port, so `!` moves after the call.
    @Test func theModulesOwnRequirementComesFirst() {
        let ported = Porter.port(
            """
            @objc protocol StripDelegate {
                @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView) -> Bool
            }

            func f(_ d: StripDelegate, _ s: UIScrollView) -> Bool { d.scrollViewDidScroll!(s) }
            """)
        #expect(ported.ported.contains("d.scrollViewDidScroll(s)!"), "\(ported.ported)")
        #expect(ported.changes.contains { $0.kind == .optionalRequirementCall })
        #expect(!ported.changes.contains { $0.kind == .uikitOptionalRequirementCall })
    }

    @Test func aTestOfWhetherTheDelegateImplementsItIsNotPorted() {
        let ported = Porter.port(
            "func f(_ d: UITableViewDelegate?) {\n    if let height = d?.tableView(_:heightForRowAt:) {}\n}\n")
        #expect(ported.unported.map(\.line) == [2])
        #expect(ported.unported.first?.reason.contains("tableView(_:heightForRowAt:)") == true)
    }

    @Test func theSummaryNamesTerrariumsDefault() {
        let ported = Porter.port(
            """
            func f(_ t: UITabBarController, _ c: UIViewController, _ s: UIScrollView) {
                _ = t.delegate?.tabBarController?(t, shouldSelect: c)
                s.delegate?.scrollViewDidScroll?(s)
            }
            """, path: "Tabs.swift")
        #expect(
            Summary.make([ported]).contains(
                """
                UIKit's optional requirement: delegate?.method?(…) → delegate?.method(…), Terrarium's default (2)
                  Tabs.swift:2  UITabBarControllerDelegate.tabBarController(_:shouldSelect:): not implemented, Terrarium's default (true), where iOS gave nil
                  Tabs.swift:3  UIScrollViewDelegate.scrollViewDidScroll(_:)

                """), "\(Summary.make([ported]))")
    }
}

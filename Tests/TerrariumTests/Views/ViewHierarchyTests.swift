import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The view tree: subview order, moving views between superviews, the notifications a
/// move sends and in which order, the `window` of a subtree, lookups, the responder chain
/// and who owns whom.
///
/// The windows here are never shown, so nothing reaches the main loop.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ViewHierarchyTests {
    // MARK: - Order

    @Test func addSubviewPutsEachNewViewOnTop() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        #expect(viewIDs(parent.subviews) == viewIDs([a, b, c]))
        #expect(a.superview === parent && b.superview === parent && c.superview === parent)
    }

    @Test func insertSubviewAtIndexPutsTheViewAtThatIndex() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 1)
        #expect(viewIDs(parent.subviews) == viewIDs([a, c, b]))
        parent.insertSubview(d, at: 0)
        #expect(viewIDs(parent.subviews) == viewIDs([d, a, c, b]))
    }

    @Test func insertSubviewAtIndexMovesAnExistingSubviewDown() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.insertSubview(c, at: 0)
        #expect(viewIDs(parent.subviews) == viewIDs([c, a, b]))
    }

    @Test func insertSubviewAboveAndBelowASiblingPlaceANewViewNextToIt() {
        let parent = UIView()
        let a = UIView(), b = UIView(), above = UIView(), below = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(above, aboveSubview: a)
        #expect(viewIDs(parent.subviews) == viewIDs([a, above, b]))
        parent.insertSubview(below, belowSubview: b)
        #expect(viewIDs(parent.subviews) == viewIDs([a, above, below, b]))
    }

    @Test func insertSubviewNextToAViewThatIsNotASubviewAddsItOnTop() {
        let parent = UIView()
        let a = UIView(), b = UIView(), stranger = UIView(), below = UIView(), above = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(below, belowSubview: stranger)
        #expect(viewIDs(parent.subviews) == viewIDs([a, b, below]))
        parent.insertSubview(above, aboveSubview: stranger)
        #expect(viewIDs(parent.subviews) == viewIDs([a, b, below, above]))
        parent.insertSubview(a, belowSubview: stranger)
        #expect(viewIDs(parent.subviews) == viewIDs([b, below, above, a]), "an existing subview moves to the top")
    }

    @Test func insertSubviewAboveAndBelowMoveAnExistingSubviewNextToTheSibling() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        [a, b, c, d].forEach(parent.addSubview)
        parent.insertSubview(a, aboveSubview: c)
        #expect(viewIDs(parent.subviews) == viewIDs([b, c, a, d]))
        parent.insertSubview(d, belowSubview: b)
        #expect(viewIDs(parent.subviews) == viewIDs([d, b, c, a]))
        parent.insertSubview(b, belowSubview: a)
        #expect(viewIDs(parent.subviews) == viewIDs([d, c, b, a]))
    }

    @Test func bringSubviewToFrontAndSendSubviewToBackReorderSubviews() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        #expect(viewIDs(parent.subviews) == viewIDs([b, c, a]))
        parent.sendSubviewToBack(c)
        #expect(viewIDs(parent.subviews) == viewIDs([c, b, a]))
        parent.bringSubviewToFront(a)
        #expect(viewIDs(parent.subviews) == viewIDs([c, b, a]))
    }

    @Test func bringSubviewToFrontAndSendSubviewToBackIgnoreAViewThatIsNotASubview() {
        let parent = UIView(), other = UIView()
        let a = UIView(), b = UIView(), stranger = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        other.addSubview(stranger)
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        #expect(viewIDs(parent.subviews) == viewIDs([a, b]))
        #expect(stranger.superview === other)
    }

    @Test func addSubviewOfAnExistingSubviewBringsItToTheFront() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.addSubview(a)
        #expect(viewIDs(parent.subviews) == viewIDs([b, c, a]))
        #expect(a.superview === parent)
    }

    @Test func exchangeSubviewSwapsTwoIndices() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(viewIDs(parent.subviews) == viewIDs([c, b, a]))
    }

    @Test func addingAViewToAnotherSuperviewRemovesItFromTheOldOne() {
        let old = UIView(), new = UIView()
        let stays = UIView(), moves = UIView()
        old.addSubview(stays)
        old.addSubview(moves)
        new.addSubview(moves)
        #expect(viewIDs(old.subviews) == viewIDs([stays]))
        #expect(viewIDs(new.subviews) == viewIDs([moves]))
        #expect(moves.superview === new)
    }

    @Test func insertingAViewBelowASiblingInAnotherSuperviewRemovesItFromTheOldOne() {
        let old = UIView(), new = UIView()
        let sibling = UIView(), moves = UIView()
        old.addSubview(moves)
        new.addSubview(sibling)
        new.insertSubview(moves, belowSubview: sibling)
        #expect(old.subviews.isEmpty)
        #expect(viewIDs(new.subviews) == viewIDs([moves, sibling]))
    }

    @Test func removeFromSuperviewDetachesTheViewAndKeepsItsSubviews() {
        let parent = UIView(), child = UIView(), grandchild = UIView()
        parent.addSubview(child)
        child.addSubview(grandchild)
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
        #expect(child.superview == nil)
        #expect(viewIDs(child.subviews) == viewIDs([grandchild]))
        #expect(grandchild.superview === child)
    }

    @Test func removeFromSuperviewOfAViewWithNoSuperviewDoesNothing() {
        let log = HookLog()
        let lonely = HookRecordingView(name: "lonely", log: log)
        lonely.removeFromSuperview()
        #expect(log.entries.isEmpty)
        #expect(lonely.superview == nil)
    }

    @Test func addingSelfAsASubviewStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                view.addSubview(view)
            }
        }
    }

    @Test func addingAnAncestorAsASubviewStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView(), child = UIView()
                parent.addSubview(child)
                child.addSubview(parent)
            }
        }
    }

    // MARK: - Notifications

    /// The order `_insertSubview` documents: the old superview's `willRemoveSubview(_:)`,
    /// `willMove(toSuperview:)`, `willMove(toWindow:)` for the moved subtree, the move,
    /// `didMoveToWindow()`, `didMoveToSuperview()`, then the new superview's `didAddSubview(_:)`.
    @Test func addingAViewToAWindowSendsTheHooksInTheDocumentedOrder() {
        let log = HookLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let parent = HookRecordingView(name: "parent", log: log)
        window.addSubview(parent)
        let child = HookRecordingView(name: "child", log: log)
        let grandchild = HookRecordingView(name: "grandchild", log: log)
        child.addSubview(grandchild)
        log.entries.removeAll()

        parent.addSubview(child)

        #expect(
            log.entries == [
                "child.willMove(toSuperview: parent)",
                "child.willMove(toWindow: window)",
                "grandchild.willMove(toWindow: window)",
                "child.didMoveToWindow",
                "grandchild.didMoveToWindow",
                "child.didMoveToSuperview",
                "parent.didAddSubview(child)",
            ])
    }

    @Test func removingAViewFromAWindowSendsTheHooksInTheDocumentedOrder() {
        let log = HookLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let parent = HookRecordingView(name: "parent", log: log)
        let child = HookRecordingView(name: "child", log: log)
        let grandchild = HookRecordingView(name: "grandchild", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        log.entries.removeAll()

        child.removeFromSuperview()

        #expect(
            log.entries == [
                "parent.willRemoveSubview(child)",
                "child.willMove(toSuperview: nil)",
                "child.willMove(toWindow: nil)",
                "grandchild.willMove(toWindow: nil)",
                "child.didMoveToWindow",
                "grandchild.didMoveToWindow",
                "child.didMoveToSuperview",
            ])
    }

    @Test func movingAViewToASuperviewInAnotherWindowTellsTheOldSuperviewFirst() {
        let log = HookLog()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let old = HookRecordingView(name: "old", log: log)
        let new = HookRecordingView(name: "new", log: log)
        let child = HookRecordingView(name: "child", log: log)
        first.addSubview(old)
        second.addSubview(new)
        old.addSubview(child)
        log.entries.removeAll()

        new.addSubview(child)

        #expect(
            log.entries == [
                "old.willRemoveSubview(child)",
                "child.willMove(toSuperview: new)",
                "child.willMove(toWindow: window)",
                "child.didMoveToWindow",
                "child.didMoveToSuperview",
                "new.didAddSubview(child)",
            ])
        #expect(child.window === second)
    }

    @Test func movingAViewWithinOneWindowSendsNoWindowHooks() {
        let log = HookLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let old = HookRecordingView(name: "old", log: log)
        let new = HookRecordingView(name: "new", log: log)
        let child = HookRecordingView(name: "child", log: log)
        window.addSubview(old)
        window.addSubview(new)
        old.addSubview(child)
        log.entries.removeAll()

        new.addSubview(child)

        #expect(
            log.entries == [
                "old.willRemoveSubview(child)",
                "child.willMove(toSuperview: new)",
                "child.didMoveToSuperview",
                "new.didAddSubview(child)",
            ])
    }

    @Test func addingAViewOutsideAnyWindowSendsNoWindowHooks() {
        let log = HookLog()
        let parent = HookRecordingView(name: "parent", log: log)
        let child = HookRecordingView(name: "child", log: log)

        parent.addSubview(child)
        child.removeFromSuperview()

        #expect(
            log.entries == [
                "child.willMove(toSuperview: parent)",
                "child.didMoveToSuperview",
                "parent.didAddSubview(child)",
                "parent.willRemoveSubview(child)",
                "child.willMove(toSuperview: nil)",
                "child.didMoveToSuperview",
            ])
    }

    @Test func reorderingSubviewsSendsNoHooks() {
        let log = HookLog()
        let parent = HookRecordingView(name: "parent", log: log)
        let a = HookRecordingView(name: "a", log: log)
        let b = HookRecordingView(name: "b", log: log)
        let c = HookRecordingView(name: "c", log: log)
        [a, b, c].forEach(parent.addSubview)
        log.entries.removeAll()

        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(c)
        parent.insertSubview(a, belowSubview: b)

        #expect(log.entries.isEmpty)
        #expect(viewIDs(parent.subviews) == viewIDs([c, a, b]))
    }

    @Test func superviewAndWindowChangeBetweenTheWillAndDidHooks() {
        let log = HookLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let parent = UIView()
        window.addSubview(parent)
        let child = HookRecordingView(name: "child", log: log)
        child.recordsState = true

        parent.addSubview(child)
        child.removeFromSuperview()

        #expect(
            log.entries == [
                "child.willMove(toSuperview: view) superview=nil window=nil",
                "child.willMove(toWindow: window) superview=nil window=nil",
                "child.didMoveToWindow superview=view window=window",
                "child.didMoveToSuperview superview=view window=window",
                "child.willMove(toSuperview: nil) superview=view window=window",
                "child.willMove(toWindow: nil) superview=view window=window",
                "child.didMoveToWindow superview=nil window=nil",
                "child.didMoveToSuperview superview=nil window=nil",
            ])
    }

    // MARK: - Window

    @Test func addingASubtreeToAViewInAWindowSetsTheWindowOfEveryViewInIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let parent = UIView()
        window.addSubview(parent)
        let child = UIView(), grandchild = UIView(), greatGrandchild = UIView()
        child.addSubview(grandchild)
        grandchild.addSubview(greatGrandchild)
        #expect(child.window == nil && grandchild.window == nil && greatGrandchild.window == nil)

        parent.addSubview(child)

        #expect(child.window === window)
        #expect(grandchild.window === window)
        #expect(greatGrandchild.window === window)
    }

    @Test func removingASubtreeFromAWindowClearsTheWindowOfEveryViewInIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let child = UIView(), grandchild = UIView()
        child.addSubview(grandchild)
        window.addSubview(child)

        child.removeFromSuperview()

        #expect(child.window == nil)
        #expect(grandchild.window == nil)
    }

    @Test func aViewAddedToAViewOutsideAnyWindowHasNoWindow() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(parent.window == nil)
        #expect(child.window == nil)
    }

    @Test func aSubtreeAddedToAViewThatLaterEntersAWindowGetsThatWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        window.addSubview(parent)
        #expect(child.window === window)
    }

    @Test func aWindowIsItsOwnWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(window.window === window)
    }

    // MARK: - Lookups

    @Test func viewWithTagReturnsTheReceiverWhenItHasTheTag() {
        let view = UIView()
        view.tag = 7
        view.addSubview(UIView())
        view.subviews[0].tag = 7
        #expect(view.viewWithTag(7) === view)
    }

    @Test func viewWithTagFindsADescendantAtAnyDepth() {
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.tag = 42
        #expect(root.viewWithTag(42) === grandchild)
        #expect(child.viewWithTag(42) === grandchild)
        #expect(grandchild.viewWithTag(42) === grandchild)
    }

    @Test func viewWithTagSearchesDepthFirstInSubviewOrder() {
        let root = UIView()
        let first = UIView(), second = UIView(), deepInFirst = UIView()
        root.addSubview(first)
        root.addSubview(second)
        first.addSubview(deepInFirst)
        deepInFirst.tag = 3
        second.tag = 3
        #expect(root.viewWithTag(3) === deepInFirst)
    }

    @Test func viewWithTagReturnsNilWhenNoViewHasTheTag() {
        let root = UIView()
        root.addSubview(UIView())
        #expect(root.viewWithTag(99) == nil)
    }

    @Test func viewWithTagDoesNotLookAtAncestorsOrSiblings() {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.tag = 5
        b.tag = 6
        #expect(a.viewWithTag(5) == nil)
        #expect(a.viewWithTag(6) == nil)
    }

    @Test func isDescendantIsTrueForTheViewItselfAndEveryAncestor() {
        let root = UIView(), child = UIView(), grandchild = UIView(), sibling = UIView()
        root.addSubview(child)
        root.addSubview(sibling)
        child.addSubview(grandchild)
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(grandchild.isDescendant(of: child))
        #expect(grandchild.isDescendant(of: root))
        #expect(!grandchild.isDescendant(of: sibling))
        #expect(!root.isDescendant(of: grandchild))
        #expect(!grandchild.isDescendant(of: UIView()))
    }

    // MARK: - Responder chain

    @Test func aViewsNextResponderIsItsSuperview() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
    }

    @Test func aControllersRootViewsNextResponderIsTheControllerAndTheControllersIsTheSuperview() {
        let controller = UIViewController()
        let host = UIView()
        let root: UIView = controller.view
        let button = UIView()
        root.addSubview(button)
        host.addSubview(root)

        #expect(button.next === root)
        #expect(root.next === controller)
        #expect(controller.next === host)
    }

    @Test func aChildControllersChainRunsThroughTheParentsView() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        #expect(child.next === parent)

        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)

        #expect(child.view.next === child)
        #expect(child.next === parent.view)
        #expect(parent.view.next === parent)
    }

    @Test func theChainGoesFromTheWindowToTheApplication() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let view = UIView()
        window.addSubview(view)
        #expect(view.next === window)
        #expect(window.next === UIApplication.shared)
    }

    // MARK: - Description

    @Test func descriptionGivesTheClassAddressAndFrameAsUIKitDoes() {
        let view = UIView(frame: CGRect(x: 2, y: 3, width: 10.5, height: 4))
        #expect(view.description.hasPrefix("<UIView: 0x"))
        #expect(view.description.hasSuffix("; frame = (2 3; 10.5 4)>"))
        view.isHidden = true
        #expect(view.description.hasSuffix("; frame = (2 3; 10.5 4); hidden = YES>"))
    }

    // MARK: - Ownership

    @Test func aSuperviewHoldsItsSubviews() {
        let parent = UIView()
        weak var weakChild: UIView?
        do {
            let child = UIView()
            weakChild = child
            parent.addSubview(child)
        }
        #expect(weakChild != nil)
        #expect(parent.subviews.first === weakChild)
    }

    @Test func aRemovedViewIsFreedWhenNothingElseHoldsIt() {
        let parent = UIView()
        weak var weakChild: UIView?
        do {
            let child = UIView()
            child.addSubview(UIView())
            weakChild = child
            parent.addSubview(child)
        }
        parent.subviews.first?.removeFromSuperview()
        #expect(weakChild == nil)
        #expect(parent.subviews.isEmpty)
    }

    @Test func aSubviewDoesNotKeepItsSuperviewAlive() {
        let child = UIView()
        weak var weakParent: UIView?
        do {
            let parent = UIView()
            weakParent = parent
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
    }

    @Test func aViewDoesNotKeepItsWindowAlive() {
        let view = UIView()
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            weakWindow = window
            window.addSubview(view)
            #expect(view.window === window)
        }
        #expect(weakWindow == nil)
        #expect(view.window == nil)
    }

    @Test func aRootViewDoesNotKeepItsControllerAlive() {
        let root: UIView
        weak var weakController: UIViewController?
        do {
            let controller = UIViewController()
            weakController = controller
            root = controller.view
            #expect(root.next === controller)
        }
        #expect(weakController == nil)
        #expect(root.next == nil)
    }
}

private func viewIDs(_ views: [UIView]) -> [ObjectIdentifier] {
    views.map(ObjectIdentifier.init)
}

/// The hooks recording views wrote, in order.
@MainActor
private final class HookLog {
    var entries: [String] = []
}

/// A view that records each hierarchy hook it gets in a shared log as `name.hook(argument)`.
@MainActor
private final class HookRecordingView: UIView {
    let name: String
    let log: HookLog
    /// Whether entries also give `superview` and `window` as they are when the hook runs.
    var recordsState = false

    init(name: String, log: HookLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("created in code")
    }

    private func label(_ view: UIView?) -> String {
        switch view {
        case nil: "nil"
        case let view as HookRecordingView: view.name
        case is UIWindow: "window"
        default: "view"
        }
    }

    private func record(_ entry: String) {
        let state = recordsState ? " superview=\(label(superview)) window=\(label(window))" : ""
        log.entries.append("\(name).\(entry)\(state)")
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        record("willMove(toSuperview: \(label(newSuperview)))")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        record("didMoveToSuperview")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        record("willMove(toWindow: \(label(newWindow)))")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        record("didMoveToWindow")
    }

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        record("didAddSubview(\(label(subview)))")
    }

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        record("willRemoveSubview(\(label(subview)))")
    }
}

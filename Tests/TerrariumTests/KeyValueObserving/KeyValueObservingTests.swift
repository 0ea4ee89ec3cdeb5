import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// An observer that records each change it is told of.
@MainActor
final class ChangeRecorder: UIViewController {
    var changes: [(keyPath: String, change: [NSKeyValueChangeKey: Any])] = []
    var contexts: [UnsafeMutableRawPointer?] = []

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        changes.append((keyPath ?? "", change ?? [:]))
        contexts.append(context)
    }

    var newValues: [String] { changes.map { "\($0.keyPath)=\($0.change[.newKey].map { "\($0)" } ?? "-")" } }
}

/// A scroll view that observes its own offset and stops in its `deinit`, as a segmented
/// pager's scroll view does.
final class SelfObservingScrollView: UIScrollView {
    var offsets: [CGPoint] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        addObserver(self, forKeyPath: "contentOffset", options: [.new], context: nil)
    }
    required init?(coder: NSCoder) { nil }
    isolated deinit { removeObserver(self, forKeyPath: "contentOffset", context: nil) }
    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        if let offset = change?[.newKey] as? CGPoint { offsets.append(offset) }
    }
}

/// Key-value observing of the view properties UIKit code observes, by name and by key path.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct KeyValueObservingTests {
    @Test func aScrollViewReportsEachNewOffsetWithTheOldOne() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        scrollView.contentSize = CGSize(width: 40, height: 5)
        let observer = ChangeRecorder()
        scrollView.addObserver(observer, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
        scrollView.contentOffset = CGPoint(x: 3, y: 0)
        scrollView.contentOffset = CGPoint(x: 3, y: 0)  // unchanged: not reported
        scrollView.contentOffset = CGPoint(x: 7, y: 0)
        #expect(observer.changes.count == 2)
        #expect(observer.changes[0].change[.oldKey] as? CGPoint == .zero)
        #expect(observer.changes[0].change[.newKey] as? CGPoint == CGPoint(x: 3, y: 0))
        #expect(observer.changes[1].change[.newKey] as? CGPoint == CGPoint(x: 7, y: 0))
        #expect(observer.changes[1].change[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)

        scrollView.removeObserver(observer, forKeyPath: "contentOffset")
        scrollView.contentOffset = .zero
        #expect(observer.changes.count == 2)
    }

    /// A segmented pager observes `contentOffset` on each child's view, a scroll view only for
    /// table controllers: on a plain view UIKit registers it and never calls.
    @Test func aScrollViewsKeyOnAPlainViewIsRegisteredAndNeverReported() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let observer = ChangeRecorder()
        view.addObserver(observer, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
        view.frame.origin.x = 4
        view.bounds.origin = CGPoint(x: 0, y: 3)
        #expect(observer.changes.isEmpty)
        view.removeObserver(observer, forKeyPath: "contentOffset")  // registered: no crash
    }

    @Test func aViewObservingItselfStopsInItsDeinit() {
        weak var gone: SelfObservingScrollView?
        do {
            let scrollView = SelfObservingScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
            scrollView.contentSize = CGSize(width: 40, height: 5)
            scrollView.contentOffset = CGPoint(x: 2, y: 0)
            #expect(scrollView.offsets == [CGPoint(x: 2, y: 0)])
            gone = scrollView
        }
        #expect(gone == nil)  // its deinit removed the observation without stopping the process
    }

    @Test func scrollingWithTheWheelIsReportedToo() {
        let screen = HeadlessScreen(width: 20, height: 6)
        let observer = ChangeRecorder()
        screen.show(observer)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        scrollView.contentSize = CGSize(width: 20, height: 30)
        observer.view.addSubview(scrollView)
        screen.runUntilIdle()
        scrollView.addObserver(observer, forKeyPath: "contentOffset", options: [.new], context: nil)
        screen.scroll(at: CGPoint(x: 5, y: 3), deltaY: 3)
        screen.runUntilIdle()
        #expect(!observer.changes.isEmpty)
        #expect((observer.changes.last?.change[.newKey] as? CGPoint)?.y == scrollView.contentOffset.y)
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test func initialAndPriorOptionsAndTheContext() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        let observer = ChangeRecorder()
        // A context that outlives the calls, as an observer's static context does.
        let context = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { context.deallocate() }
        view.addObserver(observer, forKeyPath: "alpha", options: [.initial, .new, .old, .prior], context: context)
        #expect(observer.newValues == ["alpha=1.0"])
        view.alpha = 0.5
        #expect(observer.changes.count == 3)
        #expect(observer.changes[1].change[.notificationIsPriorKey] as? Bool == true)
        #expect(observer.changes[1].change[.oldKey] as? CGFloat == 1)
        #expect(observer.changes[1].change[.newKey] == nil)
        #expect(observer.changes[2].change[.newKey] as? CGFloat == 0.5)
        #expect(observer.contexts.allSatisfy { $0 == context })
        view.removeObserver(observer, forKeyPath: "alpha", context: context)
    }

    @Test func frameBoundsCenterAndHiddenAreObservable() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        let observer = ChangeRecorder()
        for key in ["frame", "bounds", "center", "hidden", "isHidden"] {
            view.addObserver(observer, forKeyPath: key, options: [.new], context: nil)
        }
        view.center = CGPoint(x: 10, y: 5)  // moves the frame, not the bounds
        #expect(observer.changes.map(\.keyPath) == ["frame", "center"])
        #expect(observer.changes[0].change[.newKey] as? CGRect == CGRect(x: 8, y: 4, width: 4, height: 2))
        #expect(observer.changes[1].change[.newKey] as? CGPoint == CGPoint(x: 10, y: 5))
        observer.changes.removeAll()
        view.isHidden = true
        #expect(observer.newValues.sorted() == ["hidden=true", "isHidden=true"])
        observer.changes.removeAll()
        view.bounds = CGRect(x: 0, y: 0, width: 6, height: 2)  // a size change keeps the center
        #expect(observer.changes.map(\.keyPath).sorted() == ["bounds", "frame"])
    }

    @Test func aBlockObservesContentOffsetAndContentSizeUntilInvalidated() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        var offsets: [CGPoint] = []
        var sizes: [CGSize?] = []
        let offsetObservation = scrollView.observe(\.contentOffset, options: [.new, .initial]) { scrollView, change in
            offsets.append(change.newValue ?? CGPoint(x: -1, y: -1))
        }
        let sizeObservation = scrollView.observe(\.contentSize, options: [.old]) { _, change in
            sizes.append(change.oldValue)
            #expect(change.newValue == nil)
        }
        scrollView.contentSize = CGSize(width: 30, height: 5)
        scrollView.contentOffset = CGPoint(x: 4, y: 0)
        #expect(offsets == [.zero, CGPoint(x: 4, y: 0)])
        #expect(sizes == [.zero])
        offsetObservation.invalidate()
        scrollView.contentOffset = .zero
        #expect(offsets.count == 2)
        _ = sizeObservation
    }

    @Test func aBlockObservesAViewsFrameAndStopsWhenTheObservationGoesAway() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        var frames: [CGRect] = []
        var observation: NSKeyValueObservation? = view.observe(\.frame, options: [.new]) { _, change in
            if let frame = change.newValue { frames.append(frame) }
        }
        view.frame.origin.x = 3
        #expect(frames == [CGRect(x: 3, y: 0, width: 4, height: 2)])
        _ = observation
        observation = nil
        view.frame.origin.x = 5
        #expect(frames.count == 1)
    }
}

/// A scroll view's key asked of a plain view at once (`.initial`): UIKit reads the value and
/// raises, the view not being key-value coding compliant for it.
@Suite(.isolatedUI) struct KeyValueObservingMisuseCrashTests {
    @Test func aScrollViewsKeyOnAPlainViewWithInitialStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().addObserver(ChangeRecorder(), forKeyPath: "contentOffset", options: [.initial], context: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("uncaught exception 'NSUnknownKeyException'"))
        #expect(message.contains("this class is not key value coding-compliant for the key contentOffset."))
    }
}

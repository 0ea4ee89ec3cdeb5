import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UIScrollView: offsets, insets, indicators, and scrolling by wheel, keys and mouse.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ScrollViewTests {
    /// A 20×5 scroll view at the screen's top-left, holding `rows` labels "Line 1"… one per row.
    private func makeScrollView(rows: Int = 50, width: CGFloat = 20) -> (UIScrollView, ScrollRecorder) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: width, height: 5))
        for row in 0..<rows {
            let label = UILabel(frame: CGRect(x: 0, y: row, width: 12, height: 1))
            label.text = "Line \(row + 1)"
            scrollView.addSubview(label)
        }
        scrollView.contentSize = CGSize(width: width, height: CGFloat(rows))
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        return (scrollView, recorder)
    }

    private func show(_ views: [UIView], width: Int = 30, height: Int = 8) -> HeadlessScreen {
        let screen = HeadlessScreen(width: width, height: height)
        screen.show(ScrollHostViewController(views))
        return screen
    }

    @Test func contentOffsetIsTheBoundsOriginAndReportsEachChange() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 7)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 7))
        scrollView.bounds.origin = CGPoint(x: 0, y: 3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 3))
        scrollView.contentOffset = CGPoint(x: 0, y: 3)
        #expect(recorder.events == ["didScroll (0, 7)", "didScroll (0, 3)"])
    }

    @Test func clippedContentMovesOnScreenAsTheOffsetChanges() {
        let (scrollView, _) = makeScrollView()
        let screen = show([scrollView])
        #expect(screen.lines[0].hasPrefix("Line 1 "))
        #expect(screen.lines[4].hasPrefix("Line 5 "))
        #expect(!screen.text.contains("Line 6"), "content below the view is clipped")
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        screen.runUntilIdle()
        #expect(screen.lines[0].hasPrefix("Line 11"))
        #expect(screen.lines[4].hasPrefix("Line 15"))
        #expect(screen.lines[5].isEmpty)
    }

    @Test func hitTestingFollowsTheScrolledContent() {
        let (scrollView, _) = makeScrollView(rows: 5)
        scrollView.contentSize = CGSize(width: 20, height: 30)
        var tapped = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "") { _ in tapped += 1 })
        button.setTitle("Far", for: .normal)
        button.frame = CGRect(x: 2, y: 20, width: 3, height: 1)
        scrollView.addSubview(button)
        let screen = show([scrollView])
        scrollView.contentOffset = CGPoint(x: 0, y: 18)
        screen.runUntilIdle()
        #expect(screen.lines[2].hasPrefix("  Far"))
        #expect(scrollView.hitTest(CGPoint(x: 3, y: 20), with: nil) === button)
        screen.tap(at: CGPoint(x: 3, y: 2))
        #expect(tapped == 1)
    }

    @Test func theWheelScrollsThreeRowsANotchWithinTheContent() {
        let (scrollView, recorder) = makeScrollView()
        let screen = show([scrollView])
        screen.scroll(at: CGPoint(x: 3, y: 2), deltaY: 1)
        #expect(scrollView.contentOffset.y == 3)
        #expect(screen.lines[0].hasPrefix("Line 4"))
        screen.scroll(at: CGPoint(x: 3, y: 2), deltaY: -2)
        #expect(scrollView.contentOffset.y == 0, "kept at the top, no bounce")
        screen.scroll(at: CGPoint(x: 3, y: 2), deltaY: 100)
        #expect(scrollView.contentOffset.y == 45, "kept at the bottom: 50 rows less 5 shown")
        #expect(screen.lines[4].hasPrefix("Line 50"))
        #expect(recorder.events == ["didScroll (0, 3)", "didScroll (0, 0)", "didScroll (0, 45)"])
    }

    @Test func aWheelTurnThatCannotScrollGoesToTheEnclosingScrollView() {
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        outer.contentSize = CGSize(width: 30, height: 40)
        let (inner, _) = makeScrollView(rows: 4)
        outer.addSubview(inner)
        let screen = show([outer])
        screen.scroll(at: CGPoint(x: 2, y: 1), deltaY: 1)
        #expect(inner.contentOffset == .zero)
        #expect(outer.contentOffset.y == 3)
    }

    @Test func keysScrollTheFocusedScrollView() {
        let (scrollView, _) = makeScrollView()
        let screen = show([scrollView])
        screen.press("tab")
        #expect(screen.window.focusedView === scrollView)
        screen.press("down")
        #expect(scrollView.contentOffset.y == 1)
        #expect(screen.lines[0].hasPrefix("Line 2"))
        screen.press("pagedown")
        #expect(scrollView.contentOffset.y == 5, "a page is the height less one row")
        screen.press("end")
        #expect(scrollView.contentOffset.y == 45)
        screen.press("down")
        #expect(scrollView.contentOffset.y == 45)
        screen.press("pageup")
        #expect(scrollView.contentOffset.y == 41)
        screen.press("home")
        #expect(scrollView.contentOffset.y == 0)
        screen.press("up")
        #expect(scrollView.contentOffset.y == 0)
        #expect(screen.lines[0].hasPrefix("Line 1 "))
    }

    @Test func keysReachTheScrollViewFromAFirstResponderInside() {
        let (scrollView, _) = makeScrollView()
        let field = KeyTaker(frame: CGRect(x: 14, y: 0, width: 2, height: 1))
        scrollView.addSubview(field)
        let screen = show([scrollView])
        #expect(field.becomeFirstResponder())
        screen.press("pagedown")
        #expect(scrollView.contentOffset.y == 4)
        screen.press("x")
        #expect(field.typed == ["x"], "other keys go on as before")
    }

    @Test func aScrollViewWhoseContentFitsIsNotFocusableAndLetsKeysPass() {
        let (scrollView, _) = makeScrollView(rows: 3)
        let screen = show([scrollView])
        #expect(!scrollView.canBecomeFocused)
        screen.press("tab")
        #expect(screen.window.focusedView == nil)
    }

    @Test func horizontalContentScrollsWithLeftRightAndTheWheel() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        label.text = "abcdefghijklmnopqrstuvwxyz0123"
        scrollView.addSubview(label)
        scrollView.contentSize = CGSize(width: 30, height: 2)
        let screen = show([scrollView])
        screen.press("tab")
        screen.press("right")
        #expect(scrollView.contentOffset == CGPoint(x: 1, y: 0))
        #expect(screen.lines[0].hasPrefix("bcdefghijk"))
        screen.press("end")
        #expect(scrollView.contentOffset.x == 20)
        screen.scroll(at: CGPoint(x: 2, y: 0), deltaX: -1, deltaY: 0)
        #expect(scrollView.contentOffset.x == 17)
        // A thumb of 3 cells (10 × 10 / 30) at 17 / 20 of the track's travel of 7.
        #expect(screen.lines[1] == "──────━━━─", "the horizontal indicator in the last row")
    }

    @Test func theVerticalIndicatorShowsWhereTheViewIsInTheContent() {
        let (scrollView, _) = makeScrollView(rows: 20)
        let screen = show([scrollView])
        // 5 rows of 20: a thumb of 1 cell (5 × 5 / 20 rounded) at the top of the track.
        #expect(screen.lines.prefix(5).map { String($0.suffix(1)) } == ["┃", "│", "│", "│", "│"])
        #expect(screen.lines[0].count == 20, "the indicator is in the last column")
        scrollView.contentOffset.y = 5
        screen.runUntilIdle()
        #expect(screen.lines.prefix(5).map { String($0.suffix(1)) } == ["│", "┃", "│", "│", "│"])
        scrollView.contentOffset.y = 15
        screen.runUntilIdle()
        #expect(screen.lines.prefix(5).map { String($0.suffix(1)) } == ["│", "│", "│", "│", "┃"])
        scrollView.showsVerticalScrollIndicator = false
        screen.runUntilIdle()
        #expect(!screen.text.contains("│") && !screen.text.contains("┃"))
    }

    @Test func noIndicatorWhenTheContentFits() {
        let (scrollView, _) = makeScrollView(rows: 5)
        let screen = show([scrollView])
        #expect(!screen.text.contains("│") && !screen.text.contains("┃"))
    }

    @Test func draggingTheContentWithTheMouseMovesItAndTellsTheDelegate() {
        let (scrollView, recorder) = makeScrollView()
        let screen = show([scrollView])
        screen.drag(from: CGPoint(x: 3, y: 4), through: [CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 1)])
        #expect(scrollView.contentOffset.y == 3)
        #expect(screen.lines[0].hasPrefix("Line 4"))
        #expect(
            recorder.events == [
                "willBeginDragging", "didScroll (0, 1)", "didScroll (0, 3)", "willEndDragging", "didEndDragging false",
            ])
        #expect(!scrollView.isDragging && !scrollView.isTracking)
        screen.drag(from: CGPoint(x: 3, y: 1), through: [CGPoint(x: 3, y: 4)])
        #expect(scrollView.contentOffset.y == 0)
        screen.drag(from: CGPoint(x: 3, y: 1), through: [CGPoint(x: 3, y: 4)])
        #expect(scrollView.contentOffset.y == 0, "kept at the top")
    }

    @Test func draggingTheThumbScrollsInProportion() {
        let (scrollView, recorder) = makeScrollView(rows: 20)
        let screen = show([scrollView])
        screen.drag(from: CGPoint(x: 19, y: 0), through: [CGPoint(x: 19, y: 2), CGPoint(x: 19, y: 4)])
        #expect(scrollView.contentOffset.y == 15)
        #expect(screen.lines[4].hasPrefix("Line 20"))
        #expect(recorder.events.first == "willBeginDragging")
        #expect(recorder.events.last == "didEndDragging false")
        screen.drag(from: CGPoint(x: 19, y: 4), through: [CGPoint(x: 19, y: 2)])
        #expect(scrollView.contentOffset.y == 8, "track travel 4 cells for 15 rows: cell 2 is row 7.5, rounded")
    }

    @Test func clickingTheTrackPages() {
        let (scrollView, _) = makeScrollView(rows: 20)
        let screen = show([scrollView])
        screen.tap(at: CGPoint(x: 19, y: 3))
        #expect(scrollView.contentOffset.y == 4)
        screen.tap(at: CGPoint(x: 19, y: 0))
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func animatedScrollsRunOnTheMainLoopClock() {
        let (scrollView, recorder) = makeScrollView()
        let screen = show([scrollView])
        scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
        #expect(scrollView.contentOffset.y == 0, "nothing moves until the clock does")
        screen.advance(by: 0.15)
        let halfway = scrollView.contentOffset.y
        #expect(halfway > 0 && halfway < 20)
        #expect(screen.lines[0].hasPrefix("Line \(Int(halfway) + 1)"))
        #expect(!recorder.events.contains("didEndScrollingAnimation"))
        screen.advance(by: 0.2)
        #expect(scrollView.contentOffset.y == 20)
        #expect(recorder.events.last == "didEndScrollingAnimation")
        #expect(recorder.events.filter { $0 == "didEndScrollingAnimation" }.count == 1)
        #expect(recorder.events.filter { $0.hasPrefix("didScroll") }.count > 3)
        #expect(screen.lines[0].hasPrefix("Line 21"))
        #expect(MainLoop.main.nextDeadline == nil, "nothing left scheduled: the loop idles")
    }

    @Test func settingTheOffsetStopsAnAnimatedScrollWithoutAnEnd() {
        let (scrollView, recorder) = makeScrollView()
        let screen = show([scrollView])
        scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
        screen.advance(by: 0.1)
        scrollView.contentOffset = CGPoint(x: 0, y: 2)
        screen.advance(by: 1)
        #expect(scrollView.contentOffset.y == 2)
        #expect(!recorder.events.contains("didEndScrollingAnimation"))
    }

    @Test func scrollRectToVisibleMovesTheLeastNeeded() {
        let (scrollView, recorder) = makeScrollView()
        let screen = show([scrollView])
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2, width: 5, height: 1), animated: false)
        #expect(scrollView.contentOffset.y == 0, "already visible")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 12, width: 5, height: 2), animated: false)
        #expect(scrollView.contentOffset.y == 9, "its bottom at the view's bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 4, width: 5, height: 1), animated: false)
        #expect(scrollView.contentOffset.y == 4, "its top at the view's top")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 60, width: 5, height: 1), animated: false)
        #expect(scrollView.contentOffset.y == 45, "within the content")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 10, width: 5, height: 1), animated: true)
        screen.runUntilIdle()
        #expect(scrollView.contentOffset.y == 10)
        #expect(recorder.events.last == "didEndScrollingAnimation")
    }

    @Test(arguments: [
        (UIScrollView.ContentInsetAdjustmentBehavior.never, 50, UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)),
        (.always, 3, UIEdgeInsets(top: 3, left: 2, bottom: 1, right: 0)),
        (.scrollableAxes, 3, UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)),
        (.scrollableAxes, 50, UIEdgeInsets(top: 3, left: 0, bottom: 1, right: 0)),
        (.automatic, 50, UIEdgeInsets(top: 3, left: 0, bottom: 1, right: 0)),
        (.automatic, 3, UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)),
    ])
    func adjustedContentInsetAddsTheSafeAreaByBehaviour(
        behavior: UIScrollView.ContentInsetAdjustmentBehavior, rows: Int, expected: UIEdgeInsets
    ) {
        let (scrollView, recorder) = makeScrollView(rows: rows)
        scrollView.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        scrollView.contentInsetAdjustmentBehavior = behavior
        recorder.events.removeAll()
        let controller = ScrollViewController(scrollView)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 2, bottom: 1, right: 0)
        let screen = HeadlessScreen(width: 20, height: 5)
        screen.show(controller)
        #expect(scrollView.adjustedContentInset == expected)
        #expect(recorder.events.contains("didChangeAdjustedContentInset") == (expected != scrollView.contentInset))
    }

    /// UIKit's header: `.automatic` "will also adjust the top & bottom contentInset when the
    /// scroll view is owned by a view controller with automaticallyAdjustsScrollViewInsets =
    /// YES inside a navigation controller, regardless of whether the scroll view is scrollable".
    @Test func automaticallyAdjustsScrollViewInsetsDecidesTheAutomaticAdjustmentInANavigationController() {
        let (scrollView, _) = makeScrollView(rows: 3)  // not scrollable
        let controller = ScrollViewController(scrollView)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        let legacy: any LegacyInsetAdjusting = LegacyInsets()
        #expect(legacy.adjusts(controller), "true by default, as in UIKit")
        let screen = HeadlessScreen(width: 20, height: 8)
        screen.show(UINavigationController(rootViewController: controller))
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0))
        legacy.set(controller, false)
        screen.runUntilIdle()
        #expect(scrollView.adjustedContentInset == .zero, "as .scrollableAxes: the content does not scroll")
        legacy.set(controller, true)
        screen.runUntilIdle()
        #expect(scrollView.adjustedContentInset.top == 1)
        scrollView.contentInsetAdjustmentBehavior = .never
        screen.runUntilIdle()
        #expect(scrollView.adjustedContentInset == .zero, "other behaviours ignore it")
    }

    @Test func contentRestingAtTheTopFollowsAnInsetChange() {
        let (scrollView, recorder) = makeScrollView()
        let controller = ScrollViewController(scrollView)
        let screen = HeadlessScreen(width: 20, height: 5)
        screen.show(controller)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        screen.runUntilIdle()
        #expect(scrollView.adjustedContentInset.top == 2)
        #expect(scrollView.contentOffset.y == -2)
        #expect(screen.lines[2].hasPrefix("Line 1 "))
        #expect(recorder.events.suffix(2) == ["didScroll (0, -2)", "didChangeAdjustedContentInset"])
        screen.press("tab")
        screen.press("home")
        screen.scroll(at: CGPoint(x: 1, y: 3), deltaY: -1)
        #expect(scrollView.contentOffset.y == -2, "input reaches the inset, not beyond")
        screen.press("end")
        #expect(scrollView.contentOffset.y == 45)
    }

    @Test func anOffsetPastTheEndComesBackWhenTheContentShrinks() {
        let (scrollView, recorder) = makeScrollView()
        let screen = show([scrollView])
        scrollView.contentOffset.y = 40
        scrollView.contentSize.height = 20
        #expect(scrollView.contentOffset.y == 15)
        #expect(recorder.events.last == "didScroll (0, 15)")
        scrollView.frame.size.height = 8
        screen.runUntilIdle()
        #expect(scrollView.contentOffset.y == 12, "a taller view shows more of the end")
        scrollView.contentOffset.y = -3
        scrollView.contentSize.height = 10
        #expect(scrollView.contentOffset.y == -3, "an offset before the start is code's to keep")
        scrollView.contentOffset.y = 30
        screen.runUntilIdle()
        #expect(scrollView.contentOffset.y == 30, "so is one past the end, until the content or size changes")
    }

    @Test func layoutGuidesPlaceContentAndKeepViewsInSight() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        scrollView.contentSize = CGSize(width: 20, height: 50)
        scrollView.showsVerticalScrollIndicator = false
        let label = UILabel()
        label.text = "Tenth"
        label.translatesAutoresizingMaskIntoConstraints = false
        let badge = UILabel()
        badge.text = "Pinned"
        badge.translatesAutoresizingMaskIntoConstraints = false
        let last = UILabel()
        last.text = "End"
        last.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(label)
        scrollView.addSubview(badge)
        scrollView.addSubview(last)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 9),
            label.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            last.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            last.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
        ])
        let screen = show([scrollView])
        #expect(screen.lines[0] == "              Pinned")
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 20, height: 50))
        scrollView.contentOffset.y = 8
        screen.runUntilIdle()
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 8, width: 20, height: 5))
        #expect(screen.lines[0] == "              Pinned", "the pinned view stays in sight")
        #expect(screen.lines[1] == "Tenth")
        screen.press("tab")
        screen.press("end")
        #expect(screen.lines[4] == "End")
        #expect(screen.lines[0] == "              Pinned")
        scrollView.contentSize.height = 30
        screen.runUntilIdle()
        #expect(last.frame.maxY == 30, "content guide follows contentSize")
    }

    /// The pattern most iOS screens use: a content view pinned to the scroll view's four
    /// edges (to the views inside, the content's edges) with a width and a height decides
    /// `contentSize`, and the content scrolls to its end.
    @Test func constraintsOnTheContentDecideTheContentSize() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        scrollView.showsVerticalScrollIndicator = false
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        let end = UILabel()
        end.text = "End"
        end.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        content.addSubview(end)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 30),
            end.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            end.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        ])
        let screen = show([scrollView])
        #expect(scrollView.contentSize == CGSize(width: 20, height: 30))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 20, height: 30))
        screen.press("tab")
        screen.press("end")
        #expect(scrollView.contentOffset.y == 25)
        #expect(screen.lines[4] == "End")
        // The content grows: so does the content size, at the next layout.
        content.constraints.first { $0.firstAttribute == .height }?.constant = 40
        screen.runUntilIdle()
        #expect(scrollView.contentSize == CGSize(width: 20, height: 40))
    }

    /// Content sized by its own intrinsic size, pinned to the content layout guide's edges.
    @Test func intrinsicallySizedContentPinnedToTheContentGuideSizesIt() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        scrollView.contentSize = CGSize(width: 99, height: 99)
        let label = UILabel()
        label.text = "A long line of text"
        label.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(label)
        let guide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 1),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -1),
            label.topAnchor.constraint(equalTo: guide.topAnchor),
            label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        _ = show([scrollView])
        #expect(scrollView.contentSize == CGSize(width: 21, height: 1))
    }

    /// A content size no constraint decides keeps the value code set.
    @Test func aContentSizeNothingConstrainsStaysAsSet() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        scrollView.contentSize = CGSize(width: 10, height: 40)
        let label = UILabel()
        label.text = "Top"
        label.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            label.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 2),
        ])
        _ = show([scrollView])
        #expect(scrollView.contentSize == CGSize(width: 10, height: 40))
        #expect(label.frame.origin == CGPoint(x: 0, y: 2))
    }

    /// A view outside the scroll view constrained to one inside follows it as the content
    /// scrolls (a side menu's page, a sticky header); the scroll view's centre, to the views
    /// inside, is its frame's, so a view centred on it stays in the middle of what shows.
    @Test func constraintsAcrossTheScrollViewFollowTheOffsetAndCentresAreTheFrames() {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.showsHorizontalScrollIndicator = false
        let page = UIView()
        page.translatesAutoresizingMaskIntoConstraints = false
        let centred = UILabel()
        centred.text = "Mid"
        centred.translatesAutoresizingMaskIntoConstraints = false
        let follower = UILabel()
        follower.text = "F"
        follower.translatesAutoresizingMaskIntoConstraints = false
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        host.addSubview(scrollView)
        host.addSubview(follower)
        scrollView.addSubview(page)
        scrollView.addSubview(centred)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            scrollView.topAnchor.constraint(equalTo: host.topAnchor),
            scrollView.widthAnchor.constraint(equalToConstant: 20),
            scrollView.heightAnchor.constraint(equalToConstant: 5),
            page.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 10),
            page.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            page.topAnchor.constraint(equalTo: scrollView.topAnchor),
            page.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            page.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            page.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
            follower.leadingAnchor.constraint(equalTo: page.leadingAnchor),
            follower.topAnchor.constraint(equalTo: host.topAnchor, constant: 6),
            centred.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            centred.topAnchor.constraint(equalTo: scrollView.topAnchor),
        ])
        let screen = show([host])
        #expect(scrollView.contentSize == CGSize(width: 30, height: 5))
        #expect(follower.frame.minX == 10)
        #expect(abs(centred.frame.midX - 10) <= 0.5)
        scrollView.contentOffset.x = 10
        screen.runUntilIdle()
        #expect(follower.frame.minX == 0, "the follower moved with the page")
        #expect(abs(centred.frame.midX - 20) <= 0.5, "in content coordinates: still the middle of what shows")
        #expect(screen.lines[6].hasPrefix("F"))
    }

    @Test func disabledScrollingIgnoresInputButNotCode() {
        let (scrollView, _) = makeScrollView()
        scrollView.isScrollEnabled = false
        let screen = show([scrollView])
        screen.scroll(at: CGPoint(x: 3, y: 2), deltaY: 1)
        screen.drag(from: CGPoint(x: 3, y: 4), through: [CGPoint(x: 3, y: 1)])
        screen.press("tab")
        screen.press("pagedown")
        #expect(scrollView.contentOffset.y == 0)
        scrollView.contentOffset.y = 8
        #expect(scrollView.contentOffset.y == 8)
    }
}

/// Records a scroll view delegate's calls.
@MainActor
private final class ScrollRecorder: UIScrollViewDelegate {
    var events: [String] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll (\(Int(scrollView.contentOffset.x)), \(Int(scrollView.contentOffset.y)))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { events.append("willEndDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        events.append("didChangeAdjustedContentInset")
    }
}

/// A controller whose view holds the given views at their frames.
@MainActor
private final class ScrollHostViewController: UIViewController {
    private let views: [UIView]
    init(_ views: [UIView]) {
        self.views = views
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("created in code") }
    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in views { view.addSubview(subview) }
    }
}

/// A controller whose view is the given scroll view.
@MainActor
private final class ScrollViewController: UIViewController {
    private let scrollView: UIScrollView
    init(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("created in code") }
    override func loadView() { view = scrollView }
}

/// A first responder that records the characters pressed and passes other keys on.
@MainActor
private final class KeyTaker: UIView {
    var typed: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = presses
        for press in presses where press.key?.characters.count == 1 && press.key?.keyCode != .keyboardPageDown {
            if let characters = press.key?.characters, characters.unicodeScalars.first!.value >= 0x20,
                characters.unicodeScalars.first!.value < 0x7F
            {
                typed.append(characters)
                rest.remove(press)
            }
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }
}

/// Reads and sets the deprecated `automaticallyAdjustsScrollViewInsets` through a protocol,
/// which keeps the test build free of deprecation warnings.
@MainActor
private protocol LegacyInsetAdjusting {
    func adjusts(_ controller: UIViewController) -> Bool
    func set(_ controller: UIViewController, _ value: Bool)
}

@MainActor
private struct LegacyInsets: LegacyInsetAdjusting {
    @available(*, deprecated)
    func adjusts(_ controller: UIViewController) -> Bool { controller.automaticallyAdjustsScrollViewInsets }
    @available(*, deprecated)
    func set(_ controller: UIViewController, _ value: Bool) { controller.automaticallyAdjustsScrollViewInsets = value }
}

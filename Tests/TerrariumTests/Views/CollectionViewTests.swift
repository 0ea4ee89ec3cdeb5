import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UICollectionView with UICollectionViewFlowLayout: flow, reuse, selection, keys, paging,
/// updates, a custom layout.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CollectionViewTests {
    /// A collection view filling a `width`×`height` screen.
    private func show(
        _ source: GridSource, layout: UICollectionViewLayout? = nil, width: Int = 30, height: Int = 5,
        configure: (UICollectionView) -> Void = { _ in }
    ) -> (HeadlessScreen, UICollectionView) {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 8, height: 1)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout ?? flow)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.showsVerticalScrollIndicator = false
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.dataSource = source
        collectionView.delegate = source
        configure(collectionView)
        let screen = HeadlessScreen(width: width, height: height)
        screen.show(HostViewController(collectionView))
        return (screen, collectionView)
    }

    @Test func aVerticalFlowWrapsItemsIntoRows() {
        let source = GridSource(items: [7])
        let (screen, collectionView) = show(source)
        #expect(
            Array(screen.lines.prefix(3)) == [
                "Item 0     Item 1     Item 2", "Item 3     Item 4     Item 5", "Item 6",
            ])
        #expect(collectionView.contentSize == CGSize(width: 30, height: 3))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 11, y: 1, width: 8, height: 1))
        #expect(collectionView.numberOfItems(inSection: 0) == 7)
    }

    @Test func aHorizontalFlowFillsColumnsAndTheWheelScrollsItSideways() {
        let source = GridSource(items: [12])
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 6, height: 1)
        flow.minimumLineSpacing = 1
        flow.minimumInteritemSpacing = 0
        let (screen, collectionView) = show(source, layout: flow, width: 20, height: 3)
        #expect(screen.lines == ["Item 0 Item 3 Item 6", "Item 1 Item 4 Item 7", "Item 2 Item 5 Item 8"])
        #expect(collectionView.contentSize == CGSize(width: 27, height: 3))
        screen.scroll(at: CGPoint(x: 2, y: 1), deltaY: 1)
        #expect(collectionView.contentOffset == CGPoint(x: 3, y: 0), "a vertical wheel scrolls a horizontal layout")
        #expect(screen.lines[0] == "m 0 Item 3 Item 6 It")
    }

    @Test func onlyVisibleItemsHaveCellsAndCellsThatScrollAwayAreReused() {
        let source = GridSource(items: [3_000])
        let (screen, collectionView) = show(source)
        #expect(collectionView.visibleCells.count == 15)
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
        #expect(collectionView.contentSize.height == 1_000)
        for _ in 0..<10 { screen.scroll(at: CGPoint(x: 2, y: 2), deltaY: 1) }
        #expect(collectionView.contentOffset.y == 30)
        #expect(screen.lines[0] == "Item 90    Item 91    Item 92")
        #expect(collectionView.visibleCells.count == 15)
        #expect(source.cellsCreated <= 18, "cells that scrolled away came back from the pool")
        #expect(LabelCell.reuseCount > 0, "prepareForReuse ran")
        #expect(collectionView.subviews.count == 15, "pooled cells wait outside the view tree")
        collectionView.scrollToItem(at: IndexPath(item: 2_999, section: 0), at: .bottom, animated: false)
        screen.runUntilIdle()
        #expect(screen.lines[4] == "Item 29… Item 29… Item 29…", "labels wider than their cells are truncated")
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 2_999, section: 0))
    }

    @Test func uikitsPrepareForReuseClearsSelectionAndHighlightForTheSubclassAfterSuper() {
        let source = GridSource(items: [300])
        let (screen, collectionView) = show(source)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell
        // The cell's own look, set without the collection view (which has no item selected).
        first?.isSelected = true
        first?.isHighlighted = true
        for _ in 0..<2 { screen.scroll(at: CGPoint(x: 2, y: 2), deltaY: 1) }
        #expect(first?.stateAfterSuper != nil, "the cell of item 0 came back from the pool")
        #expect(first?.stateAfterSuper?.selected == false, "cleared by the time super.prepareForReuse() returned")
        #expect(first?.stateAfterSuper?.highlighted == false)
        #expect(first?.isSelected == false && first?.isHighlighted == false)
    }

    @Test func theDelegateSizesItemsInsetsAndSpacingsPerSection() {
        let source = GridSource(items: [3, 2])
        source.sizes = { indexPath in CGSize(width: indexPath.section == 0 ? 6 : 10, height: 1) }
        source.insets = { section in
            section == 0 ? UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 0) : .zero
        }
        source.interitemSpacing = { section in section == 0 ? 2 : 0 }
        let (screen, collectionView) = show(source, height: 4)
        #expect(Array(screen.lines.prefix(3)) == ["  Item 0  Item 1  Item 2", "", "Item 0    Item 1"])
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
                == CGRect(x: 10, y: 2, width: 10, height: 1))
    }

    @Test func fractionalSizesAreRoundedDownToWholeCells() {
        let source = GridSource(items: [4])
        source.sizes = { _ in CGSize(width: 30.0 / 3, height: 1.7) }
        source.interitemSpacing = { _ in 0 }
        let (_, collectionView) = show(source, width: 30)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 20, y: 0, width: 10, height: 1))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 0, y: 1, width: 10, height: 1))
    }

    @Test func sectionHeadersComeFromTheDataSource() {
        let source = GridSource(items: [2, 2])
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 8, height: 1)
        flow.headerReferenceSize = CGSize(width: 0, height: 1)
        let (screen, collectionView) = show(source, layout: flow) {
            $0.register(
                HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "Header")
        }
        #expect(Array(screen.lines.prefix(4)) == ["Section 0", "Item 0   Item 1", "Section 1", "Item 0   Item 1"])
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    @Test func clickingSelectsInUIKitsDelegateOrder() {
        let source = GridSource(items: [6])
        let (screen, collectionView) = show(source)
        source.events.removeAll()
        screen.tap(at: CGPoint(x: 12, y: 0))
        #expect(
            source.events == [
                "shouldHighlight 0-1", "didHighlight 0-1", "shouldSelect 0-1", "didUnhighlight 0-1", "didSelect 0-1",
            ])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(screen.window.focusedView === collectionView, "a click gives the collection view focus")
        source.events.removeAll()
        screen.tap(at: CGPoint(x: 1, y: 1))
        #expect(
            source.events.suffix(4) == ["shouldSelect 0-3", "didUnhighlight 0-3", "didDeselect 0-1", "didSelect 0-3"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        screen.tap(at: CGPoint(x: 28, y: 3))
        #expect(
            collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)], "empty space selects nothing"
        )
    }

    @Test func shouldSelectAndAllowsSelectionCanRefuse() {
        let source = GridSource(items: [6])
        source.refused = [IndexPath(item: 0, section: 0)]
        let (screen, collectionView) = show(source)
        screen.tap(at: CGPoint(x: 1, y: 0))
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(!source.events.contains("didSelect 0-0"))
        collectionView.allowsSelection = false
        screen.tap(at: CGPoint(x: 10, y: 0))
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func multipleSelectionTogglesEachItem() {
        let source = GridSource(items: [6])
        let (screen, collectionView) = show(source) { $0.allowsMultipleSelection = true }
        screen.tap(at: CGPoint(x: 1, y: 0))
        screen.tap(at: CGPoint(x: 10, y: 1))
        #expect(
            collectionView.indexPathsForSelectedItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0),
            ])
        source.events.removeAll()
        screen.tap(at: CGPoint(x: 1, y: 0))
        #expect(source.events.suffix(2) == ["didUnhighlight 0-0", "didDeselect 0-0"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test func selectingByCodeTellsNoDelegateAndSurvivesReuse() {
        let source = GridSource(items: [300])
        let (screen, collectionView) = show(source)
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(source.events.filter { $0.hasPrefix("did") }.isEmpty)
        collectionView.selectItem(at: IndexPath(item: 150, section: 0), animated: false, scrollPosition: .top)
        screen.runUntilIdle()
        #expect(collectionView.contentOffset.y == 50)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 150, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 150, section: 0))?.isSelected == true)
        #expect(collectionView.visibleCells.filter(\.isSelected).count == 1, "reused cells were prepared")
        collectionView.deselectItem(at: IndexPath(item: 150, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func selectedBackgroundViewShowsWhileSelected() {
        let source = GridSource(items: [3])
        source.selectedBackground = true
        let (screen, collectionView) = show(source)
        #expect(screen.canvas[x: 10, y: 0].background != UIColor.systemBlue)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        screen.runUntilIdle()
        #expect(screen.canvas[x: 10, y: 0].background == UIColor.systemBlue)
        #expect(screen.canvas[x: 1, y: 0].background != UIColor.systemBlue)
    }

    @Test func arrowKeysMoveTheCursorThroughTheGridAndReturnSelects() {
        let source = GridSource(items: [8])
        let (screen, collectionView) = show(source)
        screen.press("tab")
        #expect(screen.window.focusedView === collectionView)
        #expect(collectionView._cursor == IndexPath(item: 0, section: 0))
        #expect(screen.canvas[x: 1, y: 0].background == UIColor.tintColor, "the cursor is drawn")
        screen.press("down")
        #expect(collectionView._cursor == IndexPath(item: 3, section: 0))
        screen.press("right")
        screen.press("right")
        #expect(collectionView._cursor == IndexPath(item: 5, section: 0))
        screen.press("right")
        #expect(collectionView._cursor == IndexPath(item: 6, section: 0), "past a row's end, the next row")
        screen.press("right")
        screen.press("up")
        #expect(collectionView._cursor == IndexPath(item: 4, section: 0))
        screen.press("down")
        #expect(collectionView._cursor == IndexPath(item: 7, section: 0))
        screen.press("down")
        #expect(collectionView._cursor == IndexPath(item: 7, section: 0), "nothing below")
        screen.press("home")
        #expect(collectionView._cursor == IndexPath(item: 0, section: 0))
        screen.press("enter")
        #expect(source.events.last == "didSelect 0-0")
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func theCursorKeepsItsItemVisible() {
        let source = GridSource(items: [60])
        let (screen, collectionView) = show(source, height: 3)
        screen.press("tab")
        for _ in 0..<4 { screen.press("down") }
        #expect(collectionView._cursor == IndexPath(item: 12, section: 0))
        #expect(collectionView.contentOffset.y == 2)
        #expect(screen.lines[2].hasPrefix("Item 12"))
    }

    @Test func aHorizontalPagerPagesByWheelKeysAndDrags() {
        let source = GridSource(items: [4])
        source.sizes = { _ in CGSize(width: 20, height: 3) }
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.minimumLineSpacing = 0
        let (screen, collectionView) = show(source, layout: flow, width: 20, height: 3) { $0.isPagingEnabled = true }
        #expect(collectionView.contentSize == CGSize(width: 80, height: 3))
        #expect(screen.lines[0] == "Item 0")
        screen.scroll(at: CGPoint(x: 5, y: 1), deltaY: 1)
        #expect(collectionView.contentOffset.x == 20, "a wheel notch turns one page")
        #expect(screen.lines[0] == "Item 1")
        screen.scroll(at: CGPoint(x: 5, y: 1), deltaY: -1)
        #expect(collectionView.contentOffset.x == 0)
        screen.press("tab")
        screen.press("right")
        #expect(collectionView.contentOffset.x == 20, "the cursor's next page is shown")
        #expect(collectionView._cursor == IndexPath(item: 1, section: 0))
        screen.drag(from: CGPoint(x: 15, y: 1), to: CGPoint(x: 2, y: 1), duration: 1)
        #expect(collectionView.contentOffset.x == 40, "a drag past half a page settles on the next")
        screen.drag(from: CGPoint(x: 5, y: 1), to: CGPoint(x: 9, y: 1), duration: 1)
        #expect(collectionView.contentOffset.x == 40, "a short slow drag settles back")
        #expect(screen.lines[0] == "Item 2")
    }

    @Test func batchUpdatesKeepSelectionAndCellsOnTheirItems() async {
        let source = GridSource(items: [5])
        let (screen, collectionView) = show(source)
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let cellOfItem3 = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        var completed = false
        source.items[0] = 6
        source.names.insert("New", at: 0)
        source.names.remove(at: 2)
        source.names.insert("Two", at: 1)
        collectionView.performBatchUpdates(
            {
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            }, completion: { completed = $0 })
        screen.runUntilIdle()
        #expect(completed)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cellOfItem3)
        #expect(screen.lines[0] == "New        Two        Item 0")
        #expect(screen.lines[1] == "Item 2   Item 3   Item 4")
        source.names.remove(at: 0)
        source.items[0] = 5
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        screen.runUntilIdle()
        #expect(screen.lines[0] == "Two        Item 0     Item 2")
        source.names[0] = "Second"
        collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
        screen.runUntilIdle()
        #expect(screen.lines[0].hasPrefix("Second"))
    }

    @Test func anUpdateTheCountsDisagreeWithStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = GridSource(items: [3])
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 20, height: 5), collectionViewLayout: UICollectionViewFlowLayout())
                collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
                collectionView.dataSource = source
                _ = collectionView.numberOfSections
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "reason: 'Invalid update: invalid number of items in section 0. The number of items contained in an "
                    + "existing section after the update (3) must be equal to the number of items contained in that "
                    + "section before the update (3), plus or minus the number of items inserted or deleted from that "
                    + "section (1 inserted, 0 deleted)"))
    }

    @Test func dequeuingAnUnregisteredIdentifierStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 20, height: 5), collectionViewLayout: UICollectionViewFlowLayout())
                _ = collectionView.dequeueReusableCell(
                    withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "'NSInternalInconsistencyException', reason: 'could not dequeue a view of kind: "
                    + "UICollectionElementKindCell with identifier Missing"))
    }

    @Test func aCustomLayoutSubclassPlacesTheCells() {
        let source = GridSource(items: [4])
        let layout = DiagonalLayout()
        let (screen, collectionView) = show(source, layout: layout, height: 5)
        #expect(layout.prepareCount == 1)
        #expect(Array(screen.lines.prefix(4)) == ["Item 0", "  Item 1", "    Item 2", "      Item 3"])
        #expect(collectionView.contentSize == CGSize(width: 30, height: 4))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 5, y: 2)) == IndexPath(item: 2, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 0, y: 2)) == nil)
        layout.step = 3
        layout.invalidateLayout()
        screen.runUntilIdle()
        #expect(layout.prepareCount == 2)
        #expect(screen.lines[1] == "   Item 1")
    }

    @Test func scrollingTellsTheScrollViewDelegate() {
        let source = GridSource(items: [90])
        let (screen, _) = show(source)
        screen.scroll(at: CGPoint(x: 2, y: 2), deltaY: 1)
        #expect(source.events.contains("didScroll"))
        #expect(source.events.contains("willDisplay 0-15"))
        #expect(source.events.contains("didEndDisplaying 0-0"))
    }
}

extension CollectionViewTests {
    @Test func aCollectionViewControllerSubclassIsItsCollectionViewsDataSourceAndDelegate() {
        let controller = TagsViewController()
        let screen = HeadlessScreen(width: 30, height: 4)
        screen.show(controller)
        #expect(screen.lines[0] == "red       green     blue")
        screen.press("right")
        #expect(screen.window.focusedView === controller.collectionView, "keys reach the collection view")
        #expect(controller.collectionView._cursor == IndexPath(item: 0, section: 0), "the first key shows the cursor")
        screen.press("right")
        screen.press("enter")
        #expect(controller.chosen == ["green"])
        screen.tap(at: CGPoint(x: 21, y: 0))
        #expect(controller.chosen == ["green", "blue"])
    }

    @Test func scrollToItemPutsTheItemWhereAskedAndPointsFindItems() {
        let source = GridSource(items: [60])
        let (screen, collectionView) = show(source)
        let item30 = IndexPath(item: 30, section: 0)
        collectionView.scrollToItem(at: item30, at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 8)
        collectionView.scrollToItem(at: item30, at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 6)
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(collectionView.contentOffset.y == 0, "no position: the least scrolling")
        screen.runUntilIdle()
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 12, y: 1)) == IndexPath(item: 4, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 9, y: 1)) == nil, "the space between items")
        let cell = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!
        #expect(collectionView.indexPath(for: cell) == IndexPath(item: 4, section: 0))
    }

    @Test func reloadDataAsksTheDataSourceAgainAndClearsTheSelection() {
        let source = GridSource(items: [3])
        let (screen, collectionView) = show(source)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        source.items[0] = 5
        source.names = (0..<5).map { "Item \($0)" }
        collectionView.reloadData()
        screen.runUntilIdle()
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(screen.lines[1] == "Item 3   Item 4")
    }

    // MARK: Lines as UIKit lays them out

    @Test func aFullLineSpreadsItsSpareSpaceBetweenItsItems() {
        let source = GridSource(items: [7])
        let (screen, collectionView) = show(source)
        // 30 columns hold three 8-column items at the minimum spacing (1); the 6 left over
        // go between them, 3 and 3: the line is justified.
        #expect(
            (0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
                == [0, 11, 22])
        #expect(screen.lines[0] == "Item 0     Item 1     Item 2")
    }

    @Test func theLastLineKeepsTheMinimumSpacingFromTheLeadingEdge() {
        let source = GridSource(items: [5])
        let (screen, collectionView) = show(source)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 9, y: 1, width: 8, height: 1))
        #expect(Array(screen.lines.prefix(2)) == ["Item 0     Item 1     Item 2", "Item 3   Item 4"])
    }

    @Test func aLineThatHoldsOneItemCentresItUnlessItIsTheLast() {
        let source = GridSource(items: [4])
        let widths: [CGFloat] = [20, 20, 4, 20]
        source.sizes = { CGSize(width: widths[$0.item], height: 1) }
        let (_, collectionView) = show(source)
        let frames = (0..<4).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 5, y: 0, width: 20, height: 1), "alone on its line: centred")
        #expect(frames[1] == CGRect(x: 0, y: 1, width: 20, height: 1))
        #expect(frames[2] == CGRect(x: 26, y: 1, width: 4, height: 1), "justified to the trailing edge")
        #expect(frames[3] == CGRect(x: 0, y: 2, width: 20, height: 1), "the last line starts at the leading edge")
    }

    @Test func sectionInsetsShrinkTheLineItemsAreSpreadOver() {
        let source = GridSource(items: [3])
        source.insets = { _ in UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 3) }
        let (_, collectionView) = show(source)
        // 25 columns between the insets hold two items; the third wraps.
        let frames = (0..<3).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0]?.minX == 2)
        #expect(frames[1]?.maxX == 27, "the line ends at the right inset")
        #expect(frames[2] == CGRect(x: 2, y: 1, width: 8, height: 1))
    }

    @Test func aHorizontalFlowFillsColumnsSpreadTopToBottom() {
        let source = GridSource(items: [5])
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 6, height: 2)
        flow.minimumInteritemSpacing = 1
        flow.minimumLineSpacing = 1
        let (_, collectionView) = show(source, layout: flow, width: 30, height: 7)
        let frames = (0..<5).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 6, height: 2))
        #expect(frames[1] == CGRect(x: 0, y: 5, width: 6, height: 2), "two fit in 7 rows; the column is justified")
        #expect(frames[2] == CGRect(x: 7, y: 0, width: 6, height: 2))
        #expect(frames[4] == CGRect(x: 14, y: 0, width: 6, height: 2), "the last column starts at the top")
    }

    @Test func aSizeChangeInvalidatesTheFlowLayoutAndTheItemsReflow() {
        let source = GridSource(items: [4])
        let (screen, collectionView) = show(source)
        let flow = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
        #expect(flow.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 30, height: 9)))
        #expect(flow.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 20, height: 5)))
        #expect(
            !flow.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 3, width: 30, height: 5)),
            "a scroll keeps the layout")
        collectionView.frame.size.width = 20
        screen.runUntilIdle()
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 12, y: 0, width: 8, height: 1))
        #expect(Array(screen.lines.prefix(2)) == ["Item 0      Item 1", "Item 2   Item 3"])
    }

    @Test func scrollToItemBringsAnItemOfAHorizontalFlowIntoView() {
        let source = GridSource(items: [40])
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 8, height: 1)
        flow.minimumLineSpacing = 2
        flow.minimumInteritemSpacing = 0
        let (screen, collectionView) = show(source, layout: flow, width: 30, height: 2)
        #expect(collectionView.cellForItem(at: IndexPath(item: 31, section: 0)) == nil)
        collectionView.scrollToItem(at: IndexPath(item: 31, section: 0), at: [], animated: false)
        screen.runUntilIdle()
        // Item 31 is in column 15, at x 150; the least scrolling puts its end at the right edge.
        #expect(collectionView.contentOffset == CGPoint(x: 128, y: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 31, section: 0))?.frame.minX == 150)
        #expect(screen.lines[1].hasSuffix("Item 31"))
    }
}

// MARK: - Fixtures

@MainActor
private final class HostViewController: UIViewController {
    private let content: UIView
    init(_ content: UIView) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("created in code") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(content)
    }
}

/// A cell with a label filling it, counting its reuses.
@MainActor
private final class LabelCell: UICollectionViewCell {
    static var reuseCount = 0
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("created in code") }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 0, y: 0, width: contentView.bounds.width, height: 1)
    }
    /// The selected and highlighted states seen just after `super.prepareForReuse()`.
    var stateAfterSuper: (selected: Bool, highlighted: Bool)?
    override func prepareForReuse() {
        super.prepareForReuse()
        stateAfterSuper = (isSelected, isHighlighted)
        LabelCell.reuseCount += 1
    }
}

@MainActor
private final class HeaderView: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("created in code") }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

/// Items named "Item N", recording the delegate calls.
@MainActor
private final class GridSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var items: [Int]
    var names: [String]
    var events: [String] = []
    var cellsCreated = 0
    var sizes: ((IndexPath) -> CGSize)?
    var insets: ((Int) -> UIEdgeInsets)?
    var interitemSpacing: ((Int) -> CGFloat)?
    var refused: Set<IndexPath> = []
    var selectedBackground = false
    private var seen: Set<ObjectIdentifier> = []

    init(items: [Int]) {
        self.items = items
        names = (0..<(items.max() ?? 0)).map { "Item \($0)" }
    }

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        if seen.insert(ObjectIdentifier(cell)).inserted { cellsCreated += 1 }
        (cell as? LabelCell)?.label.text = names[indexPath.item]
        if selectedBackground, cell.selectedBackgroundView == nil {
            let view = UIView()
            view.backgroundColor = .systemBlue
            cell.selectedBackgroundView = view
        }
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (view as? HeaderView)?.label.text = "Section \(indexPath.section)"
        return view
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        insets?(section) ?? (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        interitemSpacing?(section) ?? (collectionViewLayout as! UICollectionViewFlowLayout).minimumInteritemSpacing
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("didHighlight \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("didUnhighlight \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(name(indexPath))")
        return !refused.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(name(indexPath))")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events.append("willDisplay \(name(indexPath))")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events.append("didEndDisplaying \(name(indexPath))")
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll")
    }
}

/// A custom layout as apps write them: each item one row down and `step` columns right.
@MainActor
private final class DiagonalLayout: UICollectionViewLayout {
    var step: CGFloat = 2
    var prepareCount = 0
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        prepareCount += 1
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        frames = (0..<count).map { CGRect(x: CGFloat($0) * step, y: CGFloat($0), width: 8, height: 1) }
    }
    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count))
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < frames.count else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}

/// A collection view controller subclass, as apps write them.
@MainActor
private final class TagsViewController: UICollectionViewController {
    let tags = ["red", "green", "blue"]
    var chosen: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 9, height: 1)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Tag")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tags.count
    }
    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
        (cell as? LabelCell)?.label.text = tags[indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        chosen.append(tags[indexPath.item])
    }
}

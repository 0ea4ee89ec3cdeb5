import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UICollectionViewFlowLayout's self-sizing cells (`estimatedItemSize`) and pinned section
/// headers and footers.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CollectionViewSelfSizingTests {
    /// A collection view filling a `width`×`height` screen, over `source`.
    private func show(
        _ source: WordSource, layout: UICollectionViewFlowLayout, width: Int = 30, height: Int = 5
    ) -> (HeadlessScreen, UICollectionView) {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.register(WordCell.self, forCellWithReuseIdentifier: "Word")
        collectionView.register(TallWordCell.self, forCellWithReuseIdentifier: "Tall")
        collectionView.register(FrameWordCell.self, forCellWithReuseIdentifier: "Frame")
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Title")
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "Title")
        collectionView.showsVerticalScrollIndicator = false
        collectionView.dataSource = source
        let screen = HeadlessScreen(width: width, height: height)
        let host = SourceHost(source)  // a collection view holds its data source weakly
        screen.show(host)
        host.view.addSubview(collectionView)
        screen.runUntilIdle()
        return (screen, collectionView)
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    // MARK: Self-sizing

    @Test func automaticSizeSizesEachCellToItsConstrainedLabel() {
        let source = WordSource(sections: [["A", "Bbbbbb", "Cc", "Dddddddddddd", "E"]])
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let (screen, collectionView) = show(source, layout: layout)
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(frame(collectionView, 1) == CGRect(x: 2, y: 0, width: 6, height: 1))
        #expect(frame(collectionView, 2) == CGRect(x: 9, y: 0, width: 2, height: 1))
        #expect(frame(collectionView, 3) == CGRect(x: 12, y: 0, width: 12, height: 1))
        #expect(frame(collectionView, 4) == CGRect(x: 25, y: 0, width: 1, height: 1))
        #expect(screen.lines[0] == "A Bbbbbb Cc Dddddddddddd E")
        #expect(collectionView.contentSize.height == 1)
    }

    @Test func withoutAnEstimateItemsKeepTheirItemSize() {
        let source = WordSource(sections: [["A", "Bbbbbb"]])
        let layout = UICollectionViewFlowLayout()
        let (screen, collectionView) = show(source, layout: layout)
        #expect(frame(collectionView, 1) == CGRect(x: 11, y: 0, width: 10, height: 1))
        #expect(screen.lines[0] == "A          Bbbbbb")
    }

    @Test func aCellsOverrideFixesOneSideAndTheRowsFollow() {
        // Full-width cells whose height is the label's: two rows, then one.
        let source = WordSource(sections: [["One", "Two\nlines\nhere", "Three"]], reuseIdentifier: "Tall")
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 30, height: 1)
        let (screen, collectionView) = show(source, layout: layout, height: 6)
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 30, height: 1))
        #expect(frame(collectionView, 1) == CGRect(x: 0, y: 1, width: 30, height: 3))
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 4, width: 30, height: 1))
        #expect(Array(screen.lines.prefix(5)) == ["One", "Two", "lines", "here", "Three"])
    }

    @Test func reloadingMeasuresTheCellsAgain() {
        let source = WordSource(sections: [["A", "Bb"]])
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let (screen, collectionView) = show(source, layout: layout)
        #expect(frame(collectionView, 1)?.width == 2)
        source.sections = [["A", "Bbbbb"]]
        collectionView.reloadData()
        screen.runUntilIdle()
        #expect(frame(collectionView, 1) == CGRect(x: 2, y: 0, width: 5, height: 1))
        #expect(screen.lines[0] == "A Bbbbb", "the reused cells show the new words")
    }

    // MARK: Pinned headers and footers

    /// Three sections of six one-row items under a one-row header, in a 30×5 view.
    private func showSections(pinHeaders: Bool = true, pinFooters: Bool = false, footers: Bool = false)
        -> (HeadlessScreen, UICollectionView)
    {
        let source = WordSource(
            sections: (0..<3).map { section in (0..<6).map { "Item \(section).\($0)" } }, reuseIdentifier: "Frame")
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 1)
        layout.headerReferenceSize = CGSize(width: 0, height: 1)
        if footers { layout.footerReferenceSize = CGSize(width: 0, height: 1) }
        layout.sectionHeadersPinToVisibleBounds = pinHeaders
        layout.sectionFootersPinToVisibleBounds = pinFooters
        return show(source, layout: layout)
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionScrolls() {
        let (screen, collectionView) = showSections()
        collectionView.contentOffset = CGPoint(x: 0, y: 3)
        screen.runUntilIdle()
        #expect(screen.lines == ["Section 0", "Item 0.3", "Item 0.4", "Item 0.5", "Section 1"])
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 3, width: 30, height: 1))
    }

    @Test func theSectionsEndPushesItsPinnedHeaderAway() {
        let (screen, collectionView) = showSections()
        // Section 0 spans rows 0–6; at offset 6 its last row is at the top, under the header.
        collectionView.contentOffset = CGPoint(x: 0, y: 6)
        screen.runUntilIdle()
        #expect(screen.lines == ["Section 0", "Section 1", "Item 1.0", "Item 1.1", "Item 1.2"])
        collectionView.contentOffset = CGPoint(x: 0, y: 9)
        screen.runUntilIdle()
        #expect(screen.lines == ["Section 1", "Item 1.2", "Item 1.3", "Item 1.4", "Item 1.5"])
    }

    @Test func unpinnedHeadersScrollWithTheirSections() {
        let (screen, collectionView) = showSections(pinHeaders: false)
        collectionView.contentOffset = CGPoint(x: 0, y: 3)
        screen.runUntilIdle()
        #expect(screen.lines == ["Item 0.2", "Item 0.3", "Item 0.4", "Item 0.5", "Section 1"])
    }

    @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionShows() {
        let (screen, collectionView) = showSections(pinHeaders: false, pinFooters: true, footers: true)
        #expect(screen.lines == ["Section 0", "Item 0.0", "Item 0.1", "Item 0.2", "Section 0"])
        collectionView.contentOffset = CGPoint(x: 0, y: 6)
        screen.runUntilIdle()
        // Section 0's footer is in its own place (row 7); section 1's is pinned to the bottom.
        #expect(screen.lines == ["Item 0.5", "Section 0", "Section 1", "Item 1.0", "Section 1"])
    }
}

// MARK: - Fixtures

/// Words by section; cells show them.
@MainActor
private final class WordSource: UICollectionViewDataSource {
    var sections: [[String]]
    let reuseIdentifier: String

    init(sections: [[String]], reuseIdentifier: String = "Word") {
        self.sections = sections
        self.reuseIdentifier = reuseIdentifier
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        let text = sections[indexPath.section][indexPath.item]
        if let word = cell as? WordCell {
            word.label.text = text
            word.label.numberOfLines = text.contains("\n") ? 0 : 1
        }
        (cell as? FrameWordCell)?.label.text = text
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
        (view as? TitleView)?.label.text = "Section \(indexPath.section)"
        return view
    }
}

/// A cell whose label is pinned to its content view's edges by constraints.
@MainActor
private class WordCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not archived") }
}

/// A word cell that keeps the width it is given and takes the height it needs.
@MainActor
private final class TallWordCell: WordCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: layoutAttributes.size.width, height: attributes.size.height)
        return attributes
    }
}

/// A controller that keeps the data source alive while it is shown.
@MainActor
private final class SourceHost: UIViewController {
    let source: WordSource

    init(_ source: WordSource) {
        self.source = source
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }
}

/// A cell whose label fills its content view by frame.
@MainActor
private final class FrameWordCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A header or footer showing a title.
@MainActor
private final class TitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// PagerButtonCell.xib's cell: a pager library's button-bar cell (label and image outlets),
/// as the port command writes its outlets.
final class PagerButtonCell: UICollectionViewCell {
    weak var label: UILabel!
    weak var imageView: UIImageView!
    var awoke = false

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "label":
            guard let destination = destination as? UILabel else { return false }
            label = destination
        case "imageView":
            guard let destination = destination as? UIImageView else { return false }
            imageView = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = label != nil && imageView != nil
    }
}

/// A button bar as a pager library builds it: the cell's nib found through the library's
/// `Bundle(for:)`, registered under "Cell", a label set in `cellForItemAt`.
final class ButtonBarController: UIViewController, UICollectionViewDataSource {
    var buttonBar: UICollectionView!
    let titles = ["Inbox", "Sent", "Drafts"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 48)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        buttonBar = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        buttonBar.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let bundle = Bundle(for: ButtonBarController.self)
        buttonBar.register(UINib(nibName: "PagerButtonCell", bundle: bundle), forCellWithReuseIdentifier: "Cell")
        buttonBar.dataSource = self
        view.addSubview(buttonBar)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! PagerButtonCell
        cell.label.text = titles[indexPath.item]
        return cell
    }
}

/// FruitRowCell.xib's cell.
final class FruitRowCell: UITableViewCell {
    weak var nameLabel: UILabel!
    weak var priceLabel: UILabel!

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "nameLabel":
            guard let destination = destination as? UILabel else { return false }
            nameLabel = destination
        case "priceLabel":
            guard let destination = destination as? UILabel else { return false }
            priceLabel = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }
}

/// SectionHeader.xib's view: a header whose class Xcode sets on a plain view.
final class NibSectionHeader: UITableViewHeaderFooterView {
    weak var titleLabel: UILabel!

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "titleLabel", let label = destination as? UILabel else {
            return super.connectOutlet(named: name, to: destination)
        }
        titleLabel = label
        return true
    }
}

/// TagHeader.xib's view.
final class NibTagHeader: UICollectionReusableView {
    weak var titleLabel: UILabel!

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "titleLabel", let label = destination as? UILabel else {
            return super.connectOutlet(named: name, to: destination)
        }
        titleLabel = label
        return true
    }
}

/// A basket of fruit: rows from FruitRowCell.xib, a header from SectionHeader.xib, and the
/// cells' Add buttons' action, sent to the First Responder, taken here.
final class BasketController: UITableViewController {
    let fruits = [("Apple", "1.20"), ("Banana", "0.50"), ("Cherry", "3.00")]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "FruitRowCell", bundle: NibFixtures.bundle), forCellReuseIdentifier: "Fruit")
        tableView.register(
            UINib(nibName: "SectionHeader", bundle: NibFixtures.bundle), forHeaderFooterViewReuseIdentifier: "Header")
        tableView.sectionHeaderHeight = 16
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath) as! FruitRowCell
        cell.nameLabel.text = fruits[indexPath.row].0
        cell.priceLabel.text = fruits[indexPath.row].1
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? NibSectionHeader
        header?.titleLabel.text = "Fruit"
        return header
    }

    override func selector(forAction name: String) -> Selector? {
        name == "addToBasket:" ? Selector("addToBasket(_:)", Self.addToBasket(_:)) : super.selector(forAction: name)
    }

    func addToBasket(_ sender: UIButton) {
        var view: UIView? = sender
        while let current = view, !(current is FruitRowCell) { view = current.superview }
        log.append("add \((view as? FruitRowCell)?.nameLabel.text ?? "?")")
    }
}

@MainActor
@Suite(.isolatedUI) struct NibCellTests {
    // MARK: Collection views

    @Test func aCellNibRegisteredByALibraryShowsTheLabelSetInCellForItem() throws {
        let screen = HeadlessScreen(width: 40, height: 4)
        let bar = ButtonBarController()
        screen.show(bar)
        screen.runUntilIdle()
        // 80 × 48-point cells are 10 × 3 cells; each label is centred by the nib's constraints.
        #expect(screen.lines == ["", "  Inbox      Sent     Drafts", "", ""])
        let cell = try #require(bar.buttonBar.cellForItem(at: IndexPath(item: 1, section: 0)) as? PagerButtonCell)
        #expect(cell.awoke, "outlets are connected before awakeFromNib()")
        #expect(cell.reuseIdentifier == "Cell", "the registered identifier")
        #expect(cell.label.superview === cell.contentView)
        #expect(cell.label.frame.origin.y == 16)
        #expect(cell.imageView.constraints.count == 2, "the content view's subviews' constraints, with no id on it")
        #expect(cell.constraints.count == 4)
    }

    @Test func eachDequeueWithoutACellToReuseInstantiatesTheNib() throws {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "PagerButtonCell", bundle: nil), forCellWithReuseIdentifier: "Cell")
        let first = collection.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
        let second = collection.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 1, section: 0))
        #expect(first is PagerButtonCell && second is PagerButtonCell)
        #expect(first !== second)
        collection.register(nil as UINib?, forCellWithReuseIdentifier: "Cell")
        #expect(collection._cellPool.dequeue("Cell") == nil, "nil removes the registration")
    }

    @Test func aSupplementaryViewNibIsDequeuedForItsKind() throws {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(
            UINib(nibName: "TagHeader", bundle: NibFixtures.bundle),
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        let header = collection.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
            for: IndexPath(item: 0, section: 0))
        let tagHeader = try #require(header as? NibTagHeader)
        #expect(tagHeader.titleLabel.text == "Tags")
        #expect(tagHeader.reuseIdentifier == "Header")
    }

    // MARK: Table views

    @Test func aTableCellNibShowsItsRowsAndAHeaderNib() throws {
        let screen = HeadlessScreen(width: 40, height: 6)
        let basket = BasketController(style: .plain)
        screen.show(basket)
        screen.runUntilIdle()
        // Name 16 points (two columns) in, price 16 points from the end, the button 16
        // points before it.
        #expect(
            Array(screen.lines.prefix(4)) == [
                " Fruit",
                "  Apple                      Add  1.20",
                "  Banana                     Add  0.50",
                "  Cherry                     Add  3.00",
            ])
        let cell = try #require(basket.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? FruitRowCell)
        #expect(cell.reuseIdentifier == "Fruit")
        #expect(cell.selectionStyle == .none)
        #expect(cell.contentView.constraints.count == 6)
    }

    @Test func aButtonInACellNibSendsItsActionUpTheResponderChain() throws {
        let screen = HeadlessScreen(width: 40, height: 6)
        let basket = BasketController(style: .plain)
        screen.show(basket)
        screen.runUntilIdle()
        let row = try #require(screen.location(of: "Banana")).y
        let column = try #require(screen.lines[Int(row)].range(of: "Add")).lowerBound.utf16Offset(
            in: screen.lines[Int(row)])
        screen.tap(at: CGPoint(x: column + 1, y: Int(row)))
        #expect(basket.log == ["add Banana"])
    }

    @Test func aCellNibWithSeveralTopLevelObjectsStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: .zero, style: .plain)
                table.register(UINib(nibName: "MenuView", bundle: NibFixtures.bundle), forCellReuseIdentifier: "Cell")
                _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "'NSInternalInconsistencyException', reason: 'invalid nib registered for identifier (Cell) - nib must contain exactly one top level object which must be a UITableViewCell instance'"
            ))
    }

    @Test func anotherReuseIdentifierInTheNibStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                collection.register(
                    UINib(nibName: "TagHeader", bundle: NibFixtures.bundle),
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Other")
                _ = collection.dequeueReusableSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Other",
                    for: IndexPath(item: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "reason: 'view reuse identifier in nib (Header) does not match the identifier used to register the nib (Other)'"
            ))
    }
}

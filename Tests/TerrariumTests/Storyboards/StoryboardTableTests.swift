import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The List scene's prototype cell class: outlets as the port command writes them.
final class FruitCell: UITableViewCell {
    weak var nameLabel: UILabel!
    weak var priceLabel: UILabel!
    var awoke: [String] = []

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

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke.append("awakeFromNib name=\(nameLabel?.text ?? "nil") price=\(priceLabel?.text ?? "nil")")
    }
}

/// The List scene's class: a data source that dequeues the file's prototypes, and a log of
/// the selection and segue callbacks in the order they come.
final class ListSceneController: UITableViewController {
    let fruits = [("Apple", "1.20"), ("Banana", "0.50"), ("Cherry", "3.00")]
    var log: [String] = []
    var allowsSegues = true

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? fruits.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Total", for: indexPath)
            cell.textLabel?.text = "Total"
            cell.detailTextLabel?.text = "4.70"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath) as! FruitCell
        cell.nameLabel.text = fruits[indexPath.row].0
        cell.priceLabel.text = fruits[indexPath.row].1
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    override func selector(forAction name: String) -> Selector? {
        name == "buyTapped:" ? Selector("buyTapped(_:)", Self.buyTapped(_:)) : super.selector(forAction: name)
    }

    func buyTapped(_ sender: UIButton) {
        log.append("buyTapped \(sender.title(for: .normal) ?? "-")")
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessory \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier) \(sender.map { "\(type(of: $0))" } ?? "nil")")
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // What apps do: find the row from the cell that sent the segue.
        guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else {
            log.append("prepare \(segue.identifier ?? "-") without a cell")
            return
        }
        let selected = tableView.indexPathForSelectedRow.map { "\($0.row)" } ?? "none"
        log.append("prepare \(segue.identifier ?? "-") row \(indexPath.row) selected \(selected)")
        (segue.destination as? FruitDetailController)?.fruit = fruits[indexPath.row].0
    }
}

/// The destination of a fruit's selection segue.
final class FruitDetailController: UIViewController {
    weak var headline: UILabel!
    var fruit: String?

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "headline", let label = destination as? UILabel else {
            return super.connectOutlet(named: name, to: destination)
        }
        headline = label
        return true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        headline.text = "Fruit: \(fruit ?? "none")"
    }
}

/// The Settings scene's class: outlets to a static cell and a control inside another, and a
/// header title changed through `super`'s.
final class StaticSettingsController: UITableViewController {
    weak var nameCell: UITableViewCell!
    weak var syncSwitch: UISwitch!
    var log: [String] = []

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "nameCell":
            guard let destination = destination as? UITableViewCell else { return false }
            nameCell = destination
        case "syncSwitch":
            guard let destination = destination as? UISwitch else { return false }
            syncSwitch = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad name=\(nameCell?.detailTextLabel?.text ?? "nil") sync=\(syncSwitch?.isOn == true)")
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        super.tableView(tableView, titleForHeaderInSection: section)?.uppercased()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") sender \((sender as? UITableViewCell)?.textLabel?.text ?? "nil")")
    }
}

/// The Tiles scene's prototype cell class.
final class TileCell: UICollectionViewCell {
    weak var titleLabel: UILabel!

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "titleLabel", let label = destination as? UILabel else {
            return super.connectOutlet(named: name, to: destination)
        }
        titleLabel = label
        return true
    }
}

/// The Tiles scene's class.
final class TilesSceneController: UICollectionViewController {
    var log: [String] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! TileCell
        cell.titleLabel.text = "Tile \(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let item = (sender as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0) }?.item
        log.append("prepare \(segue.identifier ?? "-") item \(item.map { "\($0)" } ?? "nil")")
    }
}

@MainActor
@Suite(.isolatedUI) struct StoryboardTableTests {
    func storyboard() throws -> UIStoryboard { try StoryboardFixtures.open("Tables") }

    /// The initial navigation controller with the List on a screen.
    func listOnScreen() throws -> (HeadlessScreen, ListSceneController, UINavigationController) {
        let screen = HeadlessScreen(width: 50, height: 16)
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? ListSceneController)
        screen.show(navigation)
        screen.runUntilIdle()
        return (screen, list, navigation)
    }

    // MARK: Prototype cells

    @Test func eachDequeueMakesANewCellFromThePrototype() throws {
        let list = try #require(try storyboard().instantiateViewController(withIdentifier: "List") as? ListSceneController)
        list.loadViewIfNeeded()
        let table = try #require(list.tableView)
        let first = try #require(table.dequeueReusableCell(withIdentifier: "Fruit") as? FruitCell)
        let second = try #require(table.dequeueReusableCell(withIdentifier: "Fruit") as? FruitCell)
        #expect(first !== second)
        #expect(first.nameLabel !== second.nameLabel)
        // Built as UIKit instantiates the cell's nib: outlets set before awakeFromNib.
        #expect(first.awoke == ["awakeFromNib name=Name price=0.00"])
        #expect(first.reuseIdentifier == "Fruit")
        #expect(first.accessoryType == .detailButton)
        #expect(first.nameLabel.superview === first.contentView)
        #expect(first.contentView.constraints.count == 4)
    }

    @Test func aStandardStyleCellsLabelsAreItsOwn() throws {
        let list = try #require(try storyboard().instantiateViewController(withIdentifier: "List") as? ListSceneController)
        list.loadViewIfNeeded()
        let cell = try #require(list.tableView.dequeueReusableCell(withIdentifier: "Total"))
        #expect(cell.textLabel?.text == "Title")
        #expect(cell.detailTextLabel?.text == "Detail")
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.contentView.subviews.count == 2, "the file's labels, not new ones")
        #expect(cell.selectionStyle == .none)
        #expect(cell.accessoryType == .disclosureIndicator)
    }

    @Test func aControlInAPrototypeCellSendsItsActionToTheScenesController() throws {
        let list = try #require(try storyboard().instantiateViewController(withIdentifier: "List") as? ListSceneController)
        list.loadViewIfNeeded()
        let cell = try #require(list.tableView.dequeueReusableCell(withIdentifier: "Offer"))
        let button = try #require(cell.contentView.subviews.first as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(list.log == ["buyTapped Buy"])
    }

    @Test func anUnknownIdentifierStillStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let storyboard = UIStoryboard(name: "Tables", bundle: StoryboardFixtures.bundle)
                let list = storyboard.instantiateViewController(withIdentifier: "List") as! UITableViewController
                _ = list.tableView.dequeueReusableCell(withIdentifier: "Vegetable", for: IndexPath(row: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("unable to dequeue a cell with identifier Vegetable"))
    }

    @Test func aListOfPrototypeCellsIsOnScreen() throws {
        let (screen, _, _) = try listOnScreen()
        // The custom cell's labels where its constraints put them (16 points: two columns in;
        // 8 from the content view's end, which stops before the detail button); the Value1
        // cell's labels laid out by its style.
        #expect(Array(screen.lines.prefix(6)) == [
            "                      Fruit",
            "  Apple                                 1.20  (i)",
            "  Banana                                0.50  (i)",
            "  Cherry                                3.00  (i)",
            " Total                                     4.70 ›",
            "",
        ])
    }

    // MARK: Cell segues

    @Test func clickingARowPerformsTheCellsSegueBeforeDidSelect() throws {
        let (screen, list, navigation) = try listOnScreen()
        screen.tap(text: "Banana")
        screen.advance(by: 1)
        #expect(list.log == ["should ShowFruit FruitCell", "prepare ShowFruit row 1 selected 1", "didSelect 1"])
        let detail = try #require(navigation.topViewController as? FruitDetailController)
        #expect(detail.fruit == "Banana")
        #expect(Array(screen.lines.prefix(3)) == [" ‹ Fruit", "", "  Fruit: Banana"])
    }

    @Test func returnOnTheCursorsRowPerformsTheSegue() throws {
        let (screen, list, navigation) = try listOnScreen()
        screen.press("down")
        screen.press("down")
        screen.press("down")
        screen.press("enter")
        screen.advance(by: 1)
        #expect(list.log == ["should ShowFruit FruitCell", "prepare ShowFruit row 2 selected 2", "didSelect 2"])
        #expect((navigation.topViewController as? FruitDetailController)?.fruit == "Cherry")
    }

    @Test func shouldPerformSegueCanRefuseAndTheRowIsStillSelected() throws {
        let (screen, list, navigation) = try listOnScreen()
        list.allowsSegues = false
        screen.tap(text: "Apple")
        #expect(list.log == ["should ShowFruit FruitCell", "didSelect 0"])
        #expect(navigation.viewControllers.count == 1)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func theDetailButtonPerformsTheAccessorySegue() throws {
        let (screen, list, navigation) = try listOnScreen()
        let row = try #require(screen.location(of: "Cherry")).y
        let button = try #require(screen.lines[Int(row)].range(of: "(i)"))
        let column = screen.lines[Int(row)].distance(from: screen.lines[Int(row)].startIndex, to: button.lowerBound) + 1
        screen.tap(at: CGPoint(x: column, y: Int(row)))
        screen.advance(by: 1)
        #expect(list.log == ["should FruitInfo FruitCell", "prepare FruitInfo row 2 selected none", "accessory 2"])
        let presented = try #require(navigation.presentedViewController)
        #expect(presented.title == "Info")
        #expect(presented.modalPresentationStyle == .formSheet)
    }

    @Test func performSegueFindsACellsSegue() throws {
        let (screen, list, navigation) = try listOnScreen()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        list.performSegue(withIdentifier: "ShowFruit", sender: cell)
        screen.advance(by: 1)
        #expect(list.log == ["prepare ShowFruit row 0 selected none"])
        #expect((navigation.topViewController as? FruitDetailController)?.fruit == "Apple")
    }

    // MARK: Static cells

    func settings() throws -> StaticSettingsController {
        try #require(try storyboard().instantiateViewController(withIdentifier: "Settings") as? StaticSettingsController)
    }

    @Test func staticCellsAndTheirOutletsAreMadeBeforeViewDidLoad() throws {
        let settings = try settings()
        settings.loadViewIfNeeded()
        #expect(settings.log == ["viewDidLoad name=Ada sync=true"])
        let table = try #require(settings.tableView)
        #expect(table.style == .grouped)
        #expect(table.dataSource === settings)
        #expect(settings.numberOfSections(in: table) == 2)
        #expect(settings.tableView(table, numberOfRowsInSection: 0) == 2)
        #expect(settings.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)) === settings.nameCell)
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "ABOUT")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Version 1.0")
        // 48 points as written (three rows); 44 (the standard) and self-sizing are the table's
        // one row.
        #expect(settings.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0)) == 48)
        #expect(settings.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension)
    }

    @Test func aStaticTableIsOnScreen() throws {
        let screen = HeadlessScreen(width: 50, height: 20)
        let settings = try settings()
        screen.show(UINavigationController(rootViewController: settings))
        screen.runUntilIdle()
        // Grouped: a blank row above each section; the Sync cell's 48 points are three rows.
        #expect(screen.text == """
                                 Settings

             ACCOUNT
             Name                                         Ada

              Sync                                     (I ●)


             ABOUT
             Licenses                                       ›
             Version 1.0
            """)
    }

    @Test func aStaticCellsSeguePushesWithTheCellAsSender() throws {
        let screen = HeadlessScreen(width: 50, height: 20)
        let settings = try settings()
        let navigation = UINavigationController(rootViewController: settings)
        screen.show(navigation)
        screen.runUntilIdle()
        screen.tap(text: "Licenses")
        screen.advance(by: 1)
        #expect(settings.log.last == "prepare ShowLicenses sender Licenses")
        #expect(navigation.topViewController?.title == "Info")
    }

    // MARK: Collection view cells

    @Test func collectionViewPrototypesAreDequeuedAndTheirSeguesPerformed() throws {
        let screen = HeadlessScreen(width: 50, height: 16)
        let tiles = try #require(try storyboard().instantiateViewController(withIdentifier: "Tiles") as? TilesSceneController)
        screen.show(tiles)
        screen.runUntilIdle()
        // The flow layout's 128 × 32-point items, 8 points apart, are 16 × 2 cells, one column
        // apart.
        #expect(screen.text == " Tile 0" + String(repeating: " ", count: 11) + "Tile 1" + String(repeating: " ", count: 11) + "Tile 2")
        let layout = try #require(tiles.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 128, height: 32))
        #expect(layout.minimumInteritemSpacing == 8)
        #expect(layout.minimumLineSpacing == 16)
        screen.tap(text: "Tile 1")
        screen.advance(by: 1)
        #expect(tiles.log == ["prepare ShowTile item 1", "didSelect 1"])
        #expect(tiles.presentedViewController?.title == "Info")
    }

    // MARK: The corpus

    /// Every table and collection view scene of the corpus: each prototype dequeues a cell
    /// with its identifier, and each static table answers with the file's sections.
    @Test func theCorpusPrototypesDequeueAndStaticTablesAnswer() throws {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        _ = logs
        let corpus = try StoryboardCorpus.laidOutByProject()
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        var prototypes = 0
        var staticTables = 0
        for name in StoryboardCorpus.names {
            let storyboard = try UIStoryboard(contentsOf: corpus.files[name]!)
            for scene in storyboard._document.scenes where scene.member.name != "viewControllerPlaceholder" {
                var identifiers: [String] = []
                var staticSections: [Int] = []
                scene.member.forEachDescendant { element in
                    if element.name == "tableViewCell" || element.name == "collectionViewCell",
                        let identifier = element["reuseIdentifier"], !element.isStaticCell(in: scene.member)
                    {
                        identifiers.append(identifier)
                    }
                    if element.name == "tableView", element["dataMode"] == "static" {
                        staticSections.append(element.children(of: "sections").count)
                    }
                }
                guard !identifiers.isEmpty || !staticSections.isEmpty else { continue }
                let controller = try storyboard._instantiate(memberID: scene.member.id!, creator: nil)
                controller.loadViewIfNeeded()
                let tables = controller.view.descendants(of: UITableView.self)
                let collections = controller.view.descendants(of: UICollectionView.self)
                for identifier in identifiers {
                    let cell: UIView? =
                        tables.lazy.compactMap { $0.dequeueReusableCell(withIdentifier: identifier) }.first
                        ?? collections.lazy.compactMap { $0._cellPool.dequeue(identifier) }.first
                    #expect(cell != nil, "\(name) \(scene.member.opening) \(identifier)")
                    prototypes += 1
                }
                for count in staticSections {
                    let table = try #require(tables.first { $0._staticSections != nil }, "\(name) \(scene.member.opening)")
                    let source = try #require(table.dataSource, "\(name) \(scene.member.opening)")
                    #expect(source.numberOfSections(in: table) == count)
                    for section in 0..<count {
                        for row in 0..<source.tableView(table, numberOfRowsInSection: section) {
                            _ = source.tableView(table, cellForRowAt: IndexPath(row: row, section: section))
                        }
                    }
                    staticTables += 1
                }
            }
        }
        #expect(prototypes > 20)
        #expect(staticTables == 13)
    }

    /// Apple's NavBar sample: a static table whose file connects no data source, so the
    /// table view controller becomes it, with subtitle cells and their segues.
    @Test func theNavBarSamplesStaticMenuIsOnScreen() throws {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        _ = logs
        let storyboard = try UIStoryboard(
            contentsOf: StoryboardCorpus.folder.appendingPathComponent("bqlin__Apple-Sample-Code__NavBar-Main.storyboard"))
        let screen = HeadlessScreen(width: 60, height: 30)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        screen.show(navigation)
        screen.runUntilIdle()
        // 60-point subtitle rows: four rows each, title and subtitle in the middle two.
        #expect(Array(screen.lines.prefix(7)) == [
            " Style                     NavBar",
            "",
            " Custom Right View                                        ›",
            " A navigation bar with a custom control on the right.",
            "",
            "",
            " Custom Title View                                        ›",
        ])
        screen.tap(text: "Custom Title View")
        screen.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
    }
}

extension StoryboardElement {
    /// Whether this cell is one of a static table's under `root`.
    fileprivate func isStaticCell(in root: StoryboardElement) -> Bool {
        var found = false
        root.forEachDescendant { element in
            guard element.name == "tableViewSection" else { return }
            if element.children(of: "cells").contains(where: { $0.id == id }) { found = true }
        }
        return found
    }
}

extension UIView {
    /// This view and the views under it of `type`, depth first.
    fileprivate func descendants<View: UIView>(of type: View.Type) -> [View] {
        ((self as? View).map { [$0] } ?? []) + subviews.flatMap { $0.descendants(of: type) }
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// One unit from storyboard to screen: everything in points, the terminal cell as the screen's
/// scale, and one rule for which cells a rectangle owns.
@Suite(.isolatedUI) @MainActor
struct PointsAndCellsTests {
    // MARK: The rule

    @Test func aRectangleOwnsTheCellsWhoseCentresItCovers() {
        let cell = UIScreen.standardCellSize
        // x 4…20 covers the centres 4 and 12; y 0…40 covers 8 and 24.
        #expect(UIScreen.cellRect(for: CGRect(x: 4, y: 0, width: 16, height: 40), cellSize: cell)
            == CGRect(x: 0, y: 0, width: 2, height: 2))
        // A centre on the top or left edge is owned, one on the bottom or right edge is not.
        #expect(UIScreen.cellRect(for: CGRect(x: 12, y: 24, width: 8, height: 16), cellSize: cell)
            == CGRect(x: 1, y: 1, width: 1, height: 1))
        // Narrower than half a cell around no centre: nothing.
        #expect(UIScreen.cellRect(for: CGRect(x: 0, y: 0, width: 3, height: 16), cellSize: cell).isEmpty)
        // One point a cell: whole cells are themselves.
        #expect(UIScreen.cellRect(for: CGRect(x: 3, y: 2, width: 5, height: 1), cellSize: UIScreen.onePointPerCell)
            == CGRect(x: 3, y: 2, width: 5, height: 1))
    }

    @Test(arguments: 0..<40)
    func viewsThatMeetShareNoCellAndLeaveNoneBetween(seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        let cell = UIScreen.standardCellSize
        // Three views side by side at arbitrary point widths: their cells tile the row.
        let edges = [0.0] + (0..<3).map { _ in Double(random.next() % 400) / 4 }.sorted() + [200]
        var covered: [Int] = []
        for (start, end) in zip(edges, edges.dropFirst()) {
            let rect = UIScreen.cellRect(for: CGRect(x: start, y: 0, width: end - start, height: 16), cellSize: cell)
            covered += Array(Int(rect.minX)..<Int(rect.maxX))
        }
        #expect(covered == Array(0..<25))
    }

    // MARK: Drawing and hit-testing agree

    @Test(arguments: 0..<25)
    func whatIsDrawnIsWhereHitTestingFindsIt(seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        let screen = HeadlessScreen(width: 12, height: 6)
        let root = UIViewController()
        screen.show(root)
        // A grid of views with frames off the cells, each filled with a colour of its own.
        var views: [UIView] = []
        var x: CGFloat = 0
        for column in 0..<3 {
            let width = column == 2 ? 96 - x : CGFloat(20 + random.next() % 20)
            var y: CGFloat = 0
            for row in 0..<2 {
                let height = row == 1 ? 96 - y : CGFloat(30 + random.next() % 30)
                let view = UIView(frame: CGRect(x: x, y: y, width: width, height: height))
                view.backgroundColor = UIColor(red: CGFloat(views.count) / 6, green: 0.5, blue: 0.5, alpha: 1)
                root.view.addSubview(view)
                views.append(view)
                y += height
            }
            x += width
        }
        screen.runUntilIdle()
        let canvas = screen.canvas
        for row in 0..<6 {
            for column in 0..<12 {
                let drawn = canvas[x: column, y: row].background
                let hit = screen.window.hitTest(screen.screen.point(atColumn: column, row: row), with: nil)
                #expect(hit?.backgroundColor != nil && hit?.backgroundColor === drawn, "cell \(column), \(row)")
            }
        }
    }

    @Test func aClickReportsThePointAtTheMiddleOfItsCell() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let root = TouchRecordingController()
        screen.show(root)
        screen.tap(at: CGPoint(x: 3, y: 2))
        #expect(root.locations == [CGPoint(x: 28, y: 40), CGPoint(x: 28, y: 40)])
        #expect(screen.cell(at: CGPoint(x: 28, y: 40)) == CGPoint(x: 3, y: 2))
    }

    // MARK: Text and metrics in points

    @Test func textMeasuresInPointsAWideCharacterTwoColumns() {
        _ = HeadlessScreen(width: 40, height: 10)
        let label = UILabel()
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 16))
        label.text = "日本"
        #expect(label.intrinsicContentSize == CGSize(width: 32, height: 16))
        label.numberOfLines = 0
        label.text = "one two three"
        #expect(label.sizeThatFits(CGSize(width: 64, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 56, height: 32))
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.pointSize == 17)
        #expect(body.lineHeight == 16)
        #expect(("Hello" as NSString).size(withAttributes: nil) == CGSize(width: 40, height: 16))
    }

    @Test func terrariumsMetricsArePointsOfWholeCells() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let navigation = UINavigationController(rootViewController: UIViewController())
        screen.show(navigation)
        #expect(navigation.navigationBar.frame.height == 16)
        #expect(UITableView().rowHeight == 16)
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        let a = UIView(), b = UIView()
        #expect(b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1).constant == 8)
        #expect(b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1).constant == 16)
    }

    // MARK: Screens

    @Test func aScreenFromADevicesSizeInPoints() {
        let screen = HeadlessScreen(points: CGSize(width: 390, height: 844))
        #expect(screen.window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.canvas.width == 49)
        #expect(screen.canvas.height == 53)
        // An iPhone in portrait: compact across, regular down.
        #expect(screen.window.traitCollection.horizontalSizeClass == .compact)
        #expect(screen.window.traitCollection.verticalSizeClass == .regular)
    }

    @Test func aScreenInCellsIsItsCellsTimesTheCellSize() {
        let screen = HeadlessScreen(width: 120, height: 40)
        #expect(screen.window.frame.size == CGSize(width: 960, height: 640))
        #expect(UIScreen.main.bounds.size == CGSize(width: 960, height: 640))
        screen.resize(width: 100, height: 30)
        #expect(screen.window.frame.size == CGSize(width: 800, height: 480))
        #expect(screen.canvas.width == 100)
    }

    // MARK: A drawer as iOS libraries write it

    @Test func aDrawerOf280PointsIs35ColumnsOnA120By40Terminal() {
        let screen = HeadlessScreen(width: 120, height: 40)
        let drawer = SampleDrawerController()
        screen.show(drawer)
        drawer.setDrawerOpen(true)
        screen.runUntilIdle()
        #expect(drawer.drawerView.frame.width == 280)
        // 35 columns of the drawer's colour on every row, then the main view's.
        let canvas = screen.canvas
        for row in [0, 20, 39] {
            #expect((0..<35).allSatisfy { canvas[x: $0, y: row].background === drawer.drawerView.backgroundColor })
            #expect(canvas[x: 35, y: row].background !== drawer.drawerView.backgroundColor)
        }
        // The title 16 points in: from the third column ("Drawer" spans columns 2 to 7).
        #expect(screen.location(of: "Drawer") == CGPoint(x: 4, y: 0))
        #expect(screen.location(of: "Main") != nil)
        drawer.setDrawerOpen(false)
        screen.runUntilIdle()
        #expect(screen.location(of: "Drawer") == nil)
    }
}

/// A drawer container in the style of iOS drawer libraries: the drawer's width is a
/// constraint constant of 280 points, its leading edge slides in from off screen.
@MainActor
final class SampleDrawerController: UIViewController {
    let drawerView = UIView()
    private var leading: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        let main = UILabel()
        main.text = "Main"
        main.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(main)
        drawerView.backgroundColor = .systemIndigo
        let title = UILabel()
        title.text = "Drawer"
        title.translatesAutoresizingMaskIntoConstraints = false
        drawerView.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: drawerView.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: drawerView.topAnchor),
        ])
        drawerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(drawerView)
        leading = drawerView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -280)
        NSLayoutConstraint.activate([
            main.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            main.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            leading,
            drawerView.topAnchor.constraint(equalTo: view.topAnchor),
            drawerView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            drawerView.widthAnchor.constraint(equalToConstant: 280),
        ])
    }

    func setDrawerOpen(_ open: Bool) {
        leading.constant = open ? 0 : -280
        view.setNeedsLayout()
    }
}

/// Records where its view's touches began and ended.
@MainActor
final class TouchRecordingController: UIViewController {
    var locations: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        locations += touches.map { $0.location(in: view) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        locations += touches.map { $0.location(in: view) }
    }
}

/// A small deterministic generator for the tests' random frames.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

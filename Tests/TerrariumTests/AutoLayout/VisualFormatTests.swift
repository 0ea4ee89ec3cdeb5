import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): one test per
/// construct of the language, and UIKit's message for malformed formats.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct VisualFormatTests {
    /// Views `a`, `b`, `c` in a `width`×`height` container with no layout margins unless
    /// given, the formats activated, laid out.
    private func layOut(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        margins: UIEdgeInsets = .zero, width: Int = 30, height: Int = 10, extra: ([String: UIView]) -> Void = { _ in }
    ) -> (views: [String: UIView], constraints: [NSLayoutConstraint], screen: HeadlessScreen) {
        // The screen first: the standard spacing is a column of the screen's cells.
        let screen = HeadlessScreen(width: width, height: height)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        container.layoutMargins = margins
        var views: [String: UIView] = [:]
        for name in ["a", "b", "c"] {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        var constraints: [NSLayoutConstraint] = []
        for format in formats {
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        NSLayoutConstraint.activate(constraints)
        extra(views)
        screen.show(HostViewController(container))
        screen.runUntilIdle()
        return (views, constraints, screen)
    }

    @Test func flushViewsBetweenTheSuperviewsEdgesShareTheWidth() {
        let (views, _, _) = layOut(["H:|[a(==10)][b]|", "V:|[a(==1)]", "V:|[b(==1)]"])
        #expect(views["a"]!.frame == CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(views["b"]!.frame == CGRect(x: 10, y: 0, width: 20, height: 1))
    }

    @Test func aConnectionOfOneNumberIsThatSpace() {
        let (views, _, _) = layOut(["H:|-2-[a(==5)]-3-[b(==4)]"])
        #expect(views["a"]!.frame.minX == 2)
        #expect(views["b"]!.frame.minX == 10)
        let space = NSLayoutConstraint.constraints(withVisualFormat: "[a]-8-[b]", metrics: nil, views: views)
        #expect(space.count == 1)
        #expect(space[0].firstItem === views["b"] && space[0].firstAttribute == .leading)
        #expect(space[0].secondItem === views["a"] && space[0].secondAttribute == .trailing)
        #expect(space[0].constant == 8 && space[0].relation == .equal && !space[0].isActive)
    }

    @Test func standardSpacingIsOneCellBetweenViewsAndTheMarginsAtTheSuperview() {
        let (views, constraints, _) = layOut(
            ["H:|-[a(==5)]-[b]-|"], margins: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 2))
        #expect(views["a"]!.frame.minX == 3)
        #expect(views["b"]!.frame.minX == 9)
        #expect(views["b"]!.frame.maxX == 28)
        #expect(constraints.contains { $0.secondAttribute == .leadingMargin })
        #expect(constraints.contains { $0.firstAttribute == .trailingMargin })
    }

    @Test func relationsInAConnectionBoundTheSpace() {
        let (views, _, _) = layOut(["H:|-(>=4,<=6)-[a(==5)]"]) { views in
            let pull = views["a"]!.leadingAnchor.constraint(equalTo: views["a"]!.superview!.leadingAnchor)
            pull.priority = .defaultLow
            pull.isActive = true
        }
        #expect(views["a"]!.frame.minX == 4)
    }

    @Test func aPriorityLetsAWeakerSizeGive() {
        let (views, constraints, _) = layOut(["H:|[a(==20@750)]|"])
        #expect(views["a"]!.frame.width == 30)
        #expect(constraints.first { $0.firstAttribute == .width }?.priority == UILayoutPriority(750))
    }

    @Test func aViewsSizeCanEqualAnotherViews() {
        let (views, _, _) = layOut(["H:|[a(==b)][b]|"])
        #expect(views["a"]!.frame.width == 15)
        #expect(views["b"]!.frame == CGRect(x: 15, y: 0, width: 15, height: 0))
    }

    @Test func metricsNameConstantsAndPriorities() {
        let (views, constraints, _) = layOut(
            ["H:|-pad-[a(==w@high)]-pad-[b(>=w)]"], metrics: ["pad": 2, "w": 7.0, "high": CGFloat(999)])
        #expect(views["a"]!.frame == CGRect(x: 2, y: 0, width: 7, height: 0))
        #expect(views["b"]!.frame.minX == 11)
        #expect(views["b"]!.frame.width >= 7)
        #expect(constraints.contains { $0.priority == UILayoutPriority(999) })
    }

    @Test func aPredicateListBoundsASize() {
        let (views, _, _) = layOut(["H:|[a(>=5,<=8)]"]) { views in
            let stretch = views["a"]!.trailingAnchor.constraint(equalTo: views["a"]!.superview!.trailingAnchor)
            stretch.priority = .defaultLow
            stretch.isActive = true
        }
        #expect(views["a"]!.frame.width == 8)
    }

    @Test func verticalFormatsRunDown() {
        let (views, _, _) = layOut(["V:|-1-[a(==2)]-[b(==3)]"])
        #expect(views["a"]!.frame.minY == 1)
        #expect(views["b"]!.frame.minY == 4)
        #expect(views["b"]!.frame.height == 3)
    }

    @Test func alignmentOptionsAlignTheViewsAcrossTheFormat() {
        let (views, constraints, screen) = layOut(
            ["H:|[a(==5)][b(==5)]", "V:|-2-[a(==1)]", "V:[b(==1)]"], options: [])
        _ = constraints
        let aligned = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a][b]", options: .alignAllCenterY, metrics: nil, views: views)
        NSLayoutConstraint.activate(aligned)
        screen.runUntilIdle()
        #expect(views["b"]!.frame.minY == 2)
        #expect(aligned.contains { $0.firstAttribute == .centerY && $0.secondAttribute == .centerY })
    }

    @Test func rightToLeftPutsTheFirstViewAtTheRight() {
        let (views, _, _) = layOut(["H:|-2-[a(==5)]-1-[b(==5)]"], options: .directionRightToLeft)
        #expect(views["a"]!.frame.maxX == 28)
        #expect(views["b"]!.frame.maxX == 22)
    }

    @Test func directionOptionsChooseLeftAndRightOrLeadingAndTrailing() {
        let views = ["a": UIView(), "b": UIView()]
        let natural = NSLayoutConstraint.constraints(withVisualFormat: "[a][b]", metrics: nil, views: views)
        #expect(natural[0].firstAttribute == .leading && natural[0].secondAttribute == .trailing)
        let leftToRight = NSLayoutConstraint.constraints(
            withVisualFormat: "[a][b]", options: .directionLeftToRight, metrics: nil, views: views)
        #expect(leftToRight[0].firstAttribute == .left && leftToRight[0].secondAttribute == .right)
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-[b]", metrics: nil, views: views)
        #expect(vertical[0].firstAttribute == .top && vertical[0].secondAttribute == .bottom)
        #expect(vertical[0].constant == 1)
    }

    @Test func aMalformedFormatStopsWithTheFormatAndACaret() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|[a]-(>8)-[a]", metrics: nil, views: ["a": UIView()])
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "uncaught exception 'NSInvalidArgumentException', reason: 'Unable to parse constraint format: \n"))
        #expect(message.contains("\nH:|[a]-(>8)-[a] \n        ^"))
    }

    @Test func anOrientationWithoutItsColonStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "V|[a]|", metrics: nil, views: ["a": UIView()])
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Expected ':' after 'V' to specify vertical arrangement \nV|[a]| \n^"))
    }

    @Test func anUnknownViewNameStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[a][missing]", metrics: nil, views: ["a": UIView()])
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("missing is not a key in the views dictionary. \nV:[a][missing] \n      ^"))
    }

    @Test func theSuperviewBarWithoutASuperviewStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]", metrics: nil, views: ["a": UIView()])
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("because the related view doesn't have a superview \nH:|[a] \n  ^"))
    }

    @Test func aligningAlongTheFormatsOwnAxisStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let views = ["a": UIView(), "b": UIView()]
                _ = NSLayoutConstraint.constraints(
                    withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: views)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that "
                    + "is also horizontal."))
    }
}

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

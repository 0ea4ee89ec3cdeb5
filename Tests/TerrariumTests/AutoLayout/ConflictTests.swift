import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Required constraints that cannot hold together: UIKit's report through the main loop's
/// logger, the most recently activated constraint broken, no crash; broken constraints come
/// back when the conflict goes away.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ConflictTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func contradictoryRequiredConstraintsAreReportedAndTheLatestIsBroken() {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let (screen, controller) = showing(width: 40, height: 5)
        let box = placedBox(in: controller.view)
        let ten = box.widthAnchor.constraint(equalToConstant: 10)
        let twenty = box.widthAnchor.constraint(equalToConstant: 20)
        ten.isActive = true
        #expect(logs.entries.isEmpty)

        twenty.isActive = true
        screen.runUntilIdle()

        let messages = logs.entries.map { "\($0.message)" }
        #expect(messages.count == 1)
        #expect(logs.entries.allSatisfy { $0.level == .warning })
        let report = messages.first ?? ""
        #expect(
            report.hasPrefix(
                "Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the "
                    + "following list is one you don't want. \n\tTry this: \n\t\t(1) look at each constraint and try "
                    + "to figure out which you don't expect; \n\t\t(2) find the code that added the unwanted "
                    + "constraint or constraints and fix it. \n("))
        #expect(report.contains("(\n    \"\(ten)\",\n    \"\(twenty)\"\n)"))
        #expect(report.contains("\n\nWill attempt to recover by breaking constraint \n\(twenty)\n"))
        #expect(!report.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(box.frame.width == 10)
        #expect(ten.isActive && twenty.isActive)

        // With the first one gone, the broken one holds again, without another report.
        ten.isActive = false
        screen.runUntilIdle()
        #expect(box.frame.width == 20)
        #expect(logs.entries.count == 1)
    }

    @Test func aViewThatStillTranslatesItsMaskClashesWithConstraintsThatResizeIt() {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let (screen, controller) = showing(width: 40, height: 5)
        let view = UIView(frame: CGRect(x: 2, y: 1, width: 5, height: 1))
        controller.view.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 10)

        width.isActive = true
        screen.runUntilIdle()

        let report = logs.entries.map { "\($0.message)" }.first ?? ""
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(
            report.contains(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                    + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"))
        let name = "UIView:\(NSLayoutConstraint._address(of: view))"
        #expect(report.contains("\"<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(report.contains(" h=--& v=--& \(name).width == 5   (active)>\""))
        #expect(report.contains("\"\(width)\""))
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint \n\(width)\n\n" + debuggingLine))
        #expect(view.frame == CGRect(x: 2, y: 1, width: 5, height: 1))
    }

    @Test func aConstantChangedIntoAConflictBreaksTheLatestConstraintAndComesBackWhenItFits() {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let (screen, controller) = showing(width: 40, height: 5)
        let root = controller.view!
        let box = constrainedView(in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 1),
            width,
        ])
        screen.runUntilIdle()
        #expect(box.frame.width == 10)

        width.constant = 50
        screen.runUntilIdle()

        let report = logs.entries.map { "\($0.message)" }.first ?? ""
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(width)\n"))
        #expect(report.contains(".width == 40   (active)>\""))
        #expect(box.frame.maxX <= 40)

        width.constant = 20
        screen.runUntilIdle()
        #expect(box.frame == CGRect(x: 5, y: 0, width: 20, height: 1))
        #expect(logs.entries.count == 1)
    }

    @Test func aResizeThatLeavesNoRoomBreaksAConstraintAndAResizeBackRestoresIt() {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let (screen, controller) = showing(width: 40, height: 5)
        let root = controller.view!
        let box = constrainedView(in: root)
        let minimum = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 30)
        NSLayoutConstraint.activate(edges(of: box, to: root, inset: 1) + [minimum])
        screen.runUntilIdle()
        #expect(box.frame.width == 38)

        screen.resize(width: 20, height: 5)
        #expect(logs.entries.count == 1)
        #expect((logs.entries.first.map { "\($0.message)" } ?? "").contains("breaking constraint \n\(minimum)"))
        #expect(box.frame == CGRect(x: 1, y: 1, width: 18, height: 3))

        screen.resize(width: 50, height: 5)
        #expect(box.frame == CGRect(x: 1, y: 1, width: 48, height: 3))
        #expect(minimum.isActive)
        #expect(logs.entries.count == 1)
    }
}

extension ConflictTests {
    @Test func aClashInALargeWindowIsExplainedFromItsNeighbourhood() {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let (screen, controller) = showing(width: 80, height: 30)
        let root = controller.view!
        // 20 rows of 20 cells, each row filling the width.
        var rows: [[UIView]] = []
        var constraints: [NSLayoutConstraint] = []
        for row in 0..<20 {
            var cells: [UIView] = []
            for column in 0..<20 {
                let cell = constrainedView(in: root)
                constraints += [
                    cell.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(row)),
                    cell.heightAnchor.constraint(equalToConstant: 1),
                    column == 0
                        ? cell.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                        : cell.leadingAnchor.constraint(equalTo: cells[column - 1].trailingAnchor),
                ]
                if column > 0 { constraints.append(cell.widthAnchor.constraint(equalTo: cells[0].widthAnchor)) }
                cells.append(cell)
            }
            constraints.append(cells[19].trailingAnchor.constraint(equalTo: root.trailingAnchor))
            rows.append(cells)
        }
        NSLayoutConstraint.activate(constraints)
        screen.runUntilIdle()
        #expect(rows[5].map(\.frame.width) == Array(repeating: 4, count: 20))

        let tooWide = rows[5][3].widthAnchor.constraint(equalToConstant: 10)
        tooWide.isActive = true
        screen.runUntilIdle()

        let report = logs.entries.map { "\($0.message)" }.first ?? ""
        #expect(report.contains("breaking constraint \n\(tooWide)"))
        // The clash is row 5 against the window's width: none of the other rows' constraints.
        let listed = report.components(separatedBy: "\n").filter { $0.hasPrefix("    \"<") }
        #expect(listed.count < 50)
        #expect(rows[5].map(\.frame.width) == Array(repeating: 4, count: 20))
    }
}

private let debuggingLine =
    "The methods in the UIConstraintBasedLayoutDebugging category on UIView (hasAmbiguousLayout, "
    + "exerciseAmbiguityInLayout(), constraintsAffectingLayout(for:)) may also be helpful."

/// A view pinned at the top left of `superview`, one row high, with no width constraint.
@MainActor
private func placedBox(in superview: UIView) -> UIView {
    let box = constrainedView(in: superview)
    NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
        box.topAnchor.constraint(equalTo: superview.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 1),
    ])
    return box
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIStackView`: axes, distributions, alignments, spacing, hidden arranged views,
/// adding, inserting and removing arranged views, margins, and sizing to content.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct StackViewTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func aRowFillsItsWidthByStretchingTheViewThatHugsLeast() {
        let (screen, stack, labels) = showingStack(["one", "two", "three"], width: 30, height: 3, stretching: 1)
        stack.spacing = 1
        screen.runUntilIdle()

        #expect(
            labels.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 4, y: 0, width: 20, height: 1),
                CGRect(x: 25, y: 0, width: 5, height: 1),
            ])
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 30, height: 1))
        #expect(screen.lines[0] == "one two" + String(repeating: " ", count: 18) + "three")

        screen.resize(width: 20, height: 3)
        #expect(labels[1].frame == CGRect(x: 4, y: 0, width: 10, height: 1))
        #expect(screen.lines[0] == "one two        three")
    }

    @Test func aColumnAlignsItsViewsAcrossTheAxis() {
        let (screen, stack, labels) = showingStack(["a", "bbb", "cc"], width: 20, height: 5)
        stack.axis = .vertical
        let expectations: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [20, 20, 20]),
            (.leading, [0, 0, 0], [1, 3, 2]),
            (.center, [10, 9, 9], [1, 3, 2]),
            (.trailing, [19, 17, 18], [1, 3, 2]),
        ]
        for (alignment, xs, widths) in expectations {
            stack.alignment = alignment
            screen.runUntilIdle()
            #expect(labels.map(\.frame.minX) == xs, "\(alignment)")
            #expect(labels.map(\.frame.width) == widths, "\(alignment)")
            #expect(labels.map(\.frame.minY) == [0, 1, 2], "\(alignment)")
        }
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(screen.lines.prefix(3) == ["                   a", "                 bbb", "                  cc"])
    }

    @Test func fillEquallyGivesEveryViewTheSameLengthToTheNearestCell() {
        let (screen, stack, labels) = showingStack(["a", "b", "c"], width: 30, height: 3)
        stack.distribution = .fillEqually
        stack.spacing = 2
        screen.runUntilIdle()

        #expect(labels.map(\.frame.minX) == [0, 11, 21])
        #expect(labels.map(\.frame.width) == [9, 8, 9])
        #expect(labels[1].frame.minX - labels[0].frame.maxX == 2 && labels[2].frame.minX - labels[1].frame.maxX == 2)
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicSize() {
        let (screen, stack, labels) = showingStack(["a", "bb", "ccc"], width: 30, height: 3)
        stack.distribution = .fillProportionally
        screen.runUntilIdle()
        #expect(labels.map(\.frame.width) == [5, 10, 15])

        stack.spacing = 3
        labels[0].text = "aaa"
        screen.runUntilIdle()
        #expect(labels.map(\.frame.width) == [9, 6, 9])
        #expect(labels[2].frame.maxX == 30)
    }

    @Test func equalSpacingAndEqualCenteringKeepSizesAndSpreadTheViews() {
        let (screen, stack, labels) = showingStack(["abc", "def", "ghijk"], width: 30, height: 3)
        stack.distribution = .equalSpacing
        screen.runUntilIdle()
        #expect(labels.map(\.frame.width) == [3, 3, 5])
        #expect(labels[0].frame.minX == 0 && labels[2].frame.maxX == 30)
        let gaps = [labels[1].frame.minX - labels[0].frame.maxX, labels[2].frame.minX - labels[1].frame.maxX]
        #expect(abs(gaps[0] - gaps[1]) <= 1 && gaps[0] + gaps[1] == 19)

        stack.distribution = .equalCentering
        screen.runUntilIdle()
        #expect(labels.map(\.frame.width) == [3, 3, 5])
        #expect(labels[0].frame.minX == 0 && labels[2].frame.maxX == 30)
        #expect(labels[1].frame.midX == 14.5)
    }

    @Test func aHiddenArrangedViewCollapsesAndComesBackWhenShown() {
        let (screen, stack, labels) = showingStack(["first", "second", "third"], width: 20, height: 6)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 1
        screen.runUntilIdle()
        #expect(labels.map(\.frame.minY) == [0, 2, 4])
        #expect(screen.lines.prefix(5) == ["first", "", "second", "", "third"])

        labels[1].isHidden = true
        screen.runUntilIdle()

        #expect(labels[0].frame.minY == 0 && labels[2].frame.minY == 2)
        #expect(labels[1].frame.height == 0)
        #expect(screen.lines.prefix(3) == ["first", "", "third"])

        labels[1].isHidden = false
        screen.runUntilIdle()
        #expect(
            labels.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 5, height: 1), CGRect(x: 0, y: 2, width: 6, height: 1),
                CGRect(x: 0, y: 4, width: 5, height: 1),
            ])
    }

    @Test func removingAnArrangedViewKeepsItAsASubviewAsInUIKit() {
        let (screen, stack, labels) = showingStack(["a", "b", "c"], width: 20, height: 3)
        stack.spacing = 1
        screen.runUntilIdle()

        stack.removeArrangedSubview(labels[1])
        screen.runUntilIdle()

        #expect(identities(stack.arrangedSubviews) == identities([labels[0], labels[2]]))
        #expect(labels[1].superview === stack)
        #expect(labels[2].frame.minX == 2)

        labels[2].removeFromSuperview()
        #expect(identities(stack.arrangedSubviews) == identities([labels[0]]))
    }

    @Test func insertingAnArrangedViewPutsItAtItsIndexAndMakesItASubview() {
        let (screen, stack, labels) = showingStack(["a", "b"], width: 20, height: 3)
        stack.alignment = .leading
        let inserted = UILabel()
        inserted.text = "new"
        #expect(inserted.translatesAutoresizingMaskIntoConstraints)

        stack.insertArrangedSubview(inserted, at: 1)
        screen.runUntilIdle()

        #expect(!inserted.translatesAutoresizingMaskIntoConstraints)
        #expect(inserted.superview === stack)
        #expect(identities(stack.arrangedSubviews) == identities([labels[0], inserted, labels[1]]))
        #expect(screen.lines[0].hasPrefix("anewb"))
    }

    @Test func aMarginsRelativeStackLaysOutInsideItsMargins() {
        let (screen, stack, labels) = showingStack(["x", "y"], width: 20, height: 6)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 3, bottom: 1, right: 3)
        stack.isLayoutMarginsRelativeArrangement = true
        screen.runUntilIdle()

        #expect(labels.map(\.frame.origin) == [CGPoint(x: 3, y: 1), CGPoint(x: 3, y: 2)])
        #expect(stack.frame.height == 4)
    }

    @Test func aStackWithOnlyAPositionSizesItselfToItsContent() {
        let (screen, controller) = showing(width: 30, height: 5)
        let first = UILabel()
        first.text = "ab"
        let second = UILabel()
        second.text = "cde"
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.spacing = 1
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 2),
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 1),
        ])
        screen.runUntilIdle()

        #expect(stack.frame == CGRect(x: 2, y: 1, width: 6, height: 1))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 6, height: 1))
        #expect(screen.lines[1] == "  ab cde")
    }

    @Test func customSpacingReplacesTheSpacingAfterOneView() {
        let (screen, stack, labels) = showingStack(["a", "b", "c"], width: 20, height: 3)
        stack.alignment = .leading
        stack.spacing = 1
        stack.setCustomSpacing(4, after: labels[0])
        screen.runUntilIdle()

        #expect(stack.customSpacing(after: labels[0]) == 4)
        #expect(stack.customSpacing(after: labels[1]) == UIStackView.spacingUseDefault)
        #expect(labels.map(\.frame.minX) == [0, 5, 7])
        #expect(screen.lines[0] == "a    b c")
    }

    @Test func aFrameBasedStackInAWindowWithoutOtherConstraintsArrangesItsViews() {
        let (screen, controller) = showing(width: 20, height: 4)
        let stack = UIStackView(frame: CGRect(x: 2, y: 1, width: 10, height: 2))
        stack.axis = .vertical
        for text in ["top", "bottom"] {
            let label = UILabel()
            label.text = text
            stack.addArrangedSubview(label)
        }
        controller.view.addSubview(stack)
        screen.runUntilIdle()

        #expect(screen.lines.prefix(3) == ["", "  top", "  bottom"])
        stack.frame.origin.x = 5
        screen.runUntilIdle()
        #expect(screen.lines.prefix(3) == ["", "     top", "     bottom"])
    }

    @Test func theStacksConstraintsCarryUIKitsNames() {
        let (screen, stack, _) = showingStack(["a", "b"], width: 20, height: 3)
        stack.spacing = 1
        screen.runUntilIdle()

        let names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
    }
}

/// A horizontal stack of labels, pinned to the top, leading and trailing edges of a shown
/// controller's view; the label at index `stretching` (the last by default) hugs its
/// content less than the others, so that it takes any room left in a row.
@MainActor
private func showingStack(_ texts: [String], width: Int, height: Int, stretching: Int? = nil)
    -> (HeadlessScreen, UIStackView, [UILabel])
{
    let (screen, controller) = showing(width: width, height: height)
    let labels = texts.map { text -> UILabel in
        let label = UILabel()
        label.text = text
        return label
    }
    labels[stretching ?? labels.count - 1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: labels)
    stack.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        stack.topAnchor.constraint(equalTo: controller.view.topAnchor),
    ])
    screen.runUntilIdle()
    return (screen, stack, labels)
}

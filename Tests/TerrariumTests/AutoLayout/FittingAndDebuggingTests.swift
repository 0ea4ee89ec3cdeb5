import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `systemLayoutSizeFitting`, ambiguity (`hasAmbiguousLayout`, `exerciseAmbiguityInLayout`)
/// and `constraintsAffectingLayout(for:)`.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct FittingAndDebuggingTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Fitting

    @Test func theCompressedSizeIsTheContentPlusItsInsets() {
        let card = card(title: "Title", detail: "a longer detail")

        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 19, height: 4))
        #expect(card.frame == .zero)
    }

    @Test func aRequiredWidthFixesTheWidthAndTheHeightFollowsTheConstraints() {
        let box = UIView()
        let inner = constrainedView(in: box)
        NSLayoutConstraint.activate(
            edges(of: inner, to: box, inset: 1) + [
                inner.heightAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.25)
            ])

        let size = box.systemLayoutSizeFitting(
            CGSize(width: 42, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)

        #expect(size == CGSize(width: 42, height: 12))
    }

    @Test func theExpandedSizeIsAsLargeAsTheConstraintsAllow() {
        let box = UIView()
        let inner = constrainedView(in: box)
        NSLayoutConstraint.activate(
            edges(of: inner, to: box) + [
                inner.widthAnchor.constraint(lessThanOrEqualToConstant: 30),
                inner.heightAnchor.constraint(lessThanOrEqualToConstant: 3),
            ])

        #expect(box.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 30, height: 3))
        #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 0, height: 0))
    }

    @Test func fittingAViewInAWindowIgnoresItsConstraintsToTheSuperviewAndMovesNothing() {
        let (screen, controller) = showing(width: 40, height: 10)
        let card = card(title: "T", detail: "detail")
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        NSLayoutConstraint.activate(edges(of: card, to: controller.view))
        screen.runUntilIdle()
        #expect(card.frame.size == CGSize(width: 40, height: 10))

        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 10, height: 4))
        screen.runUntilIdle()
        #expect(card.frame.size == CGSize(width: 40, height: 10))
    }

    @Test func aLabelAloneFitsItsText() {
        let label = UILabel()
        label.text = "seven 7"
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 7, height: 1))
    }

    // MARK: - Ambiguity

    @Test func aViewWithNoWidthConstraintIsAmbiguousUntilItGetsOne() {
        let (screen, controller) = showing(width: 40, height: 5)
        let root = controller.view!
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 1),
        ])
        screen.runUntilIdle()
        #expect(box.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        #expect(!UIView().hasAmbiguousLayout)

        box.widthAnchor.constraint(greaterThanOrEqualToConstant: 4).isActive = true
        screen.runUntilIdle()
        #expect(box.hasAmbiguousLayout)

        box.widthAnchor.constraint(equalToConstant: 6).isActive = true
        screen.runUntilIdle()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame == CGRect(x: 2, y: 0, width: 6, height: 1))
    }

    @Test func exercisingAmbiguityMovesTheViewBetweenValidFramesAndBack() {
        let (screen, controller) = showing(width: 40, height: 5)
        let root = controller.view!
        let left = constrainedView(in: root)
        let right = constrainedView(in: root)
        // The two share 20 cells, but nothing says how.
        NSLayoutConstraint.activate(
            [
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                right.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                left.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
                right.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
            ] + rows(left, right, in: root))
        screen.runUntilIdle()
        let before = left.frame
        #expect(left.hasAmbiguousLayout && right.hasAmbiguousLayout)

        left.exerciseAmbiguityInLayout()
        screen.runUntilIdle()
        let moved = left.frame
        #expect(moved != before)
        #expect(left.frame.maxX == right.frame.minX && right.frame.maxX == 20)

        left.exerciseAmbiguityInLayout()
        screen.runUntilIdle()
        #expect(left.frame != moved)
        #expect(left.frame.maxX == right.frame.minX && right.frame.maxX == 20)
    }

    // MARK: - Constraints affecting layout

    @Test func constraintsAffectingLayoutListWhatNamesTheViewOnThatAxis() {
        let (screen, controller) = showing(width: 40, height: 5)
        let root = controller.view!
        let label = UILabel()
        label.text = "abc"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1)
        let width = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 2)
        let top = label.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([leading, top, width])
        screen.runUntilIdle()

        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 3)
        #expect(horizontal.first.map { "\($0)" }?.contains("NSContentSizeLayoutConstraint") == true)
        #expect(horizontal.first.map { "\($0)" }?.contains(".width == 3 Hug:250 CompressionResistance:750") == true)
        #expect(identities(Array(horizontal.dropFirst())) == identities([leading, width]))
        #expect(identities(Array(label.constraintsAffectingLayout(for: .vertical).dropFirst())) == identities([top]))

        let rootHorizontal = root.constraintsAffectingLayout(for: .horizontal).map { "\($0)" }
        #expect(rootHorizontal.count == 3)
        #expect(
            rootHorizontal[0].contains("NSAutoresizingMaskLayoutConstraint") && rootHorizontal[0].contains(".minX == 0")
        )
        #expect(rootHorizontal[1].contains("h=-&- v=-&- ") && rootHorizontal[1].contains(".width == 40   (active)>"))
        #expect(rootHorizontal[2] == "\(leading)")
    }
}

/// A view holding a title and a detail label stacked one cell inside its edges.
@MainActor
private func card(title: String, detail: String) -> UIView {
    let card = UIView()
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    titleLabel.text = title
    detailLabel.text = detail
    for label in [titleLabel, detailLabel] {
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
    }
    NSLayoutConstraint.activate([
        titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 2),
        titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -2),
        titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 1),
        detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
        detailLabel.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -2),
        detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
        detailLabel.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -1),
    ])
    return card
}

/// Puts both views on the first row.
@MainActor
private func rows(_ a: UIView, _ b: UIView, in root: UIView) -> [NSLayoutConstraint] {
    [
        a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
        b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 1),
    ]
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Intrinsic content sizes, content hugging and compression resistance, and priorities
/// between preferences.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ContentSizeTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func hugAndCompressionResistanceDefaultToUIKitsPriorities() {
        let view = UIView()
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        view.setContentHuggingPriority(.required, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
    }

    @Test func aLabelReportsTheSizeOfItsText() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 5, height: 1))
        label.text = "日本語"
        #expect(label.intrinsicContentSize == CGSize(width: 6, height: 1))
        label.text = "one\nthree"
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 5, height: 2))
        label.text = "the quick brown fox"
        label.preferredMaxLayoutWidth = 10
        #expect(label.intrinsicContentSize == CGSize(width: 9, height: 2))
    }

    @Test func aWrappingLabelPinnedAtBothSidesTakesTheHeightOfItsTextAtTheWidthItGot() {
        let (screen, controller) = showing(width: 20, height: 8)
        defer { withExtendedLifetime(screen) {} }
        let label = UILabel()
        label.text = "the quick brown fox jumps over the lazy dog"
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.translatesAutoresizingMaskIntoConstraints = false
        let footer = UILabel()
        footer.text = "end"
        footer.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        controller.view.addSubview(footer)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: controller.view.topAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 2),
            label.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -2),
            footer.topAnchor.constraint(equalTo: label.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: label.leadingAnchor),
        ])
        screen.runUntilIdle()
        #expect(label.frame == CGRect(x: 2, y: 0, width: 16, height: 3))
        #expect(
            Array(screen.lines.prefix(4)) == ["  the quick brown", "  fox jumps over", "  the lazy dog", "  end"])

        // Narrower, it wraps again at the new width.
        screen.resize(width: 14, height: 8)
        #expect(label.frame == CGRect(x: 2, y: 0, width: 10, height: 5))
        #expect(footer.frame.minY == 5)
    }

    @Test func aLabelWithNoSizeConstraintsTakesItsTextsSize() {
        let (screen, controller) = showing(width: 30, height: 3)
        let label = UILabel()
        label.text = "status"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        ])
        screen.runUntilIdle()

        #expect(label.frame == CGRect(x: 24, y: 2, width: 6, height: 1))
        #expect(screen.lines[2] == String(repeating: " ", count: 24) + "status")

        label.text = "ok"
        screen.runUntilIdle()

        #expect(label.frame == CGRect(x: 28, y: 2, width: 2, height: 1))
        #expect(screen.lines[2] == String(repeating: " ", count: 28) + "ok")
    }

    @Test func theViewThatHugsLessStretchesToFill() {
        let (screen, controller) = showing(width: 30, height: 3)
        let (name, value) = row(in: controller.view, "name", "value")
        value.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        screen.runUntilIdle()

        #expect(name.frame == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(value.frame == CGRect(x: 5, y: 0, width: 25, height: 1))

        name.setContentHuggingPriority(.defaultLow - 2, for: .horizontal)
        screen.runUntilIdle()

        #expect(name.frame == CGRect(x: 0, y: 0, width: 24, height: 1))
        #expect(value.frame == CGRect(x: 25, y: 0, width: 5, height: 1))
    }

    @Test func theViewThatResistsCompressionLessShrinksWhenSpaceRunsOut() {
        let (screen, controller) = showing(width: 12, height: 3)
        let (name, value) = row(in: controller.view, "username", "value")
        name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        screen.runUntilIdle()

        #expect(name.frame == CGRect(x: 0, y: 0, width: 6, height: 1))
        #expect(value.frame == CGRect(x: 7, y: 0, width: 5, height: 1))
        #expect(screen.lines[0] == "usern… value")

        screen.resize(width: 20, height: 3)
        #expect(name.frame.width == 8)
        #expect(value.frame.width == 11)
    }

    @Test func aViewsOwnIntrinsicSizeIsReadAgainWhenItInvalidatesIt() {
        let (screen, controller) = showing(width: 30, height: 10)
        let view = SizedView()
        view.size = CGSize(width: 4, height: 2)
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
        ])
        screen.runUntilIdle()
        #expect(view.frame == CGRect(x: 13, y: 4, width: 4, height: 2))

        view.size = CGSize(width: 10, height: 4)
        screen.runUntilIdle()
        #expect(view.frame.size == CGSize(width: 4, height: 2))

        view.invalidateIntrinsicContentSize()
        screen.runUntilIdle()
        #expect(view.frame == CGRect(x: 10, y: 3, width: 10, height: 4))
    }

    @Test func aHigherPriorityPreferenceWinsOverALowerOne() {
        let (screen, controller) = showing(width: 40, height: 3)
        let box = constrainedView(in: controller.view)
        let narrow = box.widthAnchor.constraint(equalToConstant: 10)
        let wide = box.widthAnchor.constraint(equalToConstant: 30)
        narrow.priority = .defaultLow
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            narrow, wide, box.heightAnchor.constraint(equalToConstant: 1),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.topAnchor.constraint(equalTo: controller.view.topAnchor),
        ])
        screen.runUntilIdle()
        #expect(box.frame.width == 30)

        wide.priority = UILayoutPriority(200)
        screen.runUntilIdle()
        #expect(box.frame.width == 10)
    }

    @Test func labelsInAScreenWithTranslatedAndConstrainedSiblingsDrawWhereSolved() {
        let (screen, controller) = showing(width: 20, height: 3)
        let fixed = UILabel(frame: CGRect(x: 0, y: 1, width: 5, height: 1))
        fixed.text = "fixed"
        controller.view.addSubview(fixed)
        let follower = UILabel()
        follower.text = "next"
        follower.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 2),
            follower.firstBaselineAnchor.constraint(equalTo: fixed.firstBaselineAnchor),
        ])
        screen.runUntilIdle()
        #expect(screen.lines == ["", "fixed  next", ""])
    }
}

/// Two labels on the first row of `superview`: the first at the leading edge, the second
/// one cell after it and pinned to the trailing edge.
@MainActor
private func row(in superview: UIView, _ first: String, _ second: String) -> (UILabel, UILabel) {
    let name = UILabel()
    let value = UILabel()
    name.text = first
    value.text = second
    for label in [name, value] {
        label.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(label)
    }
    NSLayoutConstraint.activate([
        name.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
        value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 1),
        value.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
        name.topAnchor.constraint(equalTo: superview.topAnchor),
        value.topAnchor.constraint(equalTo: superview.topAnchor),
    ])
    return (name, value)
}

/// A view whose intrinsic size is whatever `size` is when asked.
@MainActor
private final class SizedView: UIView {
    var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

    override var intrinsicContentSize: CGSize { size }
}

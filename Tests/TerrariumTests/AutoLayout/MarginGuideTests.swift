import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `preservesSuperviewLayoutMargins` and `readableContentGuide`.
@MainActor
@Suite(.isolatedUI) struct MarginGuideTests {
    /// A controller whose view holds `content` filling it; `content` holds `label` pinned to
    /// `guide(content)`'s leading and trailing edges.
    private func show(
        width: Int, configure: (UIView, UIView) -> Void = { _, _ in },
        guide: @escaping (UIView) -> UILayoutGuide
    ) -> (HeadlessScreen, UIView, UILabel) {
        let controller = UIViewController()
        let content = UIView()
        let label = UILabel()
        label.text = "Text"
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        controller.loadViewIfNeeded()
        content.frame = controller.view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(content)
        configure(controller.view, content)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.topAnchor),
            label.leadingAnchor.constraint(equalTo: guide(content).leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide(content).trailingAnchor),
        ])
        let screen = HeadlessScreen(width: width, height: 6)
        screen.show(controller)
        return (screen, content, label)
    }

    @Test func preservingTheSuperviewsMarginsKeepsContentInsideThem() {
        let wide = UIEdgeInsets(top: 0, left: 48, bottom: 0, right: 24)
        let (screen, content, label) = show(
            width: 40,
            configure: { superview, content in
                superview.layoutMargins = wide
                content.preservesSuperviewLayoutMargins = true
            }, guide: \.layoutMarginsGuide)
        #expect(content.layoutMargins.left == 8, "its own margins are kept")
        #expect(label.frame == CGRect(x: 48, y: 0, width: 320 - 48 - 24, height: 16))
        #expect(screen.lines[0].hasPrefix("      Text"), "six columns in")
        content.preservesSuperviewLayoutMargins = false
        screen.runUntilIdle()
        #expect(label.frame.minX == 8)
        #expect(label.frame.maxX == 312)
    }

    @Test func theReadableContentGuideIsNoWiderThanAReadableLineAndCentred() {
        let (screen, content, label) = show(width: 120, guide: \.readableContentGuide)
        // 960 points wide: the margins guide is 944; the readable guide 672, centred.
        #expect(content.readableContentGuide.layoutFrame.width == 672)
        #expect(label.frame == CGRect(x: 144, y: 0, width: 672, height: 16))
        #expect(screen.lines[0].hasPrefix(String(repeating: " ", count: 18) + "Text"))
        screen.resize(width: 60, height: 6)
        #expect(label.frame == CGRect(x: 8, y: 0, width: 464, height: 16), "narrower: the margins guide")
    }
}

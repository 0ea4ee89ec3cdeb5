import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Small parts of UIKit's surface that iOS container code uses: geometry comparisons,
/// haptics, string measuring, and a button's title label.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct SmallUIKitSurfaceTests {
    @Test func geometryComparesWithEqualTo() {
        let size = CGSize(width: 3, height: 4)
        #expect(size.equalTo(CGSize(width: 3, height: 4)))
        #expect(!size.equalTo(.zero))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(.zero))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 5)
        #expect(rect.equalTo(CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(rect.equalTo(CGRect(x: 10, y: 5, width: -10, height: -5)), "rectangles are standardized first")
        #expect(!rect.equalTo(.zero))
    }

    @Test func feedbackGeneratorsAreNoOpsThatDrawNothing() {
        let screen = HeadlessScreen(width: 10, height: 2)
        screen.show(UIViewController())
        let before = screen.lines
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        #expect(impact.style == .heavy)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        let generators: [UIFeedbackGenerator] = [impact, UISelectionFeedbackGenerator()]
        #expect(generators.count == 2)
        screen.runUntilIdle()
        #expect(screen.lines == before)
        #expect(!MainLoop.main.hasWorkDueNow)
    }

    @Test func boundingRectMeasuresInCellsWithLabelsTextLayout() {
        let text = "Hello terminal world"
        let wrapped = text.boundingRect(
            with: CGSize(width: 10, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 8, height: 3), "Hello / terminal / world")
        let oneLine = (text as NSString).boundingRect(
            with: CGSize(width: 10, height: 100), options: [], attributes: nil, context: nil)
        #expect(oneLine == CGRect(x: 0, y: 0, width: 20, height: 1), "without line fragments, text does not wrap")
        let cut = text.boundingRect(
            with: CGSize(width: 10, height: 2), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        #expect(cut.height == 2, "no more rows than the height allows")
        let wide = "世界".boundingRect(
            with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        #expect(wide.width == 4, "a wide character takes two cells")
        #expect("a\nbcd".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]) == CGSize(width: 3, height: 2))
        let context = NSStringDrawingContext()
        _ = text.boundingRect(
            with: CGSize(width: 10, height: 10), options: .usesLineFragmentOrigin, attributes: nil, context: context)
        #expect(context.totalBounds == wrapped)
        #expect(context.actualScaleFactor == 1)
    }

    @Test func aButtonsTitleLabelFollowsItsCurrentTitle() throws {
        let button = UIButton(type: .system)
        let label = try #require(button.titleLabel)
        label.font = .boldSystemFont(ofSize: 20)
        button.setTitle("Save", for: .normal)
        #expect(button.titleLabel?.text == "Save")
        #expect(button.titleLabel === label)
        button.setTitle("Saving…", for: .disabled)
        button.isEnabled = false
        #expect(button.titleLabel?.text == "Saving…")
        #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 20), "what is set on the label is kept")
        #expect(label.superview == nil, "the button draws its title itself")
        #expect(button.imageView?.image == nil)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        #expect(button.imageView?.image == UIImage(systemName: "plus"))
    }
}

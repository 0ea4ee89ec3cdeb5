import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Text styles, fonts by name and by descriptor, and the size of text: what a terminal can
/// draw of them is the weight and the slant.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct FontTextStyleTests {
    @Test func textStylesHaveIOSSizesAndOnlyHeadlinesAreBold() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(headline.pointSize == 17 && headline.weight == .semibold)
        #expect(body.pointSize == 17 && body.weight == .regular)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: nil) == .systemFont(ofSize: 13))
        #expect(headline.textAttributes == [.bold])
        #expect(body.textAttributes == [])
    }

    @Test func aLabelInTheHeadlineStyleDrawsBold() {
        let screen = HeadlessScreen(width: 8, height: 1)
        let controller = UIViewController()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        label.text = "Inbox"
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        controller.view.addSubview(label)
        screen.show(controller)
        #expect(screen.lines == ["Inbox"])
        #expect(screen.canvas[x: 0, y: 0].attributes == [.bold])
    }

    @Test func aFontsNameGivesItsWeightAndSlant() {
        #expect(UIFont(name: "AvenirNext-DemiBold", size: 20)?.weight == .semibold)
        #expect(UIFont(name: "Helvetica-BoldOblique", size: 12)?.weight == .bold)
        #expect(UIFont(name: "Helvetica-BoldOblique", size: 12)?.isItalic == true)
        #expect(UIFont(name: "HelveticaNeue-UltraLight", size: 12)?.weight == .ultraLight)
        #expect(UIFont(name: "Menlo", size: 12) == .systemFont(ofSize: 12))
        #expect(UIFont.boldSystemFont(ofSize: 12).withSize(30) == .boldSystemFont(ofSize: 30))
    }

    @Test func descriptorsAddAndRemoveBoldAndItalic() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let descriptor = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let emphasis = UIFont(descriptor: descriptor, size: 0)
        #expect(emphasis.pointSize == 17)
        #expect(emphasis.weight == .bold && emphasis.isItalic)
        #expect(emphasis.textAttributes == [.bold, .italic])
        #expect(emphasis.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])

        let plain = UIFont(descriptor: try #require(emphasis.fontDescriptor.withSymbolicTraits([])), size: 12)
        #expect(plain == .systemFont(ofSize: 12))
        let styled = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(styled.fontAttributes[.textStyle] as? String == UIFont.TextStyle.headline.rawValue)
        #expect(UIFontDescriptor(fontAttributes: [.size: CGFloat(9)]).withSize(10).pointSize == 10)
    }

    @Test func theSizeOfTextIsAlwaysLarge() {
        #expect(UIViewController().traitCollection.preferredContentSizeCategory == .large)
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified, "an empty collection")
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(
            UIContentSizeCategory.small < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
    }
}

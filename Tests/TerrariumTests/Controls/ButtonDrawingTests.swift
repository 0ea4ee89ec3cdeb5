import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Controls {
    /// How UIButton draws each configuration and state, and how big it is.
    @MainActor
    @Suite struct ButtonDrawingTests {
        /// One configuration, what it draws and in which colours.
        struct StyleCase: Sendable, CustomTestStringConvertible {
            let name: String
            let configuration: UIButton.Configuration
            let line: String
            let foreground: UIColor
            /// The colour of a view drawn behind the button to compare the background with;
            /// `nil` when the button draws no background (the black screen shows).
            let background: UIColor?
            var testDescription: String { name }
        }

        nonisolated static let styles: [StyleCase] = [
            StyleCase(name: "plain", configuration: .plain(), line: "Save", foreground: .tintColor, background: nil),
            StyleCase(
                name: "borderless", configuration: .borderless(), line: "Save", foreground: .tintColor, background: nil),
            StyleCase(
                name: "gray", configuration: .gray(), line: "[ Save ]", foreground: .tintColor, background: .systemFill),
            StyleCase(
                name: "bordered", configuration: .bordered(), line: "[ Save ]", foreground: .tintColor,
                background: .systemFill),
            StyleCase(
                name: "tinted", configuration: .tinted(), line: "[ Save ]", foreground: .tintColor,
                background: UIColor.tintColor.withAlphaComponent(0.25)),
            StyleCase(
                name: "borderedTinted", configuration: .borderedTinted(), line: "[ Save ]", foreground: .tintColor,
                background: UIColor.tintColor.withAlphaComponent(0.25)),
            StyleCase(
                name: "filled", configuration: .filled(), line: "[ Save ]", foreground: .white,
                background: .tintColor),
            StyleCase(
                name: "borderedProminent", configuration: .borderedProminent(), line: "[ Save ]", foreground: .white,
                background: .tintColor),
        ]

        /// The background a plain view of `color` gets on the black screen, at (0, 3).
        private func reference(_ color: UIColor?) -> UIColor? {
            guard let color else { return UIColor.black }
            let swatch = UIView(frame: CGRect(x: 0, y: 3, width: 1, height: 1))
            swatch.backgroundColor = color
            let (screen, _) = showControls([swatch])
            return withExtendedLifetime(screen) { screen.canvas[x: 0, y: 3].background }
        }

        @Test(arguments: styles)
        func eachConfigurationDrawsItsTitleInItsColours(_ style: StyleCase) {
            let button = makeButton("Save", configuration: style.configuration, at: CGPoint(x: 2, y: 1))
            let (screen, _) = showControls([button])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[1] == "  " + style.line)
            #expect(button.intrinsicContentSize == CGSize(width: style.line.count, height: 1))
            let cells = screen.cells(row: 1, from: 2, count: style.line.count)
            let expectedBackground = reference(style.background)
            for cell in cells {
                #expect(cell.foreground == style.foreground, "\(cell)")
                #expect(cell.background == expectedBackground, "\(cell)")
                #expect(cell.attributes.isEmpty, "\(cell)")
            }
        }

        @Test func baseColoursReplaceTheStylesColours() {
            var configuration = UIButton.Configuration.filled()
            configuration.baseForegroundColor = .black
            configuration.baseBackgroundColor = .systemRed
            let button = makeButton("Go", configuration: configuration, at: CGPoint(x: 1, y: 0))
            let (screen, _) = showControls([button])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0] == " [ Go ]")
            for cell in screen.cells(row: 0, from: 1, count: 6) {
                #expect(cell.foreground == .black)
                #expect(cell.background == .systemRed)
            }
        }

        @Test func aWideButtonKeepsItsBracketsAtItsEdgesAndCentresTheTitle() {
            let button = makeButton("Save", configuration: .bordered(), at: CGPoint(x: 0, y: 0))
            button.frame.size.width = 12
            let narrow = makeButton("Settings", configuration: .bordered(), at: CGPoint(x: 0, y: 1))
            narrow.frame.size.width = 7
            let (screen, _) = showControls([button, narrow])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0] == "[   Save   ]")
            #expect(screen.lines[1] == "[ Se… ]", "a title with no room is truncated inside the brackets")
        }

        @Test func anImageGoesBeforeTheTitleAndASubtitleOnTheRowBelow() {
            var configuration = UIButton.Configuration.tinted()
            configuration.image = UIImage(systemName: "plus")
            configuration.subtitle = "to list"
            let button = makeButton("Add", configuration: configuration, at: CGPoint(x: 1, y: 1))
            var plainConfiguration = UIButton.Configuration.plain()
            plainConfiguration.subtitle = "more"
            let plain = makeButton("Info", configuration: plainConfiguration, at: CGPoint(x: 15, y: 1))
            let (screen, _) = showControls([button, plain])
            defer { withExtendedLifetime(screen) {} }
            #expect(button.intrinsicContentSize == CGSize(width: 11, height: 2))
            #expect(plain.intrinsicContentSize == CGSize(width: 4, height: 2))
            #expect(screen.lines[1] == " [  + Add  ]   Info")
            #expect(screen.lines[2] == " [ to list ]   more")
        }

        @Test func theSizeIsTheTitlesDisplayWidth() {
            let plain = makeButton("保存", configuration: .plain())
            let filled = makeButton("保存", configuration: .filled())
            let emoji = makeButton("🚀 Go", configuration: .bordered())
            #expect(plain.intrinsicContentSize == CGSize(width: 4, height: 1))
            #expect(filled.intrinsicContentSize == CGSize(width: 8, height: 1))
            #expect(emoji.intrinsicContentSize == CGSize(width: 9, height: 1))
            #expect(filled.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 8, height: 1))
            #expect(filled.frame.size == CGSize(width: 8, height: 1), "sizeToFit uses sizeThatFits")
            let (screen, _) = showControls([filled])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0] == "[ 保存 ]")
        }

        @Test func changingTheTitleChangesTheSizeAndTheDrawing() {
            let button = makeButton("Go", configuration: .filled(), at: .zero)
            let (screen, _) = showControls([button])
            defer { withExtendedLifetime(screen) {} }
            button.configuration?.title = "Stop"
            button.sizeToFit()
            screen.runUntilIdle()
            #expect(button.intrinsicContentSize.width == 8)
            #expect(screen.lines[0] == "[ Stop ]")
        }

        @Test func aSystemButtonDrawsItsStateTitleInTheTintColour() {
            let system = makeButton("Edit", configuration: nil, at: CGPoint(x: 0, y: 0))
            system.setTitle("Busy", for: .disabled)
            let custom = UIButton(type: .custom)
            custom.setTitle("Raw", for: .normal)
            custom.sizeToFit()
            custom.frame.origin = CGPoint(x: 10, y: 0)
            let (screen, _) = showControls([system, custom])
            defer { withExtendedLifetime(screen) {} }
            #expect(system.buttonType == .system)
            #expect(system.title(for: .normal) == "Edit")
            #expect(system.title(for: .highlighted) == "Edit", "a state with no title of its own shows the normal one")
            #expect(system.title(for: .disabled) == "Busy")
            #expect(system.currentTitle == "Edit")
            #expect(screen.lines[0] == "Edit      Raw")
            #expect(screen.canvas[x: 0, y: 0].foreground == .tintColor)
            #expect(screen.canvas[x: 10, y: 0].foreground == .white)
            system.isEnabled = false
            screen.runUntilIdle()
            #expect(system.currentTitle == "Busy")
            #expect(screen.lines[0] == "Busy      Raw")
        }

        @Test func theTitleColourCanBeSetPerState() {
            let button = makeButton("Edit", configuration: nil)
            button.setTitleColor(.systemGreen, for: .normal)
            button.setTitleColor(.systemOrange, for: .highlighted)
            let (screen, _) = showControls([button])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.canvas[x: 0, y: 0].foreground == .systemGreen)
            button.isHighlighted = true
            screen.runUntilIdle()
            #expect(button.currentTitleColor == .systemOrange)
            #expect(screen.canvas[x: 0, y: 0].foreground == .systemOrange)
        }

        @Test func aPrimaryActionGivesItsTitleAndImageToAButtonWithoutOne() {
            let retry = UIAction(title: "Retry", image: UIImage(systemName: "arrow.clockwise")) { _ in }
            let system = UIButton(primaryAction: retry)
            #expect(system.currentTitle == "Retry")
            #expect(system.currentImage?.glyph == "↻")
            let configured = UIButton(configuration: .filled(), primaryAction: retry)
            #expect(configured.configuration?.title == "Retry")
            var titled = UIButton.Configuration.filled()
            titled.title = "Again"
            let own = UIButton(configuration: titled, primaryAction: retry)
            #expect(own.configuration?.title == "Again", "a configuration's own title wins")
            system.sizeToFit()
            let (screen, _) = showControls([system])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0] == "↻ Retry")
        }

        @Test func buttonTypesShowTheirGlyphs() {
            #expect(UIButton(type: .contactAdd).currentImage?.glyph == "+")
            #expect(UIButton(type: .close).currentImage?.glyph == "✕")
            #expect(UIButton(type: .detailDisclosure).currentImage?.glyph == "ⓘ")
            #expect(UIButton(type: .system).currentImage == nil)
            #expect(UIButton.ButtonType.roundedRect == .system)
        }

        @Test func highlightedDrawsReversedAndDisabledDrawsDim() {
            let filled = makeButton("OK", configuration: .filled(), at: CGPoint(x: 0, y: 0))
            let plain = makeButton("No", configuration: .plain(), at: CGPoint(x: 10, y: 0))
            let (screen, _) = showControls([filled, plain])
            defer { withExtendedLifetime(screen) {} }
            filled.isHighlighted = true
            screen.runUntilIdle()
            #expect(filled.state == .highlighted)
            #expect(screen.cells(row: 0, from: 0, count: 6).allSatisfy { $0.attributes == [.reverse] })
            #expect(screen.cells(row: 0, from: 10, count: 2).allSatisfy { $0.attributes.isEmpty })
            filled.isHighlighted = false
            plain.isEnabled = false
            filled.isEnabled = false
            screen.runUntilIdle()
            #expect(filled.state == .disabled)
            for cell in screen.cells(row: 0, from: 0, count: 6) + screen.cells(row: 0, from: 10, count: 2) {
                #expect(cell.attributes == [.dim], "\(cell)")
                #expect(cell.foreground == .tertiaryLabel, "\(cell)")
            }
            #expect(screen.canvas[x: 0, y: 0].background == reference(.systemFill), "a disabled fill is grey")
            #expect(screen.lines[0] == "[ OK ]    No", "a disabled button keeps its title")
        }
    }
}

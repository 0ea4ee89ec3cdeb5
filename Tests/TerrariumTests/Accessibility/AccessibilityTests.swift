import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Accessibility defaults of views and controls, and the hardware cursor following focus.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct AccessibilityTests {
    @Test func plainViewsAreNotElementsAndSettersOverrideDefaults() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityTraits == [])
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Chart"
        view.accessibilityHint = "Shows sales"
        view.accessibilityTraits = [.image, .updatesFrequently]
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Chart")
        #expect(view.accessibilityHint == "Shows sales")
        #expect(view.accessibilityTraits.contains(.updatesFrequently))
    }

    @Test func labelsAreStaticTextReadAsTheirText() {
        let label = UILabel()
        label.text = "Size"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Size")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "File size"
        #expect(label.accessibilityLabel == "File size")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Size", "nil brings the default back")
    }

    @Test func buttonsAreButtonsNamedByTheirTitleWithTheirState() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
        #expect(UIButton(type: .close).accessibilityLabel == "✕")
    }

    @Test func valueControlsReportTheirValues() {
        let toggle = UISwitch()
        #expect(toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "25%")
        let stepper = UIStepper()
        stepper.value = 3
        #expect(stepper.accessibilityTraits == .adjustable && stepper.accessibilityValue == "3")
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.4
        #expect(progress.accessibilityValue == "40%" && progress.accessibilityTraits == .updatesFrequently)
        #expect(UIActivityIndicatorView(style: .medium).accessibilityLabel == "In progress")
        let image = UIImageView(image: UIImage(systemName: "gear"))
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
    }

    @Test func aSegmentedControlExposesEachSegment() throws {
        let control = UISegmentedControl(items: ["Name", "Size", "Date"])
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isAccessibilityElement)
        let elements = try #require(control.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["Name", "Size", "Date"])
        #expect(elements.map(\.accessibilityTraits) == [.button, [.button, .selected], [.button, .notEnabled]])
        #expect(elements[1].accessibilityValue == "2 of 3")
        // Columns 7 to 12 of the control, in points.
        let column = UIScreen.main.cellSize.width
        #expect(
            elements[1].accessibilityFrameInContainerSpace
                == CGRect(x: 7 * column, y: 0, width: 6 * column, height: control.bounds.height))
    }

    @Test func theHardwareCursorFollowsTheFocusedControl() {
        let button = makeButton("Save", configuration: .bordered(), at: CGPoint(x: 2, y: 0))
        let slider = UISlider(frame: CGRect(x: 0, y: 1, width: 11, height: 1))
        slider.value = 0.5
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.frame.origin = CGPoint(x: 0, y: 2)
        segments.selectedSegmentIndex = 1
        let toggle = UISwitch(frame: CGRect(x: 10, y: 3, width: 5, height: 1))
        let (screen, _) = showControls([button, slider, segments, toggle], width: 30, height: 6)
        defer { withExtendedLifetime(screen) {} }
        #expect(screen.window.textCursorLocation == nil, "nothing focused: no cursor")
        screen.press("tab")
        #expect(screen.window.textCursorLocation == CGPoint(x: 2, y: 0), "the button's first cell")
        screen.press("tab")
        #expect(screen.window.textCursorLocation == CGPoint(x: 5, y: 1), "the slider's thumb")
        screen.press("right")
        #expect(screen.window.textCursorLocation == CGPoint(x: 6, y: 1), "the thumb moved")
        screen.press("tab")
        #expect(screen.window.textCursorLocation == CGPoint(x: 5, y: 2), "the selected segment's title")
        screen.press("tab")
        #expect(screen.window.textCursorLocation == CGPoint(x: 11, y: 3), "the switch's thumb")
        screen.press("space")
        #expect(screen.window.textCursorLocation == CGPoint(x: 13, y: 3))
    }

    @Test func theHardwareCursorFollowsAnOpenMenusHighlight() {
        let button = makeButton("Sort", at: CGPoint(x: 0, y: 0))
        button.menu = UIMenu(children: [UIAction(title: "Name") { _ in }, UIAction(title: "Size") { _ in }])
        button.showsMenuAsPrimaryAction = true
        let (screen, _) = showControls([button], width: 30, height: 8)
        defer { withExtendedLifetime(screen) {} }
        screen.tap(text: "Sort")
        #expect(screen.window.textCursorLocation == CGPoint(x: 2, y: 2))
        screen.press("down")
        #expect(screen.window.textCursorLocation == CGPoint(x: 2, y: 3))
    }
}

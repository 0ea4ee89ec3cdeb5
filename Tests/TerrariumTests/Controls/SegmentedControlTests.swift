import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Controls {
    /// UISegmentedControl: segments, selection by click and arrows, momentary mode, look.
    @MainActor
    @Suite struct SegmentedControlTests {
        let log = Log()

        private func makeControl(_ items: [String] = ["Name", "Size", "Date"]) -> UISegmentedControl {
            let control = UISegmentedControl(items: items)
            control.frame.origin = CGPoint(x: 1, y: 1)
            return control
        }

        @Test func segmentsAreEquallyWideWithSeparators() {
            let control = makeControl(["A", "Long", "Mid"])
            control.selectedSegmentIndex = 1
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(control.intrinsicContentSize == CGSize(width: 20, height: 1))
            #expect(screen.lines[1] == "   A   │ Long │ Mid", "centred, odd spare columns on the right")
            let selected = screen.cells(row: 1, from: 8, count: 6)
            #expect(selected.allSatisfy { $0.attributes.contains(.bold) && $0.background == .systemGray3 })
            #expect(!screen.canvas[x: 2, y: 1].attributes.contains(.bold))
        }

        @Test func apportioningByContentGivesEachItsOwnWidth() {
            let control = makeControl(["A", "Long"])
            control.apportionsSegmentWidthsByContent = true
            control.sizeToFit()
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(control.frame.width == 10)
            #expect(screen.lines[1] == "  A │ Long")
        }

        @Test func aSetWidthIsKeptAndTheOthersShareTheRest() {
            let control = makeControl(["A", "B", "C"])
            control.setWidth(7, forSegmentAt: 0)
            #expect(control.widthForSegment(at: 0) == 7 && control.widthForSegment(at: 1) == 0)
            #expect(control.intrinsicContentSize == CGSize(width: 15, height: 1), "7 + 3 + 3 and two separators")
            control.frame.size.width = 19
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[1] == "    A   │  B  │  C", "7 cells, then 5 and 5 shared out of 19")
            screen.tap(at: CGPoint(x: 7, y: 1))
            #expect(control.selectedSegmentIndex == 0, "the wide first segment takes the click")
        }

        @Test func segmentsCanBeInsertedRemovedAndRetitled() {
            let control = makeControl(["One", "Two"])
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "Zero", at: 0, animated: false)
            #expect(control.numberOfSegments == 3)
            #expect(control.selectedSegmentIndex == 2, "the selection follows its segment")
            #expect(control.titleForSegment(at: 0) == "Zero")
            control.insertSegment(withTitle: "End", at: 99, animated: true)
            #expect(control.titleForSegment(at: 3) == "End")
            control.setTitle("Two!", forSegmentAt: 2)
            #expect(control.titleForSegment(at: 2) == "Two!")
            control.removeSegment(at: 2, animated: false)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
            #expect(control.numberOfSegments == 3)
            control.selectedSegmentIndex = 7
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "out of range is ignored")
            control.removeAllSegments()
            #expect(control.numberOfSegments == 0)
            #expect(control.titleForSegment(at: 0) == nil)
        }

        @Test func aClickSelectsASegmentAndSendsValueChangedOnce() {
            let control = makeControl()
            log.recordValueEvents(of: control)
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(text: "Size")
            #expect(control.selectedSegmentIndex == 1)
            #expect(log.entries == ["touchDown", "valueChanged", "touchUpInside", "primaryActionTriggered"])
            log.entries.removeAll()
            screen.tap(text: "Size")
            #expect(!log.entries.contains("valueChanged"), "the selected segment again changes nothing")
        }

        @Test func settingTheSelectionInCodeSendsNothing() {
            let control = makeControl()
            log.recordValueEvents(of: control)
            control.selectedSegmentIndex = 2
            #expect(log.entries.isEmpty)
        }

        @Test func leftAndRightMoveTheSelectionSkippingDisabledSegments() {
            let control = makeControl(["A", "B", "C", "D"])
            control.setEnabled(false, forSegmentAt: 1)
            log.recordValueEvents(of: control)
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            screen.press("right")
            #expect(control.selectedSegmentIndex == 0)
            screen.press("right")
            #expect(control.selectedSegmentIndex == 2, "B is disabled")
            screen.press("right")
            screen.press("right")
            #expect(control.selectedSegmentIndex == 3, "stops at the end")
            screen.press("left")
            #expect(control.selectedSegmentIndex == 2)
            #expect(log.entries.filter { $0 == "valueChanged" }.count == 4)
            screen.tap(text: "B")
            #expect(control.selectedSegmentIndex == 2, "a disabled segment cannot be clicked")
        }

        @Test func theFocusedSelectedSegmentIsReversed() {
            let control = makeControl(["A", "B"])
            control.selectedSegmentIndex = 1
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            #expect(screen.canvas[x: 6, y: 1].attributes.contains(.reverse))
            #expect(!screen.canvas[x: 2, y: 1].attributes.contains(.reverse))
        }

        @Test func aMomentaryControlSelectsOnlyWhileSending() {
            let control = makeControl(["Back", "Forward"])
            control.isMomentary = true
            var seen: [Int] = []
            control.addAction(
                UIAction { action in seen.append((action.sender as! UISegmentedControl).selectedSegmentIndex) },
                for: .valueChanged)
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(text: "Forward")
            #expect(seen == [1])
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
            screen.press("tab")
            screen.press("right")
            #expect(seen == [1], "arrows move the highlight only")
            screen.press("left")
            screen.press("space")
            #expect(seen == [1, 0])
        }

        @Test func segmentsMadeFromActionsRunThem() {
            var ran: [String] = []
            let control = UISegmentedControl(
                frame: .zero,
                actions: [
                    UIAction(title: "List") { _ in ran.append("list") },
                    UIAction(title: "Grid") { _ in ran.append("grid") },
                ])
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0] == " List │ Grid")
            screen.tap(text: "Grid")
            #expect(ran == ["grid"])
            #expect(control.selectedSegmentIndex == 1)
        }
    }
}

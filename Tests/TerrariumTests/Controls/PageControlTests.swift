import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Controls {
    /// UIPageControl: dots, clicks either side of the current dot, dragging along the dots,
    /// arrow keys, and hiding for a single page.
    @MainActor
    @Suite struct PageControlTests {
        private func makePageControl(pages: Int = 3) -> UIPageControl {
            let control = UIPageControl()
            control.numberOfPages = pages
            control.sizeToFit()
            control.frame.origin = CGPoint(x: 1, y: 1)
            return control
        }

        @Test func itDrawsADotPerPageTheCurrentOneFilled() {
            let control = makePageControl()
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(control.frame.size == CGSize(width: 3, height: 1))
            #expect(screen.lines[1] == " ●○○")
            control.currentPage = 2
            screen.runUntilIdle()
            #expect(screen.lines[1] == " ○○●")
        }

        @Test func theDotsAreCentredInAWiderControl() {
            let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
            control.numberOfPages = 4
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[1] == "   ●○○○")
        }

        @Test func clicksEitherSideOfTheCurrentDotMoveAPageAndSendValueChanged() {
            let control = makePageControl(pages: 4)
            var pages: [Int] = []
            control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 4, y: 1))
            #expect(control.currentPage == 1, "a click right of the current dot moves one page, as in UIKit")
            screen.tap(at: CGPoint(x: 4, y: 1))
            #expect(control.currentPage == 2)
            screen.tap(at: CGPoint(x: 1, y: 1))
            #expect(control.currentPage == 1)
            screen.tap(at: CGPoint(x: 2, y: 1))
            #expect(control.currentPage == 1, "a click on the current dot changes nothing")
            #expect(pages == [1, 2, 1])
            #expect(screen.lines[1] == " ○●○○")
        }

        @Test func draggingAlongTheDotsMovesToThePageUnderThePointer() {
            let control = makePageControl(pages: 5)
            var pages: [Int] = []
            control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            screen.drag(from: CGPoint(x: 1, y: 1), through: [CGPoint(x: 3, y: 1), CGPoint(x: 5, y: 1)])
            #expect(control.currentPage == 4)
            #expect(pages == [2, 4])
            control.allowsContinuousInteraction = false
            screen.drag(from: CGPoint(x: 5, y: 1), to: CGPoint(x: 1, y: 1))
            #expect(control.currentPage == 3, "without continuous interaction, a release left of the dot moves one page")
        }

        @Test func arrowKeysMoveTheFocusedControlsPage() {
            let control = makePageControl()
            var count = 0
            control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            #expect(control.isFocused)
            screen.press("right")
            screen.press("down")
            #expect(control.currentPage == 2)
            screen.press("right")
            #expect(control.currentPage == 2, "the last page stays")
            screen.press("left")
            #expect(control.currentPage == 1)
            #expect(count == 3)
        }

        @Test func settingThePageInCodeClampsAndSendsNothing() {
            let control = makePageControl()
            var count = 0
            control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
            control.currentPage = 7
            #expect(control.currentPage == 2)
            control.currentPage = -1
            #expect(control.currentPage == 0)
            control.currentPage = 2
            control.numberOfPages = 2
            #expect(control.currentPage == 1, "fewer pages pull the current page in")
            #expect(count == 0)
            #expect(control.size(forNumberOfPages: 6) == CGSize(width: 6, height: 1))
        }

        @Test func aSinglePageIsHiddenWhenAsked() {
            let control = makePageControl(pages: 1)
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[1] == " ●")
            control.hidesForSinglePage = true
            screen.runUntilIdle()
            #expect(screen.lines[1] == "")
        }

        @Test func theDotsTakeTheIndicatorTintColors() {
            let control = makePageControl()
            control.currentPageIndicatorTintColor = .systemRed
            control.pageIndicatorTintColor = .systemBlue
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.canvas[x: 1, y: 1].foreground == .systemRed)
            #expect(screen.canvas[x: 2, y: 1].foreground == .systemBlue)
            #expect(screen.canvas[x: 3, y: 1].foreground == .systemBlue)
        }

        @Test func aTopToBottomPageControlDrawsItsDotsInAColumn() {
            let control = UIPageControl()
            control.numberOfPages = 3
            control.direction = .topToBottom
            control.sizeToFit()
            #expect(control.frame.size == CGSize(width: 1, height: 3))
            #expect(control.intrinsicContentSize == CGSize(width: 1, height: 3))
            control.frame.origin = CGPoint(x: 1, y: 0)
            let (screen, _) = showControls([control], height: 4)
            defer { withExtendedLifetime(screen) {} }
            #expect(Array(screen.lines.prefix(3)) == [" ●", " ○", " ○"])
            control.direction = .bottomToTop
            screen.runUntilIdle()
            #expect(Array(screen.lines.prefix(3)) == [" ○", " ○", " ●"], "the first page at the bottom")
        }

        @Test func aColumnOfDotsIsCentredAndTakesClicksAndArrowsAlongIt() {
            let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 5, height: 4))
            control.numberOfPages = 3
            control.direction = .topToBottom
            var pages: [Int] = []
            control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
            let (screen, _) = showControls([control], height: 4)
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines == ["  ●", "  ○", "  ○", ""])
            screen.tap(at: CGPoint(x: 2, y: 2))
            #expect(control.currentPage == 1, "a click below the current dot moves to the next page")
            screen.press("tab")
            screen.press("down")
            #expect(control.currentPage == 2)
            screen.press("up")
            screen.press("up")
            #expect(control.currentPage == 0)
            #expect(pages == [1, 2, 1, 0])
        }

        @Test func aRightToLeftPageControlPutsTheFirstPageOnTheRight() {
            let control = makePageControl(pages: 3)
            control.direction = .rightToLeft
            var pages: [Int] = []
            control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[1] == " ○○●")
            screen.tap(at: CGPoint(x: 1, y: 1))
            #expect(control.currentPage == 1, "a click left of the current dot goes on, the way the pages go")
            #expect(screen.lines[1] == " ○●○")
            screen.press("tab")
            screen.press("right")
            #expect(control.currentPage == 0, "Right moves towards the right end: back to the first page")
            #expect(pages == [1, 0])
        }

        @Test func theNaturalDirectionFollowsTheLayoutDirection() {
            let control = makePageControl(pages: 2)
            #expect(control.direction == .natural)
            control.semanticContentAttribute = .forceRightToLeft
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[1] == " ○●")
        }

        @Test func indicatorImagesOneCellWideAreDrawnInPlaceOfDots() {
            let control = makePageControl(pages: 3)
            control.preferredIndicatorImage = UIImage(systemName: "star")
            control.setIndicatorImage(UIImage(systemName: "magnifyingglass"), forPage: 0)
            control.preferredCurrentPageIndicatorImage = UIImage(systemName: "star.fill")
            control.currentPageIndicatorTintColor = .systemRed
            let (screen, _) = showControls([control])
            defer { withExtendedLifetime(screen) {} }
            #expect(control.indicatorImage(forPage: 1) === control.preferredIndicatorImage)
            #expect(control.currentPageIndicatorImage(forPage: 2) === control.preferredCurrentPageIndicatorImage)
            #expect(screen.lines[1] == " ★☆☆", "the current page takes the current-page image")
            control.currentPage = 1
            screen.runUntilIdle()
            #expect(screen.lines[1] == " ⌕★☆")
            #expect(screen.canvas[x: 2, y: 1].foreground == .systemRed)
            control.setIndicatorImage(UIImage(systemName: "bell"), forPage: 2)  // two cells wide: a dot
            control.setIndicatorImage(nil, forPage: 0)
            screen.runUntilIdle()
            #expect(screen.lines[1] == " ☆★○")
        }
    }
}

import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Controls {
    /// UIProgressView's eighth blocks and animation; UIActivityIndicatorView's frames and timer.
    @MainActor
    @Suite struct ProgressAndActivityTests {
        private func makeBar(_ progress: Float) -> UIProgressView {
            let bar = UIProgressView(progressViewStyle: .default)
            bar.frame = CGRect(x: 0, y: 1, width: 10, height: 1)
            bar.progress = progress
            return bar
        }

        @Test(arguments: [
            (Float(0), ""), (0.0125, "▏"), (0.0375, "▍"), (0.05, "▌"), (0.1, "█"), (0.42, "████▎"), (0.5, "█████"),
            (0.99, "█████████▉"), (1, "██████████"), (7, "██████████"),
        ])
        func progressFillsInEighthsOfACell(_ progress: Float, _ line: String) {
            let bar = makeBar(progress)
            let (screen, _) = showControls([bar])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[1] == line)
            #expect(bar.progress == min(1, progress))
        }

        @Test func theTrackAndBarTakeTheirTints() {
            let bar = makeBar(0.5)
            bar.progressTintColor = .systemGreen
            bar.trackTintColor = .systemRed
            let (screen, _) = showControls([bar])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.canvas[x: 0, y: 1].foreground == .systemGreen)
            #expect(screen.canvas[x: 9, y: 1].background == .systemRed)
        }

        @Test func theBarStyleHasNoTrack() {
            let bar = makeBar(0.5)
            bar.progressViewStyle = .bar
            let (screen, _) = showControls([bar])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.canvas[x: 9, y: 1].background == .black)
        }

        @Test func anAnimatedChangeMovesOverAQuarterSecond() {
            let bar = makeBar(0)
            let (screen, _) = showControls([bar])
            defer { withExtendedLifetime(screen) {} }
            bar.setProgress(1, animated: true)
            #expect(bar.progress == 1, "the model value changes at once")
            screen.advance(by: 0.125)
            let halfway = screen.lines[1].count
            #expect((4...6).contains(halfway), "\(screen.lines[1])")
            screen.advance(by: 0.2)
            #expect(screen.lines[1] == "██████████")
            #expect(MainLoop.main.nextDeadline == nil)
        }

        @Test func theSpinnerTurnsOnTheClockOnlyWhileAnimatingInAWindow() {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.frame.origin = CGPoint(x: 2, y: 1)
            let (screen, controller) = showControls([spinner])
            defer { withExtendedLifetime(screen) {} }
            #expect(spinner.isHidden, "hidden while stopped")
            #expect(!spinner._hasScheduledFrame)
            spinner.startAnimating()
            #expect(spinner.isAnimating)
            screen.advance(by: 0)
            #expect(screen.lines[1] == "  ⠋")
            screen.advance(by: 0.1)
            #expect(screen.lines[1] == "  ⠙")
            // Frame by frame: one advance of 0.2 could stop a rounding error short of the
            // second deadline, which is 0.1 after the first.
            screen.advance(by: 0.1)
            screen.advance(by: 0.1)
            #expect(screen.lines[1] == "  ⠸")
            spinner.removeFromSuperview()
            #expect(!spinner._hasScheduledFrame, "off-window: nothing scheduled")
            #expect(MainLoop.main.nextDeadline == nil)
            controller.view.addSubview(spinner)
            #expect(spinner._hasScheduledFrame)
            spinner.stopAnimating()
            #expect(!spinner._hasScheduledFrame)
            #expect(MainLoop.main.nextDeadline == nil, "a stopped spinner keeps the loop idle")
            screen.runUntilIdle()
            #expect(screen.lines[1] == "", "hidden when stopped")
        }

        @Test func aSpinnerThatStaysVisibleShowsItsFirstFrameWhenStopped() {
            let spinner = UIActivityIndicatorView(style: .large)
            spinner.hidesWhenStopped = false
            spinner.color = .systemRed
            spinner.frame.origin = CGPoint(x: 0, y: 0)
            let (screen, _) = showControls([spinner])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0] == "◐")
            #expect(screen.canvas[x: 0, y: 0].foreground == .systemRed)
            spinner.startAnimating()
            screen.advance(by: 0.125)
            #expect(screen.lines[0] == "◓")
            spinner.stopAnimating()
            screen.runUntilIdle()
            #expect(screen.lines[0] == "◐")
        }
    }
}

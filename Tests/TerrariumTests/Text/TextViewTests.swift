import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Records a text view delegate's calls.
@MainActor
final class RecordingTextViewDelegate: UITextViewDelegate {
    var log: [String] = []
    var allowsChange = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
        return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
}

extension Text {
    /// UITextView: wrapping, the cached layout, read-only scrolling and selection, editing
    /// with display-row moves, the delegate, and keeping the insertion point in view.
    @MainActor
    @Suite struct TextViewTests {
        @Test func textWrapsAtTheWidthLessTheIndicatorColumn() {
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 11, height: 4))
            view.text = "hello world foo\n漢字漢字漢字"
            let (screen, _) = showControls([view], width: 12, height: 4)
            defer { withExtendedLifetime(screen) {} }
            #expect(Array(screen.lines.prefix(4)) == ["hello", "world foo", "漢字漢字漢", "字"])
        }

        @Test func aTabTakesFourColumns() {
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 11, height: 2))
            view.text = "\tx\ty"
            let (screen, _) = showControls([view], width: 12, height: 2)
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0] == "    x    y")
            view.becomeFirstResponder()
            screen.press("ctrl+home")
            screen.press("right")
            #expect(screen.window.textCursorLocation == CGPoint(x: 4, y: 0))
        }

        @Test func aReadOnlyTenThousandLineTextIsWrappedOnceAndScrollsByKeysAndWheel() {
            let text = (1...10_000).map { String(format: "%5d │ line %d", $0, $0) }.joined(separator: "\n")
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
            view.isEditable = false
            view.text = text
            let (screen, _) = showControls([view], width: 40, height: 10)
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0].hasPrefix("    1 │ line 1"))
            #expect(view.contentSize.height == 10_000)
            let builds = view._layoutBuildCount
            screen.press("tab")
            #expect(screen.window.focusedView === view)
            screen.press("pagedown")  // a page is the height less a row
            #expect(screen.lines[0].hasPrefix("   10 │ line 10 "))
            screen.scroll(at: CGPoint(x: 5, y: 5), deltaY: 2)
            #expect(screen.lines[0].hasPrefix("   16 │ line 16 "))
            screen.press("end")
            #expect(screen.lines[9].hasPrefix("10000 │ line 10000"))
            #expect(view._layoutBuildCount == builds)
            screen.type("x")
            #expect(!view.text.contains("x"))
        }

        @Test func readOnlySelectionByDragDoubleClickAndCopy() {
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 30, height: 3))
            view.isEditable = false
            view.text = "alpha beta\ngamma delta"
            let (screen, _) = showControls([view], width: 30, height: 3)
            defer { withExtendedLifetime(screen) {} }
            screen.drag(from: CGPoint(x: 6, y: 0), through: [CGPoint(x: 5, y: 1)])
            #expect(view.text(in: view.selectedTextRange!) == "beta\ngamma")
            #expect(view.selectedRange == NSRange(location: 6, length: 10))
            screen.press("alt+c")
            #expect(UIPasteboard.general.string == "beta\ngamma")
            screen.tap(at: CGPoint(x: 8, y: 1), tapCount: 2)
            #expect(view.text(in: view.selectedTextRange!) == "delta")
            #expect(screen.cells(row: 1, from: 6, count: 5).allSatisfy { $0.attributes.contains(.reverse) })
            #expect(screen.window.textCursorLocation == nil)
        }

        @Test func editingInUIKitsDelegateOrderWithReturnAndDisplayRowMoves() {
            let delegate = RecordingTextViewDelegate()
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 11, height: 6))
            view.delegate = delegate
            let (screen, _) = showControls([view], width: 12, height: 6)
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 2, y: 2))
            #expect(view.isEditing)
            screen.type("a")
            #expect(
                delegate.log == [
                    "shouldBegin", "didBegin", "shouldChange(0,0,\"a\")", "didChangeSelection", "didChange",
                ])
            screen.type("bcdefgh ijk\nxy")
            #expect(Array(screen.lines.prefix(3)) == ["abcdefgh", "ijk", "xy"])
            #expect(screen.window.textCursorLocation == CGPoint(x: 2, y: 2))
            screen.press("up")
            #expect(screen.window.textCursorLocation == CGPoint(x: 2, y: 1))
            screen.press("up")
            #expect(screen.window.textCursorLocation == CGPoint(x: 2, y: 0))
            screen.press("end")
            #expect(screen.window.textCursorLocation == CGPoint(x: 8, y: 0))
            screen.press("down")
            #expect(screen.window.textCursorLocation == CGPoint(x: 3, y: 1))
            screen.press("down")
            screen.press("home")
            screen.press("backspace")
            #expect(view.text == "abcdefgh ijkxy")
            screen.press("ctrl+home")
            screen.press("shift+down")
            #expect(view.text(in: view.selectedTextRange!) == "abcdefgh ")
        }

        @Test func theInsertionPointStaysInViewWhileTyping() {
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
            let (screen, _) = showControls([view], width: 20, height: 4)
            defer { withExtendedLifetime(screen) {} }
            view.becomeFirstResponder()
            screen.type("1\n2\n3\n4\n5\n6")
            #expect(view.contentOffset.y == 2)
            // The scroll indicator takes the last column.
            #expect(screen.lines.prefix(4).map { $0.prefix(1) } == ["3", "4", "5", "6"])
            #expect(screen.window.textCursorLocation == CGPoint(x: 1, y: 3))
            screen.press("ctrl+home")
            #expect(view.contentOffset.y == 0)
            view.scrollRangeToVisible(NSRange(location: 10, length: 1))
            #expect(view.contentOffset.y == 2)
        }

        @Test func patchedLayoutMatchesAFreshWrapAfterRandomEdits() {
            var generator = SystemRandomNumberGenerator()
            let alphabet: [Character] = ["a", "b", " ", " ", "\n", "漢", "é", "c"]
            var buffer = _TextBuffer(String((0..<300).map { _ in alphabet.randomElement(using: &generator)! }))
            var layout = _TextViewLayout(characters: buffer.characters, width: 7)
            for _ in 0..<300 {
                let lower = Int.random(in: 0...buffer.count, using: &generator)
                let upper = Swift.min(buffer.count, lower + Int.random(in: 0...6, using: &generator))
                let inserted = String(
                    (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator)!
                    })
                buffer.replace(lower..<upper, with: inserted)
                layout.update(afterReplacing: lower..<upper, insertedCount: inserted.count, in: buffer.characters)
                let fresh = _TextViewLayout(characters: buffer.characters, width: 7)
                #expect(layout.lines == fresh.lines)
                if layout.lines != fresh.lines { break }
            }
        }
    }
}

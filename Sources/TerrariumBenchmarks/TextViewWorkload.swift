import Foundation
import Terrarium

/// Measures a read-only text view holding a file preview of `1,000 × scale` numbered lines
/// (scale 10: 10,000 lines, about 600 KB) in a 120×40 window, as the file browser shows it:
/// setting the text (the whole text wrapped once) and the first frame; scrolling one row
/// and one page at a time, each followed by a frame; then, editable, typing a key at the
/// end of the text (the paragraph re-wrapped, the insertion point kept in view) and a frame.
///
/// Scrolling and typing should cost the same at every size: only the visible rows are
/// drawn, and an edit re-wraps only its paragraph.
struct TextViewWorkload: Workload {
    let name = "text-view"
    let summary = "a read-only text view of N numbered lines: set text, scroll a row / a page, type at the end"
    let operationName = "line set, scroll or key"
    let headlinePhases = [
        "set text + first frame", "scroll a row + frame", "scroll a page + frame", "type a key + frame",
    ]

    func size(atScale scale: Int) -> Int { 1_000 * scale }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let lines = size(atScale: scale)
        let text = (1...lines).map { number in
            String(format: "%6d │ ", number)
                + "let value\(number) = compute(\"漢字\", \(number)) // a comment that may wrap"
        }.joined(separator: "\n")
        let screen = PresentedWindow(width: 120, height: 40)
        defer { screen.close() }
        let steps = 500

        return try harness.run { lap in
            let controller = UIViewController()
            screen.window.rootViewController = controller
            screen.window.makeKeyAndVisible()
            try settle("text-view: showing the controller")
            let view = UITextView(frame: controller.view.bounds)
            view.isEditable = false
            controller.view.addSubview(view)
            try lap.time("set text + first frame", operations: lines) {
                view.text = text
                try settle("text-view: set text")
            }
            try check(view.contentSize.height >= CGFloat(lines), "text-view: every line is laid out")
            try lap.time("scroll a row + frame", operations: steps) {
                for step in 1...steps {
                    view.contentOffset = CGPoint(x: 0, y: CGFloat(step))
                    try settle("text-view: scroll a row")
                }
            }
            try lap.time("scroll a page + frame", operations: steps) {
                let maximum = Int(view.contentSize.height - view.bounds.height)
                for step in 1...steps {
                    view.contentOffset = CGPoint(x: 0, y: CGFloat((step * 39) % Swift.max(1, maximum)))
                    try settle("text-view: scroll a page")
                }
            }
            view.isEditable = true
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: (text as NSString).length, length: 0)
            try settle("text-view: editing")
            try lap.time("type a key + frame", operations: steps) {
                for step in 0..<steps {
                    view.insertText(step % 40 == 39 ? "\n" : "x")
                    try settle("text-view: type")
                }
            }
            try check(view.isEditing, "text-view: editing")
            view.removeFromSuperview()
            try settle("text-view: removed")
        }
    }
}

// Times the port of 10,000 generated lines of iOS-style container code, after a warm-up:
// `swift run -c release --package-path Port terrarium-port-benchmark`.

import Foundation
import TerrariumPortKit

/// One generated container, about 50 lines, with each construct the port rewrites.
func container(_ index: Int) -> String {
    """
    @objc protocol Pager\(index)Delegate: AnyObject {
        @objc optional func pager\(index)DidScroll(_ pager: Pager\(index)Controller)
        @objc optional func pager\(index)Width(_ pager: Pager\(index)Controller) -> CGFloat
        func pager\(index)DidSelect(_ index: Int)
    }

    class Pager\(index)Controller: UIViewController {
        weak var delegate: Pager\(index)Delegate?
        @IBOutlet weak var scrollView: UIScrollView!
        @IBOutlet var tabButtons: [UIButton]!
        @objc dynamic var selectedIndex = 0
        private var width: CGFloat = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            view.addGestureRecognizer(pan)
            scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: nil)
            for button in tabButtons {
                button.addTarget(self, action: #selector(Pager\(index)Controller.tabTapped(_:)), for: .touchUpInside)
            }
            width = delegate?.pager\(index)Width?(self) ?? 20
        }

        @objc func handlePan(_ pan: UIPanGestureRecognizer) {
            let translation = pan.translation(in: view)
            scrollView.contentOffset.x = max(0, -translation.x)
            delegate?.pager\(index)DidScroll?(self)
        }

        @IBAction func tabTapped(_ sender: UIButton) {
            selectedIndex = tabButtons.firstIndex(of: sender) ?? 0
            delegate?.pager\(index)DidSelect(selectedIndex)
        }

        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            guard keyPath == "contentOffset" else { return }
            let offset = change?[.newKey] as? CGPoint ?? .zero
            selectedIndex = Int(offset.x / max(1, width))
        }
    }


    """
}

var source = "import UIKit\nimport Foundation\n\n"
var index = 0
while source.split(separator: "\n", omittingEmptySubsequences: false).count < 10_000 {
    source += container(index)
    index += 1
}
let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count

_ = Porter.port(source, path: "Generated.swift")  // warm-up
var times: [Double] = []
var result: PortedFile?
for _ in 0..<5 {
    let start = ContinuousClock.now
    result = Porter.port(source, path: "Generated.swift")
    let elapsed = ContinuousClock.now - start
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
times.sort()
let ported = result!
let diffLines = ported.diff.split(separator: "\n").count
print("terrarium-port on \(lines) lines (\(index) containers): \(ported.changes.count) rewrites, \(ported.unported.count) not ported, a \(diffLines)-line diff")
print(String(format: "time: median %.1f ms, best %.1f ms, worst %.1f ms (5 runs after a warm-up; parse, rewrite, diff)", times[2] * 1000, times[0] * 1000, times[4] * 1000))

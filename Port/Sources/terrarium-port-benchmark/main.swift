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

// `terrarium-port-benchmark [LINES [RUNS]]`: 10,000 lines and 5 runs by default.
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let targetLines = arguments.first ?? 10_000
let runs = max(1, arguments.dropFirst().first ?? 5)
let linesPerContainer = container(0).split(separator: "\n", omittingEmptySubsequences: false).count - 1
var source = "import UIKit\nimport Foundation\n\n"
var index = 0
while 3 + index * linesPerContainer < targetLines {
    source += container(index)
    index += 1
}
let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count

/// The process's CPU time (user and system), in seconds: the figure that holds on a busy
/// machine, where the wall clock also counts other processes' turns.
func cpuTime() -> Double {
    var usage = rusage()
    #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

_ = Porter.port(source, path: "Generated.swift")  // warm-up
var times: [Double] = []
var cpuTimes: [Double] = []
var result: PortedFile?
for _ in 0..<runs {
    let start = ContinuousClock.now
    let cpuStart = cpuTime()
    result = Porter.port(source, path: "Generated.swift")
    let elapsed = ContinuousClock.now - start
    cpuTimes.append(cpuTime() - cpuStart)
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
times.sort()
cpuTimes.sort()
let ported = result!
let diffLines = ported.diff.split(separator: "\n").count
print("terrarium-port on \(lines) lines (\(index) containers): \(ported.changes.count) rewrites, \(ported.unported.count) not ported, a \(diffLines)-line diff")
print(
    String(
        format: "time: median %.1f ms, best %.1f ms, worst %.1f ms (%d runs after a warm-up; parse, rewrite, diff)",
        times[times.count / 2] * 1000, times[0] * 1000, times[times.count - 1] * 1000, runs))
print(String(format: "CPU time: median %.1f ms, best %.1f ms", cpuTimes[cpuTimes.count / 2] * 1000, cpuTimes[0] * 1000))

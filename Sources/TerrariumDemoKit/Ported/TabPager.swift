//
//  TabPagerController.swift
//  A tab pager: a segmented control of titles over a horizontally paging scroll view of
//  pages; the control follows the scrolling (observed with KVO), a tap on a segment scrolls,
//  and a timer can advance the pages on its own.
//

import Terrarium
import Foundation

class TabPagerController: UIViewController {
    let tabs: UISegmentedControl
    let scrollView = UIScrollView()
    let pages: [UIViewController]
    private(set) var currentIndex = 0
    private(set) var offsetsSeen: [CGPoint] = []
    private var autoAdvanceTimer: Timer?
    private var contentSizeObservation: NSKeyValueObservation?
    private static var offsetContext = 0

    init(pages: [UIViewController]) {
        self.pages = pages
        tabs = UISegmentedControl(items: pages.map { $0.title ?? "" })
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tabs.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 16)
        tabs.selectedSegmentIndex = 0
        tabs.addTarget(self, action: Selector("tabChanged(_:)", Self.tabChanged(_:)), for: .valueChanged)
        view.addSubview(tabs)

        scrollView.frame = CGRect(x: 0, y: 16, width: view.bounds.width, height: view.bounds.height - 16)
        scrollView.isPagingEnabled = true
        view.addSubview(scrollView)
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: &TabPagerController.offsetContext)
        contentSizeObservation = scrollView.observe(\.contentSize, options: [.new]) { [weak self] scrollView, change in
            self?.title = "\(Int(change.newValue?.width ?? 0)) wide"
        }

        for (index, page) in pages.enumerated() {
            addChild(page)
            page.view.frame = CGRect(x: CGFloat(index) * scrollView.bounds.width, y: 0, width: scrollView.bounds.width, height: scrollView.bounds.height)
            scrollView.addSubview(page.view)
            page.didMove(toParent: self)
        }
        scrollView.contentSize = CGSize(width: CGFloat(pages.count) * scrollView.bounds.width, height: scrollView.bounds.height)
    }

    func startAutoAdvance(every interval: TimeInterval) {
        autoAdvanceTimer = Timer.scheduledTimer(timeInterval: interval, target: self, selector: Selector("advancePage", Self.advancePage), userInfo: nil, repeats: true)
    }

    func stopAutoAdvance() {
        autoAdvanceTimer?.invalidate()
        autoAdvanceTimer = nil
    }

    func advancePage() {
        select((currentIndex + 1) % pages.count)
    }

    private func tabChanged(_ sender: UISegmentedControl) {
        select(sender.selectedSegmentIndex)
    }

    func select(_ index: Int) {
        scrollView.contentOffset = CGPoint(x: CGFloat(index) * scrollView.bounds.width, y: 0)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &TabPagerController.offsetContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if keyPath == "contentOffset", let offset = change?[.newKey] as? CGPoint {
            offsetsSeen.append(offset)
            let width = max(1, scrollView.bounds.width)
            let index = Int((offset.x / width).rounded())
            if index != currentIndex, index >= 0, index < pages.count {
                currentIndex = index
                tabs.selectedSegmentIndex = index
            }
        }
    }

    func stopObserving() {
        scrollView.removeObserver(self, forKeyPath: "contentOffset", context: &TabPagerController.offsetContext)
    }
}

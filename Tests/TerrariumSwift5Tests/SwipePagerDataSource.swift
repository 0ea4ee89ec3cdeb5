// A page view controller's data source and a scroll view's delegate adopted by plain
// `NSObject` subclasses, and a label subclass that draws itself, in the Swift 5 style of
// iOS pager libraries.
import Terrarium

final class SwipePagerDataSource: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    var transitions: [Int] = []

    init(titles: [String]) {
        pages = titles.map { title in
            let page = UIViewController()
            page.title = title
            return page
        }
        super.init()
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        guard completed, let current = pageViewController.viewControllers?.first,
            let index = pages.firstIndex(of: current)
        else { return }
        transitions.append(index)
    }
}

final class ScrollOffsetRecorder: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset.y)
    }
}

/// A badge that draws its count itself.
final class BadgeView: UIView {
    var count = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw("(\(count))", at: .zero, foreground: .label)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }
}

/// A helper outside any class, as libraries keep them.
func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.textAlignment = .center
    return label
}

import Foundation

/// A view controller whose view is a collection view, and which is that collection view's
/// data source and delegate.
///
/// Override the data source and delegate methods you need; the defaults give no items.
///
/// ```swift
/// final class TagsViewController: UICollectionViewController {
///     var tags: [String] = []
///     init() {
///         let layout = UICollectionViewFlowLayout()
///         layout.itemSize = CGSize(width: 12, height: 1)
///         super.init(collectionViewLayout: layout)
///     }
///     required init?(coder: NSCoder) { fatalError() }
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         collectionView.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
///     }
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///         tags.count
///     }
///     override func collectionView(
///         _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
///     ) -> UICollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
///     }
/// }
/// ```
///
/// - Note: Terrarium: key presses that reach the controller with nothing focused go to its
///   collection view, which takes focus when it uses them, as ``UITableViewController`` does.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let _initialLayout: UICollectionViewLayout

    /// Creates a controller whose collection view is laid out by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        _initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates the controller from an archive: Terrarium decodes nothing (a flow layout).
    public required init?(coder: NSCoder) {
        _initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view, as a collection view. Setting it replaces the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one given at creation until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        isViewLoaded ? (collectionView?.collectionViewLayout ?? _initialLayout) : _initialLayout
    }

    /// Whether the selection is cleared each time the view is about to appear; `true` by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes a collection view with the controller's layout, the controller as its data
    /// source and delegate; from a storyboard scene, or a nib (``UIViewController/nibName``),
    /// loads the file's view instead.
    open override func loadView() {
        if _loadStoryboardScene() || _loadNib() { return }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: _initialLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collectionView {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
    }

    /// Gives the collection view the presses it uses (focusing it); the rest go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let remaining = collectionView?._takePressesWhileNothingIsFocused(presses) ?? presses
        if !remaining.isEmpty { super.pressesBegan(remaining, with: event) }
    }

    /// Keeps the release of presses the collection view used from going on up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let remaining = collectionView?._pressesNotTaken(presses) ?? presses
        if !remaining.isEmpty { super.pressesEnded(remaining, with: event) }
    }

    // MARK: UICollectionViewDataSource

    /// No items; override.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Override to return cells; the default stops, as there is nothing to show.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        _terminate(
            uncaughtException: "NSInternalInconsistencyException",
            reason: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
                + "reuseIdentifier - cells must be retrieved by calling "
                + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view; override for headers and footers.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    /// `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// `nil`: the scroll view does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// `true`: Home may scroll the content to its top (see
    /// ``UIScrollViewDelegate/scrollViewShouldScrollToTop(_:)``).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// The requirements of UIKit's protocols that are `@objc optional` on iOS, as Terrarium
/// declares them: ordinary requirements with a default implementation in an extension of the
/// protocol, so that `delegate?.scrollViewDidScroll?(scrollView)` must lose its second `?`
/// (Swift rejects optional chaining on a method that is not optional).
///
/// The table is Terrarium's declarations (`Sources/Terrarium/`), each method requirement of
/// these protocols that has a default, with what the default returns; a test
/// (`UIKitRequirementsTableTests`) reads the sources and fails, printing the entries, when
/// they are out of step. A requirement required on iOS too is in it when Terrarium gives it a
/// default: iOS code never calls it with `?`, so its entry changes nothing.
enum UIKitOptionalRequirements {
    /// What a requirement's default returns.
    enum Returns: Equatable {
        /// Nothing.
        case void
        /// An optional, `nil` by default: the call means what it meant on iOS, where a delegate
        /// that did not implement the method gave `nil` too.
        case optional
        /// A value, by default the one described (the default's expression when it is a short
        /// one, else its documentation's first phrase): where iOS gave `nil` for a delegate
        /// that did not implement the method, the call gives that.
        case value(String?)
    }

    /// One requirement.
    struct Requirement {
        var protocolName: String
        /// `tableView(_:heightForRowAt:)`.
        var name: String
        var returns: Returns

        /// The base name, `tableView`.
        var baseName: String { String(name[..<(name.firstIndex(of: "(") ?? name.endIndex)]) }

        /// The argument labels, `["_", "heightForRowAt"]`.
        var labels: [String] {
            guard let open = name.firstIndex(of: "(") else { return [] }
            return name[name.index(after: open)...].dropLast().split(separator: ":").map(String.init)
        }
    }

    /// The protocols the table holds, in its order.
    static let protocols = [
        "UIScrollViewDelegate", "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource",
        "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UIPageViewControllerDataSource",
        "UIPageViewControllerDelegate", "UITabBarControllerDelegate", "UINavigationControllerDelegate",
        "UIGestureRecognizerDelegate", "UITextFieldDelegate", "UITextViewDelegate", "UISearchBarDelegate",
        "UISearchControllerDelegate", "UIAdaptivePresentationControllerDelegate",
        "UISheetPresentationControllerDelegate", "UIViewControllerTransitioningDelegate",
        "UIViewControllerAnimatedTransitioning", "UIViewControllerInteractiveTransitioning",
        "UISplitViewControllerDelegate", "UINavigationBarDelegate", "UIBarPositioningDelegate",
        "UIContextMenuInteractionDelegate", "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate",
    ]

    /// The requirements, by protocol in the order of ``protocols``, then in the order of their
    /// declaration.
    static let table: [Requirement] = entries.map { Requirement(protocolName: $0.0, name: $0.1, returns: $0.2) }

    /// The requirements by base name.
    static let byBaseName: [String: [Requirement]] = Dictionary(grouping: table, by: \.baseName)

    /// The requirement whose base name and argument labels a call's are (a trailing closure
    /// matches any label); the first in the table when protocols share one.
    static func requirement(named baseName: String, labels: [String], trailingClosures: Int) -> Requirement? {
        byBaseName[baseName]?.first {
            $0.labels.count == labels.count + trailingClosures && Array($0.labels.prefix(labels.count)) == labels
        }
    }

    private static let entries: [(String, String, Returns)] = [
        ("UIScrollViewDelegate", "scrollViewDidScroll(_:)", .void),
        ("UIScrollViewDelegate", "scrollViewDidZoom(_:)", .void),
        ("UIScrollViewDelegate", "scrollViewWillBeginDragging(_:)", .void),
        ("UIScrollViewDelegate", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", .void),
        ("UIScrollViewDelegate", "scrollViewDidEndDragging(_:willDecelerate:)", .void),
        ("UIScrollViewDelegate", "scrollViewWillBeginDecelerating(_:)", .void),
        ("UIScrollViewDelegate", "scrollViewDidEndDecelerating(_:)", .void),
        ("UIScrollViewDelegate", "scrollViewDidEndScrollingAnimation(_:)", .void),
        ("UIScrollViewDelegate", "viewForZooming(in:)", .optional),
        ("UIScrollViewDelegate", "scrollViewWillBeginZooming(_:with:)", .void),
        ("UIScrollViewDelegate", "scrollViewDidEndZooming(_:with:atScale:)", .void),
        ("UIScrollViewDelegate", "scrollViewShouldScrollToTop(_:)", .value("true")),
        ("UIScrollViewDelegate", "scrollViewDidScrollToTop(_:)", .void),
        ("UIScrollViewDelegate", "scrollViewDidChangeAdjustedContentInset(_:)", .void),
        ("UITableViewDataSource", "numberOfSections(in:)", .value("1")),
        ("UITableViewDataSource", "tableView(_:titleForHeaderInSection:)", .optional),
        ("UITableViewDataSource", "tableView(_:titleForFooterInSection:)", .optional),
        ("UITableViewDataSource", "tableView(_:canEditRowAt:)", .value("true")),
        ("UITableViewDataSource", "tableView(_:canMoveRowAt:)", .value("false")),
        ("UITableViewDataSource", "tableView(_:moveRowAt:to:)", .void),
        ("UITableViewDelegate", "tableView(_:heightForRowAt:)", .value("UITableView.automaticDimension")),
        ("UITableViewDelegate", "tableView(_:heightForHeaderInSection:)", .value("UITableView.automaticDimension")),
        ("UITableViewDelegate", "tableView(_:heightForFooterInSection:)", .value("UITableView.automaticDimension")),
        ("UITableViewDelegate", "tableView(_:viewForHeaderInSection:)", .optional),
        ("UITableViewDelegate", "tableView(_:viewForFooterInSection:)", .optional),
        ("UITableViewDelegate", "tableView(_:willDisplay:forRowAt:)", .void),
        ("UITableViewDelegate", "tableView(_:didEndDisplaying:forRowAt:)", .void),
        ("UITableViewDelegate", "tableView(_:willDisplayHeaderView:forSection:)", .void),
        ("UITableViewDelegate", "tableView(_:willDisplayFooterView:forSection:)", .void),
        ("UITableViewDelegate", "tableView(_:didEndDisplayingHeaderView:forSection:)", .void),
        ("UITableViewDelegate", "tableView(_:didEndDisplayingFooterView:forSection:)", .void),
        ("UITableViewDelegate", "tableView(_:shouldHighlightRowAt:)", .value("true")),
        ("UITableViewDelegate", "tableView(_:didHighlightRowAt:)", .void),
        ("UITableViewDelegate", "tableView(_:didUnhighlightRowAt:)", .void),
        ("UITableViewDelegate", "tableView(_:willSelectRowAt:)", .optional),
        ("UITableViewDelegate", "tableView(_:didSelectRowAt:)", .void),
        ("UITableViewDelegate", "tableView(_:willDeselectRowAt:)", .optional),
        ("UITableViewDelegate", "tableView(_:didDeselectRowAt:)", .void),
        ("UITableViewDelegate", "tableView(_:accessoryButtonTappedForRowWith:)", .void),
        ("UITableViewDelegate", "tableView(_:contextMenuConfigurationForRowAt:point:)", .optional),
        ("UITableViewDelegate", "tableView(_:willDisplayContextMenu:animator:)", .void),
        ("UITableViewDelegate", "tableView(_:willEndContextMenuInteraction:animator:)", .void),
        ("UICollectionViewDataSource", "numberOfSections(in:)", .value("1")),
        ("UICollectionViewDataSource", "collectionView(_:viewForSupplementaryElementOfKind:at:)", .value("UICollectionReusableView(frame: .zero)")),
        ("UICollectionViewDelegate", "collectionView(_:shouldHighlightItemAt:)", .value("true")),
        ("UICollectionViewDelegate", "collectionView(_:didHighlightItemAt:)", .void),
        ("UICollectionViewDelegate", "collectionView(_:didUnhighlightItemAt:)", .void),
        ("UICollectionViewDelegate", "collectionView(_:shouldSelectItemAt:)", .value("true")),
        ("UICollectionViewDelegate", "collectionView(_:shouldDeselectItemAt:)", .value("true")),
        ("UICollectionViewDelegate", "collectionView(_:didSelectItemAt:)", .void),
        ("UICollectionViewDelegate", "collectionView(_:didDeselectItemAt:)", .void),
        ("UICollectionViewDelegate", "collectionView(_:willDisplay:forItemAt:)", .void),
        ("UICollectionViewDelegate", "collectionView(_:didEndDisplaying:forItemAt:)", .void),
        ("UICollectionViewDelegate", "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)", .void),
        ("UICollectionViewDelegate", "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)", .void),
        ("UICollectionViewDelegateFlowLayout", "collectionView(_:layout:sizeForItemAt:)", .value("the flow layout's `itemSize`")),
        ("UICollectionViewDelegateFlowLayout", "collectionView(_:layout:insetForSectionAt:)", .value("the flow layout's `sectionInset`")),
        ("UICollectionViewDelegateFlowLayout", "collectionView(_:layout:minimumLineSpacingForSectionAt:)", .value("the flow layout's `minimumLineSpacing`")),
        ("UICollectionViewDelegateFlowLayout", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)", .value("the flow layout's `minimumInteritemSpacing`")),
        ("UICollectionViewDelegateFlowLayout", "collectionView(_:layout:referenceSizeForHeaderInSection:)", .value("the flow layout's `headerReferenceSize`")),
        ("UICollectionViewDelegateFlowLayout", "collectionView(_:layout:referenceSizeForFooterInSection:)", .value("the flow layout's `footerReferenceSize`")),
        ("UIPageViewControllerDataSource", "presentationCount(for:)", .value("0")),
        ("UIPageViewControllerDataSource", "presentationIndex(for:)", .value("0")),
        ("UIPageViewControllerDelegate", "pageViewController(_:willTransitionTo:)", .void),
        ("UIPageViewControllerDelegate", "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)", .void),
        ("UITabBarControllerDelegate", "tabBarController(_:shouldSelect:)", .value("true")),
        ("UITabBarControllerDelegate", "tabBarController(_:didSelect:)", .void),
        ("UITabBarControllerDelegate", "tabBarController(_:animationControllerForTransitionFrom:to:)", .optional),
        ("UITabBarControllerDelegate", "tabBarController(_:interactionControllerFor:)", .optional),
        ("UINavigationControllerDelegate", "navigationController(_:willShow:animated:)", .void),
        ("UINavigationControllerDelegate", "navigationController(_:didShow:animated:)", .void),
        ("UINavigationControllerDelegate", "navigationController(_:animationControllerFor:from:to:)", .optional),
        ("UINavigationControllerDelegate", "navigationController(_:interactionControllerFor:)", .optional),
        ("UIGestureRecognizerDelegate", "gestureRecognizerShouldBegin(_:)", .value("true")),
        ("UIGestureRecognizerDelegate", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", .value("false")),
        ("UIGestureRecognizerDelegate", "gestureRecognizer(_:shouldRequireFailureOf:)", .value("false")),
        ("UIGestureRecognizerDelegate", "gestureRecognizer(_:shouldBeRequiredToFailBy:)", .value("false")),
        ("UIGestureRecognizerDelegate", "gestureRecognizer(_:shouldReceive:)", .value("true")),
        ("UIGestureRecognizerDelegate", "gestureRecognizer(_:shouldReceive:)", .value("true")),
        ("UITextFieldDelegate", "textFieldShouldBeginEditing(_:)", .value("true")),
        ("UITextFieldDelegate", "textFieldDidBeginEditing(_:)", .void),
        ("UITextFieldDelegate", "textFieldShouldEndEditing(_:)", .value("true")),
        ("UITextFieldDelegate", "textFieldDidEndEditing(_:)", .void),
        ("UITextFieldDelegate", "textFieldDidEndEditing(_:reason:)", .void),
        ("UITextFieldDelegate", "textField(_:shouldChangeCharactersIn:replacementString:)", .value("true")),
        ("UITextFieldDelegate", "textFieldDidChangeSelection(_:)", .void),
        ("UITextFieldDelegate", "textFieldShouldClear(_:)", .value("true")),
        ("UITextFieldDelegate", "textFieldShouldReturn(_:)", .value("true")),
        ("UITextViewDelegate", "textViewShouldBeginEditing(_:)", .value("true")),
        ("UITextViewDelegate", "textViewShouldEndEditing(_:)", .value("true")),
        ("UITextViewDelegate", "textViewDidBeginEditing(_:)", .void),
        ("UITextViewDelegate", "textViewDidEndEditing(_:)", .void),
        ("UITextViewDelegate", "textView(_:shouldChangeTextIn:replacementText:)", .value("true")),
        ("UITextViewDelegate", "textViewDidChange(_:)", .void),
        ("UITextViewDelegate", "textViewDidChangeSelection(_:)", .void),
        ("UISearchBarDelegate", "searchBarShouldBeginEditing(_:)", .value("true")),
        ("UISearchBarDelegate", "searchBarTextDidBeginEditing(_:)", .void),
        ("UISearchBarDelegate", "searchBarShouldEndEditing(_:)", .value("true")),
        ("UISearchBarDelegate", "searchBarTextDidEndEditing(_:)", .void),
        ("UISearchBarDelegate", "searchBar(_:textDidChange:)", .void),
        ("UISearchBarDelegate", "searchBar(_:shouldChangeTextIn:replacementText:)", .value("true")),
        ("UISearchBarDelegate", "searchBarSearchButtonClicked(_:)", .void),
        ("UISearchBarDelegate", "searchBarCancelButtonClicked(_:)", .void),
        ("UISearchControllerDelegate", "willPresentSearchController(_:)", .void),
        ("UISearchControllerDelegate", "didPresentSearchController(_:)", .void),
        ("UISearchControllerDelegate", "willDismissSearchController(_:)", .void),
        ("UISearchControllerDelegate", "didDismissSearchController(_:)", .void),
        ("UIAdaptivePresentationControllerDelegate", "presentationControllerShouldDismiss(_:)", .value("true")),
        ("UIAdaptivePresentationControllerDelegate", "presentationControllerWillDismiss(_:)", .void),
        ("UIAdaptivePresentationControllerDelegate", "presentationControllerDidDismiss(_:)", .void),
        ("UIAdaptivePresentationControllerDelegate", "presentationControllerDidAttemptToDismiss(_:)", .void),
        ("UIAdaptivePresentationControllerDelegate", "adaptivePresentationStyle(for:traitCollection:)", .value("in a compact width, ``adaptivePresentationStyle(for:)``; otherwise `.none`")),
        ("UIAdaptivePresentationControllerDelegate", "adaptivePresentationStyle(for:)", .value("controller.adaptivePresentationStyle")),
        ("UISheetPresentationControllerDelegate", "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)", .void),
        ("UIViewControllerTransitioningDelegate", "animationController(forPresented:presenting:source:)", .optional),
        ("UIViewControllerTransitioningDelegate", "animationController(forDismissed:)", .optional),
        ("UIViewControllerTransitioningDelegate", "interactionControllerForPresentation(using:)", .optional),
        ("UIViewControllerTransitioningDelegate", "interactionControllerForDismissal(using:)", .optional),
        ("UIViewControllerTransitioningDelegate", "presentationController(forPresented:presenting:source:)", .optional),
        ("UIViewControllerAnimatedTransitioning", "animationEnded(_:)", .void),
        ("UIViewControllerAnimatedTransitioning", "interruptibleAnimator(using:)", .optional),
        ("UISplitViewControllerDelegate", "primaryViewController(forCollapsing:)", .optional),
        ("UISplitViewControllerDelegate", "primaryViewController(forExpanding:)", .optional),
        ("UISplitViewControllerDelegate", "splitViewController(_:collapseSecondary:onto:)", .value("false")),
        ("UISplitViewControllerDelegate", "splitViewController(_:separateSecondaryFrom:)", .optional),
        ("UISplitViewControllerDelegate", "splitViewController(_:showDetail:sender:)", .value("false")),
        ("UISplitViewControllerDelegate", "splitViewController(_:show:sender:)", .value("false")),
        ("UISplitViewControllerDelegate", "splitViewController(_:willChangeTo:)", .void),
        ("UISplitViewControllerDelegate", "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)", .value("proposedTopColumn")),
        ("UISplitViewControllerDelegate", "splitViewControllerDidCollapse(_:)", .void),
        ("UISplitViewControllerDelegate", "splitViewControllerDidExpand(_:)", .void),
        ("UINavigationBarDelegate", "navigationBar(_:shouldPush:)", .value("true")),
        ("UINavigationBarDelegate", "navigationBar(_:didPush:)", .void),
        ("UINavigationBarDelegate", "navigationBar(_:shouldPop:)", .value("true")),
        ("UINavigationBarDelegate", "navigationBar(_:didPop:)", .void),
        ("UIBarPositioningDelegate", "position(for:)", .value(".any")),
        ("UIContextMenuInteractionDelegate", "contextMenuInteraction(_:willDisplayMenuFor:animator:)", .void),
        ("UIContextMenuInteractionDelegate", "contextMenuInteraction(_:willEndFor:animator:)", .void),
        ("UIApplicationDelegate", "application(_:willFinishLaunchingWithOptions:)", .value("true")),
        ("UIApplicationDelegate", "application(_:didFinishLaunchingWithOptions:)", .value("true")),
        ("UIApplicationDelegate", "applicationDidBecomeActive(_:)", .void),
        ("UIApplicationDelegate", "applicationWillResignActive(_:)", .void),
        ("UIApplicationDelegate", "applicationDidEnterBackground(_:)", .void),
        ("UIApplicationDelegate", "applicationWillEnterForeground(_:)", .void),
        ("UIApplicationDelegate", "applicationWillTerminate(_:)", .void),
        ("UIApplicationDelegate", "applicationDidReceiveMemoryWarning(_:)", .void),
        ("UIApplicationDelegate", "applicationSignificantTimeChange(_:)", .void),
        ("UIApplicationDelegate", "application(_:configurationForConnecting:options:)", .value("connectingSceneSession.configuration")),
        ("UIApplicationDelegate", "application(_:didDiscardSceneSessions:)", .void),
        ("UISceneDelegate", "scene(_:willConnectTo:options:)", .void),
        ("UISceneDelegate", "sceneDidDisconnect(_:)", .void),
        ("UISceneDelegate", "sceneDidBecomeActive(_:)", .void),
        ("UISceneDelegate", "sceneWillResignActive(_:)", .void),
        ("UISceneDelegate", "sceneWillEnterForeground(_:)", .void),
        ("UISceneDelegate", "sceneDidEnterBackground(_:)", .void),
    ]
}

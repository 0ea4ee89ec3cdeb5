/// UIKit's (and Core Animation's) classes with their superclasses, as on iOS: what the port
/// reads to know whether a class of the ported module is a `UIResponder` (whose outlets,
/// actions, inspectable properties and key-value observing override `UIResponder`'s methods
/// in Terrarium) or another `NSObject` (which gets the methods and a conformance instead).
///
/// Only the chain matters, not every class of the SDK: a class missing here is resolved by
/// ``ModuleFacts/isResponder(superclass:)``'s fallback.
enum UIKitClasses {
    /// Each class's superclass; the chains end at `UIResponder` or `NSObject`.
    static let superclasses: [String: String] = {
        var table: [String: String] = ["UIResponder": "NSObject"]
        for (superclass, classes) in hierarchy {
            for name in classes { table[name] = superclass }
        }
        return table
    }()

    /// Superclasses with their direct subclasses.
    private static let hierarchy: [(String, [String])] = [
        // Responders.
        ("UIResponder", ["UIView", "UIViewController", "UIApplication", "UIScene"]),
        ("UIScene", ["UIWindowScene"]),
        (
            "UIView",
            [
                "UIWindow", "UILabel", "UIImageView", "UIScrollView", "UIControl", "UIProgressView",
                "UIActivityIndicatorView", "UIStackView", "UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar",
                "UITableViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView", "UIVisualEffectView",
                "UIInputView", "UIPickerView", "UIWebView", "UIAlertView", "UIActionSheet", "UIPopoverBackgroundView",
                "UIListContentView", "UIContentUnavailableView", "UICalendarView", "UIEventAttributionView",
            ]
        ),
        ("UIScrollView", ["UITableView", "UICollectionView", "UITextView"]),
        (
            "UIControl",
            [
                "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UITextField",
                "UIDatePicker", "UIRefreshControl", "UIColorWell", "UIPasteControl",
            ]
        ),
        ("UITextField", ["UISearchTextField"]),
        ("UICollectionReusableView", ["UICollectionViewCell"]),
        ("UICollectionViewCell", ["UICollectionViewListCell"]),
        (
            "UIViewController",
            [
                "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
                "UITableViewController", "UICollectionViewController", "UIAlertController", "UISearchController",
                "UIActivityViewController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
                "UIReferenceLibraryViewController", "UIInputViewController", "UIFontPickerViewController",
                "UIColorPickerViewController", "UICloudSharingController", "UISearchContainerViewController",
                "UIDocumentMenuViewController",
            ]
        ),
        ("UINavigationController", ["UIImagePickerController", "UIVideoEditorController"]),
        // Not responders.
        (
            "NSObject",
            [
                "UIGestureRecognizer", "UIPercentDrivenInteractiveTransition", "UIPresentationController", "UIBarItem",
                "UINavigationItem", "UIBarButtonItemGroup", "NSLayoutConstraint", "NSLayoutAnchor", "UILayoutGuide",
                "UIDynamicAnimator", "UIDynamicBehavior", "UICollectionViewLayout", "UICollectionViewLayoutAttributes",
                "UICollectionViewLayoutInvalidationContext", "UITableViewDiffableDataSource",
                "UICollectionViewDiffableDataSource", "UIStoryboardSegue", "UIStoryboard",
                "UIStoryboardUnwindSegueSource",
                "UINib", "UIImage", "UIColor", "UIFont", "UIFontDescriptor", "UIBezierPath", "UIDevice", "UIScreen",
                "UIEvent", "UITouch", "UIPress", "UIPasteboard", "UIMenuController", "UIMenuElement", "UIAlertAction",
                "UIApplicationShortcutItem", "UIViewPropertyAnimator", "UICubicTimingParameters",
                "UISpringTimingParameters", "UITraitCollection", "UIFeedbackGenerator", "UIDocument", "UIActivity",
                "UIPrintInteractionController", "UIPrintInfo", "UIPrintFormatter", "UIPrintPageRenderer",
                "UIDocumentInteractionController", "UIPopoverController", "UISearchDisplayController", "UIVisualEffect",
                "UIGraphicsRenderer", "UIGraphicsRendererFormat", "UIGraphicsRendererContext",
                "UIContextMenuInteraction", "UIContextMenuConfiguration", "UIDragInteraction", "UIDropInteraction",
                "UIPointerInteraction", "UIEditMenuInteraction", "UIAccessibilityElement",
                "UIAccessibilityCustomAction", "UISceneConfiguration", "UISceneSession", "UIBarAppearance",
                "UIBarButtonItemAppearance", "UIBarButtonItemStateAppearance", "UITextPosition", "UITextRange",
                "UITextChecker", "UITextInputMode", "UIFocusUpdateContext", "UIMotionEffect", "UITableViewRowAction",
                "UIContextualAction", "UISwipeActionsConfiguration", "UIStatusBarManager", "UIImageAsset",
                "UIImageConfiguration", "UIKey", "UILocalNotification", "UIUserNotificationSettings",
                "UIFocusAnimationCoordinator", "UITargetedPreview", "UIPreviewParameters", "UIRegion",
                "UIViewControllerTransitionCoordinatorContext", "UIStoryboardPopoverSegue", "NSStringDrawingContext",
                "NSTextAttachment", "NSLayoutManager", "NSTextContainer", "NSParagraphStyle", "NSShadow",
                "CALayer", "CAAnimation", "CADisplayLink", "CATransaction", "CAMediaTimingFunction", "CAEmitterCell",
                "CAValueFunction",
            ]
        ),
        (
            "UIGestureRecognizer",
            [
                "UITapGestureRecognizer", "UIPanGestureRecognizer", "UISwipeGestureRecognizer",
                "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UILongPressGestureRecognizer",
                "UIHoverGestureRecognizer",
            ]
        ),
        ("UIPanGestureRecognizer", ["UIScreenEdgePanGestureRecognizer"]),
        ("UIPresentationController", ["UIPopoverPresentationController", "UISheetPresentationController"]),
        ("UIBarItem", ["UIBarButtonItem", "UITabBarItem"]),
        ("NSLayoutAnchor", ["NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension"]),
        ("UILayoutGuide", ["UIFocusGuide"]),
        (
            "UIDynamicBehavior",
            [
                "UIGravityBehavior", "UICollisionBehavior", "UIAttachmentBehavior", "UISnapBehavior",
                "UIPushBehavior", "UIDynamicItemBehavior", "UIFieldBehavior",
            ]
        ),
        (
            "UICollectionViewLayout",
            ["UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout", "UICollectionViewTransitionLayout"]
        ),
        ("UICollectionViewLayoutInvalidationContext", ["UICollectionViewFlowLayoutInvalidationContext"]),
        ("UIMenuElement", ["UIMenu", "UIAction", "UICommand"]),
        ("UICommand", ["UIKeyCommand"]),
        ("UIEvent", ["UIPressesEvent"]),
        (
            "UIFeedbackGenerator",
            ["UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator"]
        ),
        ("UIDocument", ["UIManagedDocument"]),
        ("UIVisualEffect", ["UIBlurEffect", "UIVibrancyEffect"]),
        ("UIGraphicsRenderer", ["UIGraphicsImageRenderer", "UIGraphicsPDFRenderer"]),
        ("UIGraphicsRendererFormat", ["UIGraphicsImageRendererFormat", "UIGraphicsPDFRendererFormat"]),
        ("UIGraphicsRendererContext", ["UIGraphicsImageRendererContext", "UIGraphicsPDFRendererContext"]),
        ("UIBarAppearance", ["UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance"]),
        ("UIMotionEffect", ["UIInterpolatingMotionEffect", "UIMotionEffectGroup"]),
        ("UIStoryboardSegue", ["UIStoryboardPopoverSegue"]),
        (
            "UIPrintFormatter",
            ["UISimpleTextPrintFormatter", "UIMarkupTextPrintFormatter", "UIViewPrintFormatter"]
        ),
        (
            "CALayer",
            [
                "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAScrollLayer", "CATiledLayer",
                "CATransformLayer", "CAEmitterLayer", "CAMetalLayer", "CAEAGLLayer",
            ]
        ),
        ("CAAnimation", ["CAPropertyAnimation", "CATransition", "CAAnimationGroup"]),
        ("CAPropertyAnimation", ["CABasicAnimation", "CAKeyframeAnimation"]),
        ("CABasicAnimation", ["CASpringAnimation"]),
        // Foundation's classes whose names lack the `NS` prefix (the fallback takes `NS…` for
        // Foundation's).
        (
            "NSObject",
            [
                "Operation", "BlockOperation", "OperationQueue", "Thread", "Timer", "NotificationCenter", "Bundle",
                "FileManager", "UserDefaults", "URLSession", "URLSessionTask", "URLSessionDataTask", "URLProtocol",
                "URLCache", "Formatter", "DateFormatter", "NumberFormatter", "ISO8601DateFormatter",
                "DateComponentsFormatter", "ByteCountFormatter", "MeasurementFormatter", "Stream", "InputStream",
                "OutputStream", "Progress", "Scanner", "XMLParser", "FileHandle", "Pipe", "Process", "RunLoop",
                "ProcessInfo", "JSONSerialization", "PropertyListSerialization", "Port", "UndoManager",
                "HTTPCookieStorage", "Unit", "Dimension",
            ]
        ),
    ]

    /// Whether UIKit's class `name` is a `UIResponder`; `nil` when the table does not know it.
    static func isResponder(_ name: String) -> Bool? {
        var current = name
        var steps = 0
        while steps < 32 {
            if current == "UIResponder" { return true }
            if current == "NSObject" { return false }
            guard let superclass = superclasses[current] else { return nil }
            current = superclass
            steps += 1
        }
        return nil
    }

    // MARK: Reusable views

    /// A view a table or collection view makes from a class registered for a reuse identifier:
    /// Terrarium makes it through `required convenience init(_registeredWithReuseIdentifier:)`,
    /// which calls `delegate`, the initializer UIKit calls.
    struct ReusableView: Equatable {
        /// UIKit's class (`UICollectionReusableView`).
        var name: String
        /// The initializer Terrarium's registration initializer calls (`init(frame:)`).
        var delegate: String
        /// The designated initializers of the class: `delegate` and `init(coder:)`.
        var designatedInitializers: Set<String> { [delegate, "init(coder:)"] }
    }

    /// The full name of Terrarium's registration initializer.
    static let registrationInitializer = "init(_registeredWithReuseIdentifier:)"

    /// The reusable views of UIKit that declare the registration initializer, each with the
    /// initializer it calls (as `Sources/Terrarium/Views/CollectionView/UICollectionViewCell.swift`,
    /// `TableView/UITableViewCell.swift` and `TableView/UITableViewHeaderFooterView.swift`
    /// declare it).
    static let reusableViews: [ReusableView] = [
        ReusableView(name: "UICollectionReusableView", delegate: "init(frame:)"),
        ReusableView(name: "UITableViewCell", delegate: "init(style:reuseIdentifier:)"),
        ReusableView(name: "UITableViewHeaderFooterView", delegate: "init(reuseIdentifier:)"),
    ]

    /// The reusable view that UIKit's class `name` is or inherits from.
    static func reusableView(inheritedBy name: String) -> ReusableView? {
        var current = name
        var steps = 0
        while steps < 32 {
            if let view = reusableViews.first(where: { $0.name == current }) { return view }
            guard let superclass = superclasses[current] else { return nil }
            current = superclass
            steps += 1
        }
        return nil
    }
}

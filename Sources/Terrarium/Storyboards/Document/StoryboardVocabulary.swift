/// The elements and attribute values Xcode writes in iOS storyboards, from Xcode 5's format
/// to today's, that the loader knows. An element or value outside these is a fault the
/// loader names (file, line, element) instead of guessing; the list grows as files show
/// more.
enum StoryboardVocabulary {
    /// Elements that make a view controller, and the UIKit class each stands for.
    static let controllers: [String: String] = [
        "viewController": "UIViewController",
        "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
        // Controllers of other frameworks: made as a plain controller with a warning.
        "avPlayerViewController": "UIViewController",
        "glkViewController": "UIViewController",
        "hostingController": "UIViewController",
        "viewControllerPlaceholder": "",
    ]

    /// Elements that make a view (or a bar, item or recognizer the scene holds), and the
    /// UIKit class each stands for; those Terrarium lacks stand for their nearest class.
    static let objects: [String: String] = [
        "view": "UIView", "containerView": "UIView", "label": "UILabel", "button": "UIButton",
        "imageView": "UIImageView", "scrollView": "UIScrollView", "stackView": "UIStackView",
        "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UIView", "collectionViewCellContentView": "UIView",
        "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell", "collectionReusableView": "UICollectionReusableView",
        "collectionViewFlowLayout": "UICollectionViewFlowLayout", "collectionViewLayout": "UICollectionViewLayout",
        "navigationBar": "UINavigationBar", "tabBar": "UITabBar", "toolbar": "UIToolbar",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "segmentedControl": "UISegmentedControl", "stepper": "UIStepper", "progressView": "UIProgressView",
        "activityIndicatorView": "UIActivityIndicatorView", "pageControl": "UIPageControl",
        "searchBar": "UISearchBar", "visualEffectView": "UIVisualEffectView", "control": "UIControl",
        "refreshControl": "UIControl", "pickerView": "UIView", "datePicker": "UIControl",
        "mapView": "UIView", "wkWebView": "UIView", "webView": "UIView", "glkView": "UIView",
        "mtkView": "UIView", "sceneKitView": "UIView", "arscnView": "UIView", "skView": "UIView",
        "navigationItem": "UINavigationItem", "barButtonItem": "UIBarButtonItem", "tabBarItem": "UITabBarItem",
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer", "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer",  // sic: Xcode's spelling
        "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "customObject": "NSObject", "searchDisplayController": "NSObject",
    ]

    /// Elements whose class Terrarium lacks: the view made is a stand-in (the nearest class),
    /// named in a warning, and the scene's outlets to and from it are skipped.
    static let standIns: Set<String> = [
        "pickerView", "datePicker", "mapView", "wkWebView", "webView", "glkView", "mtkView", "sceneKitView",
        "arscnView", "skView", "refreshControl", "searchDisplayController",
    ]

    /// Elements that describe their parent (values, lists, connections, design-time data).
    static let descriptive: Set<String> = [
        "document", "dependencies", "deployment", "plugIn", "capability", "device", "adaptation", "scenes", "scene",
        "objects", "placeholder", "exit", "point", "resources", "image", "systemColor", "namedColor",
        "inferredMetricsTieBreakers", "simulatedMetricsContainer", "customFonts", "classes", "class", "source",
        "relationships", "relationship", "designables", "designable", "rect", "size", "autoresizingMask", "subviews",
        "constraints", "constraint", "color", "fontDescription", "font", "nil", "connections", "outlet",
        "outletCollection", "action", "segue", "layoutGuides", "viewControllerLayoutGuide", "viewLayoutGuide",
        "layoutGuide", "state", "textInputTraits", "variation", "mask", "exclude", "include", "segments", "segment",
        "cells", "prototypes", "sections", "tableViewSection", "toolbarItems", "items", "leftBarButtonItems",
        "rightBarButtonItems", "string", "integer", "real", "boolean", "userDefinedRuntimeAttributes",
        "userDefinedRuntimeAttribute", "inset", "edgeInsets", "directionalEdgeInsets", "gestureRecognizers",
        "animations", "extendedEdge", "offsetWrapper", "textAttributes", "simulatedStatusBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedToolbarMetrics", "simulatedTabBarMetrics",
        "simulatedScreenMetrics", "simulatedOrientationMetrics", "freeformSimulatedSizeMetrics", "value",
        "popoverArrowDirection", "paragraphStyle", "fragment", "attributes", "attributedString", "frame",
        "keyCommands", "keyCommand", "buttonConfiguration", "blurEffect", "vibrancyEffect", "preferredConfiguration",
        "backgroundConfiguration", "imageReference", "imageSymbolConfiguration", "accessibility", "locale",
        "date", "dataDetectorType", "contentInsets", "navigationBarAppearance", "tabBarAppearance",
        "toolbarAppearance", "barButtonItemAppearance", "tabBarItemAppearance", "barButtonItemStateAppearance",
        "tabBarItemStateAppearance", "offset", "shadow", "textShadow", "titleTextAttributes",
        "largeTitleTextAttributes", "preview", "dictionary", "array", "data", "mutableData", "modifierFlags",
        "menu", "command", "children", "textContainerInset", "viewControllerPresentationController", "rectEdge",
    ]

    /// Every element name the loader accepts.
    static let elements: Set<String> = Set(controllers.keys).union(objects.keys).union(descriptive)

    /// Swipe directions (`direction=` of a swipe gesture recognizer).
    static let swipeDirections: Set<String> = ["right", "left", "up", "down"]

    /// Segue kinds (`kind=`), the current and the deprecated ones.
    static let segueKinds: Set<String> = [
        "relationship", "show", "showDetail", "presentation", "popoverPresentation", "custom", "embed", "unwind",
        "push", "modal", "popover", "replace",
    ]

    /// Relationship names (`relationship=`) of iOS containers.
    static let relationships: Set<String> = [
        "rootViewController", "viewControllers", "masterViewController", "detailViewController",
    ]

    /// Layout attributes (`firstAttribute=`, `secondAttribute=`).
    static let layoutAttributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "baseline", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// Constraint relations (`relation=`); absent means equal.
    static let relations: Set<String> = ["equal", "lessThanOrEqual", "greaterThanOrEqual"]

    /// `modalPresentationStyle=` values.
    static let presentationStyles: Set<String> = [
        "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen", "overCurrentContext",
        "popover", "none", "automatic", "blurOverFullScreen",
    ]

    /// `modalTransitionStyle=` values.
    static let transitionStyles: Set<String> = ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]

    /// The types of a user-defined runtime attribute.
    static let runtimeAttributeTypes: Set<String> = [
        "boolean", "number", "string", "localizedString", "color", "point", "size", "rect", "range", "image", "nil",
    ]

    /// What triggers a cell's segue besides its selection (`trigger=`).
    static let segueTriggers: Set<String> = ["accessoryAction"]

    /// Table styles (`style=` of a `<tableView>`) and content modes (`dataMode=`).
    static let tableStyles: Set<String> = ["plain", "grouped", "insetGrouped"]
    static let tableDataModes: Set<String> = ["prototypes", "static"]

    /// Cell styles (`style=` of a `<tableViewCell>`; a custom cell has none), accessories
    /// (`accessoryType=`) and selection styles (`selectionStyle=`).
    static let cellStyles: Set<String> = [
        "IBUITableViewCellStyleDefault", "IBUITableViewCellStyleValue1", "IBUITableViewCellStyleValue2",
        "IBUITableViewCellStyleSubtitle",
    ]
    static let accessoryTypes: Set<String> = [
        "none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton",
    ]
    static let selectionStyles: Set<String> = ["none", "blue", "gray", "default"]

    /// Control event names (`eventType=`).
    static let controlEvents: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered", "menuActionTriggered",
        "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit",
    ]
}

/// UIKit's names as Swift 4 and 4.2 renamed them, when UIKit nested its types and constants
/// in the classes they belong to (`UIControlState` → `UIControl.State`) and renamed the
/// view-controller containment methods (`addChildViewController(_:)` → `addChild(_:)`), as
/// Xcode's migrator rewrote them. A library that was never migrated still uses the old names;
/// Terrarium, like the current SDK, has only the new ones. Core Animation's string constants
/// (`kCAMediaTimingFunctionEaseOut`) and the attributed-string keys of Swift 3
/// (`NSFontAttributeName`) are here too.
enum Swift42Renames {
    /// What a free function of the old SDK becomes.
    enum FunctionRename {
        /// A call of another function or initializer, with labels:
        /// `UIEdgeInsetsMake(a, b, c, d)` → `UIEdgeInsets(top: a, left: b, bottom: c, right: d)`.
        case call(String, labels: [String])
        /// A method of the first argument, with labels for the others:
        /// `UIEdgeInsetsInsetRect(r, i)` → `r.inset(by: i)`.
        case method(String, labels: [String])
        /// A property (the call had no arguments):
        /// `UIAccessibilityIsVoiceOverRunning()` → `UIAccessibility.isVoiceOverRunning`.
        case property(String)
        /// `==` of its two arguments: `UIEdgeInsetsEqualToEdgeInsets(a, b)` → `(a == b)`.
        case equality
    }

    /// A method renamed: its base name and argument labels before and after (`_` for none).
    struct MethodRename {
        var oldBase: String
        var oldLabels: [String]
        var newBase: String
        var newLabels: [String]

        /// The old full name, `willMove(toParentViewController:)`.
        var oldName: String { oldBase + "(" + oldLabels.map { $0 + ":" }.joined() + ")" }
    }

    // MARK: Types

    /// The types renamed, old name → new (`UIControlState` → `UIControl.State`).
    static let types: [String: String] = [
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UIActivityType": "UIActivity.ActivityType",
        "UIActivityCategory": "UIActivity.Category",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIApplicationState": "UIApplication.State",
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
        "UIApplicationExtensionPointIdentifier": "UIApplication.ExtensionPointIdentifier",
        "UIAttachmentBehaviorType": "UIAttachmentBehavior.AttachmentType",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UIButtonType": "UIButton.ButtonType",
        "UICollectionElementCategory": "UICollectionView.ElementCategory",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UICollectionViewReorderingCadence": "UICollectionView.ReorderingCadence",
        "UICollectionViewFlowLayoutSectionInsetReference": "UICollectionViewFlowLayout.SectionInsetReference",
        "UICollisionBehaviorMode": "UICollisionBehavior.Mode",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UIControlEvents": "UIControl.Event",
        "UIControlState": "UIControl.State",
        "UIDatePickerMode": "UIDatePicker.Mode",
        "UIDeviceBatteryState": "UIDevice.BatteryState",
        "UIDocumentChangeKind": "UIDocument.ChangeKind",
        "UIDocumentSaveOperation": "UIDocument.SaveOperation",
        "UIDocumentState": "UIDocument.State",
        "UIEventSubtype": "UIEvent.EventSubtype",
        "UIEventType": "UIEvent.EventType",
        "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
        "UIFontDescriptorAttributeName": "UIFontDescriptor.AttributeName",
        "UIFontDescriptorTraitKey": "UIFontDescriptor.TraitKey",
        "UIFontTextStyle": "UIFont.TextStyle",
        "UIFontWeight": "UIFont.Weight",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UIGraphicsImageRendererFormatRange": "UIGraphicsImageRendererFormat.Range",
        "UIImageOrientation": "UIImage.Orientation",
        "UIImagePickerControllerCameraCaptureMode": "UIImagePickerController.CameraCaptureMode",
        "UIImagePickerControllerCameraDevice": "UIImagePickerController.CameraDevice",
        "UIImagePickerControllerCameraFlashMode": "UIImagePickerController.CameraFlashMode",
        "UIImagePickerControllerQualityType": "UIImagePickerController.QualityType",
        "UIImagePickerControllerSourceType": "UIImagePickerController.SourceType",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UIImageResizingMode": "UIImage.ResizingMode",
        "UIInputViewStyle": "UIInputView.Style",
        "UIInterpolatingMotionEffectType": "UIInterpolatingMotionEffect.EffectType",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "UIMenuControllerArrowDirection": "UIMenuController.ArrowDirection",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UINavigationItemLargeTitleDisplayMode": "UINavigationItem.LargeTitleDisplayMode",
        "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UIPageViewControllerOptionsKey": "UIPageViewController.OptionsKey",
        "UIPageViewControllerSpineLocation": "UIPageViewController.SpineLocation",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPressPhase": "UIPress.Phase",
        "UIPressType": "UIPress.PressType",
        "UIPreviewActionStyle": "UIPreviewAction.Style",
        "UIProgressViewStyle": "UIProgressView.Style",
        "UIPushBehaviorMode": "UIPushBehavior.Mode",
        "UIScrollViewContentInsetAdjustmentBehavior": "UIScrollView.ContentInsetAdjustmentBehavior",
        "UIScrollViewIndexDisplayMode": "UIScrollView.IndexDisplayMode",
        "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "UISearchBarIcon": "UISearchBar.Icon",
        "UISearchBarStyle": "UISearchBar.Style",
        "UISegmentedControlSegment": "UISegmentedControl.Segment",
        "UISplitViewControllerDisplayMode": "UISplitViewController.DisplayMode",
        "UISplitViewControllerPrimaryEdge": "UISplitViewController.PrimaryEdge",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UISystemAnimation": "UIView.SystemAnimation",
        "UITabBarItemPositioning": "UITabBar.ItemPositioning",
        "UITabBarSystemItem": "UITabBarItem.SystemItem",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellDragState": "UITableViewCell.DragState",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UITableViewCellFocusStyle": "UITableViewCell.FocusStyle",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewRowActionStyle": "UITableViewRowAction.Style",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UITableViewStyle": "UITableView.Style",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UITextFieldDidEndEditingReason": "UITextField.DidEndEditingReason",
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UITouchPhase": "UITouch.Phase",
        "UITouchType": "UITouch.TouchType",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationTransition": "UIView.AnimationTransition",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
        "UIWebViewNavigationType": "UIWebView.NavigationType",
        "UIWindowLevel": "UIWindow.Level",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "NSAttributedStringDocumentType": "NSAttributedString.DocumentType",
        "NSAttributedStringDocumentAttributeKey": "NSAttributedString.DocumentAttributeKey",
        "NSAttributedStringDocumentReadingOptionKey": "NSAttributedString.DocumentReadingOptionKey",
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "NSTextStorageEditActions": "NSTextStorage.EditActions",
    ]

    // MARK: Constants

    /// The constants renamed, old name → new expression.
    static let constants: [String: String] = {
        var table: [String: String] = [
            "UIApplicationOpenSettingsURLString": "UIApplication.openSettingsURLString",
            "UIApplicationBackgroundFetchIntervalMinimum": "UIApplication.backgroundFetchIntervalMinimum",
            "UIApplicationBackgroundFetchIntervalNever": "UIApplication.backgroundFetchIntervalNever",
            "UIApplicationStatusBarOrientationUserInfoKey": "UIApplication.statusBarOrientationUserInfoKey",
            "UIApplicationStatusBarFrameUserInfoKey": "UIApplication.statusBarFrameUserInfoKey",
            "UIBackgroundTaskInvalid": "UIBackgroundTaskIdentifier.invalid",
            "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
            "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
            "UICollectionViewFlowLayoutAutomaticSize": "UICollectionViewFlowLayout.automaticSize",
            "UIContentSizeCategoryNewValueKey": "UIContentSizeCategory.newValueUserInfoKey",
            "UIEdgeInsetsZero": "UIEdgeInsets.zero",
            "UIOffsetZero": "UIOffset.zero",
            "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
            "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
            "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
            "UIScrollViewDecelerationRateNormal": "UIScrollView.DecelerationRate.normal",
            "UIScrollViewDecelerationRateFast": "UIScrollView.DecelerationRate.fast",
            "UISegmentedControlNoSegment": "UISegmentedControl.noSegment",
            "UISplitViewControllerAutomaticDimension": "UISplitViewController.automaticDimension",
            "UITableViewAutomaticDimension": "UITableView.automaticDimension",
            "UITableViewIndexSearch": "UITableView.indexSearch",
            "UIWindowLevelNormal": "UIWindow.Level.normal",
            "UIWindowLevelAlert": "UIWindow.Level.alert",
            "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
            "UIKeyInputUpArrow": "UIKeyCommand.inputUpArrow",
            "UIKeyInputDownArrow": "UIKeyCommand.inputDownArrow",
            "UIKeyInputLeftArrow": "UIKeyCommand.inputLeftArrow",
            "UIKeyInputRightArrow": "UIKeyCommand.inputRightArrow",
            "UIKeyInputEscape": "UIKeyCommand.inputEscape",
            "UIPageViewControllerOptionSpineLocationKey": "UIPageViewController.OptionsKey.spineLocation",
            "UIPageViewControllerOptionInterPageSpacingKey": "UIPageViewController.OptionsKey.interPageSpacing",
            "UIAccessibilityScreenChangedNotification": "UIAccessibility.Notification.screenChanged",
            "UIAccessibilityLayoutChangedNotification": "UIAccessibility.Notification.layoutChanged",
            "UIAccessibilityAnnouncementNotification": "UIAccessibility.Notification.announcement",
            "UIAccessibilityPageScrolledNotification": "UIAccessibility.Notification.pageScrolled",
            "UIAccessibilityPauseAssistiveTechnologyNotification":
                "UIAccessibility.Notification.pauseAssistiveTechnology",
            "UIAccessibilityResumeAssistiveTechnologyNotification":
                "UIAccessibility.Notification.resumeAssistiveTechnology",
        ]
        let groups: [(old: String, new: String, names: [String])] = [
            // Keyboard notifications' user-info keys.
            (
                "UIKeyboard", "UIResponder.keyboard",
                [
                    "FrameBeginUserInfoKey", "FrameEndUserInfoKey", "AnimationDurationUserInfoKey",
                    "AnimationCurveUserInfoKey", "IsLocalUserInfoKey",
                ]
            ),
            (
                "UIImagePickerController", "UIImagePickerController.InfoKey.",
                [
                    "MediaType", "OriginalImage", "EditedImage", "CropRect", "MediaURL", "ReferenceURL",
                    "MediaMetadata",
                    "LivePhoto", "ImageURL",
                ]
            ),
            (
                "UIAccessibilityTrait", "UIAccessibilityTraits.",
                [
                    "None", "Button", "Link", "Header", "SearchField", "Image", "Selected", "PlaysSound", "KeyboardKey",
                    "StaticText", "SummaryElement", "NotEnabled", "UpdatesFrequently", "StartsMediaSession",
                    "Adjustable",
                    "AllowsDirectInteraction", "CausesPageTurn", "TabBar",
                ]
            ),
            (
                "UIFontWeight", "UIFont.Weight.",
                [
                    "UltraLight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black",
                ]
            ),
            (
                "kCAMediaTimingFunction", "CAMediaTimingFunctionName.",
                ["Linear", "EaseIn", "EaseOut", "EaseInEaseOut", "Default"]
            ),
            ("kCAFillMode", "CAMediaTimingFillMode.", ["Forwards", "Backwards", "Both", "Removed"]),
            ("kCATransition", "CATransitionType.", ["Fade", "MoveIn", "Push", "Reveal"]),
            ("kCATransitionFrom", "CATransitionSubtype.from", ["Right", "Left", "Top", "Bottom"]),
            (
                "kCAGravity", "CALayerContentsGravity.",
                [
                    "Center", "Top", "Bottom", "Left", "Right", "TopLeft", "TopRight", "BottomLeft", "BottomRight",
                    "Resize", "ResizeAspect", "ResizeAspectFill",
                ]
            ),
            ("kCAFilter", "CALayerContentsFilter.", ["Nearest", "Linear", "Trilinear"]),
            ("kCALineCap", "CAShapeLayerLineCap.", ["Butt", "Round", "Square"]),
            ("kCALineJoin", "CAShapeLayerLineJoin.", ["Miter", "Round", "Bevel"]),
            ("kCAFillRule", "CAShapeLayerFillRule.", ["NonZero", "EvenOdd"]),
            ("kCAAnimation", "CAAnimationCalculationMode.", ["Linear", "Discrete", "Paced", "Cubic", "CubicPaced"]),
            ("kCAAnimationRotate", "CAAnimationRotationMode.rotate", ["Auto", "AutoReverse"]),
            ("kCAAlignment", "CATextLayerAlignmentMode.", ["Natural", "Left", "Right", "Center", "Justified"]),
            ("kCATruncation", "CATextLayerTruncationMode.", ["None", "Start", "End", "Middle"]),
            ("kCAGradientLayer", "CAGradientLayerType.", ["Axial", "Radial"]),
        ]
        for group in groups {
            for name in group.names {
                // `UIResponder.keyboard` + `FrameEndUserInfoKey`; `UIFont.Weight.` + `bold`.
                let tail = group.new.hasSuffix(".") ? name.prefix(1).lowercased() + name.dropFirst() : name
                table[group.old + name] = group.new + tail
            }
        }
        // Swift 3's attributed-string keys (`NSFontAttributeName`).
        for key in [
            "Font", "ParagraphStyle", "ForegroundColor", "BackgroundColor", "Ligature", "Kern", "StrikethroughStyle",
            "UnderlineStyle", "StrokeColor", "StrokeWidth", "Shadow", "TextEffect", "Attachment", "Link",
            "BaselineOffset", "UnderlineColor", "StrikethroughColor", "Obliqueness", "Expansion", "WritingDirection",
            "VerticalGlyphForm",
        ] {
            table["NS\(key)AttributeName"] = "NSAttributedString.Key." + key.prefix(1).lowercased() + key.dropFirst()
        }
        return table
    }()

    // MARK: Notifications

    /// The notification names renamed, as members of `Notification.Name`
    /// (`NSNotification.Name.UIKeyboardWillShow`, `.UIKeyboardWillShow`) → the new expression
    /// (`UIResponder.keyboardWillShowNotification`).
    static let notifications: [String: String] = {
        let groups: [(old: String, type: String, prefix: String, names: [String])] = [
            (
                "UIApplication", "UIApplication", "",
                [
                    "DidEnterBackground", "WillEnterForeground", "DidFinishLaunching", "DidBecomeActive",
                    "WillResignActive", "DidReceiveMemoryWarning", "WillTerminate", "SignificantTimeChange",
                    "WillChangeStatusBarOrientation", "DidChangeStatusBarOrientation", "WillChangeStatusBarFrame",
                    "DidChangeStatusBarFrame", "BackgroundRefreshStatusDidChange", "ProtectedDataWillBecomeUnavailable",
                    "ProtectedDataDidBecomeAvailable", "UserDidTakeScreenshot",
                ]
            ),
            (
                "UIKeyboard", "UIResponder", "keyboard",
                [
                    "WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame",
                ]
            ),
            (
                "UIDevice", "UIDevice", "",
                [
                    "OrientationDidChange", "BatteryStateDidChange", "BatteryLevelDidChange", "ProximityStateDidChange",
                ]
            ),
            ("UITextField", "UITextField", "", ["TextDidBeginEditing", "TextDidEndEditing", "TextDidChange"]),
            ("UITextView", "UITextView", "", ["TextDidBeginEditing", "TextDidEndEditing", "TextDidChange"]),
            ("UIWindow", "UIWindow", "", ["DidBecomeVisible", "DidBecomeHidden", "DidBecomeKey", "DidResignKey"]),
            ("UIScreen", "UIScreen", "", ["DidConnect", "DidDisconnect", "ModeDidChange", "BrightnessDidChange"]),
            ("UIContentSizeCategory", "UIContentSizeCategory", "", ["DidChange"]),
            (
                "UIMenuController", "UIMenuController", "",
                [
                    "WillShowMenu", "DidShowMenu", "WillHideMenu", "DidHideMenu", "MenuFrameDidChange",
                ]
            ),
            ("UIPasteboard", "UIPasteboard", "", ["Changed", "Removed"]),
            ("UITableView", "UITableView", "", ["SelectionDidChange"]),
            ("UIViewController", "UIViewController", "", ["ShowDetailTargetDidChange"]),
            ("UIDocument", "UIDocument", "", ["StateChanged"]),
            (
                "UIAccessibility", "UIAccessibility", "",
                [
                    "VoiceOverStatusDidChange", "ReduceMotionStatusDidChange", "BoldTextStatusDidChange",
                    "DarkerSystemColorsStatusDidChange", "InvertColorsStatusDidChange", "GrayscaleStatusDidChange",
                    "ReduceTransparencyStatusDidChange", "SwitchControlStatusDidChange",
                    "ClosedCaptioningStatusDidChange", "MonoAudioStatusDidChange", "GuidedAccessStatusDidChange",
                    "SpeakScreenStatusDidChange", "SpeakSelectionStatusDidChange", "ShakeToUndoDidChange",
                    "AssistiveTouchStatusDidChange", "ElementFocused",
                ]
            ),
        ]
        var table: [String: String] = [:]
        for group in groups {
            for name in group.names {
                let member = group.prefix.isEmpty ? name.prefix(1).lowercased() + name.dropFirst() : group.prefix + name
                table[group.old + name] = group.type + "." + member + "Notification"
            }
        }
        return table
    }()

    // MARK: Members

    /// Properties renamed, wherever they are read (`self.childViewControllers`,
    /// `childViewControllers`).
    static let properties: [String: String] = ["childViewControllers": "children"]

    /// Members of a type renamed, old → (the type, new): `.styleSingle` → `.single`.
    static let members: [String: (type: String, new: String)] = [
        "styleSingle": ("NSUnderlineStyle", "single"),
        "styleThick": ("NSUnderlineStyle", "thick"),
        "styleDouble": ("NSUnderlineStyle", "double"),
    ]

    /// Methods renamed: calls (`child.willMove(toParentViewController: nil)`) and overrides.
    static let methods: [MethodRename] = [
        MethodRename(oldBase: "addChildViewController", oldLabels: ["_"], newBase: "addChild", newLabels: ["_"]),
        MethodRename(
            oldBase: "removeFromParentViewController", oldLabels: [], newBase: "removeFromParent", newLabels: []),
        MethodRename(
            oldBase: "willMove", oldLabels: ["toParentViewController"], newBase: "willMove", newLabels: ["toParent"]),
        MethodRename(
            oldBase: "didMove", oldLabels: ["toParentViewController"], newBase: "didMove", newLabels: ["toParent"]),
        MethodRename(
            oldBase: "setOverrideTraitCollection", oldLabels: ["_", "forChildViewController"],
            newBase: "setOverrideTraitCollection", newLabels: ["_", "forChild"]),
        MethodRename(
            oldBase: "overrideTraitCollection", oldLabels: ["forChildViewController"],
            newBase: "overrideTraitCollection", newLabels: ["forChild"]),
        MethodRename(oldBase: "bringSubview", oldLabels: ["toFront"], newBase: "bringSubviewToFront", newLabels: ["_"]),
        MethodRename(oldBase: "sendSubview", oldLabels: ["toBack"], newBase: "sendSubviewToBack", newLabels: ["_"]),
    ]

    /// UIKit delegate requirements implemented under Swift 3's names, which the Objective-C
    /// runtime still matched by selector: without the rename they implement nothing.
    /// Declarations are renamed whether or not they say `override`.
    static let requirements: [MethodRename] = [
        MethodRename(
            oldBase: "collectionView", oldLabels: ["_", "layout", "sizeForItemAtIndexPath"],
            newBase: "collectionView", newLabels: ["_", "layout", "sizeForItemAt"]),
    ]

    /// Methods without arguments that became properties: calls
    /// (`child.childViewControllerForStatusBarStyle()`) and overrides, old → (new, its type).
    static let methodsToProperties: [String: (name: String, type: String)] = [
        "childViewControllerForStatusBarStyle": ("childForStatusBarStyle", "UIViewController?"),
        "childViewControllerForStatusBarHidden": ("childForStatusBarHidden", "UIViewController?"),
        "childViewControllerForHomeIndicatorAutoHidden": ("childForHomeIndicatorAutoHidden", "UIViewController?"),
        "childViewControllerForScreenEdgesDeferringSystemGestures": (
            "childForScreenEdgesDeferringSystemGestures", "UIViewController?"
        ),
        "prefersHomeIndicatorAutoHidden": ("prefersHomeIndicatorAutoHidden", "Bool"),
        "preferredScreenEdgesDeferringSystemGestures": ("preferredScreenEdgesDeferringSystemGestures", "UIRectEdge"),
    ]

    /// The base names of the methods renamed, whose declarations the module facts record.
    static let methodNames = Set(methods.map(\.oldBase)).union(methodsToProperties.keys)

    // MARK: Functions

    /// The free functions renamed.
    static let functions: [String: FunctionRename] = {
        var table: [String: FunctionRename] = [
            "UIEdgeInsetsMake": .call("UIEdgeInsets", labels: ["top", "left", "bottom", "right"]),
            "UIOffsetMake": .call("UIOffset", labels: ["horizontal", "vertical"]),
            "UIEdgeInsetsInsetRect": .method("inset", labels: ["by"]),
            "UIEdgeInsetsEqualToEdgeInsets": .equality,
            "UIOffsetEqualToOffset": .equality,
            "UIImagePNGRepresentation": .method("pngData", labels: []),
            "UIImageJPEGRepresentation": .method("jpegData", labels: ["compressionQuality"]),
            "UIAccessibilityPostNotification": .call("UIAccessibility.post", labels: ["notification", "argument"]),
            "UIAccessibilityConvertFrameToScreenCoordinates": .call(
                "UIAccessibility.convertToScreenCoordinates", labels: ["_", "in"]),
            "UIAccessibilityFocusedElement": .call("UIAccessibility.focusedElement", labels: ["using"]),
            "UIAccessibilityDarkerSystemColorsEnabled": .property("UIAccessibility.isDarkerSystemColorsEnabled"),
        ]
        for state in [
            "VoiceOverRunning", "ReduceMotionEnabled", "ReduceTransparencyEnabled", "BoldTextEnabled",
            "GrayscaleEnabled", "InvertColorsEnabled", "SwitchControlRunning", "MonoAudioEnabled",
            "ClosedCaptioningEnabled", "GuidedAccessEnabled", "SpeakScreenEnabled", "SpeakSelectionEnabled",
            "ShakeToUndoEnabled", "AssistiveTouchRunning",
        ] {
            table["UIAccessibilityIs" + state] = .property("UIAccessibility.is" + state)
        }
        for (type, method) in [
            ("CGPoint", "cgPoint"), ("CGSize", "cgSize"), ("CGRect", "cgRect"), ("CGVector", "cgVector"),
            ("CGAffineTransform", "cgAffineTransform"), ("UIEdgeInsets", "uiEdgeInsets"), ("UIOffset", "uiOffset"),
        ] {
            table["NSStringFrom" + type] = .call("NSCoder.string", labels: ["for"])
            table[type + "FromString"] = .call("NSCoder." + method, labels: ["for"])
        }
        return table
    }()
}

// The targets of the port command's table of Swift 4.2 renames
// (Port/Sources/TerrariumPortKit/Swift42Renames.swift), named as ported code names them,
// compiled in the Swift 5 language mode as most ported libraries are. A rename whose target
// Terrarium lacks fails to build here; `Swift42RenameCoverageTests` checks that every
// target of the table is named here or listed among those Terrarium does not have.
import Foundation
import Terrarium

/// Every target of the rename table that Terrarium has, one per line, after the old name.
@MainActor
enum Swift42RenameTargets {
    /// The types: `UIControlState` → `UIControl.State`.
    static func types() {
        _ = NSAttributedString.Key.self  // NSAttributedStringKey
        _ = NSLayoutConstraint.Attribute.self  // NSLayoutAttribute
        _ = NSLayoutConstraint.FormatOptions.self  // NSLayoutFormatOptions
        _ = NSLayoutConstraint.Relation.self  // NSLayoutRelation
        _ = UIActivity.ActivityType.self  // UIActivityType
        _ = UIActivity.Category.self  // UIActivityCategory
        _ = UIActivityIndicatorView.Style.self  // UIActivityIndicatorViewStyle
        _ = UIAlertAction.Style.self  // UIAlertActionStyle
        _ = UIAlertController.Style.self  // UIAlertControllerStyle
        _ = UIApplication.ExtensionPointIdentifier.self  // UIApplicationExtensionPointIdentifier
        _ = UIApplication.LaunchOptionsKey.self  // UIApplicationLaunchOptionsKey
        _ = UIApplication.OpenURLOptionsKey.self  // UIApplicationOpenURLOptionsKey
        _ = UIApplication.State.self  // UIApplicationState
        _ = UIBarButtonItem.Style.self  // UIBarButtonItemStyle
        _ = UIBarButtonItem.SystemItem.self  // UIBarButtonSystemItem
        _ = UIBlurEffect.Style.self  // UIBlurEffectStyle
        _ = UIButton.ButtonType.self  // UIButtonType
        _ = UICollectionView.ElementCategory.self  // UICollectionElementCategory
        _ = UICollectionViewFlowLayout.SectionInsetReference.self  // UICollectionViewFlowLayoutSectionInsetReference
        _ = UICollectionView.ReorderingCadence.self  // UICollectionViewReorderingCadence
        _ = UICollectionView.ScrollDirection.self  // UICollectionViewScrollDirection
        _ = UICollectionView.ScrollPosition.self  // UICollectionViewScrollPosition
        _ = UIControl.ContentHorizontalAlignment.self  // UIControlContentHorizontalAlignment
        _ = UIControl.ContentVerticalAlignment.self  // UIControlContentVerticalAlignment
        _ = UIControl.Event.self  // UIControlEvents
        _ = UIControl.State.self  // UIControlState
        _ = UIDevice.BatteryState.self  // UIDeviceBatteryState
        _ = UIEvent.EventSubtype.self  // UIEventSubtype
        _ = UIEvent.EventType.self  // UIEventType
        _ = UIFontDescriptor.AttributeName.self  // UIFontDescriptorAttributeName
        _ = UIFontDescriptor.SymbolicTraits.self  // UIFontDescriptorSymbolicTraits
        _ = UIFontDescriptor.TraitKey.self  // UIFontDescriptorTraitKey
        _ = UIFont.TextStyle.self  // UIFontTextStyle
        _ = UIFont.Weight.self  // UIFontWeight
        _ = UIGestureRecognizer.State.self  // UIGestureRecognizerState
        _ = UIGraphicsImageRendererFormat.Range.self  // UIGraphicsImageRendererFormatRange
        _ = UIImage.Orientation.self  // UIImageOrientation
        _ = UIImage.RenderingMode.self  // UIImageRenderingMode
        _ = UIImage.ResizingMode.self  // UIImageResizingMode
        _ = NSLayoutConstraint.Axis.self  // UILayoutConstraintAxis
        _ = UINavigationController.Operation.self  // UINavigationControllerOperation
        _ = UINavigationItem.LargeTitleDisplayMode.self  // UINavigationItemLargeTitleDisplayMode
        _ = UIPageViewController.NavigationDirection.self  // UIPageViewControllerNavigationDirection
        _ = UIPageViewController.NavigationOrientation.self  // UIPageViewControllerNavigationOrientation
        _ = UIPageViewController.OptionsKey.self  // UIPageViewControllerOptionsKey
        _ = UIPageViewController.SpineLocation.self  // UIPageViewControllerSpineLocation
        _ = UIPageViewController.TransitionStyle.self  // UIPageViewControllerTransitionStyle
        _ = UIPress.Phase.self  // UIPressPhase
        _ = UIPress.PressType.self  // UIPressType
        _ = UIProgressView.Style.self  // UIProgressViewStyle
        _ = UIScrollView.ContentInsetAdjustmentBehavior.self  // UIScrollViewContentInsetAdjustmentBehavior
        _ = UIScrollView.IndexDisplayMode.self  // UIScrollViewIndexDisplayMode
        _ = UIScrollView.IndicatorStyle.self  // UIScrollViewIndicatorStyle
        _ = UIScrollView.KeyboardDismissMode.self  // UIScrollViewKeyboardDismissMode
        _ = UISearchBar.Icon.self  // UISearchBarIcon
        _ = UISearchBar.Style.self  // UISearchBarStyle
        _ = UISegmentedControl.Segment.self  // UISegmentedControlSegment
        _ = UISplitViewController.DisplayMode.self  // UISplitViewControllerDisplayMode
        _ = UISplitViewController.PrimaryEdge.self  // UISplitViewControllerPrimaryEdge
        _ = UIStackView.Alignment.self  // UIStackViewAlignment
        _ = UIStackView.Distribution.self  // UIStackViewDistribution
        _ = UISwipeGestureRecognizer.Direction.self  // UISwipeGestureRecognizerDirection
        _ = UIView.SystemAnimation.self  // UISystemAnimation
        _ = UITabBar.ItemPositioning.self  // UITabBarItemPositioning
        _ = UITabBarItem.SystemItem.self  // UITabBarSystemItem
        _ = UITableViewCell.AccessoryType.self  // UITableViewCellAccessoryType
        _ = UITableViewCell.DragState.self  // UITableViewCellDragState
        _ = UITableViewCell.EditingStyle.self  // UITableViewCellEditingStyle
        _ = UITableViewCell.FocusStyle.self  // UITableViewCellFocusStyle
        _ = UITableViewCell.SelectionStyle.self  // UITableViewCellSelectionStyle
        _ = UITableViewCell.SeparatorStyle.self  // UITableViewCellSeparatorStyle
        _ = UITableViewCell.CellStyle.self  // UITableViewCellStyle
        _ = UITableView.RowAnimation.self  // UITableViewRowAnimation
        _ = UITableView.ScrollPosition.self  // UITableViewScrollPosition
        _ = UITableView.Style.self  // UITableViewStyle
        _ = UITextField.BorderStyle.self  // UITextBorderStyle
        _ = UITextField.DidEndEditingReason.self  // UITextFieldDidEndEditingReason
        _ = UITextField.ViewMode.self  // UITextFieldViewMode
        _ = UITouch.Phase.self  // UITouchPhase
        _ = UITouch.TouchType.self  // UITouchType
        _ = UIView.AnimationCurve.self  // UIViewAnimationCurve
        _ = UIView.AnimationOptions.self  // UIViewAnimationOptions
        _ = UIView.AnimationTransition.self  // UIViewAnimationTransition
        _ = UIView.AutoresizingMask.self  // UIViewAutoresizing
        _ = UIView.ContentMode.self  // UIViewContentMode
        _ = UIView.KeyframeAnimationOptions.self  // UIViewKeyframeAnimationOptions
        _ = UIView.TintAdjustmentMode.self  // UIViewTintAdjustmentMode
        _ = UIWindow.Level.self  // UIWindowLevel
    }

    /// The constants, and the members of types renamed (`.styleSingle` → `.single`).
    static func constants() {
        _ = NSAttributedString.Key.attachment  // NSAttachmentAttributeName
        _ = NSAttributedString.Key.backgroundColor  // NSBackgroundColorAttributeName
        _ = NSAttributedString.Key.baselineOffset  // NSBaselineOffsetAttributeName
        _ = NSAttributedString.Key.expansion  // NSExpansionAttributeName
        _ = NSAttributedString.Key.font  // NSFontAttributeName
        _ = NSAttributedString.Key.foregroundColor  // NSForegroundColorAttributeName
        _ = NSAttributedString.Key.kern  // NSKernAttributeName
        _ = NSAttributedString.Key.ligature  // NSLigatureAttributeName
        _ = NSAttributedString.Key.link  // NSLinkAttributeName
        _ = NSAttributedString.Key.obliqueness  // NSObliquenessAttributeName
        _ = NSAttributedString.Key.paragraphStyle  // NSParagraphStyleAttributeName
        _ = NSAttributedString.Key.shadow  // NSShadowAttributeName
        _ = NSAttributedString.Key.strikethroughColor  // NSStrikethroughColorAttributeName
        _ = NSAttributedString.Key.strikethroughStyle  // NSStrikethroughStyleAttributeName
        _ = NSAttributedString.Key.strokeColor  // NSStrokeColorAttributeName
        _ = NSAttributedString.Key.strokeWidth  // NSStrokeWidthAttributeName
        _ = NSAttributedString.Key.textEffect  // NSTextEffectAttributeName
        _ = NSAttributedString.Key.underlineColor  // NSUnderlineColorAttributeName
        _ = NSAttributedString.Key.underlineStyle  // NSUnderlineStyleAttributeName
        _ = NSAttributedString.Key.verticalGlyphForm  // NSVerticalGlyphFormAttributeName
        _ = NSAttributedString.Key.writingDirection  // NSWritingDirectionAttributeName
        _ = UIAccessibility.Notification.announcement  // UIAccessibilityAnnouncementNotification
        _ = UIAccessibility.Notification.layoutChanged  // UIAccessibilityLayoutChangedNotification
        _ = UIAccessibility.Notification.pageScrolled  // UIAccessibilityPageScrolledNotification
        // UIAccessibilityPauseAssistiveTechnologyNotification
        _ = UIAccessibility.Notification.pauseAssistiveTechnology
        // UIAccessibilityResumeAssistiveTechnologyNotification
        _ = UIAccessibility.Notification.resumeAssistiveTechnology
        _ = UIAccessibility.Notification.screenChanged  // UIAccessibilityScreenChangedNotification
        _ = UIAccessibilityTraits.adjustable  // UIAccessibilityTraitAdjustable
        _ = UIAccessibilityTraits.allowsDirectInteraction  // UIAccessibilityTraitAllowsDirectInteraction
        _ = UIAccessibilityTraits.button  // UIAccessibilityTraitButton
        _ = UIAccessibilityTraits.causesPageTurn  // UIAccessibilityTraitCausesPageTurn
        _ = UIAccessibilityTraits.header  // UIAccessibilityTraitHeader
        _ = UIAccessibilityTraits.image  // UIAccessibilityTraitImage
        _ = UIAccessibilityTraits.keyboardKey  // UIAccessibilityTraitKeyboardKey
        _ = UIAccessibilityTraits.link  // UIAccessibilityTraitLink
        _ = UIAccessibilityTraits.none  // UIAccessibilityTraitNone
        _ = UIAccessibilityTraits.notEnabled  // UIAccessibilityTraitNotEnabled
        _ = UIAccessibilityTraits.playsSound  // UIAccessibilityTraitPlaysSound
        _ = UIAccessibilityTraits.searchField  // UIAccessibilityTraitSearchField
        _ = UIAccessibilityTraits.selected  // UIAccessibilityTraitSelected
        _ = UIAccessibilityTraits.startsMediaSession  // UIAccessibilityTraitStartsMediaSession
        _ = UIAccessibilityTraits.staticText  // UIAccessibilityTraitStaticText
        _ = UIAccessibilityTraits.summaryElement  // UIAccessibilityTraitSummaryElement
        _ = UIAccessibilityTraits.tabBar  // UIAccessibilityTraitTabBar
        _ = UIAccessibilityTraits.updatesFrequently  // UIAccessibilityTraitUpdatesFrequently
        _ = UIApplication.backgroundFetchIntervalMinimum  // UIApplicationBackgroundFetchIntervalMinimum
        _ = UIApplication.backgroundFetchIntervalNever  // UIApplicationBackgroundFetchIntervalNever
        _ = UIApplication.openSettingsURLString  // UIApplicationOpenSettingsURLString
        _ = UIBackgroundTaskIdentifier.invalid  // UIBackgroundTaskInvalid
        _ = UICollectionView.elementKindSectionFooter  // UICollectionElementKindSectionFooter
        _ = UICollectionView.elementKindSectionHeader  // UICollectionElementKindSectionHeader
        _ = UICollectionViewFlowLayout.automaticSize  // UICollectionViewFlowLayoutAutomaticSize
        _ = UIContentSizeCategory.newValueUserInfoKey  // UIContentSizeCategoryNewValueKey
        _ = UIEdgeInsets.zero  // UIEdgeInsetsZero
        _ = UIFont.Weight.black  // UIFontWeightBlack
        _ = UIFont.Weight.bold  // UIFontWeightBold
        _ = UIFont.Weight.heavy  // UIFontWeightHeavy
        _ = UIFont.Weight.light  // UIFontWeightLight
        _ = UIFont.Weight.medium  // UIFontWeightMedium
        _ = UIFont.Weight.regular  // UIFontWeightRegular
        _ = UIFont.Weight.semibold  // UIFontWeightSemibold
        _ = UIFont.Weight.thin  // UIFontWeightThin
        _ = UIFont.Weight.ultraLight  // UIFontWeightUltraLight
        _ = UIKeyCommand.inputDownArrow  // UIKeyInputDownArrow
        _ = UIKeyCommand.inputEscape  // UIKeyInputEscape
        _ = UIKeyCommand.inputLeftArrow  // UIKeyInputLeftArrow
        _ = UIKeyCommand.inputRightArrow  // UIKeyInputRightArrow
        _ = UIKeyCommand.inputUpArrow  // UIKeyInputUpArrow
        _ = UIResponder.keyboardAnimationCurveUserInfoKey  // UIKeyboardAnimationCurveUserInfoKey
        _ = UIResponder.keyboardAnimationDurationUserInfoKey  // UIKeyboardAnimationDurationUserInfoKey
        _ = UIResponder.keyboardFrameBeginUserInfoKey  // UIKeyboardFrameBeginUserInfoKey
        _ = UIResponder.keyboardFrameEndUserInfoKey  // UIKeyboardFrameEndUserInfoKey
        _ = UIResponder.keyboardIsLocalUserInfoKey  // UIKeyboardIsLocalUserInfoKey
        _ = UIView.layoutFittingCompressedSize  // UILayoutFittingCompressedSize
        _ = UIView.layoutFittingExpandedSize  // UILayoutFittingExpandedSize
        _ = UIOffset.zero  // UIOffsetZero
        _ = UIPageViewController.OptionsKey.interPageSpacing  // UIPageViewControllerOptionInterPageSpacingKey
        _ = UIPageViewController.OptionsKey.spineLocation  // UIPageViewControllerOptionSpineLocationKey
        _ = UIScrollView.DecelerationRate.fast  // UIScrollViewDecelerationRateFast
        _ = UIScrollView.DecelerationRate.normal  // UIScrollViewDecelerationRateNormal
        _ = UISegmentedControl.noSegment  // UISegmentedControlNoSegment
        _ = UISplitViewController.automaticDimension  // UISplitViewControllerAutomaticDimension
        _ = UITableView.automaticDimension  // UITableViewAutomaticDimension
        _ = UITableView.indexSearch  // UITableViewIndexSearch
        _ = UIView.noIntrinsicMetric  // UIViewNoIntrinsicMetric
        _ = UIWindow.Level.alert  // UIWindowLevelAlert
        _ = UIWindow.Level.normal  // UIWindowLevelNormal
        _ = UIWindow.Level.statusBar  // UIWindowLevelStatusBar
        _ = CAShapeLayerFillRule.evenOdd  // kCAFillRuleEvenOdd
        _ = CAShapeLayerFillRule.nonZero  // kCAFillRuleNonZero
        _ = CAGradientLayerType.axial  // kCAGradientLayerAxial
        _ = CAGradientLayerType.radial  // kCAGradientLayerRadial
        _ = CAShapeLayerLineCap.butt  // kCALineCapButt
        _ = CAShapeLayerLineCap.round  // kCALineCapRound
        _ = CAShapeLayerLineCap.square  // kCALineCapSquare
        _ = CAShapeLayerLineJoin.bevel  // kCALineJoinBevel
        _ = CAShapeLayerLineJoin.miter  // kCALineJoinMiter
        _ = CAShapeLayerLineJoin.round  // kCALineJoinRound
        _ = NSUnderlineStyle.double  // styleDouble
        _ = NSUnderlineStyle.single  // styleSingle
        _ = NSUnderlineStyle.thick  // styleThick
    }

    /// The notification names: `.UIKeyboardWillShow` → `UIResponder.keyboardWillShowNotification`.
    static func notifications() {
        _ = UIAccessibility.assistiveTouchStatusDidChangeNotification  // UIAccessibilityAssistiveTouchStatusDidChange
        _ = UIAccessibility.boldTextStatusDidChangeNotification  // UIAccessibilityBoldTextStatusDidChange
        // UIAccessibilityClosedCaptioningStatusDidChange
        _ = UIAccessibility.closedCaptioningStatusDidChangeNotification
        // UIAccessibilityDarkerSystemColorsStatusDidChange
        _ = UIAccessibility.darkerSystemColorsStatusDidChangeNotification
        _ = UIAccessibility.elementFocusedNotification  // UIAccessibilityElementFocused
        _ = UIAccessibility.grayscaleStatusDidChangeNotification  // UIAccessibilityGrayscaleStatusDidChange
        _ = UIAccessibility.guidedAccessStatusDidChangeNotification  // UIAccessibilityGuidedAccessStatusDidChange
        _ = UIAccessibility.invertColorsStatusDidChangeNotification  // UIAccessibilityInvertColorsStatusDidChange
        _ = UIAccessibility.monoAudioStatusDidChangeNotification  // UIAccessibilityMonoAudioStatusDidChange
        _ = UIAccessibility.reduceMotionStatusDidChangeNotification  // UIAccessibilityReduceMotionStatusDidChange
        // UIAccessibilityReduceTransparencyStatusDidChange
        _ = UIAccessibility.reduceTransparencyStatusDidChangeNotification
        _ = UIAccessibility.shakeToUndoDidChangeNotification  // UIAccessibilityShakeToUndoDidChange
        _ = UIAccessibility.speakScreenStatusDidChangeNotification  // UIAccessibilitySpeakScreenStatusDidChange
        _ = UIAccessibility.speakSelectionStatusDidChangeNotification  // UIAccessibilitySpeakSelectionStatusDidChange
        _ = UIAccessibility.switchControlStatusDidChangeNotification  // UIAccessibilitySwitchControlStatusDidChange
        _ = UIAccessibility.voiceOverStatusDidChangeNotification  // UIAccessibilityVoiceOverStatusDidChange
        _ = UIApplication.backgroundRefreshStatusDidChangeNotification  // UIApplicationBackgroundRefreshStatusDidChange
        _ = UIApplication.didBecomeActiveNotification  // UIApplicationDidBecomeActive
        _ = UIApplication.didEnterBackgroundNotification  // UIApplicationDidEnterBackground
        _ = UIApplication.didFinishLaunchingNotification  // UIApplicationDidFinishLaunching
        _ = UIApplication.didReceiveMemoryWarningNotification  // UIApplicationDidReceiveMemoryWarning
        _ = UIApplication.protectedDataDidBecomeAvailableNotification  // UIApplicationProtectedDataDidBecomeAvailable
        // UIApplicationProtectedDataWillBecomeUnavailable
        _ = UIApplication.protectedDataWillBecomeUnavailableNotification
        _ = UIApplication.significantTimeChangeNotification  // UIApplicationSignificantTimeChange
        _ = UIApplication.userDidTakeScreenshotNotification  // UIApplicationUserDidTakeScreenshot
        _ = UIApplication.willEnterForegroundNotification  // UIApplicationWillEnterForeground
        _ = UIApplication.willResignActiveNotification  // UIApplicationWillResignActive
        _ = UIApplication.willTerminateNotification  // UIApplicationWillTerminate
        _ = UIContentSizeCategory.didChangeNotification  // UIContentSizeCategoryDidChange
        _ = UIDevice.batteryLevelDidChangeNotification  // UIDeviceBatteryLevelDidChange
        _ = UIDevice.batteryStateDidChangeNotification  // UIDeviceBatteryStateDidChange
        _ = UIDevice.orientationDidChangeNotification  // UIDeviceOrientationDidChange
        _ = UIDevice.proximityStateDidChangeNotification  // UIDeviceProximityStateDidChange
        _ = UIResponder.keyboardDidChangeFrameNotification  // UIKeyboardDidChangeFrame
        _ = UIResponder.keyboardDidHideNotification  // UIKeyboardDidHide
        _ = UIResponder.keyboardDidShowNotification  // UIKeyboardDidShow
        _ = UIResponder.keyboardWillChangeFrameNotification  // UIKeyboardWillChangeFrame
        _ = UIResponder.keyboardWillHideNotification  // UIKeyboardWillHide
        _ = UIResponder.keyboardWillShowNotification  // UIKeyboardWillShow
        _ = UIPasteboard.changedNotification  // UIPasteboardChanged
        _ = UIPasteboard.removedNotification  // UIPasteboardRemoved
        _ = UIScreen.brightnessDidChangeNotification  // UIScreenBrightnessDidChange
        _ = UIScreen.didConnectNotification  // UIScreenDidConnect
        _ = UIScreen.didDisconnectNotification  // UIScreenDidDisconnect
        _ = UIScreen.modeDidChangeNotification  // UIScreenModeDidChange
        _ = UITableView.selectionDidChangeNotification  // UITableViewSelectionDidChange
        _ = UITextField.textDidBeginEditingNotification  // UITextFieldTextDidBeginEditing
        _ = UITextField.textDidChangeNotification  // UITextFieldTextDidChange
        _ = UITextField.textDidEndEditingNotification  // UITextFieldTextDidEndEditing
        _ = UITextView.textDidBeginEditingNotification  // UITextViewTextDidBeginEditing
        _ = UITextView.textDidChangeNotification  // UITextViewTextDidChange
        _ = UITextView.textDidEndEditingNotification  // UITextViewTextDidEndEditing
        _ = UIViewController.showDetailTargetDidChangeNotification  // UIViewControllerShowDetailTargetDidChange
        _ = UIWindow.didBecomeHiddenNotification  // UIWindowDidBecomeHidden
        _ = UIWindow.didBecomeKeyNotification  // UIWindowDidBecomeKey
        _ = UIWindow.didBecomeVisibleNotification  // UIWindowDidBecomeVisible
        _ = UIWindow.didResignKeyNotification  // UIWindowDidResignKey
    }

    /// The status-bar constants, deprecated in UIKit as in Terrarium: named in a deprecated
    /// function, where naming them draws no warning.
    @available(*, deprecated, message: "names UIKit's deprecated status-bar constants")
    static func deprecatedConstants() {
        _ = UIApplication.statusBarFrameUserInfoKey  // UIApplicationStatusBarFrameUserInfoKey
        _ = UIApplication.statusBarOrientationUserInfoKey  // UIApplicationStatusBarOrientationUserInfoKey
        _ = UIApplication.didChangeStatusBarFrameNotification  // UIApplicationDidChangeStatusBarFrame
        _ = UIApplication.didChangeStatusBarOrientationNotification  // UIApplicationDidChangeStatusBarOrientation
        _ = UIApplication.willChangeStatusBarFrameNotification  // UIApplicationWillChangeStatusBarFrame
        _ = UIApplication.willChangeStatusBarOrientationNotification  // UIApplicationWillChangeStatusBarOrientation
    }

    /// The methods and properties renamed, and what the free functions became.
    static func methodsAndFunctions(
        parent: UIViewController, child: UIViewController, view: UIView, image: UIImage, rect: CGRect
    ) {
        // addChildViewController(_:), removeFromParentViewController(), willMove/didMove(toParentViewController:)
        parent.addChild(child)
        child.willMove(toParent: nil)
        child.removeFromParent()
        child.didMove(toParent: parent)
        // setOverrideTraitCollection(_:forChildViewController:), overrideTraitCollection(forChildViewController:)
        parent.setOverrideTraitCollection(nil, forChild: child)
        _ = parent.overrideTraitCollection(forChild: child)
        // collectionView(_:layout:sizeForItemAtIndexPath:), a delegate requirement under Swift 3's name
        let sizeForItem: (any UICollectionViewDelegateFlowLayout, UICollectionView, IndexPath) -> CGSize = {
            $0.collectionView($1, layout: $1.collectionViewLayout, sizeForItemAt: $2)
        }
        _ = sizeForItem
        // bringSubview(toFront:), sendSubview(toBack:)
        view.bringSubviewToFront(view)
        view.sendSubviewToBack(view)
        // childViewControllers, and the methods that became properties
        _ = parent.children
        _ = parent.childForStatusBarStyle
        _ = parent.childForStatusBarHidden
        _ = parent.childForHomeIndicatorAutoHidden
        _ = parent.childForScreenEdgesDeferringSystemGestures
        _ = parent.prefersHomeIndicatorAutoHidden
        _ = parent.preferredScreenEdgesDeferringSystemGestures
        // UIEdgeInsetsMake, UIOffsetMake, UIEdgeInsetsInsetRect, UIEdgeInsetsEqualToEdgeInsets, UIOffsetEqualToOffset
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let offset = UIOffset(horizontal: 1, vertical: 2)
        _ = rect.inset(by: insets)
        _ = (insets == .zero)
        _ = (offset == .zero)
        // UIImagePNGRepresentation, UIImageJPEGRepresentation
        _ = image.pngData()
        _ = image.jpegData(compressionQuality: 0.8)
        // UIAccessibilityPostNotification, …ConvertFrameToScreenCoordinates, …FocusedElement
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        _ = UIAccessibility.convertToScreenCoordinates(rect, in: view)
        _ = UIAccessibility.focusedElement(using: nil)
        // UIAccessibilityIs…Running / …Enabled, UIAccessibilityDarkerSystemColorsEnabled
        _ = UIAccessibility.isVoiceOverRunning
        _ = UIAccessibility.isReduceMotionEnabled
        _ = UIAccessibility.isReduceTransparencyEnabled
        _ = UIAccessibility.isBoldTextEnabled
        _ = UIAccessibility.isGrayscaleEnabled
        _ = UIAccessibility.isInvertColorsEnabled
        _ = UIAccessibility.isSwitchControlRunning
        _ = UIAccessibility.isMonoAudioEnabled
        _ = UIAccessibility.isClosedCaptioningEnabled
        _ = UIAccessibility.isGuidedAccessEnabled
        _ = UIAccessibility.isSpeakScreenEnabled
        _ = UIAccessibility.isSpeakSelectionEnabled
        _ = UIAccessibility.isShakeToUndoEnabled
        _ = UIAccessibility.isAssistiveTouchRunning
        _ = UIAccessibility.isDarkerSystemColorsEnabled
        // NSStringFromCGPoint … and CGPointFromString …
        _ = NSCoder.string(for: rect.origin)
        _ = NSCoder.string(for: rect.size)
        _ = NSCoder.string(for: rect)
        _ = NSCoder.string(for: CGVector(dx: 1, dy: 2))
        _ = NSCoder.string(for: CGAffineTransform.identity)
        _ = NSCoder.string(for: insets)
        _ = NSCoder.string(for: offset)
        _ = NSCoder.cgPoint(for: "{1, 2}")
        _ = NSCoder.cgSize(for: "{1, 2}")
        _ = NSCoder.cgRect(for: "{{1, 2}, {3, 4}}")
        _ = NSCoder.cgVector(for: "{1, 2}")
        _ = NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 0, 0]")
        _ = NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}")
        _ = NSCoder.uiOffset(for: "{1, 2}")
    }
}

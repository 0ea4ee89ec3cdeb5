import Testing
import TerrariumPortKit

/// UIKit's names before Swift 4.2, as Swift 4.2 names them.
@Suite struct RenameTests {
    /// A flow layout delegate written under Swift 3's name (XLPagerTabStrip's button bar): the
    /// Objective-C runtime matched it by selector; renamed, it implements the requirement.
    /// The flow layout calls its delegate's size by selector on iOS, adopted or not: a
    /// collection view delegate that implements it adopts `UICollectionViewDelegateFlowLayout`.
    @Test func aCollectionViewDelegateWithTheFlowLayoutsSizeAdoptsItsProtocol() {
        expectPort(
            """
            import UIKit

            open class Pager: UIViewController, UICollectionViewDelegate {
                open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    return .zero
                }
            }
            """,
            """
            import Terrarium

            open class Pager: UIViewController, UICollectionViewDelegateFlowLayout {
                open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    return .zero
                }
            }
            """)
    }

    @Test func aDelegateRequirementUnderItsSwift3NameIsRenamedWithoutOverride() {
        expectPort(
            """
            import UIKit

            class Bar: NSObject, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAtIndexPath indexPath: IndexPath) -> CGSize {
                    return .zero
                }
            }
            """,
            """
            import Terrarium

            class Bar: NSObject, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    return .zero
                }
            }
            """)
    }

    @Test func typesContainmentMethodsNotificationsAndConstants() {
        expectPort(
            """
            import UIKit

            final class PagerController: UIViewController {
                var options: UIViewAnimationOptions = [.curveEaseOut]
                var state: UIControlState = .normal

                func show(_ child: UIViewController) {
                    addChildViewController(child)
                    view.addSubview(child.view)
                    child.view.frame = UIEdgeInsetsInsetRect(view.bounds, UIEdgeInsetsMake(1, 0, 0, 0))
                    child.didMove(toParentViewController: self)
                    view.bringSubview(toFront: child.view)
                    NotificationCenter.default.addObserver(forName: NSNotification.Name.UIKeyboardWillShow, object: nil, queue: nil) { note in
                        let frame = note.userInfo?[UIKeyboardFrameEndUserInfoKey]
                    }
                }

                func hide(_ child: UIViewController) {
                    child.willMove(toParentViewController: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParentViewController()
                    print(childViewControllers.count, self.childViewControllers.first as Any)
                }

                override func didMove(toParentViewController parent: UIViewController?) {
                    super.didMove(toParentViewController: parent)
                }

                override func willMove(toParentViewController: UIViewController?) {}

                override func childViewControllerForStatusBarStyle() -> UIViewController? {
                    return childViewControllers.last
                }

                func pan(_ recognizer: UIPanGestureRecognizer) {
                    if recognizer.state == UIGestureRecognizerState.ended { view.autoresizingMask = [UIViewAutoresizing.flexibleWidth] }
                }
            }
            """,
            """
            import Terrarium

            final class PagerController: UIViewController {
                var options: UIView.AnimationOptions = [.curveEaseOut]
                var state: UIControl.State = .normal

                func show(_ child: UIViewController) {
                    addChild(child)
                    view.addSubview(child.view)
                    child.view.frame = view.bounds.inset(by: UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
                    child.didMove(toParent: self)
                    view.bringSubviewToFront(child.view)
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
                        let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey]
                    }
                }

                func hide(_ child: UIViewController) {
                    child.willMove(toParent: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParent()
                    print(children.count, self.children.first as Any)
                }

                override func didMove(toParent parent: UIViewController?) {
                    super.didMove(toParent: parent)
                }

                override func willMove(toParent toParentViewController: UIViewController?) {}

                override var childForStatusBarStyle: UIViewController? {
                    return children.last
                }

                func pan(_ recognizer: UIPanGestureRecognizer) {
                    if recognizer.state == UIGestureRecognizer.State.ended { view.autoresizingMask = [UIView.AutoresizingMask.flexibleWidth] }
                }
            }
            """)
    }

    @Test func functionsBecomeInitializersMethodsPropertiesAndOperators() {
        expectPort(
            """
            let png = UIImagePNGRepresentation(image)
            let jpeg = UIImageJPEGRepresentation(large ?? small, 0.8)
            let same = !UIEdgeInsetsEqualToEdgeInsets(a, UIEdgeInsetsZero)
            let offset = UIOffsetMake(1, 2)
            if UIAccessibilityIsVoiceOverRunning() {
                UIAccessibilityPostNotification(UIAccessibilityScreenChangedNotification, nil)
            }
            let text = NSStringFromCGRect(frame)
            """,
            """
            let png = image.pngData()
            let jpeg = (large ?? small).jpegData(compressionQuality: 0.8)
            let same = !(a == UIEdgeInsets.zero)
            let offset = UIOffset(horizontal: 1, vertical: 2)
            if UIAccessibility.isVoiceOverRunning {
                UIAccessibility.post(notification: UIAccessibility.Notification.screenChanged, argument: nil)
            }
            let text = NSCoder.string(for: frame)
            """)
    }

    @Test func constantsOfCoreAnimationAttributedStringsAndImplicitMembers() {
        expectPort(
            """
            layer.fillMode = kCAFillModeForwards
            animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
            let attributes: [NSAttributedStringKey: Any] = [NSFontAttributeName: font, .underlineStyle: NSUnderlineStyle.styleSingle.rawValue]
            tableView.rowHeight = UITableViewAutomaticDimension
            center.addObserver(self, selector: sel, name: .UIApplicationDidBecomeActive, object: nil)
            let style = UITableViewCellStyle.subtitle
            """,
            """
            layer.fillMode = CAMediaTimingFillMode.forwards
            animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
            let attributes: [NSAttributedString.Key: Any] = [NSAttributedString.Key.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue]
            tableView.rowHeight = UITableView.automaticDimension
            center.addObserver(self, selector: sel, name: UIApplication.didBecomeActiveNotification, object: nil)
            let style = UITableViewCell.CellStyle.subtitle
            """)
    }

    @Test func namesTheModuleDeclaresAreItsOwn() {
        let input = """
            enum UIControlState { case on, off }
            let state: UIControlState = .on
            func addChildViewController(_ item: Int) {}
            final class Tree {
                var childViewControllers: [Tree] = []
                func attach() {
                    addChildViewController(1)
                    print(childViewControllers.count)
                }
            }
            """
        #expect(!Porter.port(input).isChanged)
    }

    @Test func aMethodWithOtherLabelsIsNotRenamed() {
        // `bringSubview(toFront:)` is UIKit's old name; `bringSubview(_:)` is someone else's.
        let input = "view.bringSubview(child)\nitem.didMove(toParentViewController: self, animated: true)\n"
        #expect(!Porter.port(input).isChanged)
    }
}

/// `import os`, `import os.log` and `import OSLog`: Terrarium's product has the API in its
/// module `TerrariumOSLog`.
@Suite struct OSLogImportTests {
    @Test func anOSLogImportBecomesTerrariumOSLogOnce() {
        expectPort(
            "import os.log\nimport Foundation\n\nlet log = OSLog(subsystem: \"menu\", category: \"pan\")\n",
            "import TerrariumOSLog\nimport Foundation\n\nlet log = OSLog(subsystem: \"menu\", category: \"pan\")\n")
        expectPort(
            "import UIKit\nimport OSLog\n\nlet logger = Logger()\n",
            "import Terrarium\nimport TerrariumOSLog\n\nlet logger = Logger()\n")
        expectPort("import os\nimport UIKit\nimport os.log\n", "import TerrariumOSLog\nimport Terrarium\n")
        expectPort("import struct os.OSLog\n", "import TerrariumOSLog\n")
        expectPort("@preconcurrency import os.log\n", "@preconcurrency import TerrariumOSLog\n")
        expectPort("import TerrariumOSLog\nimport OSLog\n", "import TerrariumOSLog\n")
    }

    @Test func aFileWithoutOSLogIsLeftAlone() {
        let text = "import Foundation\nimport Logging\n\nlet logger = Logger(label: \"menu\")\n"
        #expect(!Porter.port(text).isChanged)
    }

    @Test func eachImportIsASummaryEntry() {
        let ported = Porter.port("import os\nimport OSLog\n", path: "Log.swift")
        #expect(ported.ported == "import TerrariumOSLog\n")
        #expect(ported.changes.map(\.kind) == [.osLogImport, .osLogImport])
        #expect(Summary.make([ported]).contains("import os / OSLog → import TerrariumOSLog (2)\n  Log.swift:1  import os\n  Log.swift:2  import OSLog\n"))
    }
}

/// A file the port gives Terrarium's `Selector` imports Terrarium, whatever its module imports.
@Suite struct SelectorImportTests {
    @Test func aFoundationFileWithASelectorImportsTerrarium() {
        expectPort(
            """
            import Foundation

            final class Clock: NSObject {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                }

                @objc func tick() {}
            }
            """,
            """
            import Foundation
            import Terrarium

            final class Clock: NSObject {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick", Self.tick), userInfo: nil, repeats: true)
                }

                func tick() {}
            }
            """)
    }
}

/// `isEqual(_:)` on an `AnyObject`, which Swift finds only with the Objective-C runtime.
@Suite struct AnyObjectEqualityTests {
    @Test func anAnyObjectsIsEqualGoesThroughNSObject() {
        expectPort(
            """
            final class Watcher: NSObject {
                var changes = 0
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    if let change = change as [NSKeyValueChangeKey : AnyObject]? {
                        if let old = change[.oldKey], let new = change[.newKey] {
                            if !(old.isEqual(new)) {
                                changes += 1
                            }
                        }
                    }
                    let first: AnyObject? = change?[.newKey] as AnyObject?
                    if first?.isEqual(object) == true {}
                    let same = change?[.oldKey].map { ($0 as AnyObject).isEqual(object) }
                    let view = NSObject()
                    if view.isEqual(object) {}
                }
            }
            """,
            """
            import Terrarium

            final class Watcher: NSObject {
                var changes = 0
                func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    if let change = change as [NSKeyValueChangeKey : AnyObject]? {
                        if let old = change[.oldKey], let new = change[.newKey] {
                            if !((old as? NSObject)?.isEqual(new) ?? false) {
                                changes += 1
                            }
                        }
                    }
                    let first: AnyObject? = change?[.newKey] as AnyObject?
                    if (first as? NSObject)?.isEqual(object) == true {}
                    let same = change?[.oldKey].map { ((($0 as AnyObject) as? NSObject)?.isEqual(object) ?? false) }
                    let view = NSObject()
                    if view.isEqual(object) {}
                }
            }

            extension Watcher: NSKeyValueObserving {}
            """)
    }

    @Test func aParameterAndAGuardedElementOfAnArray() {
        expectPort(
            """
            func matches(_ item: AnyObject, in items: [AnyObject]) -> Bool {
                guard let first = items.first, let last = items[items.count - 1] as AnyObject? else { return false }
                return item.isEqual(last) || items[0].isEqual(item)
            }
            """,
            """
            func matches(_ item: AnyObject, in items: [AnyObject]) -> Bool {
                guard let first = items.first, let last = items[items.count - 1] as AnyObject? else { return false }
                return ((item as? NSObject)?.isEqual(last) ?? false) || ((items[0] as? NSObject)?.isEqual(item) ?? false)
            }
            """)
    }
}

/// `NSValue`'s and `NSNumber`'s accessors on an `AnyObject` (`change[.newKey]?.cgPointValue`),
/// which Swift finds only with the Objective-C runtime: the Swift values they stand for.
@Suite struct AnyObjectValueTests {
    @Test func aChangesValuesAreCastBack() {
        expectPort(
            """
            func observe(_ change: [NSKeyValueChangeKey: Any]?) {
                let changeValues = change! as [NSKeyValueChangeKey: AnyObject]
                if let new = changeValues[.newKey]?.cgPointValue, let old = changeValues[.oldKey]?.cgPointValue {
                    print(new.x - old.x)
                }
                let y = changeValues[.newKey]?.cgPointValue.y ?? 0
                let size = changeValues[.newKey]?.cgSizeValue
                let frame: CGRect = changeValues[.newKey]!.cgRectValue
                let old = (change![.oldKey]! as AnyObject).cgRectValue
                if (old?.equalTo(frame))! {}
                let insets = changeValues[.oldKey]?.uiEdgeInsetsValue
                let transform = changeValues[.oldKey]?.cgAffineTransformValue
            }
            """,
            """
            func observe(_ change: [NSKeyValueChangeKey: Any]?) {
                let changeValues = change! as [NSKeyValueChangeKey: AnyObject]
                if let new = (changeValues[.newKey] as? CGPoint), let old = (changeValues[.oldKey] as? CGPoint) {
                    print(new.x - old.x)
                }
                let y = (changeValues[.newKey] as? CGPoint)?.y ?? 0
                let size = (changeValues[.newKey] as? CGSize)
                let frame: CGRect = (changeValues[.newKey]! as! CGRect)
                let old = ((change![.oldKey]! as AnyObject) as? CGRect)
                if (old?.equalTo(frame))! {}
                let insets = (changeValues[.oldKey] as? UIEdgeInsets)
                let transform = (changeValues[.oldKey] as? CGAffineTransform)
            }
            """)
    }

    @Test func numbersAreReadFromACGFloatOrAnNSNumber() {
        expectPort(
            """
            func observe(_ value: AnyObject, _ values: [String: AnyObject]) {
                let alpha = values["alpha"]?.doubleValue ?? 1
                let rounded = values["alpha"]?.floatValue.rounded()
                let hidden = value.boolValue
                let flag: Int32 = value.intValue + 1
                if let count = values["count"]?.integerValue {}
                if let width = value.doubleValue {}
            }
            """,
            """
            func observe(_ value: AnyObject, _ values: [String: AnyObject]) {
                let alpha = values["alpha"].flatMap({ ($0 as? CGFloat).map(Double.init) ?? ($0 as? NSNumber)?.doubleValue }) ?? 1
                let rounded = values["alpha"].flatMap({ ($0 as? CGFloat).map(Float.init) ?? ($0 as? NSNumber)?.floatValue })?.rounded()
                let hidden = ((value as? CGFloat).map { $0 != 0 } ?? (value as? NSNumber)?.boolValue)
                let flag: Int32 = ((value as? CGFloat).map(Int32.init) ?? (value as! NSNumber).int32Value) + 1
                if let count = values["count"].flatMap({ ($0 as? CGFloat).map(Int.init) ?? ($0 as? NSNumber)?.intValue }) {}
                if let width = ((value as? CGFloat).map(Double.init) ?? (value as? NSNumber)?.doubleValue) {}
            }
            """)
    }

    @Test func otherReceiversAndNamesAreLeftAlone() {
        let text = """
            func f(_ value: NSValue, _ number: NSNumber, _ any: Any, _ object: AnyObject) {
                let point = value.cgPointValue
                let double = number.doubleValue
                let other = (any as AnyObject).cgSizeValue
                let called = object.boolValue()
                let labelled = object.cgPointValue(of: 1)
                let unknown = object.cgFloatValue
            }
            """
        let ported = Porter.port(text)
        // Only the cast `as AnyObject` is seen to be one.
        #expect(ported.changes.map(\.kind) == [.anyObjectValue])
        #expect(ported.ported.contains("let other = ((any as AnyObject) as? CGSize)"), "a CGSize? on iOS")
    }

    @Test func eachAccessorIsASummaryEntry() {
        let ported = Porter.port(
            "func f(_ x: AnyObject?) {\n    _ = x?.cgPointValue\n    _ = x?.doubleValue\n}\n", path: "Observer.swift")
        #expect(
            Summary.make([ported]).contains(
                "AnyObject's cgPointValue, doubleValue… → (x as? CGPoint), the number (2)\n  Observer.swift:2  x?.cgPointValue → CGPoint\n  Observer.swift:3  x?.doubleValue → Double\n"),
            "\(Summary.make([ported]))")
    }
}

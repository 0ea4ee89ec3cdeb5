import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UIKit's classes are `NSObject`s: equality, hashing and descriptions behave as in UIKit.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct NSObjectSemanticsTests {
    @Test func respondersAreNSObjectsComparedByIdentity() {
        let a = UIView(), b = UIView()
        let objects: [NSObject] = [a, UIViewController(), UIApplication.shared, UIWindow()]
        #expect(objects.count == 4)
        #expect(a == a)
        #expect(a != b, "two views with equal state are still two views")
        #expect(a.isEqual(a))
        #expect(!a.isEqual(b))
        #expect(!a.isEqual(nil))
        #expect(!a.isEqual("a string"))
        #expect(a.hash == a.hash)
        #expect(Set([a, b, a]).count == 2)
        let lookup: [UIView: String] = [a: "a", b: "b"]
        #expect(lookup[b] == "b")
    }

    @Test func childrenAndSubviewsAreFoundByFirstIndexOf() {
        let parent = UIViewController()
        let first = UIViewController(), second = UIViewController()
        for child in [first, second] {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        #expect(parent.children.firstIndex(of: second) == 1)
        #expect(parent.children.contains(first))
        #expect(parent.view.subviews.firstIndex(of: second.view) == 1)
        #expect(parent.children.firstIndex(of: UIViewController()) == nil)
    }

    @Test func otherUIKitObjectsAreComparedByIdentity() {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.firstIndex(of: pan) == 1)
        #expect(tap != UITapGestureRecognizer())

        let item = UIBarButtonItem(title: "Edit", style: .plain) { _ in }
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), item]
        #expect(controller.navigationItem.rightBarButtonItems?.firstIndex(of: item) == 1)
        #expect(controller.navigationItem == controller.navigationItem)

        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        let other = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(constraint != other, "constraints are objects, not values")
        #expect([other, constraint].firstIndex(of: constraint) == 1)
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        #expect(view.layoutGuides.contains(guide))
        #expect(UIAction(title: "A") { _ in } != UIAction(title: "A") { _ in })
    }

    @Test func colorsFontsTraitsAndImagesAreComparedByValue() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(red != .blue)
        #expect(Set([red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)

        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.boldSystemFont(ofSize: 12))

        let compact = UITraitCollection(horizontalSizeClass: .compact)
        #expect(compact == UITraitCollection(horizontalSizeClass: .compact))
        #expect(compact.hash == UITraitCollection(horizontalSizeClass: .compact).hash)
        #expect(compact != UITraitCollection(horizontalSizeClass: .regular))

        #expect(UIImage(systemName: "plus") == UIImage(systemName: "plus"))
        #expect(UIImage(systemName: "plus") != UIImage(systemName: "minus"))
    }

    @Test func aViewsDescriptionHasUIKitsShape() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let address = try #require(view.description.firstMatch(of: #/^<UIView: (0x[0-9a-f]+); /#)?.1)
        #expect(view.description == "<UIView: \(address); frame = (0 0; 40 10)>")
        view.isHidden = true
        view.alpha = 0.5
        view.tag = 7
        view.frame = CGRect(x: 2.5, y: 1, width: 3, height: 4)
        #expect(view.description == "<UIView: \(address); frame = (2.5 1; 3 4); hidden = YES; alpha = 0.5; tag = 7>")
        #expect("\(view)" == view.description)
        let label = UILabel(frame: CGRect(x: 1, y: 2, width: 5, height: 1))
        #expect(label.description.hasPrefix("<UILabel: 0x"))
        #expect(label.description.hasSuffix("; frame = (1 2; 5 1)>"))
    }

    @Test func aControllersDescriptionIsItsClassAndAddress() {
        let controller = UINavigationController()
        #expect(controller.description.wholeMatch(of: #/<UINavigationController: 0x[0-9a-f]+>/#) != nil)
    }

    @Test func descriptionReadOffTheMainActorLeavesOutMainActorState() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let box = UncheckedBox(view)
        let offMain = await Task.detached { box.object.description }.value
        let address = try #require(view.description.firstMatch(of: #/^<UIView: (0x[0-9a-f]+); /#)?.1)
        #expect(offMain == "<UIView: \(address)>")
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        let constraintBox = UncheckedBox(constraint)
        let constraintOffMain = await Task.detached { constraintBox.object.description }.value
        #expect(constraintOffMain.hasPrefix("<NSLayoutConstraint: 0x"))
        #expect(constraint.description.contains("width == 10"))
    }
}

/// Carries a main-actor object to another thread only to read its nonisolated `description`.
private final class UncheckedBox<Object: AnyObject>: @unchecked Sendable {
    let object: Object
    init(_ object: Object) { self.object = object }
}

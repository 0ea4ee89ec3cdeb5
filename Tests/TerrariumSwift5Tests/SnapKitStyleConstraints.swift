// Constraints made the way SnapKit makes them: a subclass of NSLayoutConstraint with stored
// properties of its own and no initialiser, created with the convenience initialiser it
// inherits and activated with NSLayoutConstraint.activate. Written for this test, in
// SnapKit's shape (SnapKit's own code is not copied).
import Terrarium
import TerrariumTesting
import Testing

/// A constraint that remembers where it came from, as SnapKit's `LayoutConstraint` does.
final class TaggedConstraint: NSLayoutConstraint {
    var label: String?
    weak var owner: AnyObject?
    var tags: [String] = []
}

/// A tiny maker in SnapKit's spirit: `make(view).edges(equalTo: superview, inset: 1)`.
@MainActor
struct ConstraintMaker {
    let view: UIView
    let name: String

    func edges(equalTo other: UIView, inset: CGFloat) -> [TaggedConstraint] {
        let pairs: [(NSLayoutConstraint.Attribute, CGFloat)] = [
            (.leading, inset), (.trailing, -inset), (.top, inset), (.bottom, -inset),
        ]
        return pairs.map { attribute, constant in
            let constraint = TaggedConstraint(
                item: view, attribute: attribute, relatedBy: .equal, toItem: other, attribute: attribute,
                multiplier: 1, constant: constant)
            constraint.label = "\(name).\(attribute)"
            constraint.identifier = "\(name).\(attribute)"
            constraint.tags = ["edges"]
            return constraint
        }
    }

    func width(_ points: CGFloat) -> TaggedConstraint {
        let constraint = TaggedConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: points)
        constraint.label = "\(name).width"
        return constraint
    }
}

@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct SnapKitStyleConstraintTests {
    @Test func aSubclassWithItsOwnStoredPropertiesIsMadeActivatedAndLaysViewsOut() {
        let screen = HeadlessScreen(width: 20, height: 6)
        let controller = UIViewController()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let constraints = ConstraintMaker(view: box, name: "box").edges(equalTo: controller.view, inset: 1)
        constraints.forEach { $0.owner = controller }
        NSLayoutConstraint.activate(constraints)
        screen.show(controller)
        #expect(box.frame == CGRect(x: 1, y: 1, width: 18, height: 4))
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(constraints.map(\.label) == ["box.leading", "box.trailing", "box.top", "box.bottom"])
        #expect(constraints.allSatisfy { $0.owner === controller && $0.tags == ["edges"] })
        #expect(controller.view.constraints.contains { ($0 as? TaggedConstraint)?.label == "box.top" })
        #expect(constraints[0].description.contains("'box.leading'"))

        // Changing one moves the view, as any constraint's constant does.
        constraints[2].constant = 2
        screen.runUntilIdle()
        #expect(box.frame == CGRect(x: 1, y: 2, width: 18, height: 3))
        NSLayoutConstraint.deactivate([constraints[1]])
        let width = ConstraintMaker(view: box, name: "box").width(5)
        width.isActive = true
        screen.runUntilIdle()
        #expect(box.frame.width == 5)
        #expect(width.label == "box.width")
        #expect(width.firstAttribute == .width && width.secondItem == nil)
    }
}

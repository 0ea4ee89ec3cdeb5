import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// Auto Layout misuse UIKit rejects with an exception stops the process with UIKit's message.
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct AutoLayoutMisuseCrashTests {
    private static func stderr(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func activatingAConstraintBetweenViewsWithNoCommonAncestorIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
            }
        }
        let message = Self.stderr(of: result)
        #expect(message.contains("uncaught exception 'NSGenericException'"))
        #expect(message.contains("Unable to activate constraint with anchors <NSLayoutYAxisAnchor:0x"))
        #expect(message.contains("\"UIView:0x"))
        #expect(
            message.contains(
                ".top\"> because they have no common ancestor.  Does the constraint or its anchors reference items "
                    + "in different view hierarchies?  That's illegal."))
    }

    @Test func aLocationEqualToAConstantIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint(
                    item: UIView(), attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 5)
            }
        }
        let message = Self.stderr(of: result)
        #expect(message.contains("uncaught exception 'NSInvalidArgumentException'"))
        #expect(
            message.contains(
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                    + "illegal constraint of a location equal to a constant. Location attributes must be specified "
                    + "in pairs."))
    }

    @Test func relatingALocationToASizeIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                _ = NSLayoutConstraint(
                    item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 1,
                    constant: 0)
            }
        }
        #expect(Self.stderr(of: result).contains("Invalid pairing of layout attributes"))
    }

    @Test func changingAnActiveConstraintBetweenRequiredAndOptionalIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                let width = view.widthAnchor.constraint(equalToConstant: 3)
                width.isActive = true
                width.priority = .defaultHigh
            }
        }
        let message = Self.stderr(of: result)
        #expect(message.contains("uncaught exception 'NSInternalInconsistencyException'"))
        #expect(
            message.contains(
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                    + "supported.  You passed priority 750 and the existing priority was 1000."))
    }
}

/// Overrides of `updateConstraints` and `updateViewConstraints` that do not call `super`.
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct UpdateConstraintsCrashTests {
    private static func stderr(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func anUpdateConstraintsOverrideThatSkipsSuperIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Forgetful: UIView {
                    override func updateConstraints() {}
                }
                Forgetful().updateConstraintsIfNeeded()
            }
        }
        let message = Self.stderr(of: result)
        #expect(message.contains("uncaught exception 'NSInternalInconsistencyException'"))
        #expect(
            message.contains(
                "The layout constraints still need update after sending -updateConstraints to <Forgetful: 0x"))
        #expect(
            message.contains(
                "Forgetful or one of its superclasses may have overridden -updateConstraints without calling super. "
                    + "Or, something may have dirtied layout constraints in the middle of updating them.  Both are "
                    + "programming errors."))
    }

    @Test func anUpdateViewConstraintsOverrideThatSkipsSuperIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Forgetful: UIViewController {
                    override func updateViewConstraints() {}
                }
                let controller = Forgetful()
                controller.view.updateConstraintsIfNeeded()
                withExtendedLifetime(controller) {}
            }
        }
        let message = Self.stderr(of: result)
        #expect(message.contains("uncaught exception 'NSInternalInconsistencyException'"))
        #expect(message.contains("after sending -updateViewConstraints to <Forgetful: 0x"))
        #expect(message.contains("Forgetful or one of its superclasses may have overridden -updateViewConstraints"))
    }
}

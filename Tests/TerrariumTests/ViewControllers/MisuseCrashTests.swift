import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// Misuse UIKit rejects with an exception stops the process with UIKit's message.
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct MisuseCrashTests {
    private static func stderr(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func addingAChildsViewUnderAnotherControllersViewIsAHierarchyInconsistency() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIViewController(), other = UIViewController(), child = UIViewController()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
                window.addSubview(other.view)
                parent.addChild(child)
                other.view.addSubview(child.view)
            }
        }
        let message = Self.stderr(of: result)
        #expect(message.contains("'UIViewControllerHierarchyInconsistency'"))
        #expect(message.contains("child view controller:<UIViewController: 0x"))
        #expect(message.contains("should have parent view controller:<UIViewController: 0x"))
        #expect(message.contains("but actual parent is:<UIViewController: 0x"))
    }

    @Test func addingAChildsViewToAWindowUnderNoControllerNamesNull() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIViewController(), child = UIViewController()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
                let overlay = UIView()
                window.addSubview(overlay)
                parent.addChild(child)
                overlay.addSubview(child.view)
            }
        }
        #expect(Self.stderr(of: result).contains("should have parent view controller:(null) but actual parent is:<"))
    }

    /// UIKit checks the whole subtree that enters a window: a child's view parked under
    /// another controller's view outside any window stops the process once that view is shown.
    @Test func aChildsViewUnderAnotherControllerStopsTheProcessWhenItsTreeEntersAWindow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIViewController(), other = UIViewController(), child = UIViewController()
                parent.addChild(child)
                other.view.addSubview(child.view)  // no window yet: not checked
                FileHandle.standardError.write(Data("added outside a window\n".utf8))
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
                window.addSubview(other.view)
            }
        }
        let message = Self.stderr(of: result)
        #expect(message.contains("added outside a window"))
        #expect(message.contains("'UIViewControllerHierarchyInconsistency'"))
        #expect(message.contains("should have parent view controller:<UIViewController: 0x"))
    }

    @Test func reparentingAChildWhoseViewIsStillInTheOldParentIsAHierarchyInconsistency() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIViewController(), b = UIViewController(), child = UIViewController()
                a.addChild(child)
                a.view.addSubview(child.view)
                b.addChild(child)
            }
        }
        let message = Self.stderr(of: result)
        #expect(message.contains("'UIViewControllerHierarchyInconsistency'"))
        #expect(message.contains("but requested parent is:<UIViewController: 0x"))
    }

    @Test func transitioningBetweenControllersWithoutACommonParentIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIViewController(), from = UIViewController(), stranger = UIViewController()
                parent.addChild(from)
                parent.view.addSubview(from.view)
                parent.transition(from: from, to: stranger, duration: 0, options: [], animations: nil)
            }
        }
        let message = Self.stderr(of: result)
        #expect(message.contains("'NSInvalidArgumentException'"))
        #expect(message.contains("Children view controllers <UIViewController: 0x"))
        #expect(
            message.contains(
                "must have a common parent view controller when calling "
                    + "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            ))
    }

    @Test func addingAControllerAsItsOwnChildIsRejected() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIViewController()
                controller.addChild(controller)
            }
        }
    }

    @Test func aLoadViewThatAssignsNoViewStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ViewlessViewController().view }
        }
        #expect(Self.stderr(of: result).contains("loadView() did not assign a view"))
    }

    @Test func addingAViewAsItsOwnSubviewIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                view.addSubview(view)
            }
        }
        #expect(Self.stderr(of: result).contains("Can't add self as subview"))
    }
}

@MainActor
private final class ViewlessViewController: UIViewController {
    override func loadView() {}
}

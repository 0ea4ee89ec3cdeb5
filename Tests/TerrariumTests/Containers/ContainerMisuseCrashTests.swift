import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// The tests of UIKit's standard containers: tab bar, split view, page view and alert
/// controllers. Every suite in Tests/TerrariumTests/Containers/ is nested here, so
/// `swift test --filter Containers` runs them all.
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) enum Containers {}

extension Containers {
    /// Misuse of the standard containers that UIKit rejects with an exception stops the process
    /// with UIKit's message (P-02, and UIAlertController's one cancel action).
    @Suite struct ContainerMisuseCrashTests {
        private static func stderr(of result: ExitTest.Result?) -> String {
            String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        }

        @Test func aScrollPageViewControllerGivenTwoControllersStopsWithUIKitsMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    pages.setViewControllers(
                        [UIViewController(), UIViewController()], direction: .forward, animated: false)
                }
            }
            let message = Self.stderr(of: result)
            #expect(message.contains("'NSInvalidArgumentException'"))
            #expect(
                message.contains(
                    "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"
                ))
        }

        @Test func aScrollPageViewControllerGivenNoControllersStopsWithUIKitsMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    pages.setViewControllers([], direction: .forward, animated: false)
                }
            }
            #expect(
                Self.stderr(of: result).contains(
                    "The number of view controllers provided (0) doesn't match the number required (1) for the requested transition"
                ))
        }

        @Test func aPageCurlWithTheSpineInTheMiddleGivenOneControllerStopsWithUIKitsMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let pages = UIPageViewController(
                        transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
                    pages.setViewControllers([UIViewController()], direction: .forward, animated: false)
                }
            }
            let message = Self.stderr(of: result)
            #expect(message.contains("'NSInvalidArgumentException'"))
            #expect(
                message.contains(
                    "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"
                ))
        }

        @Test func aDoubleSidedPageCurlGivenOneControllerStopsWithUIKitsMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
                    pages.isDoubleSided = true
                    pages.setViewControllers([UIViewController()], direction: .forward, animated: false)
                }
            }
            #expect(
                Self.stderr(of: result).contains(
                    "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"
                ))
        }

        @Test func aSecondCancelActionStopsWithUIKitsMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
                }
            }
            let message = Self.stderr(of: result)
            #expect(message.contains("'NSInvalidArgumentException'"))
            #expect(
                message.contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
        }
    }
}

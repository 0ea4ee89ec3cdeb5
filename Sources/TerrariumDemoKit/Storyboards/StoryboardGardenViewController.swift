import Foundation
import Terrarium

/// The root scene of the demo's Storyboard tab (`Demo.storyboard`): the storyboard makes it
/// by its class name, connects its outlet, embeds the Weather scene in its container view,
/// and its button pushes the Seed scene by a show segue; the Sprout scene's button unwinds
/// here through ``unwindToGarden(_:)``.
///
/// Written as the port command leaves an iOS view controller: `@IBOutlet` and `@IBAction`
/// became `connectOutlet(named:to:)` and `selector(forAction:)`.
final class StoryboardGardenViewController: UIViewController {
    weak var unwindLabel: UILabel!
    private var unwinds = 0

    /// An unwind action, named in the storyboard as `unwindToGarden:`.
    func unwindToGarden(_ segue: UIStoryboardSegue) {
        unwinds += 1
        let title = segue.source.title ?? "\(type(of: segue.source))"
        unwindLabel.text = "Unwound from \(title) (\(unwinds) time\(unwinds == 1 ? "" : "s"))."
    }

    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "unwindLabel":
            guard let destination = destination as? UILabel else { return false }
            unwindLabel = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }

    override func selector(forAction name: String) -> Selector? {
        switch name {
        case "unwindToGarden:": Selector("unwindToGarden(_:)", Self.unwindToGarden(_:))
        default: super.selector(forAction: name)
        }
    }
}

/// The demo's storyboard.
@MainActor
enum StoryboardDemo {
    /// The Storyboard tab: `Demo.storyboard`'s initial navigation controller.
    static func makeTab() -> UIViewController {
        UIStoryboard(name: "Demo", bundle: .module).instantiateInitialViewController()!
    }
}

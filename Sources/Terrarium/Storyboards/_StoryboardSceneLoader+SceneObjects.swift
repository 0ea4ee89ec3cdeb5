import Foundation

/// A scene's objects beside its controller and views: the controller's navigation and bar
/// items (made with the controller), which the scene's outlets may name, and the gesture
/// recognizers of the scene's `<objects>`, made anew with each view, attached to views by
/// their `gestureRecognizers` outlet collections, sending their actions and performing their
/// segues.
extension _StoryboardSceneLoader {
    /// Takes the controller's items and makes the scene's gesture recognizers, before the
    /// views, so that the outlets connected after the views can name them.
    func makeSceneObjects() {
        for (id, item) in controller?._storyboardItems ?? [:] { objects[id] = item }
        for element in scene.objects where UIGestureRecognizer._isStoryboardRecognizer(element) {
            guard let id = element.id,
                let recognizer = UIGestureRecognizer._storyboardRecognizer(element, storyboard: storyboard)
            else { continue }
            objects[id] = recognizer
        }
    }

    /// Makes each recognizer send its actions (for every state but `.possible` and `.failed`,
    /// as UIKit's target-action) to the connection's destination, or along the responder
    /// chain from its view when that is the First Responder; and perform its segues when it
    /// recognizes its gesture, asking the controller's `shouldPerformSegue` first.
    func connectSceneObjects() {
        for element in scene.objects {
            guard let id = element.id, let recognizer = objects[id] as? UIGestureRecognizer else { continue }
            for connection in element.children(of: "connections") {
                if connection.name == "action" {
                    connectRecognizerAction(connection, of: recognizer)
                } else if connection.name == "segue" {
                    attachSegueTrigger(connection, to: recognizer)
                }
            }
        }
    }

    private func connectRecognizerAction(_ action: StoryboardElement, of recognizer: UIGestureRecognizer) {
        guard let name = action["selector"], let destinationID = action["destination"] else { return }
        let sendsToResponders = destinationID == scene.firstResponderID
        let target = objects[destinationID]
        if let target, standIns.contains(ObjectIdentifier(target)) { return }
        guard sendsToResponders || target != nil else { return }
        recognizer.addAction(
            UIAction { [weak recognizer, weak target] _ in
                guard let recognizer, sendsToResponders || target != nil else { return }
                _StoryboardAction.send(name, to: target, from: recognizer, in: recognizer.view)
            })
    }

    /// A discrete gesture (a tap, a swipe) is recognized when it ends; a continuous one (a
    /// pan, a long press) when it begins, and its segue is not performed again when it ends.
    ///
    /// - Note: UIKit does not document when a continuous recognizer's segue is performed;
    ///   Terrarium performs it once, when the gesture begins.
    private func attachSegueTrigger(_ segue: StoryboardElement, to recognizer: UIGestureRecognizer) {
        var began = false
        recognizer.addAction(
            UIAction { [weak controller, weak recognizer] _ in
                guard let recognizer else { return }
                let recognized: Bool
                switch recognizer.state {
                case .began:
                    began = true
                    recognized = true
                case .ended:
                    recognized = !began
                    began = false
                case .cancelled:
                    began = false
                    recognized = false
                default:
                    recognized = false
                }
                if recognized { controller?._performStoryboardSegue(segue, sender: recognizer, asking: true) }
            })
    }
}

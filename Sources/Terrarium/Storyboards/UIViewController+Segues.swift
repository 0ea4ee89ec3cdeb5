import Foundation

/// Performing a storyboard scene's segues: by identifier, or when the button, bar button
/// item or gesture recognizer that triggers one is activated.
///
/// The destination is made when the segue is performed (each time anew, as UIKit does),
/// then the segue object (the storyboard's `customClass` or a ``UIStoryboardSegue``), then
/// the source's ``UIViewController/prepare(for:sender:)``, then ``UIStoryboardSegue/perform()``.
extension UIViewController {
    func _performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let segue = _storyboardSegue(withIdentifier: identifier) else {
            _terminate(
                uncaughtException: "NSInvalidArgumentException",
                reason: "Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        _performStoryboardSegue(segue, sender: sender, asking: false)
    }

    /// The segue with `identifier` among those of this controller's scene that it performs.
    func _storyboardSegue(withIdentifier identifier: String) -> StoryboardElement? {
        guard let storyboard = _storyboard, let id = _storyboardMemberID,
            let scene = storyboard._document.scene(memberID: id)
        else { return nil }
        var found: StoryboardElement?
        scene.member.forEachDescendant { element in
            guard found == nil, element.name == "segue", element["identifier"] == identifier,
                element["reference"] == nil, element["key"] == nil,
                element["kind"] != "relationship", element["kind"] != "embed"
            else { return }
            found = element
        }
        return found
    }

    /// Performs `segue`, after asking ``shouldPerformSegue(withIdentifier:sender:)`` when a
    /// control, item or recognizer triggered it: makes the destination (for an unwind segue,
    /// finds it: see ``_unwindRoute(for:)``), the segue, calls ``prepare(for:sender:)``, the
    /// unwind action on an unwind segue's destination, then ``UIStoryboardSegue/perform()``.
    ///
    /// An unwind segue whose destination is not found is not performed: no preparation, no
    /// action, no transition, as in UIKit, which drops it silently (Terrarium logs a warning).
    func _performStoryboardSegue(_ segue: StoryboardElement, sender: Any?, asking: Bool) {
        guard let storyboard = _storyboard else { return }
        if asking, !shouldPerformSegue(withIdentifier: segue["identifier"] ?? "", sender: sender) { return }
        let destination: UIViewController
        var unwind: (route: _UnwindRoute, action: String)?
        if segue["kind"] == "unwind", let action = segue["unwindAction"] {
            let source = UIStoryboardUnwindSegueSource(
                source: self, unwindAction: Selector(_named: action), sender: sender)
            guard let route = _unwindRoute(for: source) else {
                MainLoop.main.logger.warning(
                    "\(storyboard._label): no view controller above \(self) takes the unwind action \(action) (line \(segue.line)); the unwind segue is not performed")
                return
            }
            unwind = (route, action)
            destination = route.destination
        } else {
            do {
                destination = try storyboard._instantiate(memberID: segue["destination"]!, creator: nil)
            } catch {
                _terminate(uncaughtException: "NSInvalidArgumentException", reason: error.description)
            }
        }
        let made = _makeSegue(
            segue, storyboard: storyboard, destination: destination, sender: sender, unwind: unwind?.route)
        prepare(for: made, sender: sender)
        if let unwind {
            _StoryboardAction.send(unwind.action, to: destination, from: made, in: nil)
        }
        made.perform()
    }

    private func _makeSegue(
        _ segue: StoryboardElement, storyboard: UIStoryboard, destination: UIViewController, sender: Any?,
        unwind: _UnwindRoute?
    ) -> UIStoryboardSegue {
        let identifier = segue["identifier"]
        // A segue class of the wrong kind is performed as its kind, as an unknown one is.
        let type =
            (try? storyboard._customClass(of: segue, standingIn: UIStoryboardSegue.self, named: "UIStoryboardSegue").type)
            ?? UIStoryboardSegue.self
        let made = type.init(identifier: identifier, source: self, destination: destination)
        let animated = segue["animates"] != "NO"
        switch segue["kind"] {
        case "show", "push":
            made._performer = { $0.source.show($0.destination, sender: sender) }
        case "showDetail", "replace":
            made._performer = { $0.source.showDetailViewController($0.destination, sender: sender) }
        case "presentation", "modal":
            if let style = segue["modalPresentationStyle"].flatMap(UIModalPresentationStyle.init(storyboardName:)) {
                destination.modalPresentationStyle = style
            }
            if let style = segue["modalTransitionStyle"].flatMap(UIModalTransitionStyle.init(storyboardName:)) {
                destination.modalTransitionStyle = style
            }
            made._performer = { $0.source.present($0.destination, animated: animated) }
        case "popoverPresentation", "popover":
            destination.modalPresentationStyle = .popover
            made._performer = { segue in
                // Anchored on what triggered the segue (UIKit uses the segue's anchor, which is
                // that control or item in the files Xcode writes); else the source's view.
                let popover = segue.destination.popoverPresentationController
                if let item = sender as? UIBarButtonItem {
                    popover?.barButtonItem = item
                } else {
                    popover?.sourceView = (sender as? UIView) ?? segue.source.view
                }
                segue.source.present(segue.destination, animated: animated)
            }
        case "unwind":
            made._performer = { segue in unwind?.perform(segue, animated: animated) }
        default:
            break  // custom: the subclass's perform()
        }
        return made
    }
}

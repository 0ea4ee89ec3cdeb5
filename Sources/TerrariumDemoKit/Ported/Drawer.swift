//
//  DrawerViewController.swift
//  A bottom drawer: a storyboard scene with outlets for the drawer and its handle buttons;
//  it closes when the app goes to the background (a notification), opens from a bar button,
//  and hides its hint after a delay. A separate object tracks the drawer's frame by KVO.
//

import Terrarium
import Foundation

class DrawerViewController: UIViewController {
    weak var drawerView: UIView!
    weak var hintLabel: UILabel?
    var handleButtons: [UIButton]!

    var isOpen = false
    private(set) var frameTracker: DrawerFrameTracker?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Open", style: .plain, target: self, action: Selector("toggleDrawer", DrawerViewController.toggleDrawer))
        NotificationCenter.default.addObserver(self, selector: Selector("appWillResignActive(_:)", Self.appWillResignActive(_:)), name: UIApplication.willResignActiveNotification, object: nil)
        for button in handleButtons ?? [] {
            button.addTarget(self, action: Selector("toggleDrawer", Self.toggleDrawer), for: .touchUpInside)
        }
        if let drawerView = drawerView {
            frameTracker = DrawerFrameTracker(drawer: drawerView)
        }
        perform(Selector("hideHint", Self.hideHint), with: nil, afterDelay: 2)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func toggleDrawer() {
        setOpen(!isOpen)
    }

    func appWillResignActive(_ notification: Notification) {
        setOpen(false)
    }

    func hideHint() {
        hintLabel?.isHidden = true
    }

    func keepHint() {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: Selector("hideHint", Self.hideHint), object: nil)
    }

    func setOpen(_ open: Bool) {
        isOpen = open
        guard let drawerView = drawerView else { return }
        let height = drawerView.frame.height
        drawerView.frame.origin.y = open ? view.bounds.height - height : view.bounds.height
    }

    // terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name.
    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "drawerView":
            guard let destination = destination as? UIView else { return false }
            drawerView = destination
        case "hintLabel":
            guard let destination = destination as? UILabel else { return false }
            hintLabel = destination
        case "handleButtons":
            guard let destination = destination as? [UIButton] else { return false }
            handleButtons = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }

    // terrarium-port: the action methods (were @IBAction), which the storyboard loader finds by their Objective-C names.
    override func selector(forAction name: String) -> Selector? {
        switch name {
        case "toggleDrawer": Selector("toggleDrawer", Self.toggleDrawer)
        default: super.selector(forAction: name)
        }
    }
}

@MainActor
class DrawerFrameTracker: NSObject {
    private let drawer: UIView
    private(set) var origins: [CGFloat] = []

    init(drawer: UIView) {
        self.drawer = drawer
        super.init()
        drawer.addObserver(self, forKeyPath: "frame", options: [.initial, .new], context: nil)
    }

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        if keyPath == "frame", let frame = change?[.newKey] as? CGRect {
            origins.append(frame.minY)
        } else {
        }
    }
}

extension DrawerFrameTracker: NSKeyValueObserving {}

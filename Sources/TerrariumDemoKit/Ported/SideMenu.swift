//
//  SideMenuController.swift
//  A side menu container: the menu slides in from the left over the content, dragged open
//  with a pan or opened in code; a tap on the dimmed content closes it.
//

import Terrarium
import Foundation

public protocol SideMenuControllerDelegate: AnyObject {
    func sideMenuWillOpen(_ sideMenu: SideMenuController)
    func sideMenuDidClose(_ sideMenu: SideMenuController)
    func sideMenuWidth(for sideMenu: SideMenuController) -> CGFloat?
    func sideMenuDidMove(_ sideMenu: SideMenuController, to progress: CGFloat)
}

// terrarium-port: default implementations of what were `@objc optional` requirements;
// a requirement that returns a value returns nil here, as the optional call did on iOS.
extension SideMenuControllerDelegate {
    public func sideMenuWillOpen(_ sideMenu: SideMenuController) {}
    public func sideMenuDidClose(_ sideMenu: SideMenuController) {}
    public func sideMenuWidth(for sideMenu: SideMenuController) -> CGFloat? { nil }
}

open class SideMenuController: UIViewController {
    public weak var delegate: SideMenuControllerDelegate?

    public let menuViewController: UIViewController
    public let contentViewController: UIViewController
    public private(set) var isMenuOpen = false

    private let dimmingView = UIView()
    private var panStartX: CGFloat = 0

    public init(menu: UIViewController, content: UIViewController) {
        menuViewController = menu
        contentViewController = content
        super.init(nibName: nil, bundle: nil)
    }

    required public init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var menuWidth: CGFloat {
        return delegate?.sideMenuWidth(for: self) ?? 160
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        addChild(contentViewController)
        contentViewController.view.frame = view.bounds
        view.addSubview(contentViewController.view)
        contentViewController.didMove(toParent: self)

        dimmingView.frame = view.bounds
        dimmingView.isHidden = true
        view.addSubview(dimmingView)
        let tap = UITapGestureRecognizer(target: self, action: Selector("didTapDimming", Self.didTapDimming))
        dimmingView.addGestureRecognizer(tap)

        addChild(menuViewController)
        menuViewController.view.frame = CGRect(x: -menuWidth, y: 0, width: menuWidth, height: view.bounds.height)
        view.addSubview(menuViewController.view)
        menuViewController.didMove(toParent: self)

        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan(_:)", Self.handlePan(_:)))
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            panStartX = menuViewController.view.frame.minX
            if !isMenuOpen { delegate?.sideMenuWillOpen(self) }
        case .changed:
            let x = min(0, max(-menuWidth, panStartX + pan.translation(in: view).x))
            menuViewController.view.frame.origin.x = x
            dimmingView.isHidden = false
            delegate?.sideMenuDidMove(self, to: (x + menuWidth) / menuWidth)
        case .ended, .cancelled:
            let progress = (menuViewController.view.frame.minX + menuWidth) / menuWidth
            setMenuOpen(progress > 0.5)
        default:
            break
        }
    }

    private func didTapDimming() {
        setMenuOpen(false)
    }

    public func toggleMenu() {
        if !isMenuOpen { delegate?.sideMenuWillOpen(self) }
        setMenuOpen(!isMenuOpen)
    }

    private func setMenuOpen(_ open: Bool) {
        isMenuOpen = open
        menuViewController.view.frame.origin.x = open ? 0 : -menuWidth
        dimmingView.isHidden = !open
        if !open { delegate?.sideMenuDidClose(self) }
    }
}

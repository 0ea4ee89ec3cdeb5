import Terrarium

/// What a card stack tells its delegate.
public protocol CardStackDelegate: AnyObject {
    /// A card came to the top.
    func cardStack(_ stack: CardStackViewController, didShow card: UIViewController)
    /// Whether the last card is followed by the first again (no, if not implemented).
    func cardStackShouldWrap(_ stack: CardStackViewController) -> Bool?
}

// terrarium-port: default implementations of what were `@objc optional` requirements;
// a requirement that returns a value returns nil here, as the optional call did on iOS.
extension CardStackDelegate {
    public func cardStack(_ stack: CardStackViewController, didShow card: UIViewController) {}
    public func cardStackShouldWrap(_ stack: CardStackViewController) -> Bool? { nil }
}

/// A container that shows one card (a child view controller) at a time; a tap shows the next.
open class CardStackViewController: UIViewController {
    public weak var delegate: CardStackDelegate?
    public private(set) var cards: [UIViewController] = []
    public private(set) var topIndex = 0

    open override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(target: self, action: Selector("showNext", Self.showNext))
        view.addGestureRecognizer(tap)
    }

    /// Replaces the cards; the first is shown.
    open func setCards(_ newCards: [UIViewController]) {
        for card in cards {
            card.willMove(toParent: nil)
            card.view.removeFromSuperview()
            card.removeFromParent()
        }
        cards = newCards
        topIndex = 0
        guard let first = newCards.first else { return }
        addChild(first)
        first.view.frame = view.bounds
        first.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(first.view)
        first.didMove(toParent: self)
        delegate?.cardStack(self, didShow: first)
    }

    /// Shows the next card, if there is one (or the first, if the delegate wraps).
    open func showNext() {
        var next = topIndex + 1
        if next == cards.count {
            guard delegate?.cardStackShouldWrap(self) == true else { return }
            next = 0
        }
        guard next != topIndex else { return }
        let from = cards[topIndex]
        let to = cards[next]
        from.willMove(toParent: nil)
        addChild(to)
        to.view.frame = view.bounds
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transition(from: from, to: to, duration: 0.2, options: .transitionCrossDissolve, animations: nil) { _ in
            from.removeFromParent()
            to.didMove(toParent: self)
            self.topIndex = next
            self.delegate?.cardStack(self, didShow: to)
        }
    }
}

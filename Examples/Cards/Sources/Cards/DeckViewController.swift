//
//  DeckViewController.swift
//  Cards
//

import Terrarium
import CardStack

class DeckViewController: CardStackViewController, CardStackDelegate {

    var suits: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        setCards(suits.map { suit in
            let card = CardViewController(nibName: "CardViewController", bundle: nil)
            card.suit = suit
            return card
        })
    }

    func cardStack(_ stack: CardStackViewController, didShow card: UIViewController) {
        navigationItem.title = "Card \(stack.topIndex + 1) of \(stack.cards.count)"
    }

    func cardStackShouldWrap(_ stack: CardStackViewController) -> Bool? {
        return true
    }
}

//
//  ViewController.swift
//  Cards
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var countLabel: UILabel!

    let suits = ["Hearts", "Spades", "Clubs"]

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel.text = "\(suits.count) cards in the deck"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "OpenDeck", let deck = segue.destination as? DeckViewController {
            deck.suits = suits
        }
    }
}

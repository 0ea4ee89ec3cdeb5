//
//  ViewController.swift
//  Cards
//

import Terrarium

class ViewController: UIViewController {

    weak var countLabel: UILabel!

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

    // terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name.
    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "countLabel":
            guard let destination = destination as? UILabel else { return false }
            countLabel = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }
}

//
//  CardViewController.swift
//  Cards
//

import Terrarium

class CardViewController: UIViewController {

    weak var suitLabel: UILabel!
    weak var hintLabel: UILabel!

    var suit = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        suitLabel.text = suit
    }

    // terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name.
    override func connectOutlet(named name: String, to destination: Any) -> Bool {
        switch name {
        case "suitLabel":
            guard let destination = destination as? UILabel else { return false }
            suitLabel = destination
        case "hintLabel":
            guard let destination = destination as? UILabel else { return false }
            hintLabel = destination
        default:
            return super.connectOutlet(named: name, to: destination)
        }
        return true
    }
}

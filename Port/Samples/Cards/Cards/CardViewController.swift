//
//  CardViewController.swift
//  Cards
//

import UIKit

class CardViewController: UIViewController {

    @IBOutlet weak var suitLabel: UILabel!
    @IBOutlet weak var hintLabel: UILabel!

    var suit = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        suitLabel.text = suit
    }
}

import Testing
import TerrariumPortKit

/// Reusable views whose class does not inherit Terrarium's registration initializer
/// (`init(_registeredWithReuseIdentifier:)`): declared designated initializers without the one
/// UIKit makes a registered class with.
@Suite struct ReusableViewTests {
    @Test func aCellMeantForANibGetsTheInitializerThatTraps() {
        expectPort(
            """
            import UIKit

            open class ButtonBarViewCell: UICollectionViewCell {
                @IBOutlet open var label: UILabel!

                public required init?(coder aDecoder: NSCoder) {
                    super.init(coder: aDecoder)
                    isAccessibilityElement = true
                }
            }
            """,
            """
            import Terrarium

            open class ButtonBarViewCell: UICollectionViewCell {
                open var label: UILabel!

                public required init?(coder aDecoder: NSCoder) {
                    super.init(coder: aDecoder)
                    isAccessibilityElement = true
                }

                // terrarium-port: UICollectionReusableView's registration initializer, which Terrarium calls for a class
                // registered by class; ButtonBarViewCell does not inherit it, declaring other initializers than init(frame:),
                // the one UIKit calls then, so it traps as UIKit would.
                public required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String) {
                    fatalError("Use of unimplemented initializer 'init(frame:)' for class '\\(String(reflecting: ButtonBarViewCell.self))'")
                }

                // terrarium-port: the outlets (were @IBOutlet), which the storyboard loader connects by name.
                open override func connectOutlet(named name: String, to destination: Any) -> Bool {
                    switch name {
                    case "label":
                        guard let destination = destination as? UILabel else { return false }
                        label = destination
                    default:
                        return super.connectOutlet(named: name, to: destination)
                    }
                    return true
                }
            }
            """)
    }

    @Test func eachReusableViewTrapsWithItsOwnInitializer() {
        expectPort(
            """
            import UIKit

            final class Row: UITableViewCell {
                let item: String
                init(item: String) {
                    self.item = item
                    super.init(style: .default, reuseIdentifier: "Row")
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            class Header: UITableViewHeaderFooterView {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }

            class Base: UICollectionReusableView {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }

            struct Outer {
                class Badge: Base {
                    var count = 0
                    required init?(coder: NSCoder) { super.init(coder: coder) }
                    init?(count: Int, coder: NSCoder) {
                        self.count = count
                        super.init(coder: coder)
                    }
                }
            }
            """,
            """
            import Terrarium

            final class Row: UITableViewCell {
                let item: String
                init(item: String) {
                    self.item = item
                    super.init(style: .default, reuseIdentifier: "Row")
                }
                required init?(coder: NSCoder) { fatalError() }

                // terrarium-port: UITableViewCell's registration initializer, which Terrarium calls for a class
                // registered by class; Row does not inherit it, declaring other initializers than init(style:reuseIdentifier:),
                // the one UIKit calls then, so it traps as UIKit would.
                required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String) {
                    fatalError("Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class '\\(String(reflecting: Row.self))'")
                }
            }

            class Header: UITableViewHeaderFooterView {
                required init?(coder: NSCoder) { super.init(coder: coder) }

                // terrarium-port: UITableViewHeaderFooterView's registration initializer, which Terrarium calls for a class
                // registered by class; Header does not inherit it, declaring other initializers than init(reuseIdentifier:),
                // the one UIKit calls then, so it traps as UIKit would.
                required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String) {
                    fatalError("Use of unimplemented initializer 'init(reuseIdentifier:)' for class '\\(String(reflecting: Header.self))'")
                }
            }

            class Base: UICollectionReusableView {
                required init?(coder: NSCoder) { super.init(coder: coder) }

                // terrarium-port: UICollectionReusableView's registration initializer, which Terrarium calls for a class
                // registered by class; Base does not inherit it, declaring other initializers than init(frame:),
                // the one UIKit calls then, so it traps as UIKit would.
                required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String) {
                    fatalError("Use of unimplemented initializer 'init(frame:)' for class '\\(String(reflecting: Base.self))'")
                }
            }

            struct Outer {
                class Badge: Base {
                    var count = 0
                    required init?(coder: NSCoder) { super.init(coder: coder) }
                    init?(count: Int, coder: NSCoder) {
                        self.count = count
                        super.init(coder: coder)
                    }
                }
            }
            """)
    }

    /// A class that declares no designated initializer, or all its superclass's, inherits the
    /// registration initializer; one that is no reusable view needs none.
    @Test func classesThatInheritItAreLeftAlone() {
        let text = """
            import Terrarium

            class Plain: UICollectionViewCell {
                let label = UILabel()
            }

            class Framed: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }

            class Styled: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            class FromFramed: Framed {
                var extra = 1
            }

            class Panel: UIView {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }

            class Other: ThirdPartyCell {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """
        let ported = Porter.port(text)
        #expect(!ported.isChanged, "\(ported.diff)")
    }

    @Test func eachClassIsASummaryEntry() {
        let ported = Porter.port(
            "import Terrarium\n\nclass Cell: UICollectionViewCell {\n    required init?(coder: NSCoder) { fatalError() }\n}\n",
            path: "Cell.swift")
        #expect(
            Summary.make([ported]).contains(
                "reusable view without UIKit's initializer → init(_registeredWithReuseIdentifier:) that traps (1)\n  Cell.swift:3  Cell: init(frame:) is not its initializer\n"),
            "\(Summary.make([ported]))")
    }
}

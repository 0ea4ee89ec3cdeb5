import Testing
import TerrariumPortKit

/// Overrides in extensions of the module's classes move into the classes' bodies.
@Suite struct ExtensionMoveTests {
    @Test func anOverrideMovesIntoTheClassInAnotherFileWithItsComments() {
        let files = Porter.port([
            (
                path: "TabCollectionCell.swift",
                text: """
                    import UIKit

                    open class TabCollectionCell: UICollectionViewCell {
                        let label = UILabel()
                    }

                    """
            ),
            (
                path: "TabCollectionCell+Layout.swift",
                text: """
                    import UIKit

                    public extension TabCollectionCell {
                        /// The label's width, and a cell on each side.
                        override var intrinsicContentSize: CGSize {
                            CGSize(width: label.intrinsicContentSize.width + 2, height: 1)
                        }

                        func highlight() {}

                        // Lays the label out.
                        @objc override func layoutSubviews() {
                            super.layoutSubviews()
                            label.frame = UIEdgeInsetsInsetRect(bounds, UIEdgeInsetsMake(0, 1, 0, 1))
                        }
                    }

                    """
            ),
        ])
        #expect(
            files[0].ported == """
                import Terrarium

                open class TabCollectionCell: UICollectionViewCell {
                    let label = UILabel()

                    // terrarium-port: moved from an extension (TabCollectionCell+Layout.swift:5): an override in an extension needs the Objective-C runtime.
                    /// The label's width, and a cell on each side.
                    public override var intrinsicContentSize: CGSize {
                        CGSize(width: label.intrinsicContentSize.width + 2, height: 1)
                    }

                    // terrarium-port: moved from an extension (TabCollectionCell+Layout.swift:12): an override in an extension needs the Objective-C runtime.
                    // Lays the label out.
                    public override func layoutSubviews() {
                        super.layoutSubviews()
                        label.frame = bounds.inset(by: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
                    }
                }

                """)
        #expect(
            files[1].ported == """
                import Terrarium

                public extension TabCollectionCell {
                    // terrarium-port: intrinsicContentSize moved into the body of TabCollectionCell (an override in an extension needs the Objective-C runtime).

                    func highlight() {}

                    // terrarium-port: layoutSubviews() moved into the body of TabCollectionCell (an override in an extension needs the Objective-C runtime).
                }

                """)
        #expect(files[1].changes.filter { $0.kind == .extensionOverride }.map(\.line) == [5, 12])
        #expect(files[1].unported.isEmpty)
        for file in Porter.port(files.map { (path: $0.path, text: $0.ported) }) {
            #expect(!file.isChanged, "\(file.path) changed again:\n\(file.diff)")
        }
    }

    @Test func aClassOnOneLineOpensItsBody() {
        expectPort(
            """
            final class TabCell: UICollectionViewCell {}

            extension TabCell {
                override func prepareForReuse() {
                    super.prepareForReuse()
                }
            }
            """,
            """
            final class TabCell: UICollectionViewCell {
                // terrarium-port: moved from an extension (Input.swift:4): an override in an extension needs the Objective-C runtime.
                override func prepareForReuse() {
                    super.prepareForReuse()
                }
            }

            extension TabCell {
                // terrarium-port: prepareForReuse() moved into the body of TabCell (an override in an extension needs the Objective-C runtime).
            }
            """)
    }

    @Test func aMemberMovesIntoANestedClassReindented() {
        expectPort(
            """
            enum Tabs {
                class Cell: UICollectionViewCell {
                    var title = ""
                }
            }

            extension Tabs.Cell {
                override var isSelected: Bool {
                    didSet { title = isSelected ? "*" : "" }
                }
            }
            """,
            """
            enum Tabs {
                class Cell: UICollectionViewCell {
                    var title = ""

                    // terrarium-port: moved from an extension (Input.swift:8): an override in an extension needs the Objective-C runtime.
                    override var isSelected: Bool {
                        didSet { title = isSelected ? "*" : "" }
                    }
                }
            }

            extension Tabs.Cell {
                // terrarium-port: isSelected moved into the body of Tabs.Cell (an override in an extension needs the Objective-C runtime).
            }
            """)
    }

    @Test func aConstrainedExtensionIsLeftWithAReason() {
        let input = """
            class Box<T>: UIView {}

            extension Box where T == Int {
                override func layoutSubviews() {}
            }
            """
        let ported = Porter.port(input)
        #expect(ported.unported.map(\.line) == [4])
        #expect(ported.unported.first?.reason.contains("the extension is constrained") == true)
        #expect(!ported.isChanged)
    }
}

import Foundation

// UIKit adds rows and items to Foundation's IndexPath; Foundation on Linux does not have them.

extension IndexPath {
    /// An index path for a row in a section of a table view.
    ///
    /// ```swift
    /// tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    /// ```
    /// - Note: UIKit's extension of Foundation's `IndexPath`, which Foundation on Linux lacks.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for an item in a section of a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

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

// Objective-C's NSIndexPath gets the same accessors from UIKit; code that still receives one
// (`(indexPath as NSIndexPath).row`, a Swift 2-era habit) reads them here.

extension NSIndexPath {
    /// An index path for a row in a section of a table view.
    ///
    /// - Note: UIKit's extension of Foundation's `NSIndexPath`, which Foundation on Linux lacks.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path for an item in a section of a collection view.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index.
    public var section: Int { index(atPosition: 0) }

    /// The row within the section: the second index.
    public var row: Int { index(atPosition: 1) }

    /// The item within the section: the second index.
    public var item: Int { index(atPosition: 1) }
}

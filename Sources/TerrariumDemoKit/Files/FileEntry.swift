import Foundation

/// One item of a folder as the browser lists it: what `lstat` (and `stat`, for links) said
/// when the folder was read.
package struct FileEntry: Hashable, Sendable {
    /// What the item is. A symbolic link is listed as what it points at (a link to a folder
    /// opens like a folder), with `isSymbolicLink` set; a dangling link is `.other`.
    package enum Kind: Hashable, Sendable {
        /// A folder, or a link to one.
        case directory
        /// A regular file, or a link to one.
        case file
        /// Anything else: devices, sockets, pipes, dangling links.
        case other
    }

    /// The item's name in its folder.
    package var name: String
    /// The absolute path of the item.
    package var path: String
    /// What the item is.
    package var kind: Kind
    /// Whether the item itself is a symbolic link.
    package var isSymbolicLink: Bool
    /// The size in bytes (of the target, for links); `nil` for folders.
    package var size: Int64?
    /// The last modification time, when the item could be read.
    package var modificationDate: Date?

    /// Creates an entry.
    package init(
        name: String, path: String, kind: Kind, isSymbolicLink: Bool = false, size: Int64? = nil,
        modificationDate: Date? = nil
    ) {
        self.name = name
        self.path = path
        self.kind = kind
        self.isSymbolicLink = isSymbolicLink
        self.size = size
        self.modificationDate = modificationDate
    }

    /// Whether the item is hidden: its name starts with a dot, as `ls` and Finder hide them.
    package var isHidden: Bool { name.hasPrefix(".") }

    /// Whether the browser opens the item as a folder.
    package var isDirectory: Bool { kind == .directory }
}

extension FileEntry {
    /// The order Finder and file dialogs use: folders first, then names compared without case
    /// and with runs of digits compared as numbers (`file2` before `file10`); ties by the exact
    /// name so the order is total.
    package static func browserOrder(_ lhs: FileEntry, _ rhs: FileEntry) -> Bool {
        if lhs.isDirectory != rhs.isDirectory { return lhs.isDirectory }
        switch NaturalOrder.compare(lhs.name, rhs.name) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.name < rhs.name
        }
    }
}

/// Case-insensitive comparison with numbers in names compared by value.
///
/// Written here rather than `localizedStandardCompare(_:)`: that goes through ICU collation
/// on Linux, several times slower on a folder of 10,000 names, and its order differs between
/// platforms' ICU versions; the browser wants the same order everywhere.
package enum NaturalOrder {
    /// Compares two names.
    package static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        var left = lhs.unicodeScalars.makeIterator()
        var right = rhs.unicodeScalars.makeIterator()
        var l = left.next()
        var r = right.next()
        while let a = l, let b = r {
            if isDigit(a) && isDigit(b) {
                // Compare the two digit runs as numbers: skip leading zeros, then the longer
                // run is larger, then the first differing digit decides.
                var leftDigits: [Unicode.Scalar] = []
                var rightDigits: [Unicode.Scalar] = []
                while let c = l, isDigit(c) {
                    if !(leftDigits.isEmpty && c == "0") { leftDigits.append(c) }
                    l = left.next()
                }
                while let c = r, isDigit(c) {
                    if !(rightDigits.isEmpty && c == "0") { rightDigits.append(c) }
                    r = right.next()
                }
                if leftDigits.count != rightDigits.count {
                    return leftDigits.count < rightDigits.count ? .orderedAscending : .orderedDescending
                }
                for (x, y) in zip(leftDigits, rightDigits) where x != y {
                    return x.value < y.value ? .orderedAscending : .orderedDescending
                }
                continue
            }
            let x = folded(a)
            let y = folded(b)
            if x != y { return x < y ? .orderedAscending : .orderedDescending }
            l = left.next()
            r = right.next()
        }
        if l == nil && r == nil { return .orderedSame }
        return l == nil ? .orderedAscending : .orderedDescending
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        if ("A"..."Z").contains(scalar) { return scalar.value + 32 }
        if scalar.value < 0x80 { return scalar.value }
        return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value
    }
}

import Foundation

/// One item of a folder as the browser lists it: what `lstat` (and `stat`, for links) said
/// when the folder was read.
///
/// The name is kept as the file system's bytes for system calls (``systemPath``) and as a
/// readable ``name`` for the screen, in which bytes that are not UTF-8 show as `�` (see
/// ``FileSystemPath``).
package struct FileEntry: Hashable, Sendable {
    /// What the item is. A symbolic link is listed as what it points at (a link to a folder
    /// opens like a folder), with `isSymbolicLink` set; a dangling link is `.other`.
    package enum Kind: Hashable, Sendable {
        /// A folder, or a link to one.
        case directory
        /// A regular file, or a link to one.
        case file
        /// A character device (`/dev/zero`, a terminal), or a link to one.
        case characterDevice
        /// A block device (a disk), or a link to one.
        case blockDevice
        /// A named pipe (FIFO), or a link to one.
        case namedPipe
        /// A Unix domain socket, or a link to one.
        case socket
        /// A dangling link, or an item `lstat` could not read.
        case other
    }

    /// The item's name in its folder, readable: bytes that are not UTF-8 show as `�`.
    package var name: String
    /// The folder holding the item.
    package var folder: FileSystemPath
    /// The name's bytes when they are not UTF-8 (`name` cannot spell them); `nil` otherwise,
    /// so that a folder of 100,000 ordinary names stores each name once.
    private var invalidNameBytes: [UInt8]?
    /// What the item is.
    package var kind: Kind
    /// Whether the item itself is a symbolic link.
    package var isSymbolicLink: Bool
    /// The size in bytes (of the target, for links); `nil` for anything but regular files.
    package var size: Int64?
    /// The last modification time, when the item could be read.
    package var modificationDate: Date?

    /// Creates an entry for the item at `path`, called `name`.
    package init(
        name: String, path: String, kind: Kind, isSymbolicLink: Bool = false, size: Int64? = nil,
        modificationDate: Date? = nil
    ) {
        self.name = name
        self.folder = FileSystemPath(path).parent
        self.kind = kind
        self.isSymbolicLink = isSymbolicLink
        self.size = size
        self.modificationDate = modificationDate
    }

    /// Creates an entry for the item whose name is `nameBytes` in `folder`.
    package init(
        nameBytes: some Collection<UInt8>, in folder: FileSystemPath, kind: Kind, isSymbolicLink: Bool = false,
        size: Int64? = nil, modificationDate: Date? = nil
    ) {
        if let name = String(validating: nameBytes, as: UTF8.self) {
            self.name = name
        } else {
            self.name = String(decoding: nameBytes, as: UTF8.self)
            self.invalidNameBytes = Array(nameBytes)
        }
        self.folder = folder
        self.kind = kind
        self.isSymbolicLink = isSymbolicLink
        self.size = size
        self.modificationDate = modificationDate
    }

    /// The name as the file system spells it.
    package var nameBytes: [UInt8] { invalidNameBytes ?? Array(name.utf8) }

    /// Whether ``name`` spells the file system's name exactly (it is valid UTF-8).
    package var hasValidName: Bool { invalidNameBytes == nil }

    /// The item's path as the file system spells it, for system calls.
    package var systemPath: FileSystemPath { folder.appending(nameBytes) }

    /// The item's absolute path, readable (what Copy Path copies).
    package var path: String { systemPath.description }

    /// Whether the item is hidden: its name starts with a dot, as `ls` and Finder hide them.
    package var isHidden: Bool { name.hasPrefix(".") }

    /// Whether the browser opens the item as a folder.
    package var isDirectory: Bool { kind == .directory }

    /// What the item is, in words: "Character device", "Link to character device",
    /// "Broken link".
    package var kindDescription: String {
        let what: String
        switch kind {
        case .directory: what = "folder"
        case .file: what = "file"
        case .characterDevice: what = "character device"
        case .blockDevice: what = "block device"
        case .namedPipe: what = "named pipe (FIFO)"
        case .socket: what = "socket"
        case .other: return isSymbolicLink ? "Broken link" : "Special file"
        }
        if isSymbolicLink { return "Link to " + what }
        return what.prefix(1).uppercased() + what.dropFirst()
    }
}

extension FileEntry {
    /// The order Finder and file dialogs use: folders first, then names compared without case
    /// and with runs of digits compared as numbers (`file2` before `file10`); ties by the exact
    /// name (then its bytes) so the order is total.
    package static func browserOrder(_ lhs: FileEntry, _ rhs: FileEntry) -> Bool {
        if lhs.isDirectory != rhs.isDirectory { return lhs.isDirectory }
        switch NaturalOrder.compare(lhs.name, rhs.name) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame:
            // Two names that differ only in invalid bytes read the same; their bytes decide.
            return lhs.name != rhs.name ? lhs.name < rhs.name : lhs.nameBytes.lexicographicallyPrecedes(rhs.nameBytes)
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
        // Most names are ASCII: compare their bytes without allocating (sorting a folder of
        // 10,000 names spent most of the browser's first frame here); fall back to scalars
        // at the first non-ASCII byte.
        var left = lhs
        var right = rhs
        if let result = left.withUTF8({ a in right.withUTF8 { b in compareASCII(a, b) } }) {
            return result
        }
        return compareScalars(lhs, rhs)
    }

    /// The ASCII comparison, or `nil` when either name has a non-ASCII byte.
    static func compareASCII(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
        -> ComparisonResult?
    {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            let x = a[i]
            let y = b[j]
            if x >= 0x80 || y >= 0x80 { return nil }
            if isDigit(x) && isDigit(y) {
                // Digit runs compare as numbers: leading zeros skipped, then the longer run
                // is larger, then the first differing digit decides.
                while i < a.count, a[i] == 0x30 { i += 1 }
                while j < b.count, b[j] == 0x30 { j += 1 }
                var endA = i
                var endB = j
                while endA < a.count, isDigit(a[endA]) { endA += 1 }
                while endB < b.count, isDigit(b[endB]) { endB += 1 }
                if endA - i != endB - j { return endA - i < endB - j ? .orderedAscending : .orderedDescending }
                while i < endA {
                    if a[i] != b[j] { return a[i] < b[j] ? .orderedAscending : .orderedDescending }
                    i += 1
                    j += 1
                }
                continue
            }
            let fx = x >= 0x41 && x <= 0x5A ? x + 32 : x
            let fy = y >= 0x41 && y <= 0x5A ? y + 32 : y
            if fx != fy { return fx < fy ? .orderedAscending : .orderedDescending }
            i += 1
            j += 1
        }
        if (i..<a.count).contains(where: { a[$0] >= 0x80 }) || (j..<b.count).contains(where: { b[$0] >= 0x80 }) {
            return nil
        }
        if i == a.count && j == b.count { return .orderedSame }
        return i == a.count ? .orderedAscending : .orderedDescending
    }

    private static func compareScalars(_ lhs: String, _ rhs: String) -> ComparisonResult {
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

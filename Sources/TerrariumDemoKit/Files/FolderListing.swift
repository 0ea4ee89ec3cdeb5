import Foundation

/// A folder's items as the browser shows them: sorted once when read, then filtered by the
/// hidden-files setting and the search text without sorting again.
package struct FolderListing: Sendable {
    /// The folder.
    package let path: String
    /// Every item, in browser order (folders first, natural name order).
    package let allEntries: [FileEntry]

    /// Reads and sorts the folder at `path`.
    package init(path: String) throws(DirectoryReadError) {
        self.path = path
        allEntries = Self.sorted(try DirectoryReader.entries(atPath: path))
    }

    /// A listing of given items, for tests and previews; they are sorted here.
    package init(path: String, entries: [FileEntry]) {
        self.path = path
        allEntries = Self.sorted(entries)
    }

    private init(path: String, sortedEntries: [FileEntry]) {
        self.path = path
        allEntries = sortedEntries
    }

    /// Reads and sorts the folder at `location` off the main actor, in steps that
    /// `reading` sets (see ``DirectoryReader/entries(at:reading:progress:)``); `progress`
    /// says `.sorting` while the items are sorted.
    ///
    /// - Throws: ``DirectoryReadError``, or `CancellationError` when the task is cancelled.
    @concurrent
    package static func read(
        at location: FileSystemPath, reading: FileReading, progress: ReadProgress
    ) async throws -> FolderListing {
        let entries = try await DirectoryReader.entries(at: location, reading: reading, progress: progress)
        progress.enter(.sorting)
        // Sorting 100,000 names takes a fraction of the read and cannot stop half-way.
        let sorted = Self.sorted(entries)
        if Task.isCancelled {
            progress.enter(.cancelled)
            throw CancellationError()
        }
        progress.enter(.finished)
        return FolderListing(path: location.description, sortedEntries: sorted)
    }

    /// `entries` in browser order (``FileEntry/browserOrder(_:_:)``).
    ///
    /// The comparisons read every name's UTF-8 from one buffer and the folders from a list of
    /// flags, and the sort moves indices, not entries: comparing the entries' strings retained
    /// and released two of them per comparison, most of the time sorting 100,000 names took.
    /// Names that are not ASCII, or the same under natural order, go through the full rule.
    static func sorted(_ entries: [FileEntry]) -> [FileEntry] {
        var names: [UInt8] = []
        names.reserveCapacity(entries.count * 16)
        var starts: [Int] = []
        starts.reserveCapacity(entries.count + 1)
        var folders: [Bool] = []
        folders.reserveCapacity(entries.count)
        for entry in entries {
            starts.append(names.count)
            names.append(contentsOf: entry.name.utf8)
            folders.append(entry.isDirectory)
        }
        starts.append(names.count)
        var order = Array(entries.indices)
        names.withUnsafeBufferPointer { names in
            order.sort { i, j in
                if folders[i] != folders[j] { return folders[i] }
                let left = UnsafeBufferPointer(rebasing: names[starts[i]..<starts[i + 1]])
                let right = UnsafeBufferPointer(rebasing: names[starts[j]..<starts[j + 1]])
                if let result = NaturalOrder.compareASCII(left, right), result != .orderedSame {
                    return result == .orderedAscending
                }
                return FileEntry.browserOrder(entries[i], entries[j])
            }
        }
        return order.map { entries[$0] }
    }

    /// The items to show: hidden ones only when `showingHidden`; with search text, only items
    /// whose name contains it, ignoring case and diacritics (what iOS's search fields do).
    package func visibleEntries(showingHidden: Bool, matching search: String = "") -> [FileEntry] {
        let query = search.trimmingCharacters(in: .whitespaces)
        return allEntries.filter { entry in
            (showingHidden || !entry.isHidden)
                && (query.isEmpty
                    || entry.name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil)
        }
    }
}

/// How the browser writes sizes and dates.
package enum FileFormatting {
    /// A size the way Finder writes it: decimal units, one decimal below 10 (`"812 bytes"`,
    /// `"1.2 KB"`, `"45 KB"`, `"3.1 MB"`).
    package static func size(_ bytes: Int64) -> String {
        if bytes == 1 { return "1 byte" }
        if bytes < 1000 { return "\(bytes) bytes" }
        let units = ["KB", "MB", "GB", "TB", "PB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.5 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        if value < 9.95 {
            return String(format: "%.1f", value) + " " + units[unit]
        }
        return "\(Int(value.rounded())) \(units[unit])"
    }

    /// A count with a comma between groups of three digits (`"12,345"`), whatever the locale.
    package static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `yyyy-MM-dd HH:mm` in `timeZone`: sortable, the same width in every row, and no locale
    /// surprises in a terminal.
    package static func date(_ date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }
}

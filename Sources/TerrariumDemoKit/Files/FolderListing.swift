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
        allEntries = try DirectoryReader.entries(atPath: path).sorted(by: FileEntry.browserOrder)
    }

    /// A listing of given items, for tests and previews; they are sorted here.
    package init(path: String, entries: [FileEntry]) {
        self.path = path
        allEntries = entries.sorted(by: FileEntry.browserOrder)
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
        let sorted = entries.sorted(by: FileEntry.browserOrder)
        if Task.isCancelled {
            progress.enter(.cancelled)
            throw CancellationError()
        }
        progress.enter(.finished)
        return FolderListing(path: location.description, sortedEntries: sorted)
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

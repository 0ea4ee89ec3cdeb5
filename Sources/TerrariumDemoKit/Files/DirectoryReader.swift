import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a folder could not be listed, in words for the screen.
package struct DirectoryReadError: Error, Equatable, CustomStringConvertible {
    /// The folder that was asked for.
    package var path: String
    /// The system's reason (`strerror`).
    package var reason: String

    /// "Cannot open PATH: REASON".
    package var description: String { "Cannot open \(path): \(reason)" }
}

/// Lists folders. Read-only by construction: it opens folders with `opendir` and asks
/// `fstatat` (`lstat`, then `stat` for links) about their items, and nothing else.
///
/// Names are taken from `readdir` as bytes and given back to `fstatat` as they came, so an
/// item whose name is not UTF-8 is read as what it is (see ``FileSystemPath``).
///
/// Foundation's `contentsOfDirectory` + `attributesOfItem` would do, but builds a dictionary
/// per item; on a folder of 10,000 items that is most of the browser's first frame.
package enum DirectoryReader {
    /// The items of the folder at `path`, unsorted, hidden ones included (`.` and `..` are not).
    package static func entries(atPath path: String) throws(DirectoryReadError) -> [FileEntry] {
        try entries(at: FileSystemPath(path))
    }

    /// The items of the folder at `location`, unsorted, hidden ones included.
    package static func entries(at location: FileSystemPath) throws(DirectoryReadError) -> [FileEntry] {
        let scan = try DirectoryScan(location)
        var entries: [FileEntry] = []
        while scan.read(upTo: .max, into: &entries) {}
        return entries
    }

    /// The items of the folder at `location`, read off the main actor a batch at a time.
    ///
    /// After each batch the count goes to `progress` and the read awaits
    /// `reading.checkpoint`; it stops as soon as its task is cancelled.
    ///
    /// - Throws: ``DirectoryReadError`` if the folder cannot be opened; `CancellationError`
    ///   if the task was cancelled (`progress` then says `.cancelled`).
    @concurrent
    package static func entries(
        at location: FileSystemPath, reading: FileReading, progress: ReadProgress
    ) async throws -> [FileEntry] {
        let scan = try DirectoryScan(location)
        var entries: [FileEntry] = []
        var more = true
        while more {
            try checkCancellation(progress)
            more = scan.read(upTo: reading.batchSize, into: &entries)
            progress.update(count: entries.count)
            // A step of blocking reads at a time: let other work on the cooperative pool run.
            await Task.yield()
            await reading.checkpoint?(ReadStep(path: location.description, count: entries.count))
        }
        try checkCancellation(progress)
        return entries
    }

    /// How many items the folder at `location` holds (hidden ones included), counted off
    /// the main actor without asking about each: what a folder's preview shows.
    @concurrent
    package static func itemCount(
        at location: FileSystemPath, reading: FileReading, progress: ReadProgress
    ) async throws -> Int {
        let scan = try DirectoryScan(location)
        var count = 0
        var more = true
        while more {
            try checkCancellation(progress)
            more = scan.count(upTo: reading.batchSize, into: &count)
            progress.update(count: count)
            await Task.yield()
            await reading.checkpoint?(ReadStep(path: location.description, count: count))
        }
        try checkCancellation(progress)
        return count
    }

    /// The same count, at once (for tests and the synchronous preview).
    package static func itemCount(at location: FileSystemPath) throws(DirectoryReadError) -> Int {
        let scan = try DirectoryScan(location)
        var count = 0
        while scan.count(upTo: .max, into: &count) {}
        return count
    }

    /// What `lstat` (and `stat`, for links) says about one path.
    package static func entry(named name: String, path: String) -> FileEntry {
        let location = FileSystemPath(path)
        var info = stat()
        guard location.withCString({ lstat($0, &info) }) == 0 else {
            return FileEntry(name: name, path: path, kind: .other)
        }
        var target = stat()
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        let targetFound = isLink && location.withCString { stat($0, &target) } == 0
        var entry = FileEntry(name: name, path: path, kind: .other, isSymbolicLink: isLink)
        if !isLink || targetFound { describe(&entry, from: isLink ? target : info) }
        return entry
    }

    /// Fills in kind, size and date from what `stat` said.
    static func describe(_ entry: inout FileEntry, from info: stat) {
        entry.kind = kind(of: info.st_mode)
        entry.size = entry.kind == .file ? Int64(info.st_size) : nil
        #if canImport(Darwin)
            let seconds = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
            let seconds = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
        entry.modificationDate = Date(timeIntervalSince1970: seconds)
    }

    /// The kind a `stat` mode says.
    static func kind(of mode: mode_t) -> FileEntry.Kind {
        switch mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFREG: .file
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFIFO: .namedPipe
        case S_IFSOCK: .socket
        default: .other
        }
    }

    private static func checkCancellation(_ progress: ReadProgress) throws {
        if Task.isCancelled {
            progress.enter(.cancelled)
            throw CancellationError()
        }
    }
}

/// An open folder, read a batch of items at a time; closed when released.
final class DirectoryScan {
    #if canImport(Darwin)
        private typealias Handle = UnsafeMutablePointer<DIR>
    #else
        private typealias Handle = OpaquePointer
    #endif

    /// The folder.
    let location: FileSystemPath
    private let directory: Handle

    /// Opens the folder at `location`.
    init(_ location: FileSystemPath) throws(DirectoryReadError) {
        guard let directory = location.withCString({ opendir($0) }) else {
            throw DirectoryReadError(path: location.description, reason: String(cString: strerror(errno)))
        }
        self.location = location
        self.directory = directory
    }

    deinit { closedir(directory) }

    /// Reads up to `limit` more items into `entries`, asking `fstatat` about each.
    ///
    /// - Returns: `false` once the folder has no more items.
    func read(upTo limit: Int, into entries: inout [FileEntry]) -> Bool {
        let folder = dirfd(directory)
        var read = 0
        while read < limit {
            guard let item = readdir(directory) else { return false }
            let isItem = withName(of: item) { name -> Bool in
                guard let name else { return false }
                var entry = FileEntry(nameBytes: name, in: location, kind: .other)
                var info = stat()
                let nameStart = UnsafeRawPointer(name.baseAddress!).assumingMemoryBound(to: CChar.self)
                guard fstatat(folder, nameStart, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                    entries.append(entry)
                    return true
                }
                if info.st_mode & S_IFMT == S_IFLNK {
                    entry.isSymbolicLink = true
                    var target = stat()
                    guard fstatat(folder, nameStart, &target, 0) == 0 else {
                        entries.append(entry)
                        return true
                    }
                    info = target
                }
                DirectoryReader.describe(&entry, from: info)
                entries.append(entry)
                return true
            }
            if isItem { read += 1 }
        }
        return true
    }

    /// Counts up to `limit` more items into `count`, without asking about them.
    ///
    /// - Returns: `false` once the folder has no more items.
    func count(upTo limit: Int, into count: inout Int) -> Bool {
        var counted = 0
        while counted < limit {
            guard let item = readdir(directory) else { return false }
            if withName(of: item, { $0 != nil }) {
                count += 1
                counted += 1
            }
        }
        return true
    }

    /// Calls `body` with the item's name bytes (NUL-terminated in memory), or `nil` for `.`
    /// and `..`.
    private func withName<Result>(
        of item: UnsafeMutablePointer<dirent>, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        withUnsafePointer(to: &item.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: item.pointee.d_name)) {
                start in
                let length = strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))
                let name = UnsafeBufferPointer(start: start, count: length)
                let dot = UInt8(ascii: ".")
                if name.first == dot && (name.count == 1 || (name.count == 2 && name[1] == dot)) { return body(nil) }
                return body(name)
            }
        }
    }
}

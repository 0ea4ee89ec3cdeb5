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
/// `lstat`/`stat` about their items, and nothing else.
///
/// Foundation's `contentsOfDirectory` + `attributesOfItem` would do, but builds a dictionary
/// per item; on a folder of 10,000 items that is most of the browser's first frame.
package enum DirectoryReader {
    /// The items of the folder at `path`, unsorted, hidden ones included (`.` and `..` are not).
    package static func entries(atPath path: String) throws(DirectoryReadError) -> [FileEntry] {
        guard let directory = opendir(path) else {
            throw DirectoryReadError(path: path, reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        let base = path.hasSuffix("/") ? path : path + "/"
        var entries: [FileEntry] = []
        while let item = readdir(directory) {
            let name = withUnsafePointer(to: item.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            entries.append(entry(named: name, path: base + name))
        }
        return entries
    }

    /// What `lstat` (and `stat`, for links) says about one path.
    package static func entry(named name: String, path: String) -> FileEntry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return FileEntry(name: name, path: path, kind: .other) }
        var isLink = false
        if info.st_mode & S_IFMT == S_IFLNK {
            isLink = true
            var target = stat()
            guard stat(path, &target) == 0 else {
                return FileEntry(name: name, path: path, kind: .other, isSymbolicLink: true)
            }
            info = target
        }
        let kind: FileEntry.Kind
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .file
        default: kind = .other
        }
        #if canImport(Darwin)
            let seconds = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
            let seconds = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
        return FileEntry(
            name: name, path: path, kind: kind, isSymbolicLink: isLink,
            size: kind == .directory ? nil : Int64(info.st_size),
            modificationDate: Date(timeIntervalSince1970: seconds))
    }
}

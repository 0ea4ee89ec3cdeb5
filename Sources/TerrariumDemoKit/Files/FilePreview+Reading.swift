import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Reading an item for its preview: at once (tests) or off the main actor in steps (the app).

extension FilePreview {
    /// The preview of `entry`, read at once, at most what the limits allow. Reads only.
    package static func load(_ entry: FileEntry) -> FilePreview {
        switch entry.kind {
        case .directory:
            do {
                return .folder(itemCount: try DirectoryReader.itemCount(at: entry.systemPath), error: nil)
            } catch {
                return .folder(itemCount: nil, error: error.description)
            }
        case .file:
            switch PreviewFile.open(entry) {
            case .finished(let preview):
                return preview
            case .reading(let file):
                while file.readChunk(upTo: .max) {}
                return file.preview()
            }
        case .characterDevice, .blockDevice, .namedPipe, .socket, .other:
            return summary(of: entry)
        }
    }

    /// The preview of `entry`, read off the main actor in the steps `reading` sets: after
    /// each chunk of a file (or batch of a folder's items) the count goes to `progress`, the
    /// read awaits `reading.checkpoint`, and it stops if its task was cancelled.
    ///
    /// Devices, pipes and sockets are never opened: their preview says what they are. A file
    /// is opened non-blocking and checked with `fstat` before anything is read, so an item
    /// that became a pipe or a device since its folder was listed is not read either.
    ///
    /// - Throws: `CancellationError` when the task is cancelled (`progress` then says
    ///   `.cancelled`); other failures are previews (``unreadable(_:)``).
    @concurrent
    package static func read(_ entry: FileEntry, reading: FileReading, progress: ReadProgress) async throws
        -> FilePreview
    {
        switch entry.kind {
        case .directory:
            do {
                let count = try await DirectoryReader.itemCount(
                    at: entry.systemPath, reading: reading, progress: progress)
                progress.enter(.finished)
                return .folder(itemCount: count, error: nil)
            } catch let error as DirectoryReadError {
                return .folder(itemCount: nil, error: error.description)
            }
        case .file:
            let file: PreviewFile
            switch PreviewFile.open(entry) {
            case .finished(let preview): return preview
            case .reading(let opened): file = opened
            }
            var more = true
            while more {
                try checkCancellation(progress)
                more = file.readChunk(upTo: reading.chunkSize)
                progress.update(count: file.bytesRead)
                // A step of blocking reads at a time: let other work on the cooperative pool run.
                await Task.yield()
                await reading.checkpoint?(ReadStep(path: entry.path, count: file.bytesRead))
            }
            try checkCancellation(progress)
            let preview = file.preview()
            progress.enter(.finished)
            return preview
        case .characterDevice, .blockDevice, .namedPipe, .socket, .other:
            return summary(of: entry)
        }
    }

    /// What the browser shows for an item it does not read: devices, pipes, sockets and
    /// broken links get a summary of what they are.
    static func summary(of entry: FileEntry) -> FilePreview {
        .binary(summary: facts(about: entry, kind: entry.kindDescription))
    }

    private static func checkCancellation(_ progress: ReadProgress) throws {
        if Task.isCancelled {
            progress.enter(.cancelled)
            throw CancellationError()
        }
    }
}

/// A regular file open for its preview, read a chunk at a time up to what the preview needs
/// (512 KB of text, or a whole PNG of up to 16 MB); closed when released.
final class PreviewFile {
    /// What opening a file gave.
    enum Opening {
        /// The file is open and regular: read it.
        case reading(PreviewFile)
        /// Nothing to read: the preview says why (it could not be opened, or is not a
        /// regular file).
        case finished(FilePreview)
    }

    private let entry: FileEntry
    private let descriptor: Int32
    /// The size `fstat` gave when the file was opened.
    private let size: Int64
    private var data = Data()
    /// How many bytes the preview needs: text's limit until the first bytes show a PNG.
    private var limit = FilePreview.textByteLimit
    private var checkedSignature = false
    private var reachedEnd = false
    private var readError: String?

    /// Opens `entry` for reading, non-blocking, and asks `fstat` what it is before reading.
    static func open(_ entry: FileEntry) -> Opening {
        // O_NONBLOCK: opening a FIFO or a device that waits for a peer must not hang the read.
        let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
        #if canImport(Glibc)
            let descriptor = entry.systemPath.withCString { Glibc.open($0, flags) }
        #else
            let descriptor = entry.systemPath.withCString { Darwin.open($0, flags) }
        #endif
        guard descriptor >= 0 else {
            return .finished(.unreadable("Cannot open \(entry.path): \(String(cString: strerror(errno)))"))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            return .finished(.unreadable("Cannot read \(entry.path): \(reason)"))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            // It changed since the folder was read: say what it is now.
            var now = entry
            DirectoryReader.describe(&now, from: info)
            return .finished(FilePreview.summary(of: now))
        }
        return .reading(PreviewFile(entry: entry, descriptor: descriptor, size: Int64(info.st_size)))
    }

    private init(entry: FileEntry, descriptor: Int32, size: Int64) {
        self.entry = entry
        self.descriptor = descriptor
        self.size = size
    }

    deinit { close(descriptor) }

    /// Bytes read so far.
    var bytesRead: Int { data.count }

    /// Reads up to `maxBytes` more bytes (one or more `read(2)` calls).
    ///
    /// - Returns: `false` once the preview has what it needs, the file ended, or a read failed.
    func readChunk(upTo maxBytes: Int) -> Bool {
        var wanted = min(maxBytes, limit - data.count)
        var buffer = [UInt8](repeating: 0, count: min(wanted, 1 << 20))
        while wanted > 0, !reachedEnd, readError == nil {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, min(wanted, $0.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                readError = String(cString: strerror(errno))
            } else if count == 0 {
                reachedEnd = true
            } else {
                data.append(contentsOf: buffer[..<count])
                wanted -= count
                checkSignature()
            }
        }
        return !reachedEnd && readError == nil && data.count < limit
    }

    /// Once the first bytes are in: a PNG the preview can show is read whole; one too large
    /// stops here (its summary needs only the first bytes).
    private func checkSignature() {
        guard !checkedSignature, data.count >= FilePreview.pngSignature.count else { return }
        checkedSignature = true
        guard data.starts(with: FilePreview.pngSignature) else { return }
        limit = size <= FilePreview.imageByteLimit ? FilePreview.imageByteLimit + 1 : data.count
    }

    /// The preview of what was read.
    func preview() -> FilePreview {
        if let readError { return .unreadable("Cannot read \(entry.path): \(readError)") }
        // Stopped at the limit before the end: there is more than the preview shows.
        let truncated = !reachedEnd && (size > Int64(data.count) || size == 0)
        if data.starts(with: FilePreview.pngSignature) {
            guard !truncated, data.count <= FilePreview.imageByteLimit else {
                return .binary(
                    summary: FilePreview.facts(about: entry, kind: "PNG image (too large to preview)", head: data))
            }
            return .png(data)
        }
        if let text = FilePreview.decodeText(data, mayEndMidCharacter: truncated) {
            return FilePreview.numbered(text, truncated: truncated)
        }
        return .binary(summary: FilePreview.facts(about: entry, kind: FilePreview.kindName(of: data), head: data))
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The file a terminal session points standard output and standard error at while the screen
// is up, and the test that tells whether a stream would draw on the session's screen.

extension Platform {
    /// Whether two descriptors are the same terminal device: writing to either lands on the
    /// same screen. Compares the devices `fstat(2)` reports, so `/dev/pts/3` opened twice, or
    /// standard output and standard error of a shell's command, are the same terminal.
    static func areSameTerminal(_ first: Int32, _ second: Int32) -> Bool {
        var firstStatus = stat()
        var secondStatus = stat()
        guard isTerminal(first), isTerminal(second), fstat(first, &firstStatus) == 0,
            fstat(second, &secondStatus) == 0
        else { return false }
        return firstStatus.st_rdev == secondStatus.st_rdev
    }

    /// Opens the file captured standard output and standard error go to.
    ///
    /// With a path, the file is opened to append (created if missing) and nothing reads it
    /// back. Without one, a temporary file is made and unlinked at once, so it vanishes with
    /// the process however it ends; a second, read-only open of it keeps its own offset, which
    /// is how far its contents were already printed.
    ///
    /// - Returns: The descriptor to write through (non-inheritable until it is moved onto
    ///   the standard streams) and the reader of a temporary file, or -1.
    static func openCaptureFile(
        appendingTo path: String?
    ) throws(TerminalError) -> (writer: Int32, reader: Int32) {
        if let path {
            let writer = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard writer >= 0 else { throw .systemCallFailed("open(\(path))", errno: errno) }
            return (writer, -1)
        }
        var template = Array("\(temporaryDirectory)/terrarium-capture-XXXXXX".utf8CString)
        let writer = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard writer >= 0 else { throw .systemCallFailed("mkstemp", errno: errno) }
        let reader = template.withUnsafeBufferPointer { open($0.baseAddress!, O_RDONLY | O_CLOEXEC) }
        let openError = errno
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        guard reader >= 0 else {
            close(writer)
            throw .systemCallFailed("open", errno: openError)
        }
        // Append, whoever else writes through the standard streams (a child process inherits them).
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_APPEND)
        _ = fcntl(writer, F_SETFD, FD_CLOEXEC)
        return (writer, reader)
    }

    /// Foundation's temporary directory (`TMPDIR`, or `/tmp`), without a trailing slash.
    private static var temporaryDirectory: String {
        let directory = NSTemporaryDirectory()
        return directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    }
}

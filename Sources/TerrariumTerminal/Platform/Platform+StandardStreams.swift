// `@preconcurrency`, and no Foundation in this file (whose plain import of the C library
// would win): the C library's `stdout` is a global variable, which Swift 6 otherwise refuses
// to read.
#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

// stdio's buffers around a terminal session's capture of the standard streams.

extension Platform {
    /// Writes out what stdio buffers for every stream (`fflush(NULL)`), so that the bytes
    /// land where the descriptors point now. Not async-signal-safe.
    static func flushStandardStreams() {
        fflush(nil)
    }

    /// Makes standard output line-buffered (`setvbuf(3)`), as it is on a terminal: a stream
    /// whose buffering stdio has not chosen yet would otherwise go fully buffered on its first
    /// write into a file. Flush first.
    static func lineBufferStandardOutput() {
        _ = setvbuf(stdout, nil, _IOLBF, 0)
    }
}

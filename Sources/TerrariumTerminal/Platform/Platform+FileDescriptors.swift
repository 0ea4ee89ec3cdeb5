#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Reading and writing file descriptors, and the self-pipe the signal handlers write to.

extension Platform {
    /// Writes every byte, retrying after interruptions and partial writes, and waiting with
    /// `poll(2)` when a non-blocking descriptor is full.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fileDescriptor: Int32) throws(TerminalError) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(fileDescriptor, next, remaining)
            if written >= 0 {
                next += written
                remaining -= written
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, -1)
            default:
                throw .systemCallFailed("write", errno: errno)
            }
        }
    }

    /// Writes every byte of an array; see ``writeAll(_:to:)-(UnsafeRawBufferPointer,_)``.
    static func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32) throws(TerminalError) {
        let result: Result<Void, TerminalError> = bytes.withUnsafeBytes { buffer in
            do throws(TerminalError) {
                try writeAll(buffer, to: fileDescriptor)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Reads what is available, up to `capacity` bytes, retrying after interruptions.
    ///
    /// - Returns: The bytes read; empty at end of file. `nil` when nothing is available on a
    ///   non-blocking descriptor.
    static func readAvailable(from fileDescriptor: Int32, capacity: Int) throws(TerminalError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, capacity) }
            if count >= 0 {
                buffer.removeSubrange(count...)
                return buffer
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return nil
            default: throw .systemCallFailed("read", errno: errno)
            }
        }
    }

    /// Makes a pipe whose ends are non-blocking and closed on `exec`.
    ///
    /// - Returns: The read end and the write end.
    static func makeNonBlockingPipe() throws(TerminalError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw .systemCallFailed("pipe", errno: errno)
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Waits until one of the descriptors is readable or the timeout passes (`poll(2)`).
    ///
    /// - Parameters:
    ///   - fileDescriptors: The descriptors to watch for input.
    ///   - timeout: The longest wait in seconds; `nil` waits until input arrives.
    /// - Returns: For each descriptor, whether it is readable (or hung up).
    static func waitForInput(on fileDescriptors: [Int32], timeout: Double?) -> [Bool] {
        var descriptors = fileDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds: Int32
        if let timeout {
            // Round up, so a wait for a deadline 0.4 ms away does not wake early and spin.
            milliseconds = Int32(min(max(0, (timeout * 1000).rounded(.up)), Double(Int32.max)))
        } else {
            milliseconds = -1
        }
        let result = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        guard result > 0 else {
            return Array(repeating: false, count: fileDescriptors.count)
        }
        return descriptors.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
    }
}

import Foundation
import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// A program running on a pseudo-terminal of its own, as a terminal emulator runs one: the
/// child is a session leader whose controlling terminal, standard input, output and error are
/// the replica side; the benchmark plays the terminal on the primary side, typing keys and
/// reading what the program draws.
///
/// The child is started with `posix_spawn` (`Foundation.Process` hangs with terminals here,
/// and forking a Swift process is not safe), so the figures include what a real launch costs:
/// `exec`, dynamic loading, the runtime's start-up.
final class PseudoTerminalChild {
    let pid: pid_t
    let primary: Int32
    /// The monotonic clock, in seconds, just before `posix_spawn`.
    let spawnTime: Double
    private var exited = false

    /// Opens a pseudo-terminal of the given size and starts `executable` on it.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - arguments: Its arguments, without the program name.
    ///   - environment: Its whole environment, as `NAME=value` strings.
    ///   - columns: The terminal's width.
    ///   - rows: The terminal's height.
    init(executable: String, arguments: [String], environment: [String], columns: Int, rows: Int) throws {
        let functions = PseudoTerminalFunctions.shared
        primary = functions.open(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard primary >= 0, functions.grant(primary) == 0, functions.unlock(primary) == 0 else {
            throw BenchmarkError("no pseudo-terminal (posix_openpt: errno \(errno))")
        }
        var name = [CChar](repeating: 0, count: 256)
        guard functions.name(primary, &name, name.count) == 0 else {
            close(primary)
            throw BenchmarkError("ptsname_r failed: errno \(errno)")
        }
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // POSIX_SPAWN_SETSID (a GNU extension the Glibc module leaves out): the child leads a
        // new session, so opening the replica without O_NOCTTY makes it the controlling
        // terminal, as in a terminal emulator. glibc runs setsid before the file actions.
        let setSession: Int16 = 0x80
        posix_spawnattr_setflags(&attributes, setSession)
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: pid_t = 0
        spawnTime = Platform.monotonicSeconds()
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(primary)
            throw BenchmarkError("posix_spawn \(executable): errno \(status)")
        }
        pid = child
    }

    deinit {
        terminate()
        close(primary)
    }

    /// The environment children get: the terminal type of the render benchmarks (truecolour),
    /// and the parent's `PATH`, `HOME` and `LANG`.
    static var environment: [String] {
        var result = ["TERM=xterm-256color", "COLORTERM=truecolor"]
        for key in ["PATH", "HOME", "LANG"] {
            if let value = getenv(key) { result.append("\(key)=\(String(cString: value))") }
        }
        return result
    }

    /// This benchmark's own executable, for running it in a child mode.
    static var ownExecutable: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Terminal side

    /// Types bytes, as a terminal does when keys are pressed.
    func type(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(primary, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if errno == EAGAIN || errno == EINTR {
                var descriptor = pollfd(fd: primary, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, 100)
            } else {
                throw BenchmarkError("write to the pseudo-terminal: errno \(errno)")
            }
        }
    }

    /// Waits up to `timeout` seconds for output and returns what is available.
    ///
    /// - Returns: The bytes (empty if none came in time); `nil` once the child closed the
    ///   terminal (it exited).
    func read(timeout: Double) -> [UInt8]? {
        var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(0, (timeout * 1000).rounded(.up))))
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(primary, $0.baseAddress, $0.count) }
        if count > 0 { return Array(buffer[..<count]) }
        if count < 0 && (errno == EAGAIN || errno == EINTR) { return [] }
        return nil  // EIO: no process has the replica open any more.
    }

    /// Reads until `scanner` has seen `frames` more frame ends, or `timeout` seconds pass.
    ///
    /// - Returns: The bytes read and the clock's reading when the last frame end was read;
    ///   `nil` on timeout or exit.
    func readFrames(
        _ frames: Int = 1, scanner: inout FrameScanner, timeout: Double
    ) -> (bytes: [UInt8], time: Double)? {
        let deadline = Platform.monotonicSeconds() + timeout
        var bytes: [UInt8] = []
        var seen = 0
        while true {
            let left = deadline - Platform.monotonicSeconds()
            guard left > 0, let chunk = read(timeout: left) else { return nil }
            let now = Platform.monotonicSeconds()
            bytes += chunk
            seen += scanner.feed(chunk)
            if seen >= frames { return (bytes, now) }
        }
    }

    /// Reads and discards whatever is waiting, without blocking.
    func drain() {
        while let chunk = read(timeout: 0), !chunk.isEmpty {}
    }

    /// Ends the child with SIGTERM (its session restores the terminal first), reading its
    /// output meanwhile so that it never blocks on a full terminal, and reaps it; SIGKILL
    /// after two seconds.
    func terminate() {
        guard !exited else { return }
        kill(pid, SIGTERM)
        let deadline = Platform.monotonicSeconds() + 2
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Platform.monotonicSeconds() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            _ = read(timeout: 0.01)
        }
        exited = true
    }

    // MARK: Process figures

    /// CPU time from `/proc/<pid>/stat`: user plus system time of all threads, in clock ticks.
    func cpuTicks() -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return nil }
        return ProcessStat.cpuTicks(fromStat: stat)
    }

    /// CPU time from each thread's `/proc/<pid>/task/<tid>/schedstat`, in nanoseconds: the
    /// scheduler's own accounting, finer than the 10 ms ticks of `stat`.
    func cpuNanoseconds() -> UInt64? {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else {
            return nil
        }
        var total: UInt64 = 0
        for thread in threads {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8),
                let first = text.split(separator: " ").first, let nanoseconds = UInt64(first)
            else { return nil }
            total += nanoseconds
        }
        return total
    }

    /// Context switches of all threads (voluntary and not): about one per wake-up.
    func contextSwitches() -> Int? {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else {
            return nil
        }
        var total = 0
        for thread in threads {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/status", encoding: .utf8)
            else { return nil }
            total += ProcessStat.contextSwitches(fromStatus: text)
        }
        return total
    }
}

/// Parsing of `/proc` files.
enum ProcessStat {
    /// `utime + stime` (fields 14 and 15) of a `/proc/<pid>/stat` line. The command name
    /// (field 2) is in parentheses and may hold spaces and parentheses itself, so fields are
    /// counted from the last `)`.
    static func cpuTicks(fromStat stat: String) -> Int? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state), so utime (14) and stime (15) are fields[11] and [12].
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The sum of `voluntary_ctxt_switches` and `nonvoluntary_ctxt_switches` in a
    /// `/proc/<pid>/status`.
    static func contextSwitches(fromStatus status: String) -> Int {
        var total = 0
        for line in status.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasSuffix("ctxt_switches") else { continue }
            total += Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0
        }
        return total
    }

    /// Clock ticks per second (`sysconf(_SC_CLK_TCK)`), the unit of `stat`'s times.
    static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Counts frame ends (`CSI ?2026l`, the renderer's end of synchronized update) in a stream
/// read in chunks, including an end split between two chunks.
struct FrameScanner {
    static let frameEnd = Array("\u{1B}[?2026l".utf8)
    private var tail: [UInt8] = []

    /// Feeds the next chunk of output.
    ///
    /// - Returns: How many frames ended in it.
    mutating func feed(_ chunk: [UInt8]) -> Int {
        let marker = Self.frameEnd
        let bytes = tail + chunk
        var count = 0
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0] && bytes[index..<(index + marker.count)].elementsEqual(marker) {
                count += 1
                index += marker.count
            } else {
                index += 1
            }
        }
        // Keep what could begin a marker that the next chunk completes.
        tail = Array(bytes[max(index, bytes.count - (marker.count - 1))...])
        return count
    }
}

/// The `posix_openpt` family, looked up at run time: Glibc's Swift module leaves them out
/// (they need `_XOPEN_SOURCE`).
private struct PseudoTerminalFunctions: @unchecked Sendable {
    typealias DescriptorFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    let open: DescriptorFunction
    let grant: DescriptorFunction
    let unlock: DescriptorFunction
    let name: NameFunction

    static let shared: PseudoTerminalFunctions = {
        let library = dlopen(nil, RTLD_NOW)
        return PseudoTerminalFunctions(
            open: unsafeBitCast(dlsym(library, "posix_openpt")!, to: DescriptorFunction.self),
            grant: unsafeBitCast(dlsym(library, "grantpt")!, to: DescriptorFunction.self),
            unlock: unsafeBitCast(dlsym(library, "unlockpt")!, to: DescriptorFunction.self),
            name: unsafeBitCast(dlsym(library, "ptsname_r")!, to: NameFunction.self))
    }()
}

/// A benchmark that could not run, with the reason.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

import Glibc

@testable import TerrariumTerminal

/// A pseudo-terminal pair for tests: the driver or session runs on the `replica` side (a real
/// TTY, so raw mode and window sizes work), and the test plays the terminal on the `primary`
/// side, writing keys and reading what the program drew.
final class PseudoTerminal {
    let primary: Int32
    let replica: Int32

    /// Opens a pair with the given window size.
    ///
    /// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r` are looked up at run time: Glibc's
    /// Swift module leaves them out (they need `_XOPEN_SOURCE`).
    init(columns: Int = 80, rows: Int = 24) {
        let library = dlopen(nil, RTLD_NOW)
        typealias DescriptorFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        let open = unsafeBitCast(dlsym(library, "posix_openpt")!, to: DescriptorFunction.self)
        let grant = unsafeBitCast(dlsym(library, "grantpt")!, to: DescriptorFunction.self)
        let unlock = unsafeBitCast(dlsym(library, "unlockpt")!, to: DescriptorFunction.self)
        let name = unsafeBitCast(dlsym(library, "ptsname_r")!, to: NameFunction.self)
        primary = open(O_RDWR | O_NOCTTY)
        precondition(primary >= 0 && grant(primary) == 0 && unlock(primary) == 0, "no pseudo-terminal")
        var path = [CChar](repeating: 0, count: 256)
        precondition(name(primary, &path, path.count) == 0)
        replica = Glibc.open(path, O_RDWR | O_NOCTTY)
        precondition(replica >= 0)
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
        resize(columns: columns, rows: rows)
    }

    deinit {
        close(replica)
        close(primary)
    }

    /// Sets the window size, as a terminal emulator does when its window is resized.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    /// Types bytes, as if the user pressed keys.
    func type(_ bytes: [UInt8]) {
        try! Platform.writeAll(bytes, to: primary)
    }

    /// Everything the program wrote so far.
    func readOutput() -> [UInt8] {
        var output: [UInt8] = []
        while let chunk = try? Platform.readAvailable(from: primary, capacity: 65536), !chunk.isEmpty {
            output += chunk
        }
        return output
    }
}

import Foundation
import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#endif

// The report's file browser section: `terrarium browse` on big folders.

extension TerminalBenchmarks {
    /// Folder sizes the browser is timed on.
    static let browserFolderSizes = [100, 10_000, 100_000]

    /// Prints the file browser's start-up on folders of 100, 10,000 and 100,000 entries: the
    /// first frame, and the frame that shows the listing (the folder is read and sorted off
    /// the main actor, so the first frame comes before the rows).
    static func fileBrowserReport(_ options: ResponsivenessBenchmark.Options) {
        let size = options.sizes[0]
        guard let demo = options.demo else {
            print(
                "File browser: the demo was not found beside this executable (build the terrarium product or pass --demo PATH)"
            )
            return
        }
        print(
            """
            File browser start-up, \(size): `terrarium browse FOLDER` from just before posix_spawn to the read that returns
            the end of the first frame, and of the first frame showing the listing's first row; folders the benchmark
            makes (one item in ten a folder, the rest small files). Launches after one warm-up; spinner: launches whose
            screen said "Reading…" or "Sorting…" before the rows came.

            """)
        var rows = [
            ["entries", "made in s", "launches", "first frame ms", "listing ms (median)", "listing p95 ms", "spinner"]
        ]
        for count in browserFolderSizes {
            let folder: String
            let started = Platform.monotonicSeconds()
            do {
                folder = try makeBrowserFolder(entries: count)
            } catch {
                rows.append([grouped(count), "failed: \(error)", "", "", "", "", ""])
                continue
            }
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let made = Platform.monotonicSeconds() - started
            // A launch on 100,000 entries takes about a second: fewer of them.
            let launches = count >= 100_000 ? min(options.launches, 5) : options.launches
            do {
                let result = try ResponsivenessBenchmark.browserStartup(
                    executable: demo, folder: folder, firstRow: "item-0", size: size, launches: launches)
                rows.append([
                    grouped(count), fixed(made, 1), String(launches), fixed(result.firstFrame.median, 1),
                    fixed(result.listing.median, 1), fixed(result.listing.p95, 1),
                    "\(result.launchesWithSpinner)/\(launches)",
                ])
            } catch {
                rows.append([grouped(count), fixed(made, 1), String(launches), "failed: \(error)", "", "", ""])
            }
        }
        print(table(rows))
    }

    /// A temporary folder of `entries` items named `item-0`, `item-1` …: one in ten a folder,
    /// the rest files of a line. Made with `mkdir` and `open`/`write` (Foundation's
    /// `createFile` writes a temporary file and renames it: twice the work).
    static func makeBrowserFolder(entries: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("terrarium-browse-\(entries)-\(getpid())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for index in 0..<entries {
            let item = path + "/item-\(index)"
            if index % 10 == 0 {
                guard mkdir(item, 0o755) == 0 || errno == EEXIST else {
                    throw BenchmarkError("mkdir \(item): errno \(errno)")
                }
            } else {
                let descriptor = open(item + ".txt", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { throw BenchmarkError("open \(item).txt: errno \(errno)") }
                let line = Array("entry \(index)\n".utf8)
                _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
        }
        return path
    }
}

extension ResponsivenessBenchmark {
    struct BrowserStartupResult {
        /// Spawn to the end of the first frame.
        var firstFrame: Distribution
        /// Spawn to the end of the first frame that shows the listing's first row.
        var listing: Distribution
        /// Launches whose screen showed the reading indicator before the listing.
        var launchesWithSpinner: Int
    }

    /// Launches `terrarium browse folder` `launches` times (after one warm-up that fills the
    /// page and inode caches), each timed from just before `posix_spawn` to the end of its
    /// first frame and to the end of the frame whose bytes bring `firstRow`.
    static func browserStartup(
        executable: String, folder: String, firstRow: String, size: TerminalSize, launches: Int
    ) throws -> BrowserStartupResult {
        let marker = Array(firstRow.utf8)
        let indicators = [Array("Reading".utf8), Array("Sorting".utf8)]
        var firstFrames: [Double] = []
        var listings: [Double] = []
        var withSpinner = 0
        for index in 0...launches {
            let child = try PseudoTerminalChild(
                executable: executable, arguments: ["browse", folder], environment: PseudoTerminalChild.environment,
                columns: size.columns, rows: size.rows)
            defer { child.terminate() }
            var scanner = FrameScanner()
            guard let first = child.readFrames(scanner: &scanner, timeout: 10) else {
                throw BenchmarkError("\(executable) drew no frame within 10 s")
            }
            var bytes = first.bytes
            var listed = bytes.contains(marker) ? first.time : nil
            let deadline = Platform.monotonicSeconds() + 60
            while listed == nil {
                guard Platform.monotonicSeconds() < deadline,
                    let frame = child.readFrames(scanner: &scanner, timeout: deadline - Platform.monotonicSeconds())
                else { throw BenchmarkError("no frame showed \(firstRow) within 60 s") }
                bytes += frame.bytes
                if frame.bytes.contains(marker) { listed = frame.time }
            }
            guard index > 0, let listed else { continue }
            firstFrames.append((first.time - child.spawnTime) * 1000)
            listings.append((listed - child.spawnTime) * 1000)
            if indicators.contains(where: { bytes.contains($0) }) { withSpinner += 1 }
        }
        return BrowserStartupResult(
            firstFrame: Distribution(firstFrames), listing: Distribution(listings), launchesWithSpinner: withSpinner)
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes.
    fileprivate func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        return (0...(count - needle.count)).contains { start in
            self[start] == needle[0] && self[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}

import Foundation

/// One run of the port command: the files found at the paths, ported together, the text
/// printed (the diffs, then the summary) and whether anything was left unported.
public struct PortRun: Sendable {
    /// The files, ported.
    public var files: [PortedFile]
    /// What the command prints: each changed file's diff, then the summary.
    public var output: String
    /// Whether something could not be ported: the command then exits with 1.
    public var leftUnported: Bool

    /// Ports the Swift files at `paths` (files, or folders of them); with `write`, writes the
    /// changed files in place.
    public init(paths: [String], write: Bool) throws {
        let sources = try SourceFiles.find(paths).map { path in
            (path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        }
        files = Porter.port(sources)
        var output = ""
        for file in files where file.isChanged { output += file.diff }
        if files.contains(where: \.isChanged) { output += "\n" }
        output += Summary.make(files)
        if write {
            for file in files where file.isChanged {
                try file.ported.write(toFile: file.path, atomically: true, encoding: .utf8)
            }
            let written = files.filter(\.isChanged).count
            output += "\nWrote \(written) file\(written == 1 ? "" : "s").\n"
        }
        self.output = output
        leftUnported = files.contains { !$0.unported.isEmpty }
    }
}

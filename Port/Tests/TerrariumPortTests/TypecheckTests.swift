import Foundation
import Testing
import TerrariumPortKit

/// Type-checks Swift source against the root package's built modules with `swiftc
/// -typecheck`, in Swift 6 mode as the root package builds.
enum Typechecker {
    /// The folder of the root package's debug modules (`Terrarium.swiftmodule` and its
    /// dependencies), which `swift build` or `swift test` at the root writes.
    static var modules: URL? {
        let candidates = [".build/debug/Modules", ".build/debug"].map { Samples.repository.appendingPathComponent($0) }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("Terrarium.swiftmodule").path)
        }
    }

    /// The compiler's diagnostics for `source` (empty when it type-checks) and its status.
    static func typecheck(_ source: String, name: String) throws -> (status: Int32, output: String) {
        guard let modules else {
            Issue.record(
                """
                The root package is not built: no Terrarium.swiftmodule under .build/debug/Modules. \
                Run `swift build` (or `swift test`) at the repository root first, then this package's tests.
                """)
            return (-1, "")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-typecheck-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Each sample fails to compile on Linux as written, and still fails with only its import
/// changed (what the README promised before the port command); ported, it compiles.
@Suite(.serialized) struct TypecheckTests {
    @Test(arguments: Samples.names)
    func theSampleCompilesOnlyAfterThePort(_ name: String) throws {
        guard Typechecker.modules != nil else {
            _ = try Typechecker.typecheck("", name: name)  // records the message
            return
        }
        let sample = try Samples.sample(name)
        let asWritten = try Typechecker.typecheck(sample, name: name)
        #expect(asWritten.status != 0)
        #expect(asWritten.output.contains("no such module 'UIKit'"))

        let importChanged = sample.replacingOccurrences(of: "import UIKit", with: "import Terrarium")
        let onlyImport = try Typechecker.typecheck(importChanged, name: name)
        #expect(onlyImport.status != 0, "\(name) compiles with only its import changed")
        #expect(onlyImport.output.contains("error:"))

        let ported = Porter.port(sample, path: "\(name).swift").ported
        let after = try Typechecker.typecheck(ported, name: name)
        #expect(after.status == 0, "\(after.output)")
    }
}

import Foundation
import Testing

/// The app template `Templates/TerminalApp/` (the README's "Use Terrarium in your package")
/// keeps compiling against Terrarium's public API, and its manifest keeps parsing.
///
/// `swift build` of the template would build Terrarium and its dependencies again in the
/// template's own scratch folder: about 8 minutes on this project's 2-core machine, most of
/// CI's run again. So the test compiles the template's three targets as SwiftPM would, with
/// `swiftc`, against the modules of the root package's debug build, which `swift build` or
/// `swift test` at the root has just made (as `Port/Tests/TerrariumPortTests/PackageTests.swift`
/// does for the port's sample package), then links the template's test runner and its app
/// with the objects of that build and runs them: about 20 seconds in all.
@Suite(.serialized) struct TemplateTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let template = repository.appendingPathComponent("Templates/TerminalApp")

    /// The folder of the root package's debug modules: beside this test runner, or in
    /// `.build/debug`; nil when neither has `TerrariumTerminal.swiftmodule`.
    static let modules: URL? = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            runner.appendingPathComponent("Modules"), runner,
            repository.appendingPathComponent(".build/debug/Modules"),
            repository.appendingPathComponent(".build/debug"),
        ]
        return candidates.first { folder in
            ["Terrarium", "TerrariumTerminal", "TerrariumTesting"].allSatisfy {
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0).swiftmodule").path)
            }
        }
    }()

    /// The modules whose objects a program on TerrariumTerminal and TerrariumTesting links:
    /// theirs, Terrarium's and its dependencies' (a new dependency shows as an undefined
    /// reference when the template links).
    static let linkedModules = [
        "TerrariumTerminal", "TerrariumTesting", "Terrarium", "Cassowary", "Logging", "DequeModule", "HeapModule",
        "OrderedCollections", "InternalCollectionsUtilities", "ContainersPreview",
    ]

    /// The objects of `linkedModules` in the debug build, from each module's output file map
    /// (a folder listing would also take objects of files since renamed or deleted).
    static func objects(modules: URL) -> [String] {
        let build = modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
        return linkedModules.flatMap { module -> [String] in
            let map = build.appendingPathComponent("\(module).build/output-file-map.json")
            guard let data = try? Data(contentsOf: map),
                let entries = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return [] }
            return entries.values.compactMap { ($0 as? [String: Any])?["object"] as? String }
                .filter { FileManager.default.fileExists(atPath: $0) }.sorted()
        }
    }

    /// The template's Swift files in `folder` (relative to the template), in path order.
    static func sources(in folder: String) throws -> [String] {
        let url = template.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { url.appendingPathComponent($0).path }
    }

    @Test(
        .enabled(
            if: modules != nil,
            "the root package's debug modules are not built: run `swift build --build-tests` at the root first"))
    func theTemplateCompilesAgainstTerrarium() async throws {
        let modules = try #require(Self.modules)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-template-\(UUID())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let common = ["swiftc", "-swift-version", "6", "-I", modules.path, "-I", output.path]

        // The library target, as a module the other two import (Swift 6 mode, as the
        // manifest's `swiftLanguageModes` says).
        let library = try await run(
            common + [
                "-module-name", "AppCore", "-parse-as-library", "-emit-module", "-emit-module-path",
                output.appendingPathComponent("AppCore.swiftmodule").path, "-emit-library", "-static", "-o",
                output.appendingPathComponent("libAppCore.a").path,
            ] + Self.sources(in: "Sources/AppCore"), in: output)
        #expect(library.status == 0, "AppCore does not compile:\n\(library.output)")
        guard library.status == 0 else { return }

        let app = try await run(
            common + ["-module-name", "App", "-typecheck"] + Self.sources(in: "Sources/App"), in: output)
        #expect(app.status == 0, "App does not compile:\n\(app.output)")

        let tests = try await run(
            common + ["-module-name", "AppCoreTests", "-parse-as-library", "-typecheck"]
                + Self.sources(in: "Tests/AppCoreTests"), in: output)
        #expect(tests.status == 0, "AppCoreTests does not compile:\n\(tests.output)")
    }

    /// The template's own tests pass, run by Swift Testing's entry point as `swift test` runs
    /// them, and its app, linked, starts and explains that it needs a terminal.
    @Test(
        .enabled(
            if: modules != nil,
            "the root package's debug modules are not built: run `swift build --build-tests` at the root first"))
    func theTemplatesTestsPassAndItsAppRuns() async throws {
        let modules = try #require(Self.modules)
        let objects = Self.objects(modules: modules)
        try #require(objects.count > 100, "no objects of the debug build beside \(modules.path)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-template-\(UUID())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let common = ["swiftc", "-swift-version", "6", "-I", modules.path, "-I", output.path]
        let library = output.appendingPathComponent("libAppCore.a").path
        let built = try await run(
            common + [
                "-module-name", "AppCore", "-parse-as-library", "-emit-module", "-emit-module-path",
                output.appendingPathComponent("AppCore.swiftmodule").path, "-emit-library", "-static", "-o", library,
            ] + Self.sources(in: "Sources/AppCore"), in: output)
        try #require(built.status == 0, "AppCore does not compile:\n\(built.output)")

        // The runner SwiftPM generates for a test target on Linux, in short.
        let runner = output.appendingPathComponent("Runner.swift")
        try """
        import Foundation
        import Testing

        @main struct Runner {
            static func main() async {
                let status: CInt = await Testing.__swiftPMEntryPoint(passing: nil)
                exit(status)
            }
        }
        """.write(to: runner, atomically: true, encoding: .utf8)
        let testsExecutable = output.appendingPathComponent("AppCoreTests").path
        let linkedTests = try await run(
            common + ["-module-name", "AppCoreTests", "-parse-as-library", "-o", testsExecutable, runner.path]
                + Self.sources(in: "Tests/AppCoreTests") + [library] + objects, in: output)
        try #require(linkedTests.status == 0, "AppCoreTests does not link:\n\(linkedTests.output)")
        let tests = try await run([testsExecutable], in: output)
        #expect(tests.status == 0, "the template's tests fail:\n\(tests.output)")
        #expect(tests.output.contains("Test run with 2 tests"), "\(tests.output)")

        let appExecutable = output.appendingPathComponent("App").path
        let linkedApp = try await run(
            common + ["-module-name", "App", "-o", appExecutable] + Self.sources(in: "Sources/App") + [library]
                + objects, in: output)
        try #require(linkedApp.status == 0, "App does not link:\n\(linkedApp.output)")
        // Its standard input is a pipe, not a terminal: it says so and exits 1.
        let app = try await run([appExecutable], in: output)
        #expect(app.status == 1)
        #expect(app.output.contains("needs a terminal"), "\(app.output)")
    }

    /// A mistake in the template's sources is caught: the check is not vacuous.
    @Test(.enabled(if: modules != nil, "the root package's debug modules are not built"))
    func aBrokenSourceFails() async throws {
        let modules = try #require(Self.modules)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-template-\(UUID())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let broken = output.appendingPathComponent("Broken.swift")
        try "import Terrarium\nfunc f() { let label: UILabel = UIButton() }\n".write(
            to: broken, atomically: true, encoding: .utf8)
        let result = try await run(
            [
                "swiftc", "-swift-version", "6", "-I", modules.path, "-module-name", "Broken", "-parse-as-library",
                "-emit-module", "-emit-module-path", output.appendingPathComponent("Broken.swiftmodule").path,
                broken.path,
            ], in: output)
        #expect(result.status != 0)
        #expect(result.output.contains("error:"), "\(result.output)")
    }

    /// The manifest parses, with its path dependency found: a copy beside a link named
    /// `Terrarium` to this repository, as the manifest expects. `dump-package` reads the
    /// manifest only; it resolves and builds nothing.
    @Test func theManifestParses() async throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("terrarium-template-\(UUID())")
        let package = folder.appendingPathComponent("TerminalApp")
        try manager.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        try manager.createSymbolicLink(
            at: folder.appendingPathComponent("Terrarium"), withDestinationURL: Self.repository)
        try manager.copyItem(
            at: Self.template.appendingPathComponent("Package.swift"),
            to: package.appendingPathComponent("Package.swift"))

        let result = try await run(["swift", "package", "dump-package", "--package-path", package.path], in: folder)
        #expect(result.status == 0, "\(result.output)")
        let start = try #require(result.output.firstIndex(of: "{"), "no JSON in:\n\(result.output)")
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(result.output[start...].utf8)) as? [String: Any])
        let targets = (json["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(Set(targets) == ["App", "AppCore", "AppCoreTests"])
        // The dependency is the path the README tells a user to clone Terrarium to.
        let dependencies = "\(json["dependencies"] ?? "")"
        #expect(dependencies.contains("../Terrarium") || dependencies.contains("/Terrarium"), "\(dependencies)")
        // Each product the targets name is one the root package has.
        let products = Set(
            (json["targets"] as? [[String: Any]] ?? []).flatMap { target in
                (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
                    ($0["product"] as? [Any])?.first as? String
                }
            })
        #expect(products == ["Terrarium", "TerrariumTerminal", "TerrariumTesting"])
    }

    /// The README's section "Use Terrarium in your package" quotes the template's files as
    /// they are.
    @Test(arguments: ["Sources/App/main.swift", "Sources/AppCore/AppDelegate.swift"])
    func theReadmeQuotesTheTemplate(_ file: String) throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: Self.template.appendingPathComponent(file), encoding: .utf8)
        #expect(readme.contains("```swift\n// \(file)\n\(source)```\n"), "README.md does not quote \(file) as it is")
    }

    /// Runs `arguments` (the first found on `PATH`) in `directory`, niced; its status and output.
    ///
    /// The wait is on a Dispatch thread, not on one of Swift concurrency's few threads (two on
    /// a 2-core machine): tests running meanwhile, whose tasks need them, would starve.
    private func run(_ arguments: [String], in directory: URL) async throws -> (status: Int32, output: String) {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try Self.runBlocking(arguments, in: directory) })
            }
        }
    }

    /// Runs `arguments` and blocks until it exits.
    private static func runBlocking(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // At the lowest priority: the compiler and the linker must not take the CPU from the
        // tests running meanwhile (one waits 10 s for a background task: it timed out).
        process.arguments = ["nice", "-n", "19"] + arguments
        process.currentDirectoryURL = directory
        // Never the test's terminal, if it has one: the template's app would take it over.
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

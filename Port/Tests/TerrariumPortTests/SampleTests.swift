import Foundation
import Testing
import TerrariumPortKit

/// The samples under `Port/Samples/`, written here in the style of iOS container libraries,
/// and their ported versions, committed in the root package's demo library
/// (`Sources/TerrariumDemoKit/Ported/`), whose Ported tab shows them and whose tests drive them.
enum Samples {
    /// The repository's root: four folders up from this file.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let names = ["SideMenu", "TabPager", "Drawer"]

    static func sample(_ name: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent("Port/Samples/\(name).swift.sample"), encoding: .utf8)
    }

    static func portedPath(_ name: String) -> URL {
        repository.appendingPathComponent("Sources/TerrariumDemoKit/Ported/\(name).swift")
    }

    static func committedPort(_ name: String) throws -> String {
        try String(contentsOf: portedPath(name), encoding: .utf8)
    }
}

@Suite struct SampleTests {
    @Test(arguments: Samples.names)
    func portingTheSampleGivesTheCommittedFile(_ name: String) throws {
        let ported = Porter.port(try Samples.sample(name), path: "\(name).swift")
        #expect(ported.unported.isEmpty, "\(ported.unported)")
        let committed = try Samples.committedPort(name)
        #expect(
            ported.ported == committed,
            """
            Port/Samples/\(name).swift.sample and Sources/TerrariumDemoKit/Ported/\(name).swift are out of step; \
            refresh the latter with `swift run --package-path Port terrarium-port` on a copy of the sample
            """)
    }

    @Test(arguments: Samples.names)
    func portingTheCommittedFileChangesNothing(_ name: String) throws {
        let committed = try Samples.committedPort(name)
        let again = Porter.port(committed, path: "\(name).swift")
        #expect(!again.isChanged)
        #expect(again.changes.isEmpty && again.unported.isEmpty)
    }
}

import ArgumentParser
import TerrariumPortKit

/// `terrarium-port [--write] PATH...`: ports iOS Swift sources to Terrarium.
@main
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terrarium-port",
        abstract: "Ports Swift sources written for iOS to Terrarium.",
        discussion: """
            Rewrites, mechanically and only, what the Swift compiler rejects on Linux: \
            import UIKit, @objc and dynamic, @objc optional requirements and their call sites, \
            #selector, #keyPath, @IBOutlet and @IBAction, and key-value observers that are not responders; \
            files that saw UIKit through a framework's umbrella header get import Terrarium; classes \
            with @IBInspectable properties get the setter the storyboard loader calls. \
            Prints a unified diff and a summary; --write applies the diff. Exits with 0 when \
            everything was ported, 1 when something was left (listed under "Not ported").
            """)

    @Flag(help: "Write the ported files in place, besides printing the diff.")
    var write = false

    @Argument(help: "Swift files, or folders of them.")
    var paths: [String]

    func run() throws {
        let run = try PortRun(paths: paths, write: write)
        print(run.output, terminator: "")
        if run.leftUnported { throw ExitCode(1) }
    }
}

import ArgumentParser
import Foundation
import TerrariumPortKit

/// `terrarium-port [--write] PATH...` ports iOS Swift sources to Terrarium;
/// `terrarium-port app APP --library LIB... --output DIR` makes an Xcode app a package.
@main
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terrarium-port",
        abstract: "Ports Swift sources written for iOS to Terrarium.",
        subcommands: [PortFiles.self, PortApp.self],
        defaultSubcommand: PortFiles.self)
}

/// `terrarium-port [files] [--write] PATH...`.
struct PortFiles: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "files",
        abstract: "Ports Swift files (the default).",
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

/// `terrarium-port app APP [--library [NAME=]FOLDER]... --output DIR`.
struct PortApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Makes an Xcode app and the libraries it imports a SwiftPM package that runs in the terminal.",
        discussion: """
            Reads the app's folder (its Swift files, storyboards, xibs, asset catalogs and the \
            Info.plist that names its main storyboard or scene manifest), or an Xcode project's \
            app target (the files of its build phases and its Info.plist). Writes a package with \
            a target per library and an executable target for the app, every Swift file \
            ported (the app's with the libraries', so that protocols change with their \
            implementations), interface files as resources, and a main.swift that launches the \
            app delegate as the Info.plist says. Then: cd DIR && swift run.
            """)

    @Argument(help: "The app's folder (the one with its Info.plist and app delegate), or its MyApp.xcodeproj.")
    var app: String

    @Option(help: "With an .xcodeproj: the app target (default: the project's first application target).")
    var target: String?

    @Option(name: .customLong("library"), help: "A library the app imports: NAME=FOLDER, or a FOLDER named as its module.")
    var libraries: [String] = []

    @Option(help: "The folder to write the package to (new or empty).")
    var output: String

    @Option(help: "The app's module name (default: the app folder's name).")
    var name: String?

    @Option(help: "Terrarium: a path or a git URL (default: the checkout this command was built from).")
    var terrarium: String?

    func run() throws {
        // Port/Sources/terrarium-port/PortCommand.swift → the checkout's root.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        do {
            let libraries = libraries.map(AppPort.Library.init(argument:))
            let port =
                app.hasSuffix(".xcodeproj") || app.hasSuffix(".xcodeproj/")
                ? try AppPort(project: app, target: target, libraries: libraries, name: name, terrarium: terrarium ?? checkout)
                : try AppPort(appFolder: app, libraries: libraries, name: name, terrarium: terrarium ?? checkout)
            try port.write(to: output)
            print(port.summary, terminator: "")
            print("Wrote \(port.files.count) files to \(output). Run it: cd \(output) && swift run \(port.appName)")
            if port.ported.contains(where: { !$0.unported.isEmpty }) { throw ExitCode(1) }
        } catch let failure as AppPort.Failure {
            FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
            throw ExitCode(2)
        }
    }
}

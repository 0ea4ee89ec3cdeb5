import Foundation
import SwiftParser
import SwiftSyntax

/// `terrarium-port app`: an Xcode app's folder (its Swift files, storyboards, xibs, asset
/// catalogs and Info.plist) and the libraries it imports, made into a SwiftPM package whose
/// `swift run` shows the app in the terminal.
///
/// The package has a library target per library (its Swift files ported, its interface
/// files as resources) and an executable target for the app: its Swift files ported with the
/// libraries' (so that the app's implementations of a library's optional requirements change
/// with them), its interface files as resources, and a `main.swift` that launches the app
/// delegate as the Info.plist says (``AppPort/mainFile``). The `@UIApplicationMain` or
/// `@main` of the app delegate gives way to that file.
public struct AppPort: Sendable {
    /// A library the app imports: its module's name and its folder.
    public struct Library: Sendable, Equatable {
        /// The module name the app imports.
        public var name: String
        /// The folder of its sources (and interface files).
        public var folder: String

        /// A library named `name` whose sources are in `folder`.
        public init(name: String, folder: String) {
            self.name = name
            self.folder = folder
        }

        /// `NAME=FOLDER`, or a folder whose name (or, for a generic `Sources`, `Source` or
        /// `Classes`, its parent's) is the module's.
        public init(argument: String) {
            if let equals = argument.firstIndex(of: "="), equals != argument.startIndex {
                self.init(name: String(argument[..<equals]), folder: String(argument[argument.index(after: equals)...]))
                return
            }
            var url = URL(fileURLWithPath: argument).standardizedFileURL
            while ["Sources", "Source", "Classes", "src"].contains(url.lastPathComponent), url.pathComponents.count > 2 {
                url.deleteLastPathComponent()
            }
            self.init(name: AppPort.moduleName(url.lastPathComponent), folder: argument)
        }
    }

    /// What went wrong, named with the file it is about.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The message.
        public var description: String
    }

    /// The app's module (and executable's) name.
    public var appName: String
    /// The files of the package, by path relative to its folder, with their contents.
    public var files: [(path: String, contents: Data)]
    /// The ported Swift files, for the summary.
    public var ported: [PortedFile]
    /// What the command prints.
    public var summary: String

    /// Makes the package of the app in `appFolder` and `libraries`, depending on Terrarium at
    /// `terrarium` (a path, or a git URL).
    public init(appFolder: String, libraries: [Library], name: String? = nil, terrarium: String) throws {
        let appURL = URL(fileURLWithPath: appFolder).standardizedFileURL
        let libraryURLs = libraries.map { URL(fileURLWithPath: $0.folder).standardizedFileURL }
        let appFiles = try Self.files(in: appURL, excluding: libraryURLs)
        // Xcode 13 and later may generate the Info.plist from build settings: an app without
        // one on disk (or with an empty one) launches its delegate, which makes its window.
        let infoPlist = try Self.infoPlist(among: appFiles, in: appURL) ?? [:]
        try self.init(
            appFiles: appFiles, appURL: appURL, infoPlist: infoPlist,
            appName: name ?? Self.moduleName(appURL.lastPathComponent), appFolder: appFolder, libraries: libraries,
            terrarium: terrarium)
    }

    /// Makes the package of an app target of an Xcode project (`MyApp.xcodeproj`): the
    /// target's sources and resources as its build phases list them (files outside the app's
    /// folder included, such as a library compiled into the app), and its Info.plist
    /// (`INFOPLIST_FILE`, or the keys Xcode generates it from).
    ///
    /// - Parameter target: The target's name; the project's first application target when `nil`.
    public init(project: String, target: String?, libraries: [Library], name: String? = nil, terrarium: String) throws {
        let projectURL = URL(fileURLWithPath: project).standardizedFileURL
        let app = try XcodeProject(url: projectURL, target: target)
        try self.init(
            appFiles: app.files, appURL: projectURL.deletingLastPathComponent(), infoPlist: app.infoPlist,
            appName: name ?? Self.moduleName(app.targetName), appFolder: project, libraries: libraries,
            terrarium: terrarium)
    }

    init(
        appFiles: [URL], appURL: URL, infoPlist: [String: Any], appName: String, appFolder: String,
        libraries: [Library], terrarium: String
    ) throws {
        let libraryURLs = libraries.map { URL(fileURLWithPath: $0.folder).standardizedFileURL }
        self.appName = appName
        let libraryFiles = try libraryURLs.map { try Self.files(in: $0, excluding: []) }

        // Everything ported together: a library's @objc protocols change the app's code too.
        var sources: [(path: String, text: String)] = []
        var targetOfSource: [String] = []
        func addSources(_ list: [URL], base: URL, target: String) throws {
            for url in list where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                sources.append((path: url.path, text: text))
                targetOfSource.append(target + "/" + Self.relative(url, to: base))
            }
        }
        try addSources(appFiles, base: appURL, target: "Sources/\(appName)")
        for (index, library) in libraries.enumerated() {
            try addSources(libraryFiles[index], base: libraryURLs[index], target: "Sources/\(library.name)")
        }
        ported = Porter.port(sources)

        var files: [(path: String, contents: Data)] = []
        var appDelegate: String?
        var hasMainFile = false
        for (index, file) in ported.enumerated() {
            var text = file.ported
            if targetOfSource[index].hasPrefix("Sources/\(appName)/") {
                if let (delegateName, withoutAttribute) = Self.removingMainAttribute(from: text) {
                    appDelegate = delegateName
                    text = withoutAttribute
                }
                if targetOfSource[index] == "Sources/\(appName)/main.swift" { hasMainFile = true }
            }
            files.append((targetOfSource[index], Data(text.utf8)))
        }
        guard let appDelegate else {
            throw Failure(description: "\(appFolder): no app delegate (a class marked @UIApplicationMain or @main)")
        }
        if hasMainFile {
            throw Failure(description: "\(appFolder)/main.swift: an app with its own main.swift (UIApplicationMain(…)) is not ported yet; mark the app delegate @main instead")
        }

        // Interface files and other resources, at the top of each target's resource bundle.
        var appResources: [String] = []
        for item in Self.resources(in: appFiles, base: appURL, excluding: infoPlist) {
            let (declared, copied) = try Self.copy(item, from: appURL, to: "Resources")
            let target = "Sources/\(appName)/"
            files += copied.map { (target + $0.path, $0.contents) }
            appResources.append(declared)
        }
        var libraryResources: [[String]] = []
        for (index, url) in libraryURLs.enumerated() {
            var list: [String] = []
            for item in Self.resources(in: libraryFiles[index], base: url, excluding: nil) {
                let (declared, copied) = try Self.copy(item, from: url, to: "Resources")
                let target = "Sources/\(libraries[index].name)/"
                files += copied.map { (target + $0.path, $0.contents) }
                list.append(declared)
            }
            libraryResources.append(list)
        }

        let interface = try Self.launchInterface(infoPlist: infoPlist, appName: appName, hasResources: !appResources.isEmpty)
        files.append(("Sources/\(appName)/main.swift", Data(Self.mainFile(appName: appName, delegate: appDelegate, interface: interface).utf8)))
        files.append(("Package.swift", Data(Self.manifest(
            appName: appName, appResources: appResources, libraries: libraries.map(\.name),
            libraryResources: libraryResources, terrarium: terrarium).utf8)))
        self.files = files.sorted { $0.path < $1.path }

        let unported = ported.flatMap { file in file.unported.map { "  \(file.path):\($0.line)  \($0.reason)" } }
        var summary = "Ported \(appName) (app delegate \(appDelegate), \(interface.description))"
        summary += " with \(libraries.count) librar\(libraries.count == 1 ? "y" : "ies"): "
        summary += "\(ported.count) Swift files, \(ported.filter(\.isChanged).count) changed, "
        summary += "\(appResources.count + libraryResources.joined().count) resources.\n"
        if !unported.isEmpty { summary += "Not ported:\n" + unported.joined(separator: "\n") + "\n" }
        self.summary = summary
    }

    /// Writes the package's files under `folder`, which must not exist or be empty.
    public func write(to folder: String) throws {
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: folder), !existing.isEmpty {
            throw Failure(description: "\(folder): not empty; give a new folder for the package")
        }
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url)
        }
    }

    // MARK: The app's files

    /// The files under `folder` that belong to the app: not tests, not dependencies, not
    /// Xcode's project, not the libraries' folders; in path order.
    static func files(in folder: URL, excluding excluded: [URL]) throws -> [URL] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw Failure(description: "\(folder.path): not a folder")
        }
        let skipped: Set<String> = ["Pods", "Carthage", "build", "DerivedData"]
        var found: [URL] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isFolder {
                let standard = url.standardizedFileURL
                if name.hasPrefix(".") || skipped.contains(name) || name.hasSuffix(".xcodeproj")
                    || name.hasSuffix(".xcworkspace") || name.hasSuffix("Tests") || name.hasSuffix("UITests")
                    || excluded.contains(where: { $0.path == standard.path })
                {
                    enumerator.skipDescendants()
                    continue
                }
                // Asset catalogs and bundles are copied whole.
                if ["xcassets", "bundle"].contains(url.pathExtension) {
                    found.append(url)
                    enumerator.skipDescendants()
                }
                continue
            }
            if !name.hasPrefix(".") { found.append(url.standardizedFileURL) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The app's Info.plist: the one that says how the app launches.
    static func infoPlist(among files: [URL], in folder: URL) throws -> [String: Any]? {
        var candidates: [[String: Any]] = []
        for url in files where url.lastPathComponent == "Info.plist" {
            let data = try Data(contentsOf: url)
            guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                throw Failure(description: "\(url.path): not a property list")
            }
            candidates.append(plist)
        }
        return candidates.first { $0["UIMainStoryboardFile"] != nil || $0["UIApplicationSceneManifest"] != nil }
            ?? candidates.first { $0["CFBundleExecutable"] != nil } ?? candidates.first
    }

    /// The resource items to copy, relative to `base`: interface files, asset catalogs,
    /// localized folders' interface files, images, data; not Swift files, the Info.plist,
    /// Objective-C sources or headers.
    static func resources(in files: [URL], base: URL, excluding infoPlist: [String: Any]?) -> [String] {
        let kept: Set<String> = [
            "storyboard", "xib", "xcassets", "bundle", "json", "png", "jpg", "jpeg", "gif", "pdf", "strings",
            "plist", "ttf", "otf", "txt", "mp3", "wav", "caf",
        ]
        return files.compactMap { url in
            guard kept.contains(url.pathExtension.lowercased()) else { return nil }
            if url.lastPathComponent == "Info.plist" { return nil }
            // A launch screen is never shown in a terminal.
            if url.deletingPathExtension().lastPathComponent == "LaunchScreen" { return nil }
            return relative(url, to: base)
        }
    }

    /// Copies `item` (a file, or a folder such as an asset catalog) into `target` in the
    /// package, at the top: SwiftPM's `.copy` puts it at the top of the resource bundle, where
    /// UIKit's lookups (`UIStoryboard(name:bundle:)`, `UINib`, `UIImage(named:)`) look. A
    /// storyboard in `Base.lproj` keeps its folder.
    /// - Returns: The path to declare in the manifest and the files, relative to the target.
    static func copy(_ item: String, from base: URL, to target: String) throws
        -> (declared: String, files: [(path: String, contents: Data)])
    {
        let source = base.appendingPathComponent(item)
        let components = item.split(separator: "/")
        let keptFolder = components.count > 1 && components[components.count - 2].hasSuffix(".lproj")
            ? String(components[components.count - 2]) + "/" : ""
        let destination = target + "/" + keptFolder + source.lastPathComponent
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder)
        // A file, or a missing item, whose read throws the error to report.
        if !exists || !isFolder.boolValue { return (destination, [(destination, try Data(contentsOf: source))]) }
        var result: [(path: String, contents: Data)] = []
        let enumerator = FileManager.default.enumerator(at: source, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true else { continue }
            result.append((destination + "/" + relative(url, to: source), try Data(contentsOf: url)))
        }
        return (destination, result)
    }

    static func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent
    }

    /// A module name from a folder's: letters, digits and underscores.
    static func moduleName(_ text: String) -> String {
        let name = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    // MARK: The app delegate

    /// The app delegate's name and the text without its `@UIApplicationMain` or `@main`.
    static func removingMainAttribute(from text: String) -> (String, String)? {
        let tree = Parser.parse(source: text)
        for statement in tree.statements {
            guard let declaration = statement.item.as(ClassDeclSyntax.self) else { continue }
            for element in declaration.attributes {
                guard case .attribute(let attribute) = element,
                    ["UIApplicationMain", "main", "NSApplicationMain"].contains(attribute.attributeName.trimmedDescription)
                else { continue }
                let utf8 = Array(text.utf8)
                let before = String(decoding: utf8[..<attribute.positionAfterSkippingLeadingTrivia.utf8Offset], as: UTF8.self)
                let after = String(decoding: utf8[attribute.endPositionBeforeTrailingTrivia.utf8Offset...], as: UTF8.self)
                let indent = before.reversed().prefix { $0 == " " || $0 == "\t" }
                let rest = after.drop { $0 == " " || $0 == "\t" }
                let isAlone = rest.first == "\n" && (before.isEmpty || before.dropLast(indent.count).last == "\n")
                let edited = isAlone
                    ? before + "// terrarium-port: launched by main.swift (TerminalApplication), as UIApplicationMain did on iOS."
                        + "\n" + rest.dropFirst()
                    : before + rest
                return (declaration.name.text, edited)
            }
        }
        return nil
    }

    // MARK: Generated files

    /// What the Info.plist says the app launches with.
    struct Interface {
        var mainStoryboard: String?
        var sceneConfiguration: String?
        var sceneStoryboard: String?
        var sceneDelegate: String?
        var hasResources: Bool

        var description: String {
            if let sceneDelegate {
                return "scene delegate \(sceneDelegate)" + (sceneStoryboard.map { ", storyboard \($0)" } ?? "")
            }
            return mainStoryboard.map { "main storyboard \($0)" } ?? "no storyboard"
        }
    }

    static func launchInterface(infoPlist: [String: Any], appName: String, hasResources: Bool) throws -> Interface {
        var interface = Interface(hasResources: hasResources)
        interface.mainStoryboard = infoPlist["UIMainStoryboardFile"] as? String
        if let manifest = infoPlist["UIApplicationSceneManifest"] as? [String: Any],
            let configurations = manifest["UISceneConfigurations"] as? [String: Any],
            let application = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]],
            let first = application.first
        {
            interface.sceneConfiguration = first["UISceneConfigurationName"] as? String
            interface.sceneStoryboard = first["UISceneStoryboardFile"] as? String
            if let className = first["UISceneDelegateClassName"] as? String {
                // `$(PRODUCT_MODULE_NAME).SceneDelegate`: the class in the app's module.
                interface.sceneDelegate = className.split(separator: ".").last.map(String.init)
            }
        }
        return interface
    }

    /// The `main.swift` that launches the app: what `UIApplicationMain` did with the
    /// Info.plist.
    static func mainFile(appName: String, delegate: String, interface: Interface) -> String {
        let bundle = interface.hasResources ? "Bundle.module" : "nil"
        var arguments: [String] = []
        if let sceneDelegate = interface.sceneDelegate {
            var scene: [String] = []
            scene.append("configurationName: " + (interface.sceneConfiguration.map { "\"\($0)\"" } ?? "nil"))
            if let storyboard = interface.sceneStoryboard { scene.append("storyboardName: \"\(storyboard)\"") }
            scene.append("delegateClass: \(sceneDelegate).self")
            scene.append("makeDelegate: { \(sceneDelegate)() }")
            arguments.append("scene: .init(\n                \(scene.joined(separator: ",\n                ")))")
        } else if let storyboard = interface.mainStoryboard {
            arguments.append("mainStoryboardName: \"\(storyboard)\"")
        }
        arguments.append("bundle: \(bundle)")
        return """
            // Written by terrarium-port app: launches the app as its Info.plist says, where
            // UIApplicationMain did on iOS (see UIApplication.LaunchInterface).
            import Foundation
            import Terrarium
            import TerrariumTerminal

            // Storyboards name the app's classes without a module (customModuleProvider="target").
            UIStoryboard.registerModule("\(appName)")
            MainActor.assumeIsolated {
                TerminalApplication.main(
                    delegate: \(delegate)(),
                    interface: UIApplication.LaunchInterface(
                        \(arguments.joined(separator: ",\n            "))))
            }

            """
    }

    /// The package manifest: the libraries and the app in Swift 5 mode, as iOS code is.
    static func manifest(
        appName: String, appResources: [String], libraries: [String], libraryResources: [[String]], terrarium: String
    ) -> String {
        let isURL = terrarium.contains("://") || terrarium.hasPrefix("git@")
        let dependency = isURL
            ? ".package(url: \"\(terrarium)\", branch: \"main\")" : ".package(path: \"\(terrarium)\")"
        let terrariumPackage = isURL
            ? (URL(string: terrarium)?.deletingPathExtension().lastPathComponent ?? "Terrarium")
            : URL(fileURLWithPath: terrarium).standardizedFileURL.lastPathComponent
        func resources(_ list: [String]) -> String {
            guard !list.isEmpty else { return "" }
            return "\n            resources: [\n" + list.map { "                .copy(\"\($0)\"),\n" }.joined() + "            ],"
        }
        let terrariumProduct = ".product(name: \"Terrarium\", package: \"\(terrariumPackage)\")"
        var targets: [String] = []
        for (index, library) in libraries.enumerated() {
            targets.append(
                """
                        .target(
                            name: "\(library)",
                            dependencies: [\(terrariumProduct)],
                            path: "Sources/\(library)",\(resources(libraryResources[index]))
                            swiftSettings: [.swiftLanguageMode(.v5)]
                        ),

                """)
        }
        let libraryDependencies = libraries.map { "                \"\($0)\",\n" }.joined()
        targets.append(
            """
                    .executableTarget(
                        name: "\(appName)",
                        dependencies: [
            \(libraryDependencies)                \(terrariumProduct),
                            .product(name: "TerrariumTerminal", package: "\(terrariumPackage)"),
                        ],
                        path: "Sources/\(appName)",\(resources(appResources))
                        swiftSettings: [.swiftLanguageMode(.v5)]
                    ),

            """)
        return """
            // swift-tools-version:6.2
            // Written by terrarium-port app. `swift run \(appName)` shows the app in the terminal.
            import PackageDescription

            let package = Package(
                name: "\(appName)",
                platforms: [.macOS(.v14)],
                dependencies: [
                    \(dependency),
                ],
                targets: [
            \(targets.joined())    ]
            )

            """
    }
}

import Foundation

/// Finding a storyboard's or nib's file by name in a bundle, the one lookup behind
/// `UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)`, `Bundle.loadNibNamed(_:owner:options:)`
/// and a view controller's nib.
///
/// Where a name is looked for, in order:
///
/// 1. beside the file that names it (a storyboard reference's storyboard), at its folder's
///    root and in its `Base.lproj`;
/// 2. in the bundle given (the main bundle for `nil`), through `Bundle.url(forResource:…)`:
///    its resources and localized folders, then its `Base.lproj`, where Xcode puts them;
/// 3. when that bundle is the main bundle, in each SwiftPM resource bundle beside the
///    executable (`PACKAGE_TARGET.resources` on Linux, `PACKAGE_TARGET.bundle` on Apple
///    platforms), in name order, the same two places in each.
///
/// The third step is for libraries. On Linux `Bundle(for: SomeClass.self)` is the main
/// bundle (there is no Objective-C runtime to tell which image a class is in), so a library
/// written for iOS that finds its nibs with `Bundle(for:)` looks in the app's bundle; its
/// files are in its own target's resource bundle (declared with `.process` or `.copy` in its
/// manifest), which SwiftPM puts beside the executable. Looking there finds them, as
/// `Bundle.module` would. When two resource bundles have a file of the name, the first in
/// name order is used and a warning names both.
///
/// For each place, the extensions are tried in the order given (`nib` then `xib` for a nib,
/// so that a name looked up as a compiled nib finds the Xcode source Terrarium reads).
@MainActor
enum _InterfaceBuilderFiles {
    /// The existing files named `name` with one of `extensions`, in the order they are looked
    /// for (see the type's discussion); the caller takes the first it can read.
    static func urls(of name: String, extensions: [String], in bundle: Bundle, folder: URL?) -> [URL] {
        var found: [URL] = []
        if let folder {
            for directory in [folder, folder.appendingPathComponent("Base.lproj")] {
                for pathExtension in extensions {
                    let url = directory.appendingPathComponent("\(name).\(pathExtension)")
                    if FileManager.default.fileExists(atPath: url.path) { found.append(url) }
                }
            }
        }
        found += urls(of: name, extensions: extensions, in: bundle)
        guard bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL else { return found }
        var owners: [Bundle] = []
        for resources in resourceBundles {
            let inBundle = urls(of: name, extensions: extensions, in: resources)
            if !inBundle.isEmpty { owners.append(resources) }
            found += inBundle
        }
        if owners.count > 1 {
            let names = owners.map(\.bundleURL.lastPathComponent).joined(separator: ", ")
            MainLoop.main.logger.warning(
                "\(name) is in more than one resource bundle (\(names)); using the one in \(owners[0].bundleURL.lastPathComponent)"
            )
        }
        return found
    }

    /// The files named `name` in `bundle`: its resources (with its localized folders), then
    /// its `Base.lproj`.
    private static func urls(of name: String, extensions: [String], in bundle: Bundle) -> [URL] {
        var found: [URL] = []
        for subdirectory in [nil, "Base.lproj"] {
            for pathExtension in extensions {
                if let url = bundle.url(forResource: name, withExtension: pathExtension, subdirectory: subdirectory),
                    !found.contains(url)
                {
                    found.append(url)
                }
            }
        }
        return found
    }

    /// The SwiftPM resource bundles beside the main bundle's executable, in name order; read
    /// once, as they do not change while the program runs.
    static let resourceBundles: [Bundle] = {
        let main = Bundle.main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: main.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted().compactMap { name in
            var isDirectory: ObjCBool = false
            let url = main.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { return nil }
            return Bundle(url: url)
        }
    }()

    /// The bundle a file `urls(of:extensions:in:folder:)` found is in: the resource bundle
    /// beside the main bundle whose folder holds it, else `bundle`, the one it was looked for
    /// in. Its name says the module of the file's `customModuleProvider="target"` classes.
    static func bundle(containing url: URL, lookedIn bundle: Bundle) -> Bundle {
        let path = url.standardizedFileURL.path
        return resourceBundles.first { path.hasPrefix($0.bundleURL.standardizedFileURL.path + "/") } ?? bundle
    }

    /// `NSBundle </path> (loaded)`, the form UIKit's messages print a bundle in.
    static func describe(_ bundle: Bundle) -> String {
        "NSBundle <\(bundle.bundlePath)> (loaded)"
    }
}

import Foundation

/// The Swift files the port command works on.
public enum SourceFiles {
    /// The `.swift` files at `paths`: a file as given, a folder's files recursively, in path
    /// order (hidden folders and `.build` skipped).
    public static func find(_ paths: [String]) throws -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
            }
            if !isFolder.boolValue {
                result.append(path)
                continue
            }
            var found: [String] = []
            let enumerator = manager.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                let components = relative.split(separator: "/")
                if components.contains(where: { $0.hasPrefix(".") }) { continue }
                if relative.hasSuffix(".swift") {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            result += found.sorted()
        }
        return result
    }
}

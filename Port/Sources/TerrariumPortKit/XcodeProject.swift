import Foundation

/// An application target of an Xcode project, read from its `project.pbxproj` (an OpenStep
/// property list, which Foundation's reader reads): the files of its Sources and Resources
/// build phases, and its Info.plist.
struct XcodeProject {
    /// The target's name.
    var targetName: String
    /// Its Swift files and resources (a localized storyboard as its `Base.lproj` file), and
    /// its Info.plist file if it has one.
    var files: [URL]
    /// Its Info.plist: the file `INFOPLIST_FILE` names, with the keys of
    /// `INFOPLIST_KEY_…` settings Xcode generates one from added.
    var infoPlist: [String: Any]

    init(url: URL, target wanted: String?) throws {
        let pbxproj = url.appendingPathComponent("project.pbxproj")
        let data: Data
        do { data = try Data(contentsOf: pbxproj) } catch {
            throw AppPort.Failure(description: "\(pbxproj.path): cannot be read (\(error.localizedDescription))")
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let objects = plist["objects"] as? [String: [String: Any]],
            let rootID = plist["rootObject"] as? String, let root = objects[rootID]
        else { throw AppPort.Failure(description: "\(pbxproj.path): not an Xcode project's property list") }
        let projectFolder = url.deletingLastPathComponent()

        let targets = (root["targets"] as? [String] ?? []).compactMap { id in objects[id].map { (id, $0) } }
        let isApp = { (object: [String: Any]) in
            (object["productType"] as? String) == "com.apple.product-type.application"
        }
        guard let (_, target) = targets.first(where: { wanted == nil ? isApp($0.1) : ($0.1["name"] as? String) == wanted })
        else {
            let names = targets.compactMap { $0.1["name"] as? String }.joined(separator: ", ")
            throw AppPort.Failure(description: "\(url.path): no \(wanted.map { "target \($0)" } ?? "application target") (targets: \(names))")
        }
        targetName = target["name"] as? String ?? "App"

        // Each file's folder: its groups' paths, from the main group down.
        var parent: [String: String] = [:]
        for (id, object) in objects where object["isa"] as? String == "PBXGroup" || object["isa"] as? String == "PBXVariantGroup" {
            for child in object["children"] as? [String] ?? [] { parent[child] = id }
        }
        func path(of id: String) -> URL? {
            guard let object = objects[id] else { return nil }
            let own = object["path"] as? String
            switch object["sourceTree"] as? String {
            case "SOURCE_ROOT": return own.map { projectFolder.appendingPathComponent($0) } ?? projectFolder
            case "<absolute>": return own.map { URL(fileURLWithPath: $0) }
            case "<group>", nil:
                let base = parent[id].flatMap(path(of:)) ?? projectFolder
                return own.map { base.appendingPathComponent($0) } ?? base
            default: return nil  // BUILT_PRODUCTS_DIR, SDKROOT: not the app's files
            }
        }

        var files: [URL] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID],
                ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "")
            else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let fileRef = objects[buildFileID]?["fileRef"] as? String, let reference = objects[fileRef] else { continue }
                if reference["isa"] as? String == "PBXVariantGroup" {
                    // A localized file: its Base (or first) localization.
                    let children = (reference["children"] as? [String] ?? []).compactMap { id in path(of: id) }
                    if let chosen = children.first(where: { $0.path.contains("Base.lproj") }) ?? children.first {
                        files.append(chosen.standardizedFileURL)
                    }
                } else if let url = path(of: fileRef) {
                    files.append(url.standardizedFileURL)
                }
            }
        }

        // The build settings of the first configuration (Debug, as Xcode lists it).
        var settings: [String: Any] = [:]
        if let listID = target["buildConfigurationList"] as? String,
            let configurationID = (objects[listID]?["buildConfigurations"] as? [String])?.first
        {
            settings = objects[configurationID]?["buildSettings"] as? [String: Any] ?? [:]
        }
        var info: [String: Any] = [:]
        if let infoFile = settings["INFOPLIST_FILE"] as? String {
            let infoURL = projectFolder.appendingPathComponent(
                infoFile.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "$(PROJECT_DIR)/", with: ""))
            if let data = try? Data(contentsOf: infoURL) {
                info = (try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]) ?? [:]
                files.append(infoURL.standardizedFileURL)
            }
        }
        if let storyboard = settings["INFOPLIST_KEY_UIMainStoryboardFile"] as? String, info["UIMainStoryboardFile"] == nil {
            info["UIMainStoryboardFile"] = storyboard
        }
        if (settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] as? String) == "YES",
            info["UIApplicationSceneManifest"] == nil
        {
            // What Xcode generates: the template's scene delegate, with the main storyboard.
            var configuration: [String: Any] = [
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
            ]
            if let storyboard = info["UIMainStoryboardFile"] { configuration["UISceneStoryboardFile"] = storyboard }
            info["UIApplicationSceneManifest"] = [
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]]
            ]
        }
        self.files = files
        infoPlist = info
    }
}

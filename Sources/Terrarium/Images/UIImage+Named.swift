import Foundation

extension UIImage {
    /// Loads the image named `name` from the app's main bundle; `nil` if there is none.
    ///
    /// ```swift
    /// logoView.image = UIImage(named: "Logo")
    /// ```
    ///
    /// Looked for, in the bundle's resources and in the SwiftPM resource bundles beside it:
    /// an image set of that name in an asset catalog (`Assets.xcassets/Logo.imageset`, in any
    /// folder of the catalog), then the files `Logo.png`, `Logo@2x.png`, `Logo@3x.png`
    /// (`Logo.png` itself when the name has its extension). A file's `@2x` or the image
    /// set's `scale` sets the image's ``scale``.
    ///
    /// - Parameter name: The image's name, as in the asset catalog or the file's name.
    /// - Note: Only PNG files are read (see ``UIImage``). Asset catalogs are read as Xcode
    ///   edits them, with no compile step: copy the `.xcassets` folder as a resource
    ///   (`.copy("Assets.xcassets")` in the target). Images are not cached, as UIKit caches them.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads the image named `name` from `bundle`; `nil` if there is none. See ``init(named:)``.
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: The bundle, or `nil` for the main bundle (and the resource bundles beside it).
    ///   - traitCollection: Not used: Terrarium's screen scale is always 1, and it picks the
    ///     image set's first variant that is a PNG, 1x before 2x before 3x.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let (bitmap, scale) = UIImage._namedBitmap(name, in: bundle) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// The folders to look for named images in: the bundle's resources, and for the main
    /// bundle the SwiftPM resource bundles (`*.resources`, `*.bundle`) beside it.
    private static func _searchFolders(for bundle: Bundle?) -> [URL] {
        let bundle = bundle ?? .main
        var folders = [bundle.resourceURL ?? bundle.bundleURL]
        guard bundle === Bundle.main || bundle.bundleURL == Bundle.main.bundleURL else { return folders }
        let beside = bundle.bundleURL
        let entries = (try? FileManager.default.contentsOfDirectory(at: beside, includingPropertiesForKeys: nil)) ?? []
        for entry in entries.sorted(by: { $0.path < $1.path })
        where entry.pathExtension == "resources" || entry.pathExtension == "bundle" {
            folders.append(entry)
        }
        return folders
    }

    /// The pixels and scale of the image named `name`, from an asset catalog or a PNG file.
    static func _namedBitmap(_ name: String, in bundle: Bundle?) -> (PNGDecoder.Bitmap, CGFloat)? {
        guard !name.isEmpty else { return nil }
        for folder in _searchFolders(for: bundle) {
            if let found = _catalogBitmap(name, in: folder) ?? _fileBitmap(name, in: folder) { return found }
        }
        return nil
    }

    /// The image from a PNG file named `name` (with `@2x`/`@3x` variants) in `folder`.
    private static func _fileBitmap(_ name: String, in folder: URL) -> (PNGDecoder.Bitmap, CGFloat)? {
        let candidates: [(String, CGFloat)]
        if name.lowercased().hasSuffix(".png") {
            candidates = [(name, 1)]
        } else {
            candidates = [("\(name).png", 1), ("\(name)@2x.png", 2), ("\(name)@3x.png", 3)]
        }
        for (file, scale) in candidates {
            let url = folder.appendingPathComponent(file)
            if let data = FileManager.default.contents(atPath: url.path),
                let bitmap = try? PNGDecoder.decode(Array(data))
            {
                return (bitmap, scale)
            }
        }
        return nil
    }

    /// The image from an image set named `name` in an asset catalog (`*.xcassets`) in `folder`.
    private static func _catalogBitmap(_ name: String, in folder: URL) -> (PNGDecoder.Bitmap, CGFloat)? {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for catalog in entries.sorted(by: { $0.path < $1.path }) where catalog.pathExtension == "xcassets" {
            guard let set = _imageSet(named: name, under: catalog) else { continue }
            if let found = _bitmap(fromImageSet: set) { return found }
        }
        return nil
    }

    /// The folder `name.imageset` under `folder` or any folder inside it; a name with slashes
    /// (`Icons/star`) is a path through namespace folders.
    private static func _imageSet(named name: String, under folder: URL) -> URL? {
        let direct = folder.appendingPathComponent(name + ".imageset")
        if FileManager.default.fileExists(atPath: direct.path) { return direct }
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for entry in entries.sorted(by: { $0.path < $1.path }) where entry.pathExtension.isEmpty {
            if let found = _imageSet(named: name, under: entry) { return found }
        }
        return nil
    }

    /// The first PNG variant of an image set, 1x before 2x before 3x, by its `Contents.json`.
    private static func _bitmap(fromImageSet set: URL) -> (PNGDecoder.Bitmap, CGFloat)? {
        guard let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path),
            let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = contents["images"] as? [[String: Any]]
        else { return nil }
        let variants: [(file: String, scale: CGFloat)] = images.compactMap { image in
            guard let file = image["filename"] as? String else { return nil }
            let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1
            return (file, scale)
        }
        for variant in variants.sorted(by: { $0.scale < $1.scale }) {
            let url = set.appendingPathComponent(variant.file)
            if let data = FileManager.default.contents(atPath: url.path),
                let bitmap = try? PNGDecoder.decode(Array(data))
            {
                return (bitmap, variant.scale)
            }
        }
        return nil
    }
}

/// `#imageLiteral(resourceName: "Logo")` in ported code: the image named so in the main
/// bundle, as ``UIImage/init(named:)`` finds it.
extension UIImage: _ExpressibleByImageLiteral {
    /// Loads the image an image literal names, stopping the process if there is none.
    ///
    /// - Parameter path: The resource's name.
    /// - Note: As in UIKit, a literal naming an image that is not there is a programming
    ///   error: the process stops with a message naming it.
    public convenience init(imageLiteralResourceName path: String) {
        guard let (bitmap, scale) = UIImage._namedBitmap(path, in: nil) else {
            fatalError("#imageLiteral(resourceName: \"\(path)\"): no image of that name in the main bundle")
        }
        self.init(bitmap: bitmap, scale: scale)
    }
}

extension UIImage {
    /// The orientations of an image's pixels: how they must be turned to be seen upright.
    public enum Orientation: Int, Sendable {
        /// Upright.
        case up
        /// Turned 180°.
        case down
        /// Turned 90° counterclockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Upright, mirrored.
        case upMirrored
        /// Turned 180°, mirrored.
        case downMirrored
        /// Turned 90° counterclockwise, mirrored.
        case leftMirrored
        /// Turned 90° clockwise, mirrored.
        case rightMirrored
    }

    /// The orientation of the image's pixels: always ``Orientation/up``.
    ///
    /// - Note: Terrarium's images come from PNG files, which carry no orientation (UIKit reads
    ///   one from a JPEG's or HEIC's metadata).
    public var imageOrientation: Orientation { .up }

    /// The image as JPEG data: a bitmap image's pixels, encoded by ``JPEGEncoder``.
    ///
    /// ```swift
    /// let upload = photo.jpegData(compressionQuality: 0.8)
    /// ```
    ///
    /// - Parameter compressionQuality: From 0 (smallest) to 1 (best).
    /// - Returns: The file's bytes, or `nil` for an image with no pixels: a glyph or cells, as
    ///   for ``pngData()``.
    /// - Note: JPEG keeps no transparency: transparent pixels come out black, as in UIKit.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let bitmap else { return nil }
        return Data(JPEGEncoder.encode(bitmap, quality: Double(compressionQuality)))
    }
}

import Foundation
import Testing

@testable import Terrarium

/// `UIImage(named:in:compatibleWith:)`: asset catalogs and PNG files in a bundle.
@Suite struct NamedImageTests {
    /// A bundle folder holding `Plain.png`, `Sharp@2x.png` and an asset catalog with `Icons/Star`.
    private func makeBundle() throws -> (Bundle, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("named-images-\(UUID())")
        let catalog = folder.appendingPathComponent("Media.xcassets/Icons/Star.imageset")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let pixels = PNGDecoder.Bitmap(
            width: 2, height: 2, rgba: Array(repeating: [255, 0, 0, 255], count: 4).flatMap { $0 })
        let png = Data(PNGEncoder.encode(pixels))
        try png.write(to: folder.appendingPathComponent("Plain.png"))
        try png.write(to: folder.appendingPathComponent("Sharp@2x.png"))
        try png.write(to: catalog.appendingPathComponent("star@3x.png"))
        let contents =
            #"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"star@3x.png","idiom":"universal","scale":"3x"}]}"#
        try Data(contents.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        return (try #require(Bundle(path: folder.path)), folder)
    }

    @Test func imagesAreFoundInCatalogsAndFilesWithTheirScales() throws {
        let (bundle, folder) = try makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try #require(UIImage(named: "Plain", in: bundle, compatibleWith: nil))
        #expect(plain.scale == 1 && plain.size == CGSize(width: 2, height: 2))
        #expect(UIImage(named: "Plain.png", in: bundle, compatibleWith: nil) == plain)
        #expect(UIImage(named: "Sharp", in: bundle, compatibleWith: nil)?.scale == 2)
        let star = try #require(UIImage(named: "Star", in: bundle, compatibleWith: nil))
        #expect(star.scale == 3)
        #expect(UIImage(named: "Icons/Star", in: bundle, compatibleWith: nil) == star)
        #expect(UIImage(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func imagesAreUpright() {
        #expect(UIImage(glyph: "*").imageOrientation == .up)
    }
}

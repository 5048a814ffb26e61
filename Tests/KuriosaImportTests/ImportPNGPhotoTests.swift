import Foundation
import KuriosaStore
import Testing
@testable import KuriosaImport
import KuriosaPictures

/// docs/import.md#photos, for PNG files: the `eXIf` chunk's orientation turns the picture
/// upright, transparency lands on white, and what is sealed is a JPEG without metadata.
@Suite("PNG photos")
struct ImportPNGPhotoTests {
    /// An 80×40 PNG, left half red and right half blue.
    static func png(orientation: UInt16?, littleEndian: Bool = false) -> [UInt8] {
        PNGBuilder.png(width: 80, height: 40, orientation: orientation, littleEndianExif: littleEndian) { x, _ in
            x < 40 ? [255, 0, 0] : [0, 0, 255]
        }
    }

    @Test(arguments: [false, true])
    func orientationIsReadFromEXIfChunk(_ littleEndian: Bool) {
        for orientation in UInt16(1)...8 {
            #expect(EXIFOrientation.ofPNG(Self.png(orientation: orientation, littleEndian: littleEndian)) == Int(orientation))
        }
        #expect(EXIFOrientation.ofPNG(Self.png(orientation: nil)) == 1)
    }

    /// An `eXIf` chunk after the image data is not where the PNG extensions put it: ignored.
    @Test func eXIfAfterImageDataIsIgnored() {
        var bytes = Self.png(orientation: nil)
        let iend = PNGBuilder.chunk("IEND", [])
        bytes.removeLast(iend.count)
        bytes += PNGBuilder.chunk("eXIf", PNGBuilder.exif(orientation: 6, littleEndian: false)) + iend
        #expect(EXIFOrientation.ofPNG(bytes) == 1)
    }

    @Test(arguments: [(1, 80, 40, true), (3, 80, 40, false), (6, 40, 80, true), (8, 40, 80, false)])
    func uprightPixels(_ example: (orientation: Int, width: Int, height: Int, redFirst: Bool)) throws {
        let photo = try PhotoProcessor.prepare(bytes: Self.png(orientation: UInt16(example.orientation)), fileName: "a.png")
        #expect(photo.width == example.width && photo.height == example.height)
        let original = [UInt8](photo.original)
        #expect(original.starts(with: [0xFF, 0xD8, 0xFF]))
        let image = try JPEGCodec.decode(original)
        #expect(image.width == example.width && image.height == example.height)
        #expect((image.pixels[0] > 200 && image.pixels[2] < 60) == example.redFirst)
        #expect(!Data(photo.original).contains(Data("Exif".utf8)))
        // Smaller than 640 px: the thumbnail is not enlarged.
        let thumbnail = try JPEGCodec.decode([UInt8](photo.thumbnail))
        #expect(thumbnail.width == example.width && thumbnail.height == example.height)
    }

    @Test func transparencyBecomesWhite() throws {
        let bytes = PNGBuilder.png(width: 16, height: 16, alpha: true) { _, _ in [0, 0, 0, 0] }
        let image = try JPEGCodec.decode([UInt8](try PhotoProcessor.prepare(bytes: bytes, fileName: "clear.png").original))
        #expect(image.pixels.prefix(3).allSatisfy { $0 > 245 })
    }

    @Test func importSealsAnUprightPNG() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        try lib.writeFile("dial.png", Self.png(orientation: 6))
        var truncated = Self.png(orientation: 1)
        truncated.removeLast(30)
        try lib.writeFile("cut.png", truncated)
        let report = try lib.run("Title,Brand,Photos\nA,Omega,dial.png\nB,Rolex,cut.png\n")
        #expect(report.created.map(\.row) == [2])
        #expect(report.errors.map(\.reason) == ["unreadable_photo"])
        #expect(report.errors.map(\.text) == ["cut.png"])
        let item = try #require(try lib.items().first)
        let media = try #require(try MediaRecord.fetchAll(lib.db, itemID: item.id).first)
        #expect(media.filename == "dial.png" && media.contentType == "image/jpeg")
        #expect(media.width == 40 && media.height == 80)
        #expect(item.primaryPhotoID == media.id)
        let sealed = try lib.library.readMedia(id: media.id, kind: .original)
        #expect(Int64(sealed.count) == media.byteCount)
        let image = try JPEGCodec.decode([UInt8](sealed))
        #expect(image.width == 40 && image.height == 80)
        #expect(image.pixels[0] > 200 && image.pixels[2] < 60)
    }
}

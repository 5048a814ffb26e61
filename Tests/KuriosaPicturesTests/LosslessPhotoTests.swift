import Foundation
import KuriosaPictures
import KuriosaTestSupport
import Testing

/// Photos are stored without re-encoding (docs/pictures.md, "Photos"): the DCT coefficients
/// are those `jpegtran -copy none` keeps, turned as `jpegtran -rotate … -trim` turns them,
/// and every metadata segment but the colour profile is gone.
@Suite("Lossless photos")
struct LosslessPhotoTests {
    /// jpegtran's arguments for the transform of an EXIF orientation.
    static let jpegtranArguments: [Int: [String]] = [
        1: [], 2: ["-flip", "horizontal"], 3: ["-rotate", "180"], 4: ["-flip", "vertical"],
        5: ["-transpose"], 6: ["-rotate", "90"], 7: ["-transverse"], 8: ["-rotate", "270"],
    ]

    /// 203 × 157: not a multiple of the 16-pixel MCU, so turns trim an edge as jpegtran does.
    @Test(arguments: 1...8)
    func sameCoefficientsAsJpegtran(_ orientation: Int) throws {
        let file = try PictureSamples.jpeg(PictureSamples.quadrants(width: 203, height: 157), orientation: UInt16(orientation))
        let stored = try StoredPhoto.make(file)
        // A transpose keeps the partial blocks at the edges; every other turn cuts them.
        #expect(stored.storage == ([1, 5].contains(orientation) ? .lossless : .losslessTrimmed))
        let folder = try TestFolder.make("kuriosa-lossless")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.jpg")
        try Data(file).write(to: input)
        let reference = try PictureSamples.tool("/usr/bin/jpegtran", ["-copy", "none"] + Self.jpegtranArguments[orientation]!
                                                + (orientation == 1 ? [] : ["-trim"]) + [input.path])
        #expect(reference.status == 0)
        // Decoded with the same decoder, the pixels are the same to the bit.
        let ours = try JPEGCodec.decode(stored.original), theirs = try JPEGCodec.decode([UInt8](reference.stdout))
        #expect(ours.width == theirs.width && ours.height == theirs.height)
        #expect(ours.pixels == theirs.pixels)
        #expect(stored.width == ours.width && stored.height == ours.height)
        // No EXIF, XMP (APP1), IPTC (APP13) or comment; the colour profile (APP2) stays.
        let markers = PictureSamples.markers(stored.original)
        #expect(!markers.contains(0xE1) && !markers.contains(0xED) && !markers.contains(0xFE))
        #expect(markers.filter { $0 == 0xE2 }.count == 1)
        #expect(!Data(stored.original).contains(Data("Geneva".utf8)) && !Data(stored.original).contains(Data("Exif".utf8)))
    }

    @Test func aTurnOfAnEvenSizeIsNotTrimmed() throws {
        let file = try PictureSamples.jpeg(PictureSamples.quadrants(width: 320, height: 160), orientation: 6)
        let stored = try StoredPhoto.make(file)
        #expect(stored.storage == .lossless)
        #expect(stored.width == 160 && stored.height == 320)
        let thumbnail = try JPEGCodec.decode(stored.thumbnail)
        #expect(thumbnail.width == 160 && thumbnail.height == 320)
    }

    @Test func aPNGIsEncodedAsJPEG() throws {
        let file = try PictureSamples.jpeg(PictureSamples.quadrants(width: 64, height: 32), orientation: 1)
        let png = try PictureSamples.png(try JPEGCodec.decode(file))
        let stored = try StoredPhoto.make(png)
        guard case .reencoded = stored.storage else { Issue.record("\(stored.storage)"); return }
        #expect(PictureFormat(sniffing: stored.original) == .jpeg)
    }
}

import Foundation
import Testing
@testable import KuriosaPreviews

/// The picture pipeline on pictures made at run time: formats, transparency on white, the
/// 800 px cap, decompression bombs, and JPEG output without metadata.
@Suite("Preview pictures")
struct PictureTests {
    @Test func transparentPNGIsFlattenedOnWhiteAndScaled() throws {
        let picture = try PicturePipeline.makePreview(from: try PictureFixtures.transparentPNG())
        #expect(picture.width == 800 && picture.height == 400)
        let decoded = try PictureFixtures.decode(picture.jpeg)
        #expect(decoded.0 == 800 && decoded.1 == 400)
        #expect(PictureFixtures.near(PictureFixtures.pixel(decoded, x: 100, y: 200), [255, 255, 255]))
        #expect(PictureFixtures.near(PictureFixtures.pixel(decoded, x: 700, y: 200), [255, 0, 0], tolerance: 30))
    }

    @Test func gifGivesItsFirstFrame() throws {
        let picture = try PicturePipeline.makePreview(from: try PictureFixtures.twoFrameGIF())
        #expect(picture.width == 40 && picture.height == 20)
        let decoded = try PictureFixtures.decode(picture.jpeg)
        #expect(PictureFixtures.near(PictureFixtures.pixel(decoded, x: 3, y: 10), [255, 255, 255]), "transparent → white")
        #expect(PictureFixtures.near(PictureFixtures.pixel(decoded, x: 30, y: 10), [0, 0, 255], tolerance: 40), "first frame is blue")
    }

    @Test func webPDecodes() throws {
        let picture = try PicturePipeline.makePreview(from: try PictureFixtures.greenWebP())
        #expect(picture.width == 120 && picture.height == 80)
        let decoded = try PictureFixtures.decode(picture.jpeg)
        #expect(PictureFixtures.near(PictureFixtures.pixel(decoded, x: 60, y: 40), [0, 200, 0], tolerance: 20))
    }

    @Test func largeJPEGIsScaledTo800() throws {
        let picture = try PicturePipeline.makePreview(from: try PictureFixtures.largeJPEG())
        #expect(picture.width == 800 && picture.height == 600)
        let decoded = try PictureFixtures.decode(picture.jpeg)
        #expect(PictureFixtures.near(PictureFixtures.pixel(decoded, x: 100, y: 300), [0, 0, 0]))
        #expect(PictureFixtures.near(PictureFixtures.pixel(decoded, x: 700, y: 300), [255, 255, 255]))
    }

    @Test func bombIsRefusedBeforeDecoding() throws {
        #expect(throws: PictureError.tooManyPixels(width: 60000, height: 60000)) {
            try PicturePipeline.makePreview(from: try PictureFixtures.bombGIF())
        }
    }

    @Test func outputHasNoMetadata() throws {
        let picture = try PicturePipeline.makePreview(from: try PictureFixtures.transparentPNG())
        let markers = PictureFixtures.markers(picture.jpeg)
        // Only JFIF (APP0), tables, frame and scan headers: no EXIF/XMP (APP1), ICC (APP2), COM.
        #expect(!markers.contains(0xE1) && !markers.contains(0xE2) && !markers.contains(0xFE))
        #expect(markers.allSatisfy { $0 == 0xE0 || !(0xE1...0xEF).contains($0) })
    }

    @Test(arguments: [
        ("not a picture", PictureError.unsupported),
        ("<svg xmlns='http://www.w3.org/2000/svg'/>", PictureError.unsupported),
    ])
    func unsupportedBytes(text: String, error: PictureError) {
        #expect(throws: error) { try PicturePipeline.makePreview(from: Data(text.utf8)) }
    }

    @Test func truncatedPNGIsUndecodable() throws {
        let png = try PictureFixtures.transparentPNG()
        #expect(throws: PictureError.undecodable("png")) { try PicturePipeline.makePreview(from: png.prefix(60)) }
    }
}

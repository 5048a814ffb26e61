import CGIF
import CPango
import CWebP
import Foundation
import Testing
import KuriosaPictures

/// Pictures the tests make at run time with the same C libraries (cairo for PNG, giflib for
/// GIF, libwebp for WebP, libjpeg for JPEG), so no binary fixture is checked in.
enum PictureFixtures {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// 1000×500: the left half fully transparent, the right half opaque red.
    static func transparentPNG() throws -> Data {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1000, 500) else { throw Failure(description: "cairo") }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        cairo_set_source_rgba(cr, 1, 0, 0, 1)
        cairo_rectangle(cr, 500, 0, 500, 500)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kq-\(UUID().uuidString).png").path
        defer { unlink(path) }
        guard cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS else { throw Failure(description: "write png") }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// 40×20, two frames: the first blue with its left 10 columns transparent, the second red.
    static func twoFrameGIF() throws -> Data {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kq-\(UUID().uuidString).gif").path
        defer { unlink(path) }
        var error: Int32 = 0
        guard let gif = EGifOpenFileName(path, false, &error) else { throw Failure(description: "EGifOpenFileName \(error)") }
        var colors = [GifColorType(Red: 0, Green: 0, Blue: 255), GifColorType(Red: 255, Green: 0, Blue: 0),
                      GifColorType(Red: 0, Green: 255, Blue: 0), GifColorType(Red: 0, Green: 0, Blue: 0)]
        let map = GifMakeMapObject(4, &colors)
        defer { GifFreeMapObject(map) }
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, 40, 20, 2, 0, map) == GIF_OK else { throw Failure(description: "screen") }
        for frame in 0..<2 {
            var block = GraphicsControlBlock(DisposalMode: 1, UserInputFlag: false, DelayTime: 10,
                                             TransparentColor: frame == 0 ? 2 : -1)
            var ext = [UInt8](repeating: 0, count: 4)
            let n = EGifGCBToExtension(&block, &ext)
            guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), ext) == GIF_OK,
                  EGifPutImageDesc(gif, 0, 0, 40, 20, false, nil) == GIF_OK else { throw Failure(description: "frame") }
            for _ in 0..<20 {
                var line = (0..<40).map { x -> GifPixelType in frame == 0 ? (x < 10 ? 2 : 0) : 1 }
                guard EGifPutLine(gif, &line, 40) == GIF_OK else { throw Failure(description: "line") }
            }
        }
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw Failure(description: "close \(error)") }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The GIF above claiming a 60000×60000 screen: 3.6 gigapixels from a few hundred bytes.
    static func bombGIF() throws -> Data {
        var bytes = [UInt8](try twoFrameGIF())
        bytes[6] = 0x60; bytes[7] = 0xEA; bytes[8] = 0x60; bytes[9] = 0xEA
        return Data(bytes)
    }

    /// 120×80 lossless WebP: opaque green.
    static func greenWebP() throws -> Data {
        let rgba = [UInt8]((0..<(120 * 80)).flatMap { _ in [0, 200, 0, 255] as [UInt8] })
        var output: UnsafeMutablePointer<UInt8>?
        let size = WebPEncodeLosslessRGBA(rgba, 120, 80, 120 * 4, &output)
        guard size > 0, let output else { throw Failure(description: "WebPEncodeLosslessRGBA") }
        defer { WebPFree(output) }
        return Data(bytes: output, count: size)
    }

    /// A 1600×1200 JPEG, left half black, right half white.
    static func largeJPEG() throws -> Data {
        let rgb = [UInt8]((0..<(1600 * 1200)).flatMap { i -> [UInt8] in i % 1600 < 800 ? [0, 0, 0] : [255, 255, 255] })
        return Data(try JPEGCodec.encode(RGBImage(width: 1600, height: 1200, pixels: rgb), quality: 90))
    }

    /// Decodes a JPEG the pipeline made, for checking its pixels: (width, height, rgba).
    static func decode(_ jpeg: Data) throws -> (Int, Int, [UInt8]) {
        let image = try JPEGCodec.decode([UInt8](jpeg))
        var rgba: [UInt8] = []
        rgba.reserveCapacity(image.width * image.height * 4)
        for i in 0..<(image.width * image.height) { rgba += image.pixels[(i * 3)..<(i * 3 + 3)] + [255] }
        return (image.width, image.height, rgba)
    }

    /// The RGB of one pixel of a decoded picture.
    static func pixel(_ decoded: (Int, Int, [UInt8]), x: Int, y: Int) -> [Int] {
        let i = (y * decoded.0 + x) * 4
        return [Int(decoded.2[i]), Int(decoded.2[i + 1]), Int(decoded.2[i + 2])]
    }

    /// True when every channel is within `tolerance` of the expected value (JPEG is lossy).
    static func near(_ rgb: [Int], _ expected: [Int], tolerance: Int = 12) -> Bool {
        zip(rgb, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The JPEG markers present (APPn, COM, …), to prove there is no metadata.
    static func markers(_ jpeg: Data) -> [UInt8] {
        let b = [UInt8](jpeg)
        var i = 2
        var found: [UInt8] = []
        while i + 3 < b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            found.append(marker)
            if marker == 0xDA { break }
            i += 2 + (Int(b[i + 2]) << 8 | Int(b[i + 3]))
        }
        return found
    }
}

import CGIF
import CPNG
import CWebP
import Foundation
import KuriosaPictures

/// Large, ordinary pictures of each format, made at run time by the formats' own libraries
/// (libpng, giflib, libwebp, libjpeg): well within the caps, but long enough to decode (tens
/// to hundreds of milliseconds) that a deadline of 10 ms or a Ctrl-C lands in the middle.
enum PictureBombSamples {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static let width = 4000, height = 3000

    /// RGB with detail everywhere (a blend of gradients and a checker), so that nothing
    /// compresses to almost nothing.
    static let rgb: [UInt8] = {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 3
                pixels[i] = UInt8(truncatingIfNeeded: x * 255 / width + (x / 7 + y / 5) % 3 * 20)
                pixels[i + 1] = UInt8(truncatingIfNeeded: y * 255 / height ^ (x & 0x1F))
                pixels[i + 2] = UInt8(truncatingIfNeeded: (x * y) >> 9)
            }
        }
        return pixels
    }()

    static func bytes(_ format: PictureFormat) throws -> [UInt8] {
        switch format {
        case .jpeg: try JPEGCodec.encode(RGBImage(width: width, height: height, pixels: rgb), quality: 90)
        case .png: try png()
        case .gif: try gif()
        case .webp: try webp()
        }
    }

    static func png() throws -> [UInt8] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kq-\(UUID().uuidString).png").path
        defer { unlink(path) }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_RGB)
        guard png_image_write_to_file(&image, path, 0, rgb, 0, nil) != 0 else { throw Failure(description: "png_image_write_to_file") }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// 256 colours of a grey ramp, the red channel as the index.
    static func gif() throws -> [UInt8] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kq-\(UUID().uuidString).gif").path
        defer { unlink(path) }
        var error: Int32 = 0
        guard let gif = EGifOpenFileName(path, false, &error) else { throw Failure(description: "EGifOpenFileName \(error)") }
        var colors = (0..<256).map { GifColorType(Red: UInt8($0), Green: UInt8($0), Blue: UInt8($0)) }
        let map = GifMakeMapObject(256, &colors)
        defer { GifFreeMapObject(map) }
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) == GIF_OK,
              EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, nil) == GIF_OK else { throw Failure(description: "frame") }
        var line = [GifPixelType](repeating: 0, count: width)
        for y in 0..<height {
            for x in 0..<width { line[x] = rgb[(y * width + x) * 3] }
            guard EGifPutLine(gif, &line, Int32(width)) == GIF_OK else { throw Failure(description: "line") }
        }
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw Failure(description: "close \(error)") }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Lossy, encoded by libwebp's fastest method.
    static func webp() throws -> [UInt8] {
        var config = WebPConfig()
        var picture = WebPPicture()
        var writer = WebPMemoryWriter()
        guard WebPConfigInit(&config) != 0, WebPPictureInit(&picture) != 0 else { throw Failure(description: "WebP init") }
        config.method = 0
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        guard WebPPictureImportRGB(&picture, rgb, Int32(width * 3)) != 0 else { throw Failure(description: "WebPPictureImportRGB") }
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        picture.writer = WebPMemoryWrite
        try withUnsafeMutablePointer(to: &writer) { pointer in
            picture.custom_ptr = UnsafeMutableRawPointer(pointer)
            guard WebPEncode(&config, &picture) != 0 else { throw Failure(description: "WebPEncode \(picture.error_code)") }
        }
        return Array(UnsafeBufferPointer(start: writer.mem, count: writer.size))
    }

    /// A GIF of a 1×1 frame behind `records` empty comment extensions.
    static func gifOfManyExtensions(_ records: Int) -> [UInt8] {
        Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]
            + Array(repeating: [0x21, 0xFE, 0x00] as [UInt8], count: records).flatMap { $0 }
            + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]
    }
}

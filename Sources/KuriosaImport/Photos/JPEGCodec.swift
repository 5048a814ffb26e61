internal import CImageShims

/// JPEG through libjpeg (`CImageShims` keeps its longjmp error exit in C): decoding any
/// baseline or progressive JPEG to RGB, and encoding RGB with a JFIF header and nothing else,
/// which is how imported photos lose all their metadata.
public enum JPEGCodec {
    /// Photos larger than this are refused rather than decoded (about 400 MB of RGB).
    public static let maxPixels: UInt64 = 135_000_000

    public static func decode(_ bytes: [UInt8]) throws(PhotoError) -> RGBImage {
        var image = kq_image()
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { buffer in
            kq_jpeg_decode(buffer.baseAddress, buffer.count, KQ_JPEG_RGB, maxPixels, 0, KQ_JPEG_SCALE_EIGHTHS,
                           &image, &message, message.count)
        }
        defer { kq_image_release(&image) }
        if status == Int32(KQ_IMAGE_TOO_MANY_PIXELS) {
            throw PhotoError.unreadable("JPEG: unsupported or too large image (\(image.declared_width)x\(image.declared_height))")
        }
        guard status == Int32(KQ_IMAGE_OK), let pixels = image.pixels else { throw PhotoError.unreadable("JPEG: " + Self.text(message)) }
        let count = Int(image.width) * Int(image.height) * 3
        return RGBImage(width: Int(image.width), height: Int(image.height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }

    public static func encode(_ image: RGBImage, quality: Int32 = 90) throws(PhotoError) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = image.pixels.withUnsafeBufferPointer { buffer in
            kq_jpeg_encode(buffer.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 3), KQ_JPEG_RGB,
                           quality, 0, &out, &size, &message, message.count)
        }
        guard status == Int32(KQ_IMAGE_OK), let out else { throw PhotoError.unreadable("JPEG encoding: " + Self.text(message)) }
        defer { kq_image_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

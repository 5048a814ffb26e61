internal import CPNG

/// PNG through libpng's simplified API (no setjmp needed: errors come back as return codes).
/// Transparent parts are composed onto white, as the app shows photos.
public enum PNGDecoder {
    public static func decode(_ bytes: [UInt8]) throws(PhotoError) -> RGBImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = bytes.withUnsafeBytes { buffer in
            png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count)
        }
        guard began != 0 else { throw PhotoError.unreadable("PNG: " + message(image)) }
        defer { png_image_free(&image) }
        guard UInt64(image.width) * UInt64(image.height) <= JPEGCodec.maxPixels, image.width > 0, image.height > 0 else {
            throw PhotoError.unreadable("PNG: unsupported or too large image (\(image.width)x\(image.height))")
        }
        image.format = 2  // PNG_FORMAT_RGB (PNG_FORMAT_FLAG_COLOR), 8 bits per channel
        let width = Int(image.width), height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        var white = png_color(red: 255, green: 255, blue: 255)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, &white, buffer.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw PhotoError.unreadable("PNG: " + message(image)) }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    private static func message(_ image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

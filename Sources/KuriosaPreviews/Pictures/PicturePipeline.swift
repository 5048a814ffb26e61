internal import CImageShims
internal import CPango
import Foundation

/// Turns the bytes of a page's picture into the row's picture: decode (JPEG, PNG, the first
/// frame of a GIF, WebP) with the declared size checked first, flatten transparency onto
/// white, scale the long side down to at most 800 px with cairo's GOOD filter (a box filter
/// when shrinking, so thin lines do not alias away), and encode as JPEG with no metadata.
public enum PicturePipeline {
    public struct Limits: Sendable, Hashable {
        /// Declared width × height above this is refused before decoding.
        public var maximumPixels = 40_000_000
        /// The long side of the result.
        public var maximumLongSide = 800
        /// libjpeg quality of the result.
        public var quality = 85

        public init() {}
    }

    /// One large decode at a time: eight loads at once each holding a 160 MB bitmap would be
    /// too much for a small machine; decoding is short next to loading.
    private static let decodeLock = NSLock()

    public static func makePreview(from bytes: Data, limits: Limits = Limits()) throws(PictureError) -> PreviewPicture {
        guard let format = PictureFormat(sniffing: bytes) else { throw .unsupported }
        decodeLock.lock()
        defer { decodeLock.unlock() }
        var image = kq_image()
        let code = bytes.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return Int32(KQ_IMAGE_BAD) }
            let maxPixels = UInt64(limits.maximumPixels)
            switch format {
            case .jpeg:
                return kq_jpeg_decode(base, raw.count, KQ_JPEG_RGBA, maxPixels, Int32(limits.maximumLongSide),
                                      KQ_JPEG_SCALE_HALVES, &image, nil, 0)
            case .png: return kq_decode_png(base, raw.count, maxPixels, &image)
            case .gif: return kq_decode_gif(base, raw.count, maxPixels, &image)
            case .webp: return kq_decode_webp(base, raw.count, maxPixels, &image)
            }
        }
        defer { kq_image_release(&image) }
        switch Int(code) {
        case Int(KQ_IMAGE_OK): break
        case Int(KQ_IMAGE_TOO_MANY_PIXELS):
            throw .tooManyPixels(width: Int(image.declared_width), height: Int(image.declared_height))
        case Int(KQ_IMAGE_NO_MEMORY): throw .noMemory
        default: throw .undecodable(format.rawValue)
        }
        guard let pixels = image.pixels, image.width > 0, image.height > 0 else { throw .undecodable(format.rawValue) }
        let width = Int(image.width), height = Int(image.height)
        let rgba = UnsafeBufferPointer(start: pixels, count: width * height * 4)
        let (rgb, w, h) = try scaledRGB(rgba, width: width, height: height, longSide: limits.maximumLongSide)
        return try encode(rgb, width: w, height: h, quality: limits.quality)
    }

    /// The target size: the long side at most `longSide`, the aspect kept, never below 1 px.
    static func targetSize(width: Int, height: Int, longSide: Int) -> (Int, Int) {
        let long = max(width, height)
        guard long > longSide else { return (width, height) }
        let scale = Double(longSide) / Double(long)
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// Straight alpha over white, per channel, rounded.
    @inline(__always)
    static func overWhite(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let alpha: Int = Int(a)
        let value: Int = Int(c) * alpha + 255 * (255 - alpha) + 127
        return UInt8(value / 255)
    }

    /// Flattens onto white, then scales with cairo when the picture is too large.
    static func scaledRGB(_ rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
                          longSide: Int) throws(PictureError) -> ([UInt8], Int, Int) {
        let (tw, th) = targetSize(width: width, height: height, longSide: longSide)
        if tw == width && th == height {
            var rgb = [UInt8](repeating: 0, count: width * height * 3)
            for i in 0..<(width * height) {
                let a = rgba[i * 4 + 3]
                rgb[i * 3] = overWhite(rgba[i * 4], a)
                rgb[i * 3 + 1] = overWhite(rgba[i * 4 + 1], a)
                rgb[i * 3 + 2] = overWhite(rgba[i * 4 + 2], a)
            }
            return (rgb, width, height)
        }
        guard let source = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw .encodingFailed("cairo source surface")
        }
        defer { cairo_surface_destroy(source) }
        guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS, let sourceData = cairo_image_surface_get_data(source) else {
            throw .encodingFailed("cairo source surface \(width)×\(height)")
        }
        let sourceStride = Int(cairo_image_surface_get_stride(source))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(sourceData + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a = rgba[i + 3]
                let r: UInt32 = UInt32(overWhite(rgba[i], a)) << 16
                let g: UInt32 = UInt32(overWhite(rgba[i + 1], a)) << 8
                let b: UInt32 = UInt32(overWhite(rgba[i + 2], a))
                row[x] = 0xFF00_0000 | r | g | b
            }
        }
        cairo_surface_mark_dirty(source)
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(tw), Int32(th)) else {
            throw .encodingFailed("cairo target surface")
        }
        defer { cairo_surface_destroy(target) }
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(target) else {
            throw .encodingFailed("cairo context")
        }
        cairo_scale(cr, Double(tw) / Double(width), Double(th) / Double(height))
        cairo_set_source_surface(cr, source, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        // PAD: edge pixels are sampled from the picture, not from transparent black.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(target)
        guard status == CAIRO_STATUS_SUCCESS, let targetData = cairo_image_surface_get_data(target) else {
            throw .encodingFailed("cairo scaling")
        }
        let targetStride = Int(cairo_image_surface_get_stride(target))
        var rgb = [UInt8](repeating: 0, count: tw * th * 3)
        for y in 0..<th {
            let row = UnsafeMutableRawPointer(targetData + y * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<tw {
                let p = row[x]
                let o = (y * tw + x) * 3
                rgb[o] = UInt8((p >> 16) & 0xFF)
                rgb[o + 1] = UInt8((p >> 8) & 0xFF)
                rgb[o + 2] = UInt8(p & 0xFF)
            }
        }
        return (rgb, tw, th)
    }

    static func encode(_ rgb: [UInt8], width: Int, height: Int, quality: Int) throws(PictureError) -> PreviewPicture {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let code = rgb.withUnsafeBufferPointer { buffer in
            kq_jpeg_encode(buffer.baseAddress, Int32(width), Int32(height), Int32(width * 3), KQ_JPEG_RGB, Int32(quality),
                           1, &out, &length, nil, 0)
        }
        defer { kq_image_free(out) }
        guard code == Int32(KQ_IMAGE_OK), let out else { throw .encodingFailed("jpeg") }
        return PreviewPicture(jpeg: Data(bytes: out, count: length), width: width, height: height)
    }
}

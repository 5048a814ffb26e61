internal import CImageShims
import Foundation

/// Decodes JPEG, PNG, GIF (first frame) and WebP into a `Bitmap` on white, within bounds.
/// The one decoder of the toolkit: import, link previews and exports all come here.
public enum PictureDecoder {
    /// How a JPEG may be decoded smaller than stored (libjpeg scales while decoding: a
    /// fraction of the time and memory of a full decode).
    public enum Scaling: Sendable {
        /// The smallest n/8 that keeps the long side at least the size asked for.
        case eighths
        /// The smallest of 1/2, 1/4 and 1/8 that does (link previews' stored pictures).
        case halves
    }

    /// - Parameters:
    ///   - minLongSide: a JPEG is decoded at the smallest scale whose long side is at least
    ///     this (0: full size); other formats are always decoded at full size.
    public static func decode(_ bytes: UnsafeRawBufferPointer, bounds: PictureBounds, minLongSide: Int = 0,
                              scaling: Scaling = .eighths) throws(PictureError) -> Bitmap {
        guard let format = PictureFormat(sniffing: bytes) else { throw .unsupported }
        guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { throw .undecodable(format.rawValue) }
        var image = kq_image()
        var message = [CChar](repeating: 0, count: 200)
        let code: Int32 = bounds.withC { c in
            switch format {
            case .jpeg:
                return kq_jpeg_decode(base, bytes.count, KQ_JPEG_CAIRO_RGB24, c, Int32(clamping: minLongSide),
                                      scaling == .halves ? KQ_JPEG_SCALE_HALVES : KQ_JPEG_SCALE_EIGHTHS, &image, &message, message.count)
            case .png: return kq_decode_png(base, bytes.count, c, &image)
            case .gif: return kq_decode_gif(base, bytes.count, c, &image)
            case .webp: return kq_decode_webp(base, bytes.count, c, &image)
            }
        }
        if let error = PictureError(code: code, format: format, width: image.declared_width, height: image.declared_height,
                                    message: PictureError.text(message)) {
            kq_image_release(&image)
            throw error
        }
        guard let pixels = image.pixels, image.width > 0, image.height > 0 else {
            kq_image_release(&image)
            throw .undecodable(format.rawValue)
        }
        // A picture of few pixels but a side over cairo's limit (a 6 × 52,997 JPEG, found by
        // scripts/fuzz-pictures.sh) decodes, but no bitmap can hold it: say so, not "no memory".
        // A JPEG of that shape is still stored and thumbnailed (both scale it down first).
        guard Int(image.width) <= Bitmap.maximumSide, Int(image.height) <= Bitmap.maximumSide else {
            kq_image_release(&image)
            throw .tooManyPixels(width: Int(image.width), height: Int(image.height))
        }
        if format == .jpeg {
            guard let bitmap = Bitmap(adopting: pixels, width: Int(image.width), height: Int(image.height), stride: Int(image.stride)) else {
                kq_image_release(&image)
                throw .noMemory
            }
            return bitmap
        }
        defer { kq_image_release(&image) }
        guard let bitmap = Bitmap(width: Int(image.width), height: Int(image.height)) else { throw .noMemory }
        kq_rgba_onto_white(pixels, image.width, image.height, image.stride, bitmap.data, Int32(bitmap.stride))
        bitmap.markDirty()
        return bitmap
    }

    public static func decode(_ bytes: [UInt8], bounds: PictureBounds, minLongSide: Int = 0,
                              scaling: Scaling = .eighths) throws(PictureError) -> Bitmap {
        try withRaw(bytes) { raw throws(PictureError) in try decode(raw, bounds: bounds, minLongSide: minLongSide, scaling: scaling) }
    }

    public static func decode(_ data: Data, bounds: PictureBounds, minLongSide: Int = 0,
                              scaling: Scaling = .eighths) throws(PictureError) -> Bitmap {
        try withRaw(data) { raw throws(PictureError) in try decode(raw, bounds: bounds, minLongSide: minLongSide, scaling: scaling) }
    }

    /// `withUnsafeBytes` with a typed error.
    static func withRaw<T>(_ bytes: some ContiguousBytes, _ body: (UnsafeRawBufferPointer) throws(PictureError) -> T) throws(PictureError) -> T {
        let result: Result<T, PictureError> = bytes.withUnsafeBytes { raw in
            do throws(PictureError) { return .success(try body(raw)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Keeps glibc from unmapping and zeroing each photo's large buffers for the next photo
    /// (60 twelve-megapixel photos: 3.7 s of kernel time before, 0.15 s after). Call before a
    /// run of decodes; only the first call does anything.
    public static func keepLargeBlocks() { _ = kq_pictures_keep_large_blocks() }
}

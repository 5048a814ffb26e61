internal import CImageShims
internal import CPango
import Foundation

/// Photos as pixels, for the two places an export cannot embed the stored file as it is:
/// the detail pages of a report (originals of many megapixels are drawn from a copy about
/// 1600 px on the long side, so a report of hundreds of photos stays small) and HTML (an
/// `<img>` has no crop that prints reliably, so edited photos are sent already turned and
/// cropped). libjpeg (`CImageShims`, as for photo import and link previews) decodes straight into cairo's pixel
/// layout and encodes out of it; cairo does the scaling.
enum PhotoRaster {
    /// Larger photos are not decoded (about 540 MB of pixels).
    static let maxPixels: UInt64 = 135_000_000

    /// A JPEG at most `longSide` px on its long side. A stored JPEG that is no larger is
    /// returned as it is (never re-encoded); a larger one is decoded at a reduced size,
    /// scaled by cairo and encoded again; a PNG (a cut-out) is put on white. nil when the
    /// data cannot be read.
    static func downscaled(_ data: Data, longSide: Int, quality: Int32 = 80) -> Data? {
        if let size = PDFCanvas.jpegSize(data), max(size.width, size.height) <= longSide { return data }
        guard let source = decode(data, minLongSide: longSide) else { return nil }
        defer { cairo_surface_destroy(source) }
        let width = Double(cairo_image_surface_get_width(source))
        let height = Double(cairo_image_surface_get_height(source))
        let scale = min(1, Double(longSide) / max(width, height))
        let geometry = PhotoGeometry(width: width, height: height, rotation: 0, crop: nil)
        return render(geometry, source: source, scale: scale, quality: quality)
    }

    /// The photo turned and cropped as edited, on white, as a JPEG (for HTML).
    static func edited(_ data: Data, rotation: Int, crop: [Double]?, quality: Int32 = 85) -> Data? {
        guard let source = decode(data, minLongSide: 0) else { return nil }
        defer { cairo_surface_destroy(source) }
        let geometry = PhotoGeometry(width: Double(cairo_image_surface_get_width(source)),
                                     height: Double(cairo_image_surface_get_height(source)), rotation: rotation, crop: crop)
        return render(geometry, source: source, scale: 1, quality: quality)
    }

    /// Draws the shown part of `source` at `scale` onto a white RGB24 surface and encodes it.
    static func render(_ geometry: PhotoGeometry, source: OpaquePointer, scale: Double, quality: Int32) -> Data? {
        let width = Int32(max(1, (geometry.shownWidth * scale).rounded()))
        let height = Int32(max(1, (geometry.shownHeight * scale).rounded()))
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else { return nil }
        defer { cairo_surface_destroy(target) }
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(target) else { return nil }
        geometry.draw(source, on: cr, x: 0, y: 0, scale: scale)
        cairo_destroy(cr)
        return encode(target, quality: quality)
    }

    /// A cairo image surface holding the decoded pixels of a JPEG (decoded at the smallest
    /// size that keeps the long side at least `minLongSide`; 0: full size) or a PNG.
    static func decode(_ data: Data, minLongSide: Int) -> OpaquePointer? {
        // As for the import's photos: an insurance report of 60 twelve-megapixel photos spent
        // a quarter of its time mapping and zeroing fresh pages (2.3 s before, 1.7 s after).
        _ = kq_pictures_keep_large_blocks()
        if PDFCanvas.jpegSize(data) != nil {
            var image = kq_image()
            let status = data.withUnsafeBytes { bytes in
                kq_jpeg_decode(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, KQ_JPEG_CAIRO_RGB24,
                               maxPixels, Int32(minLongSide), KQ_JPEG_SCALE_EIGHTHS, &image, nil, 0)
            }
            defer { kq_image_release(&image) }
            guard status == Int32(KQ_IMAGE_OK), let pixels = image.pixels else { return nil }
            let height = image.height, stride = image.stride
            // Copied into a surface cairo owns, so no free function has to be attached.
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, image.width, height),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
            cairo_surface_flush(surface)
            let targetStride = Int(cairo_image_surface_get_stride(surface))
            if let target = cairo_image_surface_get_data(surface) {
                for row in 0..<Int(height) {
                    (target + row * targetStride).update(from: pixels + row * Int(stride), count: Int(stride))
                }
            }
            cairo_surface_mark_dirty(surface)
            return surface
        }
        if PDFCanvas.pngSize(data) != nil { return PNGReader(data).surface() }
        return nil
    }

    /// JPEG bytes of an RGB24 or ARGB32 image surface (alpha ignored: draw on white first).
    static func encode(_ surface: OpaquePointer, quality: Int32) -> Data? {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = kq_jpeg_encode(pixels, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                                    cairo_image_surface_get_stride(surface), KQ_JPEG_CAIRO_RGB24, quality, 0, &out, &size, nil, 0)
        guard status == Int32(KQ_IMAGE_OK), let out else { return nil }
        defer { kq_image_free(out) }
        return Data(bytes: out, count: size)
    }
}

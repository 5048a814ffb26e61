internal import CPango

/// Scales photos down with cairo (filter GOOD: a box filter when shrinking a lot, bilinear
/// otherwise), for the 640-pixel thumbnails the app shows in lists.
public enum Thumbnailer {
    public static let longSide = 640

    /// The image scaled so its long side is at most `longSide`; smaller images are kept.
    public static func thumbnail(_ image: RGBImage, longSide: Int = Thumbnailer.longSide) throws(PhotoError) -> RGBImage {
        let long = max(image.width, image.height)
        guard long > longSide else { return image }
        let scale = Double(longSide) / Double(long)
        let width = max(1, Int((Double(image.width) * scale).rounded()))
        let height = max(1, Int((Double(image.height) * scale).rounded()))
        guard let source = surface(from: image) else { throw PhotoError.unreadable("cairo could not hold the image") }
        defer { cairo_surface_destroy(source) }
        let target = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        defer { cairo_surface_destroy(target) }
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let context = cairo_create(target) else {
            throw PhotoError.unreadable("cairo could not make the thumbnail")
        }
        cairo_scale(context, Double(width) / Double(image.width), Double(height) / Double(image.height))
        cairo_set_source_surface(context, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(target)
        return pixels(of: target, width: width, height: height)
    }

    /// An RGB24 surface (one 32-bit word per pixel, x-R-G-B in native order) with the pixels.
    private static func surface(from image: RGBImage) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.pixels.withUnsafeBufferPointer { rgb in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 3
                    row[x] = 0xFF00_0000 | UInt32(rgb[i]) << 16 | UInt32(rgb[i + 1]) << 8 | UInt32(rgb[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private static func pixels(of surface: OpaquePointer?, width: Int, height: Int) -> RGBImage {
        var out = [UInt8](repeating: 0, count: width * height * 3)
        guard let data = cairo_image_surface_get_data(surface) else { return RGBImage(width: width, height: height, pixels: out) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x]
                let i = (y * width + x) * 3
                out[i] = UInt8((word >> 16) & 0xFF)
                out[i + 1] = UInt8((word >> 8) & 0xFF)
                out[i + 2] = UInt8(word & 0xFF)
            }
        }
        return RGBImage(width: width, height: height, pixels: out)
    }
}

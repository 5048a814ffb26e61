internal import CPango
#if canImport(Glibc)
import Glibc
#endif

/// Decoded pixels as every part of the pipeline takes them: opaque (transparency already on
/// white), in cairo's RGB24 layout (a native uint32 0x00RRGGBB a pixel), owned by a cairo
/// image surface, so the scaler and the PDF drawing use them without a copy.
public final class Bitmap: @unchecked Sendable {
    /// A `cairo_surface_t *` (image surface, CAIRO_FORMAT_RGB24), valid while the bitmap lives.
    /// `package`: the package's own drawing code (the PDF export) paints it directly; a C
    /// type is no part of the public API.
    package let cairoSurface: OpaquePointer
    public let width: Int
    public let height: Int

    /// The longest side cairo's image surfaces take, whatever the pixel count.
    public static let maximumSide = 32_767

    /// A white bitmap; nil when cairo cannot have one of that size.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairoSurface = surface
        self.width = width
        self.height = height
    }

    /// Takes over `pixels` (malloc'd, RGB24 rows of `width * 4` bytes), freed with the surface.
    init?(adopting pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard stride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width))),
              let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, Self.pixelsKey, pixels, { free($0) }) == CAIRO_STATUS_SUCCESS else { return nil }
        cairoSurface = surface
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(cairoSurface) }

    private nonisolated(unsafe) static let pixelsKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    var stride: Int { Int(cairo_image_surface_get_stride(cairoSurface)) }

    /// The first byte of the pixels, after cairo's pending drawing is done.
    var data: UnsafeMutablePointer<UInt8> {
        cairo_surface_flush(cairoSurface)
        return cairo_image_surface_get_data(cairoSurface)
    }

    /// Tells cairo the pixels were written directly.
    func markDirty() { cairo_surface_mark_dirty(cairoSurface) }

    /// Pixels as packed RGB, 3 bytes a pixel (for tests and comparisons).
    public var rgb: RGBImage {
        var out = [UInt8](repeating: 0, count: width * height * 3)
        let base = data, stride = self.stride
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x], i = (y * width + x) * 3
                out[i] = UInt8((word >> 16) & 0xFF)
                out[i + 1] = UInt8((word >> 8) & 0xFF)
                out[i + 2] = UInt8(word & 0xFF)
            }
        }
        return RGBImage(width: width, height: height, pixels: out)
    }

    /// A bitmap of packed RGB pixels (test fixtures, generated pictures).
    public convenience init?(_ image: RGBImage) {
        self.init(width: image.width, height: image.height)
        let base = data, stride = self.stride
        image.pixels.withUnsafeBufferPointer { rgb in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 3
                    row[x] = 0xFF00_0000 | UInt32(rgb[i]) << 16 | UInt32(rgb[i + 1]) << 8 | UInt32(rgb[i + 2])
                }
            }
        }
        markDirty()
    }
}

internal import CPango
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension PDFCanvas {
    /// Draws a photo fitted into a box, turned and cropped as the person edited it, on white.
    /// A JPEG is embedded exactly as stored (cairo's JPEG MIME data, no re-encoding); the
    /// pixel surface behind it is never written to the PDF, so it is left blank instead of
    /// decoding the file. PNG files (cut-outs) are decoded by KuriosaPictures. Anything else is skipped.
    /// With `draw` false only the height is worked out, from the file's header.
    /// - Returns: the height drawn, 0 when the photo cannot be shown.
    @discardableResult
    func image(_ data: Data, media: ExportMedia, x: Double, y: Double, maxWidth: Double, maxHeight: Double, draw: Bool = true) -> Double {
        guard let size = Self.jpegSize(data) ?? Self.pngSize(data), size.width > 0, size.height > 0 else {
            undrawn.insert(media.id)
            return 0
        }
        let geometry = PhotoGeometry(width: Double(size.width), height: Double(size.height), rotation: media.rotation, crop: media.crop)
        let scale = geometry.scale(fitting: maxWidth, maxHeight)
        guard draw && !suppressed else { return geometry.shownHeight * scale }
        guard let source = Self.imageSurface(data) else {
            undrawn.insert(media.id)
            return 0
        }
        defer { cairo_surface_destroy(source) }
        geometry.draw(source, on: cr, x: x, y: y, scale: scale)
        return geometry.shownHeight * scale
    }

    /// The width a photo takes when fitted into a box (for laying out a row of photos).
    func imageWidth(_ data: Data, media: ExportMedia, maxWidth: Double, maxHeight: Double) -> Double {
        guard let size = Self.jpegSize(data) ?? Self.pngSize(data), size.width > 0, size.height > 0 else {
            undrawn.insert(media.id)
            return 0
        }
        let geometry = PhotoGeometry(width: Double(size.width), height: Double(size.height), rotation: media.rotation, crop: media.crop)
        return geometry.shownWidth * geometry.scale(fitting: maxWidth, maxHeight)
    }

    /// cairo's image surfaces take at most 32,767 px a side; the round limit below it is the
    /// one `kuriosa check` holds stored pictures to (`StoredPictureCheck`).
    static let maximumSide = 30_000

    /// A cairo image surface for a JPEG (blank pixels, the file attached as MIME data) or a PNG.
    static func imageSurface(_ data: Data) -> OpaquePointer? {
        if let size = jpegSize(data) {
            guard size.width > 0, size.height > 0, size.width < maximumSide, size.height < maximumSide,
                  let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width), Int32(size.height)) else { return nil }
            guard let copy = malloc(data.count) else { cairo_surface_destroy(surface); return nil }
            data.withUnsafeBytes { bytes in
                if let base = bytes.baseAddress { copy.copyMemory(from: base, byteCount: bytes.count) }
            }
            let status = cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_JPEG, copy.assumingMemoryBound(to: UInt8.self),
                                                     UInt(data.count), { free($0) }, copy)
            guard status == CAIRO_STATUS_SUCCESS else { free(copy); cairo_surface_destroy(surface); return nil }
            return surface
        }
        if pngSize(data) != nil {
            return PhotoRaster.surface(data)
        }
        return nil
    }

    /// Width and height from a JPEG's frame header (SOF0–SOF15 but DHT, JPG, DAC); nil when
    /// the data is not a JPEG cairo can embed.
    static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data.prefix(256 * 1024))
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(b[i + 5]) << 8 | Int(b[i + 6])
                let width = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return (width, height)
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data.prefix(24))
        guard b.count == 24, b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        let w = Int(b[16]) << 24 | Int(b[17]) << 16 | Int(b[18]) << 8 | Int(b[19])
        let h = Int(b[20]) << 24 | Int(b[21]) << 16 | Int(b[22]) << 8 | Int(b[23])
        return (w, h)
    }
}

internal import CImageShims
import Foundation

extension StoredPhoto {
    /// A photo decoded and encoded again (quality 92) with its thumbnail, in as little memory
    /// as its orientation allows (docs/pictures.md, "Memory"): an upright or mirrored
    /// baseline JPEG row by row (`kq_jpeg_reencode_rows`); otherwise decoded whole, packed (JPEG 3 bytes a
    /// pixel, PNG, GIF and WebP 4), and written turned upright row by row (`kq_encode_oriented`), never
    /// as an upright copy beside the decoded one.
    static func reencoded(_ bytes: [UInt8], orientation: Int, bounds: PictureBounds, why: String) throws(PictureError) -> StoredPhoto {
        guard let format = PictureFormat(sniffing: bytes) else { throw .unsupported }
        let clock = PhotoClock(bounds)
        var message = [CChar](repeating: 0, count: 200)
        if format == .jpeg && orientation <= 2 {
            if let rows = try written(format: format, why: why, bytes: bytes, { jpeg, size, small in
                bounds.withC { c in
                    bytes.withUnsafeBufferPointer {
                        kq_jpeg_reencode_rows($0.baseAddress, $0.count, orientation == 2 ? 1 : 0, c, Int32(originalQuality), Int32(thumbnailLongSide),
                                              &jpeg, &size, &small, &message, message.count)
                    }
                }
            }, message: { message }) { return rows }
        }
        var image = kq_image()
        let code = clock.remaining.withC { c in
            bytes.withUnsafeBufferPointer {
                switch format {
                case .jpeg: kq_jpeg_decode($0.baseAddress, $0.count, KQ_JPEG_RGB, c, 0, KQ_JPEG_SCALE_EIGHTHS, &image, &message, message.count)
                case .png: kq_decode_png($0.baseAddress, $0.count, c, &image)
                case .gif: kq_decode_gif($0.baseAddress, $0.count, c, &image)
                case .webp: kq_decode_webp($0.baseAddress, $0.count, c, &image)
                }
            }
        }
        defer { kq_image_release(&image) }
        if let error = PictureError(code: code, format: format, width: image.declared_width, height: image.declared_height,
                                    message: PictureError.text(message)) { throw error }
        guard let pixels = image.pixels else { throw .undecodable(format.rawValue) }
        try clock.check()
        let left = clock.remaining
        let stored = try written(format: format, why: why, bytes: bytes, { jpeg, size, small in
            let code = left.withC { c in
                kq_encode_oriented(pixels, image.width, image.height, format == .jpeg ? 3 : 4, Int32(orientation), c,
                                   Int32(originalQuality), Int32(thumbnailLongSide), &jpeg, &size, &small, &message, message.count)
            }
            // The decoded picture is not needed once written: freed before the copies below.
            kq_image_release(&image)
            return code
        }, message: { message })
        guard let stored else { throw .undecodable(format.rawValue) }
        return stored
    }

    /// Runs one of the shims that write the JPEG and the shrunk copy (`kq_png_to_jpeg`,
    /// `kq_jpeg_reencode_rows`, `kq_encode_oriented`), and makes the stored photo of what it
    /// gave; nil when the shim does not take this file (KQ_IMAGE_UNSUPPORTED).
    static func written(format: PictureFormat, why: String, bytes: [UInt8],
                                _ shim: (inout UnsafeMutablePointer<UInt8>?, inout Int, inout kq_image) -> Int32,
                                message: () -> [CChar]) throws(PictureError) -> StoredPhoto? {
        var jpeg: UnsafeMutablePointer<UInt8>?
        var size = 0
        var small = kq_image()
        let code = shim(&jpeg, &size, &small)
        defer { if let jpeg { kq_image_free(jpeg) } }
        if code == Int32(KQ_IMAGE_UNSUPPORTED) { return nil }
        if let error = PictureError(code: code, format: format, width: small.declared_width, height: small.declared_height,
                                    message: PictureError.text(message())) {
            kq_image_release(&small)
            throw error
        }
        guard let jpeg, let pixels = small.pixels,
              let shrunk = Bitmap(adopting: pixels, width: Int(small.width), height: Int(small.height), stride: Int(small.stride)) else {
            kq_image_release(&small)
            throw .noMemory
        }
        let thumbnail = try PictureScaler.scaled(shrunk, longSide: thumbnailLongSide)
        let encoded = Array(UnsafeBufferPointer(start: jpeg, count: size))
        // The pixels are still in the file's colour space: its profile goes with them.
        return StoredPhoto(original: JPEGMarkers.inserting(JPEGMarkers.iccSegments(bytes), into: encoded),
                           thumbnail: try JPEGCodec.encode(thumbnail, quality: thumbnailQuality),
                           width: Int(small.declared_width), height: Int(small.declared_height), storage: .reencoded(why))
    }
}

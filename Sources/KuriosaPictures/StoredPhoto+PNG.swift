internal import CImageShims
import Foundation

extension StoredPhoto {
    /// An upright, non-interlaced PNG streamed row by row into its JPEG and a shrunk copy for
    /// the thumbnail (`kq_png_to_jpeg`): memory is a few rows and the outputs, where decoding
    /// it whole cost 8–13 bytes a pixel (an 11000 × 12000 PNG of 128 KB: over 1 GB). nil when
    /// the PNG is interlaced: its rows come in seven passes, so it is decoded whole.
    static func streamedPNG(_ bytes: [UInt8], bounds: PictureBounds) throws(PictureError) -> StoredPhoto? {
        var jpeg: UnsafeMutablePointer<UInt8>?
        var size = 0
        var small = kq_image()
        var message = [CChar](repeating: 0, count: 200)
        let code = bounds.withC { c in
            bytes.withUnsafeBufferPointer {
                kq_png_to_jpeg($0.baseAddress, $0.count, c, Int32(originalQuality), Int32(thumbnailLongSide),
                               &jpeg, &size, &small, &message, message.count)
            }
        }
        defer { if let jpeg { kq_image_free(jpeg) } }
        if code == Int32(KQ_IMAGE_UNSUPPORTED) { return nil }
        if let error = PictureError(code: code, format: .png, width: small.declared_width, height: small.declared_height,
                                    message: PictureError.text(message)) {
            kq_image_release(&small)
            throw error
        }
        guard let jpeg, let pixels = small.pixels else {
            kq_image_release(&small)
            throw .undecodable("png")
        }
        guard let shrunk = Bitmap(adopting: pixels, width: Int(small.width), height: Int(small.height), stride: Int(small.stride)) else {
            kq_image_release(&small)
            throw .noMemory
        }
        let thumbnail = try PictureScaler.scaled(shrunk, longSide: thumbnailLongSide)
        return StoredPhoto(original: Array(UnsafeBufferPointer(start: jpeg, count: size)),
                           thumbnail: try JPEGCodec.encode(thumbnail, quality: thumbnailQuality),
                           width: Int(small.declared_width), height: Int(small.declared_height),
                           storage: .reencoded("a PNG, stored as JPEG"))
    }

    /// The interlace method of the IHDR (always the first chunk: bytes 16–28).
    static func isInterlacedPNG(_ bytes: [UInt8]) -> Bool { bytes.count > 28 && bytes[28] != 0 }
}

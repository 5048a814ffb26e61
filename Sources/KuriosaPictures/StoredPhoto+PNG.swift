internal import CImageShims
import Foundation

extension StoredPhoto {
    /// An upright, non-interlaced PNG streamed row by row into its JPEG and a shrunk copy for
    /// the thumbnail (`kq_png_to_jpeg`): memory is a few rows and the outputs, where decoding
    /// it whole cost 8–13 bytes a pixel (an 11000 × 12000 PNG of 128 KB: over 1 GB). nil when
    /// the PNG is interlaced: its rows come in seven passes, so it is decoded whole.
    static func streamedPNG(_ bytes: [UInt8], bounds: PictureBounds) throws(PictureError) -> StoredPhoto? {
        var message = [CChar](repeating: 0, count: 200)
        return try written(format: .png, why: "a PNG, stored as JPEG", bytes: bytes, { jpeg, size, small in
            bounds.withC { c in
                bytes.withUnsafeBufferPointer {
                    kq_png_to_jpeg($0.baseAddress, $0.count, c, Int32(originalQuality), Int32(thumbnailLongSide),
                                   &jpeg, &size, &small, &message, message.count)
                }
            }
        }, message: { message })
    }

    /// The interlace method of the IHDR (always the first chunk: bytes 16–28).
    static func isInterlacedPNG(_ bytes: [UInt8]) -> Bool { bytes.count > 28 && bytes[28] != 0 }
}

import Foundation
import KuriosaPictures

/// A photo ready to be sealed: the upright original without metadata, its thumbnail, what
/// the media row records, and how the original was made (the report says when a photo had
/// to be re-encoded).
package struct PreparedPhoto: Sendable, Equatable {
    public let fileName: String
    public let original: Data
    public let thumbnail: Data
    public let width: Int
    public let height: Int
    /// nil: stored losslessly; otherwise why it was decoded and encoded again (a PNG, or a
    /// JPEG without a lossless transform): the import report lists it.
    public let reencoded: String?
}

package enum PhotoProcessor {
    /// - Parameter fileName: the name the media row records; nil: the file's own.
    /// - Parameter limits: the time one photo may take, and the stop (Ctrl-C).
    public static func prepare(fileAt url: URL, fileName: String? = nil, limits: PhotoLimits = PhotoLimits()) throws(PhotoError) -> PreparedPhoto {
        PictureDecoder.keepLargeBlocks()
        // Type, size and signature are checked before the file is read whole (PhotoFile).
        let bytes = try PhotoFile.read(url)
        return try prepare(bytes: bytes, fileName: fileName ?? url.lastPathComponent, limits: limits)
    }

    public static func prepare(bytes: [UInt8], fileName: String, limits: PhotoLimits = PhotoLimits()) throws(PhotoError) -> PreparedPhoto {
        let stored: StoredPhoto
        do throws(PictureError) {
            stored = try StoredPhoto.make(bytes, bounds: limits.bounds)
        } catch {
            throw PhotoError(error, fileName: fileName, limits: limits)
        }
        let reencoded: String? = if case .reencoded(let why) = stored.storage { why } else { nil }
        return PreparedPhoto(fileName: fileName, original: Data(stored.original), thumbnail: Data(stored.thumbnail),
                             width: stored.width, height: stored.height, reencoded: reencoded)
    }
}

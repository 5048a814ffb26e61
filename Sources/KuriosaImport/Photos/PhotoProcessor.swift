import Foundation
import KuriosaPictures

/// A photo ready to be sealed: the upright original without metadata, its thumbnail, what
/// the media row records, and how the original was made (the report says when a photo had
/// to be re-encoded).
public struct PreparedPhoto: Sendable, Equatable {
    public let fileName: String
    public let original: Data
    public let thumbnail: Data
    public let width: Int
    public let height: Int
    /// nil: stored losslessly; otherwise why it was decoded and encoded again.
    public let reencoded: String?
}

public enum PhotoProcessor {
    /// - Parameter fileName: the name the media row records; nil: the file's own.
    public static func prepare(fileAt url: URL, fileName: String? = nil) throws(PhotoError) -> PreparedPhoto {
        PictureDecoder.keepLargeBlocks()
        // Type, size and signature are checked before the file is read whole (PhotoFile).
        let bytes = try PhotoFile.read(url)
        return try prepare(bytes: bytes, fileName: fileName ?? url.lastPathComponent)
    }

    public static func prepare(bytes: [UInt8], fileName: String) throws(PhotoError) -> PreparedPhoto {
        let stored: StoredPhoto
        do throws(PictureError) {
            stored = try StoredPhoto.make(bytes)
        } catch {
            throw PhotoError(error, fileName: fileName)
        }
        let reencoded: String? = if case .reencoded(let why) = stored.storage, PictureFormat(sniffing: bytes) == .jpeg { why } else { nil }
        return PreparedPhoto(fileName: fileName, original: Data(stored.original), thumbnail: Data(stored.thumbnail),
                             width: stored.width, height: stored.height, reencoded: reencoded)
    }
}

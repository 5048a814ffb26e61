import Foundation
import KuriosaCore
public import KuriosaPictures

/// The picture errors of a refresh are the picture pipeline's own (KuriosaPictures).
public typealias PictureError = KuriosaPictures.PictureError

/// Turns the bytes of a page's picture into the row's picture through KuriosaPictures:
/// decode (JPEG, PNG, the first frame of a GIF, WebP) within bounds, transparency on white,
/// the long side scaled down to at most 800 px, encoded as JPEG with no metadata.
public enum PicturePipeline {
    public struct Limits: Sendable, Hashable {
        /// Declared width × height above this is refused before decoding.
        public var maximumPixels = 40_000_000
        /// The long side of the result.
        public var maximumLongSide = 800
        /// libjpeg quality of the result.
        public var quality = 85
        /// Seconds a decode may take (the refresh's `--timeout`); nil: none.
        public var seconds: Double? = 10

        public init() {}
    }

    /// One large decode at a time: eight loads at once each holding a 160 MB bitmap would be
    /// too much for a small machine; decoding is short next to loading.
    private static let decodeLock = NSLock()

    /// - Parameter cancellation: asked while the picture decodes, any format (Ctrl-C).
    public static func makePreview(from bytes: Data, limits: Limits = Limits(),
                                   cancellation: CancellationToken? = nil) throws(PictureError) -> PreviewPicture {
        guard PictureFormat(sniffing: bytes) != nil else { throw .unsupported }
        decodeLock.lock()
        defer { decodeLock.unlock() }
        let bounds = PictureBounds(maximumPixels: UInt64(limits.maximumPixels), seconds: limits.seconds, cancellation: cancellation)
        let decoded = try PictureDecoder.decode(bytes, bounds: bounds, minLongSide: limits.maximumLongSide, scaling: .halves)
        let scaled = try PictureScaler.scaled(decoded, longSide: limits.maximumLongSide)
        let jpeg = try JPEGCodec.encode(scaled, quality: limits.quality, optimize: true)
        return PreviewPicture(jpeg: Data(jpeg), width: scaled.width, height: scaled.height)
    }
}

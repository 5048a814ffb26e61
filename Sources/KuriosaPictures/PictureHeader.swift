internal import CImageShims
import Foundation

/// What a picture declares in its first bytes, read by its own library (the JPEG frame
/// header, the PNG IHDR, the GIF logical screen, the WebP canvas). A caller that reads a
/// picture from a file reads `prefixBytes` first and refuses by pixel count (`PictureBounds
/// .check(prefix:fileSize:)`) before it reads the rest: a 500 MB file that claims a gigapixel
/// costs 64 KiB, not 500 MB, to refuse (docs/pictures.md, "Bounds").
public struct PictureHeader: Sendable, Equatable {
    public let format: PictureFormat
    public let width: Int
    public let height: Int

    /// Enough for the header of nearly every file: a camera's JPEG has its frame header after
    /// at most an EXIF segment with its thumbnail (64 KiB at most) and a colour profile.
    public static let prefixBytes = 64 << 10

    /// nil when the bytes are no picture of the four formats, or end before the header (a JPEG
    /// with more than `prefixBytes` of metadata before its frame): the decode of the whole
    /// file then checks the size, as it always does.
    public init?(prefix: UnsafeRawBufferPointer) {
        guard let format = PictureFormat(sniffing: prefix), let base = prefix.bindMemory(to: UInt8.self).baseAddress else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        let code: Int32 = switch format {
        case .jpeg: kq_jpeg_header(base, prefix.count, &width, &height)
        case .png: kq_png_header(base, prefix.count, &width, &height)
        case .gif: kq_gif_header(base, prefix.count, &width, &height)
        case .webp: kq_webp_header(base, prefix.count, &width, &height)
        }
        guard code == Int32(KQ_IMAGE_OK), width > 0, height > 0 else { return nil }
        self.format = format
        self.width = Int(width)
        self.height = Int(height)
    }

    /// The header of a file, from its first `prefixBytes` only.
    public init?(contentsOf url: URL) {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let prefix = try? handle.read(upToCount: Self.prefixBytes) else { return nil }
        self.init(prefix: [UInt8](prefix))
    }

    public init?(prefix: [UInt8]) {
        guard let header = prefix.withUnsafeBytes({ PictureHeader(prefix: $0) }) else { return nil }
        self = header
    }
}

extension PictureBounds {
    /// Refuses what a decode of the whole file would refuse by its declared size
    /// (`tooManyPixels`, `tooComplex` for pixels per byte), from the first bytes of a file of
    /// `fileSize` bytes. Passes when the prefix does not hold the header.
    public func check(prefix: [UInt8], fileSize: Int) throws(PictureError) {
        guard let header = PictureHeader(prefix: prefix) else { return }
        try check(header, fileSize: fileSize)
    }

    public func check(_ header: PictureHeader, fileSize: Int) throws(PictureError) {
        var message = [CChar](repeating: 0, count: 200)
        let code = withC { c in
            kq_bounds_check_size(UInt64(header.width), UInt64(header.height), max(fileSize, 0), c, &message, message.count)
        }
        if let error = PictureError(code: code, format: header.format, width: Int32(clamping: header.width),
                                    height: Int32(clamping: header.height), message: PictureError.text(message)) {
            throw error
        }
    }
}

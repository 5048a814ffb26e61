/// Why a picture gave no pixels, the one error of the picture pipeline for import, link
/// previews and exports alike. Each caller names it in its own words (`photo_too_large` in an
/// import report, `picture_too_many_pixels` in a refresh summary) from `reason`.
public enum PictureError: Error, Sendable, Hashable {
    /// Not JPEG, PNG, GIF or WebP (by its first bytes; SVG, AVIF, HEIC, … are not taken).
    case unsupported
    /// The declared size is above the pixel cap: refused before decoding (decompression bomb).
    case tooManyPixels(width: Int, height: Int)
    /// Refused before or while decoding for what decoding it would cost: more scans than
    /// allowed (progressive JPEG), or far more pixels than its bytes can honestly hold.
    case tooComplex(String)
    /// The deadline passed while decoding (`--timeout`, or the import's per-photo limit).
    case timedOut
    /// Stopped from outside (Ctrl-C) while decoding.
    case cancelled
    /// The decoder refused the bytes.
    case undecodable(String)
    /// Memory for the pixels could not be had.
    case noMemory
    /// Scaling or encoding failed.
    case encodingFailed(String)

    public var reason: String {
        switch self {
        case .unsupported: "picture_unsupported"
        case .tooManyPixels: "picture_too_many_pixels"
        case .tooComplex: "picture_too_complex"
        case .timedOut: "picture_timeout"
        case .cancelled: "picture_cancelled"
        case .undecodable: "picture_undecodable"
        case .noMemory: "picture_no_memory"
        case .encodingFailed: "picture_encoding_failed"
        }
    }
}

extension PictureError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .tooManyPixels(let w, let h): "\(reason) (\(w)×\(h))"
        case .undecodable(let detail), .tooComplex(let detail): "\(reason) (\(detail))"
        case .encodingFailed(let step): "\(reason) (\(step))"
        default: reason
        }
    }
}

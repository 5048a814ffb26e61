/// Why a loaded picture gave no preview picture. The row keeps its title and site name; its
/// picture is NULL. `reason` is shown in the summary.
public enum PictureError: Error, Sendable, Hashable {
    /// Not JPEG, PNG, GIF or WebP (by its first bytes; SVG, AVIF, HEIC, … are not taken).
    case unsupported
    /// The declared size is above the pixel cap: refused before decoding (decompression bomb).
    case tooManyPixels(width: Int, height: Int)
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
        case .undecodable(let format): "\(reason) (\(format))"
        case .encodingFailed(let step): "\(reason) (\(step))"
        default: reason
        }
    }
}

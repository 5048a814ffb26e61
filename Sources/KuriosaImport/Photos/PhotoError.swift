import KuriosaPictures

/// Why a photo of a row cannot be imported; the row is rejected (docs/import.md#photos).
package enum PhotoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not there (`missing_photo`).
    case missing(String)
    /// Not a JPEG, PNG, GIF or WebP, or damaged, or not a regular file (`unreadable_photo`).
    case unreadable(String)
    /// The name leads out of the photos folder (`photo_outside_folder`): `../x.jpg`, a
    /// symlink pointing outside, an absolute path elsewhere (PhotoLocator).
    case outsideFolder(String)
    /// More pixels than a photo may have (`photo_too_large`), refused before decoding.
    case tooLarge(String)
    /// Would cost far more to decode than a photo does (`photo_too_complex`): too many
    /// progressive scans, far more pixels than its bytes hold, or over its decoding time.
    case tooComplex(String)
    /// Not stored within the import's time for one photo (`picture_timeout`, `--photo-timeout`).
    case timedOut(String)
    /// Stopped by Ctrl-C while it was stored (`picture_cancelled`); the import ends.
    case cancelled(String)

    /// A picture pipeline's refusal in the import's words.
    init(_ error: PictureError, fileName: String, limits: PhotoLimits = PhotoLimits()) {
        switch error {
        case .tooManyPixels(let width, let height):
            self = .tooLarge("\(fileName): \(width)×\(height) pixels, more than the 135 megapixels a photo may have")
        case .tooComplex(let why): self = .tooComplex("\(fileName): \(why)")
        case .timedOut: self = .timedOut("\(fileName): not stored within \(Self.seconds(limits.seconds)) (--photo-timeout)")
        case .cancelled: self = .cancelled("\(fileName): stopped by Ctrl-C")
        case .unsupported: self = .unreadable("\(fileName): not a JPEG, PNG, GIF or WebP file")
        default: self = .unreadable("\(fileName): \(error.description)")
        }
    }

    /// The reason code the import report writes.
    public var code: String {
        switch self {
        case .missing: return "missing_photo"
        case .unreadable: return "unreadable_photo"
        case .outsideFolder: return "photo_outside_folder"
        case .tooLarge: return "photo_too_large"
        case .tooComplex: return "photo_too_complex"
        case .timedOut: return "picture_timeout"
        case .cancelled: return "picture_cancelled"
        }
    }

    public var description: String { "\(code): \(detail)" }

    /// `20 seconds`, `1 second`, `0.5 seconds`.
    static func seconds(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : String(value)
        return text + (value == 1 ? " second" : " seconds")
    }

    /// What was looked for, or why the file is refused (the report's `detail`).
    public var detail: String {
        switch self {
        case .missing(let text), .unreadable(let text), .outsideFolder(let text), .tooLarge(let text), .tooComplex(let text),
             .timedOut(let text), .cancelled(let text): return text
        }
    }
}

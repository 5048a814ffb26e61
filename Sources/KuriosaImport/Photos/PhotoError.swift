import KuriosaPictures

/// Why a photo of a row cannot be imported; the row is rejected (docs/import.md#photos).
public enum PhotoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not there (`missing_photo`).
    case missing(String)
    /// Not a JPEG or PNG, or damaged, or not a regular file (`unreadable_photo`).
    case unreadable(String)
    /// The name leads out of the photos folder (`photo_outside_folder`): `../x.jpg`, a
    /// symlink pointing outside, an absolute path elsewhere (PhotoLocator).
    case outsideFolder(String)
    /// More pixels than a photo may have (`photo_too_large`), refused before decoding.
    case tooLarge(String)
    /// Would cost far more to decode than a photo does (`photo_too_complex`): too many
    /// progressive scans, far more pixels than its bytes hold, or over its decoding time.
    case tooComplex(String)

    /// A picture pipeline's refusal in the import's words.
    init(_ error: PictureError, fileName: String) {
        switch error {
        case .tooManyPixels(let width, let height):
            self = .tooLarge("\(fileName): \(width)×\(height) pixels, more than the 135 megapixels a photo may have")
        case .tooComplex(let why): self = .tooComplex("\(fileName): \(why)")
        case .timedOut: self = .tooComplex("\(fileName): not decoded within 20 seconds")
        case .unsupported: self = .unreadable("\(fileName): not a JPEG or PNG file")
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
        }
    }

    public var description: String { "\(code): \(detail)" }

    /// What was looked for, or why the file is refused (the report's `detail`).
    public var detail: String {
        switch self {
        case .missing(let text), .unreadable(let text), .outsideFolder(let text), .tooLarge(let text), .tooComplex(let text): return text
        }
    }
}

/// Why a photo of a row cannot be imported; the row is rejected (docs/import.md#photos).
public enum PhotoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not there (`missing_photo`).
    case missing(String)
    /// Not a JPEG or PNG, or damaged, or not a regular file (`unreadable_photo`).
    case unreadable(String)
    /// The name leads out of the photos folder (`photo_outside_folder`): `../x.jpg`, a
    /// symlink pointing outside, an absolute path elsewhere (PhotoLocator).
    case outsideFolder(String)

    /// The reason code the import report writes.
    public var code: String {
        switch self {
        case .missing: return "missing_photo"
        case .unreadable: return "unreadable_photo"
        case .outsideFolder: return "photo_outside_folder"
        }
    }

    public var description: String {
        switch self {
        case .missing(let text), .unreadable(let text), .outsideFolder(let text): return "\(code): \(text)"
        }
    }

    /// What was looked for, or why the file is refused (the report's `detail`).
    public var detail: String {
        switch self {
        case .missing(let text), .unreadable(let text), .outsideFolder(let text): return text
        }
    }
}

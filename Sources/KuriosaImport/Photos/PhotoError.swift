/// Why a photo of a row cannot be imported; the row is rejected (issue #4, "Photos").
public enum PhotoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not there (`missing_photo`).
    case missing(String)
    /// Not a JPEG or PNG, or damaged (`unreadable_photo`).
    case unreadable(String)

    /// The reason code the import report writes.
    public var code: String {
        switch self {
        case .missing: return "missing_photo"
        case .unreadable: return "unreadable_photo"
        }
    }

    public var description: String {
        switch self {
        case .missing(let text), .unreadable(let text): return "\(code): \(text)"
        }
    }
}

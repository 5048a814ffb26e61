/// The files a media ID can have (library format, section 1), with the KEF1 context that
/// binds each to its name, so a thumbnail cannot be passed off as the original.
public enum MediaKind: String, Sendable, CaseIterable {
    case original
    case thumbnail
    case cutout
    case cutoutThumbnail

    public func fileName(id: String) -> String {
        switch self {
        case .original: "\(id).enc"
        case .thumbnail: "\(id).thumb.enc"
        case .cutout: "\(id).cutout.enc"
        case .cutoutThumbnail: "\(id).cutout-thumb.enc"
        }
    }

    public func context(id: String) -> String {
        switch self {
        case .original: "media:\(id)"
        case .thumbnail: "thumb:\(id)"
        case .cutout: "cutout:\(id)"
        case .cutoutThumbnail: "cutout-thumb:\(id)"
        }
    }

    /// Parses a file name of media/ into its ID and kind; nil for names of other shapes.
    public static func parse(fileName: String) -> (id: String, kind: MediaKind)? {
        guard fileName.hasSuffix(".enc") else { return nil }
        let stem = String(fileName.dropLast(4))
        for kind in [MediaKind.cutoutThumbnail, .cutout, .thumbnail] {
            let suffix = kind.fileName(id: "").dropLast(4)
            if stem.hasSuffix(suffix) { return (String(stem.dropLast(suffix.count)), kind) }
        }
        return stem.contains(".") ? nil : (stem, .original)
    }
}

/// What stops a refresh before it loads anything; each names what to fix.
public enum PreviewRefreshError: Error, Sendable, Hashable, CustomStringConvertible {
    case noSuchCollection(String)
    case ambiguousCollection(String, ids: [String])
    case badTemplate(id: String, reason: String)
    case badFields(itemID: String)
    case catalogTooOld(version: Int)

    public var description: String {
        switch self {
        case .noSuchCollection(let name): "no collection with the ID or name '\(name)'"
        case .ambiguousCollection(let name, let ids):
            "more than one collection is named '\(name)' (\(ids.joined(separator: ", "))); give its ID"
        case .badTemplate(let id, let reason): "template \(id) does not read: \(reason)"
        case .badFields(let itemID): "item \(itemID): fields or wish_fields is not a JSON object"
        case .catalogTooOld(let version): "the catalog is at schema version \(version); link previews need version 16"
        }
    }
}

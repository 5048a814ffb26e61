/// One choice of a dropdown or multiple choice field, or one unit of a quantity field.
/// Options are hidden rather than deleted because items keep using their IDs.
public struct FieldOption: Sendable, Hashable, Identifiable {
    /// Stored on items; never changes.
    public var id: String
    public var label: LocalizedText
    /// Not offered for new values, still shown on items that have it.
    public var hidden: Bool
    /// Keys of a newer format, written back unchanged.
    public var unknownKeys: [String: JSONValue]
    /// Whether `hidden` was in the document, so an explicit `false` is written back.
    var present = PresentKeys()

    public init(id: String, label: LocalizedText, hidden: Bool = false, unknownKeys: [String: JSONValue] = [:]) {
        self.id = id
        self.label = label
        self.hidden = hidden
        self.unknownKeys = unknownKeys
    }
}

extension FieldOption {
    init(json: JSONValue, path: String) throws {
        var r = try JSONObjectReader(json, path: path)
        let id = try r.required("id") { try $0.string($1) }
        r = try JSONObjectReader(json, path: "\(path) \"\(id)\"")
        _ = try r.string("id")
        self.init(id: id, label: try r.required("label") { try $0.localized($1) }, hidden: try r.bool("hidden") ?? false)
        if r.has("hidden") { present.keys.insert("hidden") }
        unknownKeys = r.unknown
    }

    var node: JSONWriter.Node {
        var m: [(String, JSONWriter.Node)] = [("id", .value(.string(id))), ("label", label.node)]
        if hidden || present.keys.contains("hidden") { m.append(("hidden", .value(.bool(hidden)))) }
        return .object(m + unknownKeys.sortedNodes)
    }
}

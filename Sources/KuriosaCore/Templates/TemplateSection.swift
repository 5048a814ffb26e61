/// A group of fields, shown in the order of the template's sections.
public struct TemplateSection: Sendable, Hashable, Identifiable {
    public var id: String
    public var label: LocalizedText
    /// Keys of a newer format, written back unchanged.
    public var unknownKeys: [String: JSONValue]

    public init(id: String, label: LocalizedText, unknownKeys: [String: JSONValue] = [:]) {
        self.id = id
        self.label = label
        self.unknownKeys = unknownKeys
    }
}

extension TemplateSection {
    init(json: JSONValue, path: String) throws {
        var r = try JSONObjectReader(json, path: path)
        let id = try r.required("id") { try $0.string($1) }
        r = try JSONObjectReader(json, path: "\(path) \"\(id)\"")
        _ = try r.string("id")
        self.init(id: id, label: try r.required("label") { try $0.localized($1) }, unknownKeys: r.unknown)
    }

    var node: JSONWriter.Node {
        .object([("id", .value(.string(id))), ("label", label.node)] + unknownKeys.sortedNodes)
    }
}

/// A sub-collection a template suggests (docs/templates.md#suggested-sub-collections). Without
/// `template` the sub-collection gets the fields of the collection it sits in, and then needs a
/// name and an icon of its own.
public struct Suggestion: Sendable, Hashable {
    /// The built-in template the sub-collection is made from.
    public var template: String?
    /// Its name; without it, the template's name.
    public var name: LocalizedText?
    /// Its SF Symbol; without it, the template's.
    public var icon: String?
    /// Keys of a newer format, written back unchanged.
    public var unknownKeys: [String: JSONValue]

    public init(template: String? = nil, name: LocalizedText? = nil, icon: String? = nil, unknownKeys: [String: JSONValue] = [:]) {
        self.template = template
        self.name = name
        self.icon = icon
        self.unknownKeys = unknownKeys
    }
}

extension Suggestion {
    init(json: JSONValue, path: String) throws {
        var r = try JSONObjectReader(json, path: path)
        self.init(template: try r.string("template"), name: try r.localized("name"), icon: try r.string("icon"))
        unknownKeys = r.unknown
    }

    var node: JSONWriter.Node {
        var m: [(String, JSONWriter.Node)] = []
        if let template { m.append(("template", .value(.string(template)))) }
        if let name { m.append(("name", name.node)) }
        if let icon { m.append(("icon", .value(.string(icon)))) }
        return .object(m + unknownKeys.sortedNodes)
    }
}

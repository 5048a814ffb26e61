/// The template's `quantity`: the collection's pieces are counted
/// (docs/journal-and-status.md#figures-as-the-schema-says), and what one unit is called. Both
/// names are optional; the app then says "piece" and "pieces".
public struct QuantityNames: Sendable, Hashable {
    public var one: LocalizedText?
    public var other: LocalizedText?
    /// Keys of a newer format, written back unchanged.
    public var unknownKeys: [String: JSONValue]

    public init(one: LocalizedText? = nil, other: LocalizedText? = nil, unknownKeys: [String: JSONValue] = [:]) {
        self.one = one
        self.other = other
        self.unknownKeys = unknownKeys
    }
}

extension QuantityNames {
    init(json: JSONValue, path: String) throws {
        var r = try JSONObjectReader(json, path: path)
        self.init(one: try r.localized("one"), other: try r.localized("other"))
        unknownKeys = r.unknown
    }

    var node: JSONWriter.Node {
        var m: [(String, JSONWriter.Node)] = []
        if let one { m.append(("one", one.node)) }
        if let other { m.append(("other", other.node)) }
        return .object(m + unknownKeys.sortedNodes)
    }
}

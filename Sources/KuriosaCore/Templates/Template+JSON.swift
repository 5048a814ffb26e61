import Foundation

extension Template {
    /// Reads a template document.
    /// - Throws: `TemplateDecodingError` naming the path and key (`fields[3] "brand": "type":
    ///   unknown value …`) when the JSON is not a template; semantic problems (a missing
    ///   English label, an unknown section) are left to `TemplateValidator`.
    public static func decode(from data: Data) throws -> Template {
        let json: JSONValue
        do {
            json = try JSONValue.parse(data)
        } catch {
            throw TemplateDecodingError(path: "template", key: nil, message: "not valid JSON: \(error)")
        }
        return try Template(json: json)
    }

    /// Reads a template from an already parsed JSON value (a template column, a resource).
    public init(json: JSONValue) throws {
        var r = try JSONObjectReader(json, path: "template", topLevel: true)
        let id = try r.required("id") { try $0.string($1) }
        r = try JSONObjectReader(json, path: "template \"\(id)\"", topLevel: true)
        _ = try r.string("id")
        self.init(
            id: id,
            version: try r.required("version") { try $0.int($1) },
            name: try r.required("name") { try $0.localized($1) },
            icon: try r.required("icon") { try $0.string($1) },
            sections: try r.required("sections") { try $0.objects($1) { try TemplateSection(json: $0, path: $1) } },
            fields: try r.required("fields") { try $0.objects($1) { try TemplateField(json: $0, path: $1) } },
            highlights: try r.strings("highlights"),
            basedOn: try r.string("basedOn"),
            quantity: try r.value("quantity").map { try QuantityNames(json: $0, path: "quantity") },
            suggestions: try r.objects("suggestions") { try Suggestion(json: $0, path: $1) },
            removedStandardFields: try r.strings("removedStandardFields"),
            showcase: try r.enumeration("showcase", ShowcaseMode.self))
        unknownKeys = r.unknown
    }

    /// Compact UTF-8 JSON, keys in the order of the format's tables, unknown keys after them
    /// (sorted). Absent optional keys stay absent; nothing that was not there is added.
    public func encoded() throws -> Data {
        Data(JSONWriter.write(node).utf8)
    }

    /// The document as a JSON value (unordered), for embedding in other JSON.
    public var jsonValue: JSONValue {
        // Parsing our own output cannot fail; fall back to null rather than trap.
        (try? JSONValue.parse(Data(JSONWriter.write(node).utf8))) ?? .null
    }

    var node: JSONWriter.Node {
        var m: [(String, JSONWriter.Node)] = [
            ("id", .value(.string(id))), ("version", .value(.number(Double(version)))),
            ("name", name.node), ("icon", .value(.string(icon))),
            ("sections", .array(sections.map(\.node))), ("fields", .array(fields.map(\.node))),
        ]
        if let highlights { m.append(("highlights", .value(.array(highlights.map(JSONValue.string))))) }
        if let basedOn { m.append(("basedOn", .value(.string(basedOn)))) }
        if let quantity { m.append(("quantity", quantity.node)) }
        if let suggestions { m.append(("suggestions", .array(suggestions.map(\.node)))) }
        if let removedStandardFields {
            m.append(("removedStandardFields", .value(.array(removedStandardFields.map(JSONValue.string)))))
        }
        if let showcase { m.append(("showcase", .value(.string(showcase.rawValue)))) }
        return .object(m + unknownKeys.sortedNodes)
    }
}

extension Template: Codable {
    /// Decodes through `JSONValue`, so errors and unknown keys behave as in `decode(from:)`.
    public init(from decoder: any Decoder) throws {
        try self.init(json: try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}

/// One field of a template: what items of the category record. A field's `key` is its storage
/// key on items and never changes; fields are hidden, never deleted.
public struct TemplateField: Sendable, Hashable, Identifiable {
    /// Storage key, `[a-z][a-z0-9_]*`, unique in the template.
    public var key: String
    public var type: FieldType
    public var label: LocalizedText
    /// Section ID; nil means the first section.
    public var section: String?
    /// A value must be present.
    public var required: Bool
    /// Hidden by default, excluded from exports, blurred in privacy mode.
    public var sensitive: Bool
    /// Used by the duplicate check.
    public var identifying: Bool
    /// Choices of dropdown and multiple choice fields, units of quantity fields.
    public var options: [FieldOption]?
    /// Required for measurement fields.
    public var measurement: MeasurementKind?
    /// Preferred display units.
    public var unitHint: UnitHint?
    /// Stars of a rating, 1…10; 5 when the document does not say.
    public var ratingMax: Int
    /// Label after a number (`h`, `kW`).
    public var suffix: LocalizedText?
    /// Multi-line text.
    public var multiline: Bool
    /// A typical value, shown as a quiet prompt in an empty text or number field.
    public var example: LocalizedText?
    /// Required for calculation fields.
    public var formula: Formula?
    /// Not shown or edited; values stay on the items.
    public var hidden: Bool
    /// Keys of a newer (or older: `countsDown`) format, written back unchanged.
    public var unknownKeys: [String: JSONValue]
    /// Which defaulted keys the document spelled out, so they are written back as they were.
    var present = PresentKeys()

    public var id: String { key }

    public init(
        key: String, type: FieldType, label: LocalizedText, section: String? = nil,
        required: Bool = false, sensitive: Bool = false, identifying: Bool = false,
        options: [FieldOption]? = nil, measurement: MeasurementKind? = nil, unitHint: UnitHint? = nil,
        ratingMax: Int = 5, suffix: LocalizedText? = nil, multiline: Bool = false,
        example: LocalizedText? = nil, formula: Formula? = nil, hidden: Bool = false,
        unknownKeys: [String: JSONValue] = [:]
    ) {
        self.key = key
        self.type = type
        self.label = label
        self.section = section
        self.required = required
        self.sensitive = sensitive
        self.identifying = identifying
        self.options = options
        self.measurement = measurement
        self.unitHint = unitHint
        self.ratingMax = ratingMax
        self.suffix = suffix
        self.multiline = multiline
        self.example = example
        self.formula = formula
        self.hidden = hidden
        self.unknownKeys = unknownKeys
    }

    /// The options that are offered for new values.
    public var visibleOptions: [FieldOption] {
        (options ?? []).filter { !$0.hidden }
    }

    /// The option with this ID, hidden or not.
    public func option(_ id: String) -> FieldOption? {
        options?.first { $0.id == id }
    }
}

extension TemplateField {
    init(json: JSONValue, path: String) throws {
        var r = try JSONObjectReader(json, path: path)
        let key = try r.required("key") { try $0.string($1) }
        // Re-read with the key in the path, so every later error names the field.
        r = try JSONObjectReader(json, path: "\(path) \"\(key)\"")
        _ = try r.string("key")
        let p = r.path
        self.init(
            key: key,
            type: try r.required("type") { try $0.enumeration($1, FieldType.self) },
            label: try r.required("label") { try $0.localized($1) },
            section: try r.string("section"),
            required: try r.bool("required") ?? false,
            sensitive: try r.bool("sensitive") ?? false,
            identifying: try r.bool("identifying") ?? false,
            options: try r.objects("options") { try FieldOption(json: $0, path: $1) },
            measurement: try r.enumeration("measurement", MeasurementKind.self),
            unitHint: try r.value("unitHint").map { try UnitHint(json: $0, path: "\(p).unitHint") },
            ratingMax: try r.int("ratingMax") ?? 5,
            suffix: try r.localized("suffix"),
            multiline: try r.bool("multiline") ?? false,
            example: try r.localized("example"),
            formula: try r.value("formula").map { try Formula(json: $0, path: "\(p).formula") },
            hidden: try r.bool("hidden") ?? false)
        for k in Self.defaultedKeys where r.has(k) { present.keys.insert(k) }
        unknownKeys = r.unknown
    }

    /// Keys with a default that are written only when set or when the document had them.
    static let defaultedKeys = ["required", "sensitive", "identifying", "ratingMax", "multiline", "hidden"]

    /// Keys in the order of the format's field table, then unknown keys sorted.
    var node: JSONWriter.Node {
        var m: [(String, JSONWriter.Node)] = [
            ("key", .value(.string(key))), ("type", .value(.string(type.rawValue))), ("label", label.node),
        ]
        func flag(_ name: String, _ value: Bool) {
            if value || present.keys.contains(name) { m.append((name, .value(.bool(value)))) }
        }
        if let section { m.append(("section", .value(.string(section)))) }
        flag("required", required)
        flag("sensitive", sensitive)
        flag("identifying", identifying)
        if let options { m.append(("options", .array(options.map(\.node)))) }
        if let measurement { m.append(("measurement", .value(.string(measurement.rawValue)))) }
        if let unitHint { m.append(("unitHint", unitHint.node)) }
        if ratingMax != 5 || present.keys.contains("ratingMax") {
            m.append(("ratingMax", .value(.number(Double(ratingMax)))))
        }
        if let suffix { m.append(("suffix", suffix.node)) }
        flag("multiline", multiline)
        if let example { m.append(("example", example.node)) }
        if let formula { m.append(("formula", formula.node)) }
        flag("hidden", hidden)
        return .object(m + unknownKeys.sortedNodes)
    }
}

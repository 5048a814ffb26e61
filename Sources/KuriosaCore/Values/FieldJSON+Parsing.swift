extension FieldJSON {
    /// Reads JSON text (RFC 8259), keeping key order, duplicate keys and number text.
    /// - Throws: `JSONParseError` naming the byte offset; also for half a surrogate pair
    ///   (`"\ud83d"`), which a value written back byte for byte could not hold.
    public static func parse(_ text: String) throws -> FieldJSON {
        try JSONParser<FieldJSON>.parse(text.utf8)
    }
}

extension FieldJSON: JSONParsable {
    static var noMembers: [(key: String, value: FieldJSON)] { [] }
    static func add(_ key: String, _ value: FieldJSON, to members: inout [(key: String, value: FieldJSON)]) {
        members.append((key, value))
    }
    static func number(text: String, isInteger: Bool) -> FieldJSON? { .number(text) }
    static var replacesLoneSurrogates: Bool { false }
}

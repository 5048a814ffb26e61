import Foundation

/// A coding key for any member name, so unknown keys can be read and written back.
private struct EntryCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension JournalEntry: Codable {
    /// The stored keys in the order migration 11 wrote them (`json_object` order), which is
    /// also the order this toolkit writes them.
    static let knownKeys = ["id", "kind", "date", "quantity", "price", "counterparty", "dueDate", "note"]

    /// Reads an entry as `item.events` stores it. A key holding null counts as not set.
    /// - Throws: `DecodingError` naming the key when `id` or `kind` is missing or a known key
    ///   has the wrong type (an unknown `kind` included).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: EntryCodingKey.self)
        func k(_ name: String) -> EntryCodingKey { EntryCodingKey(name) }
        id = try c.decode(String.self, forKey: k("id"))
        kind = try c.decode(JournalEntryKind.self, forKey: k("kind"))
        date = try c.decodeIfPresent(String.self, forKey: k("date"))
        quantity = try c.decodeIfPresent(Double.self, forKey: k("quantity"))
        price = try c.decodeIfPresent(Money.self, forKey: k("price"))
        counterparty = try c.decodeIfPresent(String.self, forKey: k("counterparty"))
        dueDate = try c.decodeIfPresent(String.self, forKey: k("dueDate"))
        note = try c.decodeIfPresent(String.self, forKey: k("note"))
        var unknown: [String: JSONValue] = [:]
        for key in c.allKeys where !Self.knownKeys.contains(key.stringValue) {
            unknown[key.stringValue] = try c.decode(JSONValue.self, forKey: key)
        }
        unknownKeys = unknown
    }

    /// Writes `id`, `kind` and only the keys that are set. Foundation's encoder orders keys by
    /// hash; `storedText` writes the stored order.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: EntryCodingKey.self)
        func k(_ name: String) -> EntryCodingKey { EntryCodingKey(name) }
        try c.encode(id, forKey: k("id"))
        try c.encode(kind, forKey: k("kind"))
        try c.encodeIfPresent(date, forKey: k("date"))
        try c.encodeIfPresent(quantity, forKey: k("quantity"))
        try c.encodeIfPresent(price, forKey: k("price"))
        try c.encodeIfPresent(counterparty, forKey: k("counterparty"))
        try c.encodeIfPresent(dueDate, forKey: k("dueDate"))
        try c.encodeIfPresent(note, forKey: k("note"))
        for key in unknownKeys.keys.sorted() where !Self.knownKeys.contains(key) {
            try c.encode(unknownKeys[key] ?? .null, forKey: k(key))
        }
    }
}

extension JournalEntry {
    /// The text of `item.events` for a list, as migration 11's SQL wrote it: compact, `id`,
    /// `kind`, then only the keys that are set in the stored order, then unknown keys sorted
    /// by name; `/` and non-ASCII not escaped. Foundation's `JSONEncoder` shuffles keys, so
    /// writers use this.
    public static func storedText(_ entries: [JournalEntry]) -> String {
        JSONWriter.write(.array(entries.map(\.node)))
    }

    /// The entries of an `item.events` text.
    /// - Throws: `JournalError.unreadableList` (source `item.events`) naming the entry and key.
    public static func entries(storedText: String) throws -> [JournalEntry] {
        do {
            return try JSONDecoder().decode([JournalEntry].self, from: Data(storedText.utf8))
        } catch let error as DecodingError {
            throw JournalError.unreadableList(source: "item.events", reason: JournalError.describe(error))
        }
    }

    /// The entry as an ordered JSON tree.
    var node: JSONWriter.Node {
        var m: [(String, JSONWriter.Node)] = [("id", .value(.string(id))), ("kind", .value(.string(kind.rawValue)))]
        if let date { m.append(("date", .value(.string(date)))) }
        if let quantity { m.append(("quantity", .value(.number(quantity)))) }
        if let price {
            m.append(("price", .object([
                ("minorUnits", .value(.number(Double(price.minorUnits)))), ("currency", .value(.string(price.currency))),
            ])))
        }
        if let counterparty { m.append(("counterparty", .value(.string(counterparty)))) }
        if let dueDate { m.append(("dueDate", .value(.string(dueDate)))) }
        if let note { m.append(("note", .value(.string(note)))) }
        for key in unknownKeys.keys.sorted() where !Self.knownKeys.contains(key) {
            m.append((key, .value(unknownKeys[key] ?? .null)))
        }
        return .object(m)
    }
}

import Foundation

/// A coding key for any member name, so unknown keys can be read and written back.
private struct ReminderCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Reminder: Codable {
    static let knownKeys: Set<String> = ["id", "lead", "repeat"]

    /// Reads a reminder as `item.reminders` stores it; a `repeat` of null is no repeat.
    /// - Throws: `DecodingError` naming the key when `id` or `lead` is missing or a lead or
    ///   repeat is not one the schema lists.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: ReminderCodingKey.self)
        id = try c.decode(String.self, forKey: ReminderCodingKey("id"))
        lead = try c.decode(Lead.self, forKey: ReminderCodingKey("lead"))
        `repeat` = try c.decodeIfPresent(Repeat.self, forKey: ReminderCodingKey("repeat"))
        var unknown: [String: JSONValue] = [:]
        for key in c.allKeys where !Self.knownKeys.contains(key.stringValue) {
            unknown[key.stringValue] = try c.decode(JSONValue.self, forKey: key)
        }
        unknownKeys = unknown
    }

    /// Writes `id`, `lead`, and `repeat` when the date repeats. Foundation's encoder orders
    /// keys by hash; `storedText` writes the stored order.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: ReminderCodingKey.self)
        try c.encode(id, forKey: ReminderCodingKey("id"))
        try c.encode(lead, forKey: ReminderCodingKey("lead"))
        try c.encodeIfPresent(`repeat`, forKey: ReminderCodingKey("repeat"))
        for key in unknownKeys.keys.sorted() where !Self.knownKeys.contains(key) {
            try c.encode(unknownKeys[key] ?? .null, forKey: ReminderCodingKey(key))
        }
    }
}

extension Reminder {
    /// The text of `item.reminders` for a list: compact, keys in the stored order
    /// (`[{"id":"field:next_inspection","lead":"week_before","repeat":"every_2_years"}]`),
    /// `repeat` left out when the date does not repeat, unknown keys last, sorted.
    public static func storedText(_ reminders: [Reminder]) -> String {
        JSONWriter.write(.array(reminders.map { reminder in
            var m: [(String, JSONWriter.Node)] = [
                ("id", .value(.string(reminder.id))), ("lead", .value(.string(reminder.lead.rawValue))),
            ]
            if let r = reminder.repeat { m.append(("repeat", .value(.string(r.rawValue)))) }
            for key in reminder.unknownKeys.keys.sorted() where !knownKeys.contains(key) {
                m.append((key, .value(reminder.unknownKeys[key] ?? .null)))
            }
            return .object(m)
        }))
    }

    /// The reminders of an `item.reminders` text.
    /// - Throws: `JournalError.unreadableList` (source `item.reminders`) naming the entry and key.
    public static func reminders(storedText: String) throws -> [Reminder] {
        do {
            return try JSONDecoder().decode([Reminder].self, from: Data(storedText.utf8))
        } catch let error as DecodingError {
            throw JournalError.unreadableList(source: "item.reminders", reason: JournalError.describe(error))
        }
    }
}

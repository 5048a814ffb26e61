import Foundation

/// The history still holds the journal lists of versions 8 and 9 (paths `morePurchases` and
/// `uses`), dropped in version 11. Readers take them as journal entries, the same way
/// migration 11 converted the stored lists, so an old history entry reads like a new one.
extension JournalEntry {
    /// The history paths that hold a list of journal entries in one of their forms.
    public static let historyPaths: Set<String> = ["events", "morePurchases", "uses"]

    /// Reads the list a history change holds at `path` (`events`, `morePurchases` or `uses`)
    /// as journal entries; null (a missing value) is an empty list.
    /// - Throws: `JournalError.unreadableList` naming the path and the entry.
    public static func historyEntries(path: String, json: Data) throws -> [JournalEntry] {
        let decoder = JSONDecoder()
        do {
            switch path {
            case "events":
                return try decoder.decode([JournalEntry]?.self, from: json) ?? []
            case "morePurchases":
                return try (decoder.decode([Version8Purchase]?.self, from: json) ?? []).map(\.entry)
            case "uses":
                return try (decoder.decode([Version9Use]?.self, from: json) ?? []).map(\.entry)
            default:
                throw JournalError.unreadableList(source: "history path \(path)", reason: "not a journal path")
            }
        } catch let error as DecodingError {
            throw JournalError.unreadableList(source: "history path \(path)", reason: JournalError.describe(error))
        }
    }

    /// The same for a value already parsed (as the history reader holds it).
    public static func historyEntries(path: String, value: JSONValue) throws -> [JournalEntry] {
        try historyEntries(path: path, json: JSONEncoder().encode(value))
    }
}

/// A purchase after the first one, as version 8 stored it in `item.purchases`:
/// `{"id", "date", "price", "source", "note"}`. Becomes a purchase whose counterparty is the
/// source; it had no count.
struct Version8Purchase: Decodable {
    var entry: JournalEntry

    private enum Keys: String, CodingKey { case id, date, price, source, note }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        entry = JournalEntry(
            id: try c.decode(String.self, forKey: .id), kind: .purchase,
            date: try c.decodeIfPresent(String.self, forKey: .date),
            price: try c.decodeIfPresent(Money.self, forKey: .price),
            counterparty: try c.decodeIfPresent(String.self, forKey: .source),
            note: try c.decodeIfPresent(String.self, forKey: .note))
    }
}

/// A use, sale or gift from a counting-down quantity field, as version 9 stored it in
/// `item.uses`: `{"id", "kind", "date", "amount", "fieldKey", "price", "counterparty", "note"}`.
/// Becomes an entry of its kind whose count is the amount; the field key is dropped, since
/// the journal counts in the collection's unit.
struct Version9Use: Decodable {
    var entry: JournalEntry

    private enum Keys: String, CodingKey { case id, kind, date, amount, price, counterparty, note }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        entry = JournalEntry(
            id: try c.decode(String.self, forKey: .id),
            kind: try c.decode(JournalEntryKind.self, forKey: .kind),
            date: try c.decodeIfPresent(String.self, forKey: .date),
            quantity: try c.decodeIfPresent(Double.self, forKey: .amount),
            price: try c.decodeIfPresent(Money.self, forKey: .price),
            counterparty: try c.decodeIfPresent(String.self, forKey: .counterparty),
            note: try c.decodeIfPresent(String.self, forKey: .note))
    }
}

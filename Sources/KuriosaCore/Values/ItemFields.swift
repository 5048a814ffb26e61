/// The object of an item's `fields` (or `wish_fields`) column, read so that nothing is lost:
/// entries keep their order, keys the template does not define are kept, and an entry that
/// cannot be read (a type from a newer app, a damaged payload) is kept as its JSON and
/// written back unchanged instead of being dropped.
public struct ItemFields: Sendable, Hashable {
    /// One entry: a value this toolkit reads, or the JSON of one it cannot.
    public enum Entry: Sendable, Hashable {
        case value(FieldValue)
        case undecodable(FieldJSON, FieldValueError)
    }

    /// One key of the object with its entry.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var entry: Entry
    }

    /// The entries in the order of the stored object (new keys are appended).
    public private(set) var members: [Member]

    /// No entries: the column's default `{}`.
    public init() { members = [] }

    /// Entries from a dictionary, ordered by key so that the written text is deterministic.
    public init(_ values: [String: FieldValue]) {
        members = values.keys.sorted().compactMap { key in values[key].map { Member(key: key, entry: .value($0)) } }
    }

    /// Reads the stored JSON text of the column.
    /// - Throws: `FieldValueError` (without a key) only when the text is not a JSON object;
    ///   entries that cannot be read are kept as `.undecodable` with their own error.
    public static func parse(_ text: String) throws -> ItemFields {
        let json: FieldJSON
        do { json = try FieldJSON.parse(text) } catch {
            throw FieldValueError(key: nil, reason: "item fields are not JSON: \(error)")
        }
        return try ItemFields(json: json)
    }

    /// Reads the parsed column; see `parse(_:)`.
    public init(json: FieldJSON) throws {
        guard case let .object(object) = json else {
            throw FieldValueError(key: nil, reason: "item fields must be a JSON object")
        }
        var seen: [String: Int] = [:]
        var members: [Member] = []
        for (key, raw) in object {
            let entry: Entry
            do { entry = .value(try FieldValue(json: raw, key: key)) } catch let error as FieldValueError {
                entry = .undecodable(raw, error)
            } catch {
                entry = .undecodable(raw, FieldValueError(key: key, reason: "\(error)"))
            }
            // A repeated key: the last one wins, as in every JSON reader the catalog meets.
            if let index = seen[key] { members[index].entry = entry } else {
                seen[key] = members.count
                members.append(Member(key: key, entry: entry))
            }
        }
        self.members = members
    }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    /// The readable value of a key. Setting a value replaces the entry in place (or appends
    /// it); setting nil removes the key.
    public subscript(key: String) -> FieldValue? {
        get {
            guard let member = members.first(where: { $0.key == key }), case let .value(value) = member.entry else { return nil }
            return value
        }
        set {
            let index = members.firstIndex(where: { $0.key == key })
            switch (newValue, index) {
            case let (value?, index?): members[index].entry = .value(value)
            case let (value?, nil): members.append(Member(key: key, entry: .value(value)))
            case let (nil, index?): members.remove(at: index)
            case (nil, nil): break
            }
        }
    }

    /// Every readable value by key.
    public var values: [String: FieldValue] {
        var result: [String: FieldValue] = [:]
        for member in members { if case let .value(value) = member.entry { result[member.key] = value } }
        return result
    }

    /// The errors of the entries that could not be read, in order.
    public var problems: [FieldValueError] {
        members.compactMap { if case let .undecodable(_, error) = $0.entry { return error } else { return nil } }
    }

    /// The object as stored, entries in order, unreadable ones exactly as they were read.
    public var json: FieldJSON {
        .object(members.map { member in
            switch member.entry {
            case let .value(value): (key: member.key, value: value.json)
            case let .undecodable(raw, _): (key: member.key, value: raw)
            }
        })
    }

    /// The compact JSON text for the column.
    public var text: String { json.text }
}

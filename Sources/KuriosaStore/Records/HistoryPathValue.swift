import Foundation
import KuriosaCore

/// Reads a value of a record's JSON form (docs/history.md#the-json-form) back into a column's
/// type, for undo, which sets paths to the values an entry recorded. Every surprise is a
/// `RecordError` that names the table, the record and the path.
struct HistoryPathValue {
    let table: String
    let id: String
    let path: String
    let value: JSONValue

    func error(_ problem: String) -> RecordError {
        RecordError(table: table, id: id, column: path, problem: problem + ", found \(value.catalogJSONText)")
    }

    func optionalText() throws -> String? {
        switch value {
        case .null: return nil
        case .string(let s): return s
        default: throw error("expected text or null")
        }
    }

    func text() throws -> String {
        guard let s = try optionalText() else { throw error("expected text") }
        return s
    }

    func optionalInt() throws -> Int? {
        switch value {
        case .null: return nil
        case .integer(let i): return Int(i)
        case .double(let d) where d.rounded() == d && abs(d) < 9e15: return Int(d)
        default: throw error("expected a whole number or null")
        }
    }

    func int() throws -> Int {
        guard let i = try optionalInt() else { throw error("expected a whole number") }
        return i
    }

    func optionalDouble() throws -> Double? {
        switch value {
        case .null: return nil
        case .integer(let i): return Double(i)
        case .double(let d): return d
        default: throw error("expected a number or null")
        }
    }

    func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw error("expected true or false") }
        return b
    }

    func money() throws -> Money? {
        if value == .null { return nil }
        guard let m = Money(catalogJSON: value) else { throw error("expected {\"minorUnits\", \"currency\"} or null") }
        return m
    }

    func enumeration<E: RawRepresentable>(_ type: E.Type) throws -> E where E.RawValue == String {
        guard let e = E(rawValue: try text()) else { throw error("unknown value") }
        return e
    }

    func optionalEnumeration<E: RawRepresentable>(_ type: E.Type) throws -> E? where E.RawValue == String {
        if value == .null { return nil }
        return try enumeration(type)
    }

    /// `tagIDs`, `itemIDs`: an array of IDs (null reads as none).
    func ids() throws -> [String] {
        switch value {
        case .null: return []
        case .array(let a):
            return try a.map { element in
                guard case .string(let s) = element else { throw error("expected an array of IDs") }
                return s
            }
        default: throw error("expected an array of IDs")
        }
    }

    /// `events`, `reminders`: a JSON array (null reads as empty).
    func jsonArray() throws -> JSONText {
        switch value {
        case .null: return .emptyArray
        case .array: return JSONText(value)
        default: throw error("expected a JSON array")
        }
    }

    /// Sets or removes (null) one key of a `fields`/`wish_fields` object, keeping the stored
    /// text when nothing changes.
    static func setting(_ key: String, to value: JSONValue, in json: JSONText) -> JSONText {
        var members = json.objectMembers
        if value == .null { members.removeValue(forKey: key) } else { members[key] = value }
        let changed = JSONValue.object(members)
        return changed.isCatalogEqual(to: json.value) ? json : JSONText(changed)
    }
}

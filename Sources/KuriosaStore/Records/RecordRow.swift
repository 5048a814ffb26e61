import Foundation
import KuriosaCore

/// Reads one catalog row column by column, turning every surprise into a `RecordError`
/// that names the table, the row's id and the column.
struct RecordRow {
    let row: Row
    let table: String
    let id: String?

    init(_ row: Row, table: String, idColumn: String = "id") {
        self.row = row
        self.table = table
        self.id = row[idColumn].string
    }

    func error(_ column: String, _ problem: String) -> RecordError {
        RecordError(table: table, id: id, column: column, problem: problem)
    }

    func text(_ column: String) throws -> String {
        guard let s = row[column].string else { throw error(column, "expected text, found \(row[column])") }
        return s
    }

    func optionalText(_ column: String) throws -> String? {
        if row[column].isNull { return nil }
        return try text(column)
    }

    func int64(_ column: String) throws -> Int64 {
        guard case .integer(let i) = row[column] else { throw error(column, "expected an integer, found \(row[column])") }
        return i
    }

    func int(_ column: String) throws -> Int { Int(try int64(column)) }

    func optionalInt(_ column: String) throws -> Int? {
        if row[column].isNull { return nil }
        return try int(column)
    }

    func optionalInt64(_ column: String) throws -> Int64? {
        if row[column].isNull { return nil }
        return try int64(column)
    }

    func optionalDouble(_ column: String) throws -> Double? {
        if row[column].isNull { return nil }
        guard let d = row[column].double else { throw error(column, "expected a number, found \(row[column])") }
        return d
    }

    func optionalBlob(_ column: String) throws -> Data? {
        switch row[column] {
        case .null: return nil
        case .blob(let d): return d
        default: throw error(column, "expected a blob, found \(row[column])")
        }
    }

    /// A 0/1 flag column.
    func flag(_ column: String) throws -> Bool {
        switch try int64(column) {
        case 0: return false
        case 1: return true
        case let other: throw error(column, "expected 0 or 1, found \(other)")
        }
    }

    /// A money pair `<prefix>_minor`/`<prefix>_currency`: both NULL or both set.
    func money(_ prefix: String) throws -> Money? {
        let minor = try optionalInt64("\(prefix)_minor")
        let currency = try optionalText("\(prefix)_currency")
        switch (minor, currency) {
        case (nil, nil): return nil
        case let (m?, c?): return Money(minorUnits: m, currency: c)
        default: throw error("\(prefix)_minor", "\(prefix)_minor and \(prefix)_currency must both be NULL or both be set")
        }
    }

    func json(_ column: String) throws -> JSONText {
        let s = try text(column)
        do { return try JSONText(parsing: s) } catch { throw self.error(column, "\(error)") }
    }

    /// A JSON column that must hold an object (`fields`, `wish_fields`).
    func jsonObject(_ column: String) throws -> JSONText {
        let j = try json(column)
        guard case .object = j.value else { throw error(column, "expected a JSON object") }
        return j
    }

    /// A JSON column that must hold an array (`events`, `reminders`).
    func jsonArray(_ column: String) throws -> JSONText {
        let j = try json(column)
        guard case .array = j.value else { throw error(column, "expected a JSON array") }
        return j
    }

    func enumeration<E: RawRepresentable>(_ column: String, _ type: E.Type) throws -> E where E.RawValue == String {
        let s = try text(column)
        guard let e = E(rawValue: s) else { throw error(column, "unknown value \"\(s)\"") }
        return e
    }

    func optionalEnumeration<E: RawRepresentable>(_ column: String, _ type: E.Type) throws -> E? where E.RawValue == String {
        if row[column].isNull { return nil }
        return try enumeration(column, type)
    }
}

extension Money? {
    /// The two column values of an optional amount, minor units first.
    var columnValues: [DatabaseValueConvertible] {
        [self?.minorUnits, self?.currency]
    }
}

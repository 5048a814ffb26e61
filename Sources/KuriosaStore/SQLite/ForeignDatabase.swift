import Foundation

/// Another application's SQLite file (an OpenNumismat collection), opened only to be read:
/// the import takes its rows and pictures, and only the store speaks SQL
/// (docs/architecture.md#only-the-store-speaks-sql). The file is opened read-only and
/// `immutable` (no lock, no journal or `-wal` file created beside it, nothing written),
/// with the schema untrusted (`trusted_schema = OFF`: a hostile file's views and triggers run
/// no functions) and queries only (`query_only`). Names of tables and columns come from the
/// file, so every one is quoted, and only tables (not views) are read.
public final class ForeignDatabase {
    private let db: Database
    public let path: String

    /// The first 16 bytes of every SQLite database file.
    public static let signature = Array("SQLite format 3\u{0}".utf8)

    /// One cell as the file holds it; a blob's bytes are not read, only counted.
    public enum Value: Sendable, Equatable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob(Int)
        /// A text longer than the caller's bound, by its length in bytes (not read).
        case longText(Int)
    }

    public init(path: String) throws {
        self.path = path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        db = try Database(uri: "file:\(escaped)?mode=ro&immutable=1")
        try db.execute("PRAGMA trusted_schema = OFF")
        try db.execute("PRAGMA query_only = ON")
    }

    /// The names of the file's tables (not views).
    public func tables() throws -> Set<String> {
        Set(try db.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { $0["name"].string })
    }

    /// A table's columns in order, with their declared types (`TEXT`, `INTEGER`, …).
    public func columns(of table: String) throws -> [(name: String, type: String)] {
        try db.rows("SELECT name, type FROM pragma_table_info(?)", [table]).compactMap { row in
            row["name"].string.map { ($0, row["type"].string ?? "") }
        }
    }

    /// Calls `body` with each row of `table` (in rowid order), the `columns` asked for in
    /// their order; a blob's size stands for its bytes, and so does the size of a text over
    /// `maxText` bytes: neither is read into memory.
    public func forEachRow(of table: String, columns: [String], maxText: Int = 1 << 20, _ body: ([Value]) throws -> Void) throws {
        guard !columns.isEmpty else { return }
        let list = columns.map { name in
            let quoted = Self.quoted(name)
            return "typeof(\(quoted)), CASE WHEN typeof(\(quoted)) = 'blob' THEN length(\(quoted)) "
                + "WHEN typeof(\(quoted)) = 'text' AND length(CAST(\(quoted) AS BLOB)) > \(maxText) THEN length(CAST(\(quoted) AS BLOB)) "
                + "ELSE \(quoted) END"
        }.joined(separator: ", ")
        try db.prepare("SELECT \(list) FROM \(Self.quoted(table)) ORDER BY rowid").forEach { row in
            var values: [Value] = []
            values.reserveCapacity(columns.count)
            for index in columns.indices {
                let value = row[index * 2 + 1]
                switch (row[index * 2].string, value) {
                case ("blob"?, .integer(let length)): values.append(.blob(Int(length)))
                case ("text"?, .integer(let length)): values.append(.longText(Int(length)))
                case (_, .integer(let number)): values.append(.integer(number))
                case (_, .real(let number)): values.append(.real(number))
                case (_, .text(let text)): values.append(.text(text))
                default: values.append(.null)
                }
            }
            try body(values)
        }
    }

    /// Whether `table` has a row (without reading them).
    public func hasRows(_ table: String) throws -> Bool {
        try db.row("SELECT 1 FROM \(Self.quoted(table)) LIMIT 1") != nil
    }

    /// The bytes of one blob: `column` of the row of `table` whose `key` column is `id`. Nil
    /// when there is no such row or the value is no blob; refused past `limit` bytes.
    public func blob(table: String, column: String, key: String, id: Int64, limit: Int) throws -> [UInt8]? {
        let sql = "SELECT length(\(Self.quoted(column))), typeof(\(Self.quoted(column))) FROM \(Self.quoted(table)) WHERE \(Self.quoted(key)) = ?"
        guard let found = try db.row(sql, [id]), found[1].string == "blob", let length = found[0].int else { return nil }
        guard length <= limit else { throw ForeignDatabaseError.tooLarge(length) }
        let bytes = try db.row("SELECT \(Self.quoted(column)) FROM \(Self.quoted(table)) WHERE \(Self.quoted(key)) = ?", [id])
        return bytes?[0].data.map { [UInt8]($0) }
    }

    /// The text of `valueColumn` by the text of `keyColumn`, for a small table of settings.
    public func texts(of table: String, key keyColumn: String, value valueColumn: String) throws -> [String: String] {
        var out: [String: String] = [:]
        for row in try db.rows("SELECT \(Self.quoted(keyColumn)), \(Self.quoted(valueColumn)) FROM \(Self.quoted(table)) LIMIT 10000") {
            let key: String? = row[0].string ?? row[0].int64.map { String($0) }
            if let key, let value = row[1].string { out[key] = value }
        }
        return out
    }

    /// Pairs of integers of a two-column table (a link table: coin → tag), in rowid order.
    public func pairs(of table: String, _ first: String, _ second: String) throws -> [(Int64, Int64)] {
        try db.rows("SELECT \(Self.quoted(first)), \(Self.quoted(second)) FROM \(Self.quoted(table)) ORDER BY rowid").compactMap { row in
            guard let a = row[0].int64, let b = row[1].int64 else { return nil }
            return (a, b)
        }
    }

    /// An SQL identifier quoted: `"` doubled inside `"…"`.
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// A blob too large to read (more than the caller's limit).
public enum ForeignDatabaseError: Error, Sendable, Equatable {
    case tooLarge(Int)
}

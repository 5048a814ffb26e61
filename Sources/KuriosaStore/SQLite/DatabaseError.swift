internal import CSQLite

/// An SQLite failure with what a person needs to find it: the result code, SQLite's message
/// and the statement that failed.
public struct DatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    public let code: Int32
    public let message: String
    public let sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    public var description: String {
        var s = "SQLite error \(code): \(message)"
        if let sql { s += " — in: \(sql.count > 300 ? String(sql.prefix(300)) + "…" : sql)" }
        return s
    }
}

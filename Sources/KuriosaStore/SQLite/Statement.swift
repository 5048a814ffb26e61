internal import CSQLite
import Foundation

/// SQLite copies bound text and blobs when given this destructor; the C macro does not
/// import into Swift.
let SQLITE_TRANSIENT = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

/// A prepared statement, finalized when released. Not thread-safe, like its connection.
/// The store's own, like `Database.prepare` (fixtures: `@_spi(Fixtures)`).
@_spi(Fixtures) public final class Statement {
    let handle: OpaquePointer
    unowned let database: Database
    public let sql: String
    /// The result's column names, read once a run (`bind` starts one) and shared by its rows,
    /// instead of a new string for every column of every row.
    private var columns: Row.Columns?

    init(database: Database, sql: String) throws {
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v2(database.handle, sql, -1, &stmt, nil)
        guard rc == SQLITE_OK, let stmt else {
            sqlite3_finalize(stmt)
            throw database.error(code: rc, sql: sql)
        }
        self.handle = stmt
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds parameters by position (1-based in SQLite, 0-based here).
    public func bind(_ values: [DatabaseValueConvertible]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        columns = nil
        guard Int(sqlite3_bind_parameter_count(handle)) == values.count else {
            throw DatabaseError(code: SQLITE_RANGE, message: "expected \(sqlite3_bind_parameter_count(handle)) arguments, got \(values.count)", sql: sql)
        }
        for (i, v) in values.enumerated() {
            let idx = Int32(i + 1)
            let rc: Int32 = switch v.databaseValue {
            case .null: sqlite3_bind_null(handle, idx)
            case .integer(let n): sqlite3_bind_int64(handle, idx, n)
            case .real(let d): sqlite3_bind_double(handle, idx, d)
            case .text(let s): sqlite3_bind_text(handle, idx, s, -1, SQLITE_TRANSIENT)
            case .blob(let d): d.withUnsafeBytes { sqlite3_bind_blob64(handle, idx, $0.baseAddress, sqlite3_uint64($0.count), SQLITE_TRANSIENT) }
            }
            guard rc == SQLITE_OK else { throw database.error(code: rc, sql: sql) }
        }
    }

    /// Runs the statement to completion, ignoring rows.
    public func execute(_ values: [DatabaseValueConvertible] = []) throws {
        try bind(values)
        while try step() {}
    }

    /// All rows.
    public func rows(_ values: [DatabaseValueConvertible] = []) throws -> [Row] {
        try bind(values)
        var out = [Row]()
        while try step() { out.append(currentRow()) }
        return out
    }

    /// Calls `body` for each row without collecting them (large tables).
    public func forEach(_ values: [DatabaseValueConvertible] = [], _ body: (Row) throws -> Void) throws {
        try bind(values)
        while try step() { try body(currentRow()) }
    }

    func step() throws -> Bool {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(code: rc, sql: sql)
        }
    }

    func currentRow() -> Row {
        let n = sqlite3_column_count(handle)
        let layout: Row.Columns
        if let columns, columns.names.count == Int(n) {
            layout = columns
        } else {
            layout = Row.Columns((0..<n).map { String(cString: sqlite3_column_name(handle, $0)) })
            columns = layout
        }
        var values = [DatabaseValue]()
        values.reserveCapacity(Int(n))
        for i in 0..<n {
            switch sqlite3_column_type(handle, i) {
            case SQLITE_INTEGER: values.append(.integer(sqlite3_column_int64(handle, i)))
            case SQLITE_FLOAT: values.append(.real(sqlite3_column_double(handle, i)))
            case SQLITE_TEXT: values.append(.text(String(cString: sqlite3_column_text(handle, i))))
            case SQLITE_BLOB:
                let count = Int(sqlite3_column_bytes(handle, i))
                if let p = sqlite3_column_blob(handle, i), count > 0 { values.append(.blob(Data(bytes: p, count: count))) }
                else { values.append(.blob(Data())) }
            default: values.append(.null)
            }
        }
        return Row(layout: layout, values: values)
    }
}

@available(*, unavailable) extension Statement: Sendable {}

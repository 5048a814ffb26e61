internal import CSQLite
import Foundation

/// One SQLite connection, in the spirit of GRDB: the handle is owned here and closed in
/// deinit, errors carry the SQL, and transactions are closures that commit or roll back.
/// Foreign keys are always on, as the catalog schema requires.
///
/// Only the store speaks SQL (docs/architecture.md#only-the-store-speaks-sql): the raw API
/// (`execute`, `prepare`, `rows`, `scalar`, `Statement`) is the store's own, and other modules
/// go through the records and catalog types, so the compiler keeps SQL here. Test and
/// benchmark fixtures that must write a catalog no record can (a damaged or padded one, a
/// million rows at once) reach it through `@_spi(Fixtures) import KuriosaStore`; no module
/// under Sources/ may (ArchitectureTests).
public final class Database {
    let handle: OpaquePointer
    private var statementCache: [String: Statement] = [:]

    /// SQLite's process-wide settings, made before its first connection: no allocation
    /// statistics (a global mutex on every malloc and free; about 3 % of an import's time).
    private static let configured: Void = { _ = kq_sqlite_disable_memstatus() }()

    /// Opens (or creates) a database file.
    public init(path: String, readOnly: Bool = false) throws {
        Self.configured
        var db: OpaquePointer?
        let flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        let rc = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            throw DatabaseError(code: rc, message: "\(path): \(message)")
        }
        self.handle = db
        try configure()
    }

    /// Opens a database by an SQLite URI (`file:…?mode=ro&immutable=1`), read-only: another
    /// application's file (`ForeignDatabase`).
    init(uri: String) throws {
        Self.configured
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(uri, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            throw DatabaseError(code: rc, message: message)
        }
        self.handle = db
        sqlite3_extended_result_codes(handle, 1)
    }

    /// An empty database in memory.
    public convenience init() throws { try self.init(path: ":memory:") }

    /// A database in memory holding a copy of the given database file bytes: the decrypted
    /// catalog never touches the disk as plaintext.
    public convenience init(serialized bytes: Data) throws {
        try self.init(path: ":memory:")
        try deserialize(bytes)
    }

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    private func configure() throws {
        sqlite3_extended_result_codes(handle, 1)
        try execute("PRAGMA foreign_keys = ON")
    }

    func error(code: Int32, sql: String?) -> DatabaseError {
        DatabaseError(code: code, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    // MARK: Statements

    /// Runs one or more statements without parameters.
    @_spi(Fixtures) public func execute(_ sql: String) throws {
        var errmsg: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errmsg)
        if rc != SQLITE_OK {
            let message = errmsg.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(errmsg)
            throw DatabaseError(code: rc, message: message, sql: sql)
        }
    }

    /// Runs one statement with parameters.
    @_spi(Fixtures) public func execute(_ sql: String, _ values: [DatabaseValueConvertible]) throws {
        try cachedStatement(sql).execute(values)
    }

    @_spi(Fixtures) public func prepare(_ sql: String) throws -> Statement { try Statement(database: self, sql: sql) }

    /// A prepared statement kept for reuse, for statements run once per row of an import.
    func cachedStatement(_ sql: String) throws -> Statement {
        if let s = statementCache[sql] { return s }
        let s = try prepare(sql)
        statementCache[sql] = s
        return s
    }

    @_spi(Fixtures) public func rows(_ sql: String, _ values: [DatabaseValueConvertible] = []) throws -> [Row] {
        try cachedStatement(sql).rows(values)
    }

    func row(_ sql: String, _ values: [DatabaseValueConvertible] = []) throws -> Row? {
        try rows(sql, values).first
    }

    /// The first column of the first row.
    @_spi(Fixtures) public func scalar(_ sql: String, _ values: [DatabaseValueConvertible] = []) throws -> DatabaseValue {
        try row(sql, values)?.values.first ?? .null
    }

    var changes: Int { Int(sqlite3_changes(handle)) }
    /// Rows inserted, updated or deleted through this connection since it was opened (a
    /// writer compares it before and after its work to see whether there is anything to save).
    public var totalChanges: Int { Int(sqlite3_total_changes(handle)) }

    public var userVersion: Int {
        get throws { try scalar("PRAGMA user_version").int ?? 0 }
    }

    // MARK: Transactions

    /// Runs `body` in a transaction that commits when it returns and rolls back when it
    /// throws; the error is rethrown.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    // MARK: Serialization

    /// Replaces the main database with the given file bytes.
    func deserialize(_ bytes: Data) throws {
        let size = bytes.count
        guard let buffer = sqlite3_malloc64(sqlite3_uint64(max(size, 1))) else {
            throw DatabaseError(code: SQLITE_NOMEM, message: "cannot allocate \(size) bytes for the catalog")
        }
        bytes.withUnsafeBytes { src in
            if size > 0 { buffer.copyMemory(from: src.baseAddress!, byteCount: size) }
        }
        try deserialize(buffer: buffer, size: size)
    }

    /// Replaces the main database with the bytes `fill` writes (at most `capacity`; it returns
    /// how many) straight into a buffer SQLite then takes over: a decrypted catalog is in
    /// memory once. An error of `fill` comes out unchanged; the buffer is freed.
    func deserialize(capacity: Int, fill: (UnsafeMutableRawBufferPointer) throws -> Int) throws {
        guard let buffer = sqlite3_malloc64(sqlite3_uint64(max(capacity, 1))) else {
            throw DatabaseError(code: SQLITE_NOMEM, message: "cannot allocate \(capacity) bytes for the catalog")
        }
        let size: Int
        do {
            size = try fill(UnsafeMutableRawBufferPointer(start: buffer, count: capacity))
        } catch {
            sqlite3_free(buffer)
            throw error
        }
        try deserialize(buffer: buffer, size: size)
    }

    /// Takes ownership of a buffer from `sqlite3_malloc64` holding database file bytes.
    private func deserialize(buffer: UnsafeMutableRawPointer, size: Int) throws {
        statementCache.removeAll()
        let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
        let rc = sqlite3_deserialize(handle, "main", buffer.assumingMemoryBound(to: UInt8.self),
                                     sqlite3_int64(size), sqlite3_int64(size), flags)
        guard rc == SQLITE_OK else { throw error(code: rc, sql: nil) }
        // memdb refuses to grow past 1 GiB by default; a large catalog must still open and grow.
        var limit: sqlite3_int64 = 1 << 40
        sqlite3_file_control(handle, "main", SQLITE_FCNTL_SIZE_LIMIT, &limit)
        // A database that is not SQLite fails only at its first read: read now.
        _ = try scalar("SELECT count(*) FROM sqlite_master")
        try execute("PRAGMA foreign_keys = ON")
    }

    /// Lends the database file bytes to `body` without copying them where SQLite allows (an
    /// in-memory catalog): saving a large catalog then needs no second copy in memory. The
    /// bytes are valid only inside `body`, and the database must not change meanwhile.
    public func withSerializedBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        var size: sqlite3_int64 = 0
        if let p = sqlite3_serialize(handle, "main", &size, UInt32(SQLITE_SERIALIZE_NOCOPY)) {
            return try body(UnsafeRawBufferPointer(start: p, count: Int(size)))
        }
        let copy = try serialize()
        return try copy.withUnsafeBytes { try body($0) }
    }

    /// A copy of the database file bytes.
    public func serialize() throws -> Data {
        var size: sqlite3_int64 = 0
        guard let p = sqlite3_serialize(handle, "main", &size, 0) else {
            if size == 0 { return Data() }
            throw DatabaseError(code: SQLITE_NOMEM, message: "cannot serialize the catalog (\(size) bytes)")
        }
        return Data(bytesNoCopy: p, count: Int(size), deallocator: .custom { ptr, _ in sqlite3_free(ptr) })
    }
}

@available(*, unavailable) extension Database: Sendable {}

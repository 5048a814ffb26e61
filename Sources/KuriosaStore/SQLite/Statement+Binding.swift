internal import CSQLite

/// Binding one parameter at a time, for statements run once per row of a bulk write: no
/// array of boxed values per row, and text bound from its UTF-8 bytes without a copy to a C
/// string first. Call `reset()`, bind every parameter (1-based, as SQLite counts), `run()`.
extension Statement {
    /// Clears the previous run and its bindings (unbound parameters are NULL).
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    func bind(_ text: String?, at index: Int32) throws {
        guard var text else { return try check(sqlite3_bind_null(handle, index)) }
        try check(text.withUTF8 { bindText($0, at: index) })
    }

    /// Text given as UTF-8 bytes (a JSON text built in a byte buffer).
    func bind(utf8 bytes: [UInt8], at index: Int32) throws {
        try check(bytes.withUnsafeBufferPointer { bindText($0, at: index) })
    }

    func bind(_ value: Int64?, at index: Int32) throws {
        guard let value else { return try check(sqlite3_bind_null(handle, index)) }
        try check(sqlite3_bind_int64(handle, index, value))
    }

    func bind(_ value: Double?, at index: Int32) throws {
        guard let value else { return try check(sqlite3_bind_null(handle, index)) }
        try check(sqlite3_bind_double(handle, index, value))
    }

    /// Runs the bound statement to completion, ignoring rows.
    func run() throws {
        while try step() {}
    }

    private func bindText(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int32) -> Int32 {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return sqlite3_bind_text(handle, index, "", 0, SQLITE_TRANSIENT) }
        return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            sqlite3_bind_text(handle, index, $0, Int32(bytes.count), SQLITE_TRANSIENT)
        }
    }

    private func check(_ rc: Int32) throws {
        guard rc == SQLITE_OK else { throw database.error(code: rc, sql: sql) }
    }
}

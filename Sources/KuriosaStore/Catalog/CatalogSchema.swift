/// The catalog schema's versions and migrations (catalog-schema.md). Migrations are the
/// specification's SQL, applied in order inside one transaction, and never change once
/// shipped: a library on some phone is at every version that ever existed.
public enum CatalogSchema {
    public static let currentVersion = 16

    /// Brings a catalog to the current version; returns the version it had.
    /// - Throws: `StoreError.newerCatalog` for a catalog of a newer schema (nothing changed),
    ///   or the SQLite error of the statement that failed (everything rolled back).
    @discardableResult
    public static func migrate(_ db: Database, path: String) throws -> Int {
        let from = try db.userVersion
        if from > currentVersion { throw StoreError.newerCatalog(path: path, version: from, supported: currentVersion) }
        if from == currentVersion { return from }
        guard from >= 0 else { throw StoreError.catalog(path: path, reason: "invalid user_version \(from)") }
        // foreign_keys cannot change inside a transaction; Database turns it on when opening.
        try db.transaction {
            for version in (from + 1)...currentVersion {
                for sql in statements[version - 1] {
                    do { try db.execute(sql) } catch let error as DatabaseError {
                        throw StoreError.catalog(path: path, reason: "migration to version \(version) failed: \(error)")
                    }
                }
            }
            try db.execute("PRAGMA user_version = \(currentVersion)")
        }
        return from
    }

    /// A new, empty catalog at `version` (1…16), made the way every catalog is: by applying
    /// versions 1…N in order, so columns added later appear as SQLite edits the text.
    public static func makeFresh(version: Int = currentVersion) throws -> Database {
        precondition((0...currentVersion).contains(version))
        let db = try Database()
        if version > 0 {
            try db.transaction {
                for v in 1...version { for sql in statements[v - 1] { try db.execute(sql) } }
                try db.execute("PRAGMA user_version = \(version)")
            }
        }
        return db
    }
}

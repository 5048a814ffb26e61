import Foundation

/// Whether a catalog's SQLite database is sound, before a writer seals it
/// (docs/store.md#a-damaged-catalog-is-never-sealed-again): a catalog that decrypts correctly
/// but whose pages are damaged was re-sealed by `import` and `previews on` without a word, so
/// the damage travelled to every device. SQLite's `quick_check` walks every b-tree page and
/// record (about half the cost of `integrity_check`, which also compares each index with its
/// table: 1.6 s against 3.2 s on a 100,000-piece catalog, docs/store.md); a writer runs it once
/// per session, before the first seal, and on every other copy before merging it. `kuriosa
/// check` runs the full `integrity_check`.
public enum CatalogSoundness {
    /// At most this many of SQLite's messages are kept in an error.
    static let maximumMessages = 10

    /// SQLite's messages for what is damaged; empty when `quick_check` says "ok". A database
    /// so damaged that the check itself fails gives that error as its one message.
    public static func quickCheckProblems(_ db: Database) -> [String] {
        do {
            let lines = try db.rows("PRAGMA quick_check(\(maximumMessages))").compactMap { $0[0].string }
            return lines == ["ok"] ? [] : lines
        } catch let error as DatabaseError {
            return [error.message]
        } catch {
            return ["\(error)"]
        }
    }

    /// - Throws: `StoreError.damagedCatalog` with SQLite's messages when `db` is not sound.
    public static func verify(_ db: Database, path: String) throws {
        let problems = quickCheckProblems(db)
        guard problems.isEmpty else { throw StoreError.damagedCatalog(path: path, messages: problems) }
    }
}

import Foundation
import KuriosaCore

/// Everything a merge reads of one catalog copy, in memory: every table section 10 names,
/// the history indexed by record, and `library_meta` as a dictionary. The result of a merge
/// is a snapshot too, which is then written over one of the copies.
struct MergeSnapshot: Sendable {
    /// The tables and their keys, parents before children (the order rows are inserted).
    static let tableKeys: [(table: String, key: String)] = [
        ("library_meta", "key"), ("template", "id"), ("export_template", "id"), ("tag", "id"),
        ("collection", "id"), ("location", "id"), ("item", "id"), ("media", "id"), ("relation", "id"),
        ("item_set", "id"), ("item_code", "id"), ("link_preview", "id"), ("item_search", "item_id"),
        ("history", "id"), ("backup_event", "id"),
    ]

    var tables: [String: MergeTable]

    /// Reads a copy; it must be at the current schema version.
    /// - Throws: `StoreError.newerCatalog` for a newer schema, `StoreError.catalog` for an older one.
    init(_ db: Database, path: String) throws {
        let version = try db.userVersion
        if version > CatalogSchema.currentVersion {
            throw StoreError.newerCatalog(path: path, version: version, supported: CatalogSchema.currentVersion)
        }
        guard version == CatalogSchema.currentVersion else {
            throw StoreError.catalog(path: path, reason: "schema version \(version): migrate the copy before merging it")
        }
        var tables: [String: MergeTable] = [:]
        let links = Dictionary(uniqueKeysWithValues: MergeRecordSpec.all.compactMap { s in s.membersLink.map { (s.table, $0) } })
        for (table, key) in Self.tableKeys {
            tables[table] = try MergeTable.read(db, table: table, keyColumn: key, membersFrom: links[table])
        }
        self.tables = tables
    }

    init(tables: [String: MergeTable]) { self.tables = tables }

    subscript(_ table: String) -> MergeTable {
        get { tables[table] ?? MergeTable(name: table, columns: [], keyColumn: "id") }
        // In place: with `set`, `result["item"].set(…)` copied the whole table for every
        // change, which made 20,000 number repairs of a merge take most of a minute
        // (docs/merge.md#benchmark).
        _modify {
            if tables[table] == nil { tables[table] = MergeTable(name: table, columns: [], keyColumn: "id") }
            yield &tables[table]!
        }
    }

    /// `library_meta` as key → value.
    var meta: [String: String] {
        var out: [String: String] = [:]
        let t = self["library_meta"]
        for key in t.rows.keys { out[key] = t.text(key, "value") }
        return out
    }

    /// The latest time this copy knows of: history entries and records' `updated_at`. The
    /// merge's own entries are stamped one millisecond after the later of the two copies',
    /// so they are the same on every device and come after everything they repair.
    var latestTime: String {
        var latest = ""
        func see(_ s: String?) {
            // Only a later text is parsed: parsing every one was 7 % of a 20,000 + 20,000 merge.
            guard let s, MergeOrder.precedes(latest, s), Timestamp.date(from: s) != nil else { return }
            latest = s
        }
        let history = self["history"]
        for key in history.rows.keys { see(history.text(key, "occurred_at")) }
        for table in ["item", "collection", "location", "item_set", "template", "export_template"] {
            let t = self[table]
            for key in t.rows.keys { see(t.text(key, "updated_at")) }
        }
        return latest
    }
}

import Foundation

/// Writes a merged snapshot over the copy it was merged into, changing only the rows that
/// differ, in one transaction with foreign keys checked at its end.
enum MergeWriter {
    /// Tables whose changed rows are written with UPDATE, because deleting them would
    /// cascade to rows that must stay (item_tag, item_search, link_preview, members).
    static let updatedInPlace: Set<String> = ["item", "collection", "location", "tag", "item_set", "template", "media"]

    /// The differences between the target and the result, per table.
    static func diff(_ target: MergeSnapshot, _ result: MergeSnapshot) -> MergeReport {
        var report = MergeReport()
        for (table, _) in MergeSnapshot.tableKeys {
            let old = target[table], new = result[table]
            var c = MergeReport.TableChanges(table: table)
            // Only the keys that differ are sorted (the same lists as filtering all keys in
            // order): sorting every key of both copies was a fifth of a large merge.
            for (key, row) in new.rows {
                if let before = old.rows[key] {
                    if before != row || (old.members[key] ?? []) != (new.members[key] ?? []) { c.changed.append(key) }
                } else {
                    c.added.append(key)
                }
            }
            c.changed.sort(by: MergeOrder.precedes)
            c.added.sort(by: MergeOrder.precedes)
            c.removed = old.rows.keys.filter { new.rows[$0] == nil }.sorted(by: MergeOrder.precedes)
            report.tables.append(c)
        }
        return report
    }

    /// Applies `report` (the diff of `target` and `result`) to the database.
    static func apply(_ report: MergeReport, result: MergeSnapshot, to db: Database) throws {
        let changes = Dictionary(uniqueKeysWithValues: report.tables.map { ($0.table, $0) })
        try db.transaction {
            try db.execute("PRAGMA defer_foreign_keys = ON")
            // Removed rows, and rows rewritten by delete and insert, children first.
            for (table, key) in MergeSnapshot.tableKeys.reversed() {
                guard let c = changes[table] else { continue }
                let gone = c.removed + (updatedInPlace.contains(table) ? [] : c.changed)
                for id in gone { try db.execute("DELETE FROM \"\(table)\" WHERE \"\(key)\" = ?", [id]) }
            }
            // Unique columns of rows about to change are cleared first, so a swap never
            // collides halfway (two pieces trading numbers, a tag renamed to a freed name).
            for id in changes["item"]?.changed ?? [] { try db.execute("UPDATE item SET number = NULL WHERE id = ?", [id]) }
            for id in changes["tag"]?.changed ?? [] { try db.execute("UPDATE tag SET name = ? WHERE id = ?", ["\u{1}" + id, id]) }
            for (table, key) in MergeSnapshot.tableKeys {
                guard let c = changes[table] else { continue }
                let t = result[table]
                let columns = t.columns.map { "\"\($0)\"" }
                let insert = "INSERT INTO \"\(table)\" (\(columns.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
                let update = "UPDATE \"\(table)\" SET \(columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE \"\(key)\" = ?"
                let rewritten = updatedInPlace.contains(table) ? [] : c.changed
                for id in c.added + rewritten {
                    guard let row = t.rows[id] else { continue }
                    try db.execute(insert, row)
                }
                if updatedInPlace.contains(table) {
                    for id in c.changed {
                        guard let row = t.rows[id] else { continue }
                        try db.execute(update, row + [DatabaseValue.text(id)])
                    }
                }
                try writeMembers(table, ids: c.added + c.changed, result: t, db: db)
            }
        }
    }

    static func writeMembers(_ table: String, ids: [String], result: MergeTable, db: Database) throws {
        guard let spec = MergeRecordSpec.all.first(where: { $0.table == table }), let link = spec.membersLink else { return }
        for id in ids {
            try db.execute("DELETE FROM \(link.table) WHERE \(link.owner) = ?", [id])
            for member in result.members[id] ?? [] {
                try db.execute("INSERT INTO \(link.table) (\(link.owner), \(link.member)) VALUES (?, ?)", [id, member])
            }
        }
    }
}

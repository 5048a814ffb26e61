import Foundation

extension HistoryEntry {
    /// The entries of entity `item` whose changes name one of `paths`, oldest first (time,
    /// then insertion), so a reader can follow what a piece was worth and where it was at any
    /// moment without loading the whole history (an insurance report reads
    /// `estimatedValue`, `status`, `kind` and `deletedAt`; see docs/insurance-report.md).
    /// A create lists every path that is not null, so it is among them whenever one of
    /// `paths` was set at creation.
    ///
    /// Each entry's `changes` holds only its changes of `paths`, cut by SQLite: a create's
    /// changes name every field of the piece, and reading them all for 100,000 pieces to find
    /// four paths cost most of a spreadsheet export's time (docs/history.md, "At collection
    /// scale").
    public static func fetchItemEntries(_ db: Database, touching paths: [String]) throws -> [HistoryEntry] {
        guard !paths.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: paths.count).joined(separator: ", ")
        let sql = """
            SELECT id, batch_id, occurred_at, actor, entity, entity_id, action, changes, undoes_id, device FROM (
                SELECT rowid AS position, id, batch_id, occurred_at, actor, entity, entity_id, action, undoes_id, device,
                    (SELECT json_group_array(json(change.value)) FROM json_each(history.changes) AS change
                     WHERE json_extract(change.value, '$.path') IN (\(marks))) AS changes
                FROM history WHERE entity = 'item')
            WHERE changes <> '[]'
            ORDER BY occurred_at, position
            """
        return try db.rows(sql, paths).map(HistoryEntry.init(row:))
    }
}

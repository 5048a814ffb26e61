import Foundation

extension HistoryEntry {
    /// The entries of entity `item` whose changes name one of `paths`, oldest first (time,
    /// then insertion), so a reader can follow what a piece was worth and where it was at any
    /// moment without loading the whole history (an insurance report reads
    /// `estimatedValue`, `status`, `kind` and `deletedAt`; see docs/insurance-report.md).
    /// A create lists every path that is not null, so it is among them whenever one of
    /// `paths` was set at creation.
    public static func fetchItemEntries(_ db: Database, touching paths: [String]) throws -> [HistoryEntry] {
        guard !paths.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: paths.count).joined(separator: ", ")
        let sql = """
            SELECT \(columns) FROM history
            WHERE entity = 'item' AND EXISTS (
                SELECT 1 FROM json_each(history.changes) AS change
                WHERE json_extract(change.value, '$.path') IN (\(marks)))
            ORDER BY occurred_at, rowid
            """
        return try db.rows(sql, paths).map(HistoryEntry.init(row:))
    }
}

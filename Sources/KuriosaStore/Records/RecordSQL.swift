import Foundation

/// The INSERT and UPDATE statements of the record types, made from one column list so the
/// list and the values cannot drift apart without a loud failure.
enum RecordSQL {
    static func names(_ columns: String) -> [String] {
        columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    static func insert(_ db: Database, table: String, columns: String, values: [DatabaseValueConvertible]) throws {
        let marks = Array(repeating: "?", count: values.count).joined(separator: ", ")
        try db.execute("INSERT INTO \(table) (\(columns)) VALUES (\(marks))", values)
    }

    /// Updates every column but those in `keeping` of the row whose `id` matches.
    /// - Throws: `RecordError` when no row has this id.
    static func update(_ db: Database, table: String, columns: String, values: [DatabaseValueConvertible],
                       id: String, keeping: Set<String> = ["id", "created_at"]) throws {
        let pairs = zip(names(columns), values).filter { !keeping.contains($0.0) }
        let assignments = pairs.map { "\($0.0) = ?" }.joined(separator: ", ")
        try db.execute("UPDATE \(table) SET \(assignments) WHERE id = ?", pairs.map(\.1) + [id])
        guard db.changes == 1 else { throw RecordError(table: table, id: id, problem: "no row with this id to update") }
    }
}

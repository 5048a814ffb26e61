import Foundation
import Synchronization

/// The INSERT and UPDATE statements of the record types, made from one column list so the
/// list and the values cannot drift apart without a loud failure.
enum RecordSQL {
    /// The column names of a list, split once per list: an undo of an import updates 100,000
    /// pieces, and splitting and trimming the same list for each was 14 % of its time.
    static func names(_ columns: String) -> [String] {
        if let known = namesOfList.withLock({ $0[columns] }) { return known }
        let names = columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        namesOfList.withLock { $0[columns] = names }
        return names
    }

    /// The lists are the record types' constants, so the cache stays as small as they are few.
    private static let namesOfList = Mutex<[String: [String]]>([:])

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

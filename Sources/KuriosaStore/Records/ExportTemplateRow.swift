import Foundation

/// A person's own export template (`export_template`, version 2). Not recorded in the
/// history; deleting one removes the row and notes `removed:<id>` in `library_meta`.
public struct ExportTemplateRow: Sendable, Hashable {
    public var id: String
    public var json: JSONText
    public var createdAt: String
    public var updatedAt: String

    public init(id: String, json: JSONText, createdAt: String, updatedAt: String) {
        self.id = id; self.json = json; self.createdAt = createdAt; self.updatedAt = updatedAt
    }
}

extension ExportTemplateRow {
    static let columns = "id, json, created_at, updated_at"

    init(row: Row) throws {
        let r = RecordRow(row, table: "export_template")
        self.init(id: try r.text("id"), json: try r.json("json"), createdAt: try r.text("created_at"), updatedAt: try r.text("updated_at"))
    }

    var columnValues: [DatabaseValueConvertible] { [id, json.text, createdAt, updatedAt] }

    public static func fetchOne(_ db: Database, id: String) throws -> ExportTemplateRow? {
        try db.row("SELECT \(columns) FROM export_template WHERE id = ?", [id]).map(ExportTemplateRow.init(row:))
    }

    /// Every own export template, listed by creation time as the schema says.
    public static func fetchAll(_ db: Database) throws -> [ExportTemplateRow] {
        try db.rows("SELECT \(columns) FROM export_template ORDER BY created_at, id").map(ExportTemplateRow.init(row:))
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "export_template", columns: Self.columns, values: columnValues)
    }

    /// - Throws: `RecordError` when no export template has this id.
    public func update(_ db: Database) throws {
        try RecordSQL.update(db, table: "export_template", columns: Self.columns, values: columnValues, id: id)
    }

    /// Removes the row and notes `removed:<id>` with the time, so another copy of the library
    /// removes it too when the copies are combined
    /// (docs/history.md#records-removed-without-history).
    public static func delete(_ db: Database, id: String, at time: String) throws {
        try db.execute("DELETE FROM export_template WHERE id = ?", [id])
        try LibraryMeta.noteRemoved(db, id: id, at: time)
    }
}

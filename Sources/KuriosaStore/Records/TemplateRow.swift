import Foundation

/// A collection template as stored (`template`): the document is kept as text, parsed by the
/// template layer. Template changes are not recorded in the history.
public struct TemplateRow: Sendable, Hashable {
    public var id: String
    public var version: Int
    public var json: JSONText
    public var updatedAt: String

    public init(id: String, version: Int, json: JSONText, updatedAt: String) {
        self.id = id; self.version = version; self.json = json; self.updatedAt = updatedAt
    }
}

extension TemplateRow {
    static let columns = "id, version, json, updated_at"

    init(row: Row) throws {
        let r = RecordRow(row, table: "template")
        self.init(id: try r.text("id"), version: try r.int("version"), json: try r.json("json"), updatedAt: try r.text("updated_at"))
    }

    var columnValues: [DatabaseValueConvertible] { [id, version, json.text, updatedAt] }

    public static func fetchOne(_ db: Database, id: String) throws -> TemplateRow? {
        try db.row("SELECT \(columns) FROM template WHERE id = ?", [id]).map(TemplateRow.init(row:))
    }

    /// The stored document text alone, unparsed: for a reader that decodes it as a template
    /// and reports its own error (nil when the library has no such template).
    public static func document(_ db: Database, id: String) throws -> String? {
        try db.scalar("SELECT json FROM template WHERE id = ?", [id]).string
    }

    public static func fetchAll(_ db: Database) throws -> [TemplateRow] {
        try db.rows("SELECT \(columns) FROM template ORDER BY id").map(TemplateRow.init(row:))
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "template", columns: Self.columns, values: columnValues)
    }

    /// - Throws: `RecordError` when no template has this id.
    public func update(_ db: Database) throws {
        try RecordSQL.update(db, table: "template", columns: Self.columns, values: columnValues, id: id, keeping: ["id"])
    }
}

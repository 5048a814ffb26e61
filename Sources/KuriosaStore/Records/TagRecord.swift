import Foundation
import KuriosaCore

/// A tag (`tag`); names are unique ignoring ASCII case (COLLATE NOCASE).
public struct TagRecord: Sendable, Hashable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

extension TagRecord: HistoryRecord {
    public static let entity = "tag"
    public func historyPaths() -> [String: JSONValue] { ["name": .string(name)] }
}

extension TagRecord {
    init(row: Row) throws {
        let r = RecordRow(row, table: "tag")
        self.init(id: try r.text("id"), name: try r.text("name"))
    }

    public static func fetchOne(_ db: Database, id: String) throws -> TagRecord? {
        try db.row("SELECT id, name FROM tag WHERE id = ?", [id]).map(TagRecord.init(row:))
    }

    /// The tag with this name, compared as the UNIQUE constraint does (ASCII case ignored).
    public static func fetchOne(_ db: Database, name: String) throws -> TagRecord? {
        try db.row("SELECT id, name FROM tag WHERE name = ? COLLATE NOCASE", [name]).map(TagRecord.init(row:))
    }

    public static func fetchAll(_ db: Database) throws -> [TagRecord] {
        try db.rows("SELECT id, name FROM tag ORDER BY name COLLATE NOCASE, id").map(TagRecord.init(row:))
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "tag", columns: "id, name", values: [id, name])
    }

    /// - Throws: `RecordError` when no tag has this id.
    public func update(_ db: Database) throws {
        try RecordSQL.update(db, table: "tag", columns: "id, name", values: [id, name], id: id)
    }
}

import Foundation
import KuriosaCore

/// A link between two pieces (`relation`). Removal is physical; the history keeps its content.
public struct RelationRecord: Sendable, Hashable {
    public enum RelationType: String, Sendable, Hashable, CaseIterable {
        /// A neutral link without direction, shown as "Linked with" (the old name is kept).
        case linked = "mounted_on"
        /// From the component (`fromItemID`) to the larger piece (`toItemID`).
        case partOf = "part_of"
    }

    public var id: String
    public var fromItemID: String
    public var toItemID: String
    public var type: RelationType
    public var createdAt: String

    public init(id: String, fromItemID: String, toItemID: String, type: RelationType, createdAt: String) {
        self.id = id; self.fromItemID = fromItemID; self.toItemID = toItemID; self.type = type; self.createdAt = createdAt
    }
}

extension RelationRecord: HistoryRecord {
    public static let entity = "relation"

    public func historyPaths() -> [String: JSONValue] {
        ["fromItemID": .string(fromItemID), "toItemID": .string(toItemID), "type": .string(type.rawValue)]
    }
}

extension RelationRecord {
    static let columns = "id, from_item_id, to_item_id, type, created_at"

    init(row: Row) throws {
        let r = RecordRow(row, table: "relation")
        self.init(id: try r.text("id"), fromItemID: try r.text("from_item_id"), toItemID: try r.text("to_item_id"),
                  type: try r.enumeration("type", RelationType.self), createdAt: try r.text("created_at"))
    }

    var columnValues: [DatabaseValueConvertible] { [id, fromItemID, toItemID, type.rawValue, createdAt] }

    public static func fetchOne(_ db: Database, id: String) throws -> RelationRecord? {
        try db.row("SELECT \(columns) FROM relation WHERE id = ?", [id]).map(RelationRecord.init(row:))
    }

    public static func fetchAll(_ db: Database) throws -> [RelationRecord] {
        try db.rows("SELECT \(columns) FROM relation ORDER BY created_at, id").map(RelationRecord.init(row:))
    }

    /// The relations a piece takes part in, from either end.
    public static func fetchAll(_ db: Database, itemID: String) throws -> [RelationRecord] {
        try db.rows("SELECT \(columns) FROM relation WHERE from_item_id = ? OR to_item_id = ? ORDER BY created_at, id", [itemID, itemID])
            .map(RelationRecord.init(row:))
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "relation", columns: Self.columns, values: columnValues)
    }

    /// - Throws: `RecordError` when no relation has this id.
    public func update(_ db: Database) throws {
        try RecordSQL.update(db, table: "relation", columns: Self.columns, values: columnValues, id: id)
    }

    /// Removes the row (relations are not soft-deleted); record the removal with
    /// `HistoryWriter.deletePhysically` first.
    public func delete(_ db: Database) throws {
        try db.execute("DELETE FROM relation WHERE id = ?", [id])
    }
}

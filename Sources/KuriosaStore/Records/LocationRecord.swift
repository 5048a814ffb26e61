import Foundation
import KuriosaCore

/// A place where pieces are kept (`location`), nested by `parentID`.
public struct LocationRecord: Sendable, Hashable {
    public var id: String
    public var parentID: String?
    public var name: String
    public var sortIndex: Int
    public var createdAt: String
    public var updatedAt: String
    public var deletedAt: String?

    public init(id: String, parentID: String? = nil, name: String, sortIndex: Int = 0,
                createdAt: String, updatedAt: String, deletedAt: String? = nil) {
        self.id = id; self.parentID = parentID; self.name = name; self.sortIndex = sortIndex
        self.createdAt = createdAt; self.updatedAt = updatedAt; self.deletedAt = deletedAt
    }
}

extension LocationRecord: HistoryRecord {
    public static let entity = "location"

    public func historyPaths() -> [String: JSONValue] {
        [
            "parentID": HistoryValue.text(parentID),
            "name": .string(name),
            "sortIndex": HistoryValue.int(sortIndex),
            "deletedAt": HistoryValue.text(deletedAt),
        ]
    }
}

extension LocationRecord {
    static let columns = "id, parent_id, name, sort_index, created_at, updated_at, deleted_at"

    init(row: Row) throws {
        let r = RecordRow(row, table: "location")
        self.init(id: try r.text("id"), parentID: try r.optionalText("parent_id"), name: try r.text("name"),
                  sortIndex: try r.int("sort_index"), createdAt: try r.text("created_at"),
                  updatedAt: try r.text("updated_at"), deletedAt: try r.optionalText("deleted_at"))
    }

    var columnValues: [DatabaseValueConvertible] { [id, parentID, name, sortIndex, createdAt, updatedAt, deletedAt] }

    public static func fetchOne(_ db: Database, id: String) throws -> LocationRecord? {
        try db.row("SELECT \(columns) FROM location WHERE id = ?", [id]).map(LocationRecord.init(row:))
    }

    public static func fetchAll(_ db: Database, includingDeleted: Bool = true) throws -> [LocationRecord] {
        try db.rows("SELECT \(columns) FROM location \(includingDeleted ? "" : "WHERE deleted_at IS NULL ")ORDER BY sort_index, name, id")
            .map(LocationRecord.init(row:))
    }

    /// The direct children of a place, or the top level for nil.
    public static func fetchChildren(_ db: Database, parentID: String?, includingDeleted: Bool = false) throws -> [LocationRecord] {
        let deleted = includingDeleted ? "" : " AND deleted_at IS NULL"
        return try db.rows("SELECT \(columns) FROM location WHERE parent_id IS ?\(deleted) ORDER BY sort_index, name, id", [parentID])
            .map(LocationRecord.init(row:))
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "location", columns: Self.columns, values: columnValues)
    }

    /// - Throws: `RecordError` when no place has this id.
    public func update(_ db: Database) throws {
        try RecordSQL.update(db, table: "location", columns: Self.columns, values: columnValues, id: id)
    }
}

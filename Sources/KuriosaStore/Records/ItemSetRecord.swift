import Foundation
import KuriosaCore

/// A named set of pieces (`item_set`) with its members from `item_set_member`.
public struct ItemSetRecord: Sendable, Hashable {
    public var id: String
    public var name: String
    public var notes: String?
    public var createdAt: String
    public var updatedAt: String
    public var deletedAt: String?
    public var itemIDs: [String]

    public init(id: String, name: String, notes: String? = nil, createdAt: String, updatedAt: String,
                deletedAt: String? = nil, itemIDs: [String] = []) {
        self.id = id; self.name = name; self.notes = notes; self.createdAt = createdAt
        self.updatedAt = updatedAt; self.deletedAt = deletedAt; self.itemIDs = itemIDs
    }
}

extension ItemSetRecord: HistoryRecord {
    public static let entity = "item_set"

    public func historyPaths() -> [String: JSONValue] {
        [
            "name": .string(name),
            "notes": HistoryValue.text(notes),
            "deletedAt": HistoryValue.text(deletedAt),
            "itemIDs": HistoryValue.sortedIDs(itemIDs),
        ]
    }
}

extension ItemSetRecord {
    static let columns = "id, name, notes, created_at, updated_at, deleted_at"

    init(row: Row) throws {
        let r = RecordRow(row, table: "item_set")
        self.init(id: try r.text("id"), name: try r.text("name"), notes: try r.optionalText("notes"),
                  createdAt: try r.text("created_at"), updatedAt: try r.text("updated_at"),
                  deletedAt: try r.optionalText("deleted_at"))
    }

    var columnValues: [DatabaseValueConvertible] { [id, name, notes, createdAt, updatedAt, deletedAt] }

    public static func fetchOne(_ db: Database, id: String) throws -> ItemSetRecord? {
        guard var set = try db.row("SELECT \(columns) FROM item_set WHERE id = ?", [id]).map(ItemSetRecord.init(row:)) else { return nil }
        set.itemIDs = try db.rows("SELECT item_id FROM item_set_member WHERE set_id = ? ORDER BY item_id", [id])
            .map { try RecordRow($0, table: "item_set_member", idColumn: "item_id").text("item_id") }
        return set
    }

    public static func fetchAll(_ db: Database, includingDeleted: Bool = true) throws -> [ItemSetRecord] {
        var sets = try db.rows("SELECT \(columns) FROM item_set \(includingDeleted ? "" : "WHERE deleted_at IS NULL ")ORDER BY created_at, id")
            .map(ItemSetRecord.init(row:))
        var members: [String: [String]] = [:]
        for row in try db.rows("SELECT set_id, item_id FROM item_set_member ORDER BY set_id, item_id") {
            let r = RecordRow(row, table: "item_set_member", idColumn: "set_id")
            members[try r.text("set_id"), default: []].append(try r.text("item_id"))
        }
        for i in sets.indices { sets[i].itemIDs = members[sets[i].id] ?? [] }
        return sets
    }

    /// The sets a piece belongs to.
    public static func fetchAll(_ db: Database, containing itemID: String) throws -> [ItemSetRecord] {
        try fetchAll(db).filter { $0.itemIDs.contains(itemID) }
    }

    /// Inserts the row and its members.
    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "item_set", columns: Self.columns, values: columnValues)
        try writeMembers(db)
    }

    /// Writes every column but `id` and `created_at`, and replaces the members.
    /// - Throws: `RecordError` when no set has this id.
    public func update(_ db: Database) throws {
        try RecordSQL.update(db, table: "item_set", columns: Self.columns, values: columnValues, id: id)
        try db.execute("DELETE FROM item_set_member WHERE set_id = ?", [id])
        try writeMembers(db)
    }

    private func writeMembers(_ db: Database) throws {
        for itemID in Set(itemIDs).sorted() {
            try db.execute("INSERT INTO item_set_member (set_id, item_id) VALUES (?, ?)", [id, itemID])
        }
    }
}

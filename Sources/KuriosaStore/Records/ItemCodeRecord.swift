import Foundation
import KuriosaCore

/// An existing barcode or QR code linked to a piece (`item_code`, version 3). Removal is
/// physical; the history keeps its content.
public struct ItemCodeRecord: Sendable, Hashable {
    public var id: String
    public var itemID: String
    /// The code's text, unique in the library.
    public var payload: String
    public var createdAt: String

    public init(id: String, itemID: String, payload: String, createdAt: String) {
        self.id = id; self.itemID = itemID; self.payload = payload; self.createdAt = createdAt
    }
}

extension ItemCodeRecord: HistoryRecord {
    public static let entity = "item_code"
    public func historyPaths() -> [String: JSONValue] { ["itemID": .string(itemID), "payload": .string(payload)] }
}

extension ItemCodeRecord {
    static let columns = "id, item_id, payload, created_at"

    init(row: Row) throws {
        let r = RecordRow(row, table: "item_code")
        self.init(id: try r.text("id"), itemID: try r.text("item_id"), payload: try r.text("payload"),
                  createdAt: try r.text("created_at"))
    }

    var columnValues: [DatabaseValueConvertible] { [id, itemID, payload, createdAt] }

    public static func fetchOne(_ db: Database, id: String) throws -> ItemCodeRecord? {
        try db.row("SELECT \(columns) FROM item_code WHERE id = ?", [id]).map(ItemCodeRecord.init(row:))
    }

    /// The code with this payload: what scanning a code looks up.
    public static func fetchOne(_ db: Database, payload: String) throws -> ItemCodeRecord? {
        try db.row("SELECT \(columns) FROM item_code WHERE payload = ?", [payload]).map(ItemCodeRecord.init(row:))
    }

    public static func fetchAll(_ db: Database) throws -> [ItemCodeRecord] {
        try db.rows("SELECT \(columns) FROM item_code ORDER BY created_at, id").map(ItemCodeRecord.init(row:))
    }

    public static func fetchAll(_ db: Database, itemID: String) throws -> [ItemCodeRecord] {
        try db.rows("SELECT \(columns) FROM item_code WHERE item_id = ? ORDER BY created_at, id", [itemID])
            .map(ItemCodeRecord.init(row:))
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "item_code", columns: Self.columns, values: columnValues)
    }

    /// - Throws: `RecordError` when no code has this id.
    public func update(_ db: Database) throws {
        try RecordSQL.update(db, table: "item_code", columns: Self.columns, values: columnValues, id: id)
    }

    /// Removes the row; record the removal with `HistoryWriter.deletePhysically` first.
    public func delete(_ db: Database) throws {
        try db.execute("DELETE FROM item_code WHERE id = ?", [id])
    }
}

import Foundation

/// One row of `history`: what one record looked like before and after one step. The
/// `changes` text is kept as stored, so rows read from another writer are written back
/// (for example by a merge) byte for byte.
public struct HistoryEntry: Sendable, Equatable {
    public enum Action: String, Sendable, Hashable, CaseIterable { case create, update, delete, restore }

    public var id: String
    /// Shared by the entries of one user action; undo reverts a whole batch.
    public var batchID: String
    public var occurredAt: String
    /// `local` or `merge` (see `HistoryActor`); kept as text because older writers may differ.
    public var actor: String
    /// The table name (`item`, `media`, …, also `status_event` from before version 11).
    public var entity: String
    public var entityID: String
    public var action: Action
    public var changesText: String
    public var undoesID: String?
    /// Version 14; nil for entries written before it or without a device.
    public var device: String?

    public init(id: String, batchID: String, occurredAt: String, actor: String, entity: String,
                entityID: String, action: Action, changes: [HistoryChange], undoesID: String? = nil,
                device: String? = nil) {
        self.init(id: id, batchID: batchID, occurredAt: occurredAt, actor: actor, entity: entity,
                  entityID: entityID, action: action, changesText: HistoryChange.text(changes),
                  undoesID: undoesID, device: device)
    }

    public init(id: String, batchID: String, occurredAt: String, actor: String, entity: String,
                entityID: String, action: Action, changesText: String, undoesID: String? = nil,
                device: String? = nil) {
        self.id = id; self.batchID = batchID; self.occurredAt = occurredAt; self.actor = actor
        self.entity = entity; self.entityID = entityID; self.action = action
        self.changesText = changesText; self.undoesID = undoesID; self.device = device
    }

    /// The changes read from `changesText`.
    /// - Throws: `RecordError` naming this entry when the text is not a list of changes.
    public func changes() throws -> [HistoryChange] {
        do { return try HistoryChange.parse(changesText) } catch {
            throw RecordError(table: "history", id: id, column: "changes", problem: "\(error)")
        }
    }
}

extension HistoryEntry {
    static let columns = "id, batch_id, occurred_at, actor, entity, entity_id, action, changes, undoes_id, device"

    init(row: Row) throws {
        let r = RecordRow(row, table: "history")
        self.init(id: try r.text("id"), batchID: try r.text("batch_id"), occurredAt: try r.text("occurred_at"),
                  actor: try r.text("actor"), entity: try r.text("entity"), entityID: try r.text("entity_id"),
                  action: try r.enumeration("action", Action.self), changesText: try r.text("changes"),
                  undoesID: try r.optionalText("undoes_id"), device: try r.optionalText("device"))
    }

    var columnValues: [DatabaseValueConvertible] {
        [id, batchID, occurredAt, actor, entity, entityID, action.rawValue, changesText, undoesID, device]
    }

    public static func fetchOne(_ db: Database, id: String) throws -> HistoryEntry? {
        try db.row("SELECT \(columns) FROM history WHERE id = ?", [id]).map(HistoryEntry.init(row:))
    }

    /// Every entry in the order written (time, then insertion).
    public static func fetchAll(_ db: Database) throws -> [HistoryEntry] {
        try db.rows("SELECT \(columns) FROM history ORDER BY occurred_at, rowid").map(HistoryEntry.init(row:))
    }

    /// The entries of one record, oldest first.
    public static func fetchAll(_ db: Database, entityID: String) throws -> [HistoryEntry] {
        try db.rows("SELECT \(columns) FROM history WHERE entity_id = ? ORDER BY occurred_at, rowid", [entityID])
            .map(HistoryEntry.init(row:))
    }

    /// The entries of one user action, in the order written.
    public static func fetchAll(_ db: Database, batchID: String) throws -> [HistoryEntry] {
        try db.rows("SELECT \(columns) FROM history WHERE batch_id = ? ORDER BY rowid", [batchID])
            .map(HistoryEntry.init(row:))
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "history", columns: Self.columns, values: columnValues)
    }
}

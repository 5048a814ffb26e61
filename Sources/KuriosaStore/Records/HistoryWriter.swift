import Foundation
import KuriosaCore

/// Who made a history entry: the device's user, or the repairs a merge of two copies makes
/// (which "Undo" of the person's last step leaves alone).
public enum HistoryActor: String, Sendable, Hashable, CaseIterable {
    case local, merge
}

/// Writes the history rows of one user action. Every entry it writes shares one `batchID`
/// and one `occurredAt`, so undo reverts the action as a whole; make a new writer for the
/// next action. It writes only `history`: the caller changes the record rows itself, in
/// the same transaction.
public struct HistoryWriter: Sendable {
    public let batchID: String
    public let actor: HistoryActor
    /// The ID this device gives itself (version 14); nil writes NULL.
    public let device: String?
    public let occurredAt: String

    /// - Parameters:
    ///   - occurredAt: the time of the action; now unless given.
    ///   - batchID: a new random ID unless given.
    public init(actor: HistoryActor = .local, device: String?, occurredAt: String? = nil, batchID: String? = nil) {
        self.actor = actor
        self.device = device
        self.occurredAt = occurredAt ?? Timestamp.now()
        self.batchID = batchID ?? SecureRandom.uuid()
    }

    // MARK: Entries from JSON forms

    /// A record was created: the attributes that are not null, all old null.
    @discardableResult
    public func create(entity: String, id: String, record: [String: JSONValue], in db: Database) throws -> HistoryEntry {
        try write(entity: entity, id: id, action: .create, changes: HistoryChange.forCreate(record), in: db)
    }

    /// A record changed: the paths that differ. Returns nil and writes nothing when none do.
    @discardableResult
    public func update(entity: String, id: String, old: [String: JSONValue], new: [String: JSONValue], in db: Database) throws -> HistoryEntry? {
        let changes = HistoryChange.forUpdate(old: old, new: new)
        if changes.isEmpty { return nil }
        return try write(entity: entity, id: id, action: .update, changes: changes, in: db)
    }

    /// A soft delete: the single path `deletedAt`, from null to the deletion time (the
    /// action's time unless given).
    @discardableResult
    public func delete(entity: String, id: String, deletedAt: String? = nil, in db: Database) throws -> HistoryEntry {
        let change = HistoryChange(path: "deletedAt", old: .null, new: .string(deletedAt ?? occurredAt))
        return try write(entity: entity, id: id, action: .delete, changes: [change], in: db)
    }

    /// A physical delete (relations, codes): the complete record, nulls included, as old;
    /// all new null. The history is then the only place the content is kept.
    @discardableResult
    public func deletePhysically(entity: String, id: String, record: [String: JSONValue], in db: Database) throws -> HistoryEntry {
        try write(entity: entity, id: id, action: .delete, changes: HistoryChange.forPhysicalDelete(record), in: db)
    }

    /// A soft-deleted record came back: `deletedAt` from its deletion time to null.
    @discardableResult
    public func restore(entity: String, id: String, deletedAt: String, in db: Database) throws -> HistoryEntry {
        let change = HistoryChange(path: "deletedAt", old: .string(deletedAt), new: .null)
        return try write(entity: entity, id: id, action: .restore, changes: [change], in: db)
    }

    /// Any entry, for example one that undoes another (`undoes` is that entry's id).
    @discardableResult
    public func write(entity: String, id: String, action: HistoryEntry.Action, changes: [HistoryChange],
                      undoes: String? = nil, in db: Database) throws -> HistoryEntry {
        let entry = HistoryEntry(id: SecureRandom.uuid(), batchID: batchID, occurredAt: occurredAt,
                                 actor: actor.rawValue, entity: entity, entityID: id, action: action,
                                 changes: changes, undoesID: undoes, device: device)
        try entry.insert(db)
        return entry
    }

    // MARK: Entries from records

    @discardableResult
    public func create<R: HistoryRecord>(_ record: R, in db: Database) throws -> HistoryEntry {
        try create(entity: R.entity, id: record.id, record: record.historyPaths(), in: db)
    }

    @discardableResult
    public func update<R: HistoryRecord>(old: R, new: R, in db: Database) throws -> HistoryEntry? {
        try update(entity: R.entity, id: new.id, old: old.historyPaths(), new: new.historyPaths(), in: db)
    }

    @discardableResult
    public func deletePhysically<R: HistoryRecord>(_ record: R, in db: Database) throws -> HistoryEntry {
        try deletePhysically(entity: R.entity, id: record.id, record: record.historyPaths(), in: db)
    }
}

import Foundation
import KuriosaCore

/// Undo and redo of history batches (catalog schema, "history.changes"): reverts a whole
/// batch by writing new entries in one new batch with `undoes_id` pointing at the entries
/// undone. Undoing an undo batch is a redo. The caller saves the session (the command does,
/// through `CatalogSession.save()`, atomically and under the package lock).
public enum CatalogUndo {
    /// Undoes one batch in one transaction, or only works out what it would do.
    /// - Parameters:
    ///   - batchID: the batch; nil: the newest batch of actor `local` that is not itself
    ///     undone, as the app's "Undo" chooses (merge repairs are left alone).
    ///   - device: `history.device` of the new entries.
    /// - Throws: `UndoError` when the batch is not undone (nothing is written), or the
    ///   catalog's own errors.
    public static func undo(_ db: Database, batchID: String? = nil, dryRun: Bool = false,
                            device: String?, now: String? = nil) throws -> UndoReport {
        let plan = try plan(db, batchID: batchID, now: now)
        return dryRun ? plan.report : try apply(plan, device: device)
    }

    /// What an undo will write, worked out on the catalog as it is, with the report of a dry
    /// run. `kuriosa undo` plans on its snapshot (a refusal then takes no lock), and applies
    /// the same plan under the lock when no other writer's catalog was merged in meanwhile
    /// (`CatalogSession.mergedIn`): planning a 100,000-piece import's undo twice cost as
    /// much as the undo itself.
    public struct Plan {
        let planner: UndoPlanner
        let time: String
        /// The report of a dry run; `apply` adds what it wrote.
        public let report: UndoReport
    }

    /// - Throws: `UndoError` when the batch cannot be undone.
    public static func plan(_ db: Database, batchID: String? = nil, now: String? = nil) throws -> Plan {
        let log = try HistoryLog.read(db)
        let words = try HistoryWords.read(db, log: log)
        let batch: HistoryBatch
        if let batchID {
            guard let found = log.batch(batchID) else {
                throw UndoError(reason: .unknownBatch, batchID: batchID, batchWords: nil, problems: [])
            }
            batch = found
        } else {
            guard let newest = log.newestUndoableBatch else {
                throw UndoError(reason: .nothingToUndo, batchID: nil, batchWords: nil, problems: [
                    .init(message: log.batches.isEmpty ? "nothing to undo: the history is empty"
                          : "nothing to undo: every batch of actor local is undone already (merge repairs are left alone; name one with --batch)",
                          record: nil, laterBatchID: nil)])
            }
            batch = newest
        }
        let description = words.describe(batch, in: log)
        let time = now ?? Timestamp.now()
        var planner = UndoPlanner(db: db, log: log, words: words, batch: batch, now: time)
        try planner.plan()
        if let error = planner.error(words: description) { throw error }
        guard !planner.steps.isEmpty else {
            throw UndoError(reason: .notUndoable, batchID: batch.id, batchWords: description, problems: [
                .init(message: "none of its entries can be undone (" + planner.skipped.joined(separator: "; ") + ")", record: nil, laterBatchID: nil)])
        }
        var report = UndoReport(batchID: batch.id, words: description, dryRun: true, skipped: planner.skipped)
        report.steps = planner.steps.map { step in
            .init(record: words.record(entity: step.entity, id: step.id, changes: step.changes), entity: step.entity,
                  id: step.id, action: step.action.rawValue, paths: step.changes.map(\.path))
        }
        return Plan(planner: planner, time: time, report: report)
    }

    /// Writes `plan` in one transaction and one new batch, on the catalog it was made on.
    public static func apply(_ plan: Plan, device: String?) throws -> UndoReport {
        var report = plan.report
        report.dryRun = false
        let writer = HistoryWriter(actor: .local, device: device, occurredAt: plan.time)
        try plan.planner.db.transaction {
            try apply(plan.planner, writer: writer, report: &report)
        }
        report.newBatchID = writer.batchID
        return report
    }

    /// Writes the plan: records made again first (a tag before the pieces that get it back),
    /// then restores, soft deletes and updates in the order of the batch, then physical
    /// removals; every change with its entry.
    static func apply(_ planner: UndoPlanner, writer: HistoryWriter, report: inout UndoReport) throws {
        let db = planner.db
        let ordered = planner.steps.filter { $0.kind == .recreate }
            + planner.steps.filter { $0.kind != .recreate && $0.kind != .removePhysically }
            + planner.steps.filter { $0.kind == .removePhysically }
        var searchItems: [String] = [], numbered: [String] = []
        for step in ordered {
            guard let type = UndoableRecords.types[step.entity] else { continue }
            switch step.kind {
            case .recreate:
                try planner.records[step.id]?.insert(db)
            case .removePhysically:
                try type.fetchOne(db, id: step.id)?.delete(db)
            case .softDelete, .restore, .update:
                // (A `where` on a case of several patterns would hold for the last one only.)
                if try updateItemInPlace(step, at: writer.occurredAt, db: db) { break }
                guard var record = try type.fetchOne(db, id: step.id) else {
                    throw RecordError(table: step.entity, id: step.id, problem: "is gone while it was being undone")
                }
                for c in step.changes { try record.setHistoryPath(c.path, to: c.new) }
                record.touch(at: writer.occurredAt)
                try record.update(db)
                if step.entity == "item" && step.kind == .update && step.changes.contains(where: { ItemSearchRow.matters($0.path) }) {
                    searchItems.append(step.id)
                }
            }
            try writer.write(entity: step.entity, id: step.id, action: step.action, changes: step.changes,
                             undoes: step.undoes.id, in: db)
            if step.kind == .restore && step.entity == "item",
               try numberRestoredPiece(step, writer: writer, db: db, report: &report) {
                numbered.append(step.id)
            }
        }
        var search = try ItemSearchRow(db)
        for id in searchItems + numbered { try search.rebuild(itemID: id) }
    }

    /// The two changes an import's undo makes 100,000 times — a piece deleted or restored
    /// (`deletedAt`), a piece's tags (`tagIDs`) — written as just those columns, not as the
    /// whole piece read, decoded, encoded and written back with its tags (the result is the
    /// same row; 183,000 steps took about 11 s that way). False for any other change.
    static func updateItemInPlace(_ step: UndoStep, at time: String, db: Database) throws -> Bool {
        guard step.entity == "item", let path = step.changes.first?.path,
              step.changes.allSatisfy({ $0.path == path }), let change = step.changes.last else { return false }
        let written: Bool
        switch path {
        case "deletedAt":
            guard change.new == .null || change.new.stringValue != nil else { return false }
            written = try ItemRecord.setDeletedAt(change.new.stringValue, updatedAt: time, id: step.id, db)
        case "tagIDs":
            guard let tags = change.new.arrayValue?.compactMap(\.stringValue), tags.count == change.new.arrayValue?.count else { return false }
            written = try ItemRecord.setTags(tags, updatedAt: time, id: step.id, db)
        default:
            return false
        }
        guard written else { throw RecordError(table: "item", id: step.id, problem: "is gone while it was being undone") }
        return true
    }

    /// "When a deleted piece without a number comes back" it gets the next number (version
    /// 13), recorded in the undo batch like the merge's `duplicate-number` repair.
    /// - Returns: whether the piece got a number.
    static func numberRestoredPiece(_ step: UndoStep, writer: HistoryWriter, db: Database, report: inout UndoReport) throws -> Bool {
        // Most restored pieces kept their numbers: only those without one are read whole.
        guard try ItemRecord.lacksNumber(db, id: step.id), var item = try ItemRecord.fetchOne(db, id: step.id),
              item.kind == .owned, item.number == nil else { return false }
        item.number = try ItemNumbers.assignNext(db)
        try item.update(db)
        try writer.write(entity: "item", id: item.id, action: .update,
                         changes: [HistoryChange(path: "number", old: .null, new: HistoryValue.int(item.number))],
                         undoes: step.undoes.id, in: db)
        report.numbered.append(ItemNumber.display(item.number) ?? "")
        return true
    }
}

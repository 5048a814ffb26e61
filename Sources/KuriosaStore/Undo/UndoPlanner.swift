import Foundation
import KuriosaCore

/// Works out, without writing, how one batch is undone as the catalog schema says
/// ("history.changes"): a create becomes a soft delete (relations, codes and tags are
/// removed physically), a soft delete a restore, an update goes back path by path, a
/// physical delete is made again from the history's content. It refuses — naming the later
/// batch, the record and the path — when a later batch changed the same records' same paths,
/// when an entry is about media deleted for good, and when the undo would break a rule of the
/// schema (a deleted collection holding a live piece, two codes with one payload, a loop of
/// part-of links).
struct UndoPlanner {
    let db: Database
    let log: HistoryLog
    let words: HistoryWords
    let batch: HistoryBatch
    let now: String
    var steps: [UndoStep] = []
    /// Entries left alone, in words (numbers).
    var skipped: [String] = []
    var problems: [UndoError.Problem] = []
    var laterChanges: [UndoError.Problem] = []
    var undoneBy: String?
    /// The records a step makes again (deleted for good, their content from the history).
    /// Records still in the catalog are not kept: `apply` reads each as it is when it writes,
    /// and keeping an import's 100,000 pieces here held hundreds of MB for nothing.
    var records: [String: any UndoableRecord] = [:]
    /// The paths each entry of the batch changed, read when it was planned, so that the
    /// search for later changes does not parse every entry's `changes` a second time.
    var batchPaths: [String: Set<String>] = [:]

    init(db: Database, log: HistoryLog, words: HistoryWords, batch: HistoryBatch, now: String) {
        self.db = db; self.log = log; self.words = words; self.batch = batch; self.now = now
    }

    func label(_ e: HistoryEntry, _ changes: [HistoryChange] = []) -> String {
        words.record(entity: e.entity, id: e.entityID, changes: changes)
    }

    mutating func refuse(_ message: String, record: String?, later: String? = nil) {
        problems.append(.init(message: message, record: record, laterBatchID: later))
    }

    /// The refusal, or nil when the plan can be written.
    func error(words batchWords: String) -> UndoError? {
        if let undoneBy {
            return UndoError(reason: .alreadyUndone, batchID: batch.id, batchWords: batchWords, problems: [
                .init(message: "it was undone by batch \(undoneBy); undo that batch to redo it", record: nil, laterBatchID: undoneBy)])
        }
        if !laterChanges.isEmpty {
            return UndoError(reason: .laterChanges, batchID: batch.id, batchWords: batchWords, problems: laterChanges)
        }
        guard !problems.isEmpty else { return nil }
        let forGood = problems.contains { $0.message.contains("deleted for good") }
        return UndoError(reason: forGood ? .deletedForGood : .notUndoable, batchID: batch.id, batchWords: batchWords, problems: problems)
    }

    // MARK: Entries

    mutating func plan() throws {
        for e in batch.entries { try plan(e) }
        findLaterChanges()
        if laterChanges.isEmpty && undoneBy == nil { try checkRules() }
    }

    mutating func plan(_ e: HistoryEntry) throws {
        guard let type = UndoableRecords.types[e.entity] else {
            if e.entity == "status_event" {
                // "The records they describe are gone, so they are not undone" (schema, version
                // 11); undoing only the rest of the batch (the piece's status) would leave the
                // status against the journal entry the event became, so the batch stays.
                let name = label(e, (try? e.changes()) ?? [])
                refuse("\(name): status events are gone since schema version 11 (they are journal entries now) and are not undone, so neither is the status change that came with them", record: name)
            } else {
                refuse("\(e.entity) \(e.entityID) (entry \(e.id)): the toolkit does not know this kind of record", record: nil)
            }
            return
        }
        // A create (or restore) of a record removed softly goes back by its `deleted_at` alone:
        // neither its changes nor its row are read (an import's undo: 100,000 pieces parsed and
        // decoded for one column, about 5 s). Named only where refused.
        if e.action == .create || e.action == .restore, type.isSoftDeleted, let deleted = try type.deletedAt(db, id: e.entityID) {
            guard deleted == nil else {
                refuse("\(label(e, (try? e.changes()) ?? [])): it is deleted already", record: label(e, (try? e.changes()) ?? []))
                return
            }
            steps.append(UndoStep(kind: .softDelete, undoes: e, entity: e.entity, id: e.entityID,
                                  changes: [HistoryChange(path: "deletedAt", old: .null, new: .string(now))]))
            return
        }
        let changes: [HistoryChange]
        do { changes = try e.changes() } catch { refuse("entry \(e.id): \(error)", record: label(e)); return }
        if try planLightly(e, type: type, changes: changes) { return }
        let name = label(e, changes)
        guard let current = try type.fetchOne(db, id: e.entityID) else {
            if e.entity == "media" {
                let item = words.media[e.entityID]?.itemID
                let piece = item.map(words.piece) ?? "a piece"
                refuse("\(name) was deleted for good (entry \(e.id) cannot be undone, CatalogError.deletedForGood)", record: piece)
            } else if e.action == .delete && !type.isSoftDeleted {
                try planRecreate(e, type: type, changes: changes, name: name)
            } else {
                refuse("\(name): the record is no longer in the catalog", record: name)
            }
            return
        }
        let paths = Set(changes.map(\.path))
        batchPaths[e.id] = paths
        let deletedAt = current.historyPaths()["deletedAt"] ?? .null
        switch e.action {
        case .create, .restore:
            if type.isSoftDeleted {
                guard deletedAt == .null else { refuse("\(name): it is deleted already", record: name); return }
                steps.append(UndoStep(kind: .softDelete, undoes: e, entity: e.entity, id: e.entityID,
                                      changes: [HistoryChange(path: "deletedAt", old: .null, new: .string(now))]))
            } else if e.action == .create {
                let all = current.historyPaths()
                steps.append(UndoStep(kind: .removePhysically, undoes: e, entity: e.entity, id: e.entityID,
                                      changes: HistoryChange.forPhysicalDelete(all)))
            } else {
                refuse("\(name): a restore of a record that is never soft-deleted", record: name)
            }
        case .delete:
            guard type.isSoftDeleted else { refuse("\(name): the record is in the catalog again", record: name); return }
            guard changes.count == 1, changes[0].path == "deletedAt" else {
                refuse("\(name): entry \(e.id) deletes more than deletedAt, but this kind of record is only ever deleted softly", record: name)
                return
            }
            guard deletedAt != .null else { refuse("\(name): it is not deleted now", record: name); return }
            steps.append(UndoStep(kind: .restore, undoes: e, entity: e.entity, id: e.entityID,
                                  changes: [HistoryChange(path: "deletedAt", old: deletedAt, new: .null)]))
        case .update:
            try planUpdate(e, current: current, changes: changes, name: name)
        }
    }

    /// The two entries an import's redo has 100,000 of — a soft delete going back, a piece's
    /// tags — planned from the columns they touch (`deleted_at`, the piece's `item_tag` rows)
    /// rather than the whole record read and turned into paths (about 5 s of a redo). False
    /// for any other entry, and for one whose record is not in the catalog (the general path
    /// says why).
    mutating func planLightly(_ e: HistoryEntry, type: any UndoableRecord.Type, changes: [HistoryChange]) throws -> Bool {
        if e.action == .delete, type.isSoftDeleted, changes.count == 1, changes[0].path == "deletedAt",
           let deleted = try type.deletedAt(db, id: e.entityID) {
            batchPaths[e.id] = ["deletedAt"]
            guard let deleted else {
                refuse("\(label(e, changes)): it is not deleted now", record: label(e, changes))
                return true
            }
            steps.append(UndoStep(kind: .restore, undoes: e, entity: e.entity, id: e.entityID,
                                  changes: [HistoryChange(path: "deletedAt", old: .string(deleted), new: .null)]))
            return true
        }
        if e.action == .update, e.entity == ItemRecord.entity, !changes.isEmpty, changes.allSatisfy({ $0.path == "tagIDs" }),
           try ItemRecord.deletedAt(db, id: e.entityID) != nil {
            batchPaths[e.id] = ["tagIDs"]
            let tags = try ItemRecord.tagIDsByItem(db, itemIDs: [e.entityID])[e.entityID] ?? []
            try planUpdate(e, now: ["tagIDs": HistoryValue.sortedIDs(tags)], changes: changes, name: label(e, changes))
            return true
        }
        return false
    }

    mutating func planUpdate(_ e: HistoryEntry, current: any UndoableRecord, changes: [HistoryChange], name: String) throws {
        try planUpdate(e, now: current.historyPaths(), changes: changes, name: name)
    }

    /// - Parameter now: the record's paths as the catalog has them (those the entry changed, at least).
    mutating func planUpdate(_ e: HistoryEntry, now: [String: JSONValue], changes: [HistoryChange], name: String) throws {
        var back: [HistoryChange] = []
        for c in changes {
            if c.path == "number" && e.entity == "item" {
                skipped.append("\(name) number: an inventory number is never changed back or given twice")
                continue
            }
            guard let value = now[c.path] ?? (e.entity == ItemRecord.entity && (c.path.hasPrefix("fields.") || c.path.hasPrefix("wishFields.")) ? JSONValue.null : nil) else {
                refuse("\(name) \(c.path): the catalog (schema version 16) no longer has this path, so entry \(e.id) cannot go back", record: name)
                continue
            }
            guard value.isCatalogEqual(to: c.new) else {
                refuse("\(name) \(HistoryWords.path(c.path)): is \(value.catalogJSONText) now, not \(c.new.catalogJSONText) as batch \(batch.id) left it (changed outside the history)", record: name)
                continue
            }
            if ["primaryPhotoID", "backPhotoID", "coverPhotoID"].contains(c.path), let media = c.old.stringValue,
               try MediaRecord.fetchOne(db, id: media) == nil {
                refuse("\(name) \(HistoryWords.path(c.path)): the photo \(media) was deleted for good (CatalogError.deletedForGood)", record: name)
                continue
            }
            back.append(HistoryChange(path: c.path, old: value, new: c.old))
        }
        guard !back.isEmpty else { return }
        steps.append(UndoStep(kind: .update, undoes: e, entity: e.entity, id: e.entityID, changes: back))
    }

    mutating func planRecreate(_ e: HistoryEntry, type: any UndoableRecord.Type, changes: [HistoryChange], name: String) throws {
        var content: [String: JSONValue] = [:]
        for c in changes { content[c.path] = c.old }
        // The row's created_at: when its create entry was written, if the history has one.
        let createdAt = (log.positionsOfRecord[e.entityID] ?? []).map { log.entries[$0] }
            .first { $0.action == .create }?.occurredAt ?? now
        do {
            let record = try type.recreate(id: e.entityID, paths: content, createdAt: createdAt)
            records[e.entityID] = record
            steps.append(UndoStep(kind: .recreate, undoes: e, entity: e.entity, id: e.entityID,
                                  changes: HistoryChange.forCreate(record.historyPaths())))
        } catch {
            refuse("\(name): its content in entry \(e.id) cannot be made into a record again (\(error))", record: name)
        }
    }

    // MARK: Later batches

    /// "An older batch can be undone only while no later batch changed the same records' same
    /// paths." A later change and its undo cancel out (an even chain of undos); an odd chain
    /// stands. A chain that starts by undoing this very batch means it is undone already.
    mutating func findLaterChanges() {
        var named: Set<String> = []
        for entry in batch.entries where UndoableRecords.types[entry.entity] != nil {
            guard let start = log.positionOfEntry[entry.id] else { continue }
            let positions = log.positionsOfRecord[entry.entityID] ?? []
            // Nothing after this entry touched the record: nothing to read (an import's pieces).
            guard positions.contains(where: { $0 > start && log.entries[$0].batchID != batch.id }) else { continue }
            let changes = (try? entry.changes()) ?? []
            var paths = batchPaths[entry.id] ?? Set(changes.map(\.path))
            if entry.action != .update { paths.insert("deletedAt") }
            // Numbers never go back (undo leaves them), so a later number repair is no obstacle.
            if entry.entity == ItemRecord.entity { paths.remove("number") }
            let later = positions.filter { p in
                p > start && log.entries[p].batchID != batch.id
                    && !Set(((try? log.entries[p].changes()) ?? []).map(\.path)).isDisjoint(with: paths)
            }
            let laterIDs = Set(later.map { log.entries[$0].id })
            for root in later where !laterIDs.contains(log.entries[root].undoesID ?? "") {
                var chain = [root]
                while let last = chain.last,
                      let next = (log.undoersOfEntry[log.entries[last].id] ?? []).first(where: { later.contains($0) && !chain.contains($0) }) {
                    chain.append(next)
                }
                guard chain.count % 2 == 1, let last = chain.last else { continue }
                let lastEntry = log.entries[last]
                if let undone = log.entries[root].undoesID, batch.entries.contains(where: { $0.id == undone }) {
                    undoneBy = undoneBy ?? lastEntry.batchID
                    continue
                }
                guard named.insert("\(lastEntry.batchID) \(entry.entityID)").inserted else { continue }
                let record = words.record(entity: entry.entity, id: entry.entityID, changes: changes)
                let touched = Set(((try? lastEntry.changes()) ?? []).map(\.path)).intersection(paths)
                    .sorted().map(HistoryWords.path).joined(separator: ", ")
                let laterWords = log.batch(lastEntry.batchID).map { words.title(of: $0, in: log) } ?? ""
                laterChanges.append(.init(message: "\(record) \(touched) was changed later by batch \(lastEntry.batchID) (\(laterWords), \(lastEntry.occurredAt)); undo that batch first",
                                          record: record, laterBatchID: lastEntry.batchID))
            }
        }
    }
}

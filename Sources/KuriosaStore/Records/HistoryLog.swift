import Foundation
import KuriosaCore

/// The whole history of a catalog read once: the entries in order, grouped into batches,
/// with the look-ups undo and `kuriosa history` need.
public struct HistoryLog: Sendable {
    /// Every entry, oldest first (time, then insertion).
    public let entries: [HistoryEntry]
    /// Every batch, oldest first (by its last entry).
    public let batches: [HistoryBatch]
    let positionOfEntry: [String: Int]
    let batchIndex: [String: Int]
    /// Entry positions per `entity_id`.
    let positionsOfRecord: [String: [Int]]
    /// Positions of the entries that undo an entry: entry id → positions.
    let undoersOfEntry: [String: [Int]]

    public static func read(_ db: Database) throws -> HistoryLog {
        try HistoryLog(entries: HistoryEntry.fetchAll(db), names: HistoryBatchName.fetchAll(db))
    }

    init(entries: [HistoryEntry], names: [String: HistoryBatchName]) {
        self.entries = entries
        var positionOfEntry: [String: Int] = [:], positionsOfRecord: [String: [Int]] = [:], undoers: [String: [Int]] = [:]
        var order: [String] = [], grouped: [String: HistoryBatch] = [:]
        for (i, e) in entries.enumerated() {
            positionOfEntry[e.id] = i
            positionsOfRecord[e.entityID, default: []].append(i)
            if let u = e.undoesID { undoers[u, default: []].append(i) }
            if grouped[e.batchID] == nil {
                order.append(e.batchID)
                grouped[e.batchID] = HistoryBatch(id: e.batchID, entries: [], positions: [], name: names[e.batchID])
            }
            grouped[e.batchID]?.entries.append(e)
            grouped[e.batchID]?.positions.append(i)
        }
        var batches = order.compactMap { grouped[$0] }.sorted { $0.lastPosition < $1.lastPosition }
        var batchIndex: [String: Int] = [:]
        for (i, b) in batches.enumerated() { batchIndex[b.id] = i }
        for i in batches.indices {
            var undone: [String] = []
            for e in batches[i].entries {
                if let u = e.undoesID, let p = positionOfEntry[u], !undone.contains(entries[p].batchID) {
                    undone.append(entries[p].batchID)
                }
            }
            batches[i].undoesBatchIDs = undone
        }
        // Newest first: a batch is undone by a later batch that undoes one of its entries and
        // is not itself undone (undoing an undo is a redo).
        for i in batches.indices.reversed() {
            for p in batches[i].entries.flatMap({ undoers[$0.id] ?? [] }).sorted().reversed() {
                guard let j = batchIndex[entries[p].batchID], j != i, batches[j].undoneByBatchID == nil else { continue }
                batches[i].undoneByBatchID = batches[j].id
                break
            }
        }
        self.batches = batches
        self.positionOfEntry = positionOfEntry
        self.batchIndex = batchIndex
        self.positionsOfRecord = positionsOfRecord
        self.undoersOfEntry = undoers
    }

    public func batch(_ id: String) -> HistoryBatch? { batchIndex[id].map { batches[$0] } }

    /// What `kuriosa undo` without `--batch` reverts, as the app's "Undo" does: the newest
    /// batch of actor `local` that is not itself undone (merge repairs are left alone).
    public var newestUndoableBatch: HistoryBatch? {
        batches.last { $0.actor == HistoryActor.local.rawValue && $0.undoneByBatchID == nil }
    }

    /// The batch an undo batch goes back to through its chain of undos, and how many undos
    /// deep it is (1: an undo, 2: a redo, …).
    public func origin(of batch: HistoryBatch) -> (batch: HistoryBatch, depth: Int) {
        var current = batch, depth = 0
        while current.isUndo, let first = current.undoesBatchIDs.first, let next = self.batch(first), depth < 10_000 {
            current = next
            depth += 1
        }
        return (current, depth)
    }
}

extension HistoryLog {
    /// The entries about one piece, oldest first: its own, and those of its photos and
    /// documents, its codes and its links (found by the IDs their changes name).
    public func entries(aboutPiece id: String) -> [HistoryEntry] {
        let paths: Set<String> = ["itemID", "fromItemID", "toItemID"]
        var ids: Set<String> = [id]
        for e in entries where ["media", "item_code", "relation", "status_event"].contains(e.entity) && !ids.contains(e.entityID) {
            if ((try? e.changes()) ?? []).contains(where: { paths.contains($0.path) && ($0.new.stringValue == id || $0.old.stringValue == id) }) {
                ids.insert(e.entityID)
            }
        }
        return entries.filter { ids.contains($0.entityID) }
    }
}

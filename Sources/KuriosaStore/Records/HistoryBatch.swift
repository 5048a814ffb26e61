import Foundation
import KuriosaCore

/// The entries of one user action (one `batch_id`), as `kuriosa history` lists them and undo
/// reverts them: who wrote it and where, what the toolkit called it, and how it stands to
/// the batches that undo it or that it undoes.
public struct HistoryBatch: Sendable {
    public let id: String
    /// In the order written.
    public internal(set) var entries: [HistoryEntry]
    /// Places of the entries in the whole history (time, then insertion), for "later".
    var positions: [Int]
    /// What the toolkit called it (`library_meta` `batch:<id>`), when it did.
    public internal(set) var name: HistoryBatchName?
    /// Batches whose entries this one undoes, oldest first.
    public internal(set) var undoesBatchIDs: [String] = []
    /// The batch that undid this one, while that undo is not itself undone.
    public internal(set) var undoneByBatchID: String?

    /// When it happened: the time of its first entry.
    public var occurredAt: String { entries.first?.occurredAt ?? "" }
    /// `local` or `merge`; the first entry's (a batch is written by one writer).
    public var actor: String { entries.first?.actor ?? "" }
    public var device: String? { entries.first { $0.device != nil }?.device }
    /// Every entry undoes another one: an undo (or, undoing an undo, a redo).
    public var isUndo: Bool { !entries.isEmpty && entries.allSatisfy { $0.undoesID != nil } }
    var lastPosition: Int { positions.last ?? -1 }
}

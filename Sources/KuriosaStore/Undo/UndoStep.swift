import Foundation
import KuriosaCore

/// One record change an undo makes, and the history entry that records it.
struct UndoStep {
    enum Kind {
        /// A create undone: the record gets `deleted_at` (a restore undone, too).
        case softDelete
        /// A soft delete undone: `deleted_at` back to null.
        case restore
        /// An update undone: the paths go back to the values the entry recorded as old.
        case update
        /// A physical delete undone: the record made again from the content its history kept.
        case recreate
        /// A create of a relation, code or tag undone: the row removed, its content kept in
        /// the new entry.
        case removePhysically
    }

    let kind: Kind
    /// The entry undone (the new entry's `undoes_id`).
    let undoes: HistoryEntry
    let entity: String
    let id: String
    /// The new entry's changes: old is the value now, new the value the undo sets.
    var changes: [HistoryChange]

    var action: HistoryEntry.Action {
        switch kind {
        case .softDelete, .removePhysically: .delete
        case .restore: .restore
        case .update: .update
        case .recreate: .create
        }
    }
}

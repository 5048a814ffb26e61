import Foundation

extension HistoryWriter {
    /// The `create` entries of many new items in this writer's batch (an import), through one
    /// statement prepared once.
    ///
    /// Why: `create(_:in:)` builds the entry's `changes` from the record's `historyPaths()`,
    /// a dictionary of JSON values per row; the store's bulk writer of new pieces
    /// (`ItemRecord.BulkInserter.insertNew`) writes the same text straight as bytes (sorted by
    /// path, every old value null, the form `HistoryChange.forCreate` encodes) and hands it over
    /// here. The text is the store's own: only the store calls `insert`. Use it inside one
    /// transaction, from one thread.
    public final class BulkCreates {
        private let statement: Statement
        private let writer: HistoryWriter

        public init(_ writer: HistoryWriter, db: Database) throws {
            self.writer = writer
            statement = try db.prepare("""
                INSERT INTO history (id, batch_id, occurred_at, actor, entity, entity_id, action, changes, undoes_id, device) \
                VALUES (?1, ?2, ?3, ?4, 'item', ?5, 'create', ?6, NULL, ?7)
                """)
        }

        /// The entry `id` that item `itemID` was created with `changes` (a JSON array as UTF-8).
        func insert(id: String, itemID: String, changes: [UInt8]) throws {
            let s = statement
            s.reset()
            try s.bind(id, at: 1)
            try s.bind(writer.batchID, at: 2)
            try s.bind(writer.occurredAt, at: 3)
            try s.bind(writer.actor.rawValue, at: 4)
            try s.bind(itemID, at: 5)
            try s.bind(utf8: changes, at: 6)
            try s.bind(writer.device, at: 7)
            try s.run()
        }
    }
}

import KuriosaCore
import KuriosaStore

/// The import's usual case, a new piece without photos, written without the general record
/// machinery: the store's bulk writer binds the columns straight from the row and writes the
/// piece's history entry and search text from its `PreparedPiece` (`ItemRecord.BulkInserter.
/// insertNew`). The result is byte for byte what `create` writes through `ItemRecord`,
/// `historyPaths()` and `HistoryWriter` (the import tests compare both catalogs), at a
/// fraction of the cost per row.
extension PieceWriter {
    /// `create` for a row the write plan gives a `DirectRow` (made here or on the mapping
    /// thread). IDs are drawn in the same order as `create` draws them (piece, places, tags,
    /// history entry), so a test's ID sequence gives both the same catalog.
    mutating func writeDirect(_ direct: DirectRow) throws -> ImportReport.Piece {
        let row = direct.row
        let id = itemIDs.next()
        let owned = kind == .owned
        let number = owned ? try nextNumber() : nil
        let locationID = try row.place.flatMap { try places.resolve($0, db: db, history: history, now: now) }
        let tagIDs = Array(Set(try tags.resolve(row.tags, db: db, history: history))).sorted()
        let piece = ItemRecord.BulkRow(
            id: id, collectionID: collectionID, kind: kind, title: row.title, locationID: locationID,
            purchaseDate: owned ? row.purchaseDate : nil, purchasePrice: owned ? row.purchasePrice : nil,
            source: row.source, estimatedValue: row.estimatedValue, notes: row.notes,
            wishPriority: owned ? nil : row.wishPriority, wishTarget: owned ? nil : row.purchasePrice, createdAt: now,
            purchaseQuantity: owned && template.counts ? row.quantity : nil, number: number, tagIDs: tagIDs)
        try bulk.items.insertNew(piece, prepared: direct.prepared, historyID: historyIDs.next(), history: bulk.history)
        return ImportReport.Piece(id: id, number: number, row: row.row)
    }

    /// The bulk inserters `writeDirect` uses, prepared once per group.
    struct BulkWriters {
        let items: ItemRecord.BulkInserter
        let history: HistoryWriter.BulkCreates

        init(db: Database, history: HistoryWriter) throws {
            items = try ItemRecord.BulkInserter(db)
            self.history = try HistoryWriter.BulkCreates(history, db: db)
        }
    }

    // MARK: Inventory numbers

    /// The next inventory number (`ItemNumbers.Run`: the first assigned as one piece's would
    /// be, later ones counted on in memory, `storeNextNumber()` writing the next free one).
    mutating func nextNumber() throws -> Int { try numbers.next(db) }

    /// Stores the counted next number (before the general path assigns one, and at the end).
    mutating func storeNextNumber() throws { try numbers.store(db) }
}

import KuriosaCore
import KuriosaStore

/// A row the import writes the fast way: a new piece without photos, its catalog-free part
/// encoded by the store (`ItemRecord.PreparedPiece`) — the `fields` texts, the history entry's
/// paths that need no catalog, the search text. Made from the row alone, so a large import
/// makes it on the mapping thread (`RowPipeline`) while the writing thread binds and steps the
/// statements; `PieceWriter.writeDirect` adds what needs the catalog (IDs, number, place,
/// tags) and the store's `BulkInserter.insertNew` writes it. The import no longer writes any
/// of the store's formats (#26).
struct DirectRow: Sendable {
    let row: ImportedRow
    let prepared: ItemRecord.PreparedPiece

    /// What every row of one import shares.
    struct Context: Sendable {
        let collectionID: String
        let template: Template
        let wishlist: Template?
        let kind: ItemRecord.Kind

        /// The row's direct form; nil when `writeDirect` does not write it exactly as
        /// `create` would: photos, or a number JSON cannot hold (the general path refuses
        /// those with its own error).
        func prepare(_ row: ImportedRow) -> DirectRow? {
            guard row.photos.isEmpty, row.sheetPictures.isEmpty, row.quantity?.isFinite ?? true else { return nil }
            let piece = ItemRecord.NewPiece(title: row.title, condition: row.condition, estimatedValue: row.estimatedValue,
                                            fields: row.fields, wishFields: row.wishFields)
            guard let prepared = ItemRecord.PreparedPiece(piece, collectionID: collectionID, kind: kind, template: template,
                                                          wishlist: wishlist) else { return nil }
            return DirectRow(row: row, prepared: prepared)
        }
    }
}

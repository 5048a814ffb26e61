import KuriosaCore
import KuriosaStore

/// Which piece a row of a spreadsheet export is
/// (docs/import.md#which-piece-a-row-is-rowidentity): its `No.` names a piece of the library. A
/// row with a known number is that piece and updates it, whatever `--on-duplicate` says: a
/// person who edits an export and imports it back means "these are my pieces", never "make them
/// again". Rows without a number are new pieces as before (and `--on-duplicate` applies to
/// them). Which collection a row belongs to is settled before (`CollectionRouter`); a number of
/// a piece elsewhere is a row error, so that no piece is ever copied into the wrong collection.
///
/// A collection this import makes has no pieces yet: a number the library does not have
/// came with the file from the library it was exported from, and the row is a new piece
/// (with the next number of this library); a number of a piece the library has elsewhere
/// is still `number_in_other_collection`. Pieces this import created never count as known.
struct RowIdentity {
    /// What a row is.
    enum Outcome {
        /// No number: a new piece (or a duplicate, as `--on-duplicate` says).
        case new
        /// The piece of this id, in the import's collection.
        case piece(String)
        case rejected(ImportReport.RowError)
    }

    let collectionID: String
    let isNew: Bool
    let numberColumn: PlannedColumn?

    init(plan: ColumnPlan, collectionID: String, isNew: Bool = false) {
        self.collectionID = collectionID
        self.isNew = isNew
        numberColumn = plan.columns.first { $0.target == .standard(.inventoryNumber) }
    }

    func resolve(_ row: ImportedRow, db: Database, createdIDs: Set<String> = []) throws -> Outcome {
        guard let text = row.inventoryNumber, let column = numberColumn else { return .new }
        let parsed = ItemNumber.parse(text)
        guard let number = parsed, let item = try ItemRecord.fetchOne(db, number: number), item.deletedAt == nil,
              item.kind == .owned, !createdIDs.contains(item.id) else {
            if isNew, parsed != nil { return .new }
            return .rejected(error(row, column, "unknown_number", text, "the library has no piece \(text)"))
        }
        guard item.collectionID == collectionID else {
            let path = try CollectionRecord.fetchOne(db, id: item.collectionID).map { try CollectionPaths.path(of: $0, db: db) } ?? "?"
            return .rejected(error(row, column, "number_in_other_collection", text,
                                   "\(text) is a piece of \"\(path)\", not of the collection this import is for"))
        }
        return .piece(item.id)
    }

    private func error(_ row: ImportedRow, _ column: PlannedColumn, _ reason: String, _ text: String, _ detail: String) -> ImportReport.RowError {
        ImportReport.RowError(row: row.row, column: column.header, columnIndex: column.index + 1, reason: reason, text: text, detail: detail)
    }
}

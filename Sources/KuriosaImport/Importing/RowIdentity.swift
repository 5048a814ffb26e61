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
    let kind: ItemRecord.Kind
    let numberColumn: PlannedColumn?
    /// The `Wish ID` column of a `--kind wish` import.
    let wishIDColumn: PlannedColumn?

    /// Whether the file names its pieces (a `No.` or `Wish ID` column).
    var namesPieces: Bool { numberColumn != nil || wishIDColumn != nil }

    init(plan: ColumnPlan, collectionID: String, isNew: Bool = false, kind: ItemRecord.Kind = .owned) {
        self.collectionID = collectionID
        self.isNew = isNew
        self.kind = kind
        numberColumn = plan.columns.first { $0.target == .standard(.number) }
        wishIDColumn = kind == .wish ? plan.columns.first { $0.target == .standard(.wishID) } : nil
    }

    func resolve(_ row: ImportedRow, db: Database, createdIDs: Set<String> = []) throws -> Outcome {
        // A wish is named by its ID (wishes have no number, unless one that was owned went
        // back to the wishlist and kept it: then its `No.` names it too).
        if let text = row.wishID, let column = wishIDColumn {
            guard let item = try ItemRecord.fetchOne(db, id: text), item.deletedAt == nil, !createdIDs.contains(item.id) else {
                if isNew { return .new }
                return .rejected(error(row, column, "unknown_wish", text, "the library has no wish of this ID"))
            }
            guard item.kind == .wish else {
                return .rejected(error(row, column, "unknown_wish", text,
                                       "\(ItemNumber.display(item.number) ?? "the piece") is owned now, not a wish (bought since the export?)"))
            }
            return try inCollection(item, row, column, text, db: db)
        }
        guard let text = row.inventoryNumber, let column = numberColumn else { return .new }
        let parsed = ItemNumber.parse(text)
        guard let number = parsed, let item = try ItemRecord.fetchOne(db, number: number), item.deletedAt == nil,
              item.kind == kind, !createdIDs.contains(item.id) else {
            if isNew, parsed != nil { return .new }
            let what = kind == .wish ? "wish" : "piece"
            return .rejected(error(row, column, "unknown_number", text, "the library has no \(what) \(text)"))
        }
        return try inCollection(item, row, column, text, db: db)
    }

    /// The piece, when it is of the import's collection; else `number_in_other_collection`.
    private func inCollection(_ item: ItemRecord, _ row: ImportedRow, _ column: PlannedColumn, _ text: String, db: Database) throws -> Outcome {
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

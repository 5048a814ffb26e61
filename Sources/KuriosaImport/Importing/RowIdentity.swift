import KuriosaCore
import KuriosaStore

/// Which piece a row of a spreadsheet export is (issue #12): its `No.` names a piece of the
/// library, and its `Collection` says where it belongs. A row with a known number is that
/// piece and updates it, whatever `--on-duplicate` says: a person who edits an export and
/// imports it back means "these are my pieces", never "make them again". Rows without a
/// number are new pieces as before (and `--on-duplicate` applies to them).
///
/// Only rows of the import's collection are taken: a `Collection` cell naming another one
/// (an export of `Coins` holds `Coins › Medals` too) or a number of a piece elsewhere is a
/// row error, so that no piece is ever copied into the wrong collection.
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
    let numberColumn: PlannedColumn?
    let collectionColumn: PlannedColumn?
    /// Collection paths as written → the collection id they name (nil: none or several).
    private var paths: [String: String?] = [:]

    init(plan: ColumnPlan, collectionID: String) {
        self.collectionID = collectionID
        numberColumn = plan.columns.first { $0.target == .standard(.inventoryNumber) }
        collectionColumn = plan.columns.first { $0.target == .standard(.collectionPath) }
    }

    mutating func resolve(_ row: ImportedRow, db: Database) throws -> Outcome {
        if let text = row.collectionPath, let column = collectionColumn {
            let id: String?
            if let known = paths[text] { id = known } else {
                let found = try CollectionPaths.matches(text, db: db)
                id = found.count == 1 ? found[0].id : nil
                paths[text] = id
            }
            guard let id else {
                return .rejected(error(row, column, "unknown_collection", text, "the library has no collection \"\(text)\""))
            }
            guard id == collectionID else {
                return .rejected(error(row, column, "other_collection", text,
                                       "the row belongs to \"\(text)\", not to the collection this import is for"))
            }
        }
        guard let text = row.inventoryNumber, let column = numberColumn else { return .new }
        guard let number = ItemNumber.parse(text), let item = try ItemRecord.fetchOne(db, number: number), item.deletedAt == nil,
              item.kind == .owned else {
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

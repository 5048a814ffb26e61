import KuriosaCore

/// What a column fills: one of the standard columns every piece has
/// (docs/import-rules.md#header-matching), a field of the collection's template, or (`--kind
/// wish` only) a field of the wishlist template, stored in `item.wish_fields`.
package enum ImportTarget: Sendable, Hashable, CustomStringConvertible {
    case standard(StandardColumn)
    case field(String)
    case wishField(String)

    /// The key a report names for `missing_required_column` (`title` or the field key).
    public var key: String {
        switch self {
        case .standard(let column): return column.rawValue
        case .field(let key), .wishField(let key): return key
        }
    }

    public var description: String { key }
}

/// The standard columns of docs/import-rules.md#header-matching, plus the toolkit's own
/// `photos` column (docs/import.md#template-mapping).
public enum StandardColumn: String, Sendable, Hashable, CaseIterable {
    case title
    case purchaseDate = "purchase_date"
    case purchasePrice = "purchase_price"
    case source
    case estimatedValue = "estimated_value"
    case condition
    case place
    case tags
    case notes
    case quantity
    /// File names of photos (docs/import.md#photos), separated like tags.
    case photos
    /// File names of documents (receipts, certificates), separated like tags: the spreadsheet
    /// export's `Documents` column with `--documents-dir`
    /// (docs/import.md#photos-and-documents).
    case documents
    /// A wish's priority (`item.wish_priority`), a whole number 1…5; `--kind wish` only.
    case priority
    /// The inventory number (`K-0001`) the spreadsheet export writes: a row that has one is
    /// that piece of the library, and updates it
    /// (docs/import.md#which-piece-a-row-is-rowidentity). Not named `number`, so that no
    /// template's field key can ever name it too.
    case inventoryNumber = "inventory_number"
    /// The collection path (`Watches › Straps`) the spreadsheet export writes: a row outside
    /// the import's collection is refused instead of becoming a new piece there
    /// (docs/import.md#where-each-row-goes-collectionrouter). Not named `collection`: the
    /// jewelry template has a field of that key.
    case collectionPath = "collection_path"
    /// A wish's target price (`item.wish_target_*`), as the spreadsheet export of wishes heads
    /// it; `--kind wish` only (there the purchase price column means it too).
    case wishTarget = "wish_target"
    /// A wish's ID, which the spreadsheet export of wishes writes: wishes have no inventory
    /// number, so a row with one is that wish and updates it (docs/import.md#wishes). `--kind wish` only.
    case wishID = "wish_id"
    /// The spreadsheet export's `Export stamp` (`ExportStamp`): a row whose piece changed
    /// since is a conflict, not an update (docs/import.md#an-older-export-conflicts).
    case stamp = "export_stamp"
    /// The day the estimated value was set (`Valued on`), kept as a `ValuationDayRecord`
    /// (docs/import.md#the-day-of-a-value).
    case valuedOn = "valued_on"
    /// Where a piece is (`Status`, as the export writes it); a change is a journal entry, as
    /// the app makes it (docs/import.md#status-and-removals). Owned pieces only.
    case status
    /// The day of a `Status` change (`Status since`); without it, the import's day.
    case statusSince = "status_since"
    /// What one unit cost, in a counted collection (`Price per bottle`): with the row's count
    /// it gives the lot's purchase price (docs/import.md#prices-per-unit).
    case unitPrice = "unit_price"

    /// The labels of every language: the rules' table, and for `photos` the toolkit's own.
    public var labels: [String] {
        if self == .photos { return Self.photoLabels }
        if self == .documents { return Self.documentLabels }
        if self == .priority { return Self.priorityLabels }
        if self == .inventoryNumber { return Self.numberLabels }
        if self == .collectionPath { return Self.collectionLabels }
        if self == .wishTarget { return Self.wishTargetLabels }
        if self == .wishID { return Self.wishIDLabels }
        if self == .stamp { return Array(ExportStamp.headers.values) }
        if self == .valuedOn { return Self.valuedOnLabels }
        if self == .status { return ["Status", "Statut", "Stato", "Situación"] }
        if self == .unitPrice {
            return ["Price per unit", "Unit price", "Preis pro Stück", "Stückpreis", "Einzelpreis", "Prix unitaire", "Prezzo unitario",
                    "Precio por unidad", "Precio unitario"]
        }
        if self == .statusSince { return ["Status since", "Status seit", "Statut depuis", "Stato dal", "Situación desde"] }
        return (ImportConventions.standardColumns[rawValue] ?? [:]).values.flatMap { $0 }
    }

    /// The rules name no labels for photos; these are the toolkit's (docs/import.md).
    static let photoLabels = ["Photos", "Photo", "Fotos", "Foto", "Bilder", "Images"]

    /// The export's `Documents` headers (ExportFiles), en de fr it es.
    static let documentLabels = ["Documents", "Dokumente", "Documenti", "Documentos"]

    /// The rules name no wish columns; these are the toolkit's (en, de, fr, it, es).
    static let priorityLabels = ["Priority", "Priorität", "Priorité", "Priorità", "Prioridad"]

    /// The export's labels of the number column (ExportStrings.columnLabels, en de fr it es),
    /// so that every export's `No.` column reads back.
    static let numberLabels = ["No.", "Nr.", "N°", "N.", "N.º"]

    /// The export's labels of the collection column (ExportStrings.columnLabels).
    static let collectionLabels = ["Collection", "Sammlung", "Collezione", "Colección"]

    /// The export's labels of a wish's target price (ExportStrings.columnLabels).
    static let wishTargetLabels = ["Target price", "Zielpreis", "Prix visé", "Prezzo obiettivo", "Precio objetivo"]

    /// The export's labels of the day a value was set (ExportStrings.columnLabels), en de fr it es.
    static let valuedOnLabels = ["Valued on", "Bewertet am", "Évalué le", "Valutato il", "Valorado el"]

    /// The export's labels of a wish's ID (ExportStrings.columnLabels).
    static let wishIDLabels = ["Wish ID", "Wunsch-ID", "ID du souhait", "ID desiderio", "ID del deseo"]

    /// The columns that say which piece a row is, not what it holds: never a field's key.
    public static let identity: Set<StandardColumn> = [.inventoryNumber, .collectionPath, .wishID, .stamp]

    /// The columns only wishes have.
    public static let wishOnly: Set<StandardColumn> = [.priority, .wishTarget, .wishID]
}

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
        case .standard(let column): return column.key
        case .field(let key), .wishField(let key): return key
        }
    }

    public var description: String { key }
}

/// The import's side of Core's `StandardColumn` (docs/import-rules.md#header-matching, plus
/// the toolkit's own `photos` column, docs/import.md#template-mapping): which columns it reads,
/// in the order it matches them, and the header labels of each.
extension StandardColumn {
    /// Every column the import reads, in its order (the thumbnail is never read).
    public static let importColumns: [StandardColumn] = [
        .title, .purchaseDate, .purchasePrice, .source, .estimatedValue, .condition, .place, .tags, .notes, .count, .photos,
        .documents, .wishPriority, .number, .collection, .wishTarget, .wishID, .stamp, .valuedOn, .status, .statusSince, .unitPrice,
    ]

    /// The key the import writes and reads (`importKey`); every import column has one.
    public var key: String { importKey ?? rawValue }

    /// The labels of every language: the rules' table, and for `photos` the toolkit's own.
    public var labels: [String] {
        if self == .photos { return Self.photoLabels }
        if self == .documents { return Self.documentLabels }
        if self == .wishPriority { return Self.priorityLabels }
        if self == .number { return Self.numberLabels }
        if self == .collection { return Self.collectionLabels }
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
        return (ImportConventions.standardColumns[key] ?? [:]).values.flatMap { $0 }
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
    public static let identity: Set<StandardColumn> = [.number, .collection, .wishID, .stamp]

    /// The columns only wishes have.
    public static let wishOnly: Set<StandardColumn> = [.wishPriority, .wishTarget, .wishID]
}

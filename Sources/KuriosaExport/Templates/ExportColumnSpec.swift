/// One entry of an export template's `columns`: what a column shows. Some entries stand for
/// several columns that depend on the collection's template (`highlights`, `allFields`).
public enum ExportColumnSpec: Sendable, Hashable {
    /// A standard attribute of every piece (`{"standard": "title"}`).
    case standard(StandardColumn)
    /// A template field by key, calculations included (`{"field": "brand"}`).
    case field(String)
    /// A field of the wishlist template (`{"wishField": "shop_url"}`), read from a wish's own values.
    case wishField(String)
    /// The collection template's highlights (`{"fields": "highlights"}`).
    case highlights
    /// Every visible field of the collection template, calculations included
    /// (`{"fields": "all"}`); sensitive ones only with `--include-sensitive`.
    case allFields
    /// Every visible field that the importer reads back: no calculations (`{"fields": "importable"}`).
    case importableFields
    /// Fields marked `identifying` (`{"fields": "identifying"}`): what tells one piece from another.
    case identifyingFields
    /// Every visible field of the wishlist template (`{"fields": "wishlist"}`), only when the
    /// export takes wishes: the spreadsheet's wishes carry their own values and import back.
    case wishlistFields
}

/// The attributes every piece has, whatever its template. The raw value is the name used in
/// export templates and, for the importable ones, the importer's standard column key.
public enum StandardColumn: String, Sendable, Hashable, CaseIterable {
    case number, title, collection, place, status, condition
    case purchaseDate = "purchase_date", purchasePrice = "purchase_price", source
    case estimatedValue = "estimated_value", count = "quantity", tags, notes
    /// The primary photo's thumbnail (not in CSV).
    case photo
    case wishPriority = "wish_priority", wishTarget = "wish_target"
    /// A wish's ID: wishes have no inventory number (the catalog gives one only to what is
    /// owned), so the spreadsheet tells its wishes apart by this (docs/import.md#wishes).
    case wishID = "wish_id"
    /// What one unit cost, from the journal's purchases (counted collections; not in CSV).
    case unitPrice = "unit_price"
    /// The piece's `ExportStamp` (CSV and XLSX only): what it looked like when exported, so
    /// that an import of an older sheet finds the pieces changed since
    /// (docs/import.md#an-older-export-conflicts).
    case stamp = "export_stamp"
    /// The day the estimated value was last set (`ValuationDayRecord.last`): a sheet's own day kept
    /// by the import, else the history's (docs/import.md#the-day-of-a-value).
    case valuedOn = "valued_on"

    /// Whether the column holds money, so that it can be summed per currency.
    public var isMoney: Bool {
        self == .purchasePrice || self == .estimatedValue || self == .wishTarget
    }
}

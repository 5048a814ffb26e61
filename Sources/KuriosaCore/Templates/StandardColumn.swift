/// The attributes every piece has, whatever its template — one type for the export and the
/// import (#26: each had its own enum). The raw value is the name export templates use
/// (`"number"`, docs/export-templates.md#columns); the import reads and reports the same
/// attribute by the key of docs/import-rules.md#header-matching (`importKey`:
/// `inventory_number`, `collection_path`, `priority`), which never clashes with a template's
/// field key. Some attributes belong to one side only: the thumbnail (`photo`) is shown, never
/// read; a row's photo and document files and the day of a status are read, never a column of
/// an export template.
public enum StandardColumn: String, Sendable, Hashable, CaseIterable {
    case number, title, collection, place, status, condition
    case purchaseDate = "purchase_date", purchasePrice = "purchase_price", source
    case estimatedValue = "estimated_value", count = "quantity", tags, notes
    /// The primary photo's thumbnail (export only; not in CSV).
    case photo
    case wishPriority = "wish_priority", wishTarget = "wish_target"
    /// A wish's ID: wishes have no inventory number (the catalog gives one only to what is
    /// owned), so the spreadsheet tells its wishes apart by this (docs/import.md#wishes).
    case wishID = "wish_id"
    /// What one unit cost, from the journal's purchases (counted collections).
    case unitPrice = "unit_price"
    /// The piece's `ExportStamp` (CSV and XLSX only): what it looked like when exported, so
    /// that an import of an older sheet finds the pieces changed since
    /// (docs/import.md#an-older-export-conflicts).
    case stamp = "export_stamp"
    /// The day the estimated value was last set (docs/import.md#the-day-of-a-value).
    case valuedOn = "valued_on"
    /// File names of photos, separated like tags (import only: docs/import.md#photos).
    case photos
    /// File names of documents (receipts, certificates), separated like tags (import only:
    /// the spreadsheet export's `Documents` column with `--documents-dir`).
    case documents
    /// The day of a `Status` change (`Status since`; import only).
    case statusSince = "status_since"

    /// Whether the column holds money, so that it can be summed per currency.
    public var isMoney: Bool {
        self == .purchasePrice || self == .estimatedValue || self == .wishTarget
    }

    /// An export template may name it (`photos`, `documents`, `status_since` are read only).
    public var isExportColumn: Bool { ![.photos, .documents, .statusSince].contains(self) }

    /// The column an export template or `--where`/`--sort` names; nil for an import-only one.
    public init?(exportName: String) {
        guard let column = Self(rawValue: exportName), column.isExportColumn else { return nil }
        self = column
    }

    /// The standard columns an export template may name, in this order.
    public static var exportColumns: [StandardColumn] { allCases.filter(\.isExportColumn) }

    /// The key of docs/import-rules.md#header-matching: `inventory_number` for the number
    /// (not `number`, so that no template's field key can name it too), `collection_path` for
    /// the collection (the jewelry template has a field `collection`), `priority` for a
    /// wish's priority; the raw value otherwise. Nil for the thumbnail, which is never read.
    public var importKey: String? {
        switch self {
        case .number: "inventory_number"
        case .collection: "collection_path"
        case .wishPriority: "priority"
        case .photo: nil
        default: rawValue
        }
    }

    /// The column an import key names.
    public init?(importKey: String) {
        guard let column = Self.allCases.first(where: { $0.importKey == importKey }) else { return nil }
        self = column
    }
}

import KuriosaCore

/// One data row read into the values of a piece, before anything is written: the standard
/// columns and the template fields, each already in the form the catalog stores.
package struct ImportedRow: Sendable, Equatable {
    public var row: Int
    public var title: String = ""
    public var fields: [String: FieldValue] = [:]
    public var purchaseDate: String?
    public var purchasePrice: Money?
    public var source: String?
    public var estimatedValue: Money?
    /// A condition id (`very_good`).
    public var condition: String?
    /// A place path from the top level.
    public var place: [String]?
    public var tags: [String] = []
    public var notes: String?
    /// The quantity column (`purchase_quantity`); for a row with a `No.` the count now,
    /// which may be 0.
    public var quantity: Double?
    /// A count cell of 0, as the count rule's error (docs/import.md#counts-of-0-and-empty-required-fields): a row that makes a new piece is refused with
    /// it (the catalog stores no count of 0); a row that names its piece reads "nothing left".
    public var zeroCount: ImportReport.RowError?
    /// Field values (key → the rule's error) that the required-column or count rule refuses for a new piece: a
    /// required field left empty in a row with a `No.`, a quantity field's amount of 0. The row
    /// is taken only where its piece holds the same already (no value; that 0), so a piece the
    /// catalog keeps so (an older library: a bottle drunk up) exports and imports unchanged.
    public var unchangedOnly: [String: ImportReport.RowError] = [:]
    /// Cells that did not fit their field and were kept in `notes` (the report's `kept`).
    public var kept: [ImportReport.RowError] = []
    /// Photo file names as written, relative to the photos folder.
    public var photos: [String] = []
    /// The pictures pasted into the sheet on this row, in column order: photos of the piece
    /// after the Photos column's.
    public var sheetPictures: [SheetPicture] = []
    /// Document file names as written, relative to the documents folder.
    public var documents: [String] = []
    /// A wish's priority, 1…5 (`item.wish_priority`).
    public var wishPriority: Int?
    /// A wish's values of the wishlist template's fields (`item.wish_fields`).
    public var wishFields: [String: FieldValue] = [:]

    /// The `No.` cell as written (`K-0001`): the piece this row is
    /// (docs/import.md#which-piece-a-row-is-rowidentity).
    public var inventoryNumber: String?
    /// The `Wish ID` cell as written: the wish this row is (wishes have no number).
    public var wishID: String?
    /// The unit-price column's amount (`UnitPrices` turns it into the lot's price).
    public var unitPrice: Money?
    /// A status id (`sold`) from the `Status` column, and the day of its change.
    public var status: String?
    public var statusSince: String?
    /// The `Valued on` day (`YYYY-MM-DD`): when the estimated value was set.
    public var valuedOn: String?
    /// The `Export stamp` cell as written (`ExportStamp`).
    public var stamp: String?
    /// The `Collection` cell as written (`Watches › Straps`).
    public var collectionPath: String?
    /// Date cells that say a time of day besides the day the piece keeps, as written: two rows
    /// that differ only there are two copies (docs/import.md#copies-on-several-rows).
    public var moments: [String] = []

    public init(row: Int) {
        self.row = row
    }
}

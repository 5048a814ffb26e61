import KuriosaCore

/// One data row read into the values of a piece, before anything is written: the standard
/// columns and the template fields, each already in the form the catalog stores.
public struct ImportedRow: Sendable, Equatable {
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
    /// The quantity column (`purchase_quantity`).
    public var quantity: Double?
    /// Photo file names as written, relative to the photos folder.
    public var photos: [String] = []
    /// Document file names as written, relative to the documents folder.
    public var documents: [String] = []
    /// A wish's priority, 1…5 (`item.wish_priority`).
    public var wishPriority: Int?
    /// A wish's values of the wishlist template's fields (`item.wish_fields`).
    public var wishFields: [String: FieldValue] = [:]

    /// The `No.` cell as written (`K-0001`): the piece this row is
    /// (docs/import.md#which-piece-a-row-is-rowidentity).
    public var inventoryNumber: String?
    /// The `Collection` cell as written (`Watches › Straps`).
    public var collectionPath: String?

    public init(row: Int) {
        self.row = row
    }
}

/// What one label shows: the piece's number large, its title, up to two more values, and the
/// code that names it.
public struct LabelItem: Sendable, Hashable {
    public var itemID: String
    /// `K-0042`; nil for a piece without a number.
    public var number: String?
    public var title: String
    /// The values of `--fields`, as an export writes them; empty values are left out.
    public var fields: [String]
    public var payload: String
    /// The payload is new to the library: `kuriosa labels` links it in `item_code`.
    public var isNew: Bool

    public init(itemID: String, number: String?, title: String, fields: [String], payload: String, isNew: Bool) {
        self.itemID = itemID; self.number = number; self.title = title; self.fields = fields
        self.payload = payload; self.isNew = isNew
    }
}

import KuriosaCore
import KuriosaStore

/// The part of writing a new piece that needs no catalog: the `fields` and `wish_fields`
/// texts, the history entry's `changes` up to its `fields.` paths, and the search text
/// without the inventory number. Made from the row alone, so a large import makes it on the
/// mapping thread (`RowPipeline`) while the writing thread binds and steps the statements;
/// `PieceWriter.writeDirect` adds what needs the catalog (IDs, number, place, tags).
struct DirectRow: Sendable {
    let row: ImportedRow
    /// A condition id the schema accepts, else nil.
    let condition: String?
    let fields: [UInt8]
    let wishFields: [UInt8]
    /// `[{"path":"collectionID",…` through the last `fields.` path: every path that sorts
    /// before `isFavorite`.
    let changesHead: [UInt8]
    /// `,{"path":"wishFields.…` entries (empty for owned pieces), which sort after `title`.
    let wishChanges: [UInt8]
    /// `SearchText.build` with `number: nil`; the writer appends the number.
    let searchText: String
    let sensitiveText: String

    /// What every row of one import shares.
    struct Context: Sendable {
        let collectionID: String
        let template: Template
        let wishlist: Template?
        let kind: ItemRecord.Kind

        /// The row's direct form; nil when `writeDirect` does not take it (photos, or a
        /// number JSON cannot hold: the general path reports those with its own error).
        func prepare(_ row: ImportedRow) -> DirectRow? {
            guard PieceWriter.takesDirectPath(row, photos: []), row.photos.isEmpty else { return nil }
            return DirectRow(row, context: self)
        }
    }

    init(_ row: ImportedRow, context: Context) {
        self.row = row
        let owned = context.kind == .owned
        let wishValues = owned ? [:] : row.wishFields
        let condition = row.condition.flatMap(ItemRecord.Condition.init(rawValue:))?.rawValue
        self.condition = condition
        // `fields`: keys sorted as `ItemFields` sorts them; the history sorts paths by code
        // point, the same order unless a key is not ASCII.
        let keys = row.fields.keys.sorted()
        var json = JSONBytes(capacity: 512)
        Self.object(row.fields, keys: keys, into: &json)
        fields = json.bytes
        let wishKeys = wishValues.keys.sorted()
        json = JSONBytes(capacity: wishValues.isEmpty ? 2 : 256)
        Self.object(wishValues, keys: wishKeys, into: &json)
        wishFields = json.bytes

        var changes = JSONBytes(capacity: 2048)
        changes.raw("[{\"path\":\"collectionID\",\"old\":null,\"new\":")
        changes.string(context.collectionID)
        changes.byte(0x7D)
        if let condition { Self.path("condition", &changes); changes.string(condition); changes.byte(0x7D) }
        if let value = row.estimatedValue {
            Self.path("estimatedValue", &changes); changes.money(minorUnits: value.minorUnits, currency: value.currency)
            changes.byte(0x7D)
        }
        Self.path("events", &changes); changes.raw("[]}")
        Self.fieldPaths(row.fields, keys: keys, prefix: "fields.", into: &changes)
        changesHead = changes.bytes
        changes = JSONBytes(capacity: wishValues.isEmpty ? 0 : 256)
        Self.fieldPaths(wishValues, keys: wishKeys, prefix: "wishFields.", into: &changes)
        wishChanges = changes.bytes

        let search = SearchText.build(title: row.title, fields: ItemFields(row.fields), wishFields: ItemFields(wishValues),
                                      template: context.template, wishlistTemplate: context.wishlist, number: nil)
        searchText = search.text
        sensitiveText = search.sensitiveText
    }

    /// `,{"path":"NAME","old":null,"new":` — never the first entry (`collectionID` is).
    static func path(_ name: StaticString, _ changes: inout JSONBytes) {
        changes.raw(",{\"path\":\"")
        changes.raw(name)
        changes.raw("\",\"old\":null,\"new\":")
    }

    /// One entry per key, in code point order of the whole path (a key with non-ASCII
    /// characters may sort differently there than in `ItemFields`).
    static func fieldPaths(_ values: [String: FieldValue], keys: [String], prefix: String, into changes: inout JSONBytes) {
        let historyKeys = keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? keys
            : keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        for key in historyKeys {
            changes.raw(",{\"path\":")
            changes.string(prefix + key)
            changes.raw(",\"old\":null,\"new\":")
            if let value = values[key] { changes.fieldValue(value) }
            changes.byte(0x7D)
        }
    }

    /// A `fields`/`wish_fields` object: keys sorted as `ItemFields` sorts them.
    static func object(_ values: [String: FieldValue], keys: [String], into json: inout JSONBytes) {
        json.byte(0x7B)
        for (i, key) in keys.enumerated() {
            if i > 0 { json.byte(0x2C) }
            json.string(key)
            json.byte(0x3A)
            if let value = values[key] { json.fieldValue(value) }
        }
        json.byte(0x7D)
    }
}

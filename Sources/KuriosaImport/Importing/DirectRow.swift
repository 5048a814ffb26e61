import KuriosaCore
import KuriosaStore

/// The part of writing a new piece that needs no catalog: the `fields` and `wish_fields`
/// texts, the history entry's `changes` up to its `fields.` paths, and the search text
/// without the inventory number. Made from the row alone, so a large import makes it on the
/// mapping thread (`RowPipeline`) while the writing thread binds and steps the statements;
/// `PieceWriter.writeDirect` adds what needs the catalog (IDs, number, place, tags), and
/// `changes(of:into:)` finishes the history entry's text with those.
///
/// The `changes` text is written here as bytes in the order it is stored (every path that
/// is not null, sorted by code point, each old value null): byte for byte what
/// `HistoryWriter.create` writes for the same `ItemRecord` from its `historyPaths()` (the
/// import tests compare both catalogs).
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

        /// The row's direct form; nil when `writeDirect` does not write it exactly as
        /// `create` would: photos, or a number JSON cannot hold (the general path refuses
        /// those with its own error).
        func prepare(_ row: ImportedRow) -> DirectRow? {
            guard row.photos.isEmpty, row.quantity?.isFinite ?? true, row.fields.values.allSatisfy(JSONBytes.isWritable),
                  row.wishFields.values.allSatisfy(JSONBytes.isWritable) else { return nil }
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

    /// The history entry's whole `changes` text for the piece written from this row: the
    /// paths made with the row, then those that needed the catalog (`piece`), in code point
    /// order. `json` is emptied first (the writer reuses its buffer from row to row).
    func changes(of piece: ItemRecord.BulkRow, into json: inout JSONBytes) {
        json.removeAll()
        json.raw(changesHead)
        func path(_ name: StaticString) { Self.path(name, &json) }
        func money(_ value: Money) { json.money(minorUnits: value.minorUnits, currency: value.currency) }
        path("isFavorite"); json.raw("false}")
        path("kind"); json.string(piece.kind.rawValue); json.byte(0x7D)
        if let locationID = piece.locationID { path("locationID"); json.string(locationID); json.byte(0x7D) }
        if let notes = piece.notes { path("notes"); json.string(notes); json.byte(0x7D) }
        if let number = piece.number { path("number"); json.integer(Int64(number)); json.byte(0x7D) }
        if let purchaseDate = piece.purchaseDate { path("purchaseDate"); json.string(purchaseDate); json.byte(0x7D) }
        if let purchasePrice = piece.purchasePrice { path("purchasePrice"); money(purchasePrice); json.byte(0x7D) }
        if let quantity = piece.purchaseQuantity { path("purchaseQuantity"); json.historyNumber(quantity); json.byte(0x7D) }
        path("reminders"); json.raw("[]}")
        if let source = piece.source { path("source"); json.string(source); json.byte(0x7D) }
        path("status"); json.raw("\"in_collection\"}")
        path("tagIDs"); json.byte(0x5B)
        for (i, tagID) in piece.tagIDs.enumerated() {
            if i > 0 { json.byte(0x2C) }
            json.string(tagID)
        }
        json.raw("]}")
        path("title"); json.string(piece.title); json.byte(0x7D)
        json.raw(wishChanges)
        if let wishPriority = piece.wishPriority { path("wishPriority"); json.integer(Int64(wishPriority)); json.byte(0x7D) }
        if let wishTarget = piece.wishTarget { path("wishTarget"); money(wishTarget); json.byte(0x7D) }
        json.byte(0x5D)
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

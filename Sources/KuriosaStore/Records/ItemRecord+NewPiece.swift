import Foundation
import KuriosaCore

extension ItemRecord {
    /// A new piece's values that need no catalog, typed as Core has them (#26: the import
    /// wrote the store's JSON texts itself, "byte for byte as the store does"). The store
    /// encodes them (`PreparedPiece`), on any thread, and `BulkInserter.insertNew` writes the
    /// piece with what needs the catalog (IDs, number, place, tags).
    public struct NewPiece: Sendable {
        public var title: String
        /// A `Condition` raw value; anything else is left out, as the schema accepts only those.
        public var condition: String?
        public var estimatedValue: Money?
        public var fields: [String: FieldValue]
        /// A wish's wishlist fields (empty for an owned piece).
        public var wishFields: [String: FieldValue]

        public init(title: String, condition: String?, estimatedValue: Money?, fields: [String: FieldValue],
                    wishFields: [String: FieldValue]) {
            self.title = title
            self.condition = condition
            self.estimatedValue = estimatedValue
            self.fields = fields
            self.wishFields = wishFields
        }
    }

    /// A `NewPiece` encoded: the `fields` and `wish_fields` texts, the history entry's
    /// `changes` up to its `fields.` paths and its `wishFields.` paths, and the search text
    /// without the inventory number. Made from the piece alone, so a large import makes it on
    /// its mapping threads while the writing thread binds and steps the statements.
    ///
    /// The `changes` text is written as bytes in the order it is stored (every path that is
    /// not null, sorted by code point, each old value null): byte for byte what
    /// `HistoryWriter.create` writes for the same `ItemRecord` from its `historyPaths()` (the
    /// import tests compare both catalogs, `ImportWritePlanTests` the two texts).
    public struct PreparedPiece: Sendable {
        /// A condition the schema accepts, else nil.
        public let condition: String?
        let fields: [UInt8]
        let wishFields: [UInt8]
        /// `[{"path":"collectionID",…` through the last `fields.` path: every path that sorts
        /// before `isFavorite`.
        let changesHead: [UInt8]
        /// `,{"path":"wishFields.…` entries (empty for owned pieces), which sort after `title`.
        let wishChanges: [UInt8]
        /// `SearchText.build` with `number: nil`; `insertNew` appends the number.
        let searchText: String
        let sensitiveText: String

        /// The encoded piece; nil when a value has no exact JSON form (a number JSON cannot
        /// hold), which the general writer refuses with its own error.
        public init?(_ piece: NewPiece, collectionID: String, kind: Kind, template: Template, wishlist: Template?) {
            guard piece.fields.values.allSatisfy(JSONBytes.isWritable), piece.wishFields.values.allSatisfy(JSONBytes.isWritable) else {
                return nil
            }
            let wishValues = kind == .owned ? [:] : piece.wishFields
            let condition = piece.condition.flatMap(Condition.init(rawValue:))?.rawValue
            self.condition = condition
            // `fields`: keys sorted as `ItemFields` sorts them; the history sorts paths by
            // code point, the same order unless a key is not ASCII.
            let keys = piece.fields.keys.sorted()
            var json = JSONBytes(capacity: 512)
            Self.object(piece.fields, keys: keys, into: &json)
            fields = json.bytes
            let wishKeys = wishValues.keys.sorted()
            json = JSONBytes(capacity: wishValues.isEmpty ? 2 : 256)
            Self.object(wishValues, keys: wishKeys, into: &json)
            wishFields = json.bytes

            var changes = JSONBytes(capacity: 2048)
            changes.raw("[{\"path\":\"collectionID\",\"old\":null,\"new\":")
            changes.string(collectionID)
            changes.byte(0x7D)
            if let condition { Self.path("condition", &changes); changes.string(condition); changes.byte(0x7D) }
            if let value = piece.estimatedValue {
                Self.path("estimatedValue", &changes); changes.money(minorUnits: value.minorUnits, currency: value.currency)
                changes.byte(0x7D)
            }
            Self.path("events", &changes); changes.raw("[]}")
            Self.fieldPaths(piece.fields, keys: keys, prefix: "fields.", into: &changes)
            changesHead = changes.bytes
            changes = JSONBytes(capacity: wishValues.isEmpty ? 0 : 256)
            Self.fieldPaths(wishValues, keys: wishKeys, prefix: "wishFields.", into: &changes)
            wishChanges = changes.bytes

            let search = SearchText.build(title: piece.title, fields: ItemFields(piece.fields), wishFields: ItemFields(wishValues),
                                          template: template, wishlistTemplate: wishlist, number: nil)
            searchText = search.text
            sensitiveText = search.sensitiveText
        }

        /// The history entry's whole `changes` text for `row` written from this piece: the
        /// paths made here, then those that needed the catalog, in code point order. `json`
        /// is emptied first (the inserter reuses its buffer from row to row).
        func changes(of row: BulkRow, into json: inout JSONBytes) {
            json.removeAll()
            json.raw(changesHead)
            func path(_ name: StaticString) { Self.path(name, &json) }
            func money(_ value: Money) { json.money(minorUnits: value.minorUnits, currency: value.currency) }
            path("isFavorite"); json.raw("false}")
            path("kind"); json.string(row.kind.rawValue); json.byte(0x7D)
            if let locationID = row.locationID { path("locationID"); json.string(locationID); json.byte(0x7D) }
            if let notes = row.notes { path("notes"); json.string(notes); json.byte(0x7D) }
            if let number = row.number { path("number"); json.integer(Int64(number)); json.byte(0x7D) }
            if let purchaseDate = row.purchaseDate { path("purchaseDate"); json.string(purchaseDate); json.byte(0x7D) }
            if let purchasePrice = row.purchasePrice { path("purchasePrice"); money(purchasePrice); json.byte(0x7D) }
            if let quantity = row.purchaseQuantity { path("purchaseQuantity"); json.historyNumber(quantity); json.byte(0x7D) }
            path("reminders"); json.raw("[]}")
            if let source = row.source { path("source"); json.string(source); json.byte(0x7D) }
            path("status"); json.raw("\"in_collection\"}")
            path("tagIDs"); json.byte(0x5B)
            for (i, tagID) in row.tagIDs.enumerated() {
                if i > 0 { json.byte(0x2C) }
                json.string(tagID)
            }
            json.raw("]}")
            path("title"); json.string(row.title); json.byte(0x7D)
            json.raw(wishChanges)
            if let wishPriority = row.wishPriority { path("wishPriority"); json.integer(Int64(wishPriority)); json.byte(0x7D) }
            if let wishTarget = row.wishTarget { path("wishTarget"); money(wishTarget); json.byte(0x7D) }
            json.byte(0x5D)
        }

        /// The whole `changes` text of `row` (tests compare it with the general writer's).
        package func changesText(of row: BulkRow) -> String {
            var json = JSONBytes()
            changes(of: row, into: &json)
            return String(decoding: json.bytes, as: UTF8.self)
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
}

import Foundation
import KuriosaCore

extension ItemRecord {
    /// What a new piece written by the thousand (an import) has besides its `PreparedPiece`:
    /// the values that need the catalog (IDs, number, place, tags) and the plain columns. No
    /// photos, `in_collection`, not a favourite, no journal events or reminders, created and
    /// updated at one time.
    public struct BulkRow {
        public var id: String
        public var collectionID: String
        public var kind: Kind
        public var title: String
        public var locationID: String?
        public var purchaseDate: String?
        public var purchasePrice: Money?
        public var source: String?
        public var estimatedValue: Money?
        public var notes: String?
        public var wishPriority: Int?
        public var wishTarget: Money?
        public var createdAt: String
        public var purchaseQuantity: Double?
        public var number: Int?
        /// Sorted, without repeats.
        public var tagIDs: [String]

        public init(id: String, collectionID: String, kind: Kind, title: String, locationID: String?, purchaseDate: String?,
                    purchasePrice: Money?, source: String?, estimatedValue: Money?, notes: String?,
                    wishPriority: Int?, wishTarget: Money?, createdAt: String,
                    purchaseQuantity: Double?, number: Int?, tagIDs: [String]) {
            self.id = id
            self.collectionID = collectionID
            self.kind = kind
            self.title = title
            self.locationID = locationID
            self.purchaseDate = purchaseDate
            self.purchasePrice = purchasePrice
            self.source = source
            self.estimatedValue = estimatedValue
            self.notes = notes
            self.wishPriority = wishPriority
            self.wishTarget = wishTarget
            self.createdAt = createdAt
            self.purchaseQuantity = purchaseQuantity
            self.number = number
            self.tagIDs = tagIDs
        }
    }

    /// Inserts the new pieces of one import: `item`, `item_tag` and `item_search` rows through
    /// statements prepared once and bound one parameter at a time.
    ///
    /// Why: an import of 100,000 rows spends most of its time in these inserts; `insert`'s
    /// array of boxed values and its statement look-up per row cost about as much again. The
    /// rows are the same as `insert` and `replaceSearch` write (the import tests compare the
    /// catalogs of both paths). Use it inside one transaction, from one thread.
    public final class BulkInserter {
        private let item: Statement
        private let itemTag: Statement
        private let search: Statement
        /// The history entry's `changes`, reused from row to row.
        private var changes = JSONBytes(capacity: 4096)

        public init(_ db: Database) throws {
            item = try db.prepare("""
                INSERT INTO item (id, collection_id, kind, title, status, location_id, purchase_date, purchase_price_minor, \
                purchase_price_currency, source, estimated_value_minor, estimated_value_currency, condition, notes, \
                primary_photo_id, wish_priority, wish_target_minor, wish_target_currency, fields, wish_fields, created_at, \
                updated_at, deleted_at, back_photo_id, favorite, purchase_quantity, events, number, reminders) \
                VALUES (?1, ?2, ?3, ?4, 'in_collection', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, NULL, ?20, ?14, ?15, ?16, ?21, \
                ?17, ?17, NULL, NULL, 0, ?18, '[]', ?19, '[]')
                """)
            itemTag = try db.prepare("INSERT INTO item_tag (item_id, tag_id) VALUES (?, ?)")
            search = try db.prepare("INSERT OR REPLACE INTO item_search (item_id, text, sensitive_text) VALUES (?, ?, ?)")
        }

        /// The one way a new piece is written in bulk (#26): its `item` and `item_tag` rows,
        /// its history entry (the store encodes the `changes`), and its `item_search` row with
        /// the inventory number.
        public func insertNew(_ row: BulkRow, prepared: PreparedPiece, historyID: String, history: HistoryWriter.BulkCreates) throws {
            try insert(row, prepared: prepared)
            prepared.changes(of: row, into: &changes)
            try history.insert(id: historyID, itemID: row.id, changes: changes.bytes)
            try insertSearch(itemID: row.id, text: SearchText.appendingNumber(row.number, to: prepared.searchText),
                             sensitiveText: prepared.sensitiveText)
        }

        /// The `item` row and its `item_tag` rows.
        private func insert(_ row: BulkRow, prepared: PreparedPiece) throws {
            let s = item
            s.reset()
            try s.bind(row.id, at: 1)
            try s.bind(row.collectionID, at: 2)
            try s.bind(row.kind.rawValue, at: 3)
            try s.bind(row.title, at: 4)
            try s.bind(row.locationID, at: 5)
            try s.bind(row.purchaseDate, at: 6)
            try s.bind(row.purchasePrice?.minorUnits, at: 7)
            try s.bind(row.purchasePrice?.currency, at: 8)
            try s.bind(row.source, at: 9)
            try s.bind(row.estimatedValue?.minorUnits, at: 10)
            try s.bind(row.estimatedValue?.currency, at: 11)
            try s.bind(prepared.condition, at: 12)
            try s.bind(row.notes, at: 13)
            try s.bind(row.wishTarget?.minorUnits, at: 14)
            try s.bind(row.wishTarget?.currency, at: 15)
            try s.bind(utf8: prepared.fields, at: 16)
            try s.bind(row.createdAt, at: 17)
            try s.bind(row.purchaseQuantity, at: 18)
            try s.bind(row.number.map(Int64.init), at: 19)
            try s.bind(row.wishPriority.map(Int64.init), at: 20)
            try s.bind(utf8: prepared.wishFields, at: 21)
            try s.run()
            for tagID in row.tagIDs {
                itemTag.reset()
                try itemTag.bind(row.id, at: 1)
                try itemTag.bind(tagID, at: 2)
                try itemTag.run()
            }
        }

        /// The piece's `item_search` row (`SearchText.build`'s two texts), replaced if it exists.
        private func insertSearch(itemID: String, text: String, sensitiveText: String) throws {
            search.reset()
            try search.bind(itemID, at: 1)
            try search.bind(text, at: 2)
            try search.bind(sensitiveText, at: 3)
            try search.run()
        }
    }

    /// Writes a piece's `item_search` row (`SearchText.build`'s two texts), replacing the old one.
    public static func replaceSearch(_ db: Database, itemID: String, text: String, sensitiveText: String) throws {
        try db.execute("INSERT OR REPLACE INTO item_search (item_id, text, sensitive_text) VALUES (?, ?, ?)",
                       [itemID, text, sensitiveText])
    }
}

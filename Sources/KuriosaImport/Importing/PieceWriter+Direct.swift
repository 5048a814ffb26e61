import KuriosaCore
import KuriosaStore

/// The import's usual case, a new piece without photos, written without the general record
/// machinery: the columns are bound straight from the row, and the `fields` text and the
/// history entry's `changes` text are written as bytes in the order they are stored (the
/// paths of an item's create entry are known and already sorted). The result is byte for
/// byte what `create` writes through `ItemRecord`, `historyPaths()` and `HistoryWriter`
/// (the import tests compare both catalogs), at a fraction of the cost per row.
extension PieceWriter {
    /// Prepared once per import: the statements run once per piece.
    final class Statements {
        let item: Statement
        let itemTag: Statement
        let history: Statement
        let search: Statement

        init(db: Database) throws {
            item = try db.prepare("""
                INSERT INTO item (id, collection_id, kind, title, status, location_id, purchase_date, purchase_price_minor, \
                purchase_price_currency, source, estimated_value_minor, estimated_value_currency, condition, notes, \
                primary_photo_id, wish_priority, wish_target_minor, wish_target_currency, fields, wish_fields, created_at, \
                updated_at, deleted_at, back_photo_id, favorite, purchase_quantity, events, number, reminders) \
                VALUES (?1, ?2, ?3, ?4, 'in_collection', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, NULL, ?20, ?14, ?15, ?16, ?21, \
                ?17, ?17, NULL, NULL, 0, ?18, '[]', ?19, '[]')
                """)
            itemTag = try db.prepare("INSERT INTO item_tag (item_id, tag_id) VALUES (?, ?)")
            history = try db.prepare("""
                INSERT INTO history (id, batch_id, occurred_at, actor, entity, entity_id, action, changes, undoes_id, device) \
                VALUES (?1, ?2, ?3, ?4, 'item', ?5, 'create', ?6, NULL, ?7)
                """)
            search = try db.prepare("INSERT OR REPLACE INTO item_search (item_id, text, sensitive_text) VALUES (?, ?, ?)")
        }
    }

    /// Whether `writeDirect` writes this row exactly as `create` would: no photos, and no
    /// number JSON cannot hold (the general path refuses those with its own error).
    static func takesDirectPath(_ row: ImportedRow, photos: [PreparedPhoto]) -> Bool {
        photos.isEmpty && (row.quantity?.isFinite ?? true) && row.fields.values.allSatisfy(JSONBytes.isWritable)
            && row.wishFields.values.allSatisfy(JSONBytes.isWritable)
    }

    /// `create` for a row `takesDirectPath` accepts, from its catalog-free part (`DirectRow`,
    /// made here or on the mapping thread). IDs are drawn in the same order as `create`
    /// draws them (piece, places, tags, history entry), so a test's ID sequence gives both
    /// the same catalog.
    mutating func writeDirect(_ prepared: DirectRow) throws -> ImportReport.Piece {
        let row = prepared.row
        let id = itemIDs.next()
        let owned = kind == .owned
        let number = owned ? try nextNumber() : nil
        let locationID = try row.place.flatMap { try places.resolve($0, db: db, history: history, now: now) }
        let purchaseDate = owned ? row.purchaseDate : nil
        let purchasePrice = owned ? row.purchasePrice : nil
        let wishTarget = owned ? nil : row.purchasePrice
        let quantity = owned && template.counts ? row.quantity : nil
        let wishPriority = owned ? nil : row.wishPriority
        let tagIDs = Array(Set(try tags.resolve(row.tags, db: db, history: history))).sorted()

        let s = statements
        s.item.reset()
        try s.item.bind(id, at: 1)
        try s.item.bind(collectionID, at: 2)
        try s.item.bind(kind.rawValue, at: 3)
        try s.item.bind(row.title, at: 4)
        try s.item.bind(locationID, at: 5)
        try s.item.bind(purchaseDate, at: 6)
        try s.item.bind(purchasePrice?.minorUnits, at: 7)
        try s.item.bind(purchasePrice?.currency, at: 8)
        try s.item.bind(row.source, at: 9)
        try s.item.bind(row.estimatedValue?.minorUnits, at: 10)
        try s.item.bind(row.estimatedValue?.currency, at: 11)
        try s.item.bind(prepared.condition, at: 12)
        try s.item.bind(row.notes, at: 13)
        try s.item.bind(wishTarget?.minorUnits, at: 14)
        try s.item.bind(wishTarget?.currency, at: 15)
        try s.item.bind(utf8: prepared.fields, at: 16)
        try s.item.bind(now, at: 17)
        try s.item.bind(quantity, at: 18)
        try s.item.bind(number.map(Int64.init), at: 19)
        try s.item.bind(wishPriority.map(Int64.init), at: 20)
        try s.item.bind(utf8: prepared.wishFields, at: 21)
        try s.item.run()
        for tagID in tagIDs {
            s.itemTag.reset()
            try s.itemTag.bind(id, at: 1)
            try s.itemTag.bind(tagID, at: 2)
            try s.itemTag.run()
        }

        // The history entry: every path that is not null, sorted by code point; the paths
        // before `isFavorite` came with the row.
        json.removeAll()
        json.raw(prepared.changesHead)
        func path(_ name: StaticString) { DirectRow.path(name, &json) }
        path("isFavorite"); json.raw("false}")
        path("kind"); json.string(kind.rawValue); json.byte(0x7D)
        if let locationID { path("locationID"); json.string(locationID); json.byte(0x7D) }
        if let notes = row.notes { path("notes"); json.string(notes); json.byte(0x7D) }
        if let number { path("number"); json.integer(Int64(number)); json.byte(0x7D) }
        if let purchaseDate { path("purchaseDate"); json.string(purchaseDate); json.byte(0x7D) }
        if let purchasePrice {
            path("purchasePrice"); json.money(minorUnits: purchasePrice.minorUnits, currency: purchasePrice.currency); json.byte(0x7D)
        }
        if let quantity { path("purchaseQuantity"); json.historyNumber(quantity); json.byte(0x7D) }
        path("reminders"); json.raw("[]}")
        if let source = row.source { path("source"); json.string(source); json.byte(0x7D) }
        path("status"); json.raw("\"in_collection\"}")
        path("tagIDs"); json.byte(0x5B)
        for (i, tagID) in tagIDs.enumerated() {
            if i > 0 { json.byte(0x2C) }
            json.string(tagID)
        }
        json.raw("]}")
        path("title"); json.string(row.title); json.byte(0x7D)
        json.raw(prepared.wishChanges)
        if let wishPriority { path("wishPriority"); json.integer(Int64(wishPriority)); json.byte(0x7D) }
        if let wishTarget {
            path("wishTarget"); json.money(minorUnits: wishTarget.minorUnits, currency: wishTarget.currency); json.byte(0x7D)
        }
        json.byte(0x5D)

        s.history.reset()
        try s.history.bind(historyIDs.next(), at: 1)
        try s.history.bind(history.batchID, at: 2)
        try s.history.bind(history.occurredAt, at: 3)
        try s.history.bind(history.actor.rawValue, at: 4)
        try s.history.bind(id, at: 5)
        try s.history.bind(utf8: json.bytes, at: 6)
        try s.history.bind(history.device, at: 7)
        try s.history.run()

        s.search.reset()
        try s.search.bind(id, at: 1)
        try s.search.bind(SearchText.appendingNumber(number, to: prepared.searchText), at: 2)
        try s.search.bind(prepared.sensitiveText, at: 3)
        try s.search.run()
        return ImportReport.Piece(id: id, number: number, row: row.row)
    }

    // MARK: Inventory numbers

    /// The next inventory number (`ItemNumbers.Run`: the first assigned as one piece's would
    /// be, later ones counted on in memory, `storeNextNumber()` writing the next free one).
    mutating func nextNumber() throws -> Int { try numbers.next(db) }

    /// Stores the counted next number (before the general path assigns one, and at the end).
    mutating func storeNextNumber() throws { try numbers.store(db) }
}

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

    /// Whether `createDirect` writes this row exactly as `create` would: no photos, and no
    /// number JSON cannot hold (the general path refuses those with its own error).
    static func takesDirectPath(_ row: ImportedRow, photos: [PreparedPhoto]) -> Bool {
        photos.isEmpty && (row.quantity?.isFinite ?? true) && row.fields.values.allSatisfy(JSONBytes.isWritable)
            && row.wishFields.values.allSatisfy(JSONBytes.isWritable)
    }

    /// `create` for a row `takesDirectPath` accepts. IDs are drawn in the same order as
    /// `create` draws them (piece, places, tags, history entry), so a test's ID sequence
    /// gives both the same catalog.
    mutating func createDirect(_ row: ImportedRow) throws -> ImportReport.Piece {
        let id = itemIDs.next()
        let owned = kind == .owned
        let number = owned ? try nextNumber() : nil
        let locationID = try row.place.flatMap { try places.resolve($0, db: db, history: history, now: now) }
        let purchaseDate = owned ? row.purchaseDate : nil
        let purchasePrice = owned ? row.purchasePrice : nil
        let wishTarget = owned ? nil : row.purchasePrice
        let quantity = owned && template.counts ? row.quantity : nil
        let wishPriority = owned ? nil : row.wishPriority
        let wishValues = owned ? [:] : row.wishFields
        let condition = row.condition.flatMap(ItemRecord.Condition.init(rawValue:))?.rawValue
        let tagIDs = Array(Set(try tags.resolve(row.tags, db: db, history: history))).sorted()

        // `fields`: keys sorted as `ItemFields` sorts them; the history sorts paths by code
        // point, the same order unless a key is not ASCII.
        let keys = row.fields.keys.sorted()
        json.removeAll()
        Self.object(row.fields, keys: keys, into: &json)
        let wishKeys = wishValues.keys.sorted()
        wishJSON.removeAll()
        Self.object(wishValues, keys: wishKeys, into: &wishJSON)

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
        try s.item.bind(condition, at: 12)
        try s.item.bind(row.notes, at: 13)
        try s.item.bind(wishTarget?.minorUnits, at: 14)
        try s.item.bind(wishTarget?.currency, at: 15)
        try s.item.bind(utf8: json.bytes, at: 16)
        try s.item.bind(now, at: 17)
        try s.item.bind(quantity, at: 18)
        try s.item.bind(number.map(Int64.init), at: 19)
        try s.item.bind(wishPriority.map(Int64.init), at: 20)
        try s.item.bind(utf8: wishJSON.bytes, at: 21)
        try s.item.run()
        for tagID in tagIDs {
            s.itemTag.reset()
            try s.itemTag.bind(id, at: 1)
            try s.itemTag.bind(tagID, at: 2)
            try s.itemTag.run()
        }

        // The history entry: every path that is not null, sorted by code point.
        var changes = JSONBytes(capacity: 0)
        swap(&changes, &json)
        defer { swap(&changes, &json) }
        changes.removeAll()
        var first = true
        func path(_ name: StaticString) {
            changes.raw(first ? "[{\"path\":\"" : ",{\"path\":\"")
            first = false
            changes.raw(name)
            changes.raw("\",\"old\":null,\"new\":")
        }
        path("collectionID"); changes.string(collectionID); changes.byte(0x7D)
        if let condition { path("condition"); changes.string(condition); changes.byte(0x7D) }
        if let value = row.estimatedValue {
            path("estimatedValue"); changes.money(minorUnits: value.minorUnits, currency: value.currency); changes.byte(0x7D)
        }
        path("events"); changes.raw("[]}")
        func fieldPaths(_ values: [String: FieldValue], keys: [String], prefix: String) {
            let historyKeys = keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? keys
                : keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            for key in historyKeys {
                changes.raw(first ? "[{\"path\":" : ",{\"path\":")
                first = false
                changes.string(prefix + key)
                changes.raw(",\"old\":null,\"new\":")
                if let value = values[key] { changes.fieldValue(value) }
                changes.byte(0x7D)
            }
        }
        fieldPaths(row.fields, keys: keys, prefix: "fields.")
        path("isFavorite"); changes.raw("false}")
        path("kind"); changes.string(kind.rawValue); changes.byte(0x7D)
        if let locationID { path("locationID"); changes.string(locationID); changes.byte(0x7D) }
        if let notes = row.notes { path("notes"); changes.string(notes); changes.byte(0x7D) }
        if let number { path("number"); changes.integer(Int64(number)); changes.byte(0x7D) }
        if let purchaseDate { path("purchaseDate"); changes.string(purchaseDate); changes.byte(0x7D) }
        if let purchasePrice {
            path("purchasePrice"); changes.money(minorUnits: purchasePrice.minorUnits, currency: purchasePrice.currency); changes.byte(0x7D)
        }
        if let quantity { path("purchaseQuantity"); changes.historyNumber(quantity); changes.byte(0x7D) }
        path("reminders"); changes.raw("[]}")
        if let source = row.source { path("source"); changes.string(source); changes.byte(0x7D) }
        path("status"); changes.raw("\"in_collection\"}")
        path("tagIDs"); changes.byte(0x5B)
        for (i, tagID) in tagIDs.enumerated() {
            if i > 0 { changes.byte(0x2C) }
            changes.string(tagID)
        }
        changes.raw("]}")
        path("title"); changes.string(row.title); changes.byte(0x7D)
        fieldPaths(wishValues, keys: wishKeys, prefix: "wishFields.")
        if let wishPriority { path("wishPriority"); changes.integer(Int64(wishPriority)); changes.byte(0x7D) }
        if let wishTarget {
            path("wishTarget"); changes.money(minorUnits: wishTarget.minorUnits, currency: wishTarget.currency); changes.byte(0x7D)
        }
        changes.byte(0x5D)

        s.history.reset()
        try s.history.bind(historyIDs.next(), at: 1)
        try s.history.bind(history.batchID, at: 2)
        try s.history.bind(history.occurredAt, at: 3)
        try s.history.bind(history.actor.rawValue, at: 4)
        try s.history.bind(id, at: 5)
        try s.history.bind(utf8: changes.bytes, at: 6)
        try s.history.bind(history.device, at: 7)
        try s.history.run()

        let search = SearchText.build(title: row.title, fields: ItemFields(row.fields), wishFields: ItemFields(wishValues),
                                      template: template, wishlistTemplate: wishlist, number: number)
        s.search.reset()
        try s.search.bind(id, at: 1)
        try s.search.bind(search.text, at: 2)
        try s.search.bind(search.sensitiveText, at: 3)
        try s.search.run()
        return ImportReport.Piece(id: id, number: number, row: row.row)
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

    // MARK: Inventory numbers

    /// The next inventory number. The first is assigned by `ItemNumbers.assignNext` (which
    /// looks at the stored next number and every number in use); later ones count on from
    /// it in memory, and `storeNextNumber()` writes the next free one once at the end,
    /// leaving `library_meta` as one assignment per piece would.
    mutating func nextNumber() throws -> Int {
        if let counted = pendingNumber {
            pendingNumber = counted + 1
            numberIsPending = true
            return counted
        }
        let number = try ItemNumbers.assignNext(db)
        pendingNumber = number + 1
        return number
    }

    /// Stores the counted next number (before the general path assigns one, and at the end).
    mutating func storeNextNumber() throws {
        if numberIsPending, let pendingNumber { try LibraryMeta.setNextItemNumber(db, pendingNumber) }
        numberIsPending = false
        pendingNumber = nil
    }
}

import Foundation

extension ItemRecord {
    static let columns = """
        id, collection_id, kind, title, status, location_id, purchase_date, purchase_price_minor, \
        purchase_price_currency, source, estimated_value_minor, estimated_value_currency, condition, \
        notes, primary_photo_id, wish_priority, wish_target_minor, wish_target_currency, fields, \
        wish_fields, created_at, updated_at, deleted_at, back_photo_id, favorite, purchase_quantity, \
        events, number, reminders
        """

    /// Reads a row of `item` (without tags).
    init(row: Row) throws {
        let r = RecordRow(row, table: "item")
        self.init(
            id: try r.text("id"), collectionID: try r.text("collection_id"),
            kind: try r.enumeration("kind", Kind.self), title: try r.text("title"),
            status: try r.enumeration("status", Status.self), locationID: try r.optionalText("location_id"),
            purchaseDate: try r.optionalText("purchase_date"), purchasePrice: try r.money("purchase_price"),
            source: try r.optionalText("source"), estimatedValue: try r.money("estimated_value"),
            condition: try r.optionalEnumeration("condition", Condition.self), notes: try r.optionalText("notes"),
            primaryPhotoID: try r.optionalText("primary_photo_id"), wishPriority: try r.optionalInt("wish_priority"),
            wishTarget: try r.money("wish_target"), fields: try r.jsonObject("fields"),
            wishFields: try r.jsonObject("wish_fields"), createdAt: try r.text("created_at"),
            updatedAt: try r.text("updated_at"), deletedAt: try r.optionalText("deleted_at"),
            backPhotoID: try r.optionalText("back_photo_id"), isFavorite: try r.flag("favorite"),
            purchaseQuantity: try r.optionalDouble("purchase_quantity"), events: try r.jsonArray("events"),
            number: try r.optionalInt("number"), reminders: try r.jsonArray("reminders"), tagIDs: [])
    }

    /// Column values in the order of `columns`.
    var columnValues: [DatabaseValueConvertible] {
        [id, collectionID, kind.rawValue, title, status.rawValue, locationID, purchaseDate]
            + purchasePrice.columnValues + [source] + estimatedValue.columnValues
            + [condition?.rawValue, notes, primaryPhotoID, wishPriority] + wishTarget.columnValues
            + [fields.text, wishFields.text, createdAt, updatedAt, deletedAt, backPhotoID, isFavorite,
               purchaseQuantity, events.text, number, reminders.text]
    }

    // MARK: Fetching

    /// The item with this id, deleted or not, with its tags.
    public static func fetchOne(_ db: Database, id: String) throws -> ItemRecord? {
        try fetch(db, where: "id = ?", [id]).first
    }

    /// Every item, deleted ones included unless asked otherwise, in the order they were added.
    public static func fetchAll(_ db: Database, includingDeleted: Bool = true) throws -> [ItemRecord] {
        try fetch(db, where: includingDeleted ? "1" : "deleted_at IS NULL", [])
    }

    /// The items directly in one collection (not its sub-collections).
    public static func fetchAll(_ db: Database, collectionID: String, includingDeleted: Bool = false) throws -> [ItemRecord] {
        try fetch(db, where: "collection_id = ?" + (includingDeleted ? "" : " AND deleted_at IS NULL"), [collectionID])
    }

    /// The item with this inventory number.
    public static func fetchOne(_ db: Database, number: Int) throws -> ItemRecord? {
        try fetch(db, where: "number = ?", [number]).first
    }

    static func fetch(_ db: Database, where condition: String, _ values: [DatabaseValueConvertible]) throws -> [ItemRecord] {
        var items = try db.rows("SELECT \(columns) FROM item WHERE \(condition) ORDER BY created_at, rowid", values)
            .map(ItemRecord.init(row:))
        guard !items.isEmpty else { return items }
        let tags = try tagIDsByItem(db, itemIDs: items.count == 1 ? [items[0].id] : nil)
        for i in items.indices { items[i].tagIDs = tags[items[i].id] ?? [] }
        return items
    }

    /// Tag ids per item, sorted; all items when `itemIDs` is nil.
    /// A piece's collection and place, without the rest of its row: what an undo's rules ask
    /// of 100,000 restored pieces. Nil when no item has this id.
    static func holders(_ db: Database, id: String) throws -> (collectionID: String, locationID: String?)? {
        guard let row = try db.row("SELECT collection_id, location_id FROM item WHERE id = ?", [id]) else { return nil }
        let r = RecordRow(row, table: "item", idColumn: "id")
        return (try r.text("collection_id"), try r.optionalText("location_id"))
    }

    /// Whether a piece is an owned one without a number (one that gets the next number when
    /// it comes back), without the rest of its row.
    static func lacksNumber(_ db: Database, id: String) throws -> Bool {
        guard let row = try db.row("SELECT kind, number FROM item WHERE id = ?", [id]) else { return false }
        return row["kind"].string == Kind.owned.rawValue && row["number"] == .null
    }

    static func tagIDsByItem(_ db: Database, itemIDs: [String]?) throws -> [String: [String]] {
        var out: [String: [String]] = [:]
        let rows = if let itemIDs, itemIDs.count == 1 {
            try db.rows("SELECT item_id, tag_id FROM item_tag WHERE item_id = ? ORDER BY tag_id", [itemIDs[0]])
        } else {
            try db.rows("SELECT item_id, tag_id FROM item_tag ORDER BY item_id, tag_id")
        }
        for row in rows {
            let r = RecordRow(row, table: "item_tag", idColumn: "item_id")
            out[try r.text("item_id"), default: []].append(try r.text("tag_id"))
        }
        return out
    }

    // MARK: Writing

    /// Inserts the row and its `item_tag` rows.
    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "item", columns: Self.columns, values: columnValues)
        try writeTags(db)
    }

    /// Writes every column but `id` and `created_at`, and replaces the item's tags.
    /// - Throws: `RecordError` when no item has this id.
    public func update(_ db: Database) throws {
        try RecordSQL.update(db, table: "item", columns: Self.columns, values: columnValues, id: id)
        try db.execute("DELETE FROM item_tag WHERE item_id = ?", [id])
        try writeTags(db)
    }

    private func writeTags(_ db: Database) throws { try Self.insertTags(tagIDs, itemID: id, db) }

    private static func insertTags(_ tagIDs: [String], itemID: String, _ db: Database) throws {
        for tagID in Set(tagIDs).sorted() {
            try db.execute("INSERT INTO item_tag (item_id, tag_id) VALUES (?, ?)", [itemID, tagID])
        }
    }

    /// `deleted_at` and `updated_at` alone: the row `update()` writes after setting the two,
    /// without reading and re-encoding the whole piece (an import's undo: 100,000 of them).
    /// - Returns: false when no item has this id (nothing written).
    static func setDeletedAt(_ deletedAt: String?, updatedAt: String, id: String, _ db: Database) throws -> Bool {
        try db.execute("UPDATE item SET deleted_at = ?, updated_at = ? WHERE id = ?", [deletedAt, updatedAt, id])
        return db.changes == 1
    }

    /// The piece's tags and `updated_at` alone, as `update()` writes them.
    /// - Returns: false when no item has this id (nothing written).
    static func setTags(_ tagIDs: [String], updatedAt: String, id: String, _ db: Database) throws -> Bool {
        try db.execute("UPDATE item SET updated_at = ? WHERE id = ?", [updatedAt, id])
        guard db.changes == 1 else { return false }
        try db.execute("DELETE FROM item_tag WHERE item_id = ?", [id])
        try insertTags(tagIDs, itemID: id, db)
        return true
    }
}

import Foundation
import KuriosaCore
import KuriosaStore

/// Writes the pieces of one import inside its transaction: the item row with its inventory
/// number, tags, place, photos, and `item_search` row, each recorded in the import's one
/// history batch, so undoing the batch removes the whole import.
struct PieceWriter {
    let db: Database
    let library: Library?
    let history: HistoryWriter
    let collectionID: String
    let template: Template
    let kind: ItemRecord.Kind
    /// The wishlist template of a `--kind wish` import (for the search text of wish fields).
    var wishlist: Template?
    let now: String
    /// False for `--dry-run`: photos are checked but not sealed.
    let writesMedia: Bool
    var places: PlaceResolver
    var tags: TagResolver
    /// Media ids sealed so far, removed again if the import fails.
    var writtenMedia: [String] = []
    /// The IDs of `writeDirect`'s pieces and history entries: ascending, so that the
    /// catalog's indexes grow at their right edge (`AscendingUUIDs`); sized by `reserveIDs`.
    var itemIDs = AscendingUUIDs(count: 0)
    var historyIDs = AscendingUUIDs(count: 0)
    let bulk: BulkWriters
    /// The inventory numbers `writeDirect` counts (see `nextNumber()`).
    var numbers = ItemNumbers.Run()

    init(db: Database, library: Library?, history: HistoryWriter, collectionID: String, template: Template,
         kind: ItemRecord.Kind, now: String, writesMedia: Bool) throws {
        self.db = db
        self.library = library
        self.history = history
        self.collectionID = collectionID
        self.template = template
        self.kind = kind
        self.now = now
        self.writesMedia = writesMedia
        places = try PlaceResolver(db: db)
        tags = try TagResolver(db: db)
        bulk = try BulkWriters(db: db, history: history)
    }

    /// Makes the next `count` pieces' and history entries' IDs ascending (the first pass
    /// counted the rows; a row makes at most one piece).
    mutating func reserveIDs(_ count: Int) {
        itemIDs = AscendingUUIDs(count: count)
        historyIDs = AscendingUUIDs(count: count)
    }

    /// Creates a piece through the records (the general path: photos, and every row the write
    /// plan does not write directly); returns its id and number.
    mutating func create(_ row: ImportedRow, photos: [PreparedPhoto]) throws -> ImportReport.Piece {
        try storeNextNumber()
        let id = SecureRandom.uuid()
        let number = kind == .owned ? try ItemNumbers.assignNext(db) : nil
        var item = ItemRecord(id: id, collectionID: collectionID, kind: kind, title: row.title, createdAt: now, updatedAt: now)
        let fields = try apply(row, to: &item)
        item.number = number
        var media: [MediaRecord] = []
        for (index, photo) in photos.enumerated() {
            let mediaID = SecureRandom.uuid()
            media.append(MediaRecord(id: mediaID, itemID: id, kind: .photo, contentType: "image/jpeg", filename: photo.fileName,
                                     byteCount: Int64(photo.original.count), width: photo.width, height: photo.height,
                                     sortIndex: index, createdAt: now))
            if writesMedia {
                guard let library else { throw ImportSetupError("photos need a library package (not --catalog)") }
                writtenMedia.append(mediaID)
                try library.writeMedia(id: mediaID, kind: .original, data: photo.original)
                try library.writeMedia(id: mediaID, kind: .thumbnail, data: photo.thumbnail)
            }
        }
        item.primaryPhotoID = media.first?.id
        try item.insert(db)
        try history.create(item, in: db)
        for record in media {
            try record.insert(db)
            try history.create(record, in: db)
        }
        try writeSearch(item, fields: fields)
        return ImportReport.Piece(id: id, number: number, row: row.row)
    }

    /// `--on-duplicate update`: the row's values replace the piece's where they differ; empty
    /// cells change nothing, tags are added. Only the paths that differ are recorded.
    /// - Parameter clearing: the file's columns whose empty cell clears the piece's value and
    ///   whose tags replace the piece's (a row with a `No.`,
    ///   docs/import.md#which-piece-a-row-is-rowidentity: the file is the piece as exported, so
    ///   an emptied cell means "no value"). Values of columns the file does not have (sensitive
    ///   fields, photos) are always kept.
    mutating func update(id: String, with row: ImportedRow, clearing: Set<ImportTarget> = []) throws -> ImportReport.Piece? {
        guard let old = try ItemRecord.fetchOne(db, id: id) else { return nil }
        var item = old
        let fields = try apply(Self.counted(row, of: old, clearing: clearing), to: &item, keepingExisting: true, clearing: clearing)
        guard old.historyPaths() != item.historyPaths() || old.fields != item.fields else {
            return ImportReport.Piece(id: id, number: old.number, row: row.row)
        }
        item.updatedAt = now
        try item.update(db)
        try history.update(old: old, new: item, in: db)
        try writeSearch(item, fields: fields)
        return ImportReport.Piece(id: id, number: old.number, row: row.row)
    }

    /// What `update` would change in the piece, path by path (old: the library's, new: the
    /// row's), without writing anything, not even a new place or tag: the plan of a row that
    /// may be a conflict (docs/import.md#an-older-export-conflicts). A place or tag the library
    /// lacks shows as `PieceConflict.newName`.
    mutating func plannedChanges(of old: ItemRecord, with row: ImportedRow, clearing: Set<ImportTarget>) throws -> [HistoryChange] {
        var item = old
        try apply(Self.counted(row, of: old, clearing: clearing), to: &item, keepingExisting: true, clearing: clearing, creating: false)
        return HistoryChange.forUpdate(old: old.historyPaths(), new: item.historyPaths()).filter { $0.path != "updatedAt" }
    }

    /// The row with its count read as the count now (`purchaseQuantity(for:of:)`) when it names its piece.
    private static func counted(_ row: ImportedRow, of old: ItemRecord, clearing: Set<ImportTarget>) -> ImportedRow {
        var row = row
        if let cell = row.quantity, !clearing.isEmpty { row.quantity = purchaseQuantity(for: cell, of: old) }
        return row
    }

    /// docs/import.md#the-day-of-a-value: a row's `Valued on` day is kept for the piece's value
    /// (`ValuationDayRecord`), unless the piece's last valuation is that day already (an unchanged
    /// export writes nothing). A day without a value to go with is dropped: there is nothing
    /// it dates.
    /// - Parameter created: the piece was made by this row: its one valuation is its create
    ///   entry of today, so neither the piece nor its history is read again (a 100,000-row
    ///   sheet with a `Valued on` column would read each back).
    func storeValuationDay(_ row: ImportedRow, itemID: String, created: Bool = false) throws {
        guard let day = row.valuedOn else { return }
        if created {
            guard let value = row.estimatedValue, day != String(now.prefix(10)) else { return }
            try ValuationDayRecord(day: day, at: now, value: value).store(db, itemID: itemID)
            return
        }
        guard let item = try ItemRecord.fetchOne(db, id: itemID), let value = item.estimatedValue else { return }
        let last = ValuationDayRecord.last(of: item, entries: try HistoryEntry.fetchAll(db, entityID: itemID),
                                     stored: try ValuationDayRecord.fetch(db, itemID: itemID))
        guard last?.day != day else { return }
        try ValuationDayRecord(day: day, at: now, value: value).store(db, itemID: itemID)
    }

    /// The journal with the entry that brings the piece to `wanted` on `day` (`returned` for
    /// back in the collection), and the status the journal then decides; nil when the piece
    /// is so already.
    static func statusChange(of item: ItemRecord, to wanted: ItemStatus, day: String) -> (events: [JournalEntry], status: ItemStatus)? {
        // The store's status is the core's (`ItemRecord.Status` is `ItemStatus`).
        let current = item.status
        guard wanted != current else { return nil }
        var events = (try? JournalEntry.entries(storedText: item.events.text)) ?? []
        events.append(JournalEntry(id: SecureRandom.uuid(), kind: wanted.journalKind, date: day))
        let journal = Journal(purchaseDate: item.purchaseDate, purchasePrice: nil, source: item.source,
                              purchaseQuantity: item.purchaseQuantity, events: events)
        return (events, journal.status(current: current))
    }

    /// Deletes a piece as the app does: `deleted_at` set (soft), one history `delete` entry in
    /// the import's batch; its photos and codes stay with it for an undo.
    func delete(_ old: ItemRecord) throws {
        var item = old
        item.deletedAt = now
        item.updatedAt = now
        try item.update(db)
        try history.delete(entity: ItemRecord.entity, id: item.id, deletedAt: now, in: db)
    }

    /// Sets one relation field of a piece this import wrote (`PendingLink`), recorded as an
    /// update in the import's batch.
    mutating func link(_ id: String, field key: String, to target: String) throws {
        guard let old = try ItemRecord.fetchOne(db, id: id) else { return }
        var item = old
        var fields = (try? ItemFields.parse(item.fields.text)) ?? ItemFields()
        fields[key] = .relation(target)
        item.fields = try JSONText(parsing: fields.text)
        guard item.fields != old.fields else { return }
        try item.update(db)
        try history.update(old: old, new: item, in: db)
        try writeSearch(item, fields: (fields, (try? ItemFields.parse(item.wishFields.text)) ?? ItemFields()))
    }

    /// The export's `Quantity` is the count now (the first purchase plus the journal's later
    /// purchases, uses and sales): a row with a `No.` says how many the piece holds now. The
    /// first purchase's count moves by the difference, so an unchanged count changes nothing
    /// and an edited one makes the count now what the cell says.
    /// A result of 0 or less cannot be stored (`CSVImporter.countError` refuses the row); an
    /// unchanged count keeps the first purchase's as it is, also none.
    static func purchaseQuantity(for cell: Double, of item: ItemRecord) -> Double? {
        guard let now = countNow(of: item) else { return cell }
        if now == cell { return item.purchaseQuantity }
        return (item.purchaseQuantity ?? 0) + cell - now
    }

    /// The journal's count now (the export's `Quantity`), nil without any count.
    static func countNow(of item: ItemRecord) -> Double? {
        let events = (try? JournalEntry.entries(storedText: item.events.text)) ?? []
        return Journal(purchaseDate: item.purchaseDate, purchasePrice: nil, source: item.source,
                       purchaseQuantity: item.purchaseQuantity, events: events).count
    }

    /// Sets the row's values on an item. With `keepingExisting`, absent values leave the
    /// item's own, fields are merged key by key, and tags are added to the item's.
    /// - Returns: the item's fields, so the search text need not parse them again.
    /// - Parameter creating: false for a plan: places and tags the library lacks are not made.
    @discardableResult
    private mutating func apply(_ row: ImportedRow, to item: inout ItemRecord, keepingExisting: Bool = false,
                                clearing: Set<ImportTarget> = [], creating: Bool = true) throws -> (fields: ItemFields, wishFields: ItemFields) {
        func set<T>(_ value: T?, _ path: WritableKeyPath<ItemRecord, T?>, _ column: StandardColumn) {
            if let value { item[keyPath: path] = value } else if !keepingExisting || clearing.contains(.standard(column)) {
                item[keyPath: path] = nil
            }
        }
        // An update from a sheet without a Title column keeps the title.
        if !keepingExisting || !row.title.isEmpty { item.title = row.title }
        if let place = row.place {
            item.locationID = creating ? try places.resolve(place, db: db, history: history, now: now)
                : places.existing(place) ?? PieceConflict.newName(TreePath.text(place))
        } else if clearing.contains(.standard(.place)) {
            item.locationID = nil
        }
        let owned = item.kind == .owned
        set(owned ? row.purchaseDate : nil, \.purchaseDate, .purchaseDate)
        set(owned ? row.purchasePrice : nil, \.purchasePrice, .purchasePrice)
        if !owned {
            set(row.purchasePrice, \.wishTarget, clearing.contains(.standard(.wishTarget)) ? .wishTarget : .purchasePrice)
        }
        set(owned && template.counts ? row.quantity : nil, \.purchaseQuantity, .count)
        set(owned ? nil : row.wishPriority, \.wishPriority, .wishPriority)
        set(row.source, \.source, .source)
        set(row.estimatedValue, \.estimatedValue, .estimatedValue)
        set(row.condition.flatMap(ItemRecord.Condition.init(rawValue:)), \.condition, .condition)
        set(row.notes, \.notes, .notes)
        // docs/import.md#status-and-removals: a new status is a journal entry, as the app
        // makes it; the importer has refused a row whose entry would not decide it.
        if owned, let wanted = row.status.flatMap(ItemStatus.init(rawValue:)),
           let change = Self.statusChange(of: item, to: wanted, day: row.statusSince ?? String(now.prefix(10))) {
            item.events = try JSONText(parsing: JournalEntry.storedText(change.events))
            item.status = change.status
        }
        var fields = keepingExisting ? ((try? ItemFields.parse(item.fields.text)) ?? ItemFields()) : ItemFields()
        for key in row.fields.keys.sorted() { fields[key] = row.fields[key] }
        for case let .field(key) in clearing where row.fields[key] == nil && fields[key] != nil { fields[key] = nil }
        let fieldsText = fields.text
        if fieldsText != item.fields.text { item.fields = try JSONText(parsing: fieldsText) }
        if !owned {
            var wishFields = keepingExisting ? ((try? ItemFields.parse(item.wishFields.text)) ?? ItemFields()) : ItemFields()
            for key in row.wishFields.keys.sorted() { wishFields[key] = row.wishFields[key] }
            for case let .wishField(key) in clearing where row.wishFields[key] == nil && wishFields[key] != nil { wishFields[key] = nil }
            let wishText = wishFields.text
            if wishText != item.wishFields.text { item.wishFields = try JSONText(parsing: wishText) }
        }
        let tagIDs = creating ? try tags.resolve(row.tags, db: db, history: history)
            : { let found = tags.existing(row.tags); return found.ids + found.missing.map(PieceConflict.newName) }()
        let addsTags = keepingExisting && !clearing.contains(.standard(.tags))
        item.tagIDs = addsTags ? Array(Set(item.tagIDs + tagIDs)).sorted() : Array(Set(tagIDs)).sorted()
        return (fields, (try? ItemFields.parse(item.wishFields.text)) ?? ItemFields())
    }

    /// The `item_search` row (core `SearchText.build`), replaced when it exists.
    private func writeSearch(_ item: ItemRecord, fields: (fields: ItemFields, wishFields: ItemFields)) throws {
        let search = SearchText.build(title: item.title, fields: fields.fields, wishFields: fields.wishFields, template: template,
                                      wishlistTemplate: wishlist, number: item.number)
        try ItemRecord.replaceSearch(db, itemID: item.id, text: search.text, sensitiveText: search.sensitiveText)
    }

    /// Removes the media files this import sealed (after a failure or a refusal).
    func removeWrittenMedia() {
        guard let library else { return }
        for id in writtenMedia {
            for kind in [MediaKind.original, .thumbnail] {
                try? FileManager.default.removeItem(at: library.mediaURL(id: id, kind: kind))
            }
        }
        // Nothing of them is left to save: the intent file that named them goes too.
        library.discardUnsavedMedia()
    }
}

import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import Testing

/// Every record type written to a fresh v16 catalog in memory and read back unchanged;
/// updates likewise; rows that break the schema's promises fail with the row named.
@Suite struct RecordRoundTripTests {
    typealias S = RecordSamples

    @Test func everyRecordReadsBackAsWritten() throws {
        let db = try S.catalog()
        #expect(try TemplateRow.fetchOne(db, id: S.template.id) == S.template)
        #expect(try CollectionRecord.fetchOne(db, id: S.collection.id) == S.collection)
        #expect(try LocationRecord.fetchOne(db, id: S.location.id) == S.location)
        #expect(try TagRecord.fetchAll(db) == [S.tags[1], S.tags[0]])
        #expect(try TagRecord.fetchOne(db, name: "VINTAGE") == S.tags[0])
        #expect(try ItemRecord.fetchOne(db, id: S.item.id) == S.item)
        #expect(try ItemRecord.fetchOne(db, id: S.wish.id) == S.wish)
        #expect(try ItemRecord.fetchAll(db) == [S.item, S.wish])
        #expect(try ItemRecord.fetchAll(db, collectionID: S.collection.id).count == 2)
        #expect(try ItemRecord.fetchOne(db, number: 7)?.id == S.item.id)
        #expect(try MediaRecord.fetchOne(db, id: S.media.id) == S.media)
        #expect(try MediaRecord.fetchAll(db, itemID: S.item.id) == [S.media])
        #expect(try RelationRecord.fetchAll(db, itemID: S.wish.id) == [S.relation])
        #expect(try ItemSetRecord.fetchOne(db, id: S.itemSet.id)?.itemIDs == [S.item.id, S.wish.id])
        #expect(try ItemSetRecord.fetchAll(db, containing: S.wish.id).map(\.id) == [S.itemSet.id])
        #expect(try ItemCodeRecord.fetchOne(db, payload: "4006381333931") == S.code)
        #expect(try ExportTemplateRow.fetchAll(db) == [S.exportTemplate])
        #expect(try BackupEvent.fetchAll(db) == [S.backup])
        #expect(try LinkPreviewRow.fetchOne(db, itemID: S.wish.id, url: "https://example.com/a") == S.preview)
    }

    @Test func jsonColumnsKeepTheirStoredText() throws {
        let db = try S.catalog()
        let item = try #require(try ItemRecord.fetchOne(db, id: S.item.id))
        // Stored as given (40.0 and the key order stay), read as values.
        #expect(item.fields.text == #"{"brand":{"type":"text","value":"Rolex"},"case_diameter":{"type":"measurement","value":40.0}}"#)
        #expect(item.fields.objectMembers["brand"] == .object(["type": .string("text"), "value": .string("Rolex")]))
        let export = try #require(try ExportTemplateRow.fetchOne(db, id: S.exportTemplate.id))
        #expect(export.json.text == #"{"name": "Insurance", "columns": [1, 2.5]}"#)
    }

    @Test func updatesWriteEveryColumnAndTheLinkedRows() throws {
        let db = try S.catalog()
        var item = S.item
        item.title = "Rolex Submariner Date"
        item.purchasePrice = nil
        item.tagIDs = [S.tags[0].id]
        item.updatedAt = "2026-10-03T08:00:00.000Z"
        try item.update(db)
        #expect(try ItemRecord.fetchOne(db, id: item.id) == item)

        var set = S.itemSet
        set.itemIDs = [S.wish.id]
        set.deletedAt = S.later
        try set.update(db)
        #expect(try ItemSetRecord.fetchOne(db, id: set.id) == set)
        #expect(try ItemSetRecord.fetchAll(db, includingDeleted: false).isEmpty)

        var media = S.media
        media.crop = nil
        media.rotation = 0
        try media.update(db)
        #expect(try MediaRecord.fetchOne(db, id: media.id) == media)

        var collection = S.collection
        collection.coverPictureID = nil
        collection.coverPhotoID = S.media.id
        try collection.update(db)
        #expect(try CollectionRecord.fetchOne(db, id: collection.id) == collection)

        var template = S.template
        template.version = 2
        try template.update(db)
        #expect(try TemplateRow.fetchOne(db, id: template.id) == template)
    }

    @Test func updatingAMissingRowFails() throws {
        let db = try S.catalog()
        var tag = S.tags[0]
        tag.id = "missing"
        #expect(throws: RecordError(table: "tag", id: "missing", problem: "no row with this id to update")) {
            try tag.update(db)
        }
    }

    @Test func replacingAPreviewAndTurningPreviewsOff() throws {
        let db = try S.catalog()
        var newer = S.preview
        newer.id = "v0000000-0000-4000-8000-000000000002"
        newer.title = nil
        newer.picture = nil
        try newer.replace(db)
        #expect(try LinkPreviewRow.fetchAll(db, itemID: S.wish.id) == [newer])
        try LinkPreviewRow.deleteAll(db, itemID: S.wish.id, keeping: ["https://example.com/other"])
        #expect(try LinkPreviewRow.fetchAll(db).isEmpty)
        try newer.insert(db)
        try LibraryMeta.setLinkPreviews(db, on: false, at: S.later)
        #expect(try LinkPreviewRow.fetchAll(db).isEmpty)
        #expect(try LibraryMeta.fetch(db).linkPreviews() == .init(changedAt: S.later, isOn: false))
    }

    @Test func libraryMetaAccessorsAndDefaults() throws {
        let db = try S.catalog()
        var meta = try LibraryMeta.fetch(db)
        #expect(meta.wishlistTemplateID == "builtin.wishlist")
        #expect(try meta.nextItemNumber() == 1)  // migration 13 on an empty catalog
        #expect(meta.linkPreviewsAreOn == false)
        #expect(meta.removedIDs.isEmpty)

        try LibraryMeta.setWishlistTemplateID(db, "custom.wishes")
        try LibraryMeta.setLinkPreviews(db, on: true, at: S.time)
        try ExportTemplateRow.delete(db, id: S.exportTemplate.id, at: S.later)
        try LibraryMeta.noteRemoved(db, id: S.media.id, at: S.time)
        meta = try LibraryMeta.fetch(db)
        #expect(meta.wishlistTemplateID == "custom.wishes")
        #expect(meta.entries["link_previews"] == "2026-10-01T09:00:00.000Z on")
        #expect(meta.linkPreviewsAreOn)
        #expect(meta.removedIDs == [S.exportTemplate.id: S.later, S.media.id: S.time])
        #expect(try ExportTemplateRow.fetchAll(db).isEmpty)
    }

    @Test(arguments: ["", "on", "2026-10-10T14:00:00.000Z maybe", "2026-10-10T14:00:00.000Z  on"])
    func malformedLinkPreviewSwitchIsAnError(_ text: String) throws {
        let meta = LibraryMeta(entries: ["link_previews": text])
        #expect(throws: RecordError.self) { try meta.linkPreviews() }
        #expect(meta.linkPreviewsAreOn == false)
    }

    @Test func aMoneyPairWithOneHalfNamesTheRow() throws {
        let db = try S.catalog()
        try db.execute("UPDATE item SET estimated_value_currency = NULL WHERE id = ?", [S.item.id])
        #expect(throws: RecordError(table: "item", id: S.item.id, column: "estimated_value_minor",
                                    problem: "estimated_value_minor and estimated_value_currency must both be NULL or both be set")) {
            try ItemRecord.fetchOne(db, id: S.item.id)
        }
    }

    @Test func aPartialCropNamesTheRow() throws {
        let db = try S.catalog()
        try db.execute("UPDATE media SET crop_y = NULL WHERE id = ?", [S.media.id])
        #expect(throws: RecordError.self) { try MediaRecord.fetchOne(db, id: S.media.id) }
    }

    @Test func historyEntriesReadBack() throws {
        let db = try S.catalog()
        let writer = HistoryWriter(actor: .merge, device: "d0000000-0000-4000-8000-000000000001", occurredAt: S.time)
        let entry = try writer.create(S.item, in: db)
        #expect(try HistoryEntry.fetchOne(db, id: entry.id) == entry)
        #expect(try HistoryEntry.fetchAll(db, entityID: S.item.id) == [entry])
        #expect(entry.actor == "merge")
        #expect(entry.device == "d0000000-0000-4000-8000-000000000001")
    }
}

import Foundation
import KuriosaCore
@testable import KuriosaStore
import Testing

/// The history writer's entries on a fresh catalog: one batch per action, the paths of each
/// kind of entry, and the column text.
@Suite struct HistoryWriterTests {
    typealias S = RecordSamples

    @Test func oneActionSharesBatchTimeActorAndDevice() throws {
        let db = try S.catalog()
        let writer = HistoryWriter(device: "dev-1")
        let a = try writer.create(S.item, in: db)
        let b = try writer.create(S.media, in: db)
        #expect(a.batchID == b.batchID && a.occurredAt == b.occurredAt && a.id != b.id)
        #expect(Timestamp.date(from: a.occurredAt) != nil)
        #expect(try HistoryEntry.fetchAll(db, batchID: writer.batchID).map(\.id) == [a.id, b.id])
        #expect(a.actor == "local" && a.device == "dev-1")
        #expect(HistoryWriter(device: nil).batchID != writer.batchID)
    }

    @Test func createListsOnlyAttributesThatAreNotNull() throws {
        let db = try S.catalog()
        let entry = try HistoryWriter(device: nil, occurredAt: S.time).create(S.wish, in: db)
        let paths = try entry.changes().map(\.path)
        #expect(paths == ["collectionID", "events", "isFavorite", "kind", "reminders", "status", "tagIDs", "title",
                          "wishFields.shop_url", "wishPriority", "wishTarget"])
        #expect(entry.changesText.hasPrefix(#"[{"path":"collectionID","old":null,"new":"c0000000-0000-4000-8000-000000000001"},{"path":"events","old":null,"new":[]},{"path":"isFavorite","old":null,"new":false}"#))
        #expect(entry.changesText.hasSuffix(#"{"path":"wishTarget","old":null,"new":{"minorUnits":850000,"currency":"JPY"}}]"#))
    }

    @Test func updateListsOnlyDifferingPathsAndFieldKeys() throws {
        let db = try S.catalog()
        var new = S.item
        new.isFavorite = false
        new.fields = JSONText(.object([
            "brand": .object(["type": .string("text"), "value": .string("Rolex")]),
            "case_diameter": .object(["type": .string("measurement"), "value": .integer(40)]),  // was 40.0: same
            "caliber": .object(["type": .string("text"), "value": .string("3135")]),
        ]))
        new.updatedAt = S.later
        let entry = try #require(try HistoryWriter(device: nil).update(old: S.item, new: new, in: db))
        #expect(entry.changesText == #"[{"path":"fields.caliber","old":null,"new":{"type":"text","value":"3135"}},{"path":"isFavorite","old":true,"new":false}]"#)
        #expect(try HistoryWriter(device: nil).update(old: S.item, new: S.item, in: db) == nil)
    }

    @Test func mediaEditsAreRotationAndCrop() throws {
        let db = try S.catalog()
        var new = S.media
        new.rotation = 180
        new.crop = nil
        let entry = try #require(try HistoryWriter(device: nil).update(old: S.media, new: new, in: db))
        #expect(entry.changesText == #"[{"path":"crop","old":{"x":0.1,"y":0.2,"width":0.5,"height":0.25},"new":null},{"path":"rotation","old":90,"new":180}]"#)
    }

    @Test func physicalDeleteHoldsTheCompleteRecordWithNulls() throws {
        let db = try S.catalog()
        let entry = try HistoryWriter(device: nil).deletePhysically(S.code, in: db)
        #expect(entry.action == .delete)
        #expect(entry.changesText == #"[{"path":"itemID","old":"i0000000-0000-4000-8000-000000000001","new":null},{"path":"payload","old":"4006381333931","new":null}]"#)
        let set = try HistoryWriter(device: nil).deletePhysically(S.itemSet, in: db)
        #expect(try set.changes().map(\.path) == ["deletedAt", "itemIDs", "name", "notes"])
        #expect(try set.changes().allSatisfy { $0.new == .null })
    }

    @Test func softDeleteAndRestoreTouchOnlyDeletedAt() throws {
        let db = try S.catalog()
        let writer = HistoryWriter(device: nil, occurredAt: S.later)
        let delete = try writer.delete(entity: ItemRecord.entity, id: S.item.id, in: db)
        #expect(delete.changesText == #"[{"path":"deletedAt","old":null,"new":"2026-10-02T10:30:00.500Z"}]"#)
        let restore = try HistoryWriter(device: nil).restore(entity: "item", id: S.item.id, deletedAt: S.later, in: db)
        #expect(restore.action == .restore)
        #expect(restore.changesText == #"[{"path":"deletedAt","old":"2026-10-02T10:30:00.500Z","new":null}]"#)
    }

    @Test func anUndoPointsAtTheEntryItUndoes() throws {
        let db = try S.catalog()
        let edit = try HistoryWriter(device: nil).write(entity: "tag", id: S.tags[0].id, action: .update,
                                                        changes: [.init(path: "name", old: .string("Vintage"), new: .string("Old"))], in: db)
        let undo = try HistoryWriter(device: nil).write(entity: "tag", id: S.tags[0].id, action: .update,
                                                        changes: [.init(path: "name", old: .string("Old"), new: .string("Vintage"))],
                                                        undoes: edit.id, in: db)
        #expect(try HistoryEntry.fetchOne(db, id: undo.id)?.undoesID == edit.id)
    }

    @Test func pathsSortByCodePoint() {
        let changes = ["wishFields.a", "fields.Z", "fields._", "Zeta", "fields.a", "éclat"].map {
            HistoryChange(path: $0, old: .null, new: .integer(1))
        }
        #expect(HistoryChange.sorted(changes).map(\.path) == ["Zeta", "fields.Z", "fields._", "fields.a", "wishFields.a", "éclat"])
    }
}

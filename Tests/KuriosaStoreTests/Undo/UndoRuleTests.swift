import Foundation
import KuriosaCore
@_spi(Fixtures) @testable import KuriosaStore
import Testing

/// The catalog rules an undo keeps, on batches written here as the app writes them (one
/// `HistoryWriter` per action, records changed in the same transaction).
@Suite struct UndoRuleTests {
    static let coins = "9dc5f422-e1bd-40f4-9bf7-ccc218f44e99"
    static let k0001 = "407f0bd7-a865-4d24-917d-e3b733b11ada"

    static func refusal(_ db: Database, _ batchID: String) throws -> UndoError? {
        let before = try CatalogDump.canonical(db)
        do {
            _ = try CatalogUndo.undo(db, batchID: batchID, device: nil)
            return nil
        } catch let error as UndoError {
            #expect(try CatalogDump.canonical(db) == before, "a refusal changes nothing")
            return error
        }
    }

    @Test func aPathGoingBackNeverMovesAPieceIntoADeletedCollection() throws {
        let db = try UndoGoldenTests.migrated("golden-v1")
        var box = CollectionRecord(id: SecureRandom.uuid(), name: "Old box", templateID: "builtin.coin",
                                   createdAt: "2026-10-01T10:00:00.000Z", updatedAt: "2026-10-01T10:00:00.000Z")
        try box.insert(db)
        try HistoryWriter(device: nil, occurredAt: box.createdAt).create(box, in: db)
        var piece = try #require(try ItemRecord.fetchOne(db, id: Self.k0001))
        let moved = piece
        piece.collectionID = box.id
        try piece.update(db)
        let move = HistoryWriter(device: nil, occurredAt: "2026-10-02T10:00:00.000Z")
        try move.update(old: moved, new: piece, in: db)
        // Moved out again, then the box deleted: undoing the second move would put the piece
        // back into a deleted collection.
        let back = piece
        piece.collectionID = Self.coins
        try piece.update(db)
        let moveBack = HistoryWriter(device: nil, occurredAt: "2026-10-03T10:00:00.000Z")
        try moveBack.update(old: back, new: piece, in: db)
        box.deletedAt = "2026-10-04T10:00:00.000Z"
        try box.update(db)
        try HistoryWriter(device: nil, occurredAt: box.deletedAt).delete(entity: "collection", id: box.id, in: db)

        let error = try #require(try Self.refusal(db, moveBack.batchID))
        #expect(error.reason == .notUndoable && error.description.contains("K-0001 collection would go back to collection “Old box”"), "\(error)")
        // Restoring the box first makes it undoable.
        _ = try CatalogUndo.undo(db, device: nil)
        _ = try CatalogUndo.undo(db, batchID: moveBack.batchID, device: nil)
        #expect(try ItemRecord.fetchOne(db, id: Self.k0001)?.collectionID == box.id)
        #expect(try CatalogCheck.run(db).isEmpty)
    }

    /// The entries an import's undo and redo have by the hundred thousand are planned from the
    /// columns they touch (`UndoPlanner.planLightly`); a record changed outside the history is
    /// still refused, named, and nothing is written.
    @Test func aRecordChangedOutsideTheHistoryIsRefusedOnTheQuickPathsToo() throws {
        let db = try UndoGoldenTests.migrated("golden-v1")
        // A soft delete undone while the piece is back already.
        var piece = try #require(try ItemRecord.fetchOne(db, id: Self.k0001))
        piece.deletedAt = "2026-10-01T10:00:00.000Z"
        try piece.update(db)
        let deleting = HistoryWriter(device: nil, occurredAt: "2026-10-01T10:00:00.000Z")
        try deleting.delete(entity: "item", id: piece.id, in: db)
        piece.deletedAt = nil
        try piece.update(db)
        var error = try #require(try Self.refusal(db, deleting.batchID))
        #expect(error.description.contains("K-0001") && error.description.contains("it is not deleted now"), "\(error)")

        // A create undone while the piece is deleted already.
        let made = ItemRecord(id: SecureRandom.uuid(), collectionID: Self.coins, kind: .owned, title: "Vreneli",
                              createdAt: "2026-10-02T10:00:00.000Z", updatedAt: "2026-10-02T10:00:00.000Z")
        try made.insert(db)
        let creating = HistoryWriter(device: nil, occurredAt: made.createdAt)
        try creating.create(made, in: db)
        var gone = made
        gone.deletedAt = "2026-10-03T10:00:00.000Z"
        try gone.update(db)
        error = try #require(try Self.refusal(db, creating.batchID))
        #expect(error.description.contains("Vreneli") && error.description.contains("it is deleted already"), "\(error)")

        // A piece's tags changed after the batch, outside the history.
        let tag = TagRecord(id: SecureRandom.uuid(), name: "For sale")
        try tag.insert(db)
        var tagged = try #require(try ItemRecord.fetchOne(db, id: Self.k0001))
        let old = tagged
        tagged.tagIDs.append(tag.id)
        try tagged.update(db)
        let tagging = HistoryWriter(device: nil, occurredAt: "2026-10-04T10:00:00.000Z")
        try tagging.update(old: old, new: tagged, in: db)
        let plan = try CatalogUndo.undo(db, batchID: tagging.batchID, dryRun: true, device: nil)
        #expect(plan.steps.map(\.paths) == [["tagIDs"]], "\(plan.steps)")
        tagged.tagIDs = []
        try tagged.update(db)
        error = try #require(try Self.refusal(db, tagging.batchID))
        #expect(error.description.contains("K-0001") && error.description.contains("changed outside the history"), "\(error)")
    }

    @Test func aTagIsRemovedOnlyWhenNoPieceThatStaysHasIt() throws {
        let db = try UndoGoldenTests.migrated("golden-v1")
        let tag = TagRecord(id: SecureRandom.uuid(), name: "For sale")
        let adding = HistoryWriter(device: nil, occurredAt: "2026-10-01T10:00:00.000Z")
        try tag.insert(db)
        try adding.create(tag, in: db)
        var piece = try #require(try ItemRecord.fetchOne(db, id: Self.k0001))
        let old = piece
        piece.tagIDs.append(tag.id)
        try piece.update(db)
        try adding.update(old: old, new: piece, in: db)
        // Undoable now: the piece's tag goes back with it.
        let dry = try CatalogUndo.undo(db, batchID: adding.batchID, dryRun: true, device: nil)
        #expect(dry.steps.map(\.action).sorted() == ["delete", "update"])

        // Another piece tagged later keeps the tag: refused, naming it.
        let other = "0e0daaca-922b-434c-8f4a-d2587e899cf4"
        var second = try #require(try ItemRecord.fetchOne(db, id: other))
        let before = second
        second.tagIDs.append(tag.id)
        try second.update(db)
        try HistoryWriter(device: nil, occurredAt: "2026-10-02T10:00:00.000Z").update(old: before, new: second, in: db)
        let error = try #require(try Self.refusal(db, adding.batchID))
        #expect(error.description.contains("tag “For sale” would be removed while K-0002 still has it"), "\(error)")
    }

    @Test func aCodeComesBackOnlyWhileItsPayloadIsFree() throws {
        let db = try UndoGoldenTests.migrated("golden-v10")
        // Remove the code (as the app does: its content kept in the history) and link the same
        // payload to another piece later.
        let code = try #require(try ItemCodeRecord.fetchAll(db).first)
        let removal = HistoryWriter(device: nil, occurredAt: "2026-10-01T10:00:00.000Z")
        try removal.deletePhysically(code, in: db)
        try code.delete(db)
        let again = ItemCodeRecord(id: SecureRandom.uuid(), itemID: "ee16a0f8-58f0-4679-8999-d51a04ebe4dc",
                                   payload: code.payload, createdAt: "2026-10-02T10:00:00.000Z")
        try again.insert(db)
        try HistoryWriter(device: nil, occurredAt: again.createdAt).create(again, in: db)
        let error = try #require(try Self.refusal(db, removal.batchID))
        #expect(error.description.contains("has its payload “\(code.payload)” now"), "\(error)")
    }

    @Test func nothingToUndoAndMergeRepairsOnly() throws {
        let db = try CatalogSchema.makeFresh()
        do {
            _ = try CatalogUndo.undo(db, device: nil)
            Issue.record("undone")
        } catch let error as UndoError {
            #expect(error.reason == .nothingToUndo && error.description.contains("the history is empty"))
        }
        // A catalog whose only batch is a merge repair: "Undo" leaves it alone.
        let golden = try UndoGoldenTests.migrated("golden-v1")
        try golden.execute("UPDATE history SET actor = 'merge'")
        do {
            _ = try CatalogUndo.undo(golden, device: nil)
            Issue.record("undone")
        } catch let error as UndoError {
            #expect(error.reason == .nothingToUndo && error.description.contains("merge repairs are left alone"), "\(error)")
        }
    }
}
